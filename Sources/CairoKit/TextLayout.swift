import CCairo
import CPangoCairo

/// A paragraph of text laid out by Pango for a context, in the context's user units.
///
/// Font sizes are in points at 72 dpi, so that "Inter 18" is 18 user units tall, as UIFont sizes are.
/// Hinting is off and metrics are unhinted: glyph positions do not depend on the output scale.
package final class TextLayout {
    package enum Alignment { case left, center, right }

    private let layout: OpaquePointer

    /// - Parameters:
    ///   - context: the context the text is laid out for (and later drawn into).
    ///   - text: the text.
    ///   - font: a Pango font description ("Inter Semi-Bold 12").
    ///   - wrapWidth: the width lines wrap at, in points; `nil` for lines as long as they are.
    ///   - alignment: how lines sit within the wrap width.
    ///   - ellipsized: with a `wrapWidth`, at most `lineLimit` lines, the last cut with "…".
    ///   - lineLimit: the lines an ellipsized text may take, 1 or more.
    /// - Throws: `CairoError` when Pango cannot make the layout (out of memory).
    package init(
        context: Context, text: String, font: String, wrapWidth: Double?, alignment: Alignment, ellipsized: Bool = false,
        lineLimit: Int = 1
    ) throws(CairoError) {
        guard let layout = pango_cairo_create_layout(context.pointer) else {
            throw CairoError(operation: "pango_cairo_create_layout", reason: "out of memory")
        }
        self.layout = layout
        let pangoContext = pango_layout_get_context(layout)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pangoContext, options)
        pango_cairo_context_set_resolution(pangoContext, 72)
        pango_context_set_round_glyph_positions(pangoContext, 0)
        pango_layout_context_changed(layout)

        let description = pango_font_description_from_string(font)
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text.drawable, -1)
        // A width Pango cannot hold (over 2 million points, in its 1/1024 units) wraps nowhere.
        let units = (wrapWidth ?? .infinity) * Double(PANGO_SCALE)
        if units >= 0, units < Double(Int32.max) {
            pango_layout_set_width(layout, Int32(units.rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if ellipsized {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(max(1, min(lineLimit, 1000))))
            }
        }
        pango_layout_set_alignment(layout, [.left: PANGO_ALIGN_LEFT, .center: PANGO_ALIGN_CENTER, .right: PANGO_ALIGN_RIGHT][alignment]!)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    private var pangoLayout: OpaquePointer { layout }

    /// The logical extents of the laid-out text: where it starts and how large it is, in user units.
    package var logicalExtents: (x: Double, y: Double, width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let s = Double(PANGO_SCALE)
        return (Double(logical.x) / s, Double(logical.y) / s, Double(logical.width) / s, Double(logical.height) / s)
    }

    /// The ink extents of the laid-out text: the rectangle its glyphs cover, relative to its top-left, in user units.
    package var inkExtents: (x: Double, y: Double, width: Double, height: Double) {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let s = Double(PANGO_SCALE)
        return (Double(ink.x) / s, Double(ink.y) / s, Double(ink.width) / s, Double(ink.height) / s)
    }

    /// How many lines the text took.
    package var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The text of the last line, as laid out.
    package var lastLine: String {
        guard let line = pango_layout_get_line_readonly(layout, pango_layout_get_line_count(layout) - 1),
            let text = pango_layout_get_text(layout)
        else { return "" }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(strlen(text)))
        let start = Int(line.pointee.start_index)
        let length = Int(line.pointee.length)
        return String(decoding: bytes[start..<min(bytes.count, start + length)], as: UTF8.self)
    }

    /// Draws the text with its top-left at the current point, in the context's current source.
    ///
    /// A PDF gets real text (it stays extractable); every other surface the glyph outlines filled, unless
    /// `outlines` asks for them in a PDF too. On images Cairo 1.16 rounds glyph positions to whole pixels, and
    /// outlines keep Pango's exact positions, so that a PNG at any scale matches the vector output; in SVG, Cairo's
    /// text is glyph symbols that viewers without `<symbol>` and `<use>` (Qt, Skia, ThorVG) do not draw.
    package func show(in context: Context, outlines: Bool = false) {
        if outlines || !context.surface.isPDF {
            addOutline(to: context)
            cairo_fill(context.pointer)
        } else {
            pango_cairo_show_layout(context.pointer, layout)
        }
    }

    /// Adds the glyph outlines to the context's path, with the text's top-left at the current point.
    package func addOutline(to context: Context) {
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(context.pointer, &x, &y)
        cairo_new_path(context.pointer)
        cairo_move_to(context.pointer, x, y)
        pango_cairo_layout_path(context.pointer, layout)
    }
}
