import EffectModel

/// When an animation runs on a key path: its active period, legs (the way back of autoreversing cycles
/// marked), and the fill holds before and after, in document seconds clipped to a window and to the time the
/// animation (or its layer) is in the tree.
public struct AnimationSpan: Sendable {
    /// The animation as added (its `beginTime` in document seconds).
    public var animation: Animation
    /// When it was added to the layer; a `begin` before it means it was added late and starts part-way.
    public var addedAt: Double
    /// What added it, and when that happened (document seconds): its delay is `begin − triggeredAt`.
    public var cause: AnimationCause
    /// When its cause happened, in document seconds.
    public var triggeredAt: Double
    /// The kind of scripted event that added it, if one did.
    public var triggerKind: Interaction.EventKind?
    /// When its active period begins, in document seconds, clipped to the window.
    public var begin: Double
    /// When its active period ends, in document seconds, clipped to the window.
    public var end: Double
    /// (start, end, isReturn): each leg of each cycle, clipped to the window.
    public var legs: [(start: Double, end: Double, isReturn: Bool)]
    /// Held by a backwards fill from when it was added to its begin.
    public var holdBefore: ClosedRange<Double>?
    /// Held by a forwards fill (not removed on completion) from its end on.
    public var holdAfter: ClosedRange<Double>?

    init(_ attached: AttachedAnimation, in scene: Scene, layerRemovedAt: Double, window: ClosedRange<Double>) {
        animation = attached.animation
        addedAt = attached.addedAt
        cause = attached.cause
        triggeredAt = scene.time(of: attached.cause, addedAt: attached.addedAt)
        triggerKind = scene.event(of: attached.cause)?.event.kind
        let timing = animation.timing
        let duration = animation.resolvedDuration(parentDuration: nil)
        let speed = timing.speed > 0 ? timing.speed : 1
        begin = timing.beginTime
        let takenOff = min(attached.removedAt, layerRemovedAt)
        end = min(timing.endTime(duration: duration), window.upperBound, takenOff)
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
        if timing.fillMode.holdsStart, begin > window.lowerBound {
            holdBefore = max(window.lowerBound, attached.addedAt)...begin
        }
        // Held from its end (or from when it was added, if later) until it or its layer is taken off.
        let held = max(end, attached.addedAt)
        let heldUntil = min(window.upperBound, takenOff)
        if timing.fillMode.holdsEnd, !timing.isRemovedOnCompletion, held < heldUntil {
            holdAfter = held...heldUntil
        }
    }

    /// Begin and end times (document seconds) of an animation and, for a group, of its children (clipped to it);
    /// given `keyPaths`, only of the children that write one of them.
    static func boundaries(_ animation: Animation, offset: Double, parentDuration: Double?, keyPaths: Set<AnimatableKeyPath>? = nil) -> [Double] {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        let begin = offset + animation.timing.beginTime
        let end = offset + animation.timing.endTime(duration: duration)
        var times = [begin, end]
        if case .group(let children) = animation.kind, animation.timingFunction == nil, animation.timing.speed == 1,
            animation.timing.repeatCount == 0, animation.timing.repeatDuration == 0, !animation.timing.autoreverses
        {
            for child in children where keyPaths.map({ !$0.isDisjoint(with: child.writtenKeyPaths) }) ?? true {
                times += boundaries(child, offset: begin, parentDuration: duration, keyPaths: keyPaths).map { min($0, end) }
            }
        }
        return times
    }
}
