import CairoKit
import EffectModel

/// Draws a text layer's string as `CATextLayer` does: from the top of the bounds, aligned within their
/// width, wrapped at it when `isWrapped`.
public enum TextPainter {
    static func draw(_ text: TextContent, in bounds: Rect, context: Context) throws(CairoError) {
        guard !text.string.isEmpty, text.foregroundColor.alpha > 0 else { return }
        context.setSource(red: text.foregroundColor.red, green: text.foregroundColor.green,
                          blue: text.foregroundColor.blue, alpha: text.foregroundColor.alpha)
        try place(text, in: bounds, context: context).show(in: context)
    }

    /// The glyph outlines of the text as drawn in `bounds`: what vector formats that cannot load fonts show.
    public static func outline(_ text: TextContent, in bounds: Rect) throws(CairoError) -> Path {
        guard !text.string.isEmpty else { return Path() }
        // Unbounded: Pango leaves out glyphs that fall outside a surface.
        let context = try Context(try Surface.recording())
        try place(text, in: bounds, context: context).addOutline(to: context)
        return Path(try context.copyPath().map { element in
            switch element {
            case .move(let x, let y): .move(Point(x, y))
            case .line(let x, let y): .line(Point(x, y))
            case .curve(let x1, let y1, let x2, let y2, let x, let y): .cubic(Point(x1, y1), Point(x2, y2), to: Point(x, y))
            case .close: .close
            }
        })
    }

    /// The laid-out text, with the context's current point at its top-left.
    private static func place(_ text: TextContent, in bounds: Rect, context: Context) throws(CairoError) -> TextLayout {
        let alignment: TextLayout.Alignment = switch text.alignmentMode {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        }
        let layout = try TextLayout(context: context, text: text.string, font: text.font,
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
        context.move(to: x, bounds.minY)
        return layout
    }
}
