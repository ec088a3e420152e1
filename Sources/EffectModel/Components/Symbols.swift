import Foundation

/// Vector symbols of our own in place of SF Symbols (which cannot be shipped), named as SF Symbols names them and
/// drawn centred on the origin at a point size like `UIImage.SymbolConfiguration(pointSize:weight: .medium)`: strokes,
/// or, for a `.fill` name, a filled shape.
public enum Symbol: String, Sendable, CaseIterable {
    /// A plus sign (`plus`).
    case plus
    /// A minus sign (`minus`).
    case minus
    /// A pencil (`pencil`).
    case pencil
    /// A heart's outline (`heart`).
    case heart
    /// A filled heart (`heart.fill`).
    case heartFill = "heart.fill"
    /// A five-pointed star's outline (`star`).
    case star
    /// A filled star (`star.fill`).
    case starFill = "star.fill"
    /// A tick (`checkmark`).
    case checkmark
    /// A cross (`xmark`).
    case xmark
    /// A bell's outline (`bell`).
    case bell
    /// A filled bell (`bell.fill`).
    case bellFill = "bell.fill"
    /// A bookmark ribbon's outline (`bookmark`).
    case bookmark
    /// A filled bookmark ribbon (`bookmark.fill`).
    case bookmarkFill = "bookmark.fill"
    /// A bin with a lid (`trash`).
    case trash
    /// A paper plane's outline (`paperplane`).
    case paperplane
    /// A filled paper plane (`paperplane.fill`).
    case paperplaneFill = "paperplane.fill"
    /// A chevron pointing left (`chevron.left`).
    case chevronLeft = "chevron.left"
    /// A chevron pointing right (`chevron.right`).
    case chevronRight = "chevron.right"
    /// A chevron pointing up (`chevron.up`).
    case chevronUp = "chevron.up"
    /// A chevron pointing down (`chevron.down`).
    case chevronDown = "chevron.down"
    /// A circle's outline (`circle`).
    case circle
    /// A filled circle (`circle.fill`).
    case circleFill = "circle.fill"

    /// The symbol's name as a designer says it: `Plus`, `Heart fill`, `Chevron left`.
    public var name: String {
        let words = rawValue.split(separator: ".").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Whether the symbol is a filled shape (a `.fill` name) rather than strokes.
    public var isFilled: Bool { rawValue.hasSuffix(".fill") }

    /// The outline, centred on (0, 0), for a symbol of `pointSize` points.
    public func path(pointSize: Double) -> Path {
        let s = pointSize / 20
        /// A point of the 20-point drawing, scaled.
        func p(_ x: Double, _ y: Double) -> Point { Point(x * s, y * s) }
        /// A closed polygon through `points`.
        func polygon(_ points: [Point]) -> Path { Path([.move(points[0])] + points.dropFirst().map { .line($0) } + [.close]) }
        switch self {
        case .plus:
            // SF "plus" at 20 pt spans about 16.6 pt.
            return Path([.move(p(-8.3, 0)), .line(p(8.3, 0)), .move(p(0, -8.3)), .line(p(0, 8.3))])
        case .minus: return Path([.move(p(-8.3, 0)), .line(p(8.3, 0))])
        case .pencil:
            // A pencil at 45°, tip at the bottom left: body, the tip's two edges, and the band below the eraser.
            func q(_ along: Double, _ across: Double) -> Point {
                // `along` runs from the tip (−) to the eraser (+) on the diagonal, `across` perpendicular to it.
                let u = 1 / 2.0.squareRoot()
                return p((along + across) * u, (-along + across) * u)
            }
            var path = Path()
            path.move(to: q(-10.5, 0))
            path.line(to: q(-6.5, -2.3))
            path.line(to: q(8, -2.3))
            path.cubic(q(9.6, -2.3), q(10.4, -1.2), to: q(10.4, 0))
            path.cubic(q(10.4, 1.2), q(9.6, 2.3), to: q(8, 2.3))
            path.line(to: q(-6.5, 2.3))
            path.close()
            path.move(to: q(5.2, -2.3))
            path.line(to: q(5.2, 2.3))
            return path
        case .heart, .heartFill:
            // Two lobes meeting in a dip at the top, down to a point; 18 wide, 16.6 high.
            var path = Path()
            path.move(to: p(0, 8.3))
            path.cubic(p(0, 8.3), p(-9, 2.5), to: p(-9, -3.4))
            path.cubic(p(-9, -6.3), p(-6.8, -8.3), to: p(-4.1, -8.3))
            path.cubic(p(-2.3, -8.3), p(-0.7, -7.2), to: p(0, -5.6))
            path.cubic(p(0.7, -7.2), p(2.3, -8.3), to: p(4.1, -8.3))
            path.cubic(p(6.8, -8.3), p(9, -6.3), to: p(9, -3.4))
            path.cubic(p(9, 2.5), p(0, 8.3), to: p(0, 8.3))
            path.close()
            return path
        case .star, .starFill:
            // Five points on a circle of 9.5, the inner corners at 0.382 of it (a regular star), the first at the top.
            let points = (0..<10).map { i -> Point in
                let radius = i.isMultiple(of: 2) ? 9.5 : 9.5 * 0.382
                let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
                return p(radius * cos(angle), radius * sin(angle) + 0.6)
            }
            return polygon(points)
        case .checkmark: return Path([.move(p(-7, 0.5)), .line(p(-2.5, 6)), .line(p(7.5, -6.5))])
        case .xmark: return Path([.move(p(-6.5, -6.5)), .line(p(6.5, 6.5)), .move(p(6.5, -6.5)), .line(p(-6.5, 6.5))])
        case .bell, .bellFill:
            var path = Path()
            path.move(to: p(-7.5, 5))
            path.line(to: p(-6, 3))
            path.line(to: p(-6, -1.5))
            path.cubic(p(-6, -5.2), p(-3.5, -7.8), to: p(0, -7.8))
            path.cubic(p(3.5, -7.8), p(6, -5.2), to: p(6, -1.5))
            path.line(to: p(6, 3))
            path.line(to: p(7.5, 5))
            path.close()
            // The clapper below.
            path.move(to: p(-2.2, 7.2))
            path.cubic(p(-1.6, 9), p(1.6, 9), to: p(2.2, 7.2))
            if isFilled { path.close() }
            return path
        case .bookmark, .bookmarkFill: return polygon([p(-5.5, -8.5), p(5.5, -8.5), p(5.5, 8.5), p(0, 4.5), p(-5.5, 8.5)])
        case .trash:
            var path = Path([.move(p(-8, -5.5)), .line(p(8, -5.5))])
            path.elements += [.move(p(-3, -5.5)), .line(p(-3, -8)), .line(p(3, -8)), .line(p(3, -5.5))]
            path.elements += [.move(p(-6.5, -5.5)), .line(p(-5.5, 8.5)), .line(p(5.5, 8.5)), .line(p(6.5, -5.5))]
            path.elements += [.move(p(-2.3, -2)), .line(p(-2.3, 5.5)), .move(p(2.3, -2)), .line(p(2.3, 5.5))]
            return path
        case .paperplane, .paperplaneFill:
            var path = polygon([p(-8.5, -0.5), p(8.5, -8), p(2, 8.5), p(-0.5, 1.5)])
            if !isFilled { path.elements += [.move(p(-0.5, 1.5)), .line(p(8.5, -8))] }
            return path
        case .chevronLeft: return Path([.move(p(3.5, -8)), .line(p(-4, 0)), .line(p(3.5, 8))])
        case .chevronRight: return Path([.move(p(-3.5, -8)), .line(p(4, 0)), .line(p(-3.5, 8))])
        case .chevronUp: return Path([.move(p(-8, 3.5)), .line(p(0, -4)), .line(p(8, 3.5))])
        case .chevronDown: return Path([.move(p(-8, -3.5)), .line(p(0, 4)), .line(p(8, -3.5))])
        case .circle, .circleFill: return Path.oval(in: Rect(-9 * s, -9 * s, 18 * s, 18 * s))
        }
    }

    /// The stroke width at `pointSize`, medium weight: the single strokes (plus, minus, cross, tick, chevrons) heavier.
    public func lineWidth(pointSize: Double) -> Double {
        let heavy: Set<Symbol> = [.plus, .minus, .xmark, .checkmark, .chevronLeft, .chevronRight, .chevronUp, .chevronDown]
        return pointSize / 20 * (heavy.contains(self) ? 2.3 : 1.7)
    }

    /// A white shape layer drawing the symbol centred in `bounds` of its superlayer.
    public func layer(id: String, centredIn bounds: Rect, pointSize: Double, color: Color = .white) -> Layer {
        var shape = ShapeContent()
        shape.path = path(pointSize: pointSize)
        shape.fillColor = isFilled ? color : nil
        shape.strokeColor = isFilled ? nil : color
        shape.lineWidth = lineWidth(pointSize: pointSize)
        shape.lineCap = .round
        shape.lineJoin = .round
        var layer = Layer(id: id, content: .shape(shape), bounds: .zero, position: Point(bounds.midX, bounds.midY))
        layer.anchorPoint = .zero
        layer.label = "\(name) symbol"
        return layer
    }
}
