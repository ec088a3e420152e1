import EffectExport
import EffectKit

// The stage: a 240 × 96 canvas, Rippleable's contained button, a touch held from 50 ms to 450 ms.
let stage = EffectStage(width: 240, height: 96)
let button = RippleableButton(frame: CGRect(x: 20, y: 24, width: 200, height: 48))
stage.addSubview(button)
stage.touch(button.rippleView, at: CGPoint(x: 60, y: 30), down: 0.05, up: 0.45)
let document = stage.record(name: "ripple", title: "Ripple, recorded from Swift", duration: 0.7)

try document.write(to: URL(fileURLWithPath: "ripple.json"))
try Data(SheetRenderer.reviewSheet(of: document)).write(to: URL(fileURLWithPath: "ripple-sheet.pdf"))
print("wrote ripple.json and ripple-sheet.pdf")

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
        titleLabel?.font = UIFont.boldSystemFont(ofSize: 18)
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
