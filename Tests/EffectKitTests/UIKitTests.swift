import EffectCompositions
import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// UIKit's animation rules on the stage against hand-worked values.
@MainActor @Suite struct UIKitTests {
    static func value(_ document: EffectDocument, _ keyPath: AnimatableKeyPath, of id: String, at t: Double) throws -> AnimatableValue? {
        Sampler(scene: try Scene(document: document)).value(keyPath, of: id, at: t)
    }

    static func point(_ value: AnimatableValue?) -> CGPoint? {
        if case .point(let p) = value { return CGPoint(x: p.x, y: p.y) }
        return nil
    }

    static func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    /// A `@MainActor` control with its own `init(frame:)` schedules `[weak self]` work with `asyncAfter` (Swift 6
    /// mode): dimmed at the tap's end (0.1 + 1/60 s), fading back from 0.2 s after it over 0.1 s (`easeInOut`,
    /// halfway at the middle).
    @Test func aMainActorControlSchedulesWorkOnTheStage() throws {
        let stage = EffectStage(width: 100, height: 100)
        let control = PulseControl(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        control.accessibilityIdentifier = "pulse"
        stage.addSubview(control)
        stage.tap(control, at: 0.1)
        let document = stage.record(name: "pulse", duration: 0.6)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let up = 0.1 + 1.0 / 60
        for (t, opacity) in [(up - 0.01, 1.0), (up + 0.1, 0.5), (up + 0.25, 0.75), (up + 0.31, 1)] {
            guard case .number(let value) = try Self.value(document, .opacity, of: "pulse", at: t) else {
                Issue.record("no opacity at \(t)")
                continue
            }
            #expect(abs(value - opacity) < 1e-9, "at \(t): \(value)")
        }
    }

    /// A recorded layer is named by the stored property holding its view or it (a lazy one by its own name), before
    /// the view's accessibility identifier, before `layer.name`; a layer given none is numbered by its class.
    @Test func recordedLayersKeepTheNamesTheCodeGivesThem() {
        final class NamedViewController: UIViewController {
            let plusButton = UIButton()
            private lazy var badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let glow = CAGradientLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                plusButton.layer.name = "second-choice"
                view.addSubview(plusButton)
                view.addSubview(badge)
                let tagged = UIView()
                tagged.accessibilityIdentifier = "tagged"
                tagged.layer.name = "second-choice"
                view.addSubview(tagged)
                let named = UIView()
                named.layer.name = "named"
                view.addSubview(named)
                view.addSubview(UIView())
                view.layer.addSublayer(glow)
            }
        }
        let stage = EffectStage(width: 100, height: 100)
        stage.present(NamedViewController())
        let button = RippleableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        stage.addSubview(button)
        let document = stage.record(name: "names", duration: 0.1)
        #expect(document.layers.map(\.id) == ["layer-1", "layer-3"])
        #expect(document.layers.first?.sublayers.map(\.id) == ["plusButton", "badge", "tagged", "named", "layer-2", "glow"])
        #expect(document.layers.last?.sublayers.map(\.id) == ["rippleView", "text-1"])
    }

    /// A view's layer jumps to a new value; a layer of its own animates there in 0.25 s on `default`.
    @Test func onlyAStandaloneLayerAnimatesImplicitly() throws {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.name = "view"
        let sublayer = CALayer()
        sublayer.name = "sublayer"
        view.layer.addSublayer(sublayer)
        stage.addSubview(view)
        stage.run(at: 0.5) {
            view.layer.opacity = 0
            sublayer.opacity = 0
        }
        let document = stage.record(name: "implicit", duration: 1)
        #expect(try Self.value(document, .opacity, of: "view", at: 0.5 + 1e-6) == .number(0))
        #expect(try Self.value(document, .opacity, of: "sublayer", at: 0.625) == .number(1 - 0.802403387584857))
    }

    /// `isHidden` changes at once — at a document time, and inside an animation block, where UIKit does not animate it
    /// — and is recorded as an action; an animation on `hidden` is a problem, not an animation.
    @Test func hidingAViewIsAnActionAtItsMoment() throws {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.name = "view"
        stage.addSubview(view)
        stage.run(at: 0.2) { view.isHidden = true }
        stage.run(at: 0.6) {
            UIView.animate(withDuration: 0.3) {
                view.isHidden = false
                view.alpha = 0.5
            }
            let blink = CABasicAnimation(keyPath: "hidden")
            blink.fromValue = true
            blink.toValue = false
            view.layer.add(blink, forKey: "blink")
        }
        let document = stage.record(name: "hide", duration: 1)
        let hidden = { (t: Double) in try Self.value(document, .hidden, of: "view", at: t) }
        #expect(try hidden(0.19) == .number(0) && hidden(0.2) == .number(1) && hidden(0.6) == .number(0))
        #expect(document.actions.count == 2)
        guard case .view(let call) = try #require(document.animations.first).content else {
            Issue.record("no view call")
            return
        }
        #expect(call.changes.map(\.keyPath) == [.opacity])
        #expect(stage.problems.count == 1 && stage.problems[0].contains("\"hidden\" is not a key path the document animates"))
    }

    /// Since iOS 8 a view's geometry animates additively: a second move while the first runs adds to it. With
    /// `beginFromCurrentState` it starts where the view shows and covers what runs.
    @Test(arguments: [false, true]) func aSecondMoveAddsToTheFirstOrStartsFromWhatShows(fromCurrentState: Bool) throws {
        let stage = EffectStage(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        view.layer.name = "view"
        stage.addSubview(view)
        stage.run(at: 0) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center = CGPoint(x: 150, y: 50) }
        }
        stage.run(at: 0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: fromCurrentState ? [.curveLinear, .beginFromCurrentState] : .curveLinear) {
                view.center = CGPoint(x: 150, y: 150)
            }
        }
        let document = stage.record(name: "additive", duration: 2)
        let position = { (t: Double) in Self.point(try Self.value(document, .position, of: "view", at: t)) }
        if fromCurrentState {
            // From (100, 50), where it shows at 0.5, to (150, 150): at 0.75 a quarter of the way, at 1 half.
            #expect(Self.close(try position(0.75), CGPoint(x: 112.5, y: 75)))
            #expect(Self.close(try position(1), CGPoint(x: 125, y: 100)))
        } else {
            // The first: (−100, 0) → 0 over 0…1; the second: (0, −100) → 0 over 0.5…1.5; the model at (150, 150).
            #expect(Self.close(try position(0.75), CGPoint(x: 125, y: 75)))
            #expect(Self.close(try position(1), CGPoint(x: 150, y: 100)))
        }
        #expect(Self.close(try position(1.5), CGPoint(x: 150, y: 150)))
    }

    /// A constraint's constant changed inside an animation block, laid out there, animates the frame.
    @Test func aConstraintChangedInABlockAnimatesTheFrame() throws {
        let stage = EffectStage(width: 300, height: 100)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let bar = UIView()
        bar.layer.name = "bar"
        bar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(bar)
        let width = bar.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            bar.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        stage.addSubview(container)
        stage.run(at: 0.2) {
            width.constant = 200
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.layoutIfNeeded() }
        }
        let document = stage.record(name: "constraint", duration: 1.5)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(try Self.value(document, .bounds, of: "bar", at: 0.1) == .rect(Rect(0, 0, 100, 10)))
        // Half way at 0.7: 150 wide, its centre (leading 20 + half the width) at 95.
        #expect(try Self.value(document, .bounds, of: "bar", at: 0.7) == .rect(Rect(0, 0, 150, 10)))
        #expect(Self.close(Self.point(try Self.value(document, .position, of: "bar", at: 0.7)), CGPoint(x: 95, y: 50)))
        #expect(try Self.value(document, .bounds, of: "bar", at: 1.3) == .rect(Rect(0, 0, 200, 10)))
    }

    /// `UIControl` tracks a finger: highlighted inside and within 70 pt of its bounds, `touchUpInside` only there.
    @Test func aControlTracksTheFingerWithUIKitsMargin() throws {
        final class Probe: UIControl {
            var log: [String] = []
            override var isHighlighted: Bool { didSet { log.append("highlighted \(isHighlighted)") } }
        }
        let stage = EffectStage(width: 400, height: 200)
        let control = Probe(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        control.addAction(UIAction { _ in control.log.append("up inside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in control.log.append("up outside") }, for: .touchUpOutside)
        stage.addSubview(control)
        stage.touch(control, at: CGPoint(x: 50, y: 20), down: 0.1, moves: [(0.2, CGPoint(x: 160, y: 20)), (0.3, CGPoint(x: 180, y: 20))], up: 0.4)
        stage.touch(control, at: CGPoint(x: 50, y: 20), down: 0.5, moves: [(0.6, CGPoint(x: 200, y: 20))], up: 0.7)
        _ = stage.record(name: "tracking", duration: 1)
        // 160 is 60 pt past the right edge (100): still inside the margin; 180 is past it.
        #expect(control.log == ["highlighted true", "highlighted false", "up outside", "highlighted true", "highlighted false", "up outside"])
    }

    /// A tap given in stage coordinates reaches the frontmost view there that takes touches, as UIKit's `hitTest`.
    @Test func aTapOnTheStageIsHitTested() throws {
        final class Counter: UIView {
            var touches = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
        }
        let stage = EffectStage(width: 200, height: 200)
        let (back, front, hidden) = (
            Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), Counter(frame: CGRect(x: 50, y: 50, width: 50, height: 50)),
            Counter(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        )
        (back.layer.name, front.layer.name, hidden.layer.name) = ("back", "front", "hidden")
        hidden.isHidden = true
        stage.addSubview(back)
        back.addSubview(front)
        back.addSubview(hidden)
        stage.tap(at: CGPoint(x: 60, y: 60), time: 0.1)
        stage.tap(at: CGPoint(x: 10, y: 10), time: 0.2)
        let document = stage.record(name: "hits", duration: 0.5)
        #expect((back.touches, front.touches, hidden.touches) == (1, 1, 0))
        #expect(document.interactions.map(\.layerID) == ["front", "back"])
        // The point in the touched layer's coordinates.
        guard case .tap(let p) = document.interactions[0].events[0].event else {
            Issue.record("not a tap")
            return
        }
        #expect(p == Point(10, 10))
    }

    /// `UIViewPropertyAnimator` with a curve runs as `UIView.animate` with it: linear 1 s from 0.2, half way at 0.7, its
    /// completion told `.end` at 1.2.
    @Test func aPropertyAnimatorRunsAsUIViewAnimate() throws {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.name = "view"
        stage.addSubview(view)
        var ended: (Double, UIViewAnimatingPosition)?
        stage.run(at: 0.2) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position in ended = (CACurrentMediaTime(), position) }
            animator.startAnimation()
        }
        let document = stage.record(name: "animator", duration: 1.5)
        #expect(try Self.value(document, .opacity, of: "view", at: 0.7) == .number(0.5))
        #expect(ended?.0 == 1.2 && ended?.1 == .end)
    }

    /// `UIViewPropertyAnimator(duration:timingParameters:)` runs as `UIView.animate`: spring parameters as its spring
    /// form (damping ratio, the vector's `dx` as the initial velocity), cubic ones as its curve option.
    @Test func timingParametersTimeAPropertyAnimatorAsUIKitDoes() throws {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.name = "view"
        stage.addSubview(view)
        stage.run(at: 0.2) {
            let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 0.3, dy: 0))
            let move = UIViewPropertyAnimator(duration: 0.6, timingParameters: spring)
            move.addAnimations { view.center = CGPoint(x: 60, y: 25) }
            move.startAnimation()
            let fade = UIViewPropertyAnimator(duration: 0.4, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
            fade.addAnimations { view.alpha = 0.5 }
            fade.startAnimation()
        }
        let document = stage.record(name: "parameters", duration: 1)
        let calls = document.animations.compactMap { entry -> ViewAnimation? in if case .view(let call) = entry.content { call } else { nil } }
        #expect(calls.count == 2)
        #expect(calls.first?.duration == 0.6 && calls.first?.spring?.dampingRatio == 0.5 && calls.first?.spring?.initialVelocity == 0.3)
        #expect(calls.last?.duration == 0.4 && calls.last?.options == [.curveEaseIn] && calls.last?.spring == nil)
    }

    /// The like button of issue 42 as an app writes it: an image view showing `heart`, a tap that dissolves it to a pink
    /// `heart.fill` in 0.2 s (`UIView.transition`, `.transitionCrossDissolve`) while it springs from 0.8× to 1×
    /// (`UIView.animate(springDuration: 0.4, bounce: 0.5)`) and a medium impact is felt. Hand-worked: half-way through the dissolve (ease in and
    /// out, symmetric) both hearts show at half opacity; the old one then goes; the scale is 0.8 at the tap and 1 once
    /// settled, on a perceptual spring of 0.4 s, bounce 0.5.
    @Test func theLikeButtonAsAnAppWritesItRecordsItsMotion() throws {
        @MainActor final class LikeButton: UIControl {
            let heart = UIImageView(image: UIImage(systemName: "heart"))
            private(set) var isLiked = false

            override init(frame: CGRect) {
                super.init(frame: frame)
                heart.layer.name = "heart"
                heart.frame = bounds
                heart.contentMode = .scaleAspectFit
                heart.tintColor = .systemGray
                addSubview(heart)
                addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func toggle() {
                isLiked.toggle()
                UIView.transition(with: heart, duration: 0.2, options: .transitionCrossDissolve) {
                    self.heart.image = UIImage(systemName: self.isLiked ? "heart.fill" : "heart")
                    self.heart.tintColor = self.isLiked ? .systemPink : .systemGray
                }
                heart.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                UIView.animate(springDuration: 0.4, bounce: 0.5) { self.heart.transform = .identity }
                UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                // No second tap until it settles, as an app guards it: `[weak self]` work from a main-actor control
                // (EffectKit's queue named in full: this file imports Foundation too, docs/effectkit.md).
                isEnabled = false
                EffectKit.DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in self?.isEnabled = true }
            }
        }
        let stage = EffectStage(width: 100, height: 100)
        let button = LikeButton(frame: CGRect(x: 26, y: 26, width: 48, height: 48))
        button.layer.name = "like"
        stage.addSubview(button)
        stage.touch(button, at: CGPoint(x: 24, y: 24), down: 0.1, up: 0.2)
        let document = stage.record(name: "like-button", duration: 1.5)
        #expect(button.isEnabled)
        // The haptic is the document's, with its moment, and the spec states it.
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(document.feedback == [Feedback(.haptic, "medium impact", at: 0.2)])
        let headings = MotionSpec(scene: try Scene(document: document), document: document).triggers.map(MotionSpec.heading)
        #expect(headings.contains("Haptic: medium impact at 200 ms"), "\(headings)")
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)).feedback == document.feedback)
        let opacity = { (id: String, t: Double) -> Double? in
            if case .number(let n) = try Self.value(document, .opacity, of: id, at: t) { return n }
            return nil
        }
        #expect(abs(try #require(try opacity("heart/symbol-before", 0.3)) - 0.5) < 1e-6)
        #expect(abs(try #require(try opacity("heart/symbol", 0.3)) - 0.5) < 1e-6)
        #expect(try opacity("heart/symbol", 0.45) == 1)
        #expect(!Sampler(scene: try Scene(document: document)).isInTree("heart/symbol-before", at: 0.45))
        let symbol = try #require(Sampler(scene: try Scene(document: document)).layer("heart/symbol", at: 1))
        #expect(symbol.shapeContent?.fillColor == EffectModel.Color.named["systemPink"] && (symbol.shapeContent?.strokeColor?.alpha ?? 0) == 0)
        #expect(try Self.value(document, .scale, of: "heart", at: 0.2) == .number(0.8))
        guard case .number(let settled) = try Self.value(document, .scale, of: "heart", at: 1.4) else {
            Issue.record("no scale")
            return
        }
        #expect(abs(settled - 1) < 1e-3)
        let springs = document.animations.compactMap { entry -> EffectModel.Spring? in
            if case .core(let animation, _) = entry.content, case .spring(let spring, _, _, _) = animation.kind { return spring }
            return nil
        }
        #expect(springs.count == 1 && springs.first?.origin == .perceptual(duration: 0.4, bounce: 0.5))
    }
}
