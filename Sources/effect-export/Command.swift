/// A subcommand of `effect-export`: its declaration (name, abstract, arguments, options and defaults, said
/// once), how it reads its parsed arguments, and what it does. Parsing, `--help`, the usage line and the
/// pointer to the help after a usage error all come from the declaration (`CommandLineParser`, `HelpText`).
/// A new subcommand is one new file, and its type in `effect-export`'s list (`main.swift`).
protocol Command: SendableMetatype {
    static var declaration: CommandDeclaration { get }
    /// Reads and checks the arguments; a usage error throws before any work.
    init(_ arguments: ParsedArguments) throws(CommandFailure)
    func run() throws(CommandFailure)
    /// Runs the command and returns its status when it succeeds: 0, or what the command reports (`diff`: 1 when
    /// the effects differ).
    func status() throws(CommandFailure) -> ExitCode
}

extension Command {
    func status() throws(CommandFailure) -> ExitCode {
        try run()
        return .success
    }
}

/// What a command takes and how its help describes it.
struct CommandDeclaration: Sendable {
    /// The subcommand's name; empty for the main command (`effect-export EFFECT`).
    var name: String
    /// One imperative sentence, for `OVERVIEW:` and the main help's list of subcommands.
    var abstract: String
    /// Paragraphs after the usage, separated by blank lines; wrapped to the help's width.
    var discussion: String?
    var arguments: [Argument] = []
    var options: [Option] = []
    /// Lines for the `EXIT STATUS:` section.
    var exitStatus: [String] = []

    /// A positional argument.
    struct Argument: Sendable {
        /// As the usage shows it: `EFFECT`, `FILE…`.
        var name: String
        var help: String
        /// What a missing argument is, in the error: `missing EFFECT (a template name or a document path)`.
        var whatItIs: String
        /// Takes one or more values (`FILE…`).
        var isRepeating = false
        /// May be left out (the usage shows it in brackets: `[EFFECT…]`).
        var isOptional = false
    }

    /// A `--name` option: with a value (`--format svg|pdf|png`) or a flag (`--quiet`).
    struct Option: Sendable {
        var name: String
        /// The value's placeholder in the usage and help (`svg|pdf|png`, `T`); `nil` for a flag.
        var value: String?
        var help: String
        /// Shown as `(default: …)` after the help.
        var defaultValue: String?
        /// Options of one group exclude each other, and the usage shows them together: `[--time T | --frames N]`.
        var group: String?
        /// Options of its group it may be given with all the same (`--animated` with `--fps`).
        var goesWith: [String] = []
        var isRequired = false
        /// Listed in the help but not in the usage line, and needs nothing else on the command line (`--version`).
        var standsAlone = false

        var isInUsage: Bool { !standsAlone }

        static func value(
            _ name: String, _ placeholder: String, _ help: String, default defaultValue: String? = nil,
            group: String? = nil, required: Bool = false
        ) -> Option {
            Option(name: name, value: placeholder, help: help, defaultValue: defaultValue, group: group, isRequired: required)
        }

        static func flag(_ name: String, _ help: String, group: String? = nil, goesWith: [String] = []) -> Option {
            Option(name: name, value: nil, help: help, group: group, goesWith: goesWith)
        }

        /// `--name value` or `--name`.
        var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
    }

    /// `effect-export` and the subcommand's name.
    var invocation: String { name.isEmpty ? "effect-export" : "effect-export \(name)" }
}

// MARK: Options more than one command takes

extension CommandDeclaration.Argument {
    static let effect = Self(
        name: "EFFECT", help: "A template name (see 'effect-export list') or the path of an effect document (JSON).",
        whatItIs: "a template name or a document path")
}
