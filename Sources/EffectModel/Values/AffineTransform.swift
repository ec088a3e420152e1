import Foundation

/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as `CGAffineTransform`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// x's factor in the new x.
    public var a: Double
    /// x's factor in the new y.
    public var b: Double
    /// y's factor in the new x.
    public var c: Double
    /// y's factor in the new y.
    public var d: Double
    /// The translation in x.
    public var tx: Double
    /// The translation in y.
    public var ty: Double

    /// The transform of these six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (x, y).
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by sx across and sy down, about the origin.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians; positive turns clockwise on the y-down screen, as `transform.rotation.z` on iOS.
    public static func rotation(_ angle: Double) -> AffineTransform {
        let (s, k) = (sin(angle), cos(angle))
        return AffineTransform(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// `self` applied first, then `other` (as `CGAffineTransform.concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Where `p` lands.
    public func apply(to p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The transform that undoes this one; `nil` when it is singular (a scale of 0 flattens the plane).
    public var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String {
        "[\([a, b, c, d, tx, ty].map(\.shortDescription).joined(separator: ", "))]"
    }
}
