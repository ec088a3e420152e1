import Foundation
import Testing

@testable import EffectModel

/// SVG 1.1 path grammar (section 8.3) and its arc conversion (appendix F.6).
@Suite struct SVGPathDataTests {
    func parse(_ text: String) throws(SVGPathDataError) -> Path { try Path(svgPathData: text) }

    func error(_ text: String) -> SVGPathDataError? {
        do throws(SVGPathDataError) {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func absoluteAndRelativeCommands() throws {
        #expect(
            try parse("M 1 2 L 3 4 H 10 V 20 Z") == Path([.move(Point(1, 2)), .line(Point(3, 4)), .line(Point(10, 4)), .line(Point(10, 20)), .close]))
        #expect(try parse("m1,2 l2,2 h7 v16 z") == parse("M 1 2 L 3 4 H 10 V 20 Z"))
        #expect(
            try parse("M0 0 C 1 2 3 4 5 6 c 1 1 2 2 3 3")
                == Path([
                    .move(.zero), .cubic(Point(1, 2), Point(3, 4), to: Point(5, 6)), .cubic(Point(6, 7), Point(7, 8), to: Point(8, 9)),
                ]))
        #expect(
            try parse("M0 0 Q 1 2 3 4 q 1 0 2 2")
                == Path([
                    .move(.zero), .quad(Point(1, 2), to: Point(3, 4)), .quad(Point(4, 4), to: Point(5, 6)),
                ]))
    }

    @Test func implicitCommandsAndCompactNumbers() throws {
        // Pairs after a move-to are line-tos; repeated parameters repeat the command; "-" and "." separate numbers.
        #expect(try parse("M0 0 10 10 20-5") == Path([.move(.zero), .line(Point(10, 10)), .line(Point(20, -5))]))
        #expect(try parse("m1 1 2 2") == Path([.move(Point(1, 1)), .line(Point(3, 3))]))
        #expect(try parse("M.5.5L1e1-1.5e0") == Path([.move(Point(0.5, 0.5)), .line(Point(10, -1.5))]))
    }

    @Test func smoothCurvesReflectTheLastControlPoint() throws {
        #expect(
            try parse("M0 0 C 0 10 10 10 10 0 S 20 -10 20 0")
                == Path([
                    .move(.zero), .cubic(Point(0, 10), Point(10, 10), to: Point(10, 0)), .cubic(Point(10, -10), Point(20, -10), to: Point(20, 0)),
                ]))
        #expect(
            try parse("M0 0 Q 5 10 10 0 T 20 0")
                == Path([
                    .move(.zero), .quad(Point(5, 10), to: Point(10, 0)), .quad(Point(15, -10), to: Point(20, 0)),
                ]))
        // Without a previous curve, the control point is the current point.
        #expect(try parse("M0 0 S 5 5 10 0") == Path([.move(.zero), .cubic(.zero, Point(5, 5), to: Point(10, 0))]))
    }

    /// A half circle from (0, 0) to (20, 0) with sweep 1 (the positive-angle direction, clockwise on the
    /// y-down screen) passes over the top, through (10, −10), as two 90° cubics.
    @Test func arcsBecomeCubicsOnTheEllipse() throws {
        let path = try parse("M 0 0 A 10 10 0 0 1 20 0")
        let segments = path.subpaths[0].segments
        #expect(segments.count == 2)
        #expect(abs(segments[0].end.x - 10) < 1e-9 && abs(segments[0].end.y + 10) < 1e-9)
        #expect(segments[1].end == Point(20, 0))
        for segment in segments {
            for i in 0...8 {
                let d = segment.point(at: Double(i) / 8).distance(to: Point(10, 0))
                #expect(abs(d - 10) < 2.8e-4 * 10)  // a 90° cubic arc's radial error is 2.7e-4 of the radius
            }
        }
        // Radii too small for the endpoints are scaled up (F.6.6): the same half circle.
        #expect(try parse("M 0 0 A 1 1 0 0 1 20 0").subpaths[0].segments.count == 2)
        let flipped = try parse("M 0 0 a 10 10 0 0 0 20 0").subpaths[0].segments
        #expect(abs(flipped[0].end.y - 10) < 1e-9)
    }

    @Test func errorsGiveTheOffset() {
        #expect(error("L 0 0")?.offset == 0)
        #expect(error("L 0 0")?.message == "path data must start with a move-to (M or m)")
        #expect(error("M 0 0 L 10")?.offset == 10)
        #expect(error("M 0 0 L 10")?.message == "expected a number, found the end")
        #expect(error("M 0 0 X 1 1")?.offset == 6)
        #expect(error("M 0 0 X 1 1")?.message == "expected a path command, found 'X'")
        #expect(error("M 0 0 A 1 1 0 2 1 5 5")?.message == "expected an arc flag (0 or 1)")
        #expect(error("M 0 0 Z 5")?.offset == 8)
    }
}
