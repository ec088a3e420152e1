// Material Components ripple: MDCRippleLayer's ripple: starts at 60 % of the button; released
// during its touch-down animation, it fades 150 ms after the touch-down (not the release), while
// still growing.
// Written by effect-export from the effect document "ripple-mdc":
// Core Animation and UIKit for iOS, and EffectKit on Linux.

#if canImport(UIKit)
  import UIKit
#else
  import EffectKit
#endif

/// Material Components ripple: its layers, and what each trigger does to them.
@MainActor
final class RippleMdcEffect {
  /// The components, as the UIKit code they come from.
  let button = RippleableButton(style: .contained)
  /// Where the root layers go.
  private let root: UIView

  /// Builds the effect in `root` (a view the size of the canvas); the layers the actions add wait for them.
  init(in root: UIView) {
    self.root = root
    button.frame = CGRect(x: 20, y: 24, width: 200, height: 48)
    button.layer.name = "button"
    button.layer.cornerRadius = 5
    button.primaryColor = UIColor.blue
    button.rippleView.rippleFillColor = UIColor.white.withAlphaComponent(0.3)
    button.rippleView.opacityValue = 1
    button.rippleView.touchDownDuration = 0.225
    button.rippleView.fadeInDuration = 0.075
    button.rippleView.fadeOutDuration = 0.15
    button.rippleView.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
    button.rippleView.rippleRadius = hypot(100, 24) + 10
    button.rippleView.startingScale = 200 * 0.6 / 2 / button.rippleView.rippleRadius
    button.rippleView.isMaterialComponents = true
    button.rippleView.fadeOutDelay = 0.15
    button.setTitle("Hello World!", for: .normal)
    button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 18)
    root.addSubview(button)
  }

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
}

#if !canImport(UIKit)
  /// Puts the effect on a stage, plays the document's touches, and records what shows.
  @MainActor
  func recordRippleMdc() -> EffectDocument {
    let stage = EffectStage(width: 240, height: 96, background: UIColor.white)
    let effect = RippleMdcEffect(in: stage.view)
    stage.touch(
      effect.button.rippleView, at: CGPoint(x: 60, y: 30), down: 0.05, moves: [], up: 0.15)
    return stage.record(
      name: "ripple-mdc", title: "Material Components ripple",
      description:
        "MDCRippleLayer's ripple: starts at 60 % of the button; released during its touch-down animation, it fades 150 ms after the touch-down (not the release), while still growing.",
      duration: 0.8)
  }
#endif
