import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// SwiftUI's animation vocabulary against Apple's documented numbers, and `withAnimation` recorded on the stage.
@MainActor @Suite struct SwiftUIAnimationTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool { abs(a - b) <= tolerance }

    /// Apple's worked numbers: `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness (2π/0.5)² ≈ 157.914,
    /// damping 0.7 · 4π/0.5 ≈ 17.593; `Spring(mass: 1, stiffness: 100, damping: 10)` is 2π/10 ≈ 0.628 s, bounce 0.5.
    @Test func springsHaveApplesNumbers() {
        let perceptual = EffectKit.Spring(duration: 0.5, bounce: 0.3)
        #expect(perceptual.mass == 1)
        #expect(Self.close(perceptual.stiffness, 157.914))
        #expect(Self.close(perceptual.damping, 17.593))
        #expect(Self.close(perceptual.dampingRatio, 0.7, 1e-12) && Self.close(perceptual.bounce, 0.3, 1e-12))
        #expect(Self.close(perceptual.duration, 0.5, 1e-12) && Self.close(perceptual.response, 0.5, 1e-12))
        let physical = EffectKit.Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Self.close(physical.duration, 0.628))
        #expect(Self.close(physical.bounce, 0.5, 1e-12) && Self.close(physical.dampingRatio, 0.5, 1e-12))
        let response = EffectKit.Spring(response: 0.4, dampingRatio: 0.8)
        #expect(Self.close(response.stiffness, pow(2 * .pi / 0.4, 2), 1e-9) && Self.close(response.bounce, 0.2, 1e-12))
        // Overdamped: bounce below 0, ratio 1 / (1 + bounce), and back.
        let overdamped = EffectKit.Spring(duration: 0.5, bounce: -0.5)
        #expect(Self.close(overdamped.dampingRatio, 2, 1e-12) && Self.close(overdamped.bounce, -0.5, 1e-12))
        #expect(Self.close(EffectKit.Spring(response: 0.5, dampingRatio: 2).bounce, -0.5, 1e-12))
    }

    /// `.smooth`, `.snappy` and `.bouncy` are 0.5 s with bounce 0, 0.15 and 0.3, plus `extraBounce`.
    @Test func presetsAreHalfASecondWithTheirBounce() {
        let presets: [(EffectKit.Spring, Double)] = [(.smooth, 0), (.snappy, 0.15), (.bouncy, 0.3)]
        for (spring, bounce) in presets {
            #expect(Self.close(spring.duration, 0.5, 1e-12) && Self.close(spring.bounce, bounce, 1e-12), "\(spring)")
        }
        #expect(EffectKit.Spring.bouncy(duration: 0.4, extraBounce: 0.1) == EffectKit.Spring(duration: 0.4, bounce: 0.4))
        #expect(EffectKit.Spring.snappy(extraBounce: 0.05) == EffectKit.Spring(duration: 0.5, bounce: 0.2))
        #expect(EffectKit.Spring.smooth(duration: 0.3) == EffectKit.Spring(duration: 0.3, bounce: 0))
        #expect(
            Animation.bouncy == .spring(.bouncy)
                && Animation.snappy(duration: 0.3, extraBounce: 0.1) == .spring(.snappy(duration: 0.3, extraBounce: 0.1)))
        // `.default` since iOS 17: spring(response: 0.55, dampingFraction: 1.0).
        #expect(Animation.default == .spring(EffectKit.Spring(response: 0.55, dampingRatio: 1)))
        #expect(Animation.spring(duration: 0.4, bounce: 0.3) == .spring(EffectKit.Spring(duration: 0.4, bounce: 0.3)))
    }

    /// `value(target:initialVelocity:time:)` and `velocity(…)` against a fine numerical integration of
    /// m x″ = −k (x − target) − c x′ (semi-implicit Euler, 1 µs steps), with and without an initial velocity.
    @Test func springValueAndVelocityMatchIntegration() {
        for spring in [EffectKit.Spring(duration: 0.5, bounce: 0.3), EffectKit.Spring(mass: 2, stiffness: 300, damping: 80, allowOverDamping: true)] {
            for initialVelocity in [0.0, 4.0] {
                let target = 2.0
                var (x, v, t) = (0.0, initialVelocity, 0.0)
                let dt = 1e-6
                for check in [0.05, 0.2, 0.6] {
                    while t < check - dt / 2 {
                        v += (-spring.stiffness * (x - target) - spring.damping * v) / spring.mass * dt
                        x += v * dt
                        t += dt
                    }
                    let value = spring.value(target: target, initialVelocity: initialVelocity, time: check)
                    let velocity = spring.velocity(target: target, initialVelocity: initialVelocity, time: check)
                    #expect(Self.close(value, x, 1e-4), "\(spring) v0 \(initialVelocity) at \(check): \(value) vs \(x)")
                    #expect(Self.close(velocity, v, 1e-3), "\(spring) v0 \(initialVelocity) at \(check): \(velocity) vs \(v)")
                }
            }
        }
        #expect(EffectKit.Spring(duration: 0.5, bounce: 0.3).value(target: CGFloat(10), time: 0) == 0)
    }

    /// `settlingDuration` is when the spring stays within 0.001 of its target; `init(settlingDuration:dampingRatio:)`
    /// gives a spring that settles in that time.
    @Test func settlingDurationRoundTrips() {
        let spring = EffectKit.Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(Self.close(spring.settlingDuration, 2.85, 0.01))
        #expect(spring.settlingDuration(target: 1.0, epsilon: 0.001) == spring.settlingDuration)
        #expect(spring.settlingDuration(target: 20.0, epsilon: 0.02) == spring.settlingDuration)
        let pushed = spring.settlingDuration(target: 20.0, initialVelocity: 40.0, epsilon: 0.02)
        var model = EffectModel.Spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 2)
        model.origin = .physical
        #expect(pushed == model.settlingDuration && pushed != spring.settlingDuration)
        for (duration, ratio) in [(1.0, 0.5), (0.6, 0.8), (0.8, 1.0)] {
            let made = EffectKit.Spring(settlingDuration: duration, dampingRatio: ratio)
            #expect(Self.close(made.dampingRatio, ratio, 1e-9))
            #expect(Self.close(made.settlingDuration, duration, 0.02), "\(ratio): \(made.settlingDuration)")
        }
    }

    /// SwiftUI's curves are Core Animation's Béziers; `timingCurve` takes its control points.
    @Test func curvesAreTheNamedBeziers() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(Self.close(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-9))
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        #expect(custom == .easeInOut && Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.3) == .easeInOut(duration: 0.3))
        #expect(Self.close(UnitCurve.linear.velocity(at: 0.5), 1, 1e-6))
        #expect(Animation.linear == .linear(duration: 0.35) && Animation.easeOut == .easeOut(duration: 0.35))
    }

    /// One view, one change at 0.1 s inside `body`: the recorded document.
    static func record(_ change: @escaping @MainActor (UIView) -> Void) -> (EffectDocument, EffectModel.Animation?) {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        view.accessibilityIdentifier = "box"
        stage.addSubview(view)
        stage.run(at: 0.1) { change(view) }
        let document = stage.record(name: "swiftui", duration: 2)
        let animations = document.animations.compactMap { entry -> EffectModel.Animation? in
            if case .core(let animation, _) = entry.content { return animation }
            return nil
        }
        return (document, animations.first)
    }

    static func number(_ document: EffectDocument, _ keyPath: AnimatableKeyPath, at t: Double) throws -> Double? {
        if case .number(let n) = Sampler(scene: try Scene(document: document)).value(keyPath, of: "box", at: t) { return n }
        return nil
    }

    /// `withAnimation(.spring(duration: 0.4, bounce: 0.3)) { view.transform = … }` records the CASpringAnimation
    /// SwiftUI's spring is (perceptual 0.4 s, bounce 0.3, running until it settles), and the scale follows the spring.
    @Test func withAnimationRecordsASpring() throws {
        let (document, recorded) = Self.record { view in
            withAnimation(.spring(duration: 0.4, bounce: 0.3)) { view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) }
        }
        let animation = try #require(recorded)
        guard case .spring(let spring, let from, let to, _) = animation.kind else {
            Issue.record("not a spring: \(animation.kind)")
            return
        }
        #expect(animation.keyPath == .scale && from == .number(1) && to == .number(1.5))
        #expect(spring.origin == .perceptual(duration: 0.4, bounce: 0.3))
        #expect(Self.close(animation.timing.duration ?? 0, spring.settlingDuration, 1e-9))
        let swiftUI = EffectKit.Spring(duration: 0.4, bounce: 0.3)
        for t in [0.05, 0.15, 0.4] {
            let scale = try #require(try Self.number(document, .scale, at: 0.1 + t))
            #expect(Self.close(scale, 1 + swiftUI.value(target: 0.5, time: t), 1e-6), "at \(t): \(scale)")
        }
    }

    /// A curve with a delay: `easeOut(duration: 0.3).delay(0.1)` holds for 0.1 s, then eases; `completion` runs once.
    @Test func withAnimationRecordsACurveWithItsDelayAndCompletion() throws {
        nonisolated(unsafe) var completions = 0
        let (document, recorded) = Self.record { view in
            withAnimation(.easeOut(duration: 0.3).delay(0.1)) {
                view.alpha = 0
            } completion: {
                completions += 1
            }
        }
        let animation = try #require(recorded)
        #expect(animation.timingFunction == .easeOut && animation.timing.duration == 0.3)
        #expect(try Self.number(document, .opacity, at: 0.15) == 1)
        let halfway = try #require(try Self.number(document, .opacity, at: 0.35))
        #expect(Self.close(halfway, 1 - TimingFunction.easeOut.value(at: 0.5), 1e-6))
        #expect(try Self.number(document, .opacity, at: 0.6) == 0)
        #expect(completions == 1)
    }

    /// `repeatCount(3, autoreverses: true)` is three legs: there, back, there (Core Animation's 1.5 cycles); then the
    /// new value stays.
    @Test func repeatCountCountsTheWayBack() throws {
        let (document, recorded) = Self.record { view in
            UIView.animate(.linear(duration: 0.2).repeatCount(3, autoreverses: true)) { view.alpha = 0 }
        }
        let animation = try #require(recorded)
        #expect(animation.timing.repeatCount == 1.5 && animation.timing.autoreverses)
        for (t, opacity) in [(0.05, 0.75), (0.25, 0.25), (0.35, 0.75), (0.45, 0.75), (0.65, 0.0)] {
            let value = try #require(try Self.number(document, .opacity, at: 0.1 + t))
            #expect(Self.close(value, opacity, 1e-6), "at \(t): \(value)")
        }
    }

    /// `speed(2)` plays twice as fast, its delay too when it comes after; no animation makes the change at once.
    @Test func speedAndNoAnimation() throws {
        let (document, recorded) = Self.record { view in
            withAnimation(.linear(duration: 0.4).delay(0.2).speed(2)) { view.alpha = 0 }
        }
        let animation = try #require(recorded)
        #expect(animation.timing.speed == 2)
        #expect(try Self.number(document, .opacity, at: 0.19) == 1)
        let halfway = try #require(try Self.number(document, .opacity, at: 0.1 + 0.1 + 0.1))
        #expect(Self.close(halfway, 0.5, 1e-6))
        let (instant, none) = Self.record { view in withAnimation(nil) { view.alpha = 0.3 } }
        #expect(none == nil)
        #expect(try Self.number(instant, .opacity, at: 0.2) == 0.3)
    }

    /// Apple's declarations called as Apple documents them, labels and defaults (the table is what is checked):
    /// each gives the spring or curve its documentation names.
    @Test func declarationsTakeApplesArgumentsAndDefaults() {
        let table: [(call: String, animation: EffectKit.Animation, expected: EffectKit.Animation)] = [
            ("spring()", .spring(), .spring(EffectKit.Spring(duration: 0.5, bounce: 0))),
            ("spring", .spring, .spring(EffectKit.Spring(duration: 0.5, bounce: 0))),
            ("spring(response: 0.3)", .spring(response: 0.3), .spring(EffectKit.Spring(response: 0.3, dampingRatio: 0.825))),
            (
                "spring(duration: 0.4, bounce: 0.3, blendDuration: 0)", .spring(duration: 0.4, bounce: 0.3, blendDuration: 0),
                .spring(.init(duration: 0.4, bounce: 0.3))
            ),
            (
                "interactiveSpring(response:dampingFraction:)", .interactiveSpring(response: 0.15, dampingFraction: 0.86),
                .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
            ),
            ("interactiveSpring", .interactiveSpring, .spring(duration: 0.15, bounce: 0, blendDuration: 0.25)),
            (
                "interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(stiffness: 170, damping: 15),
                .interpolatingSpring(EffectKit.Spring(mass: 1, stiffness: 170, damping: 15))
            ),
            ("interpolatingSpring", .interpolatingSpring, .interpolatingSpring(EffectKit.Spring(duration: 0.5, bounce: 0))),
            ("smooth(duration: 0.3)", .smooth(duration: 0.3), .spring(.smooth(duration: 0.3))),
            (
                "timingCurve(0.2, 0, 0, 1)", .timingCurve(0.2, 0, 0, 1),
                .timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1)), duration: 0.35)
            ),
            ("easeInOut.repeatForever()", .easeInOut.repeatForever(), .easeInOut(duration: 0.35).repeatForever(autoreverses: true)),
            ("linear.repeatCount(2)", .linear.repeatCount(2), .linear.repeatCount(2, autoreverses: true)),
        ]
        for row in table { #expect(row.animation == row.expected, "\(row.call)") }
        #expect(Animation.linear.delay(0.25).delay(0.5) == Animation.linear.delay(0.75))
        #expect("\(Animation.bouncy.delay(0.1).repeatCount(3))" == "spring(duration: 0.5, bounce: 0.3), delay 0.1 s, 3 legs autoreversing")
        #expect(Animation.linear.delay(0.2).speed(2) == Animation.linear.speed(2).delay(0.1))
    }

    /// A control written with SwiftUI's API, tapped at 0.1 s (up at 0.1 + 1/60 s): its scale springs on `.bouncy(duration:
    /// 0.4)` until settled, then the completion eases its opacity to 0.6 over 0.2 s.
    @Test func aControlAnimatedWithSwiftUIsAPIRecordsItsChain() throws {
        let stage = EffectStage(width: 100, height: 100)
        let control = SwiftUIAnimatedControl(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        control.accessibilityIdentifier = "box"
        stage.addSubview(control)
        stage.tap(control, at: 0.1)
        let document = stage.record(name: "swiftui-control", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(control.settledTaps == 1)
        let spring = EffectKit.Spring.bouncy(duration: 0.4)
        let up = 0.1 + 1.0 / 60
        let scale = try #require(try Self.number(document, .scale, at: up + 0.1))
        #expect(Self.close(scale, 1 + spring.value(target: 0.2, time: 0.1), 1e-6), "\(scale)")
        let fadeStart = up + spring.settlingDuration
        #expect(try Self.number(document, .opacity, at: fadeStart - 0.01) == 1)
        let halfway = try #require(try Self.number(document, .opacity, at: fadeStart + 0.1))
        #expect(Self.close(halfway, 0.8, 1e-3), "\(halfway)")
        #expect(try Self.number(document, .opacity, at: 1.9) == 0.6)
    }
}
