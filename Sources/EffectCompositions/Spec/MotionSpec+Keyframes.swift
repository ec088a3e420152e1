import EffectEngine
import EffectModel

extension MotionSpec {
    /// A value a keyframe motion passes: when, and how it gets there.
    public struct Keyframe: Sendable, Equatable {
        /// After the motion's start, ms.
        public var at: Double
        /// The value, in the motion's unit.
        public var value: MotionValue
        /// The easing of the segment that arrives here; `nil` for the first keyframe.
        public var easing: Easing?
    }

    /// The least and greatest value a motion shows, in its unit.
    public struct ValueRange: Sendable, Equatable {
        /// The least value.
        public var min: Double
        /// The greatest value.
        public var max: Double
    }

    /// A shape designers name, found in a keyframe motion's numbers.
    public enum Shape: Sendable, Equatable {
        /// Back and forth across where it rests (`shakes ±14 pt, 3 times, dying away`).
        case oscillation(amplitude: Double, times: Int, dyingAway: Bool)
        /// Out to one side and back to where it started, `times` times (`up 6 pt and back`).
        case hop(rest: Double, extreme: Double, times: Int)
        /// Past where it ends or starts on the way: the highest and lowest values beyond its ends.
        case overshoot(peak: Double?, low: Double?)
    }
}

extension MotionSpec.Shape {
    /// The shape of `numbers` (a keyframe motion's values in order), or `nil` when it has none a designer names.
    init?(_ numbers: [Double]) {
        guard let first = numbers.first, let last = numbers.last, numbers.count > 2 else { return nil }
        let scale = max(numbers.map(abs).max() ?? 1, 1e-9)
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * scale }
        // Held values count once: a hold is no turn.
        var path: [Double] = []
        for n in numbers where path.last.map({ !same($0, n) }) ?? true { path.append(n) }
        if same(first, last) {
            let turns = path.indices.dropFirst().dropLast().filter { i in (path[i] - path[i - 1]) * (path[i + 1] - path[i]) < 0 }.map { path[$0] }
            guard !turns.isEmpty else { return nil }
            let sides = turns.map { $0 > first }
            if turns.count > 1, zip(sides, sides.dropFirst()).allSatisfy({ $0 != $1 }) {
                let sizes = turns.map { abs($0 - first) }
                let dying = zip(sizes, sizes.dropFirst()).allSatisfy { $1 < $0 }
                self = .oscillation(amplitude: sizes.max()!, times: (turns.count + 1) / 2, dyingAway: dying)
            } else if sides.allSatisfy({ $0 == sides[0] }) {
                let extreme = sides[0] ? turns.max()! : turns.min()!
                self = .hop(rest: first, extreme: extreme, times: turns.filter { same($0, extreme) }.count == turns.count ? turns.count : 1)
            } else {
                return nil
            }
            return
        }
        let high = numbers.max()!
        let low = numbers.min()!
        let peak = high > max(first, last) && !same(high, max(first, last)) ? high : nil
        let dip = low < min(first, last) && !same(low, min(first, last)) ? low : nil
        guard peak != nil || dip != nil else { return nil }
        self = .overshoot(peak: peak, low: dip)
    }

    /// In a designer's words: `shakes ±14 pt, 3 times, dying away`, `up 6 pt and back`, `peak 1.25×`; vertical
    /// offsets and positions up as up (a smaller y is higher on screen).
    func words(unit: MotionUnit, property: MotionProperty) -> String {
        func value(_ x: Double) -> String { MotionValue.number(x).text(unit: unit, property: property) }
        let vertical = [.offsetY, .positionY].contains(property)
        let horizontal = [.offsetX, .positionX].contains(property)
        switch self {
        case .oscillation(let amplitude, let times, let dyingAway):
            let verb =
                switch property {
                case .offset, .offsetX, .offsetY, .position, .positionX, .positionY: "shakes"
                case .rotation: "wobbles"
                case .scale, .scaleX, .scaleY: "pulses"
                default: "swings"
                }
            return "\(verb) ±\(value(amplitude)), \(Self.times(times))" + (dyingAway ? ", dying away" : "")
        case .hop(let rest, let extreme, let times):
            let distance = abs(extreme - rest)
            let way: String =
                if vertical {
                    "\(extreme < rest ? "up" : "down") \(value(distance)) and back"
                } else if horizontal {
                    "\(extreme < rest ? "left" : "right") \(value(distance)) and back"
                } else if [.scale, .scaleX, .scaleY, .size, .width, .height].contains(property) {
                    "\(extreme > rest ? "grows" : "shrinks") to \(value(extreme)) and back"
                } else if property == .rotation {
                    "turns to \(value(extreme)) and back"
                } else {
                    "to \(value(extreme)) and back"
                }
            return times > 1 ? "\(way), \(Self.times(times))" : way
        case .overshoot(let peak, let low):
            // On screen a larger y is lower: a vertical motion's greatest value is its lowest point.
            let top = vertical ? low : peak
            let bottom = vertical ? peak : low
            return [top.map { "\(vertical ? "highest" : "peak") \(value($0))" }, bottom.map { "\(vertical ? "lowest" : "low") \(value($0))" }]
                .compactMap { $0 }.joined(separator: ", ")
        }
    }

    private static func times(_ n: Int) -> String { n == 1 ? "once" : n == 2 ? "twice" : "\(n) times" }
}

extension MotionSpec {
    /// The most keyframes (or holds, or segments) a row lists one by one; past it a row states their ends and count.
    static let maximumListed = 12

    /// The shape a keyframe motion of single numbers has (`nil` when it has none a designer names, or no keyframes).
    public static func shape(_ motion: Row) -> Shape? { motion.keyframes.flatMap(shape) }

    static func shape(_ keyframes: [Keyframe]) -> Shape? {
        let numbers = keyframes.compactMap { keyframe -> Double? in if case .number(let n) = keyframe.value { n } else { nil } }
        guard numbers.count == keyframes.count else { return nil }
        return Shape(numbers)
    }

    /// What a keyframe motion does, in words: its shape and the values it holds
    /// (`shakes ±14 pt, 3 times, dying away`, `peak 1.25×, holds 1.25× for 100 ms`); empty when there is nothing to say.
    public static func summary(_ motion: Row) -> String {
        motion.keyframes.map { summary($0, unit: motion.unit, property: motion.property) } ?? ""
    }

    static func summary(_ keyframes: [Keyframe], unit: MotionUnit, property: MotionProperty) -> String {
        var parts = shape(keyframes).map { [$0.words(unit: unit, property: property)] } ?? []
        // A shape is stated by its element count, which says nothing of whether it moved: no holds for shapes.
        let holds = zip(keyframes, keyframes.dropFirst()).filter { a, b in
            if case .shape = a.value { return false }
            return a.value == b.value && b.at > a.at
        }
        if holds.count > maximumListed {
            parts.append("holds \(holds.count) times")
        } else {
            for (a, b) in holds { parts.append("holds \(a.value.text(unit: unit, property: property)) for \(number(b.at - a.at)) ms") }
        }
        return parts.joined(separator: ", ")
    }

    /// A keyframe animation's shape and segment easings as a chart's bar states them, in the spec's words
    /// (`peak 1.25× · ease-out, ease-in-out, ease-in-out`); `nil` when the spec states it by its ends.
    public static func keyframeWords(_ animation: Animation, keyPath: AnimatableKeyPath) -> String? {
        guard case .keyframe(let keyframes) = animation.kind else { return nil }
        let unit = MotionUnit(keyPath)
        let duration = animation.resolvedDuration(parentDuration: nil) * 1000
        let statement = KeyframeStatement(
            keyframes, below: keyPath.value(of: Layer(id: "")), additive: false, unit: unit, function: animation.timingFunction ?? .linear,
            realTime: { $0 * duration })
        guard let stated = statement.keyframes else { return nil }
        let overall = animation.timingFunction.map { Easing.curve(Easing.CurveName($0), $0) } ?? .curve(.linear, .linear)
        let summary = animation.isAdditive ? "" : summary(stated, unit: unit, property: MotionProperty(keyPath))
        return (summary.isEmpty ? "" : summary + " · ") + segmentEasings(stated, overall: overall)
    }

    /// A keyframe motion's values in order and when each is reached: `0× → 1.25× → 0.9× → 1× at 0, 200, 320, 400 ms`.
    static func keyframeChange(_ motion: Row, _ keyframes: [Keyframe]) -> String {
        // Too many to read in a row (a path keyed every frame): its ends and how many, all of them in the JSON.
        if keyframes.count > maximumListed, let first = keyframes.first, let last = keyframes.last {
            var ends = [first, last].map { $0.value.text(unit: motion.unit, property: motion.property) }
            if motion.unit == .points, ends[0].hasSuffix(" pt") { ends[0].removeLast(3) }
            return "\(ends[0]) → … → \(ends[1]), \(keyframes.count) keyframes from \(number(first.at)) to \(number(last.at)) ms"
        }
        var texts = keyframes.map { $0.value.text(unit: motion.unit, property: motion.property) }
        if motion.unit == .points {
            // A point's unit once, at the end.
            for i in texts.indices.dropLast() where texts[i].hasSuffix(" pt") { texts[i].removeLast(3) }
        }
        return texts.joined(separator: " → ") + " at " + keyframes.map { number($0.at) }.joined(separator: ", ") + " ms"
    }

    /// How a keyframe motion's segments ease: `each ease-out`, `ease-out, ease-in-out, ease-in-out`, `linear`;
    /// after the whole's own curve when it has one.
    static func segmentEasings(_ motion: Row, _ keyframes: [Keyframe]) -> String { segmentEasings(keyframes, overall: motion.easing) }

    static func segmentEasings(_ keyframes: [Keyframe], overall: Easing) -> String {
        let segments = segmentWords(keyframes.dropFirst().map { $0.easing?.name ?? "linear" })
        return overall.isLinear ? segments : "\(overall.text); segments \(segments)"
    }

    /// Segments' curve names in a row, as the spec and the charts state them: `linear`, `ease-out` (one segment),
    /// `each ease-out`, `ease-out, ease-in-out`, or how many when more than `listing` (a chart's bar has less room).
    static func segmentWords(_ names: [String], listing: Int = maximumListed) -> String {
        if Set(names).count == 1 { return names[0] == "linear" ? "linear" : names.count == 1 ? names[0] : "each \(names[0])" }
        return names.count > listing ? "\(Set(names).count) easings over \(names.count) segments" : names.joined(separator: ", ")
    }
}

/// A keyframe animation stated as its keyframes: the values the engine passes, when, and with which easing.
struct KeyframeStatement {
    var keyframes: [MotionSpec.Keyframe]?
    var range: MotionSpec.ValueRange?

    /// The keyframes of `keyframes` (values on `below` when `additive`), in `unit`, times through `realTime` (the
    /// animation's own progress, before its timing function, to ms after the motion's start), the whole eased by
    /// `function`. Stated only where the values are reached at times the engine keeps: values (no path), more than
    /// two, in a mode that passes each at its key time, with key times that match them.
    init(
        _ keyframes: Keyframes, below: AnimatableValue, additive: Bool, unit: MotionUnit, function: TimingFunction,
        realTime: (Double) -> Double
    ) {
        let values = keyframes.values
        guard keyframes.path == nil, values.count > 2 else { return }
        func stated(_ value: AnimatableValue) -> MotionValue { MotionValue(additive ? below + value : value, unit: unit) }
        if case .number = values[0] {
            // What shows, as the engine samples it: segment curves and splines may pass beyond the values.
            var shown = values.compactMap { if case .number(let n) = stated($0) { n } else { nil } }
            let prepared = PreparedKeyframes(keyframes)
            for step in 0...2000 {
                if let value = prepared.value(at: Double(step) / 2000)?.value, case .number(let n) = stated(value) { shown.append(n) }
            }
            range = MotionSpec.ValueRange(min: shown.min()!, max: shown.max()!)
        }
        let times: [Double]
        switch keyframes.calculationMode {
        case .linear, .cubic:
            if let keyTimes = keyframes.keyTimes {
                // Each value at its key time (the first held before it): key times that match the values, in order.
                guard keyTimes.count == values.count, keyTimes.allSatisfy({ (0...1).contains($0) }),
                    zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
                else { return }
                times = keyTimes
            } else {
                times = values.indices.map { Double($0) / Double(values.count - 1) }
            }
        case .paced:
            let lengths = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            let total = lengths.reduce(0, +)
            guard total > 0 else { return }
            var sum = 0.0
            times =
                [0]
                + lengths.map { length in
                    sum += length
                    return sum / total
                }
        case .discrete, .cubicPaced:
            return
        }
        let functions = keyframes.calculationMode.isPaced ? [] : keyframes.timingFunctions ?? []
        self.keyframes = values.indices.map { i in
            let segment = i > 0 ? (i - 1 < functions.count ? functions[i - 1] : .linear) : nil
            return MotionSpec.Keyframe(
                at: MotionSpec.rounded(realTime(function.progress(reaching: times[i])), digits: 9), value: stated(values[i]),
                easing: segment.map { .curve(MotionSpec.Easing.CurveName($0), $0) })
        }
    }
}
