import CairoKit
import EffectCompositions
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation

extension DiffReport {
    /// A review page that needs nothing else (no script, nothing remote): the verdict and the changes, both versions
    /// playing side by side in lock step, key frames of both with a heat map of what differs, and both specs side by
    /// side with the rows that changed marked. Light or dark as the reader's system is.
    public func html() throws(ExportError) -> String {
        let new = review.new.document
        var body: [String] = []
        body.append("<h1>\(Self.text(new.title ?? new.name)): motion diff</h1>")
        body.append(
            "<p class=\"verdict\">" + DiffPage.names(review).map { "<code>\(Self.text($0))</code>" }.joined(separator: " → ")
                + " · <strong>\(Self.text(DiffPage.verdict(review)))</strong></p>")
        body += changesTable()
        body.append("<h2>Playing together</h2>")
        body.append(
            "<figure class=\"players\">\(try sideBySideSVG())<figcaption>Both versions on one clock: they start, and loop, together.</figcaption></figure>"
        )
        let charts = changedCharts()
        if !charts.isEmpty {
            body.append("<h2>Changed curves</h2><div class=\"charts\">")
            body += charts
            body.append("</div>")
        }
        body += try keyFramesTable()
        if !diff.textChanges.isEmpty {
            body.append("<h2>No visible change: text</h2><ul>")
            for change in diff.textChanges {
                body.append("<li>\(Self.text(change.what)): \(Self.text(change.old ?? "—")) → \(Self.text(change.new ?? "—"))</li>")
            }
            body.append("</ul>")
        }
        body += bothSpecs()
        return StandalonePage.html(
            title: "\(new.title ?? new.name): motion diff", style: SpecReport.style + "\n" + Self.style,
            body: body.joined(separator: "\n"))
    }

    /// `s` as HTML text (outside attributes).
    private static func text(_ s: String) -> String { TemplateContext.markup(s, quotes: false) }

    /// The "What changed" table, a row a change (those that do not show dimmed); nothing when nothing changed.
    private func changesTable() -> [String] {
        guard !diff.changes.isEmpty else { return [] }
        var body = ["<h2>What changed</h2>"]
        body.append("<div class=\"wrap\" tabindex=\"0\" role=\"region\" aria-label=\"What changed\"><table class=\"changes\">")
        body.append("<thead><tr>" + DiffPage.columnTitles.map { "<th scope=\"col\">\(Self.text($0))</th>" }.joined() + "</tr></thead><tbody>")
        for change in diff.changes {
            let cells = DiffPage.cells(change).map(Self.text)
            let invisible = change.visible == false
            body.append(
                "<tr\(invisible ? " class=\"invisible\"" : "")><td>\(cells[0])</td><th scope=\"row\">\(cells[1])</th>"
                    + "<td>\(cells[2])</td><td class=\"num\">\(cells[3])</td><td>\(cells[4])</td></tr>")
        }
        body.append("</tbody></table></div>")
        return body
    }

    /// The key frames table: a column a key frame (its time and how much changed), rows before, after and the heat
    /// map of what differs, as PNG data at half size; nothing when there are no key frames.
    private func keyFramesTable() throws(ExportError) -> [String] {
        guard !review.keyFrames.isEmpty else { return [] }
        var body = ["<h2>Key frames</h2>"]
        body.append("<div class=\"wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Key frames\"><table class=\"frames\"><thead><tr><td></td>")
        for frame in review.keyFrames {
            body.append(
                "<th scope=\"col\">\(MotionSpec.number(frame.t * 1000)) ms<br><span class=\"muted\">\(MotionSpec.number(MotionSpec.rounded(frame.changedPercent, digits: 2)))% changed</span></th>"
            )
        }
        body.append("</tr></thead><tbody>")
        for (row, title) in ["Before", "After", "What differs"].enumerated() {
            body.append("<tr><th scope=\"row\">\(title)</th>")
            for frame in review.keyFrames {
                let surface = try ExportError.catching { () throws(RenderError) in
                    try row == 0 ? frame.old : row == 1 ? frame.new : frame.heatMap()
                }
                let image = try Self.dataURI(surface)
                let alt = "\(title) at \(MotionSpec.number(frame.t * 1000)) ms"
                body.append(
                    "<td><img src=\"\(image)\" alt=\"\(Self.text(alt))\" width=\"\(frame.new.width / 2)\" height=\"\(frame.new.height / 2)\"></td>")
            }
            body.append("</tr>")
        }
        body.append("</tbody></table></div>")
        return body
    }

    /// Both versions' specs side by side, the rows of the properties that changed marked (on the old spec, by the
    /// old layer's new id; an added property has no old row).
    private func bothSpecs() -> [String] {
        let changed = Set(diff.changes.map { "\($0.layer)|\($0.property)" })
        let oldChanged = Set(
            diff.changes.compactMap { change -> String? in
                change.field == .added ? nil : "\(change.layer)|\(change.property)"
            })
        return [
            "<h2>Both specs</h2><div class=\"specs\">",
            "<section><h3>Before</h3>\(SpecReport(diff.old).htmlFragment { motion in oldChanged.contains("\(diff.pairing.newID[motion.layer] ?? motion.layer)|\(motion.property.rawValue)") })</section>",
            "<section><h3>After</h3>\(SpecReport(diff.new).htmlFragment { motion in changed.contains("\(motion.layer)|\(motion.property.rawValue)") })</section>",
            "</div>",
        ]
    }

    static func dataURI(_ surface: Surface) throws(ExportError) -> String {
        let png = try ExportError.catching { () throws(EncodingError) in try PNGEncoder().encode(PixelBuffer(surface)) }
        return "data:image/png;base64," + Data(png).base64EncodedString()
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
        .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 36rem), 1fr)); gap: 1rem; }
        figure.chart { margin: 0; color: var(--ink); }
        figure.chart figcaption { font-weight: 600; margin-bottom: 0.3rem; }
        figure.chart svg { max-width: 100%; height: auto; }
        .spec tr.changed > * { background: color-mix(in srgb, var(--note) 14%, transparent); }
        """
}

extension DiffReport {
    /// Each changed property drawn over the review window: the old version's values dashed under the new one's, a
    /// line per channel, one chart per element and property (numbers only: colours and shapes are in the table).
    func changedCharts() -> [String] {
        var seen: Set<String> = []
        var charts: [String] = []
        for change in diff.changes {
            guard let oldID = change.oldLayer, let first = change.moves.first else { continue }
            let keyPath: AnimatableKeyPath = change.keyPath ?? (change.moves == [.scaleX, .scaleY] ? .scale : first)
            guard let channels = KeyPathChart.channels(of: keyPath), seen.insert("\(change.layer)|\(keyPath)").inserted else { continue }
            charts.append(
                Self.chart(
                    title: "\(change.element) · \(MotionProperty(keyPath).title)", keyPath: keyPath, channels: channels,
                    old: (review.old.sampler, oldID), new: (review.new.sampler, change.layer)))
        }
        return charts
    }

    /// An inline SVG chart of `keyPath` on both versions' layers, 560 × 170 CSS pixels, drawn as the sheet's charts
    /// draw it: values clamped to what the screen shows (an opacity's spring overshoot stays at 1), screen y up as up.
    static func chart(
        title: String, keyPath: AnimatableKeyPath, channels: (names: [String], unit: ChartUnit),
        old: (sampler: Sampler, id: String), new: (sampler: Sampler, id: String)
    ) -> String {
        let window = max(old.sampler.scene.duration, new.sampler.scene.duration)
        let count = 240
        let times = (0...count).map { window * Double($0) / Double(count) }
        let domain = KeyPathChart.domain(of: keyPath)
        func series(_ version: (sampler: Sampler, id: String)) -> [[Double]?] {
            times.map { t in
                version.sampler.value(keyPath, of: version.id, at: t)?.components.map { v in
                    domain.map { min(max(v * channels.unit.factor, $0.lowerBound), $0.upperBound) } ?? v * channels.unit.factor
                }
            }
        }
        let (before, after) = (series(old), series(new))
        let all = (before + after).compactMap { $0 }.flatMap { $0 }
        guard var low = all.min(), var high = all.max() else { return "" }
        if high - low < 1e-9 { (low, high) = (low - 1, high + 1) }
        let pad = (high - low) * 0.08
        let scale = ChartScale(
            window: window, times: times, low: low - pad, high: high + pad, keyPath: keyPath, unit: channels.unit)
        var svg = [
            "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(scale.width))\" height=\"\(Int(scale.height))\" viewBox=\"0 0 \(Int(scale.width)) \(Int(scale.height))\" role=\"img\" aria-label=\"\(TemplateContext.markup(title, quotes: true)): the old version dashed, the new one solid\">"
        ]
        svg += scale.axes(pad: pad)
        for channel in 0..<channels.names.count {
            svg.append(
                "<path d=\"\(scale.path(before, channel: channel))\" fill=\"none\" stroke=\"currentColor\" stroke-opacity=\"0.55\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>"
            )
            svg.append("<path d=\"\(scale.path(after, channel: channel))\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"2\"/>")
        }
        svg.append("</svg>")
        return
            "<figure class=\"chart\"><figcaption>\(TemplateContext.markup(title, quotes: false)) <span class=\"muted\">— before dashed, after solid</span></figcaption>\(svg.joined())</figure>"
    }
}

/// Where a diff chart's values and times fall in its 560 × 170 CSS-pixel SVG.
private struct ChartScale {
    /// The review window, in seconds.
    let window: Double
    /// The sampled times, in seconds.
    let times: [Double]
    /// The lowest and highest values drawn (padded), in the chart's unit.
    let low: Double
    let high: Double
    /// The property charted.
    let keyPath: AnimatableKeyPath
    /// The unit its values are shown in.
    let unit: ChartUnit
    /// The SVG's size and the plot's margins, in CSS pixels.
    var width: Double { 560 }
    var height: Double { 170 }
    var left: Double { 52 }
    var right: Double { 24 }
    var top: Double { 10 }
    var bottom: Double { 26 }

    /// The x of time `t` (seconds).
    func x(_ t: Double) -> Double { left + (width - left - right) * t / max(window, 1e-9) }
    /// The y of value `v` (screen y up as up).
    func y(_ v: Double) -> Double { top + (height - top - bottom) * (keyPath.isScreenY ? v - low : high - v) / (high - low) }

    /// The path data of one channel of `values` (a value a sampled time), broken where there is none.
    func path(_ values: [[Double]?], channel: Int) -> String {
        var d = ""
        var drawing = false
        for (t, value) in zip(times, values) {
            guard let value, channel < value.count else {
                drawing = false
                continue
            }
            d += (drawing ? "L" : "M") + SVGValues.number(x(t), decimals: 2) + " " + SVGValues.number(y(value[channel]), decimals: 2)
            drawing = true
        }
        return d
    }

    /// How value `v` is labelled: rounded to three digits, in the unit (a vertical offset says which way).
    func label(_ v: Double) -> String {
        let number = MotionSpec.number(MotionSpec.rounded(abs(v) < 1e-9 ? 0 : v, digits: 3))
        return KeyPathChart.verticalOffset(v, keyPath) ?? unit.text(number)
    }

    /// The grid and labels: three values (top, middle, bottom, `pad` inside the range) and five times.
    func axes(pad: Double) -> [String] {
        var svg = ["<g font-family=\"Inter, system-ui, sans-serif\" font-size=\"10\" fill=\"currentColor\">"]
        for v in [high - pad, (high + low) / 2, low + pad] {
            svg.append(
                "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(SVGValues.number(y(v), decimals: 1))\" y2=\"\(SVGValues.number(y(v), decimals: 1))\" stroke=\"currentColor\" stroke-opacity=\"0.15\"/>"
            )
            svg.append(
                "<text x=\"\(Int(left - 6))\" y=\"\(SVGValues.number(y(v) + 3.5, decimals: 1))\" text-anchor=\"end\">\(TemplateContext.markup(label(v), quotes: false))</text>"
            )
        }
        for i in 0...4 {
            let t = window * Double(i) / 4
            svg.append(
                "<text x=\"\(SVGValues.number(x(t), decimals: 1))\" y=\"\(Int(height - 8))\" text-anchor=\"middle\">\(MotionSpec.number((t * 1000).rounded())) ms</text>"
            )
        }
        svg.append("</g>")
        return svg
    }
}
