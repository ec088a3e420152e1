import EffectModel

/// Each layer of a scene over its review window as animated files play it: when the layer is in the tree, and
/// any quantity of its presentation values (a key path, or what a file format animates, such as a transform's
/// pieces) as a `Motion` within a tolerance. One place for the animated SVG, Lottie and the docs to read.
public struct SceneMotion: Sendable {
    /// What the clock recorded.
    public let scene: Scene
    /// The scene's presentation tree at any time.
    public let sampler: Sampler

    /// The motions of `scene`'s layers.
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
    public func motion(of id: String, _ keyPath: AnimatableKeyPath) throws(MotionFitter.TooDetailed) -> Motion {
        try motion(of: id, drivenBy: [keyPath], tolerance: keyPath.fittingTolerance) { keyPath.value(of: $0).components }
    }

    /// A quantity of the layer's presentation values over the window.
    ///
    /// - Parameters:
    ///   - id: the layer's identifier.
    ///   - keyPaths: the key paths the quantity depends on: their animations' begins, ends, cycles and timing
    ///     functions, and their model changes, tell the fitter where to cut and what to try.
    ///   - tolerance: the largest error allowed in any component, in the quantity's units.
    ///   - quantity: the components of the quantity on a presentation layer.
    /// - Returns: the quantity's motion while the layer is in the tree; a constant of no component when there is no
    ///   such layer.
    /// - Throws: `MotionFitter.TooDetailed` when the motion cannot be fitted within the budget.
    public func motion(
        of id: String, drivenBy keyPaths: [AnimatableKeyPath], tolerance: Double,
        _ quantity: (Layer) -> [Double]
    ) throws(MotionFitter.TooDetailed) -> Motion {
        guard let track = scene.track(id) else { return Motion(constant: []) }
        let presence = presence(of: id)
        func value(at t: Double) -> [Double]? {
            guard presence?.contains(t) ?? false else { return nil }
            return quantity(track.presentation(at: t))
        }
        let driving = track.animations.filter { !Set($0.animation.writtenKeyPaths).isDisjoint(with: keyPaths) }
        let changed = !driving.isEmpty || track.modelChanges.contains { keyPaths.contains($0.keyPath) }
        guard changed else {
            let still = presence.map { quantity(track.presentation(at: max($0.lowerBound, window.lowerBound))) }
            return Motion(constant: still ?? quantity(track.model))
        }
        // Cut where the quantity may jump or change its timing: the layer coming and going, model changes, and
        // when each animation that writes it is added, taken off, begins, ends (a group's children on it too)
        // and starts a cycle.
        var breaks = [presence?.lowerBound, presence?.upperBound].compactMap { $0 }
        breaks += track.modelChanges.filter { keyPaths.contains($0.keyPath) }.map(\.time)
        for attached in driving {
            breaks += [attached.addedAt, attached.removedAt]
            breaks += AnimationSpan.boundaries(attached.animation, offset: 0, parentDuration: nil, keyPaths: Set(keyPaths))
            breaks += Self.cycleBoundaries(of: attached.animation, within: window)
        }
        do {
            return try MotionFitter(tolerance: tolerance).fit(
                over: window, breaks: breaks,
                easings: { a, b in
                    driving.flatMap { Self.easings(of: $0.animation, from: a, to: b) }
                }, value: value)
        } catch {
            var located = error
            (located.layerID, located.keyPaths) = (id, track.animatedKeyPaths.filter(keyPaths.contains))
            throw located
        }
    }

    /// A quantity that depends on several layers (a product of opacities, one layer's outline seen from another)
    /// over the window: `value(t)` gives it, and each listed layer's key paths tell where to cut and what to try.
    /// `nil` from `value` where it does not exist.
    public func motion(
        dependingOn sources: [(id: String, keyPaths: [AnimatableKeyPath])], tolerance: Double,
        value: (Double) -> [Double]?
    ) throws(MotionFitter.TooDetailed) -> Motion {
        var breaks: [Double] = []
        var easings: [(Double, Double) -> [TimingFunction]] = []
        var changes = false
        for source in sources {
            guard let track = scene.track(source.id) else { continue }
            if let presence = presence(of: source.id) { breaks += [presence.lowerBound, presence.upperBound].filter(\.isFinite) }
            let driving = track.animations.filter { !Set($0.animation.writtenKeyPaths).isDisjoint(with: source.keyPaths) }
            changes = changes || !driving.isEmpty || track.modelChanges.contains { source.keyPaths.contains($0.keyPath) }
            breaks += track.modelChanges.filter { source.keyPaths.contains($0.keyPath) }.map(\.time)
            for attached in driving {
                breaks += [attached.addedAt, attached.removedAt]
                breaks += AnimationSpan.boundaries(attached.animation, offset: 0, parentDuration: nil, keyPaths: Set(source.keyPaths))
                breaks += Self.cycleBoundaries(of: attached.animation, within: window)
            }
            easings.append { a, b in driving.flatMap { Self.easings(of: $0.animation, from: a, to: b) } }
        }
        guard changes else {
            let start = sources.compactMap { presence(of: $0.id)?.lowerBound }.max() ?? window.lowerBound
            return Motion(constant: value(max(start, window.lowerBound)) ?? [])
        }
        do {
            return try MotionFitter(tolerance: tolerance).fit(
                over: window, breaks: breaks, easings: { a, b in easings.flatMap { $0(a, b) } }, value: value)
        } catch {
            var located = error
            if let first = sources.first { (located.layerID, located.keyPaths) = (first.id, first.keyPaths) }
            throw located
        }
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

    /// The exact easings an animation may give a piece between two document times of one leg: the timing
    /// function of a basic or keyframe animation running then (or the part of it those times span, reversed on
    /// the way back), and those of a plain group's children (a group that does not warp their time). The fitter
    /// keeps one only where the values follow it.
    static func easings(
        of animation: Animation, offset: Double = 0, parentDuration: Double? = nil,
        from a: Double, to b: Double
    ) -> [TimingFunction] {
        let timing = animation.timing
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        switch animation.kind {
        case .group(let children):
            guard animation.timingFunction == nil, timing.speed == 1, timing.timeOffset == 0, timing.repeatCount == 0,
                timing.repeatDuration == 0, !timing.autoreverses
            else { return [] }
            return children.flatMap { easings(of: $0, offset: offset + timing.beginTime, parentDuration: duration, from: a, to: b) }
        case .spring:
            return []
        case .basic, .keyframe:
            guard timing.speed > 0 else { return [] }
            let function = animation.timingFunction ?? .linear
            let removes = parentDuration == nil
            guard let p0 = timing.localTime(at: a - offset, duration: duration, removesOnCompletion: removes)?.progress,
                let p1 = timing.localTime(at: MotionFitter.justBefore(b) - offset, duration: duration, removesOnCompletion: removes)?.progress
            else { return [] }
            // The end of the piece is a hair before b: round the progress there back onto the leg's end.
            let (lo, hi) = (min(p0, p1), max(p0, p1))
            guard let part = function.part(from: min(max(lo, 0), 1), to: hi > 1 - 1e-7 ? 1 : min(hi, 1)) else { return [] }
            return [p0 <= p1 ? part : part.reversed]
        }
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
