/// `floatingButton`: seed 002's floating action button. A capsule with a `plus` that turns 0 → π/4 on open
/// (a `CABasicAnimation` on `transform.rotation.z`, 0.3 s, linear, fill forwards, kept) and back on close;
/// action buttons 80 pt apart above it pop from scale 0.4 on a UIKit spring and fade in, or shrink and fade out.
///
/// Layers: `ID` (the FAB) with `ID/symbol`; `ID/action-1`, … beside it (siblings, so they do not turn with
/// it), each with `ID/action-N/symbol`.
public struct FloatingButtonSpec: ComponentSpec, Equatable {
    public var id: String
    /// The button's frame in its superlayer, in points.
    public var frame = Rect(0, 0, 60, 60)
    /// The buttons' fill (the article's system pink).
    public var color = Color(rgb255: 255, 45, 85)
    /// The main button's symbol, which turns on open.
    public var symbol = Symbol.plus
    /// The action buttons' symbols, bottom to top.
    public var actions: [Symbol] = [.pencil]
    /// Distance between the centres of stacked buttons.
    public var actionSpacing = 80.0
    /// The symbols' point size.
    public var symbolSize = 20.0
    /// Each button's shadow blur, in points.
    public var shadowRadius = 10.0
    /// Each button's shadow opacity, 0…1.
    public var shadowOpacity = 0.3
    /// How far the main button turns on open, in radians (π/4: the plus becomes a cross).
    public var rotation = Double.pi / 4
    /// The turn's duration, in seconds (linear, both ways).
    public var rotationDuration = 0.3
    /// The action buttons' spring on open, in seconds.
    public var openDuration = 0.3
    /// Seconds from the tap to the action buttons' spring.
    public var openDelay = 0.2
    /// The opening spring's damping ratio (`usingSpringWithDamping`).
    public var dampingRatio = 0.55
    /// The opening spring's initial velocity, in distances per second (`initialSpringVelocity`).
    public var initialSpringVelocity = 0.3
    /// The action buttons' shrink and fade on close, in seconds.
    public var closeDuration = 0.15
    /// Seconds from the tap to the action buttons' close.
    public var closeDelay = 0.2
    /// The design tokens its times came from, by parameter (`openDuration`).
    public var tokens = TokenNames()
    /// The action buttons' scale while closed.
    public var collapsedScale = 0.4

    /// The article's floating button under `id`.
    public init(id: String) { self.id = id }

    /// `floatingButton`.
    public static let type = ComponentType.floatingButton

    func button(id: String, symbol: Symbol, frame: Rect) -> Layer {
        let bounds = Rect(0, 0, frame.width, frame.height)
        var layer = Layer(id: id, bounds: bounds, position: Point(frame.midX, frame.midY))
        layer.backgroundColor = color
        layer.cornerRadius = min(frame.width, frame.height) / 2  // `.capsule`
        layer.shadowRadius = shadowRadius
        layer.shadowOpacity = shadowOpacity
        layer.sublayers = [symbol.layer(id: "\(id)/symbol", centredIn: bounds, pointSize: symbolSize)]
        return layer
    }

    /// The action buttons' layer ids, nearest first.
    public var actionIDs: [String] { actions.indices.map { "\(id)/action-\($0 + 1)" } }

    public var layers: [Layer] {
        // The main button is seen turning as its icon: a round capsule shows no rotation of its own.
        var main = button(id: id, symbol: symbol, frame: frame)
        main.label = "\(symbol.name) icon"
        var result = [main]
        for (index, action) in actions.enumerated() {
            let offset = actionSpacing * Double(index + 1)
            var layer = button(id: actionIDs[index], symbol: action, frame: Rect(frame.minX, frame.minY - offset, frame.width, frame.height))
            layer.opacity = 0
            layer.label = "\(action.name) button"
            result.append(layer)
        }
        return result
    }
}

extension FloatingButtonSpec {
    init(_ id: String, _ p: ComponentParameters) throws(DocumentError) {
        self.init(id: id)
        frame = try p.frame(frame)
        color = try p.color("color", color)
        symbol = try p.symbol("symbol", symbol) ?? symbol
        actions =
            try p.object.optional("actions") { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in try item.oneOf(Symbol.self) }
            } ?? actions
        actionSpacing = try p.number("actionSpacing", actionSpacing, in: 0...8192)
        symbolSize = try p.number("symbolSize", symbolSize, in: 1...512)
        shadowRadius = try p.number("shadowRadius", shadowRadius, in: 0...1000)
        shadowOpacity = try p.number("shadowOpacity", shadowOpacity, in: 0...1)
        rotation = try p.number("rotation", rotation, in: -100...100)
        rotationDuration = try p.time("rotationDuration", rotationDuration, in: 0.001...60)
        openDuration = try p.time("openDuration", openDuration, in: 0...60)
        openDelay = try p.time("openDelay", openDelay, in: 0...60)
        dampingRatio = try p.number("dampingRatio", dampingRatio, in: 0.001...1)
        initialSpringVelocity = try p.number("initialSpringVelocity", initialSpringVelocity, in: -100...100)
        closeDuration = try p.time("closeDuration", closeDuration, in: 0...60)
        closeDelay = try p.time("closeDelay", closeDelay, in: 0...60)
        for key in ["rotationDuration", "openDuration", "openDelay", "closeDuration", "closeDelay"] { tokens[key] = p.token(key) }
        collapsedScale = try p.number("collapsedScale", collapsedScale, in: 0...10)
    }
}
