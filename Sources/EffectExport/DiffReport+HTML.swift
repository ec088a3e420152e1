import CairoKit
import EffectCompositions
import EffectEncoding
import Foundation

extension DiffReport {
    /// A review page that needs nothing else (no script, nothing remote): the verdict and the changes, both versions
    /// playing side by side in lock step, key frames of both with a heat map of what differs, and both specs side by
    /// side with the rows that changed marked. Light or dark as the reader's system is.
    public func html() throws(ExportError) -> String {
        func text(_ s: String) -> String { TemplateContext.markup(s, quotes: false) }
        let new = review.new.document
        var body: [String] = []
        body.append("<h1>\(text(new.title ?? new.name)): motion diff</h1>")
        body.append("<p class=\"verdict\">" + DiffPage.names(review).map { "<code>\(text($0))</code>" }.joined(separator: " → ") + " · <strong>\(text(DiffPage.verdict(review)))</strong></p>")
        if !diff.changes.isEmpty {
            body.append("<h2>What changed</h2>")
            body.append("<div class=\"wrap\" tabindex=\"0\" role=\"region\" aria-label=\"What changed\"><table class=\"changes\">")
            body.append("<thead><tr>" + DiffPage.columnTitles.map { "<th scope=\"col\">\(text($0))</th>" }.joined() + "</tr></thead><tbody>")
            for change in diff.changes {
                let cells = DiffPage.cells(change)
                let invisible = change.visible == false
                body.append("<tr\(invisible ? " class=\"invisible\"" : "")><td>\(text(cells[0]))</td><th scope=\"row\">\(text(cells[1]))</th>"
                    + "<td>\(text(cells[2]))</td><td class=\"num\">\(text(cells[3]))</td><td>\(text(cells[4]))</td></tr>")
            }
            body.append("</tbody></table></div>")
        }
        body.append("<h2>Playing together</h2>")
        body.append("<figure class=\"players\">\(try sideBySideSVG())<figcaption>Both versions on one clock: they start, and loop, together.</figcaption></figure>")
        if !review.keyFrames.isEmpty {
            body.append("<h2>Key frames</h2>")
            body.append("<div class=\"wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Key frames\"><table class=\"frames\"><thead><tr><td></td>")
            for frame in review.keyFrames {
                body.append("<th scope=\"col\">\(MotionSpec.number(frame.t * 1000)) ms<br><span class=\"muted\">\(MotionSpec.number(MotionSpec.rounded(frame.changedPercent, digits: 2)))% changed</span></th>")
            }
            body.append("</tr></thead><tbody>")
            for (row, title) in ["Before", "After", "What differs"].enumerated() {
                body.append("<tr><th scope=\"row\">\(title)</th>")
                for frame in review.keyFrames {
                    let image: String
                    do {
                        image = try Self.dataURI(row == 0 ? frame.old : row == 1 ? frame.new : frame.heatMap())
                    } catch {
                        throw ExportError(error)
                    }
                    let alt = "\(title) at \(MotionSpec.number(frame.t * 1000)) ms"
                    body.append("<td><img src=\"\(image)\" alt=\"\(text(alt))\" width=\"\(frame.new.width / 2)\" height=\"\(frame.new.height / 2)\"></td>")
                }
                body.append("</tr>")
            }
            body.append("</tbody></table></div>")
        }
        if !diff.textChanges.isEmpty {
            body.append("<h2>No visible change: text</h2><ul>")
            for change in diff.textChanges {
                body.append("<li>\(text(change.what)): \(text(change.old ?? "—")) → \(text(change.new ?? "—"))</li>")
            }
            body.append("</ul>")
        }
        let changed = Set(diff.changes.map { "\($0.layer)|\($0.property)" })
        let oldChanged = Set(diff.changes.compactMap { change -> String? in
            change.field == .added ? nil : "\(change.layer)|\(change.property)"
        })
        body.append("<h2>Both specs</h2><div class=\"specs\">")
        body.append("<section><h3>Before</h3>\(SpecReport(diff.old).htmlFragment { motion in oldChanged.contains("\(pairedNew(motion.layer))|\(motion.property.rawValue)") })</section>")
        body.append("<section><h3>After</h3>\(SpecReport(diff.new).htmlFragment { motion in changed.contains("\(motion.layer)|\(motion.property.rawValue)") })</section>")
        body.append("</div>")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(TemplateContext.markup(FrameRenderer.creator, quotes: true))">
            <title>\(text(new.title ?? new.name)): motion diff</title>
            <style>
            \(SpecReport.style)
            \(Self.style)
            </style>
            </head>
            <body>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// The new version's id of an old layer (its own when it has no partner).
    private func pairedNew(_ oldLayer: String) -> String {
        LayerPairing(old: review.old.sampler.scene, new: review.new.sampler.scene).newID[oldLayer] ?? oldLayer
    }

    static func dataURI(_ surface: Surface) throws -> String {
        "data:image/png;base64," + Data(try PNGEncoder().encode(PixelBuffer(surface))).base64EncodedString()
    }

    static let style = """
        h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
        h2 { font-size: 1.15rem; margin: 2rem 0 0.6rem; }
        h3 { font-size: 1rem; margin: 0 0 0.4rem; }
        .verdict { margin: 0 0 1rem; }
        .muted { color: var(--muted); font-weight: 400; }
        .wrap { overflow-x: auto; }
        .wrap:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
        table.changes, table.frames { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        table.changes { width: 100%; }
        table.changes th, table.changes td, table.frames th, table.frames td { text-align: left; padding: 0.35rem 0.6rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
        table.changes thead th { color: var(--muted); background: var(--band); font-weight: 600; }
        table.changes td.num { white-space: nowrap; }
        tr.invisible td, tr.invisible th { color: var(--note); }
        table.frames img { display: block; max-width: 100%; height: auto; border: 1px solid var(--rule); background: #fff; }
        .players { margin: 0; color: var(--ink); }
        .players svg { max-width: 100%; height: auto; }
        .players figcaption { color: var(--muted); font-size: 0.85rem; margin-top: 0.3rem; }
        .specs { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1.5rem; }
        .spec tr.changed > * { background: color-mix(in srgb, var(--note) 14%, transparent); }
        """
}
