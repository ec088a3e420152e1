import EffectExport
import EffectFiles
import EffectModel
import Foundation

/// `effect-export docs [EFFECT…] [--output DIR] [--title T] [--theme DIR] [--quiet]`: the docs site and Markdown
/// pages, every template when no effect is named.
struct DocsCommand: Command {
    static let declaration = CommandDeclaration(
        name: "docs",
        abstract: "Write a documentation site (HTML) and Markdown pages for effects.",
        discussion:
            "A gallery (index.html, README.md) and a page per effect: its playing preview with a control bar, key frames, timing curves, animations, interactions, document and downloads. It works from the file system and from any static host. A rebuild renders only effects whose document, options or templates changed (manifest.json), and removes the files of effects no longer listed, only those its manifest lists, still as it wrote them (a warning names any other it kept). A folder that is neither new, empty nor a site it built is refused unless --force; a second build of one site at once is refused (exit 73).",
        arguments: [
            CommandDeclaration.Argument(
                name: "EFFECT…", help: "Template names or document paths (default: every template).",
                whatItIs: "a template name or a document path", isRepeating: true, isOptional: true)
        ],
        options: [Options.output.option, Options.title.option, Options.theme.option, Options.force.option, FlagKey.quiet.option],
        exitStatus: ["0 success, 64 bad usage, 65 bad document or template, 66 input not found,", "70 internal error, 73 cannot create the output."]
    )

    enum Options {
        static let output = OptionKey<String>.text("output", "DIR", "The site's folder.", default: "effect-docs")
        static let title = OptionKey<String>.text("title", "T", "The site's title.", default: "Motion")
        static let theme = OptionKey<String>.text(
            "theme", "DIR",
            "A folder of templates (index.html, index.md, effect.html, effect.md, style.css, player.js) that replace the built-in ones of the same name."
        )
        static let force = FlagKey(
            "force",
            "Add the site to a folder that is not empty and holds no site of ours: no file in it is replaced or removed; where one has a name of the site's, the site's own is written beside it (index.effect-export.html)."
        )
    }

    var effects: [String]
    var output: String
    var title: String
    var theme: String?
    var force: Bool
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effects = arguments.positional
        output = try arguments.value(Options.output)
        title = try arguments.value(Options.title)
        theme = try arguments.optionalValue(Options.theme)
        force = arguments.flag(Options.force)
        quiet = arguments.flag(.quiet)
        // The site's folders are written through Foundation, which takes names as UTF-8: a name of other bytes would
        // be written as another name, so it is refused.
        for (option, path) in [("output", output), ("theme", theme)] {
            if let path, !SystemPath.isUTF8(path) {
                throw arguments.usage("--\(option) \(path): a docs site's folders need UTF-8 names; rename it")
            }
        }
        var isFolder: ObjCBool = false
        if let theme, !FileManager.default.fileExists(atPath: theme, isDirectory: &isFolder) {
            throw CommandFailure(messages: ["\(theme): no such folder (--theme)"], exitCode: .inputNotFound)
        }
        if let theme, !isFolder.boolValue {
            throw CommandFailure(
                messages: ["\(theme): not a folder; --theme takes a folder of templates (\(DocsTemplates.fileNames.joined(separator: ", ")))"],
                exitCode: .inputNotFound)
        }
    }

    func run() throws(CommandFailure) {
        let names = effects.isEmpty ? TemplateLibrary.forThisProgram.all().map(\.name) : effects
        var list: [DocsSite.Effect] = []
        var seen = Set<String>()
        for effect in names {
            // Read once: a pipe (`docs <(…)`) has its bytes only once.
            let loaded = try DocumentLoader.read(effect)
            let document = loaded.document
            guard seen.insert(document.name).inserted else {
                throw CommandFailure(
                    messages: ["\(effect): a second effect named '\(document.name)'; each effect needs its own name"], exitCode: .badDocument)
            }
            list.append(DocsSite.Effect(name: document.name, bytes: loaded.bytes, document: document, folder: loaded.folder))
        }
        do throws(ExportError) {
            let templates = try DocsTemplates(folders: TemplateLibrary.forThisProgram.folders, theme: theme.map { URL(fileURLWithPath: $0) })
            try DocsSite.checkBudget(of: list)
            let site = DocsSite(title: title, templates: templates)
            let build = try site.build(list, into: URL(fileURLWithPath: output), adopting: force, progress: ProgressLine.make(quiet: quiet))
            ProgressLine.finish(quiet: quiet)
            for warning in build.warnings { StandardStreams.writeError("effect-export: warning: \(VisibleText.escaped(warning))") }
            if !quiet {
                var summary =
                    "\(build.gallery.map { "\(output)/\($0)" } ?? "\(output) (no gallery: see the warning)"): \(list.count) \(list.count == 1 ? "effect" : "effects"), \(build.rendered.count) rendered, \(build.unchanged.count) unchanged"
                if !build.removed.isEmpty { summary += ", \(build.removed.count) removed (\(build.removed.joined(separator: ", ")))" }
                StandardStreams.writeError(summary)
            }
        } catch {
            // A page that failed: named by the argument it came from, its document located.
            if case .page(let name, _) = error, let index = list.firstIndex(where: { $0.name == name }) {
                throw CommandFailure(error, file: names[index], document: list[index].document)
            }
            throw CommandFailure(error)
        }
    }
}
