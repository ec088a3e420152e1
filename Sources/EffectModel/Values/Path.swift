import Foundation

/// A vector path as `CGPath` holds it: subpaths of lines and cubic or quadratic Bézier segments, in points.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One element of a path, as `CGPathElement`.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic Bézier through a control point to a point.
        case quad(Point, to: Point)
        /// A cubic Bézier through two control points to a point.
        case cubic(Point, Point, to: Point)
        /// A straight line back to the start of the subpath, which ends it.
        case close
    }

    /// The elements, in drawing order.
    public var elements: [Element]

    /// The most elements a document's path may have.
    public static let maximumElements = 10_000

    /// The path of `elements` (default: empty).
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// Whether it has no element.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// Adds a straight line to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// Adds a cubic Bézier through `c1` and `c2` to `p`.
    public mutating func cubic(_ c1: Point, _ c2: Point, to p: Point) { elements.append(.cubic(c1, c2, to: p)) }
    /// Closes the subpath with a line back to its start.
    public mutating func close() { elements.append(.close) }

    /// The magic number of a cubic quarter circle, as `UIBezierPath` uses (4/3 · (√2 − 1)).
    public static let kappa = 0.5522847498307936

    /// An ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`: four cubic quarter arcs starting at
    /// (maxX, midY) and running clockwise on the y-down screen.
    public static func oval(in rect: Rect) -> Path {
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (cx, cy) = (rect.midX, rect.midY)
        let (kx, ky) = (rx * kappa, ry * kappa)
        var path = Path()
        path.move(to: Point(cx + rx, cy))
        path.cubic(Point(cx + rx, cy + ky), Point(cx + kx, cy + ry), to: Point(cx, cy + ry))
        path.cubic(Point(cx - kx, cy + ry), Point(cx - rx, cy + ky), to: Point(cx - rx, cy))
        path.cubic(Point(cx - rx, cy - ky), Point(cx - kx, cy - ry), to: Point(cx, cy - ry))
        path.cubic(Point(cx + kx, cy - ry), Point(cx + rx, cy - ky), to: Point(cx + rx, cy))
        path.close()
        return path
    }

    /// A rectangle from its origin, clockwise on screen, as `UIBezierPath(rect:)`.
    public static func rect(_ rect: Rect) -> Path {
        Path([
            .move(rect.origin), .line(Point(rect.maxX, rect.minY)), .line(Point(rect.maxX, rect.maxY)),
            .line(Point(rect.minX, rect.maxY)), .close,
        ])
    }

    /// The SVG path data of this path (absolute commands), for debugging and tests.
    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): "M \(p.x.shortDescription) \(p.y.shortDescription)"
            case .line(let p): "L \(p.x.shortDescription) \(p.y.shortDescription)"
            case .quad(let c, let p): "Q \(c.x.shortDescription) \(c.y.shortDescription) \(p.x.shortDescription) \(p.y.shortDescription)"
            case .cubic(let c1, let c2, let p):
                "C " + [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(\.shortDescription).joined(separator: " ")
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        Path(
            elements.map { element in
                switch element {
                case .move(let p): .move(transform.apply(to: p))
                case .line(let p): .line(transform.apply(to: p))
                case .quad(let c, let p): .quad(transform.apply(to: c), to: transform.apply(to: p))
                case .cubic(let c1, let c2, let p): .cubic(transform.apply(to: c1), transform.apply(to: c2), to: transform.apply(to: p))
                case .close: .close
                }
            })
    }
}

extension Path {
    /// The box around every point and control point: contains the path, possibly with room to spare.
    /// `nil` for an empty path.
    public var controlBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p): points += [c, p]
            case .cubic(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        return Rect.enclosing(points)
    }
}

extension Rect {
    /// The smallest rectangle containing every point; `nil` when there are none.
    public static func enclosing(_ points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
        }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// Grown by `d` on every side.
    public func outset(by d: Double) -> Rect { Rect(minX - d, minY - d, width + 2 * d, height + 2 * d) }

    /// The four corners, clockwise from the origin.
    public var corners: [Point] { [origin, Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)] }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect { Rect.enclosing(corners + other.corners)! }

    /// The part inside `other` too; `nil` when they do not overlap (touching edges overlap in a line).
    public func intersection(_ other: Rect) -> Rect? {
        let (x0, y0, x1, y1) = (max(minX, other.minX), max(minY, other.minY), min(maxX, other.maxX), min(maxY, other.maxY))
        return x0 <= x1 && y0 <= y1 ? Rect(x0, y0, x1 - x0, y1 - y0) : nil
    }
}
