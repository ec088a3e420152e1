import EffectModel
import Foundation

extension UIView {
    /// `UIView.KeyframeAnimationOptions`: repetition and the calculation mode between key frames (the others change
    /// nothing here). UIKit's raw values; a `UIView.AnimationOptions` curve passed through `init(rawValue:)` (as apps
    /// do to get a linear pace) times the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews in the animation (no effect here).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Takes touches while animating (no effect here).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what shows (no effect here: key frames start from the value before the block).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays forwards, then back.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Keeps its own duration inside another animation block (no effect here).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Keeps its own options inside another animation block (no effect here).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight from value to value (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value held until the next key frame's.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight lines at an even speed (the key times are not used).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A Catmull-Rom spline through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A Catmull-Rom spline at an even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// Core Animation's calculation mode for the options.
        var calculationMode: CAAnimationCalculationMode {
            switch rawValue & (7 << 10) {
            case 1 << 10: .discrete
            case 2 << 10: .paced
            case 3 << 10: .cubic
            case 4 << 10: .cubicPaced
            default: .linear
            }
        }

        /// The pace of the whole animation: UIKit's default ease in and out, or the curve of `UIView.AnimationOptions`
        /// bits given through `init(rawValue:)`.
        var timingFunctionName: CAMediaTimingFunctionName { AnimationOptions(rawValue: rawValue).timingFunctionName }
    }

    /// The key frames an `animateKeyframes` block adds: the layer's model after each, with its place in the block's
    /// time (fractions 0…1).
    final class KeyframeBlock {
        struct Frame {
            let start: Double
            let duration: Double
            let layer: CALayer
            let keyPaths: [AnimatableKeyPath]
            let state: Layer
        }
        var frames: [Frame] = []
        /// Each changed layer's model before the block, in the order first changed.
        var before: [(layer: CALayer, old: Layer)] = []

        /// Takes what `block` changed as a key frame from `start` lasting `duration`.
        func add(_ block: AnimationBlock, start: Double, duration: Double) {
            for (layer, old, keyPaths) in block.layers {
                if !before.contains(where: { $0.layer === layer }) { before.append((layer, old)) }
                frames.append(Frame(start: start, duration: duration, layer: layer, keyPaths: keyPaths, state: layer.state))
            }
        }

        /// `keyPath`'s values and key times on `layer`: held at the value before until a key frame starts, reaching
        /// its value at its end; the last value held to the end.
        func keyframes(of keyPath: AnimatableKeyPath, on layer: CALayer, from old: Layer) -> (values: [AnimatableValue], keyTimes: [Double]) {
            var values = [keyPath.value(of: old)]
            var keyTimes = [0.0]
            let touching = frames.filter { frame in
                frame.layer === layer
                    && (frame.keyPaths.contains(keyPath) || (keyPath == .scale && frame.keyPaths.contains { $0 == .scaleX || $0 == .scaleY }))
            }
            for frame in touching.sorted(by: { $0.start < $1.start }) {
                let start = min(max(frame.start, 0), 1)
                let end = min(max(start + max(frame.duration, 0), 0), 1)
                if start > keyTimes[keyTimes.count - 1] {
                    keyTimes.append(start)
                    values.append(values[values.count - 1])
                }
                if end > keyTimes[keyTimes.count - 1] {
                    keyTimes.append(end)
                    values.append(keyPath.value(of: frame.state))
                } else {
                    values[values.count - 1] = keyPath.value(of: frame.state)
                }
            }
            if keyTimes[keyTimes.count - 1] < 1 {
                keyTimes.append(1)
                values.append(values[values.count - 1])
            }
            return (values, keyTimes)
        }
    }

    /// The `animateKeyframes` block running now.
    nonisolated static var keyframeBlock: KeyframeBlock? {
        get { ThreadState.current.keyframeBlock }
        set { ThreadState.current.keyframeBlock = newValue }
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: as UIKit does, each property the
    /// key frames (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`) change gets one
    /// `CAKeyframeAnimation` over `duration` seconds after `delay`: it holds its value before the block until a key
    /// frame starts and reaches that key frame's value at its end, in the options' calculation mode, the whole paced
    /// by UIKit's default ease in and out (a `UIView.AnimationOptions` curve given through `init(rawValue:)` instead).
    /// Changes made in the block outside a key frame move over the whole duration. The new values stay; `completion`
    /// is called when every animation has ended.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let outerKeyframes = keyframeBlock
        let keyframes = KeyframeBlock()
        keyframeBlock = keyframes
        let outer = animationBlock
        let block = AnimationBlock()
        animationBlock = block
        animations()
        animationBlock = outer
        keyframeBlock = outerKeyframes
        keyframes.add(block, start: 0, duration: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        for (layer, old) in keyframes.before {
            let touched = keyframes.frames.filter { $0.layer === layer }
            let keyPaths = touched.flatMap(\.keyPaths).reduce(into: [AnimatableKeyPath]()) { if !$0.contains($1) { $0.append($1) } }
            let changed = keyPaths.filter { $0.value(of: layer.state) != $0.value(of: old) }
            EffectStage.current?.layerDidChange(layer, keyPaths: changed, from: old)
            for keyPath in movingKeyPaths(changed, from: old, through: touched.map(\.state) + [layer.state]) {
                let (values, keyTimes) = keyframes.keyframes(of: keyPath, on: layer, from: old)
                let animation = CAKeyframeAnimation(keyPath: keyPath.rawValue)
                // Discrete: each value holds from its key time to the next, so one fewer value than key times.
                let held = options.calculationMode == .discrete ? values.dropLast() : values[...]
                animation.values = held.map(CALayer.boxed)
                animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
                animation.calculationMode = options.calculationMode
                animation.timingFunction = CAMediaTimingFunction(name: options.timingFunctionName)
                animation.duration = duration
                if options.contains(.repeat) { animation.repeatCount = .infinity }
                animation.autoreverses = options.contains(.autoreverse)
                animation.begin(after: delay)
                layer.add(animation, forKey: nil)
            }
        }
        CATransaction.commit()
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: inside `animateKeyframes`, the
    /// changes `animations` makes are reached from `frameStartTime` to `frameStartTime + frameDuration`, fractions
    /// 0…1 of its duration. Outside one, the changes are made at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard let keyframes = keyframeBlock else { return performWithoutAnimation(animations) }
        let outer = animationBlock
        let block = AnimationBlock()
        animationBlock = block
        animations()
        animationBlock = outer
        keyframes.add(block, start: frameStartTime, duration: frameDuration)
    }

    /// The key paths that move for `changed`, from `old` through `states`: a scale kept uniform in each moves as one
    /// (`transform.scale`), as `transform` sets it.
    static func movingKeyPaths(_ changed: [AnimatableKeyPath], from old: Layer, through states: [Layer]) -> [AnimatableKeyPath] {
        // Equal within 1e-12: a scale read back from a rotated transform may differ in its last bit.
        let uniform = ([old] + states).allSatisfy { abs($0.transform.scale.width - $0.transform.scale.height) <= 1e-12 }
        guard changed.contains(.scaleX), changed.contains(.scaleY), uniform else { return changed }
        return [.scale] + changed.filter { $0 != .scaleX && $0 != .scaleY }
    }
}
