import Foundation

// UIKit's names that teams use most and EffectKit does not have yet, declared unavailable so that the compiler says
// what to do instead of "cannot find in scope".

/// Not available: haptics are not recorded yet.
@available(*, unavailable, message: "EffectKit does not record haptics yet: call it under #if canImport(UIKit), and state the haptic in the spec")
public final class UIImpactFeedbackGenerator {
    /// The impact's weight.
    public enum FeedbackStyle { case light, medium, heavy, soft, rigid }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {}
    /// Plays the impact.
    public func impactOccurred() {}
    /// Readies the engine.
    public func prepare() {}
}

/// Not available: haptics are not recorded yet.
@available(*, unavailable, message: "EffectKit does not record haptics yet: call it under #if canImport(UIKit), and state the haptic in the spec")
public final class UINotificationFeedbackGenerator {
    /// A generator.
    public init() {}
}

/// Not available: haptics are not recorded yet.
@available(*, unavailable, message: "EffectKit does not record haptics yet: call it under #if canImport(UIKit), and state the haptic in the spec")
public final class UISelectionFeedbackGenerator {
    /// A generator.
    public init() {}
}

/// Not available: VoiceOver's announcements are not recorded yet.
@available(*, unavailable, message: "EffectKit does not record accessibility announcements yet: post them under #if canImport(UIKit)")
public enum UIAccessibility {}

/// Not available: stack views do not lay out yet.
@available(*, unavailable, message: "EffectKit has no UIStackView yet: place the views with frames or Auto Layout constraints")
open class UIStackView: UIView {}

/// Not available: gesture recognizers do not take the stage's touches yet.
@available(
    *, unavailable, message: "EffectKit has no gesture recognizers yet: override touchesBegan/touchesEnded, or use a UIControl's addAction(_:for:)"
)
open class UITapGestureRecognizer {
    /// A recognizer.
    public init() {}
    /// A recognizer sending `action` to `target`.
    public init(target: Any?, action: Any?) {}
}

/// Not available: gesture recognizers do not take the stage's touches yet.
@available(*, unavailable, message: "EffectKit has no gesture recognizers yet: override touchesBegan/touchesMoved/touchesEnded")
open class UIPanGestureRecognizer {
    /// A recognizer.
    public init() {}
    /// A recognizer sending `action` to `target`.
    public init(target: Any?, action: Any?) {}
}

/// Not available: gesture recognizers do not take the stage's touches yet.
@available(*, unavailable, message: "EffectKit has no gesture recognizers yet: override touchesBegan/touchesEnded")
open class UILongPressGestureRecognizer {
    /// A recognizer.
    public init() {}
    /// A recognizer sending `action` to `target`.
    public init(target: Any?, action: Any?) {}
}

extension UIView {
    /// Not available: key-frame view animations are not recorded yet.
    @available(
        *, unavailable,
        message: "EffectKit has no key-frame view animations yet: a CAKeyframeAnimation on the view's layer, or UIView.animate calls with delays"
    )
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}

    /// Not available: key-frame view animations are not recorded yet.
    @available(*, unavailable, message: "EffectKit has no key-frame view animations yet: a CAKeyframeAnimation on the view's layer")
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {}
}
