import EffectModel
import Foundation

extension UIView {
    /// iOS 17's spring (`animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`):
    /// the changes `animations` makes to views stay, and each moves there from its value before the block on a
    /// `CASpringAnimation(perceptualDuration: duration, bounce: bounce)` that runs until it settles, after `delay`;
    /// `completion` is called once every one has. `bounce` 0 is critically damped, towards 1 bouncier;
    /// `initialSpringVelocity` is in fractions of the distance per second. `options` are accepted (a spring has no
    /// curve to choose).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = EffectModel.Spring(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        animate(on: spring, delay: delay, animations: animations, completion: completion.map { completion in { completion(true) } })
    }

    /// The changes `animations` makes to views move there on `spring` until it settles, after `delay`; `completion`
    /// is called once every one has.
    static func animate(on spring: EffectModel.Spring, delay: TimeInterval, animations: () -> Void, completion: (() -> Void)?) {
        let outer = animationBlock
        let block = AnimationBlock()
        animationBlock = block
        animations()
        animationBlock = outer
        addAnimations(for: block, completion: completion) {
            let animation = CASpringAnimation(spring)
            animation.duration = animation.settlingDuration
            animation.begin(after: delay)
            return animation
        }
    }

    /// Animates what `block` changed, in a transaction whose completion block is `completion`: each layer gets one
    /// animation per changed key path, made by `animation` (nil: none) and set to move from the value before the block
    /// to the value now. A uniform scale, as `transform` sets it, moves as one (`transform.scale`).
    static func addAnimations(for block: AnimationBlock, completion: (() -> Void)?, _ animation: () -> CABasicAnimation?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let completion { CATransaction.setCompletionBlock(completion) }
        for (layer, old, keyPaths) in block.layers {
            let changed = keyPaths.filter { $0.value(of: layer.state) != $0.value(of: old) }
            EffectStage.current?.layerDidChange(layer, keyPaths: changed, from: old)
            for keyPath in movingKeyPaths(changed, from: old, through: [layer.state]) {
                guard let made = animation() else { continue }
                made.keyPath = keyPath.rawValue
                made.fromValue = CALayer.boxed(keyPath.value(of: old))
                made.toValue = CALayer.boxed(keyPath.value(of: layer.state))
                layer.add(made, forKey: nil)
            }
        }
        CATransaction.commit()
    }
}
