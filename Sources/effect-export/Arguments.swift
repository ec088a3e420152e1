import EffectModel
import Foundation

/// The parsed command line of one subcommand: options with their values, flags, positional arguments.
///
/// Accepts `--name value` and `--name=value`; `--` ends the options. Unknown options are usage errors.
struct Arguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    /// - Parameters:
    ///   - valued: option names (without `--`) that take a value.
    ///   - flags: option names that take none.
    ///   - command: the subcommand, for messages.
    init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>, command: String) throws(CommandFailure) {
        var i = 0
        var onlyPositional = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            if argument == "-h" { flags.insert("help"); continue }
            guard argument.hasPrefix("--") else { throw .usage("unknown option '\(argument)'", command: command) }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw .usage("option '--\(name)' takes no value", command: command) }
                flags.insert(name)
            } else if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < arguments.count else { throw .usage("missing value for '--\(name)'", command: command) }
                    value = arguments[i]
                    i += 1
                }
                guard values[name] == nil else { throw .usage("option '--\(name)' given twice", command: command) }
                values[name] = value
            } else {
                let known = (valued.union(allowedFlags)).sorted()
                var message = "unknown option '--\(name)'"
                if let near = NearMiss.suggestion(for: name, among: known) {
                    message += "; did you mean '--\(near)'?"
                }
                throw .usage(message, command: command)
            }
        }
    }
}

extension Arguments {
    /// `--scale S`: PNG pixels per point, 0 < S ≤ 16, default 2.
    func scale(command: String) throws(CommandFailure) -> Double {
        let text = values["scale"] ?? "2"
        guard let scale = Double(text), scale > 0, scale <= 16 else {
            throw .usage("invalid scale '\(text)'; expected a number greater than 0 and at most 16", command: command)
        }
        return scale
    }

    /// `--times T1,T2,…` in seconds, `nil` when absent; `nonNegative` refuses times before 0.
    func times(command: String, nonNegative: Bool) throws(CommandFailure) -> [Double]? {
        guard let text = values["times"] else { return nil }
        var times: [Double] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let t = Double(item.trimmingCharacters(in: .whitespaces)), t.isFinite, !nonNegative || t >= 0 else {
                throw .usage("invalid time '\(item)' in --times; expected seconds\(nonNegative ? " ≥ 0" : ""), such as 0,0.05,0.1", command: command)
            }
            times.append(t)
        }
        return times
    }
}
