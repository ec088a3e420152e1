import EffectExport
import EffectModel

/// `effect-export list`: name, title and duration of every template, one a line.
struct ListCommand {
    func run() throws(CommandFailure) {
        let templates = TemplateLibrary.standard().all()
        var rows: [(String, String, String)] = []
        for template in templates {
            do {
                let document = try EffectDocument(contentsOf: template.url)
                let duration = document.duration.map { "\(Int(($0 * 1000).rounded())) ms" } ?? "—"
                rows.append((template.name, document.title ?? "", duration))
            } catch {
                throw CommandFailure(messages: [error.description], exitCode: .badDocument)
            }
        }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let titleWidth = rows.map(\.1.count).max() ?? 0
        for (name, title, duration) in rows {
            print(name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                  + title.padding(toLength: titleWidth + 2, withPad: " ", startingAt: 0) + duration)
        }
    }
}
