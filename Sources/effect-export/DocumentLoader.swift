import EffectExport
import EffectModel
import Foundation

/// Finds and checks the document an `EFFECT` argument names: every problem stops the command before anything
/// is written (exit 65); warnings go to standard error and do not.
enum DocumentLoader {
    static func load(_ effect: String) throws(CommandFailure) -> EffectDocument {
        let report = effect == "-" ? try standardInput() : EffectDocument.check(contentsOf: try locate(effect))
        for warning in report.warnings { printWarning(warning) }
        guard let document = report.document else {
            throw CommandFailure(messages: report.errors.map(\.description), exitCode: .badDocument)
        }
        return document
    }

    /// The file an `EFFECT` argument names: a path, or a template's document.
    static func locate(_ effect: String) throws(CommandFailure) -> URL {
        if FileManager.default.fileExists(atPath: effect) { return URL(fileURLWithPath: effect) }
        if effect.contains("/") || effect.hasSuffix(".json") {
            throw CommandFailure(messages: ["\(effect): no such file"], exitCode: .inputNotFound)
        }
        if let found = TemplateLibrary.standard().find(effect) { return found }
        let names = TemplateLibrary.standard().all().map(\.name)
        var message = "no template or file named '\(effect)'"
        if let near = NearMiss.suggestion(for: effect, among: names) { message += "; did you mean '\(near)'?" }
        throw CommandFailure(messages: [message + " (see 'effect-export list')"], exitCode: .inputNotFound)
    }

    /// `-`: the document on standard input (`git show main:ripple.json | effect-export diff - ripple.json`); token
    /// files it names are read relative to the current folder.
    private static func standardInput() throws(CommandFailure) -> DocumentReport {
        var bytes: [UInt8] = []
        while let data = try? FileHandle.standardInput.read(upToCount: 1 << 16), !data.isEmpty {
            bytes += data
            guard bytes.count <= EffectDocument.maximumSize else { break }
        }
        var report = EffectDocument.check(json: bytes, defaultName: "stdin")
        for i in report.errors.indices { report.errors[i].file = "standard input" }
        for i in report.warnings.indices { report.warnings[i].file = "standard input" }
        return report
    }

    static func printWarning(_ warning: DocumentError) {
        StandardStreams.writeError("effect-export: warning: \(VisibleText.escaped(warning.description))")
    }
}
