import Foundation

/// The corner shape of a rounded rectangle, as `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, CaseIterable {
    /// Quarter circles (CALayer's default).
    case circular
    /// iOS 7's continuous ("squircle") corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws it.
    case continuous
}

extension Path {
    /// A rectangle with rounded corners, starting on the top edge and running clockwise on screen.
    ///
    /// `circular`: quarter circles of radius `min(radius, w/2, h/2)`, as CALayer clamps it.
    /// `continuous`: the corner PaintCode published for iOS 7, which reaches 1.52866483 · r along each edge.
    /// While r · 1.52866483 exceeds half the shorter side, the corner blends linearly towards the capsule's
    /// half circle, reached at r = half the shorter side, so the shape grows into a capsule without a jump.
    public static func roundedRect(_ rect: Rect, cornerRadius radius: Double, cornerCurve: CornerCurve = .circular) -> Path {
        let half = min(rect.width, rect.height) / 2
        let r = max(0, min(radius, half))
        guard r > 0 else { return Path.rect(rect) }
        let corner: [Point]
        switch cornerCurve {
        case .circular:
            corner = circularCorner(radius: r)
        case .continuous:
            let limit = half / continuousExtent
            if r <= limit {
                corner = continuousCorner.map { $0 * r }
            } else {
                let f = half > limit ? (r - limit) / (half - limit) : 1
                let from = continuousCorner.map { $0 * limit }
                corner = zip(from, circularCorner(radius: half)).map { $0.interpolated(to: $1, f) }
            }
        }
        return Path(roundedRectElements(rect, corner: corner))
    }

    /// How far along each edge the continuous corner reaches, in units of the radius.
    static let continuousExtent = 1.52866483

    /// The continuous corner of radius 1 around the top-right corner, as (distance from the corner along the
    /// top edge, distance down the right edge): edge point, cubic (2 controls + end), line end, cubic, cubic.
    /// PaintCode's published points (traced from iOS 7; the short line sits on the top edge's side only).
    static let continuousCorner: [Point] = [
        Point(1.52866483, 0),
        Point(1.08849323, 0), Point(0.86840689, 0), Point(0.66993427, 0.06549600),
        Point(0.63149399, 0.07491100),
        Point(0.37282392, 0.16905899), Point(0.16905899, 0.37282392), Point(0.07491100, 0.63149399),
        Point(0, 0.86840689), Point(0, 1.08849323), Point(0, 1.52866483),
    ]

    /// A circular corner of radius `r` in the same eleven-point layout as `continuousCorner`: three cubic
    /// arcs of 30° each, with a zero-length line between the first two.
    static func circularCorner(radius r: Double) -> [Point] {
        // P(θ) runs from (r, 0) at θ = 0 to (0, r) at θ = π/2 around the centre (r, r).
        func point(_ theta: Double) -> Point { Point(r - r * sin(theta), r - r * cos(theta)) }
        func tangent(_ theta: Double) -> Point { Point(-cos(theta), sin(theta)) }
        let span = Double.pi / 6
        let handle = 4.0 / 3.0 * tan(span / 4) * r
        func arc(_ a: Double) -> [Point] {
            let b = a + span
            return [point(a) + tangent(a) * handle, point(b) - tangent(b) * handle, point(b)]
        }
        return [point(0)] + arc(0) + [point(span)] + arc(span) + arc(2 * span)
    }

    /// Lays `corner` (top-right layout) at the four corners of `rect`, clockwise from the top-left edge point.
    private static func roundedRectElements(_ rect: Rect, corner: [Point]) -> [Element] {
        // Each corner maps (along, across) to rect coordinates; the along-axis runs towards the corner
        // from the edge that precedes it in clockwise order.
        let corners: [(Point) -> Point] = [
            { p in Point(rect.maxX - p.x, rect.minY + p.y) },  // top-right: along the top edge, down the right
            { p in Point(rect.maxX - p.y, rect.maxY - p.x) },  // bottom-right
            { p in Point(rect.minX + p.x, rect.maxY - p.y) },  // bottom-left
            { p in Point(rect.minX + p.y, rect.minY + p.x) },  // top-left
        ]
        var elements: [Element] = [.move(corners[3](corner[10]))]
        for map in corners {
            let c = corner.map(map)
            elements.append(.line(c[0]))
            elements.append(.cubic(c[1], c[2], to: c[3]))
            if c[4] != c[3] { elements.append(.line(c[4])) }
            elements.append(.cubic(c[5], c[6], to: c[7]))
            elements.append(.cubic(c[8], c[9], to: c[10]))
        }
        elements.append(.close)
        return elements
    }
}
