import EffectModel
import Foundation

/// SwiftUI's `Animation`: how a change moves, as a curve over a duration or a spring, with a delay, a speed and
/// repetition. `withAnimation` and `UIView.animate(_:changes:completion:)` record it as Core Animation animations.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the value moves from old to new.
    enum Pace: Hashable, Sendable {
        /// Along `curve` over `duration` seconds.
        case curve(UnitCurve, duration: TimeInterval)
        /// On `spring` until it settles; `initialVelocity` in fractions of the distance per second.
        case spring(Spring, blendDuration: TimeInterval, initialVelocity: Double)
    }

    /// Plays of the change: `count` legs (nil: for ever), each way back counted as one when `autoreverses`.
    struct Repetition: Hashable, Sendable {
        var count: Int?
        var autoreverses: Bool
    }

    var pace: Pace
    /// Seconds before it starts, in the caller's time.
    var delay: TimeInterval = 0
    /// How many times faster than written it plays.
    var speed: Double = 1
    var repetition: Repetition?

    init(_ pace: Pace) { self.pace = pace }

    public var description: String {
        var words: String
        switch pace {
        case .curve(let curve, let duration): words = "curve \(curve.function) over \(Self.short(duration)) s"
        case .spring(let spring, _, _): words = "spring(duration: \(Self.short(spring.duration)), bounce: \(Self.short(spring.bounce)))"
        }
        if delay != 0 { words += ", delay \(Self.short(delay)) s" }
        if speed != 1 { words += ", speed \(Self.short(speed))" }
        if let repetition { words += ", \(repetition.count.map { "\($0) legs" } ?? "for ever")\(repetition.autoreverses ? " autoreversing" : "")" }
        return words
    }

    /// `x` to 9 decimals, as briefly as it reads (0.30000000000000004 is `0.3`).
    private static func short(_ x: Double) -> String { ((x * 1e9).rounded() / 1e9).shortDescription }

    // MARK: Curves

    /// The default animation since iOS 17: `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)`.
    public static let `default` = spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// Easing in over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Easing in, (0.42, 0, 1, 1), over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Easing out over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Easing out, (0, 0, 0.58, 1), over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Easing in and out over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Easing in and out, (0.42, 0, 0.58, 1), over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// The cubic Bézier with control points (p1x, p1y) and (p2x, p2y) over `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: CGFloat(p1x), y: CGFloat(p1y)), endControlPoint: UnitPoint(x: CGFloat(p2x), y: CGFloat(p2y))),
            duration: duration)
    }

    /// `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.curve(curve, duration: duration))
    }

    // MARK: Springs

    /// `spring` run until it settles.
    public static func spring(_ spring: Spring, blendDuration: Double = 0.0) -> Animation {
        Animation(.spring(spring, blendDuration: blendDuration, initialVelocity: 0))
    }

    /// `spring(duration: 0.5, bounce: 0.0, blendDuration: 0.0)`.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0.0, blendDuration: 0.0) }

    /// A spring of perceptual `duration` seconds and `bounce` (−1…1).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring whose undamped period is `response` seconds and damping ratio `dampingFraction` (`spring()` with no
    /// arguments is the duration-and-bounce form).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// `interactiveSpring(duration: 0.15, extraBounce: 0.0, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring(duration: 0.15, extraBounce: 0.0, blendDuration: 0.25) }

    /// A quick spring for interactive changes, as an undamped period and damping ratio.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring of `duration` seconds with bounce `extraBounce`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0.0, initialVelocity: 0.0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0.0, initialVelocity: 0.0) }

    /// A spring of `mass`, `stiffness` and `damping`, starting at `initialVelocity` (fractions of the distance per
    /// second).
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// A spring of perceptual `duration` seconds and `bounce`, starting at `initialVelocity`.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// `spring` starting at `initialVelocity` (fractions of the distance per second).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(spring, blendDuration: 0, initialVelocity: initialVelocity))
    }

    /// A spring with no bounce, 0.5 s.
    public static var smooth: Animation { smooth() }
    /// `Spring.smooth(duration:extraBounce:)`.
    public static func smooth(duration: TimeInterval = EffectModel.Spring.Preset.duration, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// A spring with a little bounce (0.15), 0.5 s.
    public static var snappy: Animation { snappy() }
    /// `Spring.snappy(duration:extraBounce:)`.
    public static func snappy(duration: TimeInterval = EffectModel.Spring.Preset.duration, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// A spring with a clear bounce (0.3), 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// `Spring.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: TimeInterval = EffectModel.Spring.Preset.duration, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Modifiers

    /// Starts `delay` seconds later (delays add; a later `speed` shortens it).
    public func delay(_ delay: TimeInterval) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }

    /// Plays `speed` times as fast, its delay included.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed *= speed
        animation.delay /= speed
        return animation
    }

    /// Plays `repeatCount` times; with `autoreverses`, each way back counts as one of them (3: there, back, there).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repetition = Repetition(count: repeatCount, autoreverses: autoreverses)
        return animation
    }

    /// Plays for ever; with `autoreverses`, back and forth.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repetition = Repetition(count: nil, autoreverses: autoreverses)
        return animation
    }
}

extension Animation {
    /// The Core Animation animation that plays this on one key path (its key path and values set by the caller): a
    /// `CASpringAnimation` running until it settles, or a `CABasicAnimation` along the curve; the delay as a later
    /// `beginTime` filling backwards, the speed as `speed`, and SwiftUI's repeat count (legs, the way back counted)
    /// as Core Animation's (cycles, there and back counted once): n legs autoreversing are n / 2 cycles.
    @MainActor func coreAnimation() -> CABasicAnimation {
        let animation: CABasicAnimation
        switch pace {
        case .curve(let curve, let duration):
            animation = CABasicAnimation()
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(curve.function)
        case .spring(let spring, _, let initialVelocity):
            var model = spring.model
            model.initialVelocity = initialVelocity
            let springAnimation = CASpringAnimation(model)
            springAnimation.duration = springAnimation.settlingDuration
            animation = springAnimation
        }
        animation.begin(after: delay)
        animation.speed = Float(speed)
        if let repetition {
            animation.autoreverses = repetition.autoreverses
            let legs = repetition.count.map(Float.init) ?? .infinity
            animation.repeatCount = repetition.autoreverses ? legs / 2 : legs
        }
        return animation
    }
}
