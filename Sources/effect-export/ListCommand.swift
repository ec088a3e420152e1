import EffectExport
import EffectFiles
import EffectModel

/// `effect-export list`: name, title and duration of every template, one a line.
struct ListCommand: Command {
    static let declaration = CommandDeclaration(
        name: "list",
        abstract: "List the templates with their titles.",
        discussion:
            "Templates are read from $EFFECT_EXPORT_TEMPLATES (folders separated by ':'), then Templates/ beside the executable, ../share/effect-export/Templates from it, and the Templates/ folder of the source package it was built from."
    )

    init(_ arguments: ParsedArguments) {}

    func run() throws(CommandFailure) {
        let templates = TemplateLibrary.forThisProgram.all()
        var rows: [(String, String, String)] = []
        for template in templates {
            do {
                let document = try EffectDocument(contentsOf: template.url)
                let duration = document.duration.map { "\(Int($0 * 1000, rounding: .toNearestOrAwayFromZero, within: 0...Int.max)) ms" } ?? "—"
                rows.append((template.name, VisibleText.escaped(document.title ?? ""), duration))
            } catch {
                throw CommandFailure(messages: [error.description], exitCode: .badDocument)
            }
        }
        let nameWidth = rows.map { Self.columns($0.0) }.max() ?? 0
        let titleWidth = rows.map { Self.columns($0.1) }.max() ?? 0
        try StandardStreams.write(
            rows.map { name, title, duration in
                Self.padded(name, nameWidth + 2) + Self.padded(title, titleWidth + 2) + duration + "\n"
            }.joined())
    }

    /// Terminal columns: Hangul, CJK and full-width forms take two.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let v = scalar.value
            let wide =
                (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            return width + (wide ? 2 : 1)
        }
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(text)))
    }
}
