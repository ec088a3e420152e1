/// `UIView.animate(withDuration:delay:[usingSpringWithDamping:initialSpringVelocity:]options:animations:)`:
/// new model values that stay, reached by animations UIKit makes for them.
public struct ViewAnimation: Sendable, Equatable {
    /// `UIView.AnimationOptions` that change the animation.
    public enum Option: String, Sendable, CaseIterable {
        /// Ease in and out (UIKit's default curve).
        case curveEaseInOut
        /// Ease in.
        case curveEaseIn
        /// Ease out.
        case curveEaseOut
        /// Linear.
        case curveLinear
        /// Repeats for ever.
        case `repeat`
        /// Plays forwards, then backwards (with `repeat`: every cycle).
        case autoreverse
        /// Starts from the presentation value of an animation in flight instead of the model value.
        case beginFromCurrentState
    }

    /// Seconds; 0 becomes 0.001 s, as UIKit makes it.
    public var duration: Double
    /// Seconds between the call and the start.
    public var delay = 0.0
    /// The options given (default: none, so ease in and out).
    public var options: Set<Option> = []
    /// `usingSpringWithDamping` (ratio) and `initialSpringVelocity` (fractions of the distance per second).
    public var spring: (dampingRatio: Double, initialVelocity: Double)?
    /// A short name in a designer's words, given to the animations UIKit makes for the call.
    public var label: String?
    /// The design tokens its `duration` and `delay` came from.
    public var tokens = TokenNames()
    /// The new model values, in the order given.
    public var changes: [(keyPath: AnimatableKeyPath, value: AnimatableValue)]

    /// A call with `duration` seconds, no delay, options or spring, setting `changes`.
    public init(duration: Double, changes: [(keyPath: AnimatableKeyPath, value: AnimatableValue)]) {
        self.duration = duration
        self.changes = changes
    }

    public static func == (a: ViewAnimation, b: ViewAnimation) -> Bool {
        a.duration == b.duration && a.delay == b.delay && a.options == b.options && a.label == b.label
            && a.spring?.dampingRatio == b.spring?.dampingRatio && a.spring?.initialVelocity == b.spring?.initialVelocity
            && a.changes.elementsEqual(b.changes) { $0.keyPath == $1.keyPath && $0.value == $1.value }
    }

    /// UIKit's shortest duration.
    public static let minimumDuration = 0.001

    /// The curve option's timing function (`docs/timing.md`, “UIView.animate”); springs run linear.
    public var timingFunction: TimingFunction {
        if spring != nil || options.contains(.curveLinear) { return .linear }
        if options.contains(.curveEaseIn) { return .easeIn }
        if options.contains(.curveEaseOut) { return .easeOut }
        return .easeInEaseOut
    }

    /// The end of the last animation for a call at `callTime`: infinite when repeating.
    public func endTime(callTime: Double) -> Double {
        options.contains(.repeat) ? .infinity : callTime + delay + max(duration, Self.minimumDuration) * (options.contains(.autoreverse) ? 2 : 1)
    }
}
