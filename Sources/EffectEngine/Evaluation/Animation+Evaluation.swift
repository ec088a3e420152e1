import EffectModel

extension Animation {
    /// Applies the animation at `parentTime` to `layer`, whose current values are what lies below it. Each call
    /// measures what its keyframes need (`PreparedKeyframes`); the clock's tracks apply animations prepared once.
    ///
    /// - Parameters:
    ///   - parentTime: the time on the parent's clock (the layer's, or the group's for a child), in seconds.
    ///   - parentDuration: the group's duration for a child, `nil` for an animation added to a layer.
    ///   - removesOnCompletion: false for a group's children (Core Animation ignores their flag).
    ///   - layer: the presentation layer, changed in place.
    public func apply(at parentTime: Double, parentDuration: Double? = nil, removesOnCompletion: Bool = true, to layer: inout Layer) {
        PreparedAnimation(self).apply(at: parentTime, parentDuration: parentDuration, removesOnCompletion: removesOnCompletion, to: &layer)
    }
}

/// An animation ready to sample: a keyframe animation's keyframes measured once (`PreparedKeyframes`), a group's
/// children prepared. An `AttachedAnimation` holds one, made when the clock attaches the animation, so that
/// sampling a scene never measures keyframes again; it holds its animation as a constant, so what was measured
/// cannot fall behind a change. A class, shared: what the clock copies per attachment stays one reference.
final class PreparedAnimation: Sendable {
    /// The animation, as added.
    let animation: Animation
    /// Its keyframes, measured; `nil` unless it is a keyframe animation.
    private let keyframes: PreparedKeyframes?
    /// A group's children, prepared; empty for any other animation.
    private let children: [PreparedAnimation]

    /// `animation` prepared: its keyframes, or its children's, measured.
    init(_ animation: Animation) {
        self.animation = animation
        switch animation.kind {
        case .keyframe(let keyframes): (self.keyframes, children) = (PreparedKeyframes(keyframes), [])
        case .group(let children): (keyframes, self.children) = (nil, children.map(PreparedAnimation.init))
        case .basic, .spring: (keyframes, children) = (nil, [])
        }
    }

    /// Applies the animation at `parentTime` to `layer`, as `Animation.apply(at:parentDuration:removesOnCompletion:to:)`.
    func apply(at parentTime: Double, parentDuration: Double? = nil, removesOnCompletion: Bool = true, to layer: inout Layer) {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        guard let local = animation.timing.localTime(at: parentTime, duration: duration, removesOnCompletion: removesOnCompletion) else {
            return
        }
        let eased = animation.timingFunction?.value(at: local.progress) ?? min(max(local.progress, 0), 1)

        if case .group = animation.kind {
            // Children run in the group's time, warped by its timing function.
            let childTime = animation.timingFunction == nil ? local.time : eased * duration
            for child in children {
                child.apply(at: childTime, parentDuration: duration, removesOnCompletion: false, to: &layer)
            }
            return
        }
        guard let keyPath = animation.keyPath, keyPath.applies(to: layer) else { return }
        let below = keyPath.value(of: layer)
        var value: AnimatableValue
        var rotation: Double?
        var cumulativeStep: AnimatableValue?
        switch animation.kind {
        case .basic(let from, let to, let by):
            let (start, end) = Animation.endPoints(from: from, to: to, by: by, below: below)
            value = start.interpolated(to: end, eased)
            cumulativeStep = end - start
        case .spring(let spring, let from, let to, let by):
            let (start, end) = Animation.endPoints(from: from, to: to, by: by, below: below)
            value = start.interpolated(to: end, spring.fraction(at: eased * duration))
            cumulativeStep = end - start
        case .keyframe:
            guard let keyframes, let result = keyframes.value(at: min(max(eased, 0), 1)) else { return }
            (value, rotation) = result
            // A cumulative repeat adds the keyframes' span, measured only when it is added.
            if animation.isCumulative, local.iteration > 0, let first = keyframes.value(at: 0)?.value, let last = keyframes.value(at: 1)?.value {
                cumulativeStep = last - first
            }
        case .group:
            return
        }
        if animation.isCumulative, local.iteration > 0, let step = cumulativeStep {
            value = value + step * local.iteration
        }
        keyPath.set(animation.isAdditive ? below + value : value, in: &layer)
        if let rotation { layer.transform.rotation += rotation }
    }
}

extension Animation {
    /// `CABasicAnimation`'s end points: from → to; from → from + by; to − by → to; from → below;
    /// below → to; below → below + by; neither: below (nothing moves).
    public static func endPoints(
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
        below: AnimatableValue
    ) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): (f, t)
        case (let f?, nil, let b?): (f, f + b)
        case (nil, let t?, let b?): (t - b, t)
        case (let f?, nil, nil): (f, below)
        case (nil, let t?, nil): (below, t)
        case (nil, nil, let b?): (below, below + b)
        case (nil, nil, nil): (below, below)
        }
    }
}
