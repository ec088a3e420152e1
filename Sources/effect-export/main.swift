import EffectExport
import Foundation

/// The commands of `effect-export`.
enum Commands {
    /// The subcommands, in the order the main help lists them.
    static let subcommands: [any Command.Type] = [SheetCommand.self, CurvesCommand.self, SampleCommand.self, ValidateCommand.self, ListCommand.self]
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
            print(HelpText.help(command.declaration, subcommands: subcommand == nil ? Commands.subcommands.map { $0.declaration } : []), terminator: "")
            return .success
        }
        if subcommand == nil, parsed.flag("version") {
            print(EffectExportVersion.current)
            return .success
        }
        try command.init(parsed).run()
        return .success
    } catch {
        var standardError = FileHandle.standardError
        for message in error.messages { print("effect-export: error: \(message)", to: &standardError) }
        if let name = error.helpFor {
            let declaration = Commands.declaration(named: name)
            print(HelpText.usageLine(declaration), to: &standardError)
            print("See '\(declaration.invocation) --help'.", to: &standardError)
        }
        return error.exitCode
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) { write(Data(string.utf8)) }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())).rawValue)
