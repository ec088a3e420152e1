import EffectModel
import Foundation

/// `CAAnimationDelegate`: told when an animation starts and when it stops (`finished` false when it was removed
/// before its end).
public protocol CAAnimationDelegate: AnyObject {
    /// Called when `anim` starts (its begin time, on the stage's clock).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when `anim` stops: `flag` is true at its end, false when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing, as the method is optional in Core Animation.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing, as the method is optional in Core Animation.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation` and its `CAMediaTiming` properties, in seconds. `beginTime` is in `CACurrentMediaTime()`'s
/// time for an animation added to a layer (0: when added), and in its group's time for a group's child.
open class CAAnimation {
    /// When it starts, in seconds: `CACurrentMediaTime()`'s time for an animation on a layer (0: when added), the group's for a child.
    public var beginTime: CFTimeInterval = 0
    /// One cycle, in seconds; 0: the transaction's 0.25 s (a group's duration for a child).
    public var duration: CFTimeInterval = 0
    /// Local seconds per parent second; 0 pauses at `timeOffset`.
    public var speed: Float = 1
    /// Seconds added to the local time.
    public var timeOffset: CFTimeInterval = 0
    /// Cycles to play, fractions allowed; `.greatestFiniteMagnitude` or `.infinity` for ever; 0 once.
    public var repeatCount: Float = 0
    /// Seconds to play, repeating as needed; 0: unset.
    public var repeatDuration: CFTimeInterval = 0
    /// Each cycle plays forwards, then backwards.
    public var autoreverses = false
    /// What shows outside the active time (default: nothing).
    public var fillMode = CAMediaTimingFillMode.removed
    /// Whether it is taken off its layer when it finishes.
    public var isRemovedOnCompletion = true
    /// Its pacing; `nil`: linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Retained, as Core Animation retains it.
    public var delegate: (any CAAnimationDelegate)?

    /// An animation with Core Animation's defaults.
    public init() {}

    /// The document's animation, its `beginTime` as given (the caller places it on the clock); throws the reason when
    /// a value has no form in the document.
    func model() throws(EffectKitProblem) -> EffectModel.Animation {
        throw EffectKitProblem("a \(type(of: self)) has nothing to animate")
    }

    /// Starts `delay` seconds from now (none when 0), showing its start value until then, as UIKit's delays do.
    func begin(after delay: TimeInterval) {
        guard delay > 0 else { return }
        beginTime = CACurrentMediaTime() + delay
        fillMode = .backwards
    }

    var timing: MediaTiming {
        var timing = MediaTiming()
        timing.beginTime = beginTime
        timing.duration = duration > 0 ? duration : nil
        timing.speed = speed.decimal
        timing.timeOffset = timeOffset
        timing.repeatCount = repeatCount >= .greatestFiniteMagnitude ? .infinity : repeatCount.decimal
        timing.repeatDuration = repeatDuration
        timing.autoreverses = autoreverses
        timing.fillMode = fillMode.mode
        timing.isRemovedOnCompletion = isRemovedOnCompletion
        return timing
    }
}

/// `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, in Core Animation's names (`transform.scale`, `opacity`).
    public var keyPath: String?
    /// Whether its value adds to the model value instead of replacing it.
    public var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    public var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    func animation(_ kind: (AnimatableKeyPath) throws(EffectKitProblem) -> EffectModel.Animation.Kind) throws(EffectKitProblem)
        -> EffectModel.Animation
    {
        let path = try Self.keyPath(keyPath)
        var animation = EffectModel.Animation(keyPath: path, timing: timing, timingFunction: timingFunction?.function, kind: try kind(path))
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        return animation
    }

    static func keyPath(_ name: String?) throws(EffectKitProblem) -> AnimatableKeyPath {
        guard let name else { throw EffectKitProblem("an animation without a keyPath animates nothing") }
        guard let path = AnimatableKeyPath(rawValue: name), path.isInterpolated else {
            let animated = AnimatableKeyPath.allCases.filter(\.isInterpolated).map(\.rawValue)
            throw EffectKitProblem("\"\(name)\" is not a key path the document animates (\(animated.joined(separator: ", ")))")
        }
        return path
    }
}

/// `CABasicAnimation`: from, to and by values, as Core Animation pairs them.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from (a number, `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `CGPath`, …).
    public var fromValue: Any?
    /// The value it reaches.
    public var toValue: Any?
    /// The change it makes, relative to the start.
    public var byValue: Any?

    override func model() throws(EffectKitProblem) -> EffectModel.Animation {
        try animation { path throws(EffectKitProblem) in
            .basic(
                from: try fromValue.map { v throws(EffectKitProblem) in try AnimatableValue(v, for: path) },
                to: try toValue.map { v throws(EffectKitProblem) in try AnimatableValue(v, for: path) },
                by: try byValue.map { v throws(EffectKitProblem) in try AnimatableValue(v, for: path) })
        }
    }
}

/// `CASpringAnimation`: basic's values reached along a damped spring. `duration` 0: its `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (> 0).
    public var mass: CGFloat = 1
    /// The spring constant (> 0).
    public var stiffness: CGFloat = 100
    /// The damping coefficient (≥ 0).
    public var damping: CGFloat = 10
    /// The starting speed, in distances per second, positive towards the target.
    public var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 moves as overdamped (iOS 17).
    public var allowsOverdamping = false
    private var perceptual: (duration: Double, bounce: Double)?

    /// SwiftUI's form (iOS 17): a perceptual duration in seconds and a bounce 0…1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = EffectModel.Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        (stiffness, damping) = (CGFloat(spring.stiffness), CGFloat(spring.damping))
        perceptual = (perceptualDuration, Double(bounce))
    }

    /// A spring animation moving on `spring` (SwiftUI's perceptual form kept when it was given in it).
    convenience init(_ spring: EffectModel.Spring) {
        self.init()
        (mass, stiffness, damping) = (CGFloat(spring.mass), CGFloat(spring.stiffness), CGFloat(spring.damping))
        (initialVelocity, allowsOverdamping) = (CGFloat(spring.initialVelocity), spring.allowsOverdamping)
        if case .perceptual(let duration, let bounce) = spring.origin { perceptual = (duration, bounce) }
    }

    var spring: EffectModel.Spring {
        if let perceptual, mass == 1,
            CGFloat(EffectModel.Spring(perceptualDuration: perceptual.duration, bounce: perceptual.bounce).stiffness) == stiffness
        {
            var spring = EffectModel.Spring(
                perceptualDuration: perceptual.duration, bounce: perceptual.bounce, initialVelocity: Double(initialVelocity))
            spring.allowsOverdamping = allowsOverdamping
            return spring
        }
        return EffectModel.Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity),
            allowsOverdamping: allowsOverdamping)
    }

    /// Seconds until the spring comes within Core Animation's threshold of its target.
    public var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func model() throws(EffectKitProblem) -> EffectModel.Animation {
        var animation = try super.model()
        if case .basic(let from, let to, let by) = animation.kind { animation.kind = .spring(spring, from: from, to: to, by: by) }
        return animation
    }
}

/// `CAKeyframeAnimation.calculationMode`.
public struct CAAnimationCalculationMode: Hashable, Sendable {
    let mode: EffectModel.Keyframes.CalculationMode
    /// Straight from value to value, at the key times.
    public static let linear = CAAnimationCalculationMode(mode: .linear)
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(mode: .discrete)
    /// Straight lines at an even speed.
    public static let paced = CAAnimationCalculationMode(mode: .paced)
    /// A Catmull-Rom spline through the values, at the key times.
    public static let cubic = CAAnimationCalculationMode(mode: .cubic)
    /// A Catmull-Rom spline at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(mode: .cubicPaced)
}

/// `CAKeyframeAnimation.rotationMode`.
public struct CAAnimationRotationMode: Hashable, Sendable {
    let mode: EffectModel.Keyframes.RotationMode
    /// The layer turns along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(mode: .auto)
    /// The layer turns along the tangent, half a turn around.
    public static let rotateAutoReverse = CAAnimationRotationMode(mode: .autoReverse)
}

/// `CAKeyframeAnimation`: values or a path, key times, a timing function per segment.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values it passes, in order.
    public var values: [Any]?
    /// Followed instead of `values` when set (for point key paths).
    public var path: CGPath?
    /// When each value is reached, as fractions 0…1 of the duration.
    public var keyTimes: [NSNumber]?
    /// Each segment's pacing (one fewer than the values).
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How it moves between values.
    public var calculationMode = CAAnimationCalculationMode.linear
    /// Whether the layer turns along `path`.
    public var rotationMode: CAAnimationRotationMode?

    override func model() throws(EffectKitProblem) -> EffectModel.Animation {
        try animation { keyPath throws(EffectKitProblem) in
            var keyframes = EffectModel.Keyframes()
            if let path {
                keyframes.path = path.path
            } else {
                var converted: [AnimatableValue] = []
                for value in values ?? [] { converted.append(try AnimatableValue(value, for: keyPath)) }
                keyframes.values = converted
            }
            keyframes.keyTimes = keyTimes?.map(\.doubleValue)
            keyframes.timingFunctions = timingFunctions?.map(\.function)
            keyframes.calculationMode = calculationMode.mode
            keyframes.rotationMode = rotationMode?.mode
            return .keyframe(keyframes)
        }
    }
}

/// `CAAnimationGroup`: its animations run in its time, clipped to its duration.
open class CAAnimationGroup: CAAnimation {
    /// The children, each in the group's time, cut off at its duration.
    public var animations: [CAAnimation]?

    override func model() throws(EffectKitProblem) -> EffectModel.Animation {
        var children: [EffectModel.Animation] = []
        for child in animations ?? [] { children.append(try child.model()) }
        return EffectModel.Animation(keyPath: nil, timing: timing, timingFunction: timingFunction?.function, kind: .group(children))
    }
}

/// What EffectKit could not record, and why: the document has no form for it.
public struct EffectKitProblem: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension AnimatableValue {
    /// A value Swift code gives Core Animation (`CGFloat`, `Double`, `Int`, `Float`, `NSNumber`, `CGPoint`, `CGSize`,
    /// `CGRect`, `CGColor`, `UIColor`, `CGPath`, `UIBezierPath`, arrays of colours or numbers), in the shape `keyPath` takes.
    init(_ value: Any, for keyPath: AnimatableKeyPath) throws(EffectKitProblem) {
        func number(_ value: Any) -> Double? {
            switch value {
            case let v as CGFloat: Double(v)
            case let v as Double: v
            case let v as Float: v.decimal
            case let v as Int: Double(v)
            case let v as NSNumber: v.doubleValue
            default: nil
            }
        }
        func color(_ value: Any) -> EffectModel.Color? {
            switch value {
            case let v as CGColor: v.color
            case let v as UIColor: v.color
            default: nil
            }
        }
        let converted: AnimatableValue? =
            switch keyPath.valueKind {
            case .number: number(value).map { .number($0) }
            case .point: ((value as? CGPoint) ?? (value as? NSValue)?.cgPointValue).map { .point(Point($0)) }
            case .size: ((value as? CGSize) ?? (value as? NSValue)?.cgSizeValue).map { .size(Size($0)) }
            case .rect: ((value as? CGRect) ?? (value as? NSValue)?.cgRectValue).map { .rect(Rect($0)) }
            case .color: color(value).map { .color($0) }
            case .colors:
                (value as? [Any]).flatMap { items in
                    let colors = items.compactMap(color)
                    return colors.count == items.count ? .colors(colors) : nil
                }
            case .numbers:
                (value as? [Any]).flatMap { items in
                    let numbers = items.compactMap(number)
                    return numbers.count == items.count ? .numbers(numbers) : nil
                }
            case .path: (value as? CGPath).map { .path($0.path) } ?? (value as? UIBezierPath).map { .path($0.path) }
            case .boolean: ((value as? Bool) ?? (value as? NSNumber)?.boolValue).map { .number($0 ? 1 : 0) }
            }
        guard let converted else {
            throw EffectKitProblem("\(keyPath) takes a \(keyPath.valueKind), not \(type(of: value)) \(value)")
        }
        self = converted
    }
}
