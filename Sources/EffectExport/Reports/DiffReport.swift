import CairoKit
import EffectCompositions
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// A motion diff as what reviewers read: JSON (fields fixed by `effect-export diff`'s contract), Markdown for a
/// pull-request comment, an HTML review page, and the review drawn as PNG or PDF.
public struct DiffReport {
    /// The diff and the frames where the versions differ most.
    public let review: DiffReview
    /// GitHub's limit for a comment's body, in characters.
    public static let commentLimit = 65_536
    /// Rows a Markdown table keeps, so that a comment stays under the limit.
    static let markdownRows = 250

    /// The report of `review`.
    public init(_ review: DiffReview) { self.review = review }

    /// Runs both versions' clocks and compares them.
    public init(old: EffectDocument, new: EffectDocument) throws(ExportError) {
        try self.init(old: (old, try FrameRenderer.scene(old)), new: (new, try FrameRenderer.scene(new)))
    }

    /// Compares both versions, each a document and the scene its clock recorded.
    public init(old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene)) throws(ExportError) {
        review = try ExportError.catching { () throws(RenderError) in try DiffReview(old: old, new: new) }
    }

    var diff: MotionDiff { review.diff }

    // MARK: JSON

    /// The diff as JSON, as `effect-export diff --format json` writes it: each change's `trigger` the spec's trigger
    /// object and its `old` and `new` as the spec states them (`Self.json(_:)`), the words where they are names.
    public var json: String {
        func text(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
        return JSON.object([
            ("same", .bool(diff.same)), ("old", .string(review.old.document.name)), ("new", .string(review.new.document.name)),
            ("differs", Self.json(diff.differs)),
            (
                "changes",
                .array(
                    diff.changes.map { change in
                        .object([
                            ("trigger", change.moment.map { .object(SpecReport.members($0)) } ?? .null),
                            ("element", .string(change.element)), ("property", .string(change.property)),
                            ("field", .string(change.field.rawValue)),
                            ("old", change.oldValue.map(Self.json) ?? text(change.old)), ("new", change.newValue.map(Self.json) ?? text(change.new)),
                            ("layer", .string(change.layer)), ("shows", Self.json(change.shows)),
                            ("visible", change.visible.map(JSON.bool) ?? .null),
                        ])
                    })
            ),
            ("textChanges", .array(diff.textChanges.map { .object([("what", .string($0.what)), ("old", text($0.old)), ("new", text($0.new))]) })),
            (
                "frames",
                .array(
                    review.frames.map { frame in
                        .object([
                            ("t", .number(MotionSpec.milliseconds(frame.t))),
                            ("changedPercent", .number(MotionSpec.rounded(frame.changedPercent, digits: 4))),
                        ])
                    })
            ),
        ]).text
    }

    /// A changed value as the spec's JSON states it: ms, a value in the motion's unit, the easing object, keyframes,
    /// the repeat object; when a layer is in the tree as `{ "from", "to" }` (`to` null: until the end; null: never).
    static func json(_ value: MotionDiff.Change.Value) -> JSON {
        switch value {
        case .milliseconds(let ms): .number(ms)
        case .value(let value): SpecReport.json(value)
        case .easing(let easing): SpecReport.json(easing)
        case .keyframes(let keyframes): SpecReport.json(keyframes)
        case .repeat(let repeats): SpecReport.json(repeats)
        case .presence(let span): json(span)
        }
    }

    /// `{ "from", "to" }` in ms (`to` null when infinite), `null` for none.
    static func json(_ range: ClosedRange<Double>?) -> JSON {
        range.map { .object([("from", .number($0.lowerBound)), ("to", $0.upperBound.isFinite ? .number($0.upperBound) : .null)]) } ?? .null
    }

    // MARK: Markdown

    /// A pull-request comment: the verdict, the changes in a table, the key frames picture (`picture`: its file name
    /// beside the comment, when there is one) and the text changes folded away. Under `commentLimit` characters.
    public func markdown(picture: String? = nil) -> String {
        let escape = TemplateContext.markdownInline
        let new = review.new.document
        var lines = [
            "### Motion diff: \(escape(new.title ?? new.name))", "",
            DiffPage.names(review).map { "`\(escape($0))`" }.joined(separator: " → ") + " · **\(escape(DiffPage.verdict(review)))**", "",
        ]
        if !diff.changes.isEmpty {
            lines += ["| When | Element · property | Change | Shows | On screen |", "|---|---|---|---|---|"]
            for change in diff.changes.prefix(Self.markdownRows) {
                var cells = DiffPage.cells(change).map(escape)
                if change.visible == false { cells[4] = "_not visible_" }
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            if diff.changes.count > Self.markdownRows {
                lines.append("")
                lines.append("… and \(diff.changes.count - Self.markdownRows) more (see the JSON report).")
            }
            lines.append("")
        }
        if let picture, !review.keyFrames.isEmpty {
            lines += ["![Key frames of both versions, and a heat map of what differs](\(picture))", ""]
        }
        if !diff.textChanges.isEmpty {
            lines += [
                "<details><summary>No visible change: \(diff.textChanges.count) text change\(diff.textChanges.count == 1 ? "" : "s")</summary>", "",
            ]
            for text in diff.textChanges.prefix(Self.markdownRows) {
                lines.append("- \(escape(text.what)): \(escape(text.old ?? "—")) → \(escape(text.new ?? "—"))")
            }
            lines += ["", "</details>", ""]
        }
        lines.append("<sub>\(escape(FrameRenderer.creator)) · compared on the clock every millisecond, drawn every 1/30 s</sub>")
        var text = lines.joined(separator: "\n") + "\n"
        if text.count > Self.commentLimit {
            text = String(text.prefix(Self.commentLimit - 80)) + "\n\n… cut at GitHub's comment limit (see the JSON report).\n"
        }
        return text
    }

    // MARK: Pictures

    /// The review drawn: a PNG of one page as tall as it needs at `scale`, or a PDF printed on `paper` (landscape, at
    /// 100 % of its width, as many numbered pages as it needs: `PrintedDiff`).
    public func render(_ format: OutputFormat, scale: Double = 2, paper: Paper = .a4) throws(ExportError) -> [UInt8] {
        switch format {
        case .pdf:
            let printed = try ExportError.catching { () throws(RenderError) in
                try PrintedDiff(review: review, producer: FrameRenderer.creator, paper: paper.size)
            }
            let new = review.new.document
            return try DrawnPages.pdf(
                width: paper.size.width, height: paper.size.height, title: "\(new.title ?? new.name): motion diff", what: "diff",
                count: printed.pageCount
            ) { index, context throws(RenderError) in try printed.draw(page: index, on: context) }
        default:
            let page = DiffPage(review: review, producer: FrameRenderer.creator)
            let height = try ExportError.catching { () throws(RenderError) in try page.height() }
            return try DrawnPages.png(width: page.width, height: height, scale: scale, what: "diff") { context throws(RenderError) in
                try page.draw(on: context)
            }
        }
    }

    /// Both versions playing in one SVG, side by side on its one clock (so in lock step: no nested `<svg>`, which
    /// browsers give clocks of their own), each with its touches; the shorter one rests longer so that both loops
    /// last as long.
    public func sideBySideSVG() throws(ExportError) -> String {
        let (old, new) = (review.old, review.new)
        let window = max(old.sampler.scene.duration, new.sampler.scene.duration)
        let gap = 24.0
        /// The version's animated SVG as a group at `x`, clipped to its canvas, its ids prefixed.
        func player(_ version: (document: EffectDocument, sampler: Sampler), prefix: String, x: Double) throws(ExportError) -> String {
            let rest = AnimatedFrames.defaultRest + window - version.sampler.scene.duration
            let bytes = try AnimatedSVG(rest: rest).render(version.sampler.scene, title: version.document.title ?? version.document.name)
            var svg = String(decoding: bytes, as: UTF8.self)
            guard let open = svg.range(of: "<svg"), let openEnd = svg.range(of: ">", range: open.upperBound..<svg.endIndex),
                let close = svg.range(of: "</svg>", options: .backwards)
            else { return "" }
            svg = String(svg[openEnd.upperBound..<close.lowerBound])
            let canvas = version.document.canvas
            let (w, h) = (SVGValues.number(canvas.width), SVGValues.number(canvas.height))
            svg = svg.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
                .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
                .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
                .replacingOccurrences(of: "<rect width=\"100%\" height=\"100%\"", with: "<rect width=\"\(w)\" height=\"\(h)\"")
            return """
                <clipPath id="\(prefix)canvas"><rect width="\(w)" height="\(h)"/></clipPath>
                <g transform="translate(\(SVGValues.number(x)) 22)" clip-path="url(#\(prefix)canvas)">\(svg)</g>
                """
        }
        let (a, b) = (old.document.canvas, new.document.canvas)
        let width = a.width + gap + b.width
        let height = max(a.height, b.height) + 22
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGValues.number(width))" height="\(SVGValues.number(height))" \
            viewBox="0 0 \(SVGValues.number(width)) \(SVGValues.number(height))" role="img" aria-label="Before and after, playing together">
            <text x="0" y="14" font-family="Inter, system-ui, sans-serif" font-size="13" font-weight="600" fill="currentColor">Before</text>
            <text x="\(SVGValues.number(a.width + gap))" y="14" font-family="Inter, system-ui, sans-serif" font-size="13" font-weight="600" fill="currentColor">After</text>
            \(try player(old, prefix: "before-", x: 0))
            \(try player(new, prefix: "after-", x: a.width + gap))
            </svg>
            """
    }
}
