import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

/// `effect-export spec EFFECT …`: the motion as a designer states it, grouped by trigger.
struct SpecCommand: Command {
    /// What the spec is written as.
    enum Format: String, CaseIterable {
        case md, html, json, pdf, png, svg

        /// Text formats go to standard output when no `--output` is given.
        var isText: Bool { self == .md || self == .html || self == .json }
    }

    static let declaration = CommandDeclaration(
        name: "spec",
        abstract: "State the motion of an effect as a designer does: per trigger, each element's property, delay, duration, easing.",
        discussion:
            "Grouped by what sets it going (the start, each touch down, touch up, tap or toggle, an animation's completion); each row one element and one property: from → to in a designer's units, the delay after its trigger, the duration, the easing by name and as cubic-bezier (a spring as its duration and bounce, with UIKit's damping ratio), repeats, and what a viewer should know. Core Animation's terms follow in a detail line. Markdown to standard output by default.",
        arguments: [.effect],
        options: [Options.format.option, Options.paper.option, Options.scale.option, Options.output.option]
    )

    enum Options {
        static let format = OptionKey<Format>.choice("format", "The output format; without it, the --output file's extension says.", default: .md)
        static let paper = OptionKey<Paper>.choice("paper", "The PDF's paper, portrait.", default: .a4)
        static let scale = OptionKey<Double>.scale()
        static let output = OptionKey<String>.text(
            "output", "PATH", "The file to write.", defaultText: "standard output for md, html and json; NAME-spec.EXT otherwise")
    }

    var effect: String
    var format: Format
    var paper: Paper
    var scale: Double
    var output: String?

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        output = try arguments.optionalValue(Options.output)
        format = try arguments.format(Options.format, output: Options.output)
        paper = try arguments.value(Options.paper)
        scale = try arguments.value(Options.scale)
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let scene = try CommandFailure.scene(of: document, command: Self.declaration.name, file: effect)
        let report = SpecReport(MotionSpec(scene: scene, document: document))
        let bytes: [UInt8]
        switch format {
        case .md: bytes = Array(report.markdown.utf8)
        case .json: bytes = Array(report.json.utf8)
        case .html: bytes = Array(report.html.utf8)
        case .pdf, .png, .svg:
            do throws(ExportError) {
                bytes = try SpecRenderer.render(report.spec, format: OutputFormat(rawValue: format.rawValue)!, scale: scale, paper: paper)
            } catch {
                throw CommandFailure(error, command: Self.declaration.name, file: effect)
            }
        }
        guard let output else {
            if format.isText { return try StandardStreams.write(bytes) }
            return try write(bytes, to: "\(document.name)-spec.\(format.rawValue)")
        }
        try write(bytes, to: output)
    }

    private func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        if path == "-" { return try StandardStreams.write(bytes) }
        do throws(ExportError) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(error, command: Self.declaration.name, file: effect)
        }
    }
}
