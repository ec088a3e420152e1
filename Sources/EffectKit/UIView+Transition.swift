import EffectModel
import Foundation

extension UIView.AnimationOptions {
    /// A transition that dissolves from the view's old content to its new (UIKit's `5 << 20`).
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)

    /// The curve the options name, as Core Animation's timing function (default: ease in and out).
    var timingFunctionName: CAMediaTimingFunctionName {
        switch rawValue & (3 << 16) {
        case 1 << 16: .easeIn
        case 2 << 16: .easeOut
        case 3 << 16: .linear
        default: .easeInEaseOut
        }
    }
}

extension UIView {
    /// `UIView.transition(with:duration:options:animations:completion:)`: with `.transitionCrossDissolve`, an image
    /// view's new image dissolves in over its old one over `duration` seconds. Any other view, or another
    /// transition, takes the changes at once, and the stage says so in `problems`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let animations = animations ?? {}
        if let imageView = view as? UIImageView, options.rawValue & (15 << 20) == AnimationOptions.transitionCrossDissolve.rawValue {
            imageView.crossDissolve(duration: duration, curve: options.timingFunctionName, animations: animations, completion: completion)
            return
        }
        EffectStage.current?.problem(
            "UIView.transition: EffectKit dissolves an image view's image only (.transitionCrossDissolve); the changes to \(view.layer.name ?? "a view") were made at once"
        )
        performWithoutAnimation(animations)
        completion?(true)
    }
}
