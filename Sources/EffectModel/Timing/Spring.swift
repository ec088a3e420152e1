import Foundation

/// A damped harmonic oscillator as `CASpringAnimation` runs it.
///
/// Units: `mass` (kg-like, > 0), `stiffness` k (N/m-like, > 0), `damping` c (the coefficient, not the ratio,
/// ≥ 0), `initialVelocity` in fractions of the distance per second, **positive towards the target** (Core
/// Animation's sign). With ω0 = √(k/m) and ζ = c / (2√(km)), the displacement from the target, starting at
/// x(0) = 1 with x′(0) = −v, is the closed form of `docs/timing.md` (“Springs”); `fraction(at:)` is 1 − x.
/// An overdamped spring (ζ > 1) moves as a critically damped one unless `allowsOverdamping`, as on iOS.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass on the spring (> 0; default 1).
    public var mass: Double
    /// The spring constant k (> 0; default 100).
    public var stiffness: Double
    /// The damping coefficient c, not the ratio (≥ 0; default 10).
    public var damping: Double
    /// The starting speed in fractions of the distance per second, positive towards the target.
    public var initialVelocity: Double
    /// Whether ζ > 1 moves as overdamped; iOS moves it as critically damped (`false`).
    public var allowsOverdamping: Bool
    /// How the spring was written, so that it can be shown as it was (the physical values are derived from it).
    public var origin = Origin.physical

    /// The form a spring was given in.
    public enum Origin: Hashable, Sendable {
        /// Mass, stiffness and damping (`CASpringAnimation`).
        case physical
        /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`: ratio, seconds.
        case uiKit(dampingRatio: Double, duration: Double)
        /// SwiftUI's `Spring(duration:bounce:)`: seconds, 0…1.
        case perceptual(duration: Double, bounce: Double)
    }

    /// A `CASpringAnimation`'s spring (its defaults: mass 1, stiffness 100, damping 10, no initial velocity).
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// SwiftUI's `Spring(duration:bounce:)` (bounce ≥ 0): k = m (2π/d)², c = (1 − bounce) · 4πm / d. A negative
    /// bounce gives ζ = 1 − bounce here, as the spec reads it back (cli.md); SwiftUI's own mapping below 0 is
    /// `dampingRatio(bounce:)`.
    public init(perceptualDuration d: Double, bounce: Double, mass: Double = 1, initialVelocity: Double = 0) {
        let ratio = 1 - bounce
        self.init(
            mass: mass, stiffness: mass * pow(2 * .pi / d, 2), damping: ratio * 4 * .pi * mass / d,
            initialVelocity: initialVelocity)
        origin = .perceptual(duration: d, bounce: bounce)
    }

    /// SwiftUI's damping ratio for a bounce (−1…1): 1 − bounce from 0 up (underdamped), 1 / (1 + bounce) below 0
    /// (overdamped), so that bounce 0 is critically damped.
    public static func dampingRatio(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// SwiftUI's bounce for a damping ratio, the inverse of `dampingRatio(bounce:)`: 1 − ζ up to 1, then 1/ζ − 1.
    public static func bounce(dampingRatio ratio: Double) -> Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }

    /// SwiftUI's named springs (`Animation.smooth`, `.snappy`, `.bouncy`): a perceptual duration of 0.5 s and a bounce.
    public enum Preset: String, Sendable, CaseIterable {
        /// `Animation.smooth`: no bounce.
        case smooth
        /// `Animation.snappy`: a little bounce (0.15).
        case snappy
        /// `Animation.bouncy`: a clear bounce (0.3).
        case bouncy

        /// SwiftUI's default perceptual duration for the presets and `Spring(bounce:)`, in seconds.
        public static let duration = 0.5

        /// The preset's bounce, 0…1 (smooth 0, snappy 0.15, bouncy 0.3).
        public var bounce: Double {
            switch self {
            case .smooth: 0
            case .snappy: 0.15
            case .bouncy: 0.3
            }
        }
    }

    /// The spring a SwiftUI preset names.
    public init(preset: Preset, mass: Double = 1, initialVelocity: Double = 0) {
        self.init(perceptualDuration: Preset.duration, bounce: preset.bounce, mass: mass, initialVelocity: initialVelocity)
    }

    /// ω0 = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)): below 1 oscillates, 1 is critical, above 1 is overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement from the target at `t` seconds (1 at the start, 0 at rest).
    public func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
        }
        if zeta > 1, allowsOverdamping {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (-v - r1) / (r2 - r1)
            return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return (1 + (w0 - v) * t) * exp(-w0 * t)
    }

    /// How far the value has gone from start to target at `t` seconds: 0 at the start, 1 at the target.
    public func fraction(at t: Double) -> Double { 1 - displacement(at: t) }

    /// How fast the value moves at `t` seconds, in fractions of the distance per second, positive towards the target
    /// (the derivative of `fraction(at:)`; `initialVelocity` at 0).
    public func velocity(at t: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v = initialVelocity
        if zeta < 1 {
            let a = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let c = (a - v) / wd
            return -exp(-a * t) * ((c * wd - a) * cos(wd * t) - (wd + a * c) * sin(wd * t))
        }
        if zeta > 1, allowsOverdamping {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (-v - r1) / (r2 - r1)
            return -((1 - c2) * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        }
        return exp(-w0 * t) * (v + w0 * (w0 - v) * t)
    }

    /// How far past the target the spring swings in `duration` seconds, as a fraction of the distance (0.076 for
    /// 7.6 %); 0 when it never passes it. Sampled every 0.1 ms.
    public func overshoot(within duration: Double) -> Double {
        let steps = Int(duration * 10_000, rounding: .up, within: 1...1_000_000)
        return max(0, (0...steps).map { fraction(at: duration * Double($0) / Double(steps)) }.max()! - 1)
    }

    /// How long the spring takes to settle within ε = 0.001 of the target, in seconds (`settlingDuration`).
    public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

    /// How long the spring takes to settle within `epsilon` (a fraction of the distance) of the target, in seconds.
    ///
    /// Under-damped: the time the envelope e^(−ζω0 t)·(1 + |(ζω0 − v)/ωd|) falls to ε (for ε = 0.001 this gives
    /// Apple's documented ≈ 2.85 s for damping 5 and "just over 1 s" for damping 15). Otherwise: the first time on a
    /// 0.1 s grid after which the displacement stays within ε for over 1 s.
    public func settlingDuration(epsilon: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return min(log((1 + abs((zeta * w0 - v) / wd)) / epsilon) / (zeta * w0), Self.longestSettlingDuration)
        }
        var settledSince: Double?
        for step in 0...100_000 {
            let t = Double(step) / 10
            if abs(displacement(at: t)) < epsilon {
                let since = settledSince ?? t
                settledSince = since
                if t - since > 1 { return since }
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? Self.longestSettlingDuration
    }

    /// What `settlingDuration` gives a spring that does not settle sooner (one without damping never does).
    public static let longestSettlingDuration = 10_000.0

    public var description: String {
        "spring(mass \(mass.shortDescription), stiffness \(stiffness.shortDescription), damping \(damping.shortDescription), initial velocity \(initialVelocity.shortDescription))"
    }

    /// UIKit's mapping of `UIView.animate(withDuration: T, …, usingSpringWithDamping: ζ, initialSpringVelocity: v)`:
    /// mass 1, the velocity as given, and ω found by 12 Newton steps from 5/T on
    /// f(ω) = 0.001 − |(ζω − v)/(ω√(1 − ζ²))| · e^(−ζωT), so that the spring settles in T; ζ is clamped to
    /// (0, 1] and T to 0.01…10. Stiffness = ω², damping = 2ζω. At ζ = 1 the critically damped displacement
    /// (1 + (ω − v)T) e^(−ωT) takes the envelope's place.
    public static func uiKit(dampingRatio: Double, duration: Double, initialVelocity v: Double) -> Spring {
        let zeta = min(max(dampingRatio, 1e-6), 1)
        // swift-format-ignore: AlwaysUseLowerCamelCase
        let T = min(max(duration, 0.01), 10)  // the formula's T
        var w = 5 / T
        for _ in 0..<12 {
            let (f, df): (Double, Double)
            if zeta < 1 {
                let s = (1 - zeta * zeta).squareRoot()
                let g = (zeta * w - v) / (w * s)
                let decay = exp(-zeta * w * T)
                f = 0.001 - abs(g) * decay
                let dg = v / (w * w * s)  // d g / d ω
                df = -decay * ((g >= 0 ? dg : -dg) - zeta * T * abs(g))
            } else {
                let decay = exp(-w * T)
                let x = (1 + (w - v) * T) * decay
                f = 0.001 - abs(x)
                let dx = T * decay - T * x  // d x / d ω
                df = x >= 0 ? -dx : dx
            }
            guard df != 0, f.isFinite, df.isFinite else { break }
            w -= f / df
        }
        var spring = Spring(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v)
        spring.origin = .uiKit(dampingRatio: dampingRatio, duration: duration)
        return spring
    }
}
