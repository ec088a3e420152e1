import EffectModel
import Foundation

/// What the timing-curve charts show, computed from the scene alone (no drawing): for every animated key
/// path of every layer its presentation value over the document's time, the animations' active periods,
/// legs and fill holds, and the discontinuities; and for every animation its timing function or spring.
public struct CurveSet: Sendable {
    public var charts: [KeyPathChart]
    public var timingCurves: [TimingCurve]

    /// - Parameters:
    ///   - frameTimes: the times a sheet samples, marked on every chart.
    ///   - resolution: evenly spaced samples over the window, besides the frame times and both sides of every event.
    public init(scene: Scene, frameTimes: [Double], resolution: Int = 400) {
        let sampler = Sampler(scene: scene)
        let window = 0...scene.duration
        var charts: [KeyPathChart] = []
        var curves: [TimingCurve] = []
        for track in scene.tracks {
            let id = track.model.id
            for keyPath in track.animatedKeyPaths where KeyPathChart.channels(of: keyPath) != nil {
                charts.append(KeyPathChart(sampler: sampler, track: track, keyPath: keyPath, window: window,
                                           frameTimes: frameTimes, resolution: resolution))
            }
            for attached in track.animations where attached.addedAt <= scene.duration {
                curves += TimingCurve.curves(of: attached.animation, layerID: id, parentDuration: nil)
            }
        }
        self.charts = charts
        var seen = Set<String>()
        timingCurves = curves.filter { seen.insert($0.identity).inserted }
    }
}

/// One chart: a key path of one layer over time.
public struct KeyPathChart: Sendable {
    public var layerID: String
    public var keyPath: AnimatableKeyPath
    /// Axis title with its unit: `opacity`, `pt`, `°`, `×`, `0…1`.
    public var unit: String
    /// One name per channel (`x`, `y`; `r`, `g`, `b`, `a`; or the key path's own name).
    public var channels: [String]
    /// (time, one value per channel), in time order; `nil` values where the layer is not in the tree.
    public var samples: [(time: Double, values: [Double]?)]
    /// The values at the sheet's frame times.
    public var frames: [(time: Double, values: [Double]?)]
    /// Each animation that drives this key path, in the order added.
    public var spans: [AnimationSpan]
    public var discontinuities: [Discontinuity]

    /// The channels of a key path's values, with the factor from model units to chart units; `nil` for
    /// values that do not chart as lines (paths, colour and number arrays).
    static func channels(of keyPath: AnimatableKeyPath) -> (names: [String], unit: String, factor: Double)? {
        switch keyPath.valueKind {
        case .number:
            switch keyPath {
            case .rotation, .rotationZ: return ([keyPath.rawValue], "°", 180 / .pi)
            case .scale, .scaleX, .scaleY: return ([keyPath.rawValue], "×", 1)
            case .opacity, .shadowOpacity, .strokeStart, .strokeEnd: return ([keyPath.rawValue], "0…1", 1)
            case .zPosition: return ([keyPath.rawValue], "z", 1)
            default: return ([keyPath.rawValue], "pt", 1)
            }
        case .point: return (["x", "y"], keyPath == .anchorPoint || keyPath == .startPoint || keyPath == .endPoint ? "unit" : "pt", 1)
        case .size: return (["width", "height"], "pt", 1)
        case .rect: return (["x", "y", "width", "height"], "pt", 1)
        case .color: return (["r", "g", "b", "a"], "0…1", 1)
        case .colors, .numbers, .path: return nil
        }
    }

    init(sampler: Sampler, track: LayerTrack, keyPath: AnimatableKeyPath, window: ClosedRange<Double>, frameTimes: [Double], resolution: Int) {
        let id = track.model.id
        layerID = id
        self.keyPath = keyPath
        let (names, unit, factor) = Self.channels(of: keyPath)!
        channels = names
        self.unit = unit
        func values(at t: Double) -> [Double]? {
            sampler.value(keyPath, of: id, at: t).map { $0.components.map { $0 * factor } }
        }
        let events = Self.eventTimes(track: track, keyPath: keyPath).filter { window.contains($0) }
        let epsilon = 1e-7
        var times = (0...resolution).map { window.lowerBound + (window.upperBound - window.lowerBound) * Double($0) / Double(resolution) }
        times += frameTimes + events.flatMap { [$0 - epsilon, $0, $0 + epsilon] }
        times = Array(Set(times.filter { window.contains($0) })).sorted()
        samples = times.map { ($0, values(at: $0)) }
        frames = frameTimes.map { ($0, values(at: $0)) }
        spans = track.animations.filter { $0.animation.keyPaths.contains(keyPath) && $0.animation.timing.beginTime < window.upperBound }
            .map { AnimationSpan($0, window: window) }
        // A layer coming or going is a jump only where it can be seen.
        func visible(_ t: Double) -> Bool {
            guard case .number(let opacity)? = sampler.value(.opacity, of: id, at: t) else { return false }
            return opacity > 0.001
        }
        discontinuities = events.compactMap { t in
            var before = values(at: t - epsilon), after = values(at: t + epsilon)
            if before == nil, after != nil, !visible(t + epsilon) { before = after }
            if after == nil, before != nil, !visible(t - epsilon) { after = before }
            return Discontinuity(at: t, before: before, after: after, track: track, keyPath: keyPath)
        }
    }

    /// Where the value may jump: every begin and end of an animation on the key path (children included),
    /// the layer's creation and removal, and model changes.
    static func eventTimes(track: LayerTrack, keyPath: AnimatableKeyPath) -> [Double] {
        var times: [Double] = [track.createdAt, track.removedAt]
        for attached in track.animations where attached.animation.keyPaths.contains(keyPath) {
            times += [attached.addedAt, attached.removedAt]
            times += AnimationSpan.boundaries(attached.animation, offset: 0, parentDuration: nil)
        }
        times += track.modelChanges.filter { $0.keyPath == keyPath }.map(\.time)
        return Array(Set(times.filter(\.isFinite))).sorted()
    }
}

/// When an animation runs on the chart: its active period, legs (the way back of autoreversing cycles
/// marked), and the fill holds before and after.
public struct AnimationSpan: Sendable {
    public var label: String
    public var begin: Double
    public var end: Double
    /// (start, end, isReturn): each leg of each cycle, clipped to the window.
    public var legs: [(start: Double, end: Double, isReturn: Bool)]
    /// Held by a backwards fill from when it was added to its begin.
    public var holdBefore: ClosedRange<Double>?
    /// Held by a forwards fill (not removed on completion) from its end on.
    public var holdAfter: ClosedRange<Double>?

    init(_ attached: AttachedAnimation, window: ClosedRange<Double>) {
        let animation = attached.animation
        let timing = animation.timing
        let duration = animation.resolvedDuration(parentDuration: nil)
        let speed = timing.speed > 0 ? timing.speed : 1
        begin = timing.beginTime
        end = min(timing.endTime(duration: duration), window.upperBound, attached.removedAt)
        label = Self.label(animation)
        let cycle = timing.cycle(duration: duration) / speed
        var legs: [(Double, Double, Bool)] = []
        var start = begin
        var index = 0
        while start < end, start < window.upperBound, index < 10_000 {
            let legEnd = min(start + duration / speed, end)
            legs.append((max(start, window.lowerBound), legEnd, timing.autoreverses && index % 2 == 1))
            start = legEnd
            index += 1
            if !timing.autoreverses, cycle <= 0 { break }
        }
        self.legs = legs.filter { $0.1 > $0.0 }
        if timing.fillMode == .backwards || timing.fillMode == .both, begin > window.lowerBound {
            holdBefore = max(window.lowerBound, attached.addedAt)...begin
        }
        if (timing.fillMode == .forwards || timing.fillMode == .both), !timing.isRemovedOnCompletion, end < window.upperBound, attached.removedAt > end {
            holdAfter = end...min(window.upperBound, attached.removedAt)
        }
    }

    static func label(_ animation: Animation) -> String {
        switch animation.kind {
        case .basic: "basic"
        case .keyframe(let k): "keyframe (\(k.calculationMode.rawValue))"
        case .spring: "spring"
        case .group(let children): "group of \(children.count)"
        }
    }

    /// Begin and end times (document seconds) of an animation and, for a group, of its children (clipped to it).
    static func boundaries(_ animation: Animation, offset: Double, parentDuration: Double?) -> [Double] {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        let begin = offset + animation.timing.beginTime
        let end = offset + animation.timing.endTime(duration: duration)
        var times = [begin, end]
        if case .group(let children) = animation.kind, animation.timingFunction == nil, animation.timing.speed == 1,
           animation.timing.repeatCount == 0, animation.timing.repeatDuration == 0, !animation.timing.autoreverses {
            for child in children {
                times += boundaries(child, offset: begin, parentDuration: duration).map { min($0, end) }
            }
        }
        return times
    }
}

/// A jump in a charted value, and why.
public struct Discontinuity: Sendable {
    public var time: Double
    public var before: [Double]?
    public var after: [Double]?
    public var note: String

    /// `nil` when the value does not jump at `t`.
    init?(at t: Double, before: [Double]?, after: [Double]?, track: LayerTrack, keyPath: AnimatableKeyPath) {
        switch (before, after) {
        case (nil, nil): return nil
        case (let b?, let a?):
            let jump = zip(b, a).map { abs($0 - $1) }.max() ?? 0
            let scale = max(1, b.map(abs).max() ?? 0, a.map(abs).max() ?? 0)
            guard jump > 1e-4 * scale else { return nil }
        default: break
        }
        time = t
        self.before = before
        self.after = after
        note = Self.explain(t, before: before, after: after, track: track, keyPath: keyPath)
    }

    static func explain(_ t: Double, before: [Double]?, after: [Double]?, track: LayerTrack, keyPath: AnimatableKeyPath) -> String {
        let ms = "\(Int((t * 1000).rounded())) ms"
        if after == nil { return "layer removed at \(ms) while showing \(format(before!))" }
        if before == nil { return "layer added at \(ms)" }
        for attached in track.animations where attached.animation.keyPaths.contains(keyPath) {
            let animation = attached.animation
            let duration = animation.resolvedDuration(parentDuration: nil)
            let end = animation.timing.endTime(duration: duration)
            if abs(end - t) < 1e-6 {
                if case .group(let children) = animation.kind {
                    let childEnds = children.filter { $0.keyPaths.contains(keyPath) }.map { animation.timing.beginTime + $0.timing.endTime(duration: $0.resolvedDuration(parentDuration: duration)) }
                    if let late = childEnds.max(), late > end + 1e-6 {
                        return "the group ends at \(ms), before its \(keyPath) child (\(Int((late * 1000).rounded())) ms): snaps to \(format(after!))"
                    }
                    return "the group ends at \(ms) and is removed: snaps to \(format(after!))"
                }
                return "the animation ends at \(ms) and is removed: snaps to \(format(after!))"
            }
            if abs(animation.timing.beginTime - t) < 1e-6 { return "an animation begins at \(ms) without a backwards fill: jumps from \(format(before!))" }
            if abs(attached.removedAt - t) < 1e-6 { return "an animation is taken off at \(ms): snaps to \(format(after!))" }
        }
        if track.modelChanges.contains(where: { abs($0.time - t) < 1e-6 && $0.keyPath == keyPath }) { return "the model value is set at \(ms)" }
        return "jumps at \(ms) from \(format(before!)) to \(format(after!))"
    }

    static func format(_ values: [Double]) -> String {
        let text = values.map { v in String(format: "%.3g", abs(v) < 1e-4 ? 0 : v) }
        return text.count == 1 ? text[0] : "(" + text.joined(separator: ", ") + ")"
    }
}

/// A timing function or spring of one animation, for the unit-square charts.
public struct TimingCurve: Sendable {
    public enum Shape: Sendable {
        case bezier(TimingFunction)
        /// The spring's response over `duration` seconds.
        case spring(Spring, duration: Double)
    }

    public var layerID: String
    public var keyPath: AnimatableKeyPath?
    public var shape: Shape

    /// `cubic-bezier(0.4, 0, 0.2, 1)` and, where Core Animation has one, its name; or the spring's parameters.
    public var label: String {
        switch shape {
        case .bezier(let f): f.name.map { "\(f.description) — \($0.rawValue)" } ?? f.description
        case .spring(let s, let d):
            "spring: mass \(s.mass.shortDescription), stiffness \(String(format: "%.2f", s.stiffness)), damping \(String(format: "%.2f", s.damping)), initial velocity \(s.initialVelocity.shortDescription), settling \(String(format: "%.3f", s.settlingDuration)) s, duration \(String(format: "%.3f", d)) s"
        }
    }

    var identity: String { "\(layerID) \(keyPath?.rawValue ?? "") \(label)" }

    static func curves(of animation: Animation, layerID: String, parentDuration: Double?) -> [TimingCurve] {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        switch animation.kind {
        case .group(let children):
            var result: [TimingCurve] = animation.timingFunction.map { [TimingCurve(layerID: layerID, keyPath: nil, shape: .bezier($0))] } ?? []
            for child in children { result += curves(of: child, layerID: layerID, parentDuration: duration) }
            return result
        case .spring(let spring, _, _, _):
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .spring(spring, duration: duration))]
        case .keyframe(let keyframes):
            var result = [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(animation.timingFunction ?? .linear))]
            for function in keyframes.timingFunctions ?? [] { result.append(TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(function))) }
            return result
        case .basic:
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(animation.timingFunction ?? .linear))]
        }
    }
}
