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
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let completion { CATransaction.setCompletionBlock(completion) }
        addAnimations(for: block) { _ in
            let animation = CASpringAnimation(spring)
            animation.duration = animation.settlingDuration
            animation.begin(after: delay)
            return animation
        }
        CATransaction.commit()
    }

    /// Animates what `block` changed, in the caller's transaction (actions disabled): each layer gets one animation
    /// per changed key path, made by `animation` for that layer (nil: the change is made at once), moving from the
    /// value before the block to the value now. A uniform scale, as `transform` sets it, moves as one
    /// (`transform.scale`). `additive` (SwiftUI's way): a number, point, size or rectangle moves from old − new to
    /// zero on top of the new value, so that a change made while another moves adds to it, position and velocity
    /// unbroken; other values (colours, paths) move from old to new.
    static func addAnimations(for block: AnimationBlock, additive: Bool = false, _ animation: (CALayer) -> CABasicAnimation?) {
        for (layer, old, keyPaths) in block.layers {
            let changed = keyPaths.filter { $0.value(of: layer.state) != $0.value(of: old) }
            EffectStage.current?.layerDidChange(layer, keyPaths: changed, from: old)
            var moving = movingKeyPaths(changed, from: old, through: [layer.state])
            if additive, let index = moving.firstIndex(of: .bounds), old.bounds.origin == layer.state.bounds.origin {
                // A document's rectangle has no negative size: the difference of two sizes moves as a size.
                moving[index] = .boundsSize
            }
            for keyPath in moving {
                guard let made = animation(layer) else { continue }
                let (from, to) = (keyPath.value(of: old), keyPath.value(of: layer.state))
                made.keyPath = keyPath.rawValue
                let sums =
                    switch from {
                    case .number, .point, .size, .rect: true
                    default: false
                    }
                if additive, sums {
                    made.fromValue = CALayer.boxed(from - to)
                    made.toValue = CALayer.boxed(to - to)
                    made.isAdditive = true
                } else {
                    made.fromValue = CALayer.boxed(from)
                    made.toValue = CALayer.boxed(to)
                }
                layer.add(made, forKey: nil)
            }
        }
    }
}
