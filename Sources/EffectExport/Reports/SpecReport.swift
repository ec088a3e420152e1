import EffectCompositions
import EffectModel

/// The motion spec as text: JSON (fields fixed by `effect-export spec`'s contract), Markdown for a pull request or
/// a wiki, and HTML for a browser (a whole page, or the fragment a docs page embeds).
public struct SpecReport: Sendable {
    /// The motion as a designer states it.
    public var spec: MotionSpec

    /// The report of `spec`.
    public init(_ spec: MotionSpec) { self.spec = spec }

    // MARK: JSON

    /// The spec as JSON, as `effect-export spec --format json` writes it.
    public var json: String {
        JSON.object([
            ("effect", .string(spec.effect)), ("title", .string(spec.title)), ("duration", .number(spec.duration)),
            ("frameRate", spec.frameRate.map(JSON.number) ?? .null),
            (
                "triggers",
                .array(
                    spec.triggers.map { trigger in
                        .object(Self.members(trigger) + [("motions", .array(trigger.motions.map(Self.json)))])
                    })
            ),
        ]).text
    }

    /// How the spec states times: `times in ms after each trigger`, and `frames at 60 fps` beside them when the
    /// document states its frame rate.
    static func timesWords(_ spec: MotionSpec) -> String {
        "times in ms after each trigger" + (spec.frameRate.map { ", and in frames at \(MotionSpec.number($0)) fps" } ?? "")
    }

    /// `kind`, `at`, `label`, `layer`: a trigger as the spec and the diff state it (the spec adds its motions).
    static func members(_ trigger: MotionSpec.Trigger) -> [(String, JSON)] {
        [
            ("kind", .string(trigger.kind.rawValue)), ("at", .number(trigger.at)), ("label", .string(trigger.label)),
            ("layer", trigger.layer.map(JSON.string) ?? .null),
        ]
    }

    private static func json(_ motion: MotionSpec.Row) -> JSON {
        .object([
            ("element", .string(motion.element)), ("layer", .string(motion.layer)), ("property", .string(motion.property.rawValue)),
            ("keyPath", .string(motion.keyPath.rawValue)), ("label", motion.label.map(JSON.string) ?? .null),
            ("from", json(motion.from)), ("to", json(motion.to)), ("unit", .string(motion.unit.rawValue)),
            ("keyframes", json(motion.keyframes)),
            ("range", motion.range.map { .object([("min", .number($0.min)), ("max", .number($0.max))]) } ?? .null),
            ("delay", .number(motion.delay)), ("duration", .number(motion.duration)), ("easing", json(motion.easing)),
            (
                "tokens",
                .object(["delay", "duration"].compactMap { key in motion.tokens[key].map { (key, JSON.string($0)) } })
            ),
            ("repeat", json(motion.repeat)),
            ("notes", .array(motion.notes.map(JSON.string))), ("detail", .string(motion.detail)),
        ])
    }

    /// `[{ "at", "value", "easing" }]`, `null` for a motion of two values.
    static func json(_ keyframes: [MotionSpec.Keyframe]?) -> JSON {
        keyframes.map { keyframes in
            .array(keyframes.map { .object([("at", .number($0.at)), ("value", json($0.value)), ("easing", $0.easing.map(json) ?? .null)]) })
        } ?? .null
    }

    /// `{ "count": n | "infinity", "autoreverses", "pause": ms when there is one }`, `null` once.
    static func json(_ repeats: MotionSpec.Repeat?) -> JSON {
        repeats.map {
            .object(
                [("count", $0.count.isInfinite ? .string("infinity") : .number($0.count)), ("autoreverses", .bool($0.autoreverses))]
                    + ($0.pause > 0 ? [("pause", .number($0.pause))] : []))
        } ?? .null
    }

    /// A number, an array of numbers, `#RRGGBBAA` (an array of them for a gradient), `{ "shapeElements" }`.
    static func json(_ value: MotionValue) -> JSON {
        switch value {
        case .number(let n): .number(n)
        case .numbers(let values): .array(values.map(JSON.number))
        case .colors(let colors): colors.count == 1 ? .string(MotionValue.hex(colors[0])) : .array(colors.map { .string(MotionValue.hex($0)) })
        case .shape(let elements): .object([("shapeElements", .number(Double(elements)))])
        }
    }

    /// `{ "name", "cubicBezier", "token"? }`, `{ "name": "spring", "spring": {…} }`; a group's child's own easing
    /// with `"group": { "name", "cubicBezier", "window": [start, end] }`, the group's curve and the part of it the child spans.
    static func json(_ easing: MotionSpec.Easing) -> JSON { .object(members(easing)) }

    private static func members(_ easing: MotionSpec.Easing) -> [(String, JSON)] {
        switch easing {
        case .atOnce:
            return [("name", .string("step-start"))]
        case .curve(let name, let function):
            return curve(name, function)
        case .spring(let feel):
            return [
                ("name", .string("spring")),
                (
                    "spring",
                    .object([
                        ("duration", .number(feel.duration)), ("bounce", .number(feel.bounce)), ("dampingRatio", .number(feel.dampingRatio)),
                        ("initialVelocity", .number(feel.initialVelocity)), ("settles", .number(feel.settles)),
                    ])
                ),
            ]
        case .inGroup(let own, let group):
            let window = JSON.array([group.start, group.end].map { .number(MotionSpec.rounded($0, digits: 12)) })
            return members(own) + [("group", .object(curve(group.name, group.function) + [("window", window)]))]
        }
    }

    private static func curve(_ name: MotionSpec.Easing.CurveName, _ function: TimingFunction) -> [(String, JSON)] {
        [("name", .string(name.rawValue)), ("cubicBezier", .array([function.x1, function.y1, function.x2, function.y2].map(JSON.number)))]
            + (function.token.map { [("token", JSON.string($0))] } ?? [])
    }

    // MARK: Markdown

    /// A heading, then per trigger a table of its motions and, below it, the details in Core Animation's terms.
    public var markdown: String {
        let escape = TemplateContext.markdownInline
        var lines = [
            "# \(escape(spec.title)): motion spec", "",
            "\(escape(spec.effect)) · \(MotionSpec.number(spec.duration)) ms review · \(Self.timesWords(spec))", "",
        ]
        for trigger in spec.triggers {
            lines.append("## \(escape(MotionSpec.heading(trigger)))")
            lines.append("")
            guard !trigger.motions.isEmpty else {
                lines += [MotionSpec.withoutMotion(trigger), ""]
                continue
            }
            lines.append("| Element | Property | Change | Delay | Duration | Easing | Repeats | Note |")
            lines.append("|---|---|---|--:|--:|---|---|---|")
            for motion in trigger.motions {
                let cells = [
                    motion.element, motion.property.title, MotionSpec.change(motion), MotionSpec.delay(motion),
                    MotionSpec.duration(motion), MotionSpec.easing(motion), MotionSpec.repeats(motion), motion.notes.joined(separator: "; "),
                ]
                lines.append("| " + cells.map { escape($0) }.joined(separator: " | ") + " |")
            }
            lines.append("")
            for motion in trigger.motions {
                lines.append("- " + Self.detailLine(motion, escape: escape))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}

// MARK: HTML

extension SpecReport {
    /// A whole page: the spec's tables, light or dark as the reader's system is, printable on A4.
    public var html: String {
        StandalonePage.html(
            title: "\(spec.title): motion spec", style: Self.style,
            body: "<h1>\(TemplateContext.markup(spec.title, quotes: false)): motion spec</h1>\n\(htmlFragment)")
    }

    /// The style the spec's tables take, in a page of their own or a docs page.
    public static let style = """
        :root { color-scheme: light dark; --ink: #1c1c1e; --muted: #636366; --rule: #d1d1d6; --paper: #ffffff; --band: #f2f2f7; --note: #8a4b00; }
        @media (prefers-color-scheme: dark) { :root { --ink: #f2f2f7; --muted: #aeaeb2; --rule: #48484a; --paper: #1c1c1e; --band: #2c2c2e; --note: #ffb340; } }
        body { margin: 0; background: var(--paper); color: var(--ink); font: 15px/1.45 Inter, system-ui, sans-serif; }
        main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
        .spec-meta { color: var(--muted); margin: 0 0 1rem; }
        .spec h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
        .spec-table-wrap { overflow-x: auto; }
        .spec table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        .spec th, .spec td { text-align: left; padding: 0.35rem 0.6rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
        .spec th { font-weight: 600; color: var(--muted); background: var(--band); }
        .spec td.num { text-align: right; white-space: nowrap; }
        .spec .note { color: var(--note); }
        .spec .details { color: var(--muted); font-size: 0.85rem; margin: 0.4rem 0 0; padding-left: 1.2rem; }
        .swatch { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 0.2em; border: 1px solid var(--rule); vertical-align: -0.1em; margin-right: 0.25em; }
        @media print { body { font-size: 10pt; } main { padding: 0; } .spec h2 { break-after: avoid; } }
        """

    /// The spec's tables, for a page of its own or the head of a docs page.
    public var htmlFragment: String { htmlFragment { _ in false } }

    /// A motion's line below its trigger's table, in Core Animation's terms: `element · property (label): detail`, each
    /// part through `escape` (the Markdown's or the HTML's).
    private static func detailLine(_ motion: MotionSpec.Row, escape: (String) -> String) -> String {
        "\(escape(motion.element)) · \(escape(motion.property.title))" + (motion.label.map { " (\(escape($0)))" } ?? "")
            + ": \(escape(MotionSpec.detail(motion)))"
    }

    /// The spec's tables with the rows `changed` picks marked (`class="changed"`), as a diff shows them.
    public func htmlFragment(marking changed: (MotionSpec.Row) -> Bool) -> String {
        func text(_ s: String) -> String { TemplateContext.markup(s, quotes: false) }
        var html = [
            "<section class=\"spec\" aria-label=\"Motion spec\">",
            "<p class=\"spec-meta\">\(text(spec.effect)) · \(MotionSpec.number(spec.duration)) ms review · \(text(Self.timesWords(spec)))</p>",
        ]
        for trigger in spec.triggers {
            html.append("<h2>\(text(MotionSpec.heading(trigger)))</h2>")
            guard !trigger.motions.isEmpty else {
                html.append("<p>\(text(MotionSpec.withoutMotion(trigger)))</p>")
                continue
            }
            html.append("<div class=\"spec-table-wrap\"><table>")
            html.append(
                "<thead><tr><th scope=\"col\">Element</th><th scope=\"col\">Property</th><th scope=\"col\">Change</th><th scope=\"col\">Delay</th><th scope=\"col\">Duration</th><th scope=\"col\">Easing</th><th scope=\"col\">Repeats</th><th scope=\"col\">Note</th></tr></thead>"
            )
            html.append("<tbody>")
            for motion in trigger.motions {
                let cells = [
                    "<th scope=\"row\">\(text(motion.element))</th>", "<td>\(text(motion.property.title))</td>",
                    "<td>\(Self.htmlChange(motion))</td>",
                    "<td class=\"num\">\(text(MotionSpec.delay(motion)))</td>", "<td class=\"num\">\(text(MotionSpec.duration(motion)))</td>",
                    "<td>\(text(MotionSpec.easing(motion)))</td>", "<td>\(text(MotionSpec.repeats(motion)))</td>",
                    "<td class=\"note\">\(text(motion.notes.joined(separator: "; ")))</td>",
                ]
                html.append((changed(motion) ? "<tr class=\"changed\">" : "<tr>") + cells.joined() + "</tr>")
            }
            html.append("</tbody></table></div>")
            html.append("<ul class=\"details\">")
            for motion in trigger.motions {
                html.append("<li>" + Self.detailLine(motion, escape: text) + "</li>")
            }
            html.append("</ul>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }

    /// The change, colours with a swatch each.
    private static func htmlChange(_ motion: MotionSpec.Row) -> String {
        guard motion.keyframes == nil else { return TemplateContext.markup(MotionSpec.change(motion), quotes: false) }
        func side(_ value: MotionValue) -> String {
            guard case .colors(let colors) = value else {
                return TemplateContext.markup(value.text(unit: motion.unit, property: motion.property), quotes: false)
            }
            return colors.map { color in
                let hex = MotionValue.hex(color)
                return "<span class=\"swatch\" style=\"background:\(hex)\"></span>"
                    + TemplateContext.markup(MotionValue.colors([color]).text(unit: .color, property: motion.property), quotes: false)
            }.joined(separator: " ")
        }
        return side(motion.from) + " → " + side(motion.to)
    }
}
