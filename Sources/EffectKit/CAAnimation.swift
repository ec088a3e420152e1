import EffectModel
import Foundation

/// `CAAnimationDelegate`: told when an animation starts and when it stops (`finished` false when it was removed
/// before its end).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation` and its `CAMediaTiming` properties, in seconds. `beginTime` is in `CACurrentMediaTime()`'s
/// time for an animation added to a layer (0: when added), and in its group's time for a group's child.
open class CAAnimation {
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode = CAMediaTimingFillMode.removed
    public var isRemovedOnCompletion = true
    public var timingFunction: CAMediaTimingFunction?
    /// Retained, as Core Animation retains it.
    public var delegate: (any CAAnimationDelegate)?

    public init() {}

    /// The document's animation, its `beginTime` as given (the caller places it on the clock); throws the reason when
    /// a value has no form in the document.
    func model() throws(EffectKitProblem) -> Animation {
        throw EffectKitProblem("a \(type(of: self)) has nothing to animate")
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
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    func animation(_ kind: (AnimatableKeyPath) throws(EffectKitProblem) -> Animation.Kind) throws(EffectKitProblem) -> Animation {
        let path = try Self.keyPath(keyPath)
        var animation = Animation(keyPath: path, timing: timing, timingFunction: timingFunction?.function, kind: try kind(path))
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
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func model() throws(EffectKitProblem) -> Animation {
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
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    public var allowsOverdamping = false
    private var perceptual: (duration: Double, bounce: Double)?

    /// SwiftUI's form (iOS 17): a perceptual duration in seconds and a bounce 0…1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        (stiffness, damping) = (CGFloat(spring.stiffness), CGFloat(spring.damping))
        perceptual = (perceptualDuration, Double(bounce))
    }

    var spring: Spring {
        if let perceptual, mass == 1, CGFloat(Spring(perceptualDuration: perceptual.duration, bounce: perceptual.bounce).stiffness) == stiffness {
            return Spring(perceptualDuration: perceptual.duration, bounce: perceptual.bounce, initialVelocity: Double(initialVelocity))
        }
        return Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity),
            allowsOverdamping: allowsOverdamping)
    }

    /// Seconds until the spring comes within Core Animation's threshold of its target.
    public var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func model() throws(EffectKitProblem) -> Animation {
        var animation = try super.model()
        if case .basic(let from, let to, let by) = animation.kind { animation.kind = .spring(spring, from: from, to: to, by: by) }
        return animation
    }
}

/// `CAKeyframeAnimation.calculationMode`.
public struct CAAnimationCalculationMode: Hashable, Sendable {
    let mode: Keyframes.CalculationMode
    public static let linear = CAAnimationCalculationMode(mode: .linear)
    public static let discrete = CAAnimationCalculationMode(mode: .discrete)
    public static let paced = CAAnimationCalculationMode(mode: .paced)
    public static let cubic = CAAnimationCalculationMode(mode: .cubic)
    public static let cubicPaced = CAAnimationCalculationMode(mode: .cubicPaced)
}

/// `CAKeyframeAnimation.rotationMode`.
public struct CAAnimationRotationMode: Hashable, Sendable {
    let mode: Keyframes.RotationMode
    public static let rotateAuto = CAAnimationRotationMode(mode: .auto)
    public static let rotateAutoReverse = CAAnimationRotationMode(mode: .autoReverse)
}

/// `CAKeyframeAnimation`: values or a path, key times, a timing function per segment.
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    /// Followed instead of `values` when set (for point key paths).
    public var path: CGPath?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode = CAAnimationCalculationMode.linear
    public var rotationMode: CAAnimationRotationMode?

    override func model() throws(EffectKitProblem) -> Animation {
        try animation { keyPath throws(EffectKitProblem) in
            var keyframes = Keyframes()
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
    public var animations: [CAAnimation]?

    override func model() throws(EffectKitProblem) -> Animation {
        var children: [Animation] = []
        for child in animations ?? [] { children.append(try child.model()) }
        return Animation(keyPath: nil, timing: timing, timingFunction: timingFunction?.function, kind: .group(children))
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
        func color(_ value: Any) -> Color? {
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
