/// `gradientView`: seed 004's animated gradient. A square view with a horizontal gradient layer; the first
/// `toggle` starts `UIView.animate(withDuration: 1, options: [.repeat, .autoreverse])` to twice the size and
/// the layer's own `transform.scale` 1 → 2 (autoreversing, for ever); the next stops both
/// (`removeAllAnimations`), leaving the model values where UIKit set them.
///
/// `layerFollowsBounds` false is the article's problem: the gradient keeps its first frame, and its scale
/// about its own anchor point drifts against the view growing about its centre. True is the fix: the layer's
/// frame follows the view's bounds in the same animation.
///
/// Layers: `ID` (the view), `ID/gradient`.
public struct GradientViewSpec: ComponentSpec, Equatable {
    public var id: String
    /// The view's centre in its superlayer, in points.
    public var center = Point(150, 150)
    /// The view's size before it grows, in points.
    public var size = Size(100, 100)
    /// The size `UIView.animate` grows the view to, in points.
    public var grownSize = Size(200, 200)
    /// The gradient's colours (the article's blue to purple).
    public var colors: [Color] = [Color(red: 0, green: 0, blue: 1), Color(red: 0.5, green: 0, blue: 0.5)]
    /// The gradient's start, in unit coordinates (default: the left middle).
    public var startPoint = Point(0, 0.5)
    /// The gradient's end, in unit coordinates (default: the right middle).
    public var endPoint = Point(1, 0.5)
    /// Seconds per leg of the growth and the layer's scale, each autoreversing for ever.
    public var duration = 1.0
    /// The `transform.scale` the gradient layer's own animation reaches.
    public var layerScale = 2.0
    /// Whether the layer's frame follows the view's bounds (the article's fix) or keeps its first frame (its problem).
    public var layerFollowsBounds = false
    /// The view's own background (the article makes it yellow to show the layer's frame); none by default.
    public var backgroundColor: Color?

    /// The article's gradient view under `id`.
    public init(id: String) { self.id = id }

    /// `gradientView`.
    public static let type = ComponentType.gradientView

    /// The gradient layer's id.
    public var gradientID: String { "\(id)/gradient" }

    public var layers: [Layer] {
        var view = Layer(id: id, bounds: Rect(0, 0, size.width, size.height), position: center)
        view.backgroundColor = backgroundColor
        view.label = "Gradient view"

        var gradient = GradientContent()
        gradient.colors = colors
        gradient.startPoint = startPoint
        gradient.endPoint = endPoint
        var layer = Layer(
            id: gradientID, content: .gradient(gradient), bounds: Rect(0, 0, size.width, size.height),
            position: Point(size.width / 2, size.height / 2))
        layer.label = "Gradient"
        view.sublayers = [layer]
        return [view]
    }
}

extension GradientViewSpec {
    init(_ id: String, _ p: ComponentParameters) throws(DocumentError) {
        self.init(id: id)
        center = try p.object.optional("center") { field throws(DocumentError) in try Point(field: field) } ?? center
        size = try p.size("size", size)
        grownSize = try p.size("grownSize", grownSize)
        colors =
            try p.object.optional("colors") { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in try Color(field: item) }
            } ?? colors
        startPoint = try p.object.optional("startPoint") { field throws(DocumentError) in try Point(field: field) } ?? startPoint
        endPoint = try p.object.optional("endPoint") { field throws(DocumentError) in try Point(field: field) } ?? endPoint
        duration = try p.time("duration", duration, in: 0.001...60)
        layerScale = try p.number("layerScale", layerScale, in: 0...100)
        layerFollowsBounds = try p.bool("layerFollowsBounds", layerFollowsBounds)
        backgroundColor = try p.optionalColor("backgroundColor")
    }
}
