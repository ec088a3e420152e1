import EffectExport
import EffectModel
import EffectPreview
import Foundation

/// `effect-export preview [EFFECT…] [--port N] [--host ADDR] [--compare] [--open]`: a page that plays the effects and
/// follows their documents as they are saved, served until interrupted.
struct PreviewCommand: Command {
    static let declaration = CommandDeclaration(
        name: "preview",
        abstract: "Serve a live page that plays effects and updates when their documents are saved.",
        discussion:
            "Prints the page's address (http://127.0.0.1:PORT/) and serves until interrupted. The page plays each effect at its size on a neutral stage, with play/pause, a scrubber marked at the triggers and key frames, frame steps (← →, Shift for ten), speeds 1, ½, ¼ and ⅒, loop or once and the fingertip, beside its spec (the rows moving under the playhead highlighted) and timing curves. Saving a document, or a token file it names, updates the page within half a second and keeps the playhead; a document that no longer reads shows its problems over the page while its last good version plays. A folder shows each of its documents, with an index. It answers only requests for the address it printed, serves only what it builds, and writes no file.",
        arguments: [
            CommandDeclaration.Argument(
                name: "EFFECT…", help: "Template names, document paths or folders of documents (default: every template).",
                whatItIs: "a template name, a document path or a folder", isRepeating: true, isOptional: true)
        ],
        options: [Options.port.option, Options.host.option, Options.compare.option, Options.open.option],
        exitStatus: [
            "130 on SIGINT, 143 on SIGTERM (how it stops); 64 bad usage, 66 input not found,",
            "73 the --port given is taken (or no port is free).",
        ]
    )

    enum Options {
        static let port = OptionKey<Int>.wholeNumber(
            "port", "N", "The port; without it, 8765 or the next free one. 0: one the system picks.", in: 0...65535, defaultText: "8765",
            invalid: "port", expected: "a whole number from 0 to 65535")
        static let host = OptionKey<String>.text("host", "ADDR", "The address to listen on, an IPv4 or IPv6 literal.", default: "127.0.0.1")
        static let compare = FlagKey("compare", "Show the effects side by side on one clock.")
        static let open = FlagKey("open", "Open the page in the default browser (xdg-open).")
    }

    static let defaultPort = 8765

    var effects: [String]
    var port: Int?
    var host: String
    var compare: Bool
    var open: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effects = arguments.positional
        port = try arguments.optionalValue(Options.port)
        host = try arguments.value(Options.host)
        compare = arguments.flag(Options.compare)
        open = arguments.flag(Options.open)
        if compare, effects.count < 2 { throw arguments.usage("--compare needs two effects or more") }
        if effects.contains("-") { throw arguments.usage("preview follows files as they are saved; it cannot read standard input") }
    }

    func run() throws(CommandFailure) {
        var sources: [String] = []
        for effect in effects.isEmpty ? TemplateLibrary.forThisProgram.all().map(\.name) : effects {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: effect, isDirectory: &isFolder), isFolder.boolValue {
                sources.append(effect)
            } else {
                sources.append(try DocumentLoader.locate(effect))
            }
        }
        let assets: PreviewAssets
        do throws(PreviewAssets.Missing) {
            assets = try PreviewAssets(folders: TemplateLibrary.forThisProgram.folders)
        } catch {
            throw CommandFailure(messages: [error.description], exitCode: .inputNotFound)
        }
        let socket: ListeningSocket
        do throws(ListeningSocket.Failure) {
            socket = try ListeningSocket.listening(on: host, port: port ?? Self.defaultPort, orNextFree: port == nil)
        } catch {
            throw Self.failure(error)
        }
        let preview = LivePreview(sources: sources, layout: compare ? .compare : .pages, assets: assets)
        preview.rebuild()
        for problem in preview.problems { StandardStreams.writeError("effect-export: error: \(VisibleText.escaped(problem))") }
        try StandardStreams.write(socket.url + "\n")
        if open { Self.openInBrowser(socket.url) }
        preview.serve(on: socket)
    }

    static func failure(_ error: ListeningSocket.Failure) -> CommandFailure {
        switch error {
        case .notAnAddress(let host):
            .usage("invalid host '\(host)'; expected an IPv4 or IPv6 address, such as 127.0.0.1 or ::1", command: declaration.name)
        case .portTaken(let host, let port):
            CommandFailure(
                messages: ["\(host):\(port) is taken (another preview?); stop it, or give another --port (without --port the next free one is used)"],
                exitCode: .cannotCreateOutput)
        case .noFreePort(let host, let first, let last):
            CommandFailure(messages: ["no free port on \(host) from \(first) to \(last); give one with --port"], exitCode: .cannotCreateOutput)
        case .system(let message):
            CommandFailure(messages: ["cannot listen on \(declaration.name): \(message)"], exitCode: .cannotCreateOutput)
        }
    }

    /// Asks the desktop to open `url`; where it cannot, says so and goes on serving.
    static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            StandardStreams.writeError("effect-export: warning: cannot open a browser (xdg-open): open \(url) yourself")
        }
    }
}
