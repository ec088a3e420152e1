import EffectExport
import EffectModel
import Foundation

/// `effect-export validate FILE… [--strict]`: every problem of every document, one a line, as
/// `FILE:LINE:COLUMN: JSON.PATH: message`; warnings (what Core Animation accepts but rarely means) as
/// `…: warning: message`. Exit 65 when any document has an error, or with `--strict` a warning.
struct ValidateCommand {
    var files: [String]
    var strict: Bool

    init(_ arguments: Arguments) throws(CommandFailure) {
        guard !arguments.positional.isEmpty else { throw .usage("missing FILE (effect documents or template names)", command: "validate") }
        files = arguments.positional
        strict = arguments.flags.contains("strict")
    }

    func run() throws(CommandFailure) {
        var failed = false
        for file in files {
            let report = EffectDocument.check(contentsOf: try DocumentLoader.locate(file))
            for error in report.errors { print(error.description) }
            for warning in report.warnings { print(Self.warningLine(warning)) }
            if report.errors.isEmpty && report.warnings.isEmpty { print("\(file): no problems") }
            if !report.errors.isEmpty || (strict && !report.warnings.isEmpty) { failed = true }
        }
        if failed { throw CommandFailure(messages: [], exitCode: .badDocument) }
    }

    /// `FILE:LINE:COLUMN: JSON.PATH: warning: message`.
    static func warningLine(_ warning: DocumentError) -> String {
        var located = warning
        located.message = "warning: \(warning.message)"
        return located.description
    }
}
