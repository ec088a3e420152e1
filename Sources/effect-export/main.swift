import EffectExport
import EffectFiles
import EffectModel
import Foundation

/// The commands of `effect-export`.
enum Commands {
    /// The subcommands, in the order the main help lists them.
    static let subcommands: [any Command.Type] = [
        SpecCommand.self, DiffCommand.self, SheetCommand.self, CurvesCommand.self, DocsCommand.self, PreviewCommand.self, SampleCommand.self,
        ValidateCommand.self,
        ListCommand.self,
    ]
    static let main: any Command.Type = ExportCommand.self

    /// The declaration of the command named `name` (`""`: the main command).
    static func declaration(named name: String) -> CommandDeclaration {
        ([main] + subcommands).first { $0.declaration.name == name }?.declaration ?? main.declaration
    }
}

/// Runs one command line and returns its exit status; errors go to standard error as
/// `effect-export: error: …`, one problem a line, usage errors followed by the usage line and a pointer to
/// the help.
func runCommandLine(_ arguments: [String]) -> ExitCode {
    var rest = arguments
    if rest.first == "help" {
        rest.removeFirst()
        rest = rest.isEmpty ? ["--help"] : [rest[0], "--help"]
    }
    let subcommand = Commands.subcommands.first { $0.declaration.name == rest.first }
    let command = subcommand ?? Commands.main
    if subcommand != nil { rest.removeFirst() }
    do throws(CommandFailure) {
        let parsed = try ParsedArguments(rest, for: command.declaration)
        if parsed.wantsHelp {
            try StandardStreams.write(
                HelpText.help(command.declaration, subcommands: subcommand == nil ? Commands.subcommands.map { $0.declaration } : []))
            return .success
        }
        if subcommand == nil, parsed.isGiven(ExportCommand.Options.version) {
            try StandardStreams.write(EffectExportVersion.current + "\n")
            return .success
        }
        return try command.init(parsed).status()
    } catch {
        if StandardStreams.wasInterrupted { return error.exitCode }
        for message in error.messages { StandardStreams.writeError("effect-export: error: \(VisibleText.escaped(message))") }
        if let name = error.helpFor {
            let declaration = Commands.declaration(named: name)
            StandardStreams.writeError(HelpText.usageLine(declaration))
            StandardStreams.writeError("See '\(declaration.invocation) --help'.")
        }
        return error.exitCode
    }
}

StandardStreams.reserveStandardDescriptors()
StandardStreams.reportRefusedWrites()
StandardStreams.removeTemporaryFilesOnInterrupt()
// The arguments as given, as bytes (`SystemPath`): `CommandLine.arguments` repairs what is not UTF-8, and a path
// `caf\xE9.json` would name another file.
let arguments = (1..<max(1, Int(CommandLine.argc))).map { i in
    let argument = CommandLine.unsafeArgv[i]!
    return SystemPath.string(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
StandardStreams.exit(runCommandLine(arguments))
