import Foundation

// UIKit's names that teams use most and EffectKit does not have yet, declared unavailable so that the compiler says
// what to do instead of "cannot find in scope".

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
