import Foundation

/// Vector symbols of our own in place of SF Symbols (which cannot be shipped), drawn as strokes centred on
/// the origin at a point size like `UIImage.SymbolConfiguration(pointSize:weight: .medium)`.
public enum Symbol: String, Sendable, CaseIterable {
    /// A plus sign (`plus`).
    case plus
    /// A pencil (`pencil`).
    case pencil

    /// The symbol's name as a designer says it: `Plus`, `Pencil`.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The outline, centred on (0, 0), for a symbol of `pointSize` points.
    public func path(pointSize: Double) -> Path {
        let s = pointSize / 20
        switch self {
        case .plus:
            // SF "plus" at 20 pt spans about 16.6 pt.
            let r = 8.3 * s
            return Path([.move(Point(-r, 0)), .line(Point(r, 0)), .move(Point(0, -r)), .line(Point(0, r))])
        case .pencil:
            // A pencil at 45°, tip at the bottom left: body, the tip's two edges, and the band below the eraser.
            func p(_ along: Double, _ across: Double) -> Point {
                // `along` runs from the tip (−) to the eraser (+) on the diagonal, `across` perpendicular to it.
                let u = 1 / 2.0.squareRoot()
                return Point((along + across) * u * s, (-along + across) * u * s)
            }
            var path = Path()
            path.move(to: p(-10.5, 0))
            path.line(to: p(-6.5, -2.3))
            path.line(to: p(8, -2.3))
            path.cubic(p(9.6, -2.3), p(10.4, -1.2), to: p(10.4, 0))
            path.cubic(p(10.4, 1.2), p(9.6, 2.3), to: p(8, 2.3))
            path.line(to: p(-6.5, 2.3))
            path.close()
            path.move(to: p(5.2, -2.3))
            path.line(to: p(5.2, 2.3))
            return path
        }
    }

    /// The stroke width at `pointSize`, medium weight.
    public func lineWidth(pointSize: Double) -> Double { pointSize / 20 * (self == .plus ? 2.3 : 1.7) }

    /// A white shape layer drawing the symbol centred in `bounds` of its superlayer.
    public func layer(id: String, centredIn bounds: Rect, pointSize: Double, color: Color = .white) -> Layer {
        var shape = ShapeContent()
        shape.path = path(pointSize: pointSize)
        shape.fillColor = nil
        shape.strokeColor = color
        shape.lineWidth = lineWidth(pointSize: pointSize)
        shape.lineCap = .round
        shape.lineJoin = .round
        var layer = Layer(id: id, content: .shape(shape), bounds: .zero, position: Point(bounds.midX, bounds.midY))
        layer.anchorPoint = .zero
        layer.label = "\(name) symbol"
        return layer
    }
}
