import EffectEngine
import EffectModel

/// One keyframe of a SwiftUI `KeyframeTrack`, of a state's value: `MoveKeyframe`, `LinearKeyframe` with its
/// `timingCurve`, or `SpringKeyframe` cut at its duration.
enum SwiftUIKeyframe: Equatable {
    case move(SwiftUIValue)
    case linear(SwiftUIValue, duration: Double, curve: TimingFunction)
    case spring(SwiftUIValue, duration: Double, spring: Spring)

    /// How long it lasts, in seconds.
    var duration: Double {
        switch self {
        case .move: 0
        case .linear(_, let d, _), .spring(_, let d, _): d
        }
    }

    /// The value it ends at.
    var value: SwiftUIValue {
        switch self {
        case .move(let v), .linear(let v, _, _), .spring(let v, _, _): v
        }
    }

    /// The keyframe as Swift, its value written for `property`.
    func code(for property: SwiftUIProperty) -> String {
        switch self {
        case .move(let v): return "MoveKeyframe(\(v.literal(for: property)))"
        case .linear(let v, let d, let curve):
            let timing = curve.isLinear ? "" : ", timingCurve: \(Self.unitCurve(curve))"
            return "LinearKeyframe(\(v.literal(for: property)), duration: \(SwiftUIAnimation.seconds(d))\(timing))"
        case .spring(let v, let d, let spring):
            return "SpringKeyframe(\(v.literal(for: property)), duration: \(SwiftUIAnimation.seconds(d)), spring: \(Self.spring(spring)))"
        }
    }

    /// SwiftUI's `Spring`: as it was made (`Spring(duration: 0.5, bounce: 0.3)`), else by mass, stiffness and damping.
    static func spring(_ spring: Spring) -> String {
        let n = SwiftLiteral.number
        if case .perceptual(let d, let bounce) = spring.origin, spring.mass == 1 {
            return "Spring(duration: \(SwiftUIAnimation.seconds(d)), bounce: \(SwiftLiteral.decimal(bounce)))"
        }
        let mass = spring.mass == 1 ? "" : "mass: \(n(spring.mass)), "
        return "Spring(\(mass)stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)))"
    }

    /// `UnitCurve`'s name for a curve where it has one, else `.bezier(startControlPoint:endControlPoint:)`.
    static func unitCurve(_ f: TimingFunction) -> String {
        let named: [(TimingFunction.Name, String)] = [(.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.easeInEaseOut, ".easeInOut")]
        for (name, swiftUI) in named where TimingFunction(named: name).hasSamePoints(as: f) { return swiftUI }
        let point = { (x: Double, y: Double) in "UnitPoint(x: \(SwiftLiteral.number(x)), y: \(SwiftLiteral.number(y)))" }
        return ".bezier(startControlPoint: \(point(f.x1, f.y1)), endControlPoint: \(point(f.x2, f.y2)))"
    }
}

/// What one layer's keyframe animator plays (for the moment that triggers it, or in a loop): a track a value that no
/// state holds, from what the layer shows before.
struct SwiftUIKeyframePlay {
    /// Whether the keyframes loop for ever from the moment the view appears (`repeating: true`).
    var repeating: Bool
    /// Each value's keyframes, in `SwiftUIProperty` order; each track starts from `initial`.
    var tracks: [(property: SwiftUIProperty, initial: SwiftUIValue, keyframes: [SwiftUIKeyframe])]
}

/// Builds a layer's keyframe tracks from the animations one moment adds to it: each animation's keyframes (or its
/// basic curve, or its spring) at its begin time after the moment, the layer's own value held between them, jumps
/// where Core Animation jumps (to the first value, back to the model value when an animation is removed), and its
/// repeats written out (the way back of an autoreversing one reversed, segment by segment).
struct SwiftUIKeyframeBuilder {
    /// Why an animation has no keyframes here.
    typealias Problem = SwiftUIAnimation.Problem

    /// The most keyframes one track is written with (repeats are written out).
    static let maximumKeyframes = 200

    /// The keyframe steps of one value of a key path, before they are split into properties.
    private enum Step {
        case move(AnimatableValue)
        case linear(AnimatableValue, Double, TimingFunction)
        case spring(AnimatableValue, Double, Spring)
    }

    let track: LayerTrack
    /// The moment's time, in document seconds.
    let time: Double
    private(set) var tracks: [SwiftUIProperty: (initial: SwiftUIValue, keyframes: [SwiftUIKeyframe], end: Double)] = [:]
    private(set) var repeats: (forever: Int, once: Int) = (0, 0)

    init(track: LayerTrack, time: Double) {
        self.track = track
        self.time = time
    }

    /// The play of what was added, if anything was.
    func play() -> Result<SwiftUIKeyframePlay, Problem>? {
        guard !tracks.isEmpty else { return nil }
        if repeats.forever > 0 {
            guard repeats.once == 0 else { return .failure(Problem(reason: "it loops for ever beside keyframes that play once")) }
            guard Set(tracks.values.map { ($0.end * 1e6).rounded() }).count == 1 else {
                return .failure(Problem(reason: "its looping keyframes have cycles of different lengths, which one KeyframeAnimator loops as one"))
            }
        }
        let ordered = SwiftUIProperty.allCases.compactMap { property in tracks[property].map { (property, $0.initial, $0.keyframes) } }
        return .success(SwiftUIKeyframePlay(repeating: repeats.forever > 0, tracks: ordered))
    }

    /// Adds `animation`'s keyframes to the tracks of the values its key path sets, or says why it cannot.
    mutating func add(_ animation: Animation) -> Problem? {
        guard let keyPath = animation.keyPath else { return Problem(reason: "a group (each part would be a track of its own)") }
        let (layer, track) = (self.track.model, self.track)
        let model = { (t: Double) in keyPath.value(of: track.modelLayer(at: t)) }
        let t = animation.timing
        if t.speed != 1 || t.timeOffset != 0 { return Problem(reason: "its speed or time offset") }
        if t.repeatDuration != 0 { return Problem(reason: "it repeats for a duration, which SwiftUI counts in plays") }
        if animation.isAdditive || animation.isCumulative { return Problem(reason: "additive or cumulative, which keyframes do not add") }
        let cycle: (start: AnimatableValue, steps: [Step])
        switch Self.cycle(of: animation, below: model(t.beginTime)) {
        case .success(let made): cycle = made
        case .failure(let problem): return problem
        }
        guard SwiftUIProperty.values(of: keyPath, cycle.start, on: layer)?.allSatisfy({ Self.keyframable.contains($0.0) }) ?? false else {
            return Problem(reason: "SwiftUI's keyframes here move only a scale, rotation, opacity, offset or position")
        }
        var steps = cycle.steps
        if t.autoreverses {
            guard let back = Self.reversed(cycle.steps, from: cycle.start) else {
                return Problem(reason: "it reverses through springs or jumps, which SwiftUI's keyframes do not play backwards")
            }
            steps += back
        }
        let begin = t.beginTime - time
        if t.repeatCount.isInfinite {
            guard tracks.isEmpty || repeats.forever > 0 else {
                return Problem(reason: "it loops for ever beside keyframes that play once, which one KeyframeAnimator cannot")
            }
            var loop: [Step] = [.move(cycle.start)] + steps
            if begin > 1e-9 {
                let before = t.fillMode.holdsStart ? cycle.start : model(time)
                guard let shifted = Self.delayed(loop, by: begin, showingBefore: before) else {
                    return Problem(
                        reason:
                            "it loops for ever after a delay that its loop does not end resting through, as a looping KeyframeAnimator would have to")
                }
                loop = shifted
            }
            if let problem = place(loop, keyPath: keyPath, begin: 0, end: nil, holding: nil) { return problem }
            repeats.forever += 1
            return nil
        }
        let plays = max(t.repeatCount, 1)
        guard plays == plays.rounded() else { return Problem(reason: "it plays \(SwiftLiteral.number(plays)) times, not a whole number") }
        var all: [Step] = []
        for _ in 0..<Int(plays) { all += [.move(cycle.start)] + steps }
        let kept = t.fillMode.holdsEnd && !t.isRemovedOnCompletion
        let held = t.fillMode.holdsStart ? cycle.start : nil
        if let problem = place(all, keyPath: keyPath, begin: begin, end: kept ? nil : model(animation.endTime), holding: held) { return problem }
        repeats.once += 1
        return nil
    }

    /// The properties a layer's keyframe animator moves (a shape's fill and trim are drawn inside the layer).
    static let keyframable: Set<SwiftUIProperty> = [.opacity, .scale, .scaleX, .scaleY, .rotation, .x, .y, .offsetX, .offsetY]

    /// Puts `steps` on the tracks of `keyPath`'s values at `begin` seconds after the moment (the value standing held
    /// until then, or `holding`, a fill backwards, from the moment on), and the jump back to the model value `end`
    /// after them.
    private mutating func place(
        _ steps: [Step], keyPath: AnimatableKeyPath, begin: Double, end: AnimatableValue?, holding: AnimatableValue?
    ) -> Problem? {
        let layer = track.model
        guard let initial = SwiftUIProperty.values(of: keyPath, keyPath.value(of: track.modelLayer(at: time)), on: layer) else {
            return Problem(reason: "SwiftUI has no value here that it moves")
        }
        let held = holding.flatMap { SwiftUIProperty.values(of: keyPath, $0, on: layer) } ?? []
        var added: [SwiftUIProperty: [SwiftUIKeyframe]] = [:]
        for (property, _) in initial { added[property] = [] }
        for step in steps {
            let (value, make): (AnimatableValue, (SwiftUIValue) -> SwiftUIKeyframe) =
                switch step {
                case .move(let v): (v, { .move($0) })
                case .linear(let v, let d, let curve): (v, { .linear($0, duration: d, curve: curve) })
                case .spring(let v, let d, let spring): (v, { .spring($0, duration: d, spring: spring) })
                }
            guard let values = SwiftUIProperty.values(of: keyPath, value, on: layer) else { return Problem(reason: "a value SwiftUI does not hold") }
            for (property, v) in values { added[property, default: []].append(make(v)) }
        }
        if let end, let values = SwiftUIProperty.values(of: keyPath, end, on: layer) {
            for (property, v) in values { added[property, default: []].append(.move(v)) }
        }
        // All the values' tracks, or none: a problem leaves the tracks as they were.
        var placed = tracks
        for (property, start) in initial {
            var current = placed[property] ?? (start, [], 0)
            let wait = begin - current.end
            if wait < -1e-9 { return Problem(reason: "it overlaps the animation of its \(property.rawValue) before it") }
            var standing = current.keyframes.last?.value ?? current.initial
            if let value = held.first(where: { $0.0 == property })?.1, !value.isClose(to: standing) {
                current.keyframes.append(.move(value))
                standing = value
            }
            let mine = Self.withoutNeedlessMoves(added[property] ?? [], from: standing)
            if wait > 1e-9 { current.keyframes.append(.linear(standing, duration: wait, curve: .linear)) }
            current.keyframes += mine
            current.end = begin + mine.reduce(0) { $0 + $1.duration }
            guard current.keyframes.count <= Self.maximumKeyframes else {
                return Problem(reason: "its repeats would take more than \(Self.maximumKeyframes) keyframes")
            }
            placed[property] = current
        }
        tracks = placed
        return nil
    }

    /// The keyframes without a jump to where the value already stands (a spring cut at its duration stands short of
    /// its target: the jump after it stays).
    private static func withoutNeedlessMoves(_ keyframes: [SwiftUIKeyframe], from start: SwiftUIValue) -> [SwiftUIKeyframe] {
        var standing: SwiftUIValue? = start
        var kept: [SwiftUIKeyframe] = []
        for keyframe in keyframes {
            if case .move(let v) = keyframe, let standing, v.isClose(to: standing) { continue }
            kept.append(keyframe)
            if case .spring = keyframe { standing = nil } else { standing = keyframe.value }
        }
        return kept
    }

    /// One play of `animation` over `below` (its key path's model value): where it starts and its steps.
    private static func cycle(of animation: Animation, below: AnimatableValue) -> Result<(start: AnimatableValue, steps: [Step]), Problem> {
        let duration = animation.resolvedDuration(parentDuration: nil)
        let curve = animation.timingFunction ?? .linear
        switch animation.kind {
        case .basic(let from, let to, let by):
            let (start, end) = Animation.endPoints(from: from, to: to, by: by, below: below)
            return .success((start, [.linear(end, duration, curve)]))
        case .spring(let spring, let from, let to, let by):
            guard spring.initialVelocity == 0, animation.timingFunction == nil else {
                return .failure(Problem(reason: "a spring with a start velocity or a curve, which SpringKeyframe does not take"))
            }
            let (start, end) = Animation.endPoints(from: from, to: to, by: by, below: below)
            return .success((start, [.spring(end, duration, spring)]))
        case .keyframe(let k):
            return keyframeCycle(k, duration: duration, overall: curve)
        case .group:
            return .failure(Problem(reason: "a group (each part would be a track of its own)"))
        }
    }

    /// A `CAKeyframeAnimation`'s values at their key times, each segment with its curve, or a jump for discrete ones.
    private static func keyframeCycle(_ k: Keyframes, duration: Double, overall: TimingFunction) -> Result<
        (start: AnimatableValue, steps: [Step]), Problem
    > {
        if k.path != nil { return .failure(Problem(reason: "along a path, which SwiftUI's modifiers do not follow")) }
        guard [.linear, .discrete].contains(k.calculationMode) else {
            return .failure(Problem(reason: "its \(k.calculationMode.rawValue) keyframes, which SwiftUI's keyframes time otherwise"))
        }
        guard let first = k.values.first else { return .failure(Problem(reason: "no values")) }
        guard overall.isLinear || k.values.count <= 2 else {
            return .failure(Problem(reason: "a curve over its whole keyframes, which SwiftUI's keyframes have per keyframe"))
        }
        let n = k.values.count
        let times = k.keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        guard times.count == n, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), times.allSatisfy({ (0...1).contains($0) }) else {
            return .failure(Problem(reason: "its key times are not one a value, in order, from 0 to 1"))
        }
        var steps: [Step] = times[0] > 0 ? [.linear(first, times[0] * duration, .linear)] : []
        for index in 1..<max(n, 1) {
            let d = (times[index] - times[index - 1]) * duration
            if k.calculationMode == .discrete {
                steps += [.linear(k.values[index - 1], d, .linear), .move(k.values[index])]
            } else {
                let curve = n == 2 && k.timingFunctions == nil ? overall : (k.timingFunctions?[safe: index - 1] ?? .linear)
                steps.append(.linear(k.values[index], d, curve))
            }
        }
        if let last = times.last, last < 1 { steps.append(.linear(k.values[n - 1], (1 - last) * duration, .linear)) }
        return .success((first, steps))
    }

    /// A loop of `steps` that starts `delay` seconds late, showing `before` until then, as a loop from the start: the
    /// same when the loop ends resting at `before` for at least `delay` (a typing indicator's dots, one after another):
    /// the rest moves to the front. `nil` when it does not.
    private static func delayed(_ steps: [Step], by delay: Double, showingBefore before: AnimatableValue) -> [Step]? {
        guard case .linear(let rest, let d, _)? = steps.last, d >= delay - 1e-9, rest == before else { return nil }
        let previous: AnimatableValue? =
            switch steps.dropLast().last {
            case .move(let v)?, .linear(let v, _, _)?, .spring(let v, _, _)?: v
            case nil: nil
            }
        guard previous == rest else { return nil }
        let shortened: [Step] = d - delay > 1e-9 ? [.linear(rest, d - delay, .linear)] : []
        return [.linear(rest, delay, .linear)] + steps.dropLast() + shortened
    }

    /// The way back of `steps` that start at `start`: each linear segment backwards, its curve turned round.
    private static func reversed(_ steps: [Step], from start: AnimatableValue) -> [Step]? {
        var points: [(value: AnimatableValue, duration: Double, curve: TimingFunction)] = []
        var before = start
        for step in steps {
            guard case .linear(let v, let d, let curve) = step else { return nil }
            points.append((before, d, curve.reversed))
            before = v
        }
        return points.reversed().map { .linear($0.value, $0.duration, $0.curve) }
    }
}

extension TimingFunction {
    /// Whether the curve is the straight line.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The same curve played backwards: `cubic-bezier(1 − x2, 1 − y2, 1 − x1, 1 − y1)`.
    var reversed: TimingFunction { TimingFunction(1 - x2, 1 - y2, 1 - x1, 1 - y1) }

    /// Whether the control points are the same (whatever the names).
    func hasSamePoints(as other: TimingFunction) -> Bool {
        x1 == other.x1 && y1 == other.y1 && x2 == other.x2 && y2 == other.y2
    }
}

extension Array {
    /// The element at `index`, or `nil` past the ends.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension SwiftUIViewWriter {
    /// A layer's `.keyframeAnimator`: the type of the values its keyframes move, the state whose change plays them
    /// (`nil`: they loop from the moment the view appears), and the keyframes.
    struct Animator {
        var typeName: String
        var trigger: String?
        var play: SwiftUIKeyframePlay

        /// The values its keyframes move.
        var properties: Set<SwiftUIProperty> { Set(play.tracks.map(\.property)) }

        /// `private struct <Layer>Values { var scale: CGFloat = 1 … }`, inside the view.
        func declaration(of id: String) -> [String] {
            var lines = [
                "  /// The values the keyframes of \(SwiftLiteral.comment(id)) move, as it shows them before they play.",
                "  private struct \(typeName) {",
            ]
            for (property, initial, _) in play.tracks {
                lines.append("    var \(property.rawValue): \(property.typeName) = \(initial.literal(for: property))")
            }
            return lines + ["  }"]
        }

        /// `.keyframeAnimator(…) { content, value in content … } keyframes: { _ in KeyframeTrack(\.scale) { … } }`
        /// around `modifiers`, which read the values as `value.scale`.
        func modifier(wrapping modifiers: [String]) -> [String] {
            let when = trigger.map { "trigger: \($0)" } ?? "repeating: true"
            var lines = [".keyframeAnimator(initialValue: \(typeName)(), \(when)) { content, value in", "  content"]
            lines += modifiers.map { "    " + $0 }
            lines.append("} keyframes: { _ in")
            for (property, _, keyframes) in play.tracks {
                lines.append("  KeyframeTrack(\\.\(property.rawValue)) {")
                lines += keyframes.map { "    " + $0.code(for: property) }
                lines.append("  }")
            }
            return lines + ["}"]
        }
    }
}
