import EffectCompositions
import EffectEngine
import EffectKit
import EffectModel
import Testing

@testable import EffectExport

/// What caused a recorded motion: code a touch handler sets going is filed under that touch, and a loop that
/// re-animates itself from its completion reads as the repeating motion it is.
extension MotionSpecTests {
    /// The spec of what `stage` recorded over `duration` seconds.
    @MainActor static func recordedSpec(_ stage: EffectStage, duration: Double) throws -> MotionSpec {
        let document = stage.record(name: "recorded", duration: duration)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document, "the recording reads back as written")
        return MotionSpec(scene: try Scene(document: document), document: document)
    }

    @Test @MainActor func workATapHandlerSchedulesIsListedUnderTheTap() throws {
        let stage = EffectStage(width: 200, height: 200)
        nonisolated(unsafe) let badge = CALayer()
        badge.name = "badge"
        badge.frame = CGRect(x: 80, y: 80, width: 40, height: 40)
        stage.addSublayer(badge)
        stage.tap(
            badge, at: 0.1,
            onTouchDown: {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
                    let grow = CABasicAnimation(keyPath: "transform.scale")
                    grow.fromValue = 1
                    grow.toValue = 1.5
                    grow.duration = 0.2
                    badge.add(grow, forKey: "grow")
                    badge.opacity = 0.5  // an action, with the implicit animation of a standalone layer
                }
            })
        let spec = try Self.recordedSpec(stage, duration: 0.6)
        #expect(spec.triggers.map(\.kind) == [.tap], "\(spec.triggers.map(\.label))")
        let tap = try #require(spec.triggers.first)
        #expect(tap.at == 100)
        let scale = try #require(tap.motions.first { $0.keyPath == .scale })
        #expect(scale.delay == 150 && scale.duration == 200)
        let fade = try #require(tap.motions.first { $0.keyPath == .opacity })
        #expect(fade.delay == 150)
    }

    @Test @MainActor func aTimerAndACompletionInheritTheTouchThatStartedThem() throws {
        let stage = EffectStage(width: 200, height: 200)
        nonisolated(unsafe) let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
        stage.addSublayer(dot)
        stage.touch(
            dot, down: 0.2, up: 0.5,
            onTouchUp: {
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
                    CATransaction.begin()
                    CATransaction.setCompletionBlock { dot.position = CGPoint(x: 50, y: 50) }
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 1
                    fade.toValue = 0
                    fade.duration = 0.25
                    dot.add(fade, forKey: nil)
                    CATransaction.commit()
                }
            })
        let document = stage.record(name: "dot", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        // Added at the touch up, begun 100 ms after it: the document's form of an animation added then.
        #expect(document.animations.map(\.trigger) == [.touchUp("touch-1")] && document.animations[0].addedAfter == 0)
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
        let moved = try #require(document.actions.last)
        #expect(moved.trigger == .touchUp("touch-1"))
        #expect(abs(moved.delay - 0.35) < 1e-12)
        let spec = MotionSpec(scene: try Scene(document: document), document: document)
        let up = try #require(spec.triggers.first { $0.kind == .touchUp })
        #expect(up.at == 500 && up.motions.map(\.delay) == [100, 350])
    }

    @Test @MainActor func theWaveSeedsCompletionLoopReadsForEver() throws {
        let stage = EffectStage(width: 240, height: 240)
        let controller = WaveController()
        stage.present(controller)
        let document = stage.record(name: "wave", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(document.animations.count == 1, "one call that repeats, not \(document.animations.count) legs")
        let spec = MotionSpec(scene: try Scene(document: document), document: document)
        #expect(spec.triggers.map(\.kind) == [.start])
        let rows = spec.triggers.flatMap(\.motions).filter { $0.keyPath == .bounds }
        #expect(rows.count == 1)
        let grow = try #require(rows.first)
        #expect(MotionSpec.repeats(grow) == "for ever, 500 ms each way")
        #expect(grow.repeat?.count == .infinity && grow.repeat?.autoreverses == true)
    }

    @Test @MainActor func aChainWhoseCurveDoesNotPlayBackwardsStaysLegByLeg() throws {
        let stage = EffectStage(width: 240, height: 240)
        let controller = WaveController(curve: .curveEaseIn)
        stage.present(controller)
        let document = stage.record(name: "wave", duration: 2)
        // Ease-in both ways is not ease-in played backwards: autoreversing would change the way back.
        #expect(document.animations.count > 3)
    }
}

/// Seed 003's wave (the article's code, Auto Layout and all), with the curve as a parameter.
private final class WaveController: UIViewController {
    let curve: UIView.AnimationOptions
    let halo = UIView()

    init(curve: UIView.AnimationOptions = .curveEaseInOut) {
        self.curve = curve
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        halo.backgroundColor = .blue
        halo.alpha = 0.15
        halo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(halo)
        size(120)
        animate(true)
    }

    private func size(_ side: CGFloat) {
        halo.removeConstraints(halo.constraints)
        NSLayoutConstraint.activate([
            halo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            halo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            halo.widthAnchor.constraint(equalToConstant: side),
            halo.heightAnchor.constraint(equalToConstant: side),
        ])
    }

    private func animate(_ grow: Bool) {
        view.layoutIfNeeded()
        size(grow ? 170 : 120)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [curve, .beginFromCurrentState], animations: view.layoutIfNeeded,
            completion: { finished in
                guard finished else { return }
                self.animate(!grow)
            })
    }
}

/// SwiftUI's animation API on EffectKit's views, stated by the spec as the engineer wrote it.
extension MotionSpecTests {
    /// `withAnimation(.spring(duration: 0.4, bounce: 0.3))` on a tap: a spring of perceptual duration 400 ms and
    /// bounce 0.3, filed under the tap, running until it settles; `.easeOut(duration: 0.3).delay(0.1)`: ease-out,
    /// 300 ms, 100 ms after the tap.
    @Test @MainActor func swiftUIsAnimationsAreStatedAsWritten() throws {
        let stage = EffectStage(width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        stage.addSubview(card)
        stage.tap(
            card.layer, at: 0.1,
            onTouchDown: {
                withAnimation(.spring(duration: 0.4, bounce: 0.3)) { card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
                withAnimation(.easeOut(duration: 0.3).delay(0.1)) { card.alpha = 0.5 }
            })
        let spec = try Self.recordedSpec(stage, duration: 2)
        let tap = try #require(spec.triggers.first)
        #expect(tap.kind == .tap && tap.at == 100)
        let scale = try #require(tap.motions.first { $0.keyPath == .scale })
        guard case .spring(let feel) = scale.easing else {
            Issue.record("not a spring: \(scale.easing)")
            return
        }
        #expect(feel.duration == 400 && feel.bounce == 0.3 && scale.delay == 0)
        #expect(feel.words.hasPrefix("perceptual duration 400 ms, bounce 0.3, settles at"))
        let fade = try #require(tap.motions.first { $0.keyPath == .opacity })
        #expect(fade.delay == 100 && fade.duration == 300)
        #expect(fade.easing == .curve(.easeOut, .easeOut), "\(fade.easing)")
    }
}
