import EffectExport
import EffectFiles
import EffectModel
import Foundation
import LottieImport

/// Finds, reads and checks the document an `EFFECT` argument names: every problem stops the command before anything
/// is written (exit 65); warnings go to standard error and do not. What it reads (the document, its token file) is an
/// input of the run, which no output may replace (`RunInputs`).
enum DocumentLoader {
    /// A document read: its bytes as they were, and the folder its token file is read from (`nil`: the current one).
    struct Loaded {
        var document: EffectDocument
        var bytes: [UInt8]
        var folder: URL?
    }

    static func load(_ effect: String) throws(CommandFailure) -> EffectDocument {
        try read(effect).document
    }

    static func read(_ effect: String) throws(CommandFailure) -> Loaded {
        let file = try input(effect)
        let path = effect == "-" ? nil : file.path
        let beside = DocumentFolder(besideFile: path)
        let report = check(file.bytes, file: path, folder: beside)
        for warning in report.warnings { printWarning(warning) }
        guard let document = report.document else {
            throw CommandFailure(messages: report.errors.map(\.description), exitCode: .badDocument)
        }
        if let identity = file.identity { RunInputs.add(identity, path: file.path) }
        for read in beside.filesRead { RunInputs.add(read.identity, path: read.path) }
        let folder = effect == "-" ? nil : URL(fileURLWithPath: SystemPath.folder(of: file.path) ?? ".")
        return Loaded(document: document, bytes: file.bytes, folder: folder)
    }

    /// The report of a document's bytes, read from `path` (`nil`: standard input, whose token files are read relative
    /// to the current folder): an effect document, or a Lottie or dotLottie file recognised by its content. The files
    /// it names are read from `folder` (by default the folder of `path`), which keeps what it read. The one place every
    /// command reads a document.
    static func check(_ bytes: [UInt8], file path: String?, folder: DocumentFolder? = nil) -> DocumentReport {
        EffectFile.check(bytes, file: path, files: folder ?? DocumentFolder(besideFile: path))
    }

    /// The bytes of the document an `EFFECT` argument names: standard input (`-`), a file — a pipe or process
    /// substitution (`<(git show main:ripple.json)`) read as a stream —, or a template's document; at most
    /// `EffectDocument.maximumSize` bytes.
    static func input(_ effect: String) throws(CommandFailure) -> InputFile {
        let path = effect == "-" ? "standard input" : try locate(effect)
        do throws(InputFile.Failure) {
            if effect == "-" { return try InputFile.standardInput(atMost: EffectDocument.maximumSize) }
            return try InputFile(reading: path, atMost: EffectDocument.maximumSize)
        } catch {
            if case .notFound = error { throw CommandFailure(messages: ["\(path): no such file"], exitCode: .inputNotFound) }
            throw CommandFailure(messages: [DocumentError(unreadable: path, error).description], exitCode: .badDocument)
        }
    }

    /// The path of the file an `EFFECT` argument names: a path (bytes, as given), or a template's document.
    static func locate(_ effect: String) throws(CommandFailure) -> String {
        var info = stat()
        if SystemPath.withCString(effect, { lstat($0, &info) }) == 0 { return effect }
        if effect.contains("/") || effect.hasSuffix(".json") || effect.hasSuffix(".lottie") {
            throw CommandFailure(messages: ["\(effect): no such file"], exitCode: .inputNotFound)
        }
        if let found = TemplateLibrary.forThisProgram.find(effect) { return found.path }
        let names = TemplateLibrary.forThisProgram.all().map(\.name)
        var message = "no template or file named '\(effect)'"
        if let near = NearMiss.suggestion(for: effect, among: names) { message += "; did you mean '\(near)'?" }
        throw CommandFailure(messages: [message + " (see 'effect-export list')"], exitCode: .inputNotFound)
    }

    static func printWarning(_ warning: DocumentError) {
        StandardStreams.writeError("effect-export: warning: \(VisibleText.escaped(warning.description))")
    }
}
