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
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options[name] else {
                var message = "unknown option '--\(name)'"
                if let near = NearMiss.suggestion(for: name, among: options.keys.sorted() + ["help"]) { message += "; did you mean '--\(near)'?" }
                throw usage(message)
            }
            guard option.value != nil else {
                guard inlineValue == nil else { throw usage("option '--\(name)' takes no value") }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < arguments.count else { throw usage("missing value for '--\(name)'") }
                value = arguments[i]
                i += 1
            }
            guard values[name] == nil else { throw usage("option '--\(name)' given twice") }
            values[name] = value
        }
        let alone = declaration.options.contains { $0.standsAlone && flags.contains($0.name) }
        if !wantsHelp, !alone { try check() }
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

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func string(_ name: String) -> String? { values[name] }

    /// One of `T`'s cases by raw value, or its declared default; an unknown one is a usage error.
    func choice<T: RawRepresentable>(_ name: String, of: T.Type, expected: String) throws(CommandFailure) -> T? where T.RawValue == String {
        guard let text = values[name] ?? declaration.options.first(where: { $0.name == name })?.defaultValue else { return nil }
        guard let value = T(rawValue: text) else { throw usage("unknown \(name) '\(text)'; expected \(expected)") }
        return value
    }

    /// `--format`, else the format the `--output` file's extension names (`sheet.png` → png), else the declared default.
    func format<T: RawRepresentable & CaseIterable>(of: T.Type, expected: String) throws(CommandFailure) -> T where T.RawValue == String {
        if values["format"] == nil, let output = values["output"]?.lowercased(),
            let implied = T.allCases.first(where: { output.hasSuffix(".\($0.rawValue)") })
        {
            return implied
        }
        return try choice("format", of: T.self, expected: expected)!
    }

    /// `--scale S`: PNG pixels per point, 0 < S ≤ 16, default 2.
    func scale() throws(CommandFailure) -> Double {
        let text = values["scale"] ?? "2"
        guard let scale = Double(text), scale > 0, scale <= 16 else {
            throw usage("invalid scale '\(text)'; expected a number greater than 0 and at most 16")
        }
        return scale
    }

    /// `--frames N`: a whole number from 1 to `maximum`, `nil` when absent.
    func frameCount(maximum: Int) throws(CommandFailure) -> Int? {
        guard let text = values["frames"] else { return nil }
        guard let n = Int(text), (1...maximum).contains(n) else {
            throw usage("invalid frame count '\(text)'; expected a whole number from 1 to \(maximum)")
        }
        return n
    }

    /// `--times T1,T2,…` in seconds (within ±1000000, as a document's times), at most `maximum` of them, `nil`
    /// when absent; `nonNegative` refuses times before 0.
    func times(nonNegative: Bool, maximum: Int) throws(CommandFailure) -> [Double]? {
        guard let text = values["times"] else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= maximum else { throw usage("\(items.count) times are too many in --times (at most \(maximum))") }
        var times: [Double] = []
        for item in items {
            guard let t = Double(item.trimmingCharacters(in: .whitespaces)), Numeric.documentRange.contains(t), !nonNegative || t >= 0 else {
                throw usage(
                    "invalid time '\(item)' in --times; expected seconds\(nonNegative ? " from 0" : " from -1000000") to 1000000, such as 0,0.05,0.1")
            }
            times.append(t)
        }
        return times
    }
}
