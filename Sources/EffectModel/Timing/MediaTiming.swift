import Foundation

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, CaseIterable {
    case removed, forwards, backwards, both

    var holdsStart: Bool { self == .backwards || self == .both }
    var holdsEnd: Bool { self == .forwards || self == .both }
}

/// The `CAMediaTiming` properties of an animation, in seconds of its parent's time (the document for a
/// top-level animation, the group for a child).
///
/// The rules are those of `timing-semantics.md` section A; `localTime(at:)` applies them in one place.
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
    public var fillMode = FillMode.removed
    /// A finished top-level animation is removed from its layer, whatever its fill mode (default true).
    /// Ignored for a group's children, as Core Animation ignores it.
    public var isRemovedOnCompletion = true

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

    /// Where an animation stands at a moment of its parent's time.
    public struct LocalTime: Hashable, Sendable {
        /// Seconds into the current cycle's leg, 0…duration, mirrored on the way back of an autoreversing cycle.
        public var time: Double
        /// `time / duration`, before any timing function.
        public var progress: Double
        /// Completed cycles (for `isCumulative`), a whole number.
        public var iteration: Double
    }

    /// The local time at `parentTime`, or `nil` when the animation shows nothing then (before its begin
    /// without a backwards fill, after its end without a forwards fill, or removed on completion).
    ///
    /// - `t_a = (parent − beginTime) · speed` must lie in 0…activeDuration (end inclusive); outside it a fill
    ///   mode holds t_a at 0 or at the end.
    /// - `T = t_a + timeOffset`, wrapped into the active duration (an offset starts mid-way and wraps around).
    /// - In a cycle of `duration × (autoreverses ? 2 : 1)`, `u = T mod cycle`, mirrored past `duration`; at the
    ///   very end of the active duration on a cycle boundary, `u = cycle` (so a 1 s animation shows progress 1
    ///   at 1 s, and an autoreversing one ends on its start).
    /// - `removesOnCompletion`: false for a group's children, whose removal flag Core Animation ignores.
    public func localTime(at parentTime: Double, duration: Double, removesOnCompletion: Bool) -> LocalTime? {
        let active = activeDuration(duration: duration)
        var ta = (parentTime - beginTime) * speed
        if parentTime < beginTime || ta < 0 {
            guard fillMode.holdsStart else { return nil }
            ta = 0
        } else if ta > active {
            if removesOnCompletion && isRemovedOnCompletion { return nil }
            guard fillMode.holdsEnd else { return nil }
            ta = active
        }
        var total = ta + timeOffset
        if active.isFinite, active > 0, total > active || total < 0 {
            total = total.truncatingRemainder(dividingBy: active)
            if total < 0 { total += active }
            if total == 0 { total = active }
        }
        let cycle = cycle(duration: duration)
        var iteration = max(0, (total / cycle).rounded(.down))
        var u = total - iteration * cycle
        if u == 0, iteration > 0, total >= active {
            iteration -= 1
            u = cycle
        }
        if autoreverses, u > duration { u = cycle - u }
        return LocalTime(time: u, progress: duration > 0 ? u / duration : 1, iteration: iteration)
    }
}
