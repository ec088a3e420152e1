/// A page that stands alone, as the spec and the diff write them: an HTML5 document with its style inline (their
/// drawn pages are `DrawnPages`).
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
}
