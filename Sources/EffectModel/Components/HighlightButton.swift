/// `highlightButton`: seed 001's tap scale. `isHighlighted` true: scale 1.3 and alpha 0.8; false: identity
/// and alpha 1; both through `UIView.animate(withDuration: 0, delay: 0, options: .curveLinear)`, which UIKit
/// turns into a 1 ms animation. Layers: `ID`, and `ID/title` or `ID/symbol`.
public struct HighlightButtonSpec: ComponentSpec, Equatable {
    public var id: String
    /// The button's frame in its superlayer, in points.
    public var frame = Rect(0, 0, 120, 120)
    /// The scale while highlighted.
    public var scale = 1.3
    /// The view alpha while highlighted, 0…1.
    public var alpha = 0.8
    /// The `UIView.animate` duration, in seconds (0: UIKit's 1 ms).
    public var duration = 0.0
    /// The `UIView.animate` curve option.
    public var curve = ViewAnimation.Option.curveLinear
    /// The title (the article's "버튼", button); not drawn when `symbol` is set.
    public var title = "버튼"
    /// The title's or symbol's colour (UIKit's system blue).
    public var titleColor = Color(rgb255: 0, 122, 255)
    /// The system font at UIButton's default 18 pt, in the installed UI font (Hangul falls back to Nanum).
    public var font = "Inter 18"
    /// A symbol drawn instead of the title.
    public var symbol: Symbol?
    /// The button's corner radius, in points.
    public var cornerRadius = 25.0
    /// The button's background (none by default).
    public var backgroundColor: Color?

    /// The article's highlight button under `id`.
    public init(id: String) { self.id = id }

    /// `highlightButton`.
    public static let type = ComponentType.highlightButton

    public var layers: [Layer] {
        let bounds = Rect(0, 0, frame.width, frame.height)
        var button = Layer(id: id, bounds: bounds, position: Point(frame.midX, frame.midY))
        button.label = "Button"
        button.cornerRadius = cornerRadius
        button.backgroundColor = backgroundColor
        if let symbol {
            button.sublayers = [symbol.layer(id: "\(id)/symbol", centredIn: bounds, pointSize: 20, color: titleColor)]
        } else {
            button.sublayers = [titleLayer(id: "\(id)/title", string: title, font: font, color: titleColor, in: bounds)]
        }
        return [button]
    }

    /// The `UIView.animate` call for a highlight change.
    public func animation(highlighted: Bool) -> ViewAnimation {
        var view = ViewAnimation(
            duration: duration,
            changes: [
                (.scale, .number(highlighted ? scale : 1)),
                (.opacity, .number(highlighted ? alpha : 1)),
            ])
        view.options = [curve]
        view.label = highlighted ? "Highlight" : "Unhighlight"
        return view
    }
}

extension HighlightButtonSpec {
    init(_ id: String, _ p: ComponentParameters) throws(DocumentError) {
        self.init(id: id)
        frame = try p.frame(frame)
        scale = try p.number("scale", scale, in: 0...10)
        alpha = try p.number("alpha", alpha, in: 0...1)
        duration = try p.time("duration", duration, in: 0...60)
        curve = try p.curve("curve", curve)
        title = try p.string("title", title)
        titleColor = try p.color("titleColor", titleColor)
        font = try p.string("font", font)
        symbol = try p.symbol("symbol", nil)
        cornerRadius = try p.number("cornerRadius", cornerRadius, in: 0...4096)
        backgroundColor = try p.optionalColor("backgroundColor")
    }
}
