import EffectModel

/// Where an animation stands at a moment of its parent's time.
public struct LocalTime: Hashable, Sendable {
    /// Seconds into the current cycle's leg, 0…duration, mirrored on the way back of an autoreversing cycle.
    public var time: Double
    /// `time / duration`, before any timing function.
    public var progress: Double
    /// Completed cycles (for `isCumulative`), a whole number.
    public var iteration: Double
}

extension MediaTiming {
    /// The local time at `parentTime`, or `nil` when the animation shows nothing then (before its begin
    /// without a backwards fill, after its end without a forwards fill, or removed on completion).
    ///
    /// The rules of `docs/timing.md` (“Time model”), in one place:
    /// - `t_a = (parent − beginTime) · speed` must lie in 0…activeDuration (end inclusive); outside it a fill
    ///   mode holds t_a at 0 or at the end.
    /// - `T = t_a + timeOffset`, wrapped into 0 ≤ T < activeDuration: an offset starts mid-way and wraps
    ///   around, and reaching the active duration before the end jumps back to the start (duration 3, offset 1:
    ///   t_a = 2 shows the start, as in Rönnqvist's "Controlling animation timing").
    /// - Only the very end of the active duration is inclusive: there a position on a cycle boundary counts as
    ///   the end of the cycle before it (a 1 s animation shows progress 1 at 1 s, an autoreversing one ends on
    ///   its start).
    /// - In a cycle of `duration × (autoreverses ? 2 : 1)`, `u = T mod cycle`, mirrored past `duration`.
    ///
    /// - Parameters:
    ///   - parentTime: the time on the parent's clock, in seconds.
    ///   - duration: one pass's duration, in seconds.
    ///   - removesOnCompletion: false for a group's children, whose removal flag Core Animation ignores.
    /// - Returns: where the animation stands, or `nil` when it shows nothing then (before its begin or after its end,
    ///   unless its fill mode holds it).
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
        let atEnd = ta >= active
        var total = ta + timeOffset
        if active.isFinite, active > 0 {
            total = total.truncatingRemainder(dividingBy: active)
            if total < 0 { total += active }
            if total == 0, atEnd { total = active }
        }
        let cycle = cycle(duration: duration)
        var iteration = max(0, (total / cycle).rounded(.down))
        var u = total - iteration * cycle
        if u == 0, iteration > 0, atEnd {
            iteration -= 1
            u = cycle
        }
        if autoreverses, u > duration { u = cycle - u }
        return LocalTime(time: u, progress: duration > 0 ? u / duration : 1, iteration: iteration)
    }
}
