import EffectModel
import Foundation

/// An immutable path as Core Graphics holds it.
public class CGPath: Equatable, @unchecked Sendable {
    var path: EffectModel.Path

    init(_ path: EffectModel.Path) { self.path = path }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { (path.controlBounds ?? .zero).cgRect }
    /// Whether the path has no element.
    public var isEmpty: Bool { path.isEmpty }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
}

/// `UIBezierPath`: ovals, rectangles, rounded rectangles (UIKit's continuous corners), lines, curves and arcs.
public final class UIBezierPath {
    var path = EffectModel.Path()
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero

    /// An empty path.
    public init() {}

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path = .oval(in: Rect(rect)) }
    /// The rectangle `rect`.
    public init(rect: CGRect) { path = .rect(Rect(rect)) }
    /// UIKit draws rounded rectangles with continuous corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = .roundedRect(Rect(rect), cornerRadius: Double(cornerRadius), cornerCurve: .continuous)
    }
    /// A path of `cgPath`'s elements.
    public init(cgPath: CGPath) { path = cgPath.path }
    /// An arc from `startAngle` to `endAngle` (radians, clockwise on screen when `clockwise`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path, immutable.
    public var cgPath: CGPath { CGPath(path) }
    /// Where the next segment starts.
    public var currentPoint: CGPoint { current }
    /// The smallest rectangle holding the path's points and control points.
    public var bounds: CGRect { (path.controlBounds ?? .zero).cgRect }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: Point(point))
        (current, subpathStart) = (point, point)
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint) {
        path.line(to: Point(point))
        current = point
    }

    /// A cubic Bézier through the control points to `point`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.cubic(Point(controlPoint1), Point(controlPoint2), to: Point(point))
        current = point
    }

    /// A quadratic Bézier through the control point to `point`.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.elements.append(.quad(Point(controlPoint), to: Point(point)))
        current = point
    }

    /// Cubic pieces of at most a quarter turn each, as Core Graphics approximates arcs; a line joins the current
    /// point to the arc's start when there is one.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let (cx, cy, r) = (Double(center.x), Double(center.y), Double(radius))
        var sweep = Double(endAngle - startAngle)
        if clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        func point(_ angle: Double) -> Point { Point(cx + r * cos(angle), cy + r * sin(angle)) }
        let start = point(Double(startAngle))
        if path.isEmpty { path.move(to: start) } else { path.line(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3 * tan(step / 4)
        var angle = Double(startAngle)
        for _ in 0..<pieces {
            let next = angle + step
            let (p0, p3) = (point(angle), point(next))
            let c1 = Point(p0.x - k * r * sin(angle), p0.y + k * r * cos(angle))
            let c2 = Point(p3.x + k * r * sin(next), p3.y - k * r * cos(next))
            path.cubic(c1, c2, to: p3)
            angle = next
        }
        current = point(Double(endAngle)).cgPoint
    }

    /// Closes the subpath with a line back to its start.
    public func close() {
        path.close()
        current = subpathStart
    }

    /// Adds `other`'s subpaths.
    public func append(_ other: UIBezierPath) { path.elements += other.path.elements }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) {
        path = path.applying(
            AffineTransform(
                a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                tx: Double(transform.tx), ty: Double(transform.ty)))
    }
}
