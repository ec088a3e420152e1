import EffectModel
import Foundation

// CGFloat, CGPoint, CGSize and CGRect are Foundation's (on Linux too). What Core Graphics and Core Animation add
// to them is here, with their names.

#if !canImport(CoreGraphics)
    /// Core Graphics' affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public struct CGAffineTransform: Equatable, Sendable {
        /// x's factor in the new x.
        public var a: CGFloat
        /// x's factor in the new y.
        public var b: CGFloat
        /// y's factor in the new x.
        public var c: CGFloat
        /// y's factor in the new y.
        public var d: CGFloat
        /// The translation in x.
        public var tx: CGFloat
        /// The translation in y.
        public var ty: CGFloat

        /// The transform of these six coefficients.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// A scale by sx across and sy down.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
        /// A move by (tx, ty).
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
        /// `angle` in radians, clockwise on the y-down screen.
        public init(rotationAngle angle: CGFloat) { self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0) }

        /// `t2` applied after `self`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// This transform after a scale by (sx, sy).
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy).concatenating(self) }
        /// This transform after a rotation by `angle` radians.
        public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
        /// This transform after a move by (tx, ty).
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty).concatenating(self) }
        /// Whether it changes nothing.
        public var isIdentity: Bool { self == .identity }
    }

    extension CGPoint {
        /// The point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty) }
    }
#endif

/// Core Animation's 4×4 transform, row vectors (`m41`, `m42`, `m43` translate). A layer in a document turns in
/// its plane, so only its 2D part (`m11 m12 m21 m22 m41 m42`) is recorded.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1, column 1: x's factor in the new x.
    public var m11: CGFloat = 1
    /// Row 1, column 2: x's factor in the new y.
    public var m12: CGFloat = 0
    /// Row 1, column 3: a 3-D term (not recorded).
    public var m13: CGFloat = 0
    /// Row 1, column 4: a 3-D term (not recorded).
    public var m14: CGFloat = 0
    /// Row 2, column 1: y's factor in the new x.
    public var m21: CGFloat = 0
    /// Row 2, column 2: y's factor in the new y.
    public var m22: CGFloat = 1
    /// Row 2, column 3: a 3-D term (not recorded).
    public var m23: CGFloat = 0
    /// Row 2, column 4: a 3-D term (not recorded).
    public var m24: CGFloat = 0
    /// Row 3, column 1: a 3-D term (not recorded).
    public var m31: CGFloat = 0
    /// Row 3, column 2: a 3-D term (not recorded).
    public var m32: CGFloat = 0
    /// Row 3, column 3: z's factor in the new z.
    public var m33: CGFloat = 1
    /// Row 3, column 4: the perspective term (not recorded).
    public var m34: CGFloat = 0
    /// Row 4, column 1: the translation in x.
    public var m41: CGFloat = 0
    /// Row 4, column 2: the translation in y.
    public var m42: CGFloat = 0
    /// Row 4, column 3: the translation in z.
    public var m43: CGFloat = 0
    /// Row 4, column 4: the homogeneous factor.
    public var m44: CGFloat = 1

    /// The identity.
    public init() {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D()

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A move by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A rotation by `angle` radians about (x, y, z); the document records turns about z.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    let (c, s) = (cos(angle), sin(angle) * (z < 0 ? -1 : 1))
    (t.m11, t.m12, t.m21, t.m22) = (c, s, -s, c)
    return t
}

/// `a` then `b`, as Core Animation concatenates.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(a).concatenating(CATransform3DGetAffineTransform(b)))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` after a scale by (sx, sy, sz).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` after a rotation by `angle` radians about the axis (x, y, z); the document keeps turns about z.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` after a move by (tx, ty, tz).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` changes nothing.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The 3-D transform of a 2-D one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t`'s 2-D part.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension LayerTransform {
    /// The document's translate · rotate · scale for a 2D transform: exact for scales, turns and translations
    /// alone and together (a skew is not kept).
    init(_ m: CGAffineTransform) {
        let rotation = m.b == 0 && m.c == 0 ? 0 : atan2(Double(m.b), Double(m.a))
        let sx = m.b == 0 ? Double(m.a) : hypot(Double(m.a), Double(m.b))
        let sy = m.c == 0 ? Double(m.d) : (sx == 0 ? hypot(Double(m.c), Double(m.d)) : Double(m.a * m.d - m.b * m.c) / sx)
        self.init(scale: Size(sx, sy), rotation: rotation, translation: Point(Double(m.tx), Double(m.ty)))
    }

    var affineTransform: CGAffineTransform {
        let m = affine
        return CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
    }
}

extension Float {
    /// The `Double` a person means by this `Float`: `0.3` for `Float(0.3)` (whose exact value is 0.30000001192…),
    /// as Swift prints it. Core Animation's `Float` properties (opacity, control points) are recorded so.
    var decimal: Double { Double("\(self)") ?? Double(self) }
}

extension Point {
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension Size {
    init(_ s: CGSize) { self.init(Double(s.width), Double(s.height)) }
    var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension Rect {
    init(_ r: CGRect) { self.init(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)) }
    var cgRect: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
}

#if !canImport(UIKit)
    extension NSValue {
        /// Geometry boxed for an animation's values, as UIKit's `NSValue(cgPoint:)` boxes it.
        public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
        /// `size`, boxed.
        public convenience init(cgSize size: CGSize) { self.init(size: size) }
        /// `rect`, boxed.
        public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
        /// `transform`'s 2-D part, boxed.
        public convenience init(caTransform3D transform: CATransform3D) {
            let m = CATransform3DGetAffineTransform(transform)
            self.init(rect: CGRect(x: m.a, y: m.b, width: m.c, height: m.d))
        }
        /// The boxed point.
        public var cgPointValue: CGPoint { pointValue }
        /// The boxed size.
        public var cgSizeValue: CGSize { sizeValue }
        /// The boxed rectangle.
        public var cgRectValue: CGRect { rectValue }
    }
#endif
