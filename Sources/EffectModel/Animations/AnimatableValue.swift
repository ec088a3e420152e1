import Foundation

/// A value an animation can drive, in the units of the format: points, unit coordinates, radians, 0…1.
///
/// Arithmetic is component-wise, as Core Animation interpolates and adds values: scalars, points, sizes,
/// rects, colours (by component, straight alpha), arrays of colours or numbers (element by element), and
/// paths with the same structure (point by point). Values of different shapes do not mix: interpolation
/// then switches from one to the other at the halfway point (as CSS does for discrete values), and addition
/// keeps the left operand.
public enum AnimatableValue: Hashable, Sendable, CustomStringConvertible {
    /// A scalar: points, radians, 0…1, as the key path means it.
    case number(Double)
    /// A point, in points or unit coordinates.
    case point(Point)
    /// A size, in points.
    case size(Size)
    /// A rectangle, in points.
    case rect(Rect)
    /// A colour.
    case color(Color)
    /// A gradient's colours.
    case colors([Color])
    /// A gradient's locations.
    case numbers([Double])
    /// A shape's path.
    case path(Path)

    /// The value as a flat list of numbers, when it has one (paths: every coordinate in order).
    public var components: [Double] {
        switch self {
        case .number(let n): [n]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .color(let c): c.components
        case .colors(let cs): cs.flatMap(\.components)
        case .numbers(let ns): ns
        case .path(let p): p.elements.flatMap(Self.coordinates)
        }
    }

    private static func coordinates(_ element: Path.Element) -> [Double] {
        switch element {
        case .move(let p), .line(let p): [p.x, p.y]
        case .quad(let c, let p): [c.x, c.y, p.x, p.y]
        case .cubic(let c1, let c2, let p): [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
        case .close: []
        }
    }

    /// The same shape with new components; `nil` unless there are as many as `components` has.
    public func replacingComponents(_ c: [Double]) -> AnimatableValue? {
        c.count == components.count ? withComponents(c) : nil
    }

    /// The same shape with new components, as many as `components` has.
    private func withComponents(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(c[0], c[1]))
        case .size: return .size(Size(c[0], c[1]))
        case .rect: return .rect(Rect(c[0], c[1], c[2], c[3]))
        case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .colors(let cs):
            return .colors((0..<cs.count).map { i in Color(red: c[4 * i], green: c[4 * i + 1], blue: c[4 * i + 2], alpha: c[4 * i + 3]) })
        case .numbers: return .numbers(c)
        case .path(let p):
            var index = 0
            func next() -> Point {
                defer { index += 2 }
                return Point(c[index], c[index + 1])
            }
            return .path(
                Path(
                    p.elements.map { element in
                        switch element {
                        case .move: .move(next())
                        case .line: .line(next())
                        case .quad: .quad(next(), to: next())
                        case .cubic: .cubic(next(), next(), to: next())
                        case .close: .close
                        }
                    }))
        }
    }

    /// True when both values have the same shape, so that they can be combined component by component.
    public func isCompatible(with other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color): return true
        case (.colors(let a), .colors(let b)): return a.count == b.count
        case (.numbers(let a), .numbers(let b)): return a.count == b.count
        case (.path(let a), .path(let b)):
            return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { Self.sameKind($0, $1) }
        default: return false
        }
    }

    private static func sameKind(_ a: Path.Element, _ b: Path.Element) -> Bool {
        switch (a, b) {
        case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): true
        default: false
        }
    }

    private func combined(with other: AnimatableValue, _ f: (Double, Double) -> Double) -> AnimatableValue? {
        guard isCompatible(with: other) else { return nil }
        return withComponents(zip(components, other.components).map(f))
    }

    /// `self` at 0, `other` at 1; `f` may leave 0…1 (overshooting curves and springs extrapolate).
    public func interpolated(to other: AnimatableValue, _ f: Double) -> AnimatableValue {
        combined(with: other) { a, b in a + (b - a) * f } ?? (f < 0.5 ? self : other)
    }

    /// Component-wise sum (an additive animation over its base); values of different shapes keep `a`.
    public static func + (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
        a.combined(with: b, +) ?? a
    }

    /// Component-wise difference; values of different shapes keep `a`.
    public static func - (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
        a.combined(with: b, -) ?? a
    }

    /// Every component times `k` (a cumulative animation's repeats).
    public static func * (a: AnimatableValue, k: Double) -> AnimatableValue {
        a.withComponents(a.components.map { $0 * k })
    }

    /// The Euclidean distance over the components (0 for values of different shapes): what paced
    /// keyframes measure between values.
    public func distance(to other: AnimatableValue) -> Double {
        guard isCompatible(with: other) else { return 0 }
        return zip(components, other.components).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    public var description: String {
        switch self {
        case .number(let n): n.shortDescription
        case .point(let p): p.description
        case .size(let s): s.description
        case .rect(let r): r.description
        case .color(let c): c.description
        case .colors(let cs): "[" + cs.map(\.description).joined(separator: ", ") + "]"
        case .numbers(let ns): "[" + ns.map(\.shortDescription).joined(separator: ", ") + "]"
        case .path(let p): p.description
        }
    }
}
