/// A point in points (1 pt = 1 px at scale 1), origin top-left, y down as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Across, in points.
    public var x: Double
    /// Down, in points.
    public var y: Double

    /// The point (x, y).
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(0, 0)

    /// The sum, component-wise.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The difference, component-wise.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Both components times `s`.
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Linear interpolation: `self` at 0, `other` at 1.
    public func interpolated(to other: Point, _ f: Double) -> Point {
        Point(x + (other.x - x) * f, y + (other.y - y) * f)
    }

    /// Euclidean distance in points.
    public func distance(to other: Point) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }

    public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Across, in points.
    public var width: Double
    /// Down, in points.
    public var height: Double

    /// The size width × height.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(0, 0)

    public var description: String { "\(width.shortDescription) × \(height.shortDescription)" }
}

/// A rectangle in points: origin (top-left) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle from (x, y), width × height.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    /// The rectangle from `origin`, `size` large.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(0, 0, 0, 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The centre across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The centre down.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    public var description: String { "[\(minX.shortDescription), \(minY.shortDescription), \(width.shortDescription), \(height.shortDescription)]" }
}

extension Double {
    /// The shortest text that reads back as this number, without a trailing `.0` (`1`, `0.25`).
    public var shortDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }
}
