import CairoKit
import EffectModel
import Testing

@testable import EffectRender

/// A text's `verticalAlignment`: its block of lines centred in the bounds' height, or at their bottom, drawn where a
/// top-aligned text lowered by that much is drawn.
@Suite struct VerticalAlignmentTests {
    static func text(_ alignment: TextContent.VerticalAlignment) -> TextContent {
        var text = TextContent()
        text.string = "Week"
        text.font = "Inter Semi-Bold 20"
        text.foregroundColor = .black
        text.verticalAlignment = alignment
        return text
    }

    /// In 60 pt, a line of Inter 20 (about 24 pt high) starts about 18 pt down centred, twice that at the bottom.
    @Test func centreIsHalfOfBottom() {
        let bounds = Rect(0, 0, 100, 60)
        let centre = TextPainter.verticalOffset(Self.text(.center), in: bounds)
        let bottom = TextPainter.verticalOffset(Self.text(.bottom), in: bounds)
        #expect((15...21).contains(centre), "\(centre)")
        #expect(abs(bottom - 2 * centre) < 1e-9)
        #expect(TextPainter.verticalOffset(Self.text(.top), in: bounds) == 0)
    }

    /// The centred text's pixels are the top-aligned text's in a layer lowered by the offset: the renderer places it so.
    @Test func drawnWhereTheOffsetSays() throws {
        let offset = TextPainter.verticalOffset(Self.text(.center), in: Rect(0, 0, 100, 60))
        let centred = Layer(id: "a", content: .text(Self.text(.center)), bounds: Rect(0, 0, 100, 60), position: Point(50, 30))
        let top = Layer(id: "a", content: .text(Self.text(.top)), bounds: Rect(0, 0, 100, 60), position: Point(50, 30))
        let lowered = Layer(id: "a", content: .text(Self.text(.top)), bounds: Rect(0, 0, 100, 60 - offset), position: Point(50, 30 + offset / 2))
        let canvas = EffectDocument.Canvas(width: 100, height: 60)
        #expect(try Frames.png([centred], canvas: canvas) == (try Frames.png([lowered], canvas: canvas)))
        #expect(try Frames.png([centred], canvas: canvas) != (try Frames.png([top], canvas: canvas)))
    }
}
