import CairoKit
import EffectModel

/// Draws a text layer's string as `CATextLayer` does: from the top of the bounds, aligned within their
/// width, wrapped at it when `isWrapped`.
enum TextPainter {
    static func draw(_ text: TextContent, in bounds: Rect, context: Context) throws(CairoError) {
        guard !text.string.isEmpty, text.foregroundColor.alpha > 0 else { return }
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
        context.setSource(red: text.foregroundColor.red, green: text.foregroundColor.green,
                          blue: text.foregroundColor.blue, alpha: text.foregroundColor.alpha)
        context.move(to: x, bounds.minY)
        layout.show(in: context)
    }
}
