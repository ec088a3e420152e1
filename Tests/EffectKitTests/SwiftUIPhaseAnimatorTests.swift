import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// A dot that pulses on each tap: grows on an ease-out, then shrinks back on an ease-in.
private struct PulsingDot: View {
    @State private var taps = 0

    var body: some View {
        PhaseAnimator([false, true], trigger: taps) { grown in
            Circle()
                .fill(.blue)
                .frame(width: 40, height: 40)
                .scaleEffect(grown ? 1.5 : 1)
                .accessibilityIdentifier("dot")
        } animation: { grown in
            grown ? .easeOut(duration: 0.2) : .easeIn(duration: 0.3)
        }
        .onTapGesture { taps += 1 }
    }
}

/// A halo that breathes for ever: 1 → 1.2 → 1.4 → 1, 0.25 s linear each.
private struct BreathingHalo: View {
    var body: some View {
        PhaseAnimator([1.0, 1.2, 1.4]) { scale in
            Circle().frame(width: 40, height: 40).scaleEffect(scale).accessibilityIdentifier("halo")
        } animation: { _ in
            .linear(duration: 0.25)
        }
    }
}

/// `PhaseAnimator` moves its content through its phases with each phase's animation, one after the other.
@MainActor @Suite struct SwiftUIPhaseAnimatorTests {
    static func scale(_ sampler: Sampler, _ id: String, at t: Double) -> Double {
        if case .number(let n) = sampler.value(.scale, of: id, at: t) { return n }
        return .nan
    }

    /// A tap (up at 0.1 + 1/60 s) grows the dot to 1.5 over 0.2 s ease-out, then the completion shrinks it back over
    /// 0.3 s ease-in; both are filed under the tap.
    @Test func aTriggerPlaysEachPhaseOnce() throws {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(PulsingDot())
        stage.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
        let document = stage.record(name: "pulse", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let sampler = Sampler(scene: try Scene(document: document))
        let up = 0.1 + 1.0 / 60
        #expect(abs(Self.scale(sampler, "dot", at: up + 0.1) - (1 + 0.5 * TimingFunction.easeOut.value(at: 0.5))) < 1e-6)
        #expect(abs(Self.scale(sampler, "dot", at: up + 0.2) - 1.5) < 1e-6)
        #expect(abs(Self.scale(sampler, "dot", at: up + 0.35) - (1.5 - 0.5 * TimingFunction.easeIn.value(at: 0.5))) < 1e-6)
        #expect(Self.scale(sampler, "dot", at: 0.9) == 1)
        #expect(document.animations.allSatisfy { $0.trigger == .touchUp("touch-1") }, "\(document.animations.map(\.trigger))")
    }

    /// With no trigger the phases cycle from the start: 1.2 at 0.25 s, 1.4 at 0.5 s, 1 at 0.75 s, 1.2 at 1 s.
    @Test func withoutATriggerThePhasesCycle() throws {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(BreathingHalo())
        let document = stage.record(name: "halo", duration: 1.2)
        let sampler = Sampler(scene: try Scene(document: document))
        for (t, expected) in [(0.125, 1.1), (0.25, 1.2), (0.375, 1.3), (0.5, 1.4), (0.625, 1.2), (0.75, 1.0), (1.0, 1.2)] {
            #expect(abs(Self.scale(sampler, "halo", at: t) - expected) < 1e-6, "at \(t): \(Self.scale(sampler, "halo", at: t))")
        }
    }
}
