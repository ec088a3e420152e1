/// `highlightButton`: seed 001's tap scale. `isHighlighted` true: scale 1.3 and alpha 0.8; false: identity
/// and alpha 1; both through `UIView.animate(withDuration: 0, delay: 0, options: .curveLinear)`, which UIKit
/// turns into a 1 ms animation. Layers: `ID`, and `ID/title` or `ID/symbol`.
public struct HighlightButtonSpec: ComponentSpec, Equatable {
    public var id: String
    public var frame = Rect(0, 0, 120, 120)
    public var scale = 1.3
    public var alpha = 0.8
    public var duration = 0.0
    public var curve = ViewAnimation.Option.curveLinear
    public var title = "버튼"
    public var titleColor = Color(rgb255: 0, 122, 255)
    /// The system font at UIButton's default 18 pt, in the installed UI font (Hangul falls back to Nanum).
    public var font = "Inter 18"
    public var symbol: Symbol?
    public var cornerRadius = 25.0
    public var backgroundColor: Color?

    public init(id: String) { self.id = id }

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
