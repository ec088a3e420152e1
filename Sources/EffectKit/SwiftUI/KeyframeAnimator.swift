import EffectModel
import Foundation

/// SwiftUI's `KeyframeAnimator` (iOS 17): its content drawn with a value that keyframes move over time — for ever
/// from the moment it appears, or once each time a trigger changes. On the stage each play is recorded as keyframe
/// animations of the layers whose values the content gives (scale, offset, rotation, opacity …): the value is read
/// at each corner of the timeline (where a keyframe starts or ends, both sides of a jump) and
/// `KeyframeAnimator.samplesPerSecond` times a second between; a segment between corners that a keyframe's own curve
/// describes is recorded with it, exactly, the rest (springs) as the readings joined by straight lines, within a hair
/// of the curve (`docs/effectkit.md`).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView where Value == KeyframePath.Value {
    let initialValue: Value
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    let repeating: Bool
    /// Whether the trigger changed since the last update (`nil`: no trigger).
    let triggerChanged: (@MainActor (ViewHost, String) -> Bool)?

    /// Plays `keyframes` from `initialValue` in a loop from the moment it appears (`repeating` false: shows the
    /// content at the start of the timeline).
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
        self.repeating = repeating
        triggerChanged = nil
    }

    /// Plays `keyframes` from `initialValue` once each time `trigger` changes; the content then keeps the timeline's
    /// last value.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
        repeating = false
        triggerChanged = { host, key in host.valueChanged(trigger, at: key) }
    }

    /// How many times a second the value is read between the timeline's corners.
    public static var samplesPerSecond: Double { 240 }

    /// A primitive view has no body.
    public var body: Never { fatalError("KeyframeAnimator has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        let inner = context.child("KeyframeAnimator")
        let host = context.host
        let shown = host.storage(for: inner.path + ".value", initial: initialValue)
        let (initialValue, keyframes) = (self.initialValue, self.keyframes)
        if let triggerChanged {
            if triggerChanged(host, inner.path + ".trigger") {
                host.soon { [weak host] in
                    guard let host else { return }
                    let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(shown.value))
                    Self.play(timeline, on: host, showing: shown, repeating: false)
                }
            }
        } else if repeating, host.isFirstSight(of: inner.path) {
            host.soon { [weak host] in
                guard let host else { return }
                let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
                Self.play(timeline, on: host, showing: shown, repeating: true)
            }
        }
        return inner.resolve(content(shown.value))
    }

    /// Records `timeline` played from now on the views of `host` (for ever when `repeating`), the content showing
    /// `shown`: each layer value that moves gets a keyframe animation through its readings, and the layers keep the
    /// last reading.
    private static func play(_ timeline: KeyframeTimeline<Value>, on host: ViewHost, showing shown: StateStorage<Value>, repeating: Bool) {
        let duration = timeline.duration
        guard duration > 0 else {
            shown.set(timeline.value(time: 0))
            return
        }
        // A document's keyframe animation keeps at most `EffectModel.Keyframes.maximumValues` values: a long timeline is
        // read less often.
        let times = timeline.readingTimes(perSecond: min(samplesPerSecond, 0.9 * Double(EffectModel.Keyframes.maximumValues) / duration))
        let corners = timeline.corners.times + timeline.corners.jumps.filter { $0 > 0 }.map { $0 - 1e-9 }
        let readings = host.layerStates(at: times) { shown.value = timeline.value(time: $0) }
        for (layer, old, keyPaths, states) in readings where states.count == times.count {
            let moving = keyPaths.filter { keyPath in states.contains { keyPath.value(of: $0) != keyPath.value(of: states[0]) } }
            let changed = keyPaths.filter { $0.value(of: layer.state) != $0.value(of: old) }
            EffectStage.current?.layerDidChange(layer, keyPaths: changed, from: old)
            for keyPath in UIView.movingKeyPaths(moving, from: old, through: states) {
                let values = states.map { keyPath.value(of: $0) }
                // A looping play repeats its keyframe animation whole: its springs stay readings.
                let springs = repeating ? [] : springSegments(times, values, springs: timeline.springs)
                var kept =
                    ownTrackKeyframes(times, values, timeline: timeline, springs: springs)
                    ?? keyframes(times, values, corners: corners.sorted(), curves: timeline.timingFunctions, springs: springs)
                // A play that holds its first value before it moves (a delay written as a hold) begins that much later,
                // showing the held value meanwhile: the spec states its delay.
                let delay = repeating ? 0 : leadingHold(kept)
                if delay > 0 { kept = kept.dropFirst().map { ($0.time - delay, $0.value, $0.curve) } }
                let animation = CAKeyframeAnimation(keyPath: keyPath.rawValue)
                animation.values = kept.map { CALayer.boxed($0.value) }
                animation.keyTimes = kept.map { NSNumber(value: $0.time / (duration - delay)) }
                animation.timingFunctions = kept.dropLast().map { CAMediaTimingFunction($0.curve) }
                animation.duration = duration - delay
                if delay > 0 {
                    animation.beginTime = CACurrentMediaTime() + delay
                    animation.fillMode = .backwards
                }
                if repeating { animation.repeatCount = .infinity }
                layer.add(animation, forKey: nil)
                for segment in springs { add(segment, of: keyPath, times: times, values: values, to: layer) }
            }
        }
    }

    /// How long the keyframes hold their first value before they move, in seconds: 0 when they move at once or never.
    static func leadingHold(_ kept: [(time: Double, value: AnimatableValue, curve: TimingFunction)]) -> Double {
        guard kept.count > 2, kept[0].value.isClose(to: kept[1].value, within: 1e-12) else { return 0 }
        return kept[1].time - kept[0].time
    }

    /// Adds the spring animation of `segment` to `layer`, from the segment's start for its duration: added after the
    /// keyframe animation, it is what the layer shows meanwhile.
    private static func add(_ segment: SpringSegment, of keyPath: AnimatableKeyPath, times: [Double], values: [AnimatableValue], to layer: CALayer) {
        let animation = CASpringAnimation(segment.spring)
        animation.keyPath = keyPath.rawValue
        animation.fromValue = CALayer.boxed(values[segment.first])
        animation.toValue = CALayer.boxed(segment.target)
        animation.duration = times[segment.last] - times[segment.first]
        if times[segment.first] > 0 { animation.beginTime = CACurrentMediaTime() + times[segment.first] }
        layer.add(animation, forKey: nil)
    }
}

extension KeyframeAnimator {
    /// The keyframes of one layer value read (`values`) at `times`: between two corners of the timeline, a timing
    /// function of a track's motion (`curves`) that puts the value within 1e-7 of every reading between makes one
    /// segment — exact, as the engineer wrote it (a linear keyframe's curve, a cubic's Bézier); elsewhere (springs, and
    /// values several tracks move at once) the readings, straight runs left out, joined by straight lines.
    static func keyframes(
        _ times: [Double], _ values: [AnimatableValue], corners: [Double], curves: (Double, Double) -> [TimingFunction],
        springs: [SpringSegment]
    ) -> [(time: Double, value: AnimatableValue, curve: TimingFunction)] {
        fitted(times, values, corners: corners, curves: curves, springs: springs, exactOnly: false) ?? []
    }

    /// `keyframes(…)`; with `exactOnly`, `nil` where a segment has no curve that describes it.
    private static func fitted(
        _ times: [Double], _ values: [AnimatableValue], corners: [Double], curves: (Double, Double) -> [TimingFunction],
        springs: [SpringSegment], exactOnly: Bool
    ) -> [(time: Double, value: AnimatableValue, curve: TimingFunction)]? {
        let marks = corners.compactMap { corner in times.firstIndex { abs($0 - corner) < 1e-12 } }
        var keyframes: [(time: Double, value: AnimatableValue, curve: TimingFunction)] = []
        for (first, last) in zip(marks, marks.dropFirst()) where last > first {
            let (start, end) = (times[first], times[last])
            if springs.contains(where: { $0.first <= first && last <= $0.last }) {
                // A spring animation plays over this: the keyframes only pass through.
                keyframes.append((start, values[first], .linear))
                continue
            }
            let exact = curves(start, end).first { curve in
                (first...last).allSatisfy { index in
                    let progress = curve.value(at: (times[index] - start) / (end - start))
                    return values[first].interpolated(to: values[last], progress).isClose(to: values[index], within: 1e-7)
                }
            }
            if let exact {
                keyframes.append((start, values[first], exact))
            } else if exactOnly {
                return nil
            } else {
                let run = withoutStraightRuns(Array(times[first...last]), Array(values[first...last]))
                keyframes += run.dropLast().map { ($0.time, $0.value, TimingFunction.linear) }
            }
        }
        keyframes.append((times[times.count - 1], values[values.count - 1], .linear))
        return keyframes
    }

    /// The keyframes of one layer value, when one track's own corners describe it whole, each segment by a curve
    /// of that track or a spring keyframe of it (a scale track's keyframes are not cut where a rotation track beside it
    /// turns): `nil` when none does.
    static func ownTrackKeyframes(
        _ times: [Double], _ values: [AnimatableValue], timeline: KeyframeTimeline<Value>, springs: [SpringSegment]
    ) -> [(time: Double, value: AnimatableValue, curve: TimingFunction)]? {
        guard timeline.tracks.count > 1 else { return nil }
        for track in timeline.tracks {
            let (times0, jumps) = track.corners
            let corners = Set(times0 + [timeline.duration] + jumps.filter { $0 > 0 }.map { $0 - 1e-9 }).sorted()
            let made = fitted(times, values, corners: corners, curves: timeline.timingFunctions, springs: springs, exactOnly: true)
            if let made { return made }
        }
        return nil
    }

    /// A spring keyframe of one layer value: the readings `first` to `last` follow `spring` towards `target`.
    struct SpringSegment {
        var first: Int
        var last: Int
        var target: AnimatableValue
        var spring: EffectModel.Spring
    }

    /// The spring keyframes whose motion puts the value read (`values` at `times`) within 1e-7 of every reading over
    /// their span, each with the value it moves towards (from the last reading: the spring's fraction there says how
    /// far it got).
    static func springSegments(_ times: [Double], _ values: [AnimatableValue], springs: [KeyframeSpring]) -> [SpringSegment] {
        springs.compactMap { keyframe in
            let end = keyframe.start + keyframe.duration
            guard let first = times.firstIndex(where: { abs($0 - keyframe.start) < 1e-12 }),
                let last = times.firstIndex(where: { abs($0 - end) < 1e-12 }), last > first
            else { return nil }
            let reached = keyframe.spring.fraction(at: times[last] - times[first])
            guard abs(reached) > 1e-6 else { return nil }
            let target = values[first].interpolated(to: values[last], 1 / reached)
            guard !target.isClose(to: values[first], within: 1e-9) else { return nil }
            let follows = (first...last).allSatisfy { index in
                let fraction = keyframe.spring.fraction(at: times[index] - times[first])
                return values[first].interpolated(to: target, fraction).isClose(to: values[index], within: 1e-7)
            }
            return follows ? SpringSegment(first: first, last: last, target: target, spring: keyframe.spring) : nil
        }
    }

    /// The readings (`values` at `times`) without those a straight line between the ones kept either side passes
    /// within 1e-9 of: a linear keyframe keeps its ends only, curves keep every reading.
    static func withoutStraightRuns(_ times: [Double], _ values: [AnimatableValue]) -> [(time: Double, value: AnimatableValue)] {
        guard values.count > 2 else { return Array(zip(times, values)).map { ($0, $1) } }
        var kept = [0]
        var end = 2
        while end < values.count {
            let start = kept.last!
            let straight = (start + 1..<end).allSatisfy { index in
                let f = (times[index] - times[start]) / (times[end] - times[start])
                return values[start].interpolated(to: values[end], f).isClose(to: values[index], within: 1e-9)
            }
            if !straight { kept.append(end - 1) }
            end += 1
        }
        kept.append(values.count - 1)
        return kept.map { (times[$0], values[$0]) }
    }
}

extension AnimatableValue {
    /// Whether each number of `other` is within `tolerance` of this one's (numbers, points, sizes, rectangles; other
    /// values only when equal).
    func isClose(to other: AnimatableValue, within tolerance: Double) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): abs(a - b) <= tolerance
        case (.point(let a), .point(let b)): abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        case (.size(let a), .size(let b)): abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        case (.rect(let a), .rect(let b)):
            Self.point(a.origin).isClose(to: .point(b.origin), within: tolerance)
                && Self.size(a.size).isClose(to: .size(b.size), within: tolerance)
        default: self == other
        }
    }
}

extension KeyframeTimeline {
    /// The timeline of `keyframes` from `initialValue`.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.init(initialValue: initialValue) { keyframes }
    }

    /// Times to read the value at, in order, from 0 to the duration: each corner, just before each jump, and
    /// `perSecond` times a second between.
    func readingTimes(perSecond: Double) -> [Double] {
        let duration = self.duration
        let (corners, jumps) = self.corners
        let steps = Int((duration * perSecond).rounded(.up))
        var times = Set((0...steps).map { min(Double($0) / perSecond, duration) })
        times.formUnion(corners.filter { $0 <= duration })
        times.formUnion(jumps.filter { $0 > 0 }.map { $0 - 1e-9 })
        var ordered: [Double] = []
        for time in times.sorted() where ordered.last.map({ time - $0 > 1e-12 }) ?? true { ordered.append(time) }
        return ordered
    }
}

/// SwiftUI's `PlaceholderContentView`: the view a modifier's content closure is given, standing for the view the
/// modifier was applied to.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    let content: Value
    /// A primitive view has no body.
    public var body: Never { fatalError("PlaceholderContentView has no body") }
    func nodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

extension View {
    /// This view drawn by `content` with a value `keyframes` move, played once from `initialValue` each time
    /// `trigger` changes (`KeyframeAnimator(initialValue:trigger:content:keyframes:)` around it).
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// This view drawn by `content` with a value `keyframes` move from `initialValue`, in a loop from the moment it
    /// appears (`repeating` false: at the start of the timeline).
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
