import EffectModel

/// The seed effects as the UIKit code they come from: one class per component type a document uses (Rippleable's
/// `RippleLayer` and `RippleView`, or Material Components' ripple; seed 001's `AnimationButton`; seed 002's floating
/// button; seed 003's wave; seed 004's gradient view), and for each component the lines that make it with its
/// parameters and the calls its interactions become.
enum ComponentSource {
    typealias N = SwiftLiteral

    /// The Swift property that holds the component, and the lines of `init(in root:)` that make it.
    static func make(_ component: Component, name: String) -> (declaration: String, lines: [String]) {
        switch component {
        case .rippleButton(let s): rippleButton(s, name: name)
        case .highlightButton(let s): highlightButton(s, name: name)
        case .floatingButton(let s): floatingButton(s, name: name)
        case .waveView(let s): waveView(s, name: name)
        case .gradientView(let s): gradientView(s, name: name)
        }
    }

    /// Rippleable's button (or Material Components' ripple): its style, colours, timing, and the ripple's radius and
    /// starting scale.
    private static func rippleButton(_ s: RippleButtonSpec, name: String) -> (declaration: String, lines: [String]) {
        let n = N.number
        var lines = [
            "\(name).frame = \(N.rect(s.frame))",
            "\(name).layer.name = \(quoted(s.id))",
            "\(name).layer.cornerRadius = \(n(s.cornerRadius))",
            "\(name).primaryColor = \(N.uiColor(s.primaryColor))",
            "\(name).rippleView.rippleFillColor = \(N.uiColor(s.resolvedRippleColor))",
            "\(name).rippleView.opacityValue = \(n(s.rippleOpacity))",
            "\(name).rippleView.touchDownDuration = \(n(s.touchDownDuration))",
            "\(name).rippleView.fadeInDuration = \(n(s.fadeInDuration))",
            "\(name).rippleView.fadeOutDuration = \(n(s.resolvedFadeOutDuration))",
            "\(name).rippleView.timingFunction = \(N.timingFunction(s.timingFunction))",
        ]
        lines += rippleSize(s, name: name)
        if s.variant == .mdc {
            lines += ["\(name).rippleView.isMaterialComponents = true", "\(name).rippleView.fadeOutDelay = \(n(s.fadeOutDelay))"]
        }
        lines.append("\(name).setTitle(\(quoted(s.title)), for: .normal)")
        lines += titleFont(s.font, on: name) + ["root.addSubview(\(name))"]
        return ("let \(name) = RippleableButton(style: .\(s.style.rawValue))", lines)
    }

    /// The ripple's radius and MDC's starting scale by the formulas of `RippleButtonSpec`, from the button's size.
    private static func rippleSize(_ s: RippleButtonSpec, name: String) -> [String] {
        let n = N.number
        let (width, height) = (s.bounds.width, s.bounds.height)
        if s.variant == .mdc {
            return [
                "\(name).rippleView.rippleRadius = hypot(\(n(width / 2)), \(n(height / 2))) + 10",
                "\(name).rippleView.startingScale = \(n(max(width, height))) * 0.6 / 2 / \(name).rippleView.rippleRadius",
            ]
        }
        return [
            "\(name).rippleView.rippleRadius = hypot(\(n(width)), \(n(height)))",
            "\(name).rippleView.startingScale = \(n(s.startingScale))",
        ]
    }

    /// Seed 001's `AnimationButton`: what differs from the seed's scale, alpha, duration and curve, and its title or
    /// symbol.
    private static func highlightButton(_ s: HighlightButtonSpec, name: String) -> (declaration: String, lines: [String]) {
        var lines =
            [
                "\(name).frame = \(N.rect(s.frame))",
                "\(name).layer.name = \(quoted(s.id))",
                "\(name).layer.cornerRadius = \(N.number(s.cornerRadius))",
            ]
            + changed(
                [("highlightedScale", \.scale), ("highlightedAlpha", \.alpha), ("duration", \.duration)], of: s,
                seed: HighlightButtonSpec(id: s.id), on: name)
        if s.curve != HighlightButtonSpec(id: s.id).curve { lines.append("\(name).curve = .\(s.curve.rawValue)") }
        if let background = s.backgroundColor { lines.append("\(name).backgroundColor = \(N.uiColor(background))") }
        lines.append("\(name).setTitleColor(\(N.uiColor(s.titleColor)), for: .normal)")
        if let symbol = s.symbol {
            lines.append(
                "\(name).setImage(UIImage(systemName: \(quoted(symbol.rawValue)))?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20)), for: .normal)"
            )
        } else {
            lines.append("\(name).setTitle(\(quoted(s.title)), for: .normal)")
            lines += titleFont(s.font, on: name)
        }
        lines.append("root.addSubview(\(name))")
        return ("let \(name) = AnimationButton()", lines)
    }

    /// Seed 002's menu: made in the root with its buttons, then what differs from the seed's numbers, then laid out.
    private static func floatingButton(_ s: FloatingButtonSpec, name: String) -> (declaration: String, lines: [String]) {
        let actions = s.actions.map { quoted($0.rawValue) }.joined(separator: ", ")
        let lines =
            [
                "\(name) = FloatingButtonMenu(in: root, frame: \(N.rect(s.frame)), color: \(N.uiColor(s.color)), symbol: \(quoted(s.symbol.rawValue)), actions: [\(actions)])",
                "\(name).floatingButton.layer.name = \(quoted(s.id))",
                "for (i, button) in \(name).actionButtons.enumerated() { button.layer.name = \(N.string(s.id + "/action-", interpolating: "i + 1")) }",
            ]
            + changed(
                [
                    ("actionSpacing", \.actionSpacing), ("symbolSize", \.symbolSize), ("shadowRadius", \.shadowRadius),
                    ("shadowOpacity", \.shadowOpacity),
                    ("rotation", \.rotation), ("rotationDuration", \.rotationDuration), ("openDuration", \.openDuration),
                    ("openDelay", \.openDelay),
                    ("dampingRatio", \.dampingRatio), ("initialSpringVelocity", \.initialSpringVelocity), ("closeDuration", \.closeDuration),
                    ("closeDelay", \.closeDelay), ("collapsedScale", \.collapsedScale),
                ], of: s, seed: FloatingButtonSpec(id: s.id), on: name) + ["\(name).layOut()"]
        return ("let \(name): FloatingButtonMenu", lines)
    }

    /// Seed 003's wave: a frame around the larger of the content and the wave, centred where the document says.
    private static func waveView(_ s: WaveViewSpec, name: String) -> (declaration: String, lines: [String]) {
        let n = N.number
        let lines = [
            "\(name).frame = CGRect(origin: CGPoint(x: \(n(s.center.x - max(s.contentSize.width, s.waveSize.width) / 2)), y: \(n(s.center.y - max(s.contentSize.height, s.waveSize.height) / 2))), size: \(N.size(Size(max(s.contentSize.width, s.waveSize.width), max(s.contentSize.height, s.waveSize.height)))))",
            "\(name).layer.name = \(quoted(s.id))",
            "\(name).contentSize = \(N.size(s.contentSize))",
            "\(name).waveInset = \(n(s.waveInset))",
            "\(name).color = \(N.uiColor(s.color))",
            "\(name).contentAlpha = \(n(s.contentAlpha))",
            "\(name).waveAlpha = \(n(s.waveAlpha))",
            "\(name).duration = \(n(s.duration))",
            "\(name).curve = .\(s.curve.rawValue)",
            "root.addSubview(\(name))",
            "\(name).start()",
        ]
        return ("let \(name) = WaveView()", lines)
    }

    /// Seed 004's gradient view: its size and centre, whether its layer follows, its gradient and the toggle's growth.
    private static func gradientView(_ s: GradientViewSpec, name: String) -> (declaration: String, lines: [String]) {
        let n = N.number
        var lines = [
            "\(name).bounds = CGRect(origin: .zero, size: \(N.size(s.size)))",
            "\(name).center = \(N.point(s.center))",
            "\(name).layerFollowsBounds = \(s.layerFollowsBounds)",
            "\(name).layer.name = \(quoted(s.id))",
            "\(name).gradient.name = \(quoted(s.gradientID))",
            "\(name).grownSize = \(N.size(s.grownSize))",
            "\(name).colors = [\(s.colors.map(N.uiColor).joined(separator: ", "))]",
            "\(name).startPoint = \(N.point(s.startPoint))",
            "\(name).endPoint = \(N.point(s.endPoint))",
            "\(name).duration = \(n(s.duration))",
            "\(name).layerScale = \(n(s.layerScale))",
        ]
        if let background = s.backgroundColor { lines.append("\(name).backgroundColor = \(N.uiColor(background))") }
        lines += ["\(name).setGradientLayer()", "root.addSubview(\(name))"]
        return ("let \(name) = GradientView()", lines)
    }

    /// `name.property = value` for the numbers that differ from the seed's (the class's own defaults are the seed's).
    private static func changed<Spec>(_ properties: [(String, KeyPath<Spec, Double>)], of spec: Spec, seed: Spec, on name: String) -> [String] {
        properties.filter { spec[keyPath: $0.1] != seed[keyPath: $0.1] }.map { "\(name).\($0.0) = \(N.number(spec[keyPath: $0.1]))" }
    }

    /// The view the stage's touches go to, for a component's interactions (`nil`: toggled by a call).
    static func touchTarget(_ component: Component, name: String) -> String? {
        switch component {
        case .rippleButton: "\(name).rippleView"
        case .highlightButton: name
        case .floatingButton: "\(name).floatingButton"
        case .waveView, .gradientView: nil
        }
    }

    /// `name.titleLabel?.font = …` (17 points, UIKit's body size, when the font names none), after the note a named
    /// font needs.
    private static func titleFont(_ font: String, on name: String) -> [String] {
        let made = N.uiFont(font, defaultSize: 17)
        return (made.bundled.map { [N.bundlingNote($0)] } ?? []) + ["\(name).titleLabel?.font = \(made.expression)"]
    }

    private static func quoted(_ text: String) -> String { SwiftLiteral.string(text) }

    /// The names `source` calls with nothing before them (`zip(`, `fatalError(`, `layOut(`), not after a `.`.
    static func calledByName(in source: String) -> Set<String> {
        func isNameCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_") }
        let chars = Array(source)
        var names: Set<String> = []
        var i = 0
        while i < chars.count {
            guard isNameCharacter(chars[i]) else {
                i += 1
                continue
            }
            let start = i
            while i < chars.count, isNameCharacter(chars[i]) { i += 1 }
            if i < chars.count, chars[i] == "(", chars[start].isLetter, start == 0 || chars[start - 1] != "." {
                names.insert(String(chars[start..<i]))
            }
        }
        return names
    }

    /// The view classes the component types' code declares that a document's views may share (`GradientLayerView`).
    static func viewClasses(for types: Set<ComponentType>) -> Set<String> {
        types.contains(.gradientView) ? ["GradientLayerView"] : []
    }

    /// The classes of the component types `types`, in a fixed order.
    static func classes(for types: Set<ComponentType>) -> [String] {
        var result: [String] = []
        if types.contains(.rippleButton) { result.append(ripple) }
        if types.contains(.highlightButton) { result.append(highlight) }
        if types.contains(.floatingButton) { result.append(floatingButton) }
        if types.contains(.waveView) { result.append(wave) }
        if types.contains(.gradientView) { result.append(gradient) }
        return result
    }

    static let ripple = #"""
        /// A Material button as Rippleable makes it (seed 000): contained, outlined or text, with a view inside that clips
        /// the ripples its touches make.
        final class RippleableButton: UIButton {
            enum Style { case contained, outlined, text }

            let style: Style
            let rippleView = RippleView(frame: .zero)
            var primaryColor: UIColor = .blue { didSet { applyStyle() } }

            init(style: Style) {
                self.style = style
                super.init(frame: .zero)
                addSubview(rippleView)
                applyStyle()
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            /// The style's colours, border and shadow, set once (and again when `primaryColor` changes).
            private func applyStyle() {
                switch style {
                case .contained:
                    backgroundColor = primaryColor
                    layer.shadowColor = UIColor.black.cgColor
                    layer.shadowOpacity = 0.2
                    layer.shadowRadius = 6
                    layer.shadowOffset = CGSize(width: 0, height: -2)
                    setTitleColor(.white, for: .normal)
                case .outlined:
                    layer.borderWidth = 1
                    layer.borderColor = primaryColor.cgColor
                    setTitleColor(primaryColor, for: .normal)
                case .text:
                    setTitleColor(primaryColor, for: .normal)
                }
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                rippleView.frame = bounds
                rippleView.layer.cornerRadius = layer.cornerRadius
            }
        }

        /// Rippleable's `RippleLayer` (seed 000): the ripple grows from the finger to the centre, then fades and goes. With
        /// `isMaterialComponents`, Material Components' timing: the fade starts `fadeOutDelay` after the touch down while
        /// the ripple still grows, and stays until its layer goes.
        final class RippleLayer: CAShapeLayer {
            var startingScale: CGFloat = 0
            var touchDownDuration: CFTimeInterval = 0.225
            var fadeInDuration: CFTimeInterval = 0.075
            var fadeOutDuration: CFTimeInterval = 0.075
            var fadeOutDelay: CFTimeInterval = 0.15
            var timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
            var radius: CGFloat = 0
            var isMaterialComponents = false

            var isAnimating = false
            var fadeOutIfComplete = false
            var opacityValue: Float = 1
            private var touchDownTime: CFTimeInterval = 0

            func setPath() {
                let ovalRect = CGRect(
                    x: bounds.midX - radius, y: bounds.midY - radius, width: radius * 2, height: radius * 2)
                path = UIBezierPath(ovalIn: ovalRect).cgPath
                frame = bounds
                zPosition = -1
            }

            func hitEffect(point: CGPoint) {
                setPath()
                isAnimating = true
                touchDownTime = CACurrentMediaTime()

                CATransaction.begin()
                CATransaction.setCompletionBlock {
                    self.isAnimating = false
                    if self.fadeOutIfComplete, !self.isMaterialComponents {
                        self.fadeOutEffect()
                    }
                }

                let positionAnimation = CAKeyframeAnimation(keyPath: "position")
                let centerPath = UIBezierPath()
                centerPath.move(to: point)
                centerPath.addLine(to: CGPoint(x: bounds.midX, y: bounds.midY))
                centerPath.close()
                positionAnimation.path = centerPath.cgPath
                positionAnimation.keyTimes = [0, 1]
                positionAnimation.values = [0, 1]
                positionAnimation.timingFunction = timingFunction

                let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
                scaleAnimation.fromValue = startingScale
                scaleAnimation.toValue = 1
                scaleAnimation.timingFunction = timingFunction

                let colorAnimation = CABasicAnimation(keyPath: "opacity")
                colorAnimation.fromValue = 0
                colorAnimation.toValue = opacityValue
                colorAnimation.duration = fadeInDuration

                let group = CAAnimationGroup()
                group.animations = [positionAnimation, scaleAnimation, colorAnimation]
                group.duration = touchDownDuration

                add(group, forKey: "all")
                CATransaction.commit()
            }

            /// Rippleable: fades from now. Material Components: a fade that began `fadeOutDelay` after the touch down while
            /// the ripple grows (after it: at once), kept until the layer goes.
            func fadeOutEffect() {
                CATransaction.begin()
                CATransaction.setCompletionBlock {
                    self.removeFromSuperlayer()
                }
                let colorAnimation = CABasicAnimation(keyPath: "opacity")
                colorAnimation.fromValue = opacityValue
                colorAnimation.toValue = 0
                colorAnimation.duration = fadeOutDuration
                if isMaterialComponents {
                    colorAnimation.beginTime = touchDownTime + (isAnimating ? fadeOutDelay : 0)
                    colorAnimation.fillMode = .forwards
                    colorAnimation.isRemovedOnCompletion = false
                    add(colorAnimation, forKey: nil)
                } else {
                    add(colorAnimation, forKey: "fadeIn")
                }
                CATransaction.commit()
            }
        }

        /// Rippleable's `RippleView` (seed 000): a ripple layer for each touch; it fades when the finger lifts or leaves.
        class RippleView: UIView {
            var rippleLayer: RippleLayer?
            var rippleFillColor: UIColor?
            var opacityValue: Float = 1
            var startingScale: CGFloat = 0
            var touchDownDuration: CFTimeInterval = 0.225
            var fadeInDuration: CFTimeInterval = 0.075
            var fadeOutDuration: CFTimeInterval = 0.075
            var fadeOutDelay: CFTimeInterval = 0.15
            var timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
            var rippleRadius: CGFloat = 0
            var isMaterialComponents = false
            private var count = 0
            private var isTouching = false

            override init(frame: CGRect) {
                super.init(frame: frame)
                clipsToBounds = true
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                isTouching = true
                count += 1
                let rippleLayer = RippleLayer()
                rippleLayer.name = layer.name.map { "\($0)/ripple-\(count)" }
                rippleLayer.frame = bounds
                rippleLayer.fillColor = rippleFillColor?.cgColor
                rippleLayer.opacityValue = opacityValue
                rippleLayer.startingScale = startingScale
                rippleLayer.touchDownDuration = touchDownDuration
                rippleLayer.fadeInDuration = fadeInDuration
                rippleLayer.fadeOutDuration = fadeOutDuration
                rippleLayer.fadeOutDelay = fadeOutDelay
                rippleLayer.timingFunction = timingFunction
                rippleLayer.radius = rippleRadius
                rippleLayer.isMaterialComponents = isMaterialComponents
                layer.addSublayer(rippleLayer)

                let point = touches.first?.location(in: self) ?? .zero
                rippleLayer.hitEffect(point: point)
                if !isMaterialComponents { self.rippleLayer?.fadeOutIfComplete = true }
                self.rippleLayer = rippleLayer
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesEnded(touches, with: event)
                guard isTouching else { return }
                isTouching = false
                fadeOutRipple()
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesMoved(touches, with: event)
                guard let point = touches.first?.location(in: self), isTouching else { return }
                if !self.point(inside: point, with: event) {
                    isTouching = false
                    fadeOutRipple()
                }
            }

            private func fadeOutRipple() {
                guard let rippleLayer = self.rippleLayer else { return }
                if rippleLayer.isAnimating, !isMaterialComponents {
                    rippleLayer.fadeOutIfComplete = true
                } else {
                    rippleLayer.fadeOutEffect()
                }
            }
        }
        """#

    static let highlight = #"""
        /// Seed 001's `AnimationButton`: `isHighlighted` scales it and dims it through `UIView.animate`.
        final class AnimationButton: UIButton {
            var highlightedScale: CGFloat = 1.3
            var highlightedAlpha: CGFloat = 0.8
            var duration: TimeInterval = 0
            var curve: UIView.AnimationOptions = .curveLinear

            override var isHighlighted: Bool {
                didSet { animateWhenHighlighted() }
            }

            private func animateWhenHighlighted() {
                UIView.animate(withDuration: duration, delay: 0, options: curve) {
                    self.transform =
                        self.isHighlighted
                        ? CGAffineTransform(scaleX: self.highlightedScale, y: self.highlightedScale) : .identity
                    self.alpha = self.isHighlighted ? self.highlightedAlpha : 1
                }
            }
        }
        """#

    static let floatingButton = #"""
        /// Seed 002's floating action button: the plus turns on a kept `CABasicAnimation`, and the action buttons above it
        /// pop from a small scale on a UIKit spring and fade in, or shrink and fade out. Main-actor, as the UIKit views it
        /// drives.
        @MainActor
        final class FloatingButtonMenu {
            let floatingButton: UIButton
            let actionButtons: [UIButton]
            var actionSpacing: CGFloat = 80
            var symbolSize: CGFloat = 20
            var shadowRadius: CGFloat = 10
            var shadowOpacity: Float = 0.3
            var rotation: CGFloat = .pi / 4
            var rotationDuration: CFTimeInterval = 0.3
            var openDuration: TimeInterval = 0.3
            var openDelay: TimeInterval = 0.2
            var dampingRatio: CGFloat = 0.55
            var initialSpringVelocity: CGFloat = 0.3
            var closeDuration: TimeInterval = 0.15
            var closeDelay: TimeInterval = 0.2
            var collapsedScale: CGFloat = 0.4
            private let frame: CGRect
            private let color: UIColor
            private var isActive = false {
                didSet { showActionButtons() }
            }

            init(in view: UIView, frame: CGRect, color: UIColor, symbol: String, actions: [String]) {
                self.frame = frame
                self.color = color
                floatingButton = UIButton()
                actionButtons = actions.map { _ in UIButton() }
                view.addSubview(floatingButton)
                for button in actionButtons { view.addSubview(button) }
                floatingButton.addAction(
                    UIAction { [weak self] _ in self?.didTapFloatingButton() }, for: .touchUpInside)
                configure(floatingButton, symbol: symbol)
                for (button, action) in zip(actionButtons, actions) {
                    configure(button, symbol: action)
                    button.alpha = 0
                }
            }

            /// Places the buttons and gives them their look.
            func layOut() {
                floatingButton.frame = frame
                floatingButton.layer.shadowRadius = shadowRadius
                floatingButton.layer.shadowOpacity = shadowOpacity
                for (i, button) in actionButtons.enumerated() {
                    button.frame = frame.offsetBy(dx: 0, dy: -actionSpacing * CGFloat(i + 1))
                    button.layer.shadowRadius = shadowRadius
                    button.layer.shadowOpacity = shadowOpacity
                }
                for button in [floatingButton] + actionButtons {
                    let image = button.configuration?.image?.withConfiguration(
                        UIImage.SymbolConfiguration(pointSize: symbolSize, weight: .medium))
                    button.configuration?.image = image
                }
            }

            private func configure(_ button: UIButton, symbol: String) {
                var config = UIButton.Configuration.filled()
                config.baseBackgroundColor = color
                config.cornerStyle = .capsule
                config.image = UIImage(systemName: symbol)
                button.configuration = config
            }

            private func didTapFloatingButton() {
                isActive.toggle()
            }

            private func showActionButtons() {
                popButtons()
                rotateFloatingButton()
            }

            private func popButtons() {
                for button in actionButtons {
                    if isActive {
                        button.layer.transform = CATransform3DMakeScale(collapsedScale, collapsedScale, 1)
                        UIView.animate(
                            withDuration: openDuration, delay: openDelay, usingSpringWithDamping: dampingRatio,
                            initialSpringVelocity: initialSpringVelocity, options: [.curveEaseInOut],
                            animations: {
                                button.layer.transform = CATransform3DIdentity
                                button.alpha = 1.0
                            })
                    } else {
                        UIView.animate(withDuration: closeDuration, delay: closeDelay, options: []) {
                            button.layer.transform = CATransform3DMakeScale(
                                self.collapsedScale, self.collapsedScale, 1)
                            button.alpha = 0.0
                        }
                    }
                }
            }

            private func rotateFloatingButton() {
                let animation = CABasicAnimation(keyPath: "transform.rotation.z")
                animation.fromValue = isActive ? 0 : rotation
                animation.toValue = isActive ? rotation : 0
                animation.duration = rotationDuration
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                floatingButton.layer.add(animation, forKey: nil)
            }
        }
        """#

    static let wave = #"""
        /// Seed 003's wave: a circle, and a halo over it that grows and shrinks through Auto Layout for ever, each leg called
        /// from the completion of the one before.
        final class WaveView: UIView {
            var contentSize = CGSize(width: 120, height: 120)
            var waveInset: CGFloat = 50
            var color: UIColor = .blue
            var contentAlpha: CGFloat = 0.05
            var waveAlpha: CGFloat = 0.15
            var duration: TimeInterval = 0.5
            var curve: UIView.AnimationOptions = .curveEaseInOut
            private var waveSize: CGSize {
                CGSize(width: contentSize.width + waveInset, height: contentSize.height + waveInset)
            }
            private let contentsView = RoundView()
            private let waveView = RoundView()

            /// Adds the circles, centred, and starts the wave.
            func start() {
                contentsView.layer.name = layer.name.map { "\($0)/content" }
                waveView.layer.name = layer.name.map { "\($0)/wave" }
                for (view, alpha) in [(contentsView, contentAlpha), (waveView, waveAlpha)] {
                    view.backgroundColor = color
                    view.alpha = alpha
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate([
                        view.centerYAnchor.constraint(equalTo: centerYAnchor),
                        view.centerXAnchor.constraint(equalTo: centerXAnchor),
                        view.widthAnchor.constraint(equalToConstant: contentSize.width),
                        view.heightAnchor.constraint(equalToConstant: contentSize.height),
                    ])
                }
                animate()
            }

            private func animate(_ flag: Bool = true) {
                layoutIfNeeded()
                let size = flag ? waveSize : contentSize
                waveView.removeConstraints(waveView.constraints)
                NSLayoutConstraint.activate([
                    waveView.centerYAnchor.constraint(equalTo: centerYAnchor),
                    waveView.centerXAnchor.constraint(equalTo: centerXAnchor),
                    waveView.widthAnchor.constraint(equalToConstant: size.width),
                    waveView.heightAnchor.constraint(equalToConstant: size.height),
                ])
                UIView.animate(
                    withDuration: duration, delay: 0, options: [curve, .beginFromCurrentState],
                    animations: layoutIfNeeded
                ) {
                    guard $0 else { return }
                    self.animate(!flag)
                }
            }
        }

        /// Seed 003's `RoundView`: a circle, however its size changes.
        class RoundView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                clipsToBounds = true
                layer.cornerRadius = bounds.height / 2.0
            }
        }
        """#

    static let gradient = #"""
        /// Seed 004's gradient view: a toggle grows the view for ever (`.repeat`, `.autoreverse`) and scales its gradient
        /// layer with a `CABasicAnimation`; the next one stops both. A layer that does not follow its view keeps its first
        /// frame (the article's problem); `layerFollowsBounds` makes it follow (the fix).
        final class GradientView: UIView {
            /// The gradient, as a view's layer when it follows the view's bounds in the same animation.
            private let follower = GradientLayerView()
            private(set) var gradient = CAGradientLayer()
            var grownSize = CGSize(width: 200, height: 200)
            var colors: [UIColor] = [.blue, .purple]
            var startPoint = CGPoint(x: 0, y: 0.5)
            var endPoint = CGPoint(x: 1, y: 0.5)
            var duration: TimeInterval = 1
            var layerScale: CGFloat = 2
            var layerFollowsBounds = false {
                didSet { if layerFollowsBounds { gradient = follower.layer as! CAGradientLayer } }
            }
            private var isSelected = false

            func setGradientLayer() {
                gradient.frame = bounds
                gradient.colors = colors.map(\.cgColor)
                gradient.startPoint = startPoint
                gradient.endPoint = endPoint
                if layerFollowsBounds {
                    follower.frame = bounds
                    addSubview(follower)
                } else {
                    layer.insertSublayer(gradient, at: 0)
                }
            }

            /// What the article's button does.
            func toggle() {
                isSelected.toggle()
                guard isSelected else {
                    layer.removeAllAnimations()
                    gradient.removeAllAnimations()
                    return
                }
                let center = self.center
                UIView.animate(
                    withDuration: duration, delay: 0, options: [.repeat, .autoreverse],
                    animations: {
                        self.bounds.size = self.grownSize
                        self.center = center
                    })
                if layerFollowsBounds {
                    UIView.animate(
                        withDuration: duration, delay: 0, options: [.repeat, .autoreverse],
                        animations: {
                            self.follower.frame = CGRect(origin: .zero, size: self.grownSize)
                        })
                }
                let sizeAnimation = CABasicAnimation(keyPath: "transform.scale")
                sizeAnimation.fromValue = 1
                sizeAnimation.toValue = layerScale
                sizeAnimation.duration = duration
                sizeAnimation.autoreverses = true
                sizeAnimation.repeatCount = .infinity
                gradient.add(sizeAnimation, forKey: "sizeChangeAnimation")
            }
        }

        /// A view drawn by a `CAGradientLayer`.
        final class GradientLayerView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
            var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
        }
        """#
}
