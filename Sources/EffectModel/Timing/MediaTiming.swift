import Foundation

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, CaseIterable {
    /// Nothing outside the active time (the default).
    case removed
    /// The end value holds after the end.
    case forwards
    /// The start value holds before the begin.
    case backwards
    /// Both: the start before, the end after.
    case both

    /// Before the begin, the start value shows (`backwards`, `both`).
    public var holdsStart: Bool { self == .backwards || self == .both }
    /// After the end, the end value shows unless the animation is removed on completion (`forwards`, `both`).
    public var holdsEnd: Bool { self == .forwards || self == .both }
}

/// The `CAMediaTiming` properties of an animation, in seconds of its parent's time (the document for a
/// top-level animation, the group for a child).
///
/// The rules are those of `docs/timing.md` (“Time model”); the engine's `localTime(at:duration:removesOnCompletion:)`
/// applies them in one place.
public struct MediaTiming: Hashable, Sendable {
    /// When the animation starts, in parent seconds.
    public var beginTime = 0.0
    /// One cycle's length in seconds; `nil` (or 0 in the document) is resolved when the animation is added:
    /// 0.25 s for a top-level animation (the transaction default), the group's duration for a child.
    public var duration: Double?
    /// Local seconds per parent second; 0 pauses the animation at `timeOffset`.
    public var speed = 1.0
    /// Seconds added to the local time; the position wraps around within the active duration.
    public var timeOffset = 0.0
    /// Cycles to play, fractional allowed, `.infinity` for ever; 0: once (unless `repeatDuration` is set).
    public var repeatCount = 0.0
    /// Local seconds to play, repeating as needed; 0: unset.
    public var repeatDuration = 0.0
    /// Each cycle plays forwards, then backwards.
    public var autoreverses = false
    /// What shows outside the active time (default: nothing).
    public var fillMode = FillMode.removed
    /// A finished top-level animation is removed from its layer, whatever its fill mode (default true).
    /// Ignored for a group's children, as Core Animation ignores it.
    public var isRemovedOnCompletion = true

    /// Core Animation's defaults: begins at 0, the transaction's duration, speed 1, once, no fill, removed on completion.
    public init() {}

    /// The default duration of an animation added without one (`CATransaction.animationDuration()`).
    public static let transactionDuration = 0.25

    /// `duration × 2` when autoreversing, else `duration`.
    public func cycle(duration: Double) -> Double { autoreverses ? 2 * duration : duration }

    /// `repeatDuration` if > 0, else `cycle × repeatCount` if > 0, else one cycle. May be infinite.
    public func activeDuration(duration: Double) -> Double {
        let cycle = cycle(duration: duration)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycle * repeatCount }
        return cycle
    }

    /// When the active period ends, in parent seconds; infinite for endless or paused animations.
    public func endTime(duration: Double) -> Double {
        let active = activeDuration(duration: duration)
        guard active.isFinite, speed > 0 else { return .infinity }
        return beginTime + active / speed
    }
}
