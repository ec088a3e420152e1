import EffectModel
import Foundation

extension UIView {
    /// `UIView.AnimationOptions`: the curve, repetition and `beginFromCurrentState` (the others change nothing here).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews in the animation (no effect here).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Takes touches while animating (no effect here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what shows, not the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays forwards, then back.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The document's options for these.
        var viewOptions: Set<ViewAnimation.Option> {
            var options: Set<ViewAnimation.Option> = []
            switch rawValue & (3 << 16) {
            case 1 << 16: options.insert(.curveEaseIn)
            case 2 << 16: options.insert(.curveEaseOut)
            case 3 << 16: options.insert(.curveLinear)
            default: options.insert(.curveEaseInOut)
            }
            if contains(.repeat) { options.insert(.repeat) }
            if contains(.autoreverse) { options.insert(.autoreverse) }
            if contains(.beginFromCurrentState) { options.insert(.beginFromCurrentState) }
            return options
        }
    }

    /// The changes an animation block makes to views' layers: the first old value of each key path, per layer, in the
    /// order first changed.
    final class AnimationBlock {
        var layers: [(layer: CALayer, old: Layer, keyPaths: [AnimatableKeyPath])] = []

        func note(_ layer: CALayer, keyPaths: [AnimatableKeyPath], from old: Layer) {
            if let index = layers.firstIndex(where: { $0.layer === layer }) {
                for keyPath in keyPaths where !layers[index].keyPaths.contains(keyPath) { layers[index].keyPaths.append(keyPath) }
            } else {
                layers.append((layer, old, keyPaths))
            }
        }

        /// Each layer's `UIView.animate` call: the key paths whose value changed, to their new values.
        func calls(_ make: ([(keyPath: AnimatableKeyPath, value: AnimatableValue)]) -> ViewAnimation) -> [(
            layer: CALayer, old: Layer, view: ViewAnimation
        )] {
            layers.compactMap { entry in
                let changes = entry.keyPaths.map { ($0, $0.value(of: entry.layer.state)) }.filter { $0.1 != $0.0.value(of: entry.old) }
                return changes.isEmpty ? nil : (entry.layer, entry.old, make(changes))
            }
        }
    }

    /// The animation block running now (blocks nest: the innermost).
    nonisolated static var animationBlock: AnimationBlock? {
        get { ThreadState.current.animationBlock }
        set { ThreadState.current.animationBlock = newValue }
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: the block's changes to views become
    /// animations from what shows (geometry additively, as UIKit since iOS 8), the new values staying.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(animations, completion: completion) { changes in
            var view = ViewAnimation(duration: duration, changes: changes)
            view.delay = delay
            view.options = options.viewOptions
            return view
        }
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form: UIKit's damping ratio and initial velocity (fractions of the distance per second).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(animations, completion: completion) { changes in
            var view = ViewAnimation(duration: duration, changes: changes)
            view.delay = delay
            view.options = options.viewOptions
            view.spring = (Double(dampingRatio), Double(velocity))
            return view
        }
    }

    /// Runs `actions` with no animation: the changes are set at once.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let outer = animationBlock
        animationBlock = nil
        actions()
        animationBlock = outer
    }

    private class func run(
        _ animations: () -> Void, completion: ((Bool) -> Void)?,
        _ make: ([(keyPath: AnimatableKeyPath, value: AnimatableValue)]) -> ViewAnimation
    ) {
        let outer = animationBlock
        let block = AnimationBlock()
        animationBlock = block
        animations()
        animationBlock = outer
        let calls = block.calls(make)
        if let stage = EffectStage.current {
            stage.animate(calls, completion: completion, duration: make([]).endTime(callTime: 0))
        } else {
            EffectStage.callsAtStart.append((calls, completion, make([]).endTime(callTime: 0)))
            // The stage makes these changes when it starts; until then the layers keep what they had.
            for call in calls {
                for change in call.view.changes { change.keyPath.set(change.keyPath.value(of: call.old), in: &call.layer.state) }
            }
        }
    }
}
