import EffectModel
import Foundation

/// How a node's view draws it: a plain view for containers and rounded fills, a shape layer's view for paths, a text
/// layer's for text, an image view for symbols; and which of the layer's values say the node's look.
@MainActor enum NodeDrawing {
    /// A view backed by a `CAShapeLayer`.
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }

    /// A view backed by a `CAGradientLayer`.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    /// A view backed by a `CATextLayer`.
    final class TextView: UIView {
        override class var layerClass: AnyClass { CATextLayer.self }
        var textLayer: CATextLayer { layer as! CATextLayer }
    }

    /// A new view for `node`, named `name`, its content set (what cannot change after it is shown: a text's string and
    /// font, clipping).
    static func makeView(for node: ViewNode, name: String) -> UIView {
        let view: UIView
        switch node.drawing {
        case .none, .rounded: view = UIView()
        case .gradient(_, _, .some):
            view = GradientView()
        case .gradient:
            // The document's matte masks sublayers only: the gradient is a sublayer, the outline the mask.
            view = UIView()
            let fill = CAGradientLayer()
            fill.name = "fill"
            view.layer.addSublayer(fill)
            view.layer.mask = CAShapeLayer()
        case .path:
            let shape = ShapeView()
            shape.shapeLayer.lineCap = .round
            view = shape
        case .text(let string, let font):
            let text = TextView()
            text.textLayer.string = string
            text.textLayer.font = font.uiFont
            text.textLayer.fontSize = font.size
            view = text
        case .symbol(let image, let resizable):
            let symbol = UIImageView(image: image)
            symbol.contentMode = resizable ? .scaleAspectFit : .center
            symbol.tintMovesAsView = true
            view = symbol
        }
        view.accessibilityIdentifier = name
        view.layer.name = name
        view.clipsToBounds = node.look.clips
        return view
    }

    /// The layers whose values say `view`'s node's look: its own, and a symbol's outline (its colour the foreground
    /// style), which move with the node's animation.
    static func layers(of view: UIView) -> [CALayer] {
        [view.layer] + ((view as? UIImageView).map { [$0.symbolShapeLayer] } ?? [])
    }

    /// Fills `view` with the gradient `content`: its own gradient layer with rounded corners, or the gradient sublayer
    /// of a view masked by `clip`'s outline (both set at once: the mask and fill follow the view's size).
    private static func applyGradient(_ content: GradientContent, clip: any Shape, rounded: ViewNode.RoundedShape?, to view: UIView, corner: CGFloat)
    {
        let layer = view.layer
        let size = layer.bounds.size
        switch rounded {
        case .radius(let radius): layer.cornerRadius = max(radius, corner)
        case .capsule: layer.cornerRadius = min(size.width, size.height) / 2
        case nil: break
        }
        if let own = (view as? GradientView)?.gradientLayer {
            applyGradient(content, to: own)
            layer.masksToBounds = layer.cornerRadius > 0 || view.clipsToBounds
            return
        }
        guard let fill = layer.sublayers?.first as? CAGradientLayer, let mask = layer.mask as? CAShapeLayer else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let bounds = CGRect(origin: .zero, size: size)
        if fill.frame != bounds { fill.frame = bounds }
        applyGradient(content, to: fill)
        let outline = CGPath(clip.path(in: bounds).model)
        if mask.path != outline { mask.path = outline }
        CATransaction.commit()
    }

    /// Sets `layer`'s gradient to `content` (each property only when it changed, so that an update records nothing new).
    private static func applyGradient(_ content: GradientContent, to layer: CAGradientLayer) {
        let type = CAGradientLayerType(kind: content.kind)
        if layer.type != type { layer.type = type }
        if layer.gradient.colors != content.colors { layer.colors = content.colors.map { CGColor($0) } }
        if layer.gradient.locations != content.locations { layer.locations = content.locations?.map { NSNumber(value: $0) } }
        if layer.startPoint != content.startPoint.cgPoint { layer.startPoint = content.startPoint.cgPoint }
        if layer.endPoint != content.endPoint.cgPoint { layer.endPoint = content.endPoint.cgPoint }
    }

    /// Sets `view`'s values to `node`'s (its look `look`, by default its own), its frame relative to `origin` (its
    /// parent view's origin in the host).
    static func apply(_ node: ViewNode, look: ViewNode.Look? = nil, to view: UIView, origin: CGPoint) {
        let look = look ?? node.look
        let size = node.frame.size
        let layer = view.layer
        let anchor = CGPoint(x: look.anchor.x, y: look.anchor.y)
        if layer.anchorPoint != anchor { layer.anchorPoint = anchor }
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.position = CGPoint(
            x: node.frame.minX - origin.x + anchor.x * size.width + look.offset.width,
            y: node.frame.minY - origin.y + anchor.y * size.height + look.offset.height)
        view.transform = CGAffineTransform(scaleX: look.scale.width, y: look.scale.height).rotated(by: CGFloat(look.rotation.radians))
        view.alpha = CGFloat(look.opacity)
        let corner = look.cornerRadius.isInfinite ? min(size.width, size.height) / 2 : look.cornerRadius
        switch node.drawing {
        case .none:
            layer.cornerRadius = corner
        case .rounded(let shape):
            view.backgroundColor = look.fill.map { UIColor($0.model) }
            switch shape {
            case .radius(let radius): layer.cornerRadius = max(radius, corner)
            case .capsule: layer.cornerRadius = min(size.width, size.height) / 2
            }
        case .path(let shape):
            guard let shapeLayer = (view as? ShapeView)?.shapeLayer else { break }
            shapeLayer.path = CGPath(shape.path(in: CGRect(origin: .zero, size: size)).model)
            shapeLayer.fillColor = look.fill.map { CGColor($0.model) }
            shapeLayer.strokeColor = look.stroke.map { CGColor($0.model) }
            shapeLayer.lineWidth = look.stroke == nil ? 0 : look.lineWidth
            shapeLayer.lineCap =
                switch look.lineCap {
                case .butt: .butt
                case .round: .round
                case .square: .square
                }
            shapeLayer.lineJoin =
                switch look.lineJoin {
                case .miter: .miter
                case .round: .round
                case .bevel: .bevel
                }
            shapeLayer.strokeStart = look.trim.lowerBound
            shapeLayer.strokeEnd = look.trim.upperBound
            layer.cornerRadius = corner
        case .gradient(let style, let clip, let rounded):
            applyGradient(style.content(in: size), clip: clip, rounded: rounded, to: view, corner: corner)
        case .text:
            (view as? TextView)?.textLayer.foregroundColor = look.foreground.map { CGColor($0.model) }
        case .symbol(let image, _):
            guard let symbol = view as? UIImageView else { break }
            if symbol.image.map({ ($0.symbol, $0.pointSize) }) ?? (image.symbol, 0) != (image.symbol, image.pointSize) { symbol.image = image }
            let tint = UIColor((look.foreground ?? .accentColor).model)
            if symbol.tintColor != tint { symbol.tintColor = tint }
        }
        if let shadow = look.shadow {
            layer.shadowColor = CGColor(shadow.color.model.withAlpha(1))
            layer.shadowOpacity = Float(shadow.color.model.alpha)
            layer.shadowRadius = shadow.radius
            layer.shadowOffset = shadow.offset
        }
    }
}
