import EffectExport
import Foundation

/// Runs one command line and returns its exit status; errors go to standard error as
/// `effect-export: error: …`, one problem a line, usage errors followed by a pointer to the help.
func runCommandLine(_ arguments: [String]) -> ExitCode {
    var command = ""
    do throws(CommandFailure) {
        var rest = arguments
        if rest.first == "help" {
            rest.removeFirst()
            rest = rest.isEmpty ? ["--help"] : [rest[0], "--help"]
        }
        if rest.first == "list" {
            command = "list"
            let parsed = try Arguments(Array(rest.dropFirst()), valued: [], flags: ["help"], command: command)
            if parsed.flags.contains("help") { print(Help.list, terminator: ""); return .success }
            if let extra = parsed.positional.first { throw CommandFailure.usage("unexpected argument '\(extra)'", command: command) }
            try ListCommand().run()
            return .success
        }
        if rest.first == "sheet" || rest.first == "curves" {
            command = rest.first!
            let parsed = try Arguments(Array(rest.dropFirst()), valued: SheetCommand.valued, flags: SheetCommand.flags, command: command)
            if parsed.flags.contains("help") { print(command == "sheet" ? Help.sheet : Help.curves, terminator: ""); return .success }
            try SheetCommand(command == "sheet" ? .sheet : .curves, parsed).run()
            return .success
        }
        if rest.first == "validate" {
            command = "validate"
            let parsed = try Arguments(Array(rest.dropFirst()), valued: [], flags: ["help", "strict"], command: command)
            if parsed.flags.contains("help") { print(Help.validate, terminator: ""); return .success }
            try ValidateCommand(parsed).run()
            return .success
        }
        if rest.first == "sample" {
            command = "sample"
            let parsed = try Arguments(Array(rest.dropFirst()), valued: ["times", "layer", "keys"], flags: ["help"], command: command)
            if parsed.flags.contains("help") { print(Help.sample, terminator: ""); return .success }
            try SampleCommand(parsed).run()
            return .success
        }
        let parsed = try Arguments(rest, valued: ExportCommand.valued, flags: ExportCommand.flags, command: command)
        if parsed.flags.contains("help") { print(Help.main, terminator: ""); return .success }
        if parsed.flags.contains("version") { print(EffectExportVersion.current); return .success }
        try ExportCommand(parsed).run()
        return .success
    } catch {
        var standardError = FileHandle.standardError
        for message in error.messages { print("effect-export: error: \(message)", to: &standardError) }
        if let help = error.helpFor {
            print(Help.usageLine[help] ?? Help.usageLine[""]!, to: &standardError)
            print("See 'effect-export \(help.isEmpty ? "" : help + " ")--help'.", to: &standardError)
        }
        return error.exitCode
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) { write(Data(string.utf8)) }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())).rawValue)
