import EffectKit

// The five seed articles' UIKit code (../shared/seeds), as written, with only the documented Linux edits
// (docs/effectkit.md): `@objc` removed, target–action as `addAction`, storyboards and their outlets in code. The
// scene tests record them; SwiftSourceTests compiles this file alone in the Swift 6 language mode with warnings as
// errors, as an app's target would.

/// Seed 001: a button whose `isHighlighted` runs `UIView.animate(withDuration: 0, …)`.
final class ScaleButton: UIControl {
    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0, delay: 0, options: .curveLinear) {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 1.3, y: 1.3) : .identity
                self.alpha = self.isHighlighted ? 0.8 : 1
            }
        }
    }
}

/// Seed 002, as the article writes it (target–action as `addAction`, `@objc` removed).
final class FloatingButtonViewController: UIViewController {
    private lazy var floatingButton: UIButton = {
        let button = UIButton()
        var config = UIButton.Configuration.filled()
        config.baseBackgroundColor = .systemPink
        config.cornerStyle = .capsule
        config.image = UIImage(systemName: "plus")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .medium))
        button.configuration = config
        button.layer.shadowRadius = 10
        button.layer.shadowOpacity = 0.3
        button.addAction(UIAction { [weak self] _ in self?.didTapFloatingButton() }, for: .touchUpInside)
        return button
    }()

    private let writeButton: UIButton = {
        let button = UIButton()
        var config = UIButton.Configuration.filled()
        config.baseBackgroundColor = .systemPink
        config.cornerStyle = .capsule
        config.image = UIImage(systemName: "pencil")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .medium))
        button.configuration = config
        button.layer.shadowRadius = 10
        button.layer.shadowOpacity = 0.3
        button.alpha = 0.0
        return button
    }()

    private var isActive: Bool = false {
        didSet { showActionButtons() }
    }

    var fab: UIButton { floatingButton }
    var pencil: UIButton { writeButton }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUI()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        floatingButton.frame = CGRect(x: view.frame.size.width - 60 - 8 - 20, y: view.frame.size.height - 60 - 8 - 40, width: 60, height: 60)
        writeButton.frame = CGRect(
            x: view.frame.size.width - 60 - 8 - 20, y: view.frame.size.height - 60 - 80 - 8 - 40, width: 60, height: 60)
    }

    private func setUI() {
        view.backgroundColor = .systemBackground
        view.addSubview(floatingButton)
        view.addSubview(writeButton)
    }

    private func didTapFloatingButton() {
        isActive.toggle()
    }

    private func showActionButtons() {
        popButtons()
        rotateFloatingButton()
    }

    private func popButtons() {
        if isActive {
            writeButton.layer.transform = CATransform3DMakeScale(0.4, 0.4, 1)
            UIView.animate(
                withDuration: 0.3, delay: 0.2, usingSpringWithDamping: 0.55, initialSpringVelocity: 0.3, options: [.curveEaseInOut],
                animations: { [weak self] in
                    guard let self = self else { return }
                    self.writeButton.layer.transform = CATransform3DIdentity
                    self.writeButton.alpha = 1.0
                })
        } else {
            UIView.animate(withDuration: 0.15, delay: 0.2, options: []) { [weak self] in
                guard let self = self else { return }
                self.writeButton.layer.transform = CATransform3DMakeScale(0.4, 0.4, 0.1)
                self.writeButton.alpha = 0.0
            }
        }
    }

    private func rotateFloatingButton() {
        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        let fromValue = isActive ? 0 : CGFloat.pi / 4
        let toValue = isActive ? CGFloat.pi / 4 : 0
        animation.fromValue = fromValue
        animation.toValue = toValue
        animation.duration = 0.3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        floatingButton.layer.add(animation, forKey: nil)
    }
}

// Seed 003.

class RoundView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        self.clipsToBounds = true
        self.layer.cornerRadius = self.bounds.height / 2.0
    }
}

class WaveViewController: UIViewController {
    private enum Const {
        static let contentSize = CGSize(width: 120, height: 120)
        static var waveSize: CGSize {
            CGSize(width: Self.contentSize.width + 50, height: Self.contentSize.height + 50)
        }
    }

    private let contentsView: RoundView = {
        let view = RoundView()
        view.backgroundColor = .blue
        view.alpha = 0.05
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let waveView: RoundView = {
        let view = RoundView()
        view.backgroundColor = .blue
        view.alpha = 0.15
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.addSubview(self.contentsView)
        self.view.addSubview(self.waveView)
        NSLayoutConstraint.activate([
            self.contentsView.centerYAnchor.constraint(equalTo: self.view.centerYAnchor),
            self.contentsView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
            self.contentsView.widthAnchor.constraint(equalToConstant: Const.contentSize.width),
            self.contentsView.heightAnchor.constraint(equalToConstant: Const.contentSize.height),
        ])
        NSLayoutConstraint.activate([
            self.waveView.centerYAnchor.constraint(equalTo: self.view.centerYAnchor),
            self.waveView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
            self.waveView.widthAnchor.constraint(equalToConstant: Const.contentSize.width),
            self.waveView.heightAnchor.constraint(equalToConstant: Const.contentSize.height),
        ])
        self.animate()
    }

    var shouldBeAnimated = true {
        didSet {
            guard self.shouldBeAnimated else { return }
            self.animate()
        }
    }

    private func animate(_ flag: Bool = true) {
        guard self.shouldBeAnimated else { return }
        self.view.layoutIfNeeded()

        if flag {
            self.waveView.removeConstraints(self.waveView.constraints)
            NSLayoutConstraint.activate([
                self.waveView.centerYAnchor.constraint(equalTo: self.view.centerYAnchor),
                self.waveView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
                self.waveView.widthAnchor.constraint(equalToConstant: Const.waveSize.width),
                self.waveView.heightAnchor.constraint(equalToConstant: Const.waveSize.height),
            ])
        } else {
            self.waveView.removeConstraints(self.waveView.constraints)
            NSLayoutConstraint.activate([
                self.waveView.centerYAnchor.constraint(equalTo: self.view.centerYAnchor),
                self.waveView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
                self.waveView.widthAnchor.constraint(equalToConstant: Const.contentSize.width),
                self.waveView.heightAnchor.constraint(equalToConstant: Const.contentSize.height),
            ])
        }

        UIView.animate(
            withDuration: 0.5,
            delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState],
            animations: self.view.layoutIfNeeded,
            completion: {
                guard $0 else { return }
                self.animate(!flag)
            }
        )
    }
}

// Seed 000.

/// Rippleable's contained button: a blue button with a shadow, a `RippleView` filling it, a white title.
final class RippleableButton: UIButton {
    let rippleView = RippleView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blue
        layer.cornerRadius = 5
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: -2)
        rippleView.rippleFillColor = UIColor.white.withAlphaComponent(0.3)
        addSubview(rippleView)
        setTitle("Hello World!", for: .normal)
        setTitleColor(.white, for: .normal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        rippleView.frame = bounds
        rippleView.layer.cornerRadius = layer.cornerRadius
    }
}

// The article's code from here on, `@objc` removed.

open class RippleLayer: CAShapeLayer {
    static let kRippleStartingScale: CGFloat = 0
    static let kRippleTouchDownDuration: CGFloat = 0.225
    static let kRippleFadeInDuration: CGFloat = 0.075
    static let kRippleFadeOutDuration: CGFloat = 0.075

    public var isAnimating = false
    public var fadeOutIfComplete = false
    public var opacityValue: Float = 1

    func setPath() {
        let radius: CGFloat = sqrt(
            self.bounds.width * self.bounds.width
                + self.bounds.height * self.bounds.height
        )
        let ovalRect = CGRect(
            x: self.bounds.midX - radius,
            y: self.bounds.midY - radius,
            width: radius * 2,
            height: radius * 2
        )
        let path = UIBezierPath.init(ovalIn: ovalRect)
        self.path = path.cgPath
        self.frame = self.bounds

        self.borderWidth = 0
    }

    func hitEffect(point: CGPoint) {
        self.setPath()
        self.isAnimating = true

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            self.isAnimating = false
            if self.fadeOutIfComplete {
                self.fadeOutEffect()
            }
        }

        let positionAnimation: CAKeyframeAnimation = {
            let animation = CAKeyframeAnimation()

            let centerPath: UIBezierPath = {
                let path = UIBezierPath()
                let startPoint = point
                let endPoint = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
                path.move(to: startPoint)
                path.addLine(to: endPoint)
                path.close()
                return path
            }()

            animation.keyPath = "position"
            animation.path = centerPath.cgPath
            animation.keyTimes = [0, 1]
            animation.values = [0, 1]
            animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
            return animation
        }()

        let scaleAnimation: CABasicAnimation = {
            let animation = CABasicAnimation(keyPath: "transform.scale")
            animation.fromValue = Self.kRippleStartingScale
            animation.toValue = 1
            animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
            return animation
        }()

        let colorAnimation: CABasicAnimation = {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = self.opacityValue
            animation.duration = CFTimeInterval(Self.kRippleFadeInDuration)
            return animation
        }()

        let group: CAAnimationGroup = {
            let group = CAAnimationGroup()
            group.duration = 0.5
            group.animations = [positionAnimation, scaleAnimation, colorAnimation]
            group.duration = CFTimeInterval(Self.kRippleTouchDownDuration)
            return group
        }()

        self.add(group, forKey: "all")
        CATransaction.commit()
    }

    public func fadeOutEffect() {
        CATransaction.begin()

        CATransaction.setCompletionBlock {
            self.removeFromSuperlayer()
        }

        let colorAnimation = CABasicAnimation(keyPath: "opacity")
        colorAnimation.fromValue = self.opacityValue
        colorAnimation.toValue = 0
        colorAnimation.duration = CFTimeInterval(Self.kRippleFadeOutDuration)
        self.add(colorAnimation, forKey: "fadeIn")
        CATransaction.commit()
    }
}

open class RippleView: UIView {
    public var rippleLayer: RippleLayer?

    public var rippleFillColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.clipsToBounds = true
    }

    required public init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        let rippleLayer = RippleLayer()
        rippleLayer.frame = self.frame
        rippleLayer.fillColor = self.rippleFillColor?.cgColor
        self.layer.addSublayer(rippleLayer)

        let point = touches.first?.location(in: self) ?? .zero

        rippleLayer.hitEffect(point: point)
        self.rippleLayer?.fadeOutIfComplete = true
        self.rippleLayer = rippleLayer
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        self.fadeOutRipple()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let point = touches.first?.location(in: self) {
            if self.point(inside: point, with: event) {
            } else {
                self.fadeOutRipple()
            }
        }
    }

    private func fadeOutRipple() {
        guard let rippleLayer = self.rippleLayer else { return }
        if rippleLayer.isAnimating {
            rippleLayer.fadeOutIfComplete = true
        } else {
            rippleLayer.fadeOutEffect()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
}

// Seed 004: the article's whole code, with the documented Linux edits: the storyboard in code (`loadView`: the outlets
// assigned, the constraints it lists, the "변환" button whose Touch Up Inside sends `onButton`), `@IBOutlet` and
// `@IBAction` removed.

class ViewController: UIViewController {
    weak var gradientView: UIView!
    weak var gradientViewWidthConstraint: NSLayoutConstraint!
    let gradient = CAGradientLayer()
    let button = UIButton(type: .system)

    override func loadView() {
        super.loadView()
        let gradientView = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        gradientView.backgroundColor = .yellow
        gradientView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(gradientView)
        let width = gradientView.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            gradientView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            gradientView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            width,
            gradientView.heightAnchor.constraint(equalTo: gradientView.widthAnchor, multiplier: 1),
        ])
        self.gradientView = gradientView
        gradientViewWidthConstraint = width
        button.frame = CGRect(x: 110, y: 260, width: 80, height: 30)
        button.setTitle("변환", for: .normal)
        button.addAction(UIAction { [unowned self] _ in onButton(button) }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        setGradientLayer(gradientView)
    }

    func onButton(_ sender: UIButton) {
        sender.isSelected = !sender.isSelected
        guard sender.isSelected else {
            removeAnimation()
            return
        }
        addAnimation()
    }

    func setGradientLayer(_ view: UIView) {
        gradient.frame = view.bounds
        gradient.colors = [UIColor.blue.cgColor, UIColor.purple.cgColor]
        gradient.startPoint = CGPoint(x: 0.0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1.0, y: 0.5)
        view.layer.insertSublayer(gradient, at: 0)
    }

    func addAnimation() {
        animateViewScaling()
        animateLayerScaling()
    }

    func animateViewScaling() {
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
            animations: { [weak self] in
                guard let self else { return }
                self.gradientViewWidthConstraint.constant = 200
                self.gradient.frame = self.gradientView.bounds
                view.layoutIfNeeded()
            })
    }

    func animateLayerScaling() {
        let sizeAnimation = CABasicAnimation(keyPath: "transform.scale")
        sizeAnimation.fromValue = 1
        sizeAnimation.toValue = 2
        sizeAnimation.duration = 1
        sizeAnimation.autoreverses = true
        sizeAnimation.repeatCount = .infinity
        gradient.add(sizeAnimation, forKey: "sizeChangeAnimation")
    }

    func removeAnimation() {
        self.gradientView.layer.removeAllAnimations()
        self.gradient.removeAllAnimations()
    }
}
