import CairoKit
import EffectEncoding

/// A page that stands alone, as the spec and the diff write them: an HTML5 document with its style inline, or one
/// drawn page as PNG.
enum StandalonePage {
    /// `<!DOCTYPE html>` … with `title`, the generator, `style` and `body` (markup) in `<main>`; light or dark as the
    /// style says.
    static func html(title: String, style: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(TemplateContext.markup(FrameRenderer.creator, quotes: true))">
        <title>\(TemplateContext.markup(title, quotes: false))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    /// One page of `width` × `height` points drawn by `draw` on white, as PNG at `scale` pixels a point; refused
    /// before drawing when the image would be too large (`what` names it in the message).
    static func png(width: Double, height: Double, scale: Double, what: String, draw: (Context) throws -> Void) throws -> [UInt8] {
        try WorkBudget.check(image: width * scale, height * scale, what: what, remedy: "use a lower --scale, or PDF")
        let surface = try Surface.image(
            width: Int(width * scale, rounding: .up, within: 1...Int(Int32.max)),
            height: Int(height * scale, rounding: .up, within: 1...Int(Int32.max)))
        let context = try Context(surface)
        context.scale(scale, scale)
        context.setSource(red: 1, green: 1, blue: 1, alpha: 1)
        context.paint()
        try draw(context)
        try context.checkStatus("drawing the \(what)")
        return try PNGEncoder().encode(PixelBuffer(surface))
    }
}
