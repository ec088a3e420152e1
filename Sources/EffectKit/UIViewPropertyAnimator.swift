import EffectModel
import Foundation

/// `UIViewAnimatingPosition`: where an animator ended.
public enum UIViewAnimatingPosition: Sendable {
    /// At the end of its animations.
    case end
    /// Back at the start.
    case start
    /// Where it was stopped.
    case current
}

extension UIView {
    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Sendable {
        /// Ease in and out.
        case easeInOut
        /// Ease in.
        case easeIn
        /// Ease out.
        case easeOut
        /// Linear.
        case linear

        var option: AnimationOptions {
            switch self {
            case .easeInOut: .curveEaseInOut
            case .easeIn: .curveEaseIn
            case .easeOut: .curveEaseOut
            case .linear: .curveLinear
            }
        }
    }
}

/// `UIViewPropertyAnimator` for the common cases: a curve or a damping ratio, animation blocks, completions, started
/// now or after a delay. It runs as `UIView.animate` with the same duration and curve (a damping ratio: UIKit's spring
/// for that duration); pausing, scrubbing and reversing are not there.
@MainActor public final class UIViewPropertyAnimator {
    /// Seconds its animations run.
    public let duration: TimeInterval
    private let curve: UIView.AnimationCurve
    private let dampingRatio: CGFloat?
    /// A spring of its own (mass, stiffness and damping, or perceptual): moves until it settles.
    private var spring: EffectModel.Spring?
    /// The spring's initial velocity, in fractions of the distance per second.
    private var initialVelocity: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Whether it was started and has not finished.
    public private(set) var isRunning = false

    /// An animator over `duration` seconds with `curve`.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        dampingRatio = nil
        if let animations { self.animations.append(animations) }
    }

    /// An animator over `duration` seconds on UIKit's spring of damping ratio `ratio`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .easeInOut
        dampingRatio = ratio
        if let animations { self.animations.append(animations) }
    }

    /// An animator over `duration` seconds timed by `parameters`: a `UISpringTimingParameters` of a damping ratio
    /// (UIKit's spring for that duration, starting at the vector's `dx`), or a `UICubicTimingParameters` of a curve.
    public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        if let spring = parameters.springTimingParameters {
            self.init(duration: duration, dampingRatio: spring.dampingRatio)
            initialVelocity = spring.initialVelocity.dx
            self.spring = spring.spring
        } else {
            self.init(duration: duration, curve: parameters.cubicTimingParameters?.animationCurve ?? .easeInOut)
        }
    }

    /// Adds changes to animate.
    public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    /// Runs `completion` when the animations finish, with where they ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts now.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts `delay` seconds from now on the stage's clock.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning else { return }
        isRunning = true
        let blocks = animations
        let run = { for block in blocks { block() } }
        let done: (Bool) -> Void = { [self] _ in
            isRunning = false
            for completion in completions { completion(.end) }
        }
        if let spring {
            UIView.animate(on: spring, delay: delay, animations: run) { done(true) }
        } else if let dampingRatio {
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity,
                options: [], animations: run, completion: done)
        } else {
            UIView.animate(withDuration: duration, delay: delay, options: curve.option, animations: run, completion: done)
        }
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve: UIView.AnimationCurve =
            options.contains(.curveLinear)
            ? .linear
            : options.contains(.curveEaseOut)
                ? .easeOut
                : options.contains(.curveEaseIn) ? .easeIn : .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}

/// `CGVector`: a velocity's two components.
public struct CGVector: Hashable, Sendable {
    /// Along x.
    public var dx: CGFloat
    /// Along y.
    public var dy: CGFloat
    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// No velocity.
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// `UITimingCurveProvider`: what times a property animator.
public protocol UITimingCurveProvider {
    /// The spring, when it is one.
    var springTimingParameters: UISpringTimingParameters? { get }
    /// The curve, when it is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
}

/// `UISpringTimingParameters`: a damping ratio (UIKit's spring fitted to the animator's duration), or a spring of its
/// own — mass, stiffness and damping, or iOS 17's perceptual duration and bounce — that moves until it settles, the
/// animator's duration not used for the motion.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio: 1 settles without overshoot, towards 0 more oscillation.
    public let dampingRatio: CGFloat
    /// The starting rate of change, in fractions of the distance per second (x and y).
    public let initialVelocity: CGVector
    /// The spring of its own (`nil`: a damping ratio fitted to the animator's duration).
    let spring: EffectModel.Spring?

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio of 4.56), starting at rest.
    public convenience init() { self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero) }

    /// A spring of `ratio` starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring of `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        spring = nil
    }

    /// A spring of `mass` (> 0), `stiffness` and `damping` coefficient starting at `velocity`: it moves until it
    /// settles, whatever the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let spring = EffectModel.Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dx))
        self.spring = spring
        dampingRatio = CGFloat(spring.dampingRatio)
        initialVelocity = velocity
    }

    /// iOS 17's spring of perceptual `duration` seconds and `bounce` (0: no overshoot, towards 1 bouncier), at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) { self.init(duration: duration, bounce: bounce, initialVelocity: .zero) }

    /// iOS 17's spring of perceptual `duration` seconds and `bounce`, starting at `velocity`: it moves until it
    /// settles, whatever the animator's duration.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let spring = EffectModel.Spring(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx))
        self.spring = spring
        dampingRatio = CGFloat(spring.dampingRatio)
        initialVelocity = velocity
    }

    /// Itself: it is a spring.
    public var springTimingParameters: UISpringTimingParameters? { self }
    /// `nil`: it is no curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
}

/// `UICubicTimingParameters` of one of UIKit's curves.
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve.
    public let animationCurve: UIView.AnimationCurve

    /// Ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// The curve `curve`.
    public init(animationCurve curve: UIView.AnimationCurve) { animationCurve = curve }

    /// `nil`: it is no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
    /// Itself: it is a curve.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
}
