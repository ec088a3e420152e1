import EffectModel
import Foundation

/// SwiftUI's `Spring` (iOS 17): a damped spring described as a designer does (duration and bounce) or as a
/// physicist does (mass, stiffness, damping). Its motion is the document model's spring (`EffectModel.Spring`);
/// this type only names it as SwiftUI does. Units: seconds; `bounce` −1…1 (0 critically damped, 1 undamped,
/// below 0 overdamped).
public struct Spring: Hashable, Sendable {
    /// The spring the document records: mass, stiffness, damping, and the form it was given in.
    var model: EffectModel.Spring

    init(model: EffectModel.Spring) { self.model = model }

    /// A spring of perceptual `duration` seconds and `bounce` (−1…1): mass 1, stiffness (2π/duration)², damping
    /// 4π·ζ/duration with ζ = 1 − bounce (or 1/(1 + bounce) when overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        var model = EffectModel.Spring(perceptualDuration: duration, bounce: max(bounce, 0))
        if bounce < 0 {
            // The document's perceptual form reads a negative bounce as ζ = 1 − bounce; SwiftUI's is 1 / (1 + bounce).
            model.damping *= EffectModel.Spring.dampingRatio(bounce: bounce)
            model.allowsOverdamping = true
            model.origin = .physical
        }
        self.init(model: model)
    }

    /// A spring whose undamped period is `response` seconds, with `dampingRatio` (1 critical, above 1 overdamped).
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: EffectModel.Spring.bounce(dampingRatio: dampingRatio))
    }

    /// A spring of `mass`, `stiffness` and `damping` (the coefficient); an overdamped one moves as critically damped
    /// unless `allowOverDamping`.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.init(model: EffectModel.Spring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowOverDamping))
    }

    /// A spring with `dampingRatio` that comes within `epsilon` (a fraction of the distance) of its target after
    /// `settlingDuration` seconds. For a fixed ratio the settling time is inversely proportional to ω0, so ω0 is
    /// the settling time of ω0 = 1 divided by `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = EffectModel.Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio, allowsOverdamping: true)
        let frequency = unit.settlingDuration(epsilon: epsilon) / settlingDuration
        self.init(response: 2 * .pi / frequency, dampingRatio: dampingRatio)
    }

    /// The perceptual duration in seconds, 2π√(m/k) (the undamped period).
    public var duration: TimeInterval { 2 * .pi / model.naturalFrequency }
    /// How bouncy the spring is: 1 − ζ up to critical damping, 1/ζ − 1 beyond (−1…1).
    public var bounce: Double { EffectModel.Spring.bounce(dampingRatio: dampingRatio) }
    /// The undamped period in seconds (the same as `duration`).
    public var response: Double { duration }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { model.dampingRatio }
    /// The mass on the spring.
    public var mass: Double { model.mass }
    /// The spring constant k.
    public var stiffness: Double { model.stiffness }
    /// The damping coefficient c.
    public var damping: Double { model.damping }
    /// Seconds until the spring, starting at rest, stays within 0.001 of the distance to its target.
    public var settlingDuration: TimeInterval { model.settlingDuration }

    /// Seconds until a spring starting at zero with `initialVelocity` towards `target` stays within `epsilon` (in the
    /// value's units) of it. The velocity counts by its part along the target's direction (the dot product from
    /// the squared magnitudes: (|t|² + |v|² − |t − v|²) / 2); `settlingDuration` is this for target 1, at rest, 0.001.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let distanceSquared = target.magnitudeSquared
        guard distanceSquared > 0 else { return 0 }
        let along = (distanceSquared + initialVelocity.magnitudeSquared - (target - initialVelocity).magnitudeSquared) / 2
        var moving = model
        moving.initialVelocity = along / distanceSquared
        return moving.settlingDuration(epsilon: epsilon / distanceSquared.squareRoot())
    }

    /// The value after `time` seconds of a spring starting at zero with `initialVelocity` (per second) and moving to
    /// `target`. Displacement is linear in the start and the velocity, so the two are added.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (fromStart, fromVelocity) = responses { $0.fraction(at: time) }
        return target.scaled(by: fromStart) + initialVelocity.scaled(by: fromVelocity)
    }

    /// The velocity (per second) after `time` seconds of the motion `value(target:initialVelocity:time:)` describes.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (fromStart, fromVelocity) = responses { $0.velocity(at: time) }
        return target.scaled(by: fromStart) + initialVelocity.scaled(by: fromVelocity)
    }

    /// What `measure` gives for the motion from 0 to a target of 1 at rest, and the part a unit initial velocity
    /// adds to it with no target.
    private func responses(_ measure: (EffectModel.Spring) -> Double) -> (Double, Double) {
        var moving = model
        moving.initialVelocity = 1
        let atRest = measure(model)
        return (atRest, measure(moving) - atRest)
    }

    /// A smooth spring: no bounce.
    public static var smooth: Spring { smooth() }
    /// A smooth spring of `duration` seconds, with `extraBounce` added to its bounce of 0.
    public static func smooth(duration: TimeInterval = EffectModel.Spring.Preset.duration, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: EffectModel.Spring.Preset.smooth.bounce + extraBounce)
    }
    /// A snappy spring: bounce 0.15.
    public static var snappy: Spring { snappy() }
    /// A snappy spring of `duration` seconds, with `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: TimeInterval = EffectModel.Spring.Preset.duration, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: EffectModel.Spring.Preset.snappy.bounce + extraBounce)
    }
    /// A bouncy spring: bounce 0.3.
    public static var bouncy: Spring { bouncy() }
    /// A bouncy spring of `duration` seconds, with `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: TimeInterval = EffectModel.Spring.Preset.duration, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: EffectModel.Spring.Preset.bouncy.bounce + extraBounce)
    }
}
