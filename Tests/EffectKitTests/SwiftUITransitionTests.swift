import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// A badge an `if` shows and hides on a tap: with `transition`, under `withAnimation`.
private struct Notice: View {
    @State private var isShown = false
    let transition: AnyTransition

    var body: some View {
        ZStack {
            Color.gray.frame(width: 100, height: 100)
                .onTapGesture {
                    withAnimation(.easeOut(duration: 0.3)) { isShown.toggle() }
                }
            if isShown {
                Circle()
                    .fill(.red)
                    .frame(width: 20, height: 20)
                    .transition(transition)
                    .accessibilityIdentifier("badge")
            }
        }
    }
}

/// Views an animated change inserts or removes arrive and leave by their transition, as SwiftUI's do.
@MainActor @Suite struct SwiftUITransitionTests {
    static func record(_ transition: AnyTransition) throws -> (EffectDocument, Sampler) {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(Notice(transition: transition))
        stage.tap(at: CGPoint(x: 20, y: 20), time: 0.1)
        stage.tap(at: CGPoint(x: 20, y: 20), time: 1)
        let document = stage.record(name: "badge", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        return (document, Sampler(scene: try Scene(document: document)))
    }

    static func number(_ sampler: Sampler, _ keyPath: AnimatableKeyPath, at t: Double) -> Double? {
        if case .number(let n) = sampler.value(keyPath, of: "badge", at: t) { return n }
        return nil
    }

    /// `.scale.combined(with: .opacity)`: the badge is added when the finger lifts, growing from nothing and fading in
    /// over 0.3 s ease-out; the second tap shrinks and fades it, and it is removed when that ends.
    @Test func aCombinedTransitionGrowsInAndShrinksOut() throws {
        let (document, sampler) = try Self.record(AnyTransition.scale.combined(with: .opacity))
        let up = 0.1 + 1.0 / 60
        let added = document.actions.first { if case .addLayer(let layer, _) = $0.change { layer.id == "badge" } else { false } }
        #expect(added?.trigger == .touchUp("touch-1"))
        let eased = TimingFunction.easeOut.value(at: 0.5)
        let scale = try #require(Self.number(sampler, .scale, at: up + 0.15))
        #expect(abs(scale - (1e-4 + (1 - 1e-4) * eased)) < 1e-6, "\(scale)")
        let opacity = try #require(Self.number(sampler, .opacity, at: up + 0.15))
        #expect(abs(opacity - eased) < 1e-6, "\(opacity)")
        #expect(Self.number(sampler, .scale, at: 0.9) == 1 && Self.number(sampler, .opacity, at: 0.9) == 1)
        let leaving = try #require(Self.number(sampler, .opacity, at: 1 + 1.0 / 60 + 0.15))
        #expect(abs(leaving - (1 - eased)) < 1e-6, "\(leaving)")
        let removed = document.actions.first { if case .removeLayer("badge") = $0.change { true } else { false } }
        let removal = try #require(removed)
        #expect(removal.trigger == .touchUp("touch-2") && abs(removal.delay - 0.3) < 1e-9, "\(removal)")
    }

    /// `.move(edge: .leading)` comes in from its own width to the left; `.asymmetric` leaves by its removal (here
    /// `.offset(y: 30)`), and an unanimated view would be there at once.
    @Test func moveAndAsymmetricTransitionsOffsetTheView() throws {
        let (_, sampler) = try Self.record(.asymmetric(insertion: .move(edge: .leading), removal: .offset(y: 30)))
        let up = 0.1 + 1.0 / 60
        guard case .point(let start) = sampler.value(.position, of: "badge", at: up),
            case .point(let settled) = sampler.value(.position, of: "badge", at: 0.9)
        else {
            Issue.record("no position")
            return
        }
        #expect(start == Point(settled.x - 20, settled.y))
        guard case .point(let gone) = sampler.value(.position, of: "badge", at: 1 + 1.0 / 60 + 0.3 - 1e-6) else {
            Issue.record("no position while it leaves")
            return
        }
        #expect(abs(gone.y - (settled.y + 30)) < 1e-3 && gone.x == settled.x, "\(gone)")
    }
}
