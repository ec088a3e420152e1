import CairoKit
import EffectModel

/// Draws a text layer's string as `CATextLayer` does: from the top of the bounds, aligned within their
/// width, wrapped at it when `isWrapped`.
package enum TextPainter {
    /// Draws `text` in `bounds`; as glyph outlines when `outlines` (else as `TextLayout.show` chooses).
    static func draw(_ text: TextContent, in bounds: Rect, context: Context, outlines: Bool = false) throws(CairoError) {
        guard !text.string.isEmpty, text.foregroundColor.alpha > 0 else { return }
        context.setSource(
            red: text.foregroundColor.red, green: text.foregroundColor.green,
            blue: text.foregroundColor.blue, alpha: text.foregroundColor.alpha)
        let (layout, origin) = try place(text, in: bounds, context: context)
        context.move(to: origin.x, origin.y)
        layout.show(in: context, outlines: outlines)
    }

    /// The glyph outlines of the layer's text as drawn in its bounds: what vector formats that cannot load fonts show.
    package static func outline(_ text: TextContent, of layer: Layer) throws(RenderError) -> Path {
        do {
            return try outline(text, in: layer.bounds)
        } catch {
            throw RenderError(layerID: layer.id, underlying: error)
        }
    }

    private static func outline(_ text: TextContent, in bounds: Rect) throws(CairoError) -> Path {
        guard !text.string.isEmpty else { return Path() }
        // Unbounded: Pango leaves out glyphs that fall outside a surface.
        let context = try Context(try Surface.recording())
        let (layout, origin) = try place(text, in: bounds, context: context)
        context.move(to: origin.x, origin.y)
        layout.addOutline(to: context)
        return Path(
            try context.copyPath().map { element in
                switch element {
                case .move(let x, let y): .move(Point(x, y))
                case .line(let x, let y): .line(Point(x, y))
                case .curve(let x1, let y1, let x2, let y2, let x, let y): .cubic(Point(x1, y1), Point(x2, y2), to: Point(x, y))
                case .close: .close
                }
            })
    }

    /// The rectangle the glyphs of the text drawn in `bounds` cover, in the bounds' space, grown by one point for
    /// antialiasing. Glyph positions are unhinted, so it holds at every scale.
    static func inkBounds(_ text: TextContent, in bounds: Rect) throws(CairoError) -> Rect {
        guard !text.string.isEmpty else { return Rect(bounds.minX, bounds.minY, 0, 0) }
        let key = InkKey(string: text.string, font: text.font, alignment: text.alignmentMode, isWrapped: text.isWrapped, width: bounds.width)
        let ink = try inkRectangles.value(for: key) { () throws(CairoError) in
            let context = try Context(try Surface.recording())
            let (layout, origin) = try place(text, in: Rect(0, 0, bounds.width, bounds.height), context: context)
            let extents = layout.inkExtents
            return Rect(origin.x + extents.x, origin.y + extents.y, extents.width, extents.height)
        }
        return Rect(bounds.minX + ink.minX, bounds.minY + ink.minY, ink.width, ink.height).outset(by: 1)
    }

    /// What a text's ink rectangle depends on (not its colour, nor the bounds' height or origin).
    struct InkKey: Hashable, Sendable {
        let string: String
        let font: String
        let alignment: TextContent.Alignment
        let isWrapped: Bool
        let width: Double
    }

    /// Ink rectangles at the bounds' origin, by what they depend on: laying text out is the costly part.
    private static let inkRectangles = BoundedCache<InkKey, Rect>(budget: 4 << 20) { key, _ in key.string.utf8.count + key.font.utf8.count + 96 }

    /// The text laid out for `context`, and where its top-left goes in `bounds`.
    private static func place(_ text: TextContent, in bounds: Rect, context: Context) throws(CairoError) -> (TextLayout, origin: Point) {
        let alignment: TextLayout.Alignment =
            switch text.alignmentMode {
            case .left, .natural: .left
            case .center: .center
            case .right: .right
            }
        let layout = try TextLayout(
            context: context, text: text.string, font: text.font,
            wrapWidth: text.isWrapped ? bounds.width : nil, alignment: alignment)
        let extents = layout.logicalExtents
        var x = bounds.minX
        if !text.isWrapped {
            // Pango aligns unwrapped lines against the widest one; place that block in the bounds.
            switch alignment {
            case .left: x -= extents.x
            case .center: x += (bounds.width - extents.width) / 2 - extents.x
            case .right: x += bounds.width - extents.width - extents.x
            }
        }
        return (layout, Point(x, bounds.minY))
    }
}
