import EffectModel

/// A jump in a key path's value, and why Core Animation makes it. Its wording belongs to the page that shows it.
public struct Jump: Sendable {
    /// Why the value jumps.
    public enum Cause: Hashable, Sendable {
        /// The layer enters the tree while it can be seen.
        case layerAdded
        /// The layer leaves the tree while it can be seen.
        case layerRemoved
        /// An animation added after its `beginTime` (which lies in the past) starts part-way; if already over
        /// at `end`, it shows its end at once (and a completion may remove the layer then).
        case animationAddedLate(begin: Double, end: Double)
        /// An animation (or a group) ends and is removed: the value snaps back to what lies below.
        case animationEnded(isGroup: Bool)
        /// A group ends before its child on this key path would have (at `childEnd`): the child is cut off.
        case groupEndedBeforeChild(childEnd: Double)
        /// An animation begins without a backwards fill: the value jumps to its start.
        case animationBegan
        /// An animation is taken off by a key or `removeAllAnimations` before its end.
        case animationTakenOff
        /// The model value is set (a `UIView.animate` change, a component's state).
        case modelValueSet
        /// None of the above explains it.
        case unexplained
    }

    /// Document seconds.
    public var time: Double
    /// The value just before and just after; `nil` where the layer is not in the tree.
    public var before: AnimatableValue?
    /// The value just after.
    public var after: AnimatableValue?
    /// Why it jumps.
    public var cause: Cause
    /// Whether the layer shows at all on either side of the jump (it and its superlayers not fully transparent):
    /// a jump no one can see is no alarm.
    public var isVisible = true

    /// `nil` when the value does not jump at `t`: a change of more than 1e-4 of the values' size.
    init?(at t: Double, before: AnimatableValue?, after: AnimatableValue?, track: LayerTrack, keyPath: AnimatableKeyPath) {
        switch (before, after) {
        case (nil, nil): return nil
        case (let b?, let a?):
            if b.isCompatible(with: a) {
                let (bc, ac) = (b.components, a.components)
                let jump = zip(bc, ac).map { abs($0 - $1) }.max() ?? 0
                let scale = max(1, bc.map(abs).max() ?? 0, ac.map(abs).max() ?? 0)
                guard jump > 1e-4 * scale else { return nil }
            }
        default: break
        }
        time = t
        self.before = before
        self.after = after
        cause = Self.cause(at: t, before: before, after: after, track: track, keyPath: keyPath)
    }

    static func cause(at t: Double, before: AnimatableValue?, after: AnimatableValue?, track: LayerTrack, keyPath: AnimatableKeyPath) -> Cause {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
        /// An animation added at t whose begin lies in the past.
        func addedLate(_ attached: AttachedAnimation) -> Cause? {
            guard near(attached.addedAt, t), attached.animation.timing.beginTime < t - 1e-6 else { return nil }
            return .animationAddedLate(begin: attached.animation.timing.beginTime, end: attached.animation.endTime)
        }
        if after == nil {
            // Removed: by the completion of an animation that was over when it was added, if there is one.
            return track.animations.lazy.compactMap(addedLate).first {
                if case .animationAddedLate(_, let end) = $0 { end <= t + 1e-6 } else { false }
            }
                ?? .layerRemoved
        }
        if before == nil { return .layerAdded }
        for attached in track.animations where attached.animation.keyPaths.contains(keyPath) {
            if let late = addedLate(attached) { return late }
            let animation = attached.animation
            let duration = animation.resolvedDuration(parentDuration: nil)
            let end = animation.timing.endTime(duration: duration)
            if near(end, t) {
                if case .group(let children) = animation.kind {
                    let childEnds = children.filter { $0.keyPaths.contains(keyPath) }
                        .map { animation.timing.beginTime + $0.timing.endTime(duration: $0.resolvedDuration(parentDuration: duration)) }
                    if let late = childEnds.max(), late > end + 1e-6 { return .groupEndedBeforeChild(childEnd: late) }
                    return .animationEnded(isGroup: true)
                }
                return .animationEnded(isGroup: false)
            }
            if near(animation.timing.beginTime, t) { return .animationBegan }
            if near(attached.removedAt, t) { return .animationTakenOff }
        }
        if track.modelChanges.contains(where: { near($0.time, t) && $0.keyPath == keyPath }) { return .modelValueSet }
        return .unexplained
    }
}
