import EffectModel
import Foundation

/// `UIImageView`: shows an image — here one of the tool's symbols (`UIImage(systemName: "heart.fill")`), drawn in the
/// view's `tintColor` as UIKit draws a symbol image, placed in the bounds by `contentMode`. The symbol is a shape
/// sublayer (`<name>/symbol` in the recording); a change of `image` replaces its path at once, as UIKit swaps images.
open class UIImageView: UIView {
    /// The image shown; `nil`: nothing.
    public var image: UIImage? {
        didSet { drawSymbol() }
    }

    /// How the image sits in the bounds (default `.scaleToFill`, as UIKit's).
    public var contentMode: ContentMode = .scaleToFill {
        didSet { setNeedsLayout() }
    }

    /// The colour the symbol is drawn in.
    public override var tintColor: UIColor! {
        didSet {
            if tintMovesAsView { paintSymbol() } else { drawSymbol() }
        }
    }

    /// SwiftUI's way (a hosted `Image(systemName:)`): a change of the tint moves with the animation block it is made
    /// in, as a view's own colours do; an image swapped is swapped at once, in the tint it had. UIKit sets a tint at once.
    var tintMovesAsView = false {
        didSet { symbolLayer.drawsForView = tintMovesAsView }
    }

    /// The layer the symbol is drawn on.
    var symbolShapeLayer: CALayer { symbolLayer }

    private let symbolLayer = CAShapeLayer()

    /// A view the size of `image`, showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        drawSymbol()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(symbolLayer)
    }

    public required init?(coder: NSCoder) { nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        drawSymbol()
    }

    /// The symbol's path and colour, scaled into the bounds by `contentMode`, without animation.
    private func drawSymbol() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        UIView.performWithoutAnimation {
            symbolLayer.name = symbolLayer.name ?? layer.name.map { "\($0)/symbol" }
            guard let image else {
                symbolLayer.path = nil
                return
            }
            let symbol = image.symbol
            symbolLayer.path = CGPath(symbol.path(pointSize: image.pointSize))
            paintSymbol()
            symbolLayer.lineWidth = CGFloat(symbol.lineWidth(pointSize: image.pointSize))
            symbolLayer.lineCap = .round
            symbolLayer.lineJoin = .round
            symbolLayer.anchorPoint = .zero
            symbolLayer.bounds = .zero
            symbolLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
            let size = image.size
            guard size.width > 0, size.height > 0 else { return }
            let (sx, sy) = (bounds.width / size.width, bounds.height / size.height)
            let scale: (CGFloat, CGFloat) =
                switch contentMode {
                case .scaleToFill: (sx, sy)
                case .scaleAspectFit: (min(sx, sy), min(sx, sy))
                case .scaleAspectFill: (max(sx, sy), max(sx, sy))
                case .center: (1, 1)
                }
            symbolLayer.setAffineTransform(CGAffineTransform(scaleX: scale.0, y: scale.1))
        }
    }

    /// The symbol's colour: its fill when it is a filled symbol, else its outline's stroke.
    private func paintSymbol() {
        let color: CGColor? = image == nil ? nil : tintColor.cgColor
        let isFilled = image?.symbol.isFilled ?? false
        let fill = isFilled ? color : nil
        let stroke = isFilled ? nil : color
        if symbolLayer.fillColor != fill { symbolLayer.fillColor = fill }
        if symbolLayer.strokeColor != stroke { symbolLayer.strokeColor = stroke }
    }

    /// `UIView.transition(with:…)` with `.transitionCrossDissolve`: what `animations` changes (the image, the tint)
    /// shows at once under a copy of the symbol as it was; over `duration` the copy fades out as the new symbol fades
    /// in (on the options' curve), and the copy goes.
    func crossDissolve(duration: TimeInterval, curve: CAMediaTimingFunctionName, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let old = CAShapeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        old.name = symbolLayer.name.map { "\($0)-before" }
        old.path = symbolLayer.path
        old.fillColor = symbolLayer.fillColor
        old.strokeColor = symbolLayer.strokeColor
        old.lineWidth = symbolLayer.lineWidth
        old.lineCap = .round
        old.lineJoin = .round
        old.anchorPoint = .zero
        old.bounds = .zero
        old.position = symbolLayer.position
        old.setAffineTransform(symbolLayer.affineTransform())
        layer.addSublayer(old)
        UIView.performWithoutAnimation(animations)
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            old.removeFromSuperlayer()
            completion?(true)
        }
        for (target, from, to) in [(old, 1, 0), (symbolLayer, 0, 1)] as [(CALayer, Float, Float)] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = from
            fade.toValue = to
            fade.duration = duration
            fade.timingFunction = CAMediaTimingFunction(name: curve)
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            target.add(fade, forKey: "crossDissolve")
        }
        CATransaction.commit()
    }

    /// `UIView.ContentMode`: how an image view fits its image in its bounds.
    public enum ContentMode: Sendable {
        /// Stretched to the bounds (the default).
        case scaleToFill
        /// As large as fits, its proportions kept.
        case scaleAspectFit
        /// Filling the bounds, its proportions kept (the overflow clipped only with `clipsToBounds`).
        case scaleAspectFill
        /// At its own size, centred.
        case center
    }
}

extension UIImage {
    /// Not available: EffectKit draws no image files.
    @available(
        *, unavailable,
        message:
            "EffectKit draws no image files: use UIImage(systemName:) with a symbol it ships (heart, heart.fill, star, checkmark …), or a CAShapeLayer"
    )
    public convenience init?(named name: String) { nil }

    /// The image's size in points: the symbol's outline and its stroke at the point size.
    public var size: CGSize {
        guard let box = symbol.path(pointSize: pointSize).controlBounds else { return .zero }
        let stroke = symbol.isFilled ? 0 : symbol.lineWidth(pointSize: pointSize)
        return CGSize(width: box.width + stroke, height: box.height + stroke)
    }
}
