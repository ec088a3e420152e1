import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation

/// `effect-export diff OLD NEW …`: what changed in the motion, for pull-request review; exits 1 when it changed.
struct DiffCommand: Command {
    /// What the report is written as.
    enum Format: String, CaseIterable {
        case md, html, json, pdf, png

        /// Text formats go to standard output when no `--output` is given.
        var isText: Bool { self == .md || self == .html || self == .json }
    }

    static let declaration = CommandDeclaration(
        name: "diff",
        abstract: "Compare the motion of two effects on the clock, and say what changed as a designer would.",
        discussion:
            "Both are played on the same clock and matched trigger by trigger, element by element (a layer renamed is the same element), property by property: each changed delay, duration, easing, from, to or repeat is one change, with the instants it shows and whether it shows on screen; what differs on the clock that no animation explains (a colour, an action's time) is a change too. Titles, descriptions and labels are listed apart: they move nothing. OLD or NEW may be - for standard input: git show main:ripple.json | effect-export diff - ripple.json. Markdown (a pull-request comment) to standard output by default; with --output FILE.md its picture of key frames is written beside it as FILE.png.",
        arguments: [
            .init(
                name: "OLD", help: "The old version: a template name, a document path, or - for standard input.",
                whatItIs: "the old version (a template name, a document path or -)"),
            .init(
                name: "NEW", help: "The new version: a template name, a document path, or - for standard input.",
                whatItIs: "the new version (a template name, a document path or -)"),
        ],
        options: [Options.format.option, Options.paper.option, Options.scale.option, Options.output.option, FlagKey.quiet.option],
        exitStatus: [
            "0 the effects move the same, 1 they differ (as diff(1)), 64 bad usage, 65 bad document,",
            "66 input not found, 70 internal error, 73 cannot create the output.",
        ]
    )

    enum Options {
        static let format = OptionKey<Format>.choice("format", "The report's format; without it, the --output file's extension says.", default: .md)
        static let paper = OptionKey<Paper>.choice(
            "paper", "The PDF's paper, landscape, printed at 100 % of its width on as many pages as the diff needs.", default: .a4)
        static let scale = OptionKey<Double>.scale()
        static let output = OptionKey<String>.text(
            "output", "PATH", "The file to write.", defaultText: "standard output for md, html and json; OLD-NEW-diff.EXT otherwise")
    }

    var old: String
    var new: String
    var format: Format
    var paper: Paper
    var scale: Double
    var output: String?
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        (old, new) = (arguments.positional[0], arguments.positional[1])
        guard old != "-" || new != "-" else { throw .usage("standard input holds one document: give - for OLD or NEW, not both", command: "diff") }
        output = try arguments.optionalValue(Options.output)
        format = try arguments.format(Options.format, output: Options.output)
        scale = try arguments.value(Options.scale)
        paper = try arguments.value(Options.paper)
        quiet = arguments.flag(.quiet)
    }

    func run() throws(CommandFailure) { _ = try status() }

    func status() throws(CommandFailure) -> ExitCode {
        let (before, after) = (try DocumentLoader.load(old), try DocumentLoader.load(new))
        let report = try report(comparing: before, with: after)
        let path = output ?? (format.isText ? nil : "\(before.name)-\(after.name)-diff.\(format.rawValue)")
        let (bytes, beside) = try contents(of: report, path: path)
        if let path, path != "-" {
            do throws(ExportError) {
                // The files together: a Markdown file and its picture are replaced both or neither.
                try AtomicFile.write([(bytes, path)] + beside)
            } catch {
                throw CommandFailure(error, command: Self.declaration.name, file: new)
            }
            if !quiet { StandardStreams.writeError("effect-export: wrote \(VisibleText.escaped(path))") }
        } else {
            try StandardStreams.write(bytes)
        }
        return report.review.same ? .success : .differ
    }

    /// The two versions' motion compared, within the work budget (a budget exceeded is named on the costlier file;
    /// either clock's failure, and the comparison's, on NEW).
    private func report(comparing before: EffectDocument, with after: EffectDocument) throws(CommandFailure) -> DiffReport {
        let scenes = (
            old: try CommandFailure.scene(of: before, command: Self.declaration.name, file: new),
            new: try CommandFailure.scene(of: after, command: Self.declaration.name, file: new)
        )
        let (estimate, newIsCostlier) = WorkEstimate.diff(old: (before, scenes.old), new: (after, scenes.new))
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: newIsCostlier ? new : old) { () throws(WorkBudget.Exceeded) in
            try WorkBudget.check(estimate, of: "comparing them")
        }
        do throws(ExportError) {
            return try DiffReport(old: (before, scenes.old), new: (after, scenes.new))
        } catch {
            throw CommandFailure(error, command: Self.declaration.name, file: new)
        }
    }

    /// The report in `--format`, and the files written beside it: a Markdown file's picture of the key frames (where
    /// it has any), named after the file at `path`.
    private func contents(of report: DiffReport, path: String?) throws(CommandFailure) -> (bytes: [UInt8], beside: [(bytes: [UInt8], path: String)]) {
        do throws(ExportError) {
            switch format {
            case .json: return (Array(report.json.utf8), [])
            case .html: return (Array(try report.html().utf8), [])
            case .pdf, .png: return (try report.render(OutputFormat(rawValue: format.rawValue)!, scale: scale, paper: paper), [])
            case .md:
                guard let path, path != "-" else { return (Array(report.markdown().utf8), []) }
                let picture = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("png")
                let beside = report.review.keyFrames.isEmpty ? [] : [(bytes: try report.render(.png, scale: scale), path: picture.relativePath)]
                return (Array(report.markdown(picture: report.review.keyFrames.isEmpty ? nil : picture.lastPathComponent).utf8), beside)
            }
        } catch {
            throw CommandFailure(error, command: Self.declaration.name, file: new)
        }
    }
}
