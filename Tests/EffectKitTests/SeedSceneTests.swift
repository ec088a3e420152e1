import EffectEngine
import EffectFiles
import EffectKit
import EffectModel
import Foundation
import Testing

/// The seeds' UIKit code, run on a stage, shows what their templates show: every presentation value of the touched
/// layers, sampled at 120 Hz over the review window, equal to the template's (to 1e-9).
@MainActor @Suite struct SeedSceneTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// Compares `keyPaths` of `pairs` (recorded id, template id) between the two documents.
    static func expectSameMotion(
        _ recorded: EffectDocument, _ template: String, pairs: [(String, String)], keyPaths: [AnimatableKeyPath],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let original = try EffectDocument(contentsOf: templates.appendingPathComponent("\(template).json"))
        let (a, b) = (Sampler(scene: try Scene(document: recorded)), Sampler(scene: try Scene(document: original)))
        let steps = Int((original.effectiveDuration * 120).rounded())
        var compared = 0
        for step in 0...steps {
            let t = Double(step) / 120
            for (mine, theirs) in pairs {
                for keyPath in keyPaths {
                    let (x, y) = (a.value(keyPath, of: mine, at: t), b.value(keyPath, of: theirs, at: t))
                    compared += 1
                    guard let x, let y else {
                        #expect(
                            x == nil && y == nil, "\(mine) \(keyPath) at \(t): \(String(describing: x)) vs \(String(describing: y))",
                            sourceLocation: sourceLocation)
                        continue
                    }
                    let close = zip(x.components, y.components).allSatisfy { abs($0 - $1) < 1e-9 } && x.components.count == y.components.count
                    #expect(close, "\(mine) \(keyPath) at \(t): \(x) vs \(y)", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(compared > 100, sourceLocation: sourceLocation)
    }

    /// Seed 001: a button whose `isHighlighted` runs `UIView.animate(withDuration: 0, …)`.
    @Test func aHighlightedButtonScalesAsTheTemplate() throws {
        let stage = EffectStage(width: 200, height: 200)
        let button = ScaleButton(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        button.layer.name = "button"
        button.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        button.layer.cornerRadius = 25
        stage.addSubview(button)
        stage.touch(button, at: CGPoint(x: 60, y: 60), down: 0.2, up: 0.6)
        let document = stage.record(name: "tap-highlight", duration: 0.8)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        try Self.expectSameMotion(document, "tap-highlight", pairs: [("button", "button")], keyPaths: [.scale, .opacity, .position])
        #expect(document.interactions.count == 1 && document.interactions[0].layerID == "button")
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
    }

    /// Seed 002, as the article writes it (target–action as `addAction`, `@objc` removed).
    @Test func theFloatingButtonOpensAndClosesAsTheTemplate() throws {
        let stage = EffectStage(width: 200, height: 260)
        let controller = FloatingButtonViewController()
        stage.present(controller)
        // The template toggles at 0.1 s and 1 s: touch up inside then.
        stage.tap(controller.fab, at: 0.1 - 1.0 / 60)
        stage.tap(controller.fab, at: 1 - 1.0 / 60)
        let document = stage.record(name: "floating-button", duration: 1.6)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        try Self.expectSameMotion(
            document, "floating-button", pairs: [("floatingButton", "fab"), ("writeButton", "fab/action-1")],
            keyPaths: [.rotation, .scale, .opacity, .position, .bounds, .backgroundColor, .cornerRadius])
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
    }

    /// Seed 000: the article's `RippleLayer` and `RippleView` (`@objc` removed), in a contained button as Rippleable
    /// makes it.
    @Test func theRippleSpreadsAndFadesAsTheTemplate() throws {
        let stage = EffectStage(width: 240, height: 96)
        let button = RippleableButton(frame: CGRect(x: 20, y: 24, width: 200, height: 48))
        button.layer.name = "button"
        stage.addSubview(button)
        stage.touch(button.rippleView, at: CGPoint(x: 60, y: 30), down: 0.05, up: 0.45)
        let document = stage.record(name: "ripple-contained", duration: 0.7)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let ripple = try #require(
            document.actions.compactMap { action -> String? in
                if case .addLayer(let layer, _) = action.change { return layer.id }
                return nil
            }.first)
        try Self.expectSameMotion(
            document, "ripple-contained", pairs: [(ripple, "button/ripple-1")],
            keyPaths: [.opacity, .scale, .position, .bounds, .path, .fillColor])
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
    }

    /// Seed 003: the wave re-animates itself from its completion, through Auto Layout, as the article writes it.
    @Test func theWavePulsesAsTheTemplate() throws {
        let stage = EffectStage(width: 240, height: 240)
        let controller = WaveViewController()
        stage.present(controller)
        let document = stage.record(name: "wave-pulse", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        try Self.expectSameMotion(
            document, "wave-pulse", pairs: [("waveView", "wave/wave"), ("contentsView", "wave/content")],
            keyPaths: [.bounds, .cornerRadius, .opacity, .backgroundColor])
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
        // The completion loop is written as the one call that repeats for ever, not unrolled over the recording.
        let halo = document.animations.filter { $0.layerID == "waveView" }
        #expect(halo.count == 1)
        guard case .view(let call) = halo.first?.content else { return #expect(Bool(false), "no UIView.animate call on the halo") }
        #expect(call.options.isSuperset(of: [.repeat, .autoreverse]) && call.duration == 0.5)
    }

    /// Seed 004 as the article writes it: the storyboard's constraints (centre, width 100 as the outlet, the 1:1 aspect
    /// ratio as `heightAnchor.constraint(equalTo: widthAnchor, multiplier: 1)`) solved on each layout pass, so the view
    /// grows 100 × 100 → 200 × 200 about its centre while the gradient keeps its first frame and scales about its own.
    @Test func theGradientGrowsAndDriftsAsTheTemplate() throws {
        let stage = EffectStage(width: 300, height: 300)
        let controller = ViewController()
        stage.present(controller)
        // The template toggles at 0.1 s: touch up inside then.
        stage.tap(controller.button, at: 0.1 - 1.0 / 60)
        let document = stage.record(name: "gradient-pitfall", duration: 2.2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        try Self.expectSameMotion(
            document, "gradient-pitfall", pairs: [("gradientView", "gradient"), ("gradient", "gradient/gradient")],
            keyPaths: [.bounds, .position, .scale, .opacity, .backgroundColor])
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
    }
}
