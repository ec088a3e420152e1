import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// Issue 42's everyday UIKit beyond the first pass: key-frame view animations, spring timing parameters, stack views,
/// gesture recognizers and accessibility values, against hand-worked values.
extension UIKitTests {
    static func number(_ document: EffectDocument, _ keyPath: AnimatableKeyPath, of id: String, at t: Double) throws -> Double? {
        if case .number(let n) = try value(document, keyPath, of: id, at: t) { return n }
        return nil
    }

    /// Apple's declarations called with the labels and defaults Apple documents (the table is what is checked): each
    /// row is the call as written in an app and what it must give.
    @Test func uikitDeclarationsTakeApplesArgumentsAndDefaults() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        let tap = UITapGestureRecognizer { _ in }
        let press = UILongPressGestureRecognizer { _ in }
        let table: [(declaration: String, holds: Bool)] = [
            ("UISpringTimingParameters() — damping ratio 4.56, at rest", abs(UISpringTimingParameters().dampingRatio - 4.56) < 0.005),
            ("UISpringTimingParameters(dampingRatio:)", UISpringTimingParameters(dampingRatio: 0.7).initialVelocity == .zero),
            (
                "UISpringTimingParameters(duration:bounce:) — ζ = 1 − bounce",
                abs(UISpringTimingParameters(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-9
            ),
            (
                "UISpringTimingParameters(duration:bounce:initialVelocity:)",
                UISpringTimingParameters(duration: 0.5, bounce: 0, initialVelocity: CGVector(dx: 2, dy: 0)).initialVelocity.dx == 2
            ),
            (
                "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)",
                abs(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero).dampingRatio - 0.5) < 1e-9
            ),
            ("UIStackView(arrangedSubviews:) — horizontal, spacing 0, fill, fill", stack.axis == .horizontal && stack.spacing == 0),
            ("UIStackView.alignment default .fill, distribution .fill", stack.alignment == .fill && stack.distribution == .fill),
            ("UIStackView.Alignment.top is .leading", UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing),
            ("UIStackView.Distribution raw values 0…4", UIStackView.Distribution.equalCentering.rawValue == 4),
            ("UITapGestureRecognizer — one tap, one touch", tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1),
            ("UIGestureRecognizer.cancelsTouchesInView default true", tap.cancelsTouchesInView && tap.isEnabled && tap.state == .possible),
            ("UILongPressGestureRecognizer — 0.5 s, 10 points", press.minimumPressDuration == 0.5 && press.allowableMovement == 10),
            ("UIGestureRecognizer.State.recognized is .ended", UIGestureRecognizer.State.recognized == .ended),
            (
                "UIView.KeyframeAnimationOptions.calculationModeDiscrete is 1 << 10",
                UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1024
            ),
            (
                "UIView.KeyframeAnimationOptions.calculationModeCubicPaced is 4 << 10",
                UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4096
            ),
            ("UIView.accessibilityValue default nil", UIView().accessibilityValue == nil),
        ]
        for row in table { #expect(row.holds, "\(row.declaration)") }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
        UIView.animateKeyframes(withDuration: 0.1, delay: 0, animations: {})
    }

    /// `animateKeyframes` as UIKit runs it, linear pace (a curve given through the options' raw value): the fade holds
    /// 1 until 0, reaches 0.5 at half time, 0 at the end; the move holds the centre until 0.25 and reaches x 60 at 0.75.
    /// At 0.2 + 0.25 s the fade is 0.75 and the centre 25; at 0.2 + 0.5 s 0.5 and 42.5; at 0.2 + 0.75 s 0.25, the centre 60.
    /// With the default options the whole is eased in and out (symmetric: still 0.5 at half time, 0.75 is not).
    @Test(arguments: [false, true]) func keyframesMoveAsUIKitsKeyframeAnimation(linear: Bool) throws {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.name = "view"
        stage.addSubview(view)
        var finished: Double?
        stage.run(at: 0.2) {
            let options = linear ? UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue) : []
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center = CGPoint(x: 60, y: 25) }
            } completion: { _ in
                finished = CACurrentMediaTime()
            }
        }
        let document = stage.record(name: "keyframes", duration: 1.5)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(finished == 1.2)
        let alpha = { (t: Double) in try Self.number(document, .opacity, of: "view", at: t) ?? .nan }
        #expect(abs(try alpha(0.7) - 0.5) < 1e-9)
        #expect(abs(try alpha(1.4)) < 1e-9)
        if linear {
            #expect(abs(try alpha(0.45) - 0.75) < 1e-9)
            #expect(abs(try alpha(0.95) - 0.25) < 1e-9)
            #expect(Self.close(Self.point(try Self.value(document, .position, of: "view", at: 0.45)), CGPoint(x: 25, y: 25)))
            #expect(Self.close(Self.point(try Self.value(document, .position, of: "view", at: 0.7)), CGPoint(x: 42.5, y: 25)))
            #expect(Self.close(Self.point(try Self.value(document, .position, of: "view", at: 0.95)), CGPoint(x: 60, y: 25)))
        } else {
            #expect(try alpha(0.45) > 0.75)
        }
        let keyframes = document.animations.compactMap { entry -> EffectModel.Keyframes? in
            if case .core(let animation, _) = entry.content, case .keyframe(let keyframes) = animation.kind { return keyframes }
            return nil
        }
        #expect(keyframes.count == 2)
        #expect(keyframes.first?.keyTimes == [0, 0.5, 1])
        #expect(keyframes.last?.keyTimes == [0, 0.25, 0.75, 1])
    }

    /// `.calculationModeDiscrete`: each value holds from its key time, so the fade is 1 until half time, then 0.5.
    @Test func discreteKeyframesHoldEachValue() throws {
        let stage = EffectStage(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.name = "view"
        stage.addSubview(view)
        UIView.animateKeyframes(withDuration: 1, delay: 0.1, options: .calculationModeDiscrete) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0.2 }
        }
        let document = stage.record(name: "discrete", duration: 1.5)
        for (t, expected) in [(0.05, 1.0), (0.5, 1), (0.65, 0.5), (0.9, 0.2), (1.4, 0.2)] {
            #expect(try Self.number(document, .opacity, of: "view", at: t) == expected, "at \(t)")
        }
    }

    /// A property animator on iOS 17's `UISpringTimingParameters(duration: 0.4, bounce: 0.3)` moves on that spring until
    /// it settles, its own duration (2 s) not used: x from 0 to 100 at 0.1 s past the start is 100 × (1 − displacement).
    @Test func springTimingParametersOfTheirOwnMoveUntilSettled() throws {
        let stage = EffectStage(width: 200, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.name = "view"
        stage.addSubview(view)
        var ended: Double?
        stage.run(at: 0.2) {
            let animator = UIViewPropertyAnimator(duration: 2, timingParameters: UISpringTimingParameters(duration: 0.4, bounce: 0.3))
            animator.addAnimations { view.center = CGPoint(x: 110, y: 10) }
            animator.addCompletion { _ in ended = CACurrentMediaTime() }
            animator.startAnimation()
        }
        let document = stage.record(name: "spring-parameters", duration: 2.5)
        let spring = EffectModel.Spring(perceptualDuration: 0.4, bounce: 0.3)
        let x = try #require(Self.point(try Self.value(document, .position, of: "view", at: 0.3))?.x)
        #expect(abs(x - (10 + 100 * spring.fraction(at: 0.1))) < 1e-6, "\(x)")
        #expect(abs((ended ?? 0) - (0.2 + spring.settlingDuration)) < 1e-9)
    }

    /// Stack views on the solver: three views filling 200 points equally with 10 between are 60 wide at 0, 70 and 140,
    /// as tall as the stack; views 20, 30 and 40 wide spaced equally sit at 0, 75 and 160 (gaps 55), centred across
    /// (height 20 in 50: y 15); centred equally, their centres are 10, 95 and 180 (x 0, 80, 160).
    @Test func stackViewsLayOutAsUIKits() throws {
        let stage = EffectStage(width: 200, height: 100)
        let equal = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        equal.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        equal.spacing = 10
        equal.distribution = .fillEqually
        stage.addSubview(equal)
        stage.view.layoutIfNeeded()
        #expect(equal.arrangedSubviews.map(\.frame) == [0, 70, 140].map { CGRect(x: $0, y: 0, width: 60, height: 50) })
        for distribution in [UIStackView.Distribution.equalSpacing, .equalCentering] {
            let sized = [20, 30, 40].map { width in
                let view = UIView()
                view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
                view.heightAnchor.constraint(equalToConstant: 20).isActive = true
                return view
            }
            let stack = UIStackView(arrangedSubviews: sized)
            stack.frame = CGRect(x: 0, y: 50, width: 200, height: 50)
            stack.spacing = 10
            stack.alignment = .center
            stack.distribution = distribution
            stage.addSubview(stack)
            stage.view.layoutIfNeeded()
            let xs: [CGFloat] = distribution == .equalSpacing ? [0, 75, 160] : [0, 80, 160]
            #expect(stack.arrangedSubviews.map(\.frame.minX) == xs, "\(distribution)")
            #expect(stack.arrangedSubviews.allSatisfy { $0.frame.minY == 15 && $0.frame.height == 20 })
        }
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// A vertical stack changing its spacing in an animation block animates its views' frames: two views 40 tall in a
    /// stack 80 tall, spacing 0 → 20 and height → 100 over 1 s (linear): the second's centre y goes 60 → 80, 70 half way.
    @Test func aStackViewsSpacingAnimates() throws {
        let stage = EffectStage(width: 100, height: 200)
        let top = UIView()
        let bottom = UIView()
        bottom.accessibilityIdentifier = "bottom"
        for view in [top, bottom] {
            view.heightAnchor.constraint(equalToConstant: 40).isActive = true
            view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        stage.addSubview(stack)
        stage.run(at: 0.2) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                stack.spacing = 20
                stack.frame.size.height = 100
                stack.layoutIfNeeded()
            }
        }
        let document = stage.record(name: "stack-spacing", duration: 1.5)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let centreY = { (t: Double) in Self.point(try Self.value(document, .position, of: "bottom", at: t))?.y }
        #expect(try centreY(0.1) == 60)
        #expect(try centreY(0.7) == 70)
        #expect(try centreY(1.3) == 80)
    }

    /// `stage.tap(at:time:)` reaches a tap recognizer on the view hit (at the lift, 1/60 s after the touch) and not the
    /// control's own action, whose touch is cancelled; a long press on the superview began at 0.1 + 0.5 s, reported
    /// each move and ended at the lift, while the tap recognizer under it failed.
    @Test func gestureRecognizersTakeTheStagesTouches() throws {
        let stage = EffectStage(width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.addSubview(button)
        stage.addSubview(card)
        var log: [(String, Double, CGPoint)] = []
        button.addAction(UIAction { _ in log.append(("action", CACurrentMediaTime(), .zero)) }, for: .touchUpInside)
        let tap = UITapGestureRecognizer { recognizer in log.append(("tap", CACurrentMediaTime(), recognizer.location(in: button))) }
        button.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer { recognizer in
            log.append(("press \(recognizer.state)", CACurrentMediaTime(), recognizer.location(in: card)))
        }
        card.addGestureRecognizer(press)
        #expect(button.gestureRecognizers?.count == 1 && tap.view === button)
        stage.tap(at: CGPoint(x: 60, y: 70), time: 0.1)
        stage.touch(button, at: CGPoint(x: 50, y: 50), down: 0.5, moves: [(1.2, CGPoint(x: 60, y: 50))], up: 1.5)
        _ = stage.record(name: "gestures", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let seen = log.map { "\($0.0) \(($0.1 * 1000).rounded()) \(Int($0.2.x)),\(Int($0.2.y))" }
        #expect(seen == ["tap 117.0 10,20", "press began 1000.0 100,100", "press changed 1200.0 110,100", "press ended 1500.0 110,100"])
    }

    /// A view's label and value are what VoiceOver says when a layout change is posted with it.
    @Test func accessibilityValueIsSpokenWithTheLabel() {
        let stage = EffectStage(width: 100, height: 100)
        let like = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        like.accessibilityLabel = "Like"
        stage.addSubview(like)
        stage.run(at: 0.3) {
            like.accessibilityValue = "liked"
            UIAccessibility.post(notification: .layoutChanged, argument: like)
        }
        let document = stage.record(name: "voiceover", duration: 0.5)
        #expect(document.feedback == [Feedback(.voiceOver, "layout changed \"Like, liked\"", at: 0.3)])
    }

    /// `CALayer.mask`, `compositingFilter` and `CAShapeLayer.lineDashPattern`/`lineDashPhase` as Apple declares them,
    /// recorded as the document's alpha matte (the mask first among the sublayers), blend mode and dashes; a filter
    /// Core Animation does not name, and a mask on a layer that draws itself, are stage problems.
    @Test func masksBlendFiltersAndDashesAreRecorded() throws {
        let stage = EffectStage(width: 100, height: 100)
        let group = CALayer()
        group.name = "group"
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let mask = CAShapeLayer()
        mask.name = "mask"
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        group.mask = mask
        let dots = CAShapeLayer()
        dots.name = "dots"
        dots.lineDashPattern = [4, 2]
        dots.lineDashPhase = 1
        dots.compositingFilter = "multiplyBlendMode"
        group.addSublayer(dots)
        stage.addSublayer(group)
        let painted = CALayer()
        painted.name = "painted"
        painted.backgroundColor = UIColor.red.cgColor
        painted.mask = CALayer()
        painted.compositingFilter = "sepiaTone"
        stage.addSublayer(painted)
        let document = stage.record(name: "masks", duration: 0.1)
        let recorded = try #require(document.layers.first)
        #expect(recorded.matte == Matte(.alpha) && recorded.sublayers.map(\.id) == ["mask", "dots"])
        guard case .shape(let shape) = recorded.sublayers[1].content else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.lineDashPattern == [4, 2] && shape.lineDashPhase == 1 && recorded.sublayers[1].blendMode == .multiply)
        #expect(dots.lineDashPattern == [4, 2] && dots.compositingFilter as? String == "multiplyBlendMode" && group.mask === mask)
        #expect(stage.problems.count == 2, "\(stage.problems)")
        #expect(stage.problems.contains { $0.contains("compositingFilter \"sepiaTone\" is not a blend filter") })
        #expect(stage.problems.contains { $0.contains("painted: its mask masks its own drawing too") })
    }
}
