import Foundation

/// `--help` and the usage line, made from a command's declaration (in swift-argument-parser's layout).
enum HelpText {
    /// The help's width in columns, and where the help of an option or argument starts.
    static let width = 80
    static let helpColumn = 26

    /// The usage synopsis: `effect-export sheet EFFECT [--frames N | --times T1,T2,…] [--columns C] …`, as
    /// unbreakable pieces after the invocation.
    static func synopsis(_ declaration: CommandDeclaration) -> [String] {
        var pieces = declaration.arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        var index = 0
        let options = declaration.options.filter(\.isInUsage)
        while index < options.count {
            let option = options[index]
            if let group = option.group {
                let members = options[index...].prefix { $0.group == group }
                pieces.append("[" + members.map(\.synopsis).joined(separator: " | ") + "]")
                index += members.count
            } else {
                pieces.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
                index += 1
            }
        }
        return pieces
    }

    /// The one-line usage printed after a usage error.
    static func usageLine(_ declaration: CommandDeclaration) -> String {
        "Usage: " + ([declaration.invocation] + synopsis(declaration)).joined(separator: " ")
    }

    /// The whole help of a command; `subcommands` (for the main command) adds their usage and a list.
    static func help(_ declaration: CommandDeclaration, subcommands: [CommandDeclaration] = []) -> String {
        var lines = ["OVERVIEW: \(declaration.abstract)", ""]
        var prefix = "USAGE: "
        for command in [declaration] + subcommands {
            lines += wrapped(synopsis(command), first: prefix + command.invocation + " ")
            prefix = "       "
        }
        if let discussion = declaration.discussion {
            for paragraph in discussion.components(separatedBy: "\n\n") {
                lines += [""] + wrap(paragraph, indent: 0)
            }
        }
        if !declaration.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in declaration.arguments { lines += entry(argument.name, argument.help) }
        }
        lines += ["", "OPTIONS:"]
        for option in declaration.options {
            // "(default:" stays with the default's first word.
            lines += entry(option.synopsis, option.help + (option.defaultValue.map { " (default:\u{A0}\($0))" } ?? ""))
        }
        lines += entry("-h, --help", "Show help information.")
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            for command in subcommands { lines += entry(command.name, command.abstract) }
            lines += ["", "  See 'effect-export help <subcommand>' for detailed help."]
        }
        if !declaration.exitStatus.isEmpty {
            lines += ["", "EXIT STATUS:"] + declaration.exitStatus.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  name    help…`, the help in its column (on the next line when the name is too wide), wrapped.
    private static func entry(_ name: String, _ help: String) -> [String] {
        let label = "  " + name
        let helpLines = wrap(help, indent: helpColumn)
        if label.count + 2 <= helpColumn {
            return [label + String(repeating: " ", count: helpColumn - label.count) + helpLines[0].dropFirst(helpColumn)] + helpLines.dropFirst()
        }
        return [label] + helpLines
    }

    /// `pieces` after `first`, continuing under the first piece when a line would pass the width.
    private static func wrapped(_ pieces: [String], first: String) -> [String] {
        var lines: [String] = []
        var line = String(first.dropLast())
        for piece in pieces {
            if line.count + 1 + piece.count > width, line.count > first.count {
                lines.append(line)
                line = String(repeating: " ", count: first.count) + piece
            } else {
                line += " " + piece
            }
        }
        return lines + [line]
    }

    /// Words of `text` in lines of at most `width` columns, each indented by `indent`; a no-break space
    /// (U+00A0) keeps two words together and is printed as a space.
    static func wrap(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(margin + line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return (lines + [margin + line]).map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
    }
}
