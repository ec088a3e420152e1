import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// Core Animation's API on the stage against hand-worked values: implicit animations, transactions and their
/// completion blocks, delegates, keys, `presentation()`; and the recorded document plays as the code ran.
@MainActor @Suite struct CoreAnimationTests {
    /// `default`'s eased progress at half time, cubic-bezier(0.25, 0.1, 0.25, 1) solved at x = 0.5 (WebKit's
    /// UnitBezier gives the same to 1e-15).
    static let defaultAtHalf = 0.802403387584857

    /// The opacity the recorded document shows at `t`.
    static func opacity(_ document: EffectDocument, _ id: String, at t: Double) throws -> Double? {
        let sampler = Sampler(scene: try Scene(document: document))
        guard case .number(let n) = sampler.value(.opacity, of: id, at: t) else { return nil }
        return n
    }

    @Test func aStandaloneLayerAnimatesAChangeImplicitly() throws {
        let stage = EffectStage(width: 100, height: 100)
        let layer = CALayer()
        layer.name = "box"
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        layer.backgroundColor = UIColor.systemBlue.cgColor
        stage.addSublayer(layer)
        var shown: Float?
        stage.run(at: 0.5) { layer.opacity = 0 }
        stage.run(at: 0.625) { shown = layer.presentation()?.opacity }
        let document = stage.record(name: "implicit", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(layer.opacity == 0, "the model value changes at once")
        let expected = 1 - Self.defaultAtHalf
        #expect(abs(Double(shown ?? -1) - expected) < 1e-6, "presentation() at 0.625: \(String(describing: shown))")
        #expect(abs(try Self.opacity(document, "box", at: 0.625)! - expected) < 1e-12)
        #expect(try Self.opacity(document, "box", at: 0.75) == 0)
        #expect(try Self.opacity(document, "box", at: 0.49) == 1)
        // The document says it as the code did: an implicit change at 0.5 s.
        let text = try document.jsonText()
        #expect(text.contains(#""at": 0.5"#) && text.contains(#""implicit": true"#), "\(text)")
    }

    @Test func disabledActionsAndATransactionsDurationAreHonoured() throws {
        let stage = EffectStage(width: 100, height: 100)
        let (a, b) = (CALayer(), CALayer())
        (a.name, b.name) = ("a", "b")
        stage.addSublayer(a)
        stage.addSublayer(b)
        stage.run(at: 0.5) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            a.opacity = 0
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            b.opacity = 0
            CATransaction.commit()
        }
        let document = stage.record(name: "transactions", duration: 2)
        #expect(try Self.opacity(document, "a", at: 0.51) == 0)
        #expect(abs(try Self.opacity(document, "b", at: 0.75)! - 0.75) < 1e-12, "linear over 1 s: a quarter gone at 0.75")
        #expect(try Self.opacity(document, "b", at: 1.5) == 0)
    }

    /// A view's layer (here marked so by the view) takes no implicit animation: only standalone layers do.
    @Test func aLayerAddedAtThisMomentDoesNotAnimateItsFirstValues() throws {
        let stage = EffectStage(width: 100, height: 100)
        let dot = CAShapeLayer()
        dot.name = "dot"
        stage.run(at: 0.2) {
            stage.addSublayer(dot)
            dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            dot.opacity = 0.5
        }
        let document = stage.record(name: "arrival", duration: 1)
        #expect(try Self.opacity(document, "dot", at: 0.21) == 0.5)
        #expect(try Self.opacity(document, "dot", at: 0.1) == nil, "not there before it is added")
    }

    @Test func aTransactionsBlockRunsAfterItsLastAnimationAndDelegatesAreTold() throws {
        final class Log: CAAnimationDelegate {
            var lines: [String] = []
            func animationDidStart(_ anim: CAAnimation) { lines.append("start \(Self.time)") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag) \(Self.time)") }
            static var time: Int { Int(((CACurrentMediaTime() - EffectStage.mediaTimeOrigin) * 1000).rounded()) }
        }
        let log = Log()
        let stage = EffectStage(width: 100, height: 100)
        let layer = CALayer()
        layer.name = "box"
        stage.addSublayer(layer)
        stage.run(at: 0.2) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.lines.append("block \(Log.time)") }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 0.3
            fade.delegate = log
            layer.add(fade, forKey: "fade")
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 1
            grow.toValue = 2
            grow.duration = 0.1
            layer.add(grow, forKey: "grow")
            CATransaction.commit()
        }
        // Replaced under its key before it starts: told it stopped unfinished, never that it started; the new one runs.
        stage.run(at: 0.7) {
            let first = CABasicAnimation(keyPath: "opacity")
            first.duration = 0.5
            first.fromValue = 0
            first.delegate = log
            layer.add(first, forKey: "pulse")
            let second = CABasicAnimation(keyPath: "opacity")
            second.duration = 0.2
            second.fromValue = 0.2
            second.delegate = log
            layer.add(second, forKey: "pulse")
        }
        stage.run(at: 1.0) {
            let removed = CABasicAnimation(keyPath: "opacity")
            removed.duration = 1
            removed.delegate = log
            layer.add(removed, forKey: "removed")
            #expect(layer.animation(forKey: "removed") === removed)
        }
        stage.run(at: 1.25) { layer.removeAnimation(forKey: "removed") }
        let document = stage.record(name: "completions", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(
            log.lines == [
                "start 200", "stop true 500", "block 500",
                "stop false 700", "start 700", "stop true 900",
                "start 1000", "stop false 1250",
            ])
        #expect(try Self.opacity(document, "box", at: 0.35) == 0.75)
        #expect(abs(try Self.opacity(document, "box", at: 0.8)! - 0.6) < 1e-12, "0.2 → 1 over 0.2 s, half way")
        #expect(try Self.opacity(document, "box", at: 1.3) == 1, "removed at 1.25")
    }

    /// Animations added before the stage runs are added before the start, as the document's own are; one added from a
    /// completion block is added when the block runs, and fills only from then.
    @Test func theRecordedDocumentPlaysAsTheCodeRan() throws {
        let stage = EffectStage(width: 200, height: 100)
        let ripple = CAShapeLayer()
        ripple.name = "ripple"
        ripple.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        ripple.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 0, width: 100, height: 100)).cgPath
        ripple.fillColor = UIColor.systemBlue.withAlphaComponent(0.3).cgColor
        stage.addSublayer(ripple)
        var live: [Double: Float] = [:]
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.15
            fade.beginTime = CACurrentMediaTime() + 0.1
            fade.fillMode = .backwards
            ripple.add(fade, forKey: "fade")
            CATransaction.setCompletionBlock { ripple.removeFromSuperlayer() }
        }
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.2
        grow.toValue = 1
        grow.duration = 0.225
        grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
        ripple.add(grow, forKey: "grow")
        CATransaction.commit()
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            stage.run(at: t) { live[t] = ripple.presentation()?.opacity }
        }
        let document = stage.record(name: "ripple", duration: 0.8)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let sampler = Sampler(scene: try Scene(document: document))
        for (t, opacity) in live.sorted(by: { $0.key < $1.key }) where t < 0.45 {  // removed at 0.475
            guard case .number(let recorded) = sampler.value(.opacity, of: "ripple", at: t) else {
                Issue.record("no opacity at \(t)")
                continue
            }
            #expect(abs(recorded - Double(opacity)) < 1e-6, "opacity at \(t): \(recorded), live \(opacity)")
        }
        #expect(sampler.value(.opacity, of: "ripple", at: 0.3) == .number(1), "the fade waits 0.1 s after the block")
        #expect(sampler.value(.opacity, of: "ripple", at: 0.6) == nil, "removed when the fade's transaction ends")
        let reread = try EffectDocument(json: Array(try document.jsonText().utf8))
        #expect(reread == document)
        #expect(stage.record(name: "ripple", duration: 0.8) == document, "recording twice gives equal documents")
    }

    /// Code that re-adds an animation from its own completion at the same instant for ever stops at the stage's bound,
    /// and says so.
    @Test func aCompletionThatAnswersItselfForEverIsStopped() throws {
        final class Loop: CAAnimationDelegate {
            let layer: CALayer
            init(_ layer: CALayer) { self.layer = layer }
            func go() {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.duration = 0.1
                fade.beginTime = CACurrentMediaTime() - 10  // over before it is added: it ends at once
                fade.delegate = self
                layer.add(fade, forKey: "fade")
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { go() }
        }
        let stage = EffectStage(width: 10, height: 10)
        let layer = CALayer()
        stage.addSublayer(layer)
        let loop = Loop(layer)
        stage.run(at: 0.1) { loop.go() }
        let document = stage.record(name: "loop", duration: 1)
        #expect(stage.problems.last?.contains("more than \(EffectStage.maximumMoments) moments") == true, "\(stage.problems)")
        #expect(document.animations.count <= EffectStage.maximumMoments)
    }
}
