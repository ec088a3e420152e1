import EffectModel
import Foundation

/// One command's arguments, parsed against its declaration: option values, flags, positional arguments.
struct ParsedArguments {
    let declaration: CommandDeclaration
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []
    /// `--help` or `-h` was given: nothing else is checked.
    private(set) var wantsHelp = false

    /// Accepts `--name value` and `--name=value`; `--` ends the options. Unknown options, missing values,
    /// options given twice, two of one group, missing required options and a wrong number of positional
    /// arguments are usage errors.
    init(_ arguments: [String], for declaration: CommandDeclaration) throws(CommandFailure) {
        self.declaration = declaration
        let options = Dictionary(declaration.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var i = 0
        var onlyPositional = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else { throw usage("unknown option '\(argument)'") }
            let (name, inlineValue) = Self.nameAndValue(of: argument)
            let option = try option(named: name, in: options)
            guard option.value != nil else {
                guard inlineValue == nil else { throw usage("option '--\(name)' takes no value") }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue { value = inlineValue } else { value = try self.value(of: name, in: arguments, at: &i) }
            guard values[name] == nil else { throw usage("option '--\(name)' given twice") }
            values[name] = value
        }
        let alone = declaration.options.contains { $0.standsAlone && flags.contains($0.name) }
        if !wantsHelp, !alone { try check() }
    }

    /// `--name=value` as its name and value, `--name` as its name alone.
    private static func nameAndValue(of argument: String) -> (name: String, value: String?) {
        let name = argument.dropFirst(2)
        guard let equals = name.firstIndex(of: "=") else { return (String(name), nil) }
        return (String(name[..<equals]), String(name[name.index(after: equals)...]))
    }

    /// The option declared as `name`; else a usage error that suggests the nearest name.
    private func option(named name: String, in options: [String: CommandDeclaration.Option]) throws(CommandFailure) -> CommandDeclaration.Option {
        if let option = options[name] { return option }
        var message = "unknown option '--\(name)'"
        if let near = NearMiss.suggestion(for: name, among: options.keys.sorted() + ["help"]) { message += "; did you mean '--\(near)'?" }
        throw usage(message)
    }

    /// The argument at `i`, the value of the option `name` given without `=`; `i` moves past it.
    private func value(of name: String, in arguments: [String], at i: inout Int) throws(CommandFailure) -> String {
        guard i < arguments.count else { throw usage("missing value for '--\(name)'") }
        defer { i += 1 }
        return arguments[i]
    }

    /// What the declaration requires beyond each option on its own.
    private func check() throws(CommandFailure) {
        var groups: [String] = []
        for option in declaration.options { if let group = option.group, !groups.contains(group) { groups.append(group) } }
        for group in groups {
            let members = declaration.options.filter { $0.group == group }.map { "--\($0.name)" }
            let given = declaration.options.filter { $0.group == group && (values[$0.name] != nil || flags.contains($0.name)) }
            let clash = given.enumerated().contains { i, a in
                given.dropFirst(i + 1).contains { b in !a.goesWith.contains(b.name) && !b.goesWith.contains(a.name) }
            }
            guard !clash else {
                throw usage(
                    members.count == 2
                        ? "give \(members[0]) or \(members[1]), not both"
                        : "give one of \(members.dropLast().joined(separator: ", ")) and \(members.last!), not \(given.map { "--\($0.name)" }.joined(separator: " and "))"
                )
            }
        }
        for option in declaration.options where option.isRequired && values[option.name] == nil {
            throw usage("missing --\(option.name)")
        }
        let arguments = declaration.arguments
        if positional.count < arguments.count, let missing = arguments.dropFirst(positional.count).first, !missing.isOptional {
            throw usage("missing \(missing.name.trimmingCharacters(in: ["…"])) (\(missing.whatItIs))")
        }
        if !(arguments.last?.isRepeating ?? false), positional.count > arguments.count {
            throw usage("unexpected argument '\(positional[arguments.count])'")
        }
    }

    func usage(_ message: String) -> CommandFailure { .usage(message, command: declaration.name) }

    // MARK: Values

    /// The option's value: the given one, or its default (`nil` when it has none); a text that is not a value is a
    /// usage error saying what is expected.
    func optionalValue<Value>(_ key: OptionKey<Value>) throws(CommandFailure) -> Value? {
        guard let text = values[key.option.name] else { return key.defaultValue }
        switch key.read(text) {
        case .success(let value): return value
        case .failure(let invalid): throw usage(invalid.message)
        }
    }

    /// The value of an option that always has one: it declares a default, or is required (which parsing checked).
    func value<Value>(_ key: OptionKey<Value>) throws(CommandFailure) -> Value {
        guard let value = try optionalValue(key) else {
            preconditionFailure("--\(key.option.name) has no default and is not required: read it with optionalValue")
        }
        return value
    }

    /// The text given for the option, unread (for a value that is more than one of the option's: `--format pdf,svg`).
    func text<Value>(of key: OptionKey<Value>) -> String? { values[key.option.name] }

    /// Whether the option was given on the command line (not defaulted).
    func isGiven<Value>(_ key: OptionKey<Value>) -> Bool { values[key.option.name] != nil }

    /// Whether the option or flag named in `option` was given.
    func isGiven(_ option: CommandDeclaration.Option) -> Bool { values[option.name] != nil || flags.contains(option.name) }

    func flag(_ key: FlagKey) -> Bool { flags.contains(key.option.name) }

    /// `format`'s value, else the format the `output` file's extension names (`sheet.png` → png), else its default.
    func format<Format>(_ format: OptionKey<Format>, output: OptionKey<String>) throws(CommandFailure) -> Format
    where Format: RawRepresentable & CaseIterable, Format.RawValue == String {
        if !isGiven(format), let path = values[output.option.name]?.lowercased(),
            let implied = Format.allCases.first(where: { path.hasSuffix(".\($0.rawValue)") }), (try? format.read(implied.rawValue).get()) != nil
        {
            return implied
        }
        return try value(format)
    }
}

extension OptionKey where Value == [Double] {
    /// `--times T1,T2,…` in seconds (within ±1000000, as a document's times), at most `maximum` of them;
    /// `nonNegative` refuses times before 0.
    static func times(_ help: String, nonNegative: Bool, maximum: Int, group: String? = nil, required: Bool = false) -> Self {
        OptionKey(option: .value("times", "T1,T2,…", help, group: group, required: required), defaultValue: nil) { text in
            let items = text.split(separator: ",", omittingEmptySubsequences: false)
            guard items.count <= maximum else {
                return .failure(Invalid(message: "\(items.count) times are too many in --times (at most \(maximum))"))
            }
            var times: [Double] = []
            for item in items {
                guard let t = Double(item.trimmingCharacters(in: .whitespaces)), Numeric.documentRange.contains(t), !nonNegative || t >= 0 else {
                    return .failure(
                        Invalid(
                            message:
                                "invalid time '\(item)' in --times; expected seconds\(nonNegative ? " from 0" : " from -1000000") to 1000000, such as 0,0.05,0.1"
                        ))
                }
                times.append(t)
            }
            return .success(times)
        }
    }
}

extension OptionKey where Value == Int {
    /// `--frames N`: a whole number of frames from 1 to `maximum`.
    static func frames(_ help: String, maximum: Int, group: String? = nil) -> Self {
        .wholeNumber("frames", "N", help, in: 1...maximum, group: group, invalid: "frame count", expected: "a whole number from 1 to \(maximum)")
    }
}
