import Foundation
import Testing

@testable import EffectModel

@Suite struct PathTests {
    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// `UIBezierPath(ovalIn:)` (as `CGPathAddEllipseInRect`): starts at (maxX, midY); four cubics with
    /// handles κ = 0.5522847498307936 of the radii; the first runs down to (midX, maxY) — clockwise on screen.
    @Test func ovalIsUIKitsFourCubics() {
        let path = Path.oval(in: Rect(0, 0, 20, 10))
        #expect(path.elements.count == 6)
        #expect(path.elements[0] == .move(Point(20, 5)))
        #expect(path.elements[1] == .cubic(Point(20, 5 + 5 * Path.kappa), Point(10 + 10 * Path.kappa, 10), to: Point(10, 10)))
        #expect(path.elements[4] == .cubic(Point(10 + 10 * Path.kappa, 0), Point(20, 5 - 5 * Path.kappa), to: Point(20, 5)))
        #expect(path.elements[5] == .close)
    }

    @Test func circularCornersLieOnTheCircle() {
        let rect = Rect(0, 0, 100, 60)
        let r = 12.0
        let path = Path.roundedRect(rect, cornerRadius: r)
        let centre = Point(rect.maxX - r, rect.minY + r)  // the top-right corner's centre
        let corner = path.subpaths[0].segments.filter { s in
            if case .cubic = s { return s.start.x >= centre.x - 1e-9 && s.end.y <= centre.y + 1e-9 } else { return false }
        }
        #expect(corner.count == 3)
        for segment in corner {
            for i in 0...10 {
                let d = segment.point(at: Double(i) / 10).distance(to: centre)
                #expect(abs(d - r) < 1e-5 * r, "radius error \(d - r)")
            }
        }
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        #expect(Path.roundedRect(Rect(0, 0, 80, 24), cornerRadius: 40) == Path.roundedRect(Rect(0, 0, 80, 24), cornerRadius: 12))
    }

    /// PaintCode's iOS 7 corner: the curve leaves the edge 1.52866483 · r from the corner.
    @Test func continuousCornerReachesPaintCodesExtent() {
        let r = 10.0
        let path = Path.roundedRect(Rect(0, 0, 100, 100), cornerRadius: r, cornerCurve: .continuous)
        #expect(path.elements[0] == .move(Point(1.52866483 * r, 0)))
        #expect(path.elements[1] == .line(Point(100 - 1.52866483 * r, 0)))
        // The middle curve is symmetric about the corner's diagonal and crosses it (within 1 %) where the circular
        // corner does, at (1 − 1/√2) · r from each edge: the continuous corner spreads the turn further along the edges.
        let c = Path.continuousCorner
        let diagonal = PathSegment.cubic(c[4], c[5], c[6], c[7]).point(at: 0.5)
        #expect(abs(diagonal.x - diagonal.y) < 1e-12)
        #expect(abs(diagonal.x / (1 - 1 / 2.0.squareRoot()) - 1) < 0.01)
    }

    @Test func continuousCornerBlendsIntoACapsule() {
        let rect = Rect(0, 0, 80, 24)
        let limit = 12 / Path.continuousExtent
        let atLimit = Path.roundedRect(rect, cornerRadius: limit, cornerCurve: .continuous)
        #expect(atLimit.elements[0] == .move(Point(12, 0)))  // the straight edge still begins 12 in
        let capsule = Path.roundedRect(rect, cornerRadius: 12, cornerCurve: .continuous)
        let circular = Path.roundedRect(rect, cornerRadius: 12, cornerCurve: .circular)
        for (a, b) in zip(capsule.subpaths[0].segments, circular.subpaths[0].segments) {
            #expect(close(a.start, b.start) && close(a.end, b.end))
        }
    }

    @Test func lengthOfACircle() {
        // The four-cubic circle is 1.0000 27× the true circumference (κ's known radial error of 2.7e-4).
        let length = Path.oval(in: Rect(0, 0, 20, 20)).length
        #expect(abs(length - 20 * .pi) < 0.01, "\(length)")
    }

    @Test func trimmingCutsByLength() {
        let line = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        #expect(line.trimmed(from: 0.25, to: 0.75) == Path([.move(Point(5, 0)), .line(Point(10, 0)), .line(Point(10, 5))]))
        #expect(line.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(line.trimmed(from: 0, to: 1) == line)

        let circle = Path.oval(in: Rect(0, 0, 20, 20))
        let half = circle.trimmed(from: 0, to: 0.5)
        #expect(close(half.subpaths[0].segments.last!.end, Point(0, 10), 1e-3))  // the far side
        let quarter = circle.trimmed(from: 0.25, to: 0.5)
        #expect(close(quarter.subpaths[0].segments.first!.start, Point(10, 20), 1e-3))
    }

    @Test func closedSubpathsKeepTheirClosingLine() {
        let square = Path.rect(Rect(0, 0, 10, 10))
        #expect(square.subpaths.count == 1)
        #expect(square.subpaths[0].segments.count == 4)
        #expect(square.subpaths[0].segments[3] == .line(Point(0, 10), Point(0, 0)))
        #expect(square.length == 40)
    }
}
