import EffectModel

/// Each layer of a scene over its review window as animated files play it: when the layer is in the tree, and
/// any quantity of its presentation values (a key path, or what a file format animates, such as a transform's
/// pieces) as a `Motion` within a tolerance. One place for the animated SVG, Lottie and the docs to read.
public struct SceneMotion: Sendable {
    public let scene: Scene
    public let sampler: Sampler

    public init(scene: Scene) {
        self.scene = scene
        sampler = Sampler(scene: scene)
    }

    /// The times a motion covers: 0 to the scene's duration, in seconds.
    public var window: ClosedRange<Double> { 0...scene.duration }

    /// When the layer and all its superlayers are in the tree, within the window; `nil` when never.
    public func presence(of id: String) -> Range<Double>? {
        var (start, end) = (window.lowerBound, window.upperBound)
        var next: String? = id
        while let current = next, let track = scene.track(current) {
            start = max(start, track.createdAt)
            end = min(end, track.removedAt)
            next = track.parentID
        }
        // A layer still there at the end of the window stays: the last frame holds.
        if end >= window.upperBound { end = .infinity }
        return start < end ? start..<end : nil
    }

    /// A key path's value over the window, in model units, within the key path's tolerance.
    public func motion(of id: String, _ keyPath: AnimatableKeyPath) -> Motion {
        motion(of: id, drivenBy: [keyPath], tolerance: keyPath.fittingTolerance) { keyPath.value(of: $0).components }
    }

    /// A quantity of the layer's presentation values over the window.
    ///
    /// - Parameters:
    ///   - keyPaths: the key paths the quantity depends on: their animations' begins, ends, cycles and timing
    ///     functions, and their model changes, tell the fitter where to cut and what to try.
    ///   - tolerance: the largest error allowed in any component, in the quantity's units.
    ///   - quantity: the components of the quantity on a presentation layer.
    public func motion(of id: String, drivenBy keyPaths: [AnimatableKeyPath], tolerance: Double,
                       _ quantity: (Layer) -> [Double]) -> Motion {
        guard let track = scene.track(id) else { return Motion(constant: []) }
        let presence = presence(of: id)
        func value(at t: Double) -> [Double]? {
            guard presence?.contains(t) ?? false else { return nil }
            return quantity(track.presentation(at: t))
        }
        let driving = track.animations.filter { !Set($0.animation.keyPaths).isDisjoint(with: keyPaths) }
        let changed = !driving.isEmpty || track.modelChanges.contains { keyPaths.contains($0.keyPath) }
        guard changed else {
            let still = presence.map { quantity(track.presentation(at: max($0.lowerBound, window.lowerBound))) }
            return Motion(constant: still ?? quantity(track.model))
        }
        var breaks = [presence?.lowerBound, presence?.upperBound].compactMap { $0 }
        for keyPath in keyPaths { breaks += KeyPathSeries.eventTimes(track: track, keyPath: keyPath) }
        for attached in driving { breaks += Self.cycleBoundaries(of: attached.animation, within: window) }
        return MotionFitter(tolerance: tolerance).fit(over: window, breaks: breaks, easings: { a, b in
            driving.compactMap { Self.easing(of: $0.animation, from: a, to: b) }
        }, value: value)
    }

    /// Where each cycle (and each leg of an autoreversing one) of a repeating animation begins, in document seconds.
    static func cycleBoundaries(of animation: Animation, within window: ClosedRange<Double>) -> [Double] {
        let timing = animation.timing
        let leg = animation.resolvedDuration(parentDuration: nil) / max(timing.speed, 1e-9)
        guard leg > 0, leg.isFinite else { return [] }
        let end = min(timing.endTime(duration: animation.resolvedDuration(parentDuration: nil)), window.upperBound)
        var times: [Double] = []
        var t = timing.beginTime - timing.timeOffset / max(timing.speed, 1e-9)
        while t < timing.beginTime { t += leg }
        while t < end, times.count < 10_000 {
            if t > window.lowerBound { times.append(t) }
            t += leg
        }
        return times
    }

    /// The exact easing of a basic animation between two document times of one leg: its timing function, or the
    /// part of it those times span (reversed on the way back); `nil` for other kinds, or where it does not run.
    static func easing(of animation: Animation, from a: Double, to b: Double) -> TimingFunction? {
        guard case .basic = animation.kind, animation.timing.speed > 0 else { return nil }
        let function = animation.timingFunction ?? .linear
        let duration = animation.resolvedDuration(parentDuration: nil)
        guard let p0 = animation.timing.localTime(at: a, duration: duration, removesOnCompletion: true)?.progress,
              let p1 = animation.timing.localTime(at: MotionFitter.justBefore(b), duration: duration, removesOnCompletion: true)?.progress
        else { return nil }
        // The end of the piece is a hair before b: round the progress there back onto the leg's end.
        let (lo, hi) = (min(p0, p1), max(p0, p1))
        let span = (min(max(lo, 0), 1), hi > 1 - 1e-7 ? 1 : min(hi, 1))
        guard let part = function.part(from: span.0, to: span.1) else { return nil }
        return p0 <= p1 ? part : part.reversed
    }
}

extension AnimatableKeyPath {
    /// The largest error an animated file may make in this key path's value, in model units: 0.1 pt in
    /// positions and sizes, 0.1° in rotation, 0.002 in opacity, scale and unit fractions, 1/255 in a colour channel.
    public var fittingTolerance: Double {
        switch self {
        case .rotation, .rotationZ: 0.1 * .pi / 180
        case .opacity, .shadowOpacity, .scale, .scaleX, .scaleY, .strokeStart, .strokeEnd, .locations, .startPoint, .endPoint, .anchorPoint: 0.002
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor, .colors: 1.0 / 255
        default: 0.1
        }
    }
}
