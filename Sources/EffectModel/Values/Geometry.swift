/// A point in points (1 pt = 1 px at scale 1), origin top-left, y down as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
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
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)

    public var description: String { "\(width.shortDescription) × \(height.shortDescription)" }
}

/// A rectangle in points: origin (top-left) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public static let zero = Rect(0, 0, 0, 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
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
