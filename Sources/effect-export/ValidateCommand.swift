import EffectEngine
import EffectExport
import EffectFiles
import EffectModel
import Foundation

/// `effect-export validate FILE… [--strict]`: every problem of every document, one a line, as
/// `FILE:LINE:COLUMN: JSON.PATH: message`; warnings (what Core Animation accepts but rarely means) as
/// `…: warning: message`. Exit 65 when any document has an error, or with `--strict` a warning.
struct ValidateCommand: Command {
    static let declaration = CommandDeclaration(
        name: "validate",
        abstract: "Check effect documents and print every problem.",
        discussion:
            "Each problem on a line: FILE:LINE:COLUMN: JSON.PATH: message, saying what was expected and what was found. Warnings, for what Core Animation accepts but rarely means (keyTimes that do not match the values, timing functions that paced keyframes ignore, a spring damped past critical without allowsOverdamping), read FILE:LINE:COLUMN: JSON.PATH: warning: message.",
        arguments: [
            .init(name: "FILE…", help: "Effect documents, or template names.", whatItIs: "effect documents or template names", isRepeating: true)
        ],
        options: [Options.strict.option],
        exitStatus: ["0 no errors (and with --strict no warnings), 65 problems, 66 a file not found."]
    )

    enum Options {
        static let strict = FlagKey("strict", "Fail on warnings too.")
    }

    var files: [String]
    var strict: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        files = arguments.positional
        strict = arguments.flag(Options.strict)
    }

    /// Checks every file, even after one that is missing, and exits with the worst status: 66 when a file was
    /// not found, else 65 when any has a problem.
    func run() throws(CommandFailure) {
        var worst = ExitCode.success
        for file in files {
            let path: String
            do throws(CommandFailure) {
                path = try DocumentLoader.locate(file)
            } catch {
                for message in error.messages { StandardStreams.writeError("effect-export: error: \(VisibleText.escaped(message))") }
                worst = max(worst, error.exitCode)
                continue
            }
            // A pipe (`validate <(git show main:ripple.json)`) is read as a stream.
            let report: DocumentReport
            do throws(InputFile.Failure) {
                report = DocumentLoader.check(try InputFile(reading: path, atMost: EffectDocument.maximumSize).bytes, file: path)
            } catch {
                report = DocumentReport(document: nil, errors: [DocumentError(unreadable: path, error)], warnings: [])
            }
            var errors = report.errors.map(\.description)
            // What running the clock over the review window needs, known before running it.
            if let document = report.document {
                do throws(TimelineError) {
                    try EventEstimate(document).check(until: document.effectiveDuration, askedFor: false)
                } catch {
                    errors.append("\(file): \(error.description)")
                }
            }
            var lines = errors + report.warnings.map(Self.warningLine)
            if lines.isEmpty { lines = ["\(file): no problems"] }
            try StandardStreams.write(lines.map { VisibleText.escaped($0) + "\n" }.joined())
            if !errors.isEmpty || (strict && !report.warnings.isEmpty) { worst = max(worst, .badDocument) }
        }
        if worst != .success { throw CommandFailure(messages: [], exitCode: worst) }
    }

    /// `FILE:LINE:COLUMN: JSON.PATH: warning: message`.
    static func warningLine(_ warning: DocumentError) -> String {
        var located = warning
        located.message = "warning: \(warning.message)"
        return located.description
    }
}
