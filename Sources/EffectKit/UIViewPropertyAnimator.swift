import Foundation

/// `UIViewAnimatingPosition`: where an animator ended.
public enum UIViewAnimatingPosition: Sendable {
    case end, start, current
}

extension UIView {
    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Sendable {
        case easeInOut, easeIn, easeOut, linear

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
public final class UIViewPropertyAnimator {
    public let duration: TimeInterval
    private let curve: UIView.AnimationCurve
    private let dampingRatio: CGFloat?
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    public private(set) var isRunning = false

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        dampingRatio = nil
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .easeInOut
        dampingRatio = ratio
        if let animations { self.animations.append(animations) }
    }

    public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning else { return }
        isRunning = true
        let blocks = animations
        let run = { for block in blocks { block() } }
        let done: (Bool) -> Void = { [self] _ in
            isRunning = false
            for completion in completions { completion(.end) }
        }
        if let dampingRatio {
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
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
