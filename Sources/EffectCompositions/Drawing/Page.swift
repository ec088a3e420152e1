import CairoKit
import EffectModel
import EffectRender

/// Drawing helpers for sheets and charts on a Cairo context, in points: text through Pango, lines, boxes,
/// frames of an effect, and the footer every page ends with.
struct Page {
    let context: Context

    /// The sheet's typography and palette: restrained greys, one accent per data channel.
    enum Style {
        static let font = "Inter"
        static var paper: Color { Palette.current.paper }
        static var ink: Color { Palette.current.ink }
        static var secondaryInk: Color { Palette.current.secondaryInk }
        static var tertiaryInk: Color { Palette.current.tertiaryInk }
        static var rule: Color { Palette.current.rule }
        static var faintFill: Color { Palette.current.faintFill }
        static var frameBorder: Color { Palette.current.frameBorder }
        static var alert: Color { Palette.current.alert }
        /// What a viewer should know, which is not a jump: dark amber (light amber on a dark page).
        static var note: Color { Palette.current.note }
        /// Channel colours, in order (x/r, y/g, width/b, height/a …); none of them red, which means a jump.
        static let channels = [
            Color(rgb255: 0, 122, 255), Color(rgb255: 255, 149, 0), Color(rgb255: 52, 199, 89),
            Color(rgb255: 175, 82, 222), Color(rgb255: 162, 132, 94), Color(rgb255: 90, 200, 250),
        ]
        static func channel(_ i: Int) -> Color { channels[i % channels.count] }
        /// Time on a sheet's overlays: from early (violet) to late (orange), with no grey between.
        static let early = Color(rgb255: 94, 92, 230)
        static let late = Color(rgb255: 255, 149, 0)
    }

    enum Alignment { case left, center, right }

    /// The sheet typeface's weights.
    enum Weight {
        case regular, medium, semibold, bold

        /// The weight's word in a Pango font description; none for regular.
        var pangoName: String {
            switch self {
            case .regular: ""
            case .medium: "Medium"
            case .semibold: "Semi-Bold"
            case .bold: "Bold"
            }
        }
    }

    /// Draws `text` with its top at `y`; `x` is the left edge, the centre or the right edge by alignment.
    /// With a `width` it wraps, or, `ellipsized`, stops at `lineLimit` lines with "…". Returns the text's height.
    @discardableResult
    func text(
        _ text: String, size: Double, weight: Weight = .regular, color: Color = Style.ink, x: Double, y: Double,
        alignment: Alignment = .left, width: Double? = nil, ellipsized: Bool = false, lineLimit: Int = 1
    ) throws(RenderError) -> Double {
        let font = Self.font(size: size, weight: weight)
        let pangoAlignment: TextLayout.Alignment = width == nil ? .left : (alignment == .center ? .center : alignment == .right ? .right : .left)
        var layout = try textLayout(text, font: font, width: width, alignment: pangoAlignment, ellipsized: ellipsized, lineLimit: lineLimit)
        // No paragraph ends on a lone word: narrow it (down to three quarters) until its last line holds two.
        if let width, !ellipsized, layout.lineCount > 1 {
            var narrower = width
            while !layout.lastLine.trimmingCharacters(in: .whitespaces).contains(" "), narrower > width * 0.75 {
                narrower -= width * 0.04
                let candidate = try textLayout(text, font: font, width: narrower, alignment: pangoAlignment)
                if candidate.lineCount > layout.lineCount { break }
                layout = candidate
            }
        }
        let extents = layout.logicalExtents
        var left = x
        if width == nil {
            switch alignment {
            case .left: break
            case .center: left -= extents.width / 2
            case .right: left -= extents.width
            }
        }
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        context.move(to: left - extents.x, y)
        layout.show(in: context)
        return extents.height
    }

    /// The height `text` takes wrapped at `width`.
    func height(of text: String, size: Double, weight: Weight = .regular, width: Double) throws(RenderError) -> Double {
        try textLayout(text, font: Self.font(size: size, weight: weight), width: width).logicalExtents.height
    }

    /// The width `text` takes.
    func measure(_ text: String, size: Double, weight: Weight = .regular) throws(RenderError) -> Double {
        try textLayout(text, font: Self.font(size: size, weight: weight), width: nil).logicalExtents.width
    }

    /// The Pango font description of the sheet's typeface at `size` points and `weight`.
    private static func font(size: Double, weight: Weight) -> String {
        "\(Style.font) \(weight.pangoName) \(size.shortDescription)".replacingOccurrences(of: "  ", with: " ")
    }

    /// `text` laid out by Pango in `font`, wrapped at `width` when given, never inside a number and its unit.
    private func textLayout(
        _ text: String, font: String, width: Double?, alignment: TextLayout.Alignment = .left, ellipsized: Bool = false, lineLimit: Int = 1
    ) throws(RenderError) -> TextLayout {
        try RenderError.outsideLayers { () throws(CairoError) in
            try TextLayout(
                context: context, text: text.keepingNumbersWhole, font: font, wrapWidth: width, alignment: alignment, ellipsized: ellipsized,
                lineLimit: lineLimit)
        }
    }

    /// A page on a one-pixel scratch surface, to measure text on before drawing.
    static func scratch() throws(RenderError) -> Page {
        try RenderError.outsideLayers { () throws(CairoError) in Page(context: try Context(try Surface.image(width: 1, height: 1))) }
    }

    func fill(_ rect: Rect, _ color: Color) {
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        context.rectangle(rect.minX, rect.minY, rect.width, rect.height)
        context.fill()
    }

    func stroke(_ rect: Rect, _ color: Color, width: Double = 1) {
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        context.setLine(width: width, cap: .butt, join: .miter, miterLimit: 10)
        context.rectangle(rect.minX, rect.minY, rect.width, rect.height)
        context.stroke()
    }

    func line(_ points: [Point], _ color: Color, width: Double = 1, dash: Bool = false) {
        guard let first = points.first else { return }
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        context.setLine(width: width, cap: .round, join: .round, miterLimit: 10)
        context.setDash(dash ? [3, 3] : [])
        context.newPath()
        context.move(to: first.x, first.y)
        for p in points.dropFirst() { context.line(to: p.x, p.y) }
        context.stroke()
        context.setDash([])
    }

    /// Strokes `path` (in page space), round-capped, inside `clip` when given.
    func stroke(_ path: Path, _ color: Color, width: Double, dash: [Double] = [], within clip: Rect? = nil) {
        context.withSavedState {
            if let clip {
                context.rectangle(clip.minX, clip.minY, clip.width, clip.height)
                context.clip()
            }
            context.setPath(path)
            context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            context.setLine(width: width, cap: .round, join: .round, miterLimit: 10)
            context.setDash(dash)
            context.stroke()
        }
    }

    func dot(_ p: Point, radius: Double, _ color: Color, ring: Color? = nil) {
        context.newPath()
        context.arc(p.x, p.y, radius: radius)
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        if let ring {
            context.fill(preserve: true)
            context.setSource(red: ring.red, green: ring.green, blue: ring.blue, alpha: ring.alpha)
            context.setLine(width: 1, cap: .butt, join: .round, miterLimit: 10)
            context.stroke()
        } else {
            context.fill()
        }
    }

    /// The footer at the bottom of a page `pageHeight` tall: a rule, the producer on the left, the effect's name
    /// on the right.
    func footer(producer: String, name: String, pageHeight: Double, width: Double = SheetLayout.pageWidth) throws(RenderError) {
        let (left, right) = (SheetLayout.margin, width - SheetLayout.margin)
        let y = pageHeight - SheetLayout.margin - 10
        line([Point(left, y - 8), Point(right, y - 8)], Style.rule, width: 0.5)
        try text(producer, size: 8.5, color: Style.tertiaryInk, x: left, y: y)
        try text(name, size: 8.5, color: Style.tertiaryInk, x: right, y: y, alignment: .right)
    }

    /// Draws one frame's layers into `rect`, scaled to fit, clipped to it, over the canvas background.
    /// - Parameters:
    ///   - layers: the frame's layers.
    ///   - canvas: the document's canvas: its size and background.
    ///   - view: the part of the canvas to show (default: all of it).
    ///   - rect: where on the page, in points.
    ///   - rasterScale: pixels per point of what is drawn as pixels (blurred shadows).
    ///   - alpha: the frame's opacity, 0…1.
    ///   - around: a rectangle around `rect` where whatever lies beyond the canvas is shown faintly
    ///     (cut at the canvas's edge in the frame itself).
    /// - Throws: `RenderError` when a layer cannot be drawn.
    func frame(
        _ layers: [Layer], canvas: EffectDocument.Canvas, view: Rect? = nil, in rect: Rect, rasterScale: Double, alpha: Double = 1,
        ghostedIn around: Rect? = nil
    ) throws(RenderError) {
        let view = view ?? Rect(0, 0, canvas.width, canvas.height)
        if let around {
            // Between the two rectangles only, without the background.
            try draw(
                layers, canvas: EffectDocument.Canvas(width: canvas.width, height: canvas.height, background: nil), view: view, in: rect,
                rasterScale: rasterScale, alpha: 0.3 * alpha
            ) {
                context.rectangle(around.minX, around.minY, around.width, around.height)
                context.rectangle(rect.minX, rect.minY, rect.width, rect.height)
                context.fillRule = .evenOdd
            }
        }
        try draw(layers, canvas: canvas, view: view, in: rect, rasterScale: rasterScale, alpha: alpha) {
            context.rectangle(rect.minX, rect.minY, rect.width, rect.height)
        }
    }

    /// The layers with the canvas scaled to fit `rect`, at `alpha`, inside the clip `clipPath` lays out.
    private func draw(
        _ layers: [Layer], canvas: EffectDocument.Canvas, view: Rect, in rect: Rect, rasterScale: Double, alpha: Double,
        clipPath: () -> Void
    ) throws(RenderError) {
        let scale = min(rect.width / view.width, rect.height / view.height)
        // A key frame is a picture of the UI: its text outlined, as small as the frame makes it.
        let renderer = LayerRenderer(rasterScale: rasterScale, textAsOutlines: true)
        try context.withSavedState { () throws(RenderError) in
            clipPath()
            context.clip()
            context.translate(rect.minX, rect.minY)
            context.scale(scale, scale)
            context.translate(-view.minX, -view.minY)
            if alpha < 1 {
                let group = try context.withGroup { () throws(RenderError) in try renderer.draw(layers, canvas: canvas, in: context) }
                context.setSource(group)
                context.paint(alpha: alpha)
            } else {
                try renderer.draw(layers, canvas: canvas, in: context)
            }
        }
    }
}
