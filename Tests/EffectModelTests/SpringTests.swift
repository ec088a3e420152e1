import Foundation
import Testing

@testable import EffectModel

@Suite struct SpringTests {
    /// The oscillator integrated numerically — classical Runge–Kutta with 1e-5 s steps on
    /// m x″ + c x′ + k x = 0, x(0) = 1, x′(0) = −v — an independent check of the closed forms.
    static func integrated(_ spring: Spring, until end: Double) -> Double {
        let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
        var (x, v) = (1.0, -spring.initialVelocity)
        let h = 1e-5
        func a(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        for _ in 0..<Int((end / h).rounded()) {
            let (k1x, k1v) = (v, a(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    @Test(arguments: [
        Spring(),  // ζ = 0.5, under-damped
        Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 3),  // under-damped, moving towards the target
        Spring(stiffness: 100, damping: 20, initialVelocity: -2),  // ζ = 1, critical, starting away from the target
        Spring(stiffness: 100, damping: 50, initialVelocity: 1, allowsOverdamping: true),  // ζ = 2.5, over-damped
    ])
    func closedFormMatchesIntegration(_ spring: Spring) {
        for t in [0.05, 0.2, 0.5, 1.0] {
            #expect(abs(spring.displacement(at: t) - Self.integrated(spring, until: t)) < 1e-8, "\(spring) at \(t)")
        }
    }

    /// Without `allowsOverdamping` an over-damped spring moves as a critically damped one (iOS).
    @Test func overdampingIsClampedToCritical() {
        let spring = Spring(stiffness: 100, damping: 50)
        let critical = Spring(stiffness: 100, damping: 20)
        for t in [0.1, 0.3, 0.7] { #expect(spring.displacement(at: t) == critical.displacement(at: t)) }
    }

    /// Core Animation's sign: a positive initial velocity points towards the target.
    @Test func positiveVelocityPointsTowardsTheTarget() {
        let spring = Spring(initialVelocity: 5)
        let dt = 1e-6
        #expect(abs(spring.fraction(at: dt) / dt - 5) < 1e-3)
        #expect(spring.fraction(at: 0) == 0)
    }

    /// Apple's documentation of `CASpringAnimation.settlingDuration`: damping 5 settles in about 2.85 s,
    /// damping 15 in "just over 1 s" (mass 1, stiffness 100).
    @Test func settlingDurationMatchesApplesExamples() {
        #expect(abs(Spring(damping: 5).settlingDuration - 2.85) < 0.01)
        let fifteen = Spring(damping: 15).settlingDuration
        #expect(fifteen > 1 && fifteen < 1.1)
        // Critically damped: on the 0.1 s grid, the first time after which it stays within 0.001 for a second.
        let critical = Spring(damping: 20).settlingDuration
        #expect(abs(Spring(damping: 20).displacement(at: critical)) < 0.001)
        #expect(abs(Spring(damping: 20).displacement(at: critical - 0.1)) >= 0.001)
    }

    /// framer/SpringsExample publishes UIKit's mapping for T = 3 s, ζ = 0.25, no velocity.
    @Test func uiKitMappingMatchesFramersPublishedValues() {
        let spring = Spring.uiKit(dampingRatio: 0.25, duration: 3, initialVelocity: 0)
        #expect(abs(spring.stiffness - 54.83363359078326) < 1e-9)
        #expect(abs(spring.damping - 3.702486785620688) < 1e-9)
        #expect(spring.mass == 1)
    }

    /// SwiftUI's `Spring(duration: 0.5, bounce: 0)`: k = (2π/0.5)², c = 4π/0.5, so ζ = 1.
    @Test func perceptualSpring() {
        let spring = Spring(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(spring.stiffness - pow(4 * .pi, 2)) < 1e-9)
        #expect(abs(spring.damping - 8 * .pi) < 1e-9)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }
}
