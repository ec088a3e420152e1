import EffectEngine
import EffectExport
import EffectModel

/// Exit statuses from sysexits(3), as `docs/effect-format.md` (“Errors”) lists them.
enum ExitCode: Int32, Comparable {
    case success = 0
    /// `diff`: the two effects move differently (as `diff(1)` and `cmp(1)` say so).
    case differ = 1
    case usage = 64
    case badDocument = 65
    case inputNotFound = 66
    /// A program the command needs is not installed (`ffmpeg`).
    case unavailable = 69
    case internalError = 70
    case cannotCreateOutput = 73
    /// Standard output refused the bytes (a full disk, a closed stream).
    case ioError = 74

    static func < (a: ExitCode, b: ExitCode) -> Bool { a.rawValue < b.rawValue }
}

/// A failure that ends the command: the lines to print after `effect-export: error: ` and the status.
struct CommandFailure: Error {
    var messages: [String]
    var exitCode: ExitCode
    /// For usage errors: the command whose usage line and help to point at (`""` for the main command).
    var helpFor: String?

    static func usage(_ message: String, command: String) -> CommandFailure {
        CommandFailure(messages: [message], exitCode: .usage, helpFor: command)
    }
}

extension CommandFailure {
    /// A budget exceeded: a usage error when the options asked for too much, else a problem of the document in
    /// `file`, named with the JSON path of what makes it expensive.
    init(_ exceeded: WorkBudget.Exceeded, command: String?, file: String? = nil) {
        let located = (file.map { "\($0): " } ?? "") + (exceeded.path.map { "\($0): " } ?? "") + exceeded.description
        self =
            exceeded.isFromOptions
            ? CommandFailure(messages: [exceeded.description], exitCode: .usage, helpFor: command)
            : CommandFailure(messages: [located], exitCode: .badDocument)
    }

    /// Runs `checks` of the work budget for `command`, an exceeded budget becoming the command's failure.
    static func checkingBudget(of command: String, file: String? = nil, _ checks: () throws(WorkBudget.Exceeded) -> Void) throws(CommandFailure) {
        do throws(WorkBudget.Exceeded) {
            try checks()
        } catch {
            throw CommandFailure(error, command: command, file: file)
        }
    }

    /// The scene of `document`, its clock run to `horizon` keeping what shows from `keepingFrom`
    /// (`FrameRenderer.scene`); a clock that cannot run becomes `command`'s failure on `file`.
    static func scene(
        of document: EffectDocument, horizon: Double? = nil, keepingFrom start: Double = -.infinity, command: String? = nil, file: String
    ) throws(CommandFailure) -> Scene {
        do throws(ExportError) {
            return try FrameRenderer.scene(document, horizon: horizon, keepingFrom: start)
        } catch {
            throw CommandFailure(error, command: command, file: file)
        }
    }

    /// An export that failed: 65 when the document's clock cannot finish, a motion is too fine to export or the format
    /// cannot show the effect (document problems: with `document`, the JSON path of what causes it) or a page template
    /// is wrong, 64 when the options ask for an image too large, 73 when the output cannot be created, 70 when drawing
    /// or encoding failed.
    /// `command` names the command whose help a usage error points at.
    init(_ error: ExportError, command: String? = nil, file: String? = nil, document: EffectDocument? = nil) {
        let prefix = file.map { "\($0): " } ?? ""
        switch error {
        case .clock(let clock) where clock.isFromOptions: self.init(messages: [error.description], exitCode: .usage)
        case .clock: self.init(messages: [prefix + error.description], exitCode: .badDocument)
        case .motion(let motion):
            let path = motion.layerID.flatMap { document?.jsonPath(ofWhatMoves: $0, motion.keyPaths) }.map { "\($0): " } ?? ""
            self.init(messages: [prefix + path + error.description], exitCode: .badDocument)
        case .budget(let exceeded): self.init(exceeded, command: command, file: file)
        case .cannotCreateOutput: self.init(messages: [error.description], exitCode: .cannotCreateOutput)
        case .template: self.init(messages: [error.description], exitCode: .badDocument)
        case .inexpressible: self.init(messages: [prefix + error.description], exitCode: .badDocument)
        case .render, .cairo, .encoding: self.init(messages: [error.description], exitCode: .internalError)
        case .page(_, let inner): self.init(inner, command: command, file: file, document: document)
        }
    }
}
