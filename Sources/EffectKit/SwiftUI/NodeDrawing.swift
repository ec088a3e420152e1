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
            view = symbol
        }
        view.accessibilityIdentifier = name
        view.layer.name = name
        view.clipsToBounds = node.look.clips
        return view
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
