import EffectModel

/// An option with a value, declared once with its type: its name, placeholder, help and default as `--help`
/// shows them, and how its text becomes a value (or the usage error that says what a valid one is). A command lists
/// `key.option` in its declaration and reads `arguments.value(key)`: the default `--help` prints is the one it gets.
struct OptionKey<Value: Sendable>: Sendable {
    /// What parsing and `--help` see.
    let option: CommandDeclaration.Option
    /// The value when the option is absent; `nil` when there is none (or it depends on other options).
    let defaultValue: Value?
    /// The value of a given text, or the usage error's message.
    let read: @Sendable (String) -> Result<Value, Invalid>

    /// Why a given text is not a value of the option: the message of its usage error.
    struct Invalid: Error {
        var message: String
    }

    /// `--name` with one of `allowed` (by default all of `Value`'s cases): the placeholder (`svg|pdf|png`) and the
    /// expected list of the error (`svg, pdf or png`) are the cases' raw values, so they can never drift from the type.
    static func choice(
        _ name: String, _ help: String, allowed: [Value] = Array(Value.allCases), default defaultValue: Value? = nil,
        defaultText: String? = nil, group: String? = nil
    ) -> Self where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        let names = allowed.map(\.rawValue)
        let expected = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
        return OptionKey(
            option: .value(name, names.joined(separator: "|"), help, default: defaultText ?? defaultValue?.rawValue, group: group),
            defaultValue: defaultValue
        ) { text in
            guard let value = Value(rawValue: text), allowed.contains(where: { $0.rawValue == text }) else {
                return .failure(Invalid(message: "unknown \(name) '\(text)'; expected \(expected)"))
            }
            return .success(value)
        }
    }

    /// `--name` with a number in `range` (excluding its lower bound when `aboveLowerBound`): `invalid` names what was
    /// given (`scale`) and `expected` what a valid one is (`a number greater than 0 and at most 16`).
    static func number(
        _ name: String, _ placeholder: String, _ help: String, in range: ClosedRange<Double>, aboveLowerBound: Bool = false,
        default defaultValue: Double? = nil, defaultText: String? = nil, group: String? = nil, invalid: String, expected: String
    ) -> Self where Value == Double {
        .parsed(
            name, placeholder, help, default: defaultValue, defaultText: defaultText ?? defaultValue?.shortDescription, group: group,
            invalid: invalid, expected: expected
        ) { text in Double(text).flatMap { range.contains($0) && !(aboveLowerBound && $0 == range.lowerBound) ? $0 : nil } }
    }

    /// `--name` with a whole number in `range`.
    static func wholeNumber(
        _ name: String, _ placeholder: String, _ help: String, in range: ClosedRange<Int>, default defaultValue: Int? = nil,
        defaultText: String? = nil, group: String? = nil, invalid: String, expected: String
    ) -> Self where Value == Int {
        .parsed(
            name, placeholder, help, default: defaultValue, defaultText: defaultText ?? defaultValue.map(String.init), group: group,
            invalid: invalid, expected: expected
        ) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// `--name` whose text `parse` reads (`nil`: not a value), refused as `invalid NAME 'TEXT'; expected …`.
    private static func parsed(
        _ name: String, _ placeholder: String, _ help: String, default defaultValue: Value?, defaultText: String?, group: String?,
        invalid: String, expected: String, _ parse: @escaping @Sendable (String) -> Value?
    ) -> Self {
        OptionKey(option: .value(name, placeholder, help, default: defaultText, group: group), defaultValue: defaultValue) { text in
            parse(text).map { .success($0) } ?? .failure(Invalid(message: "invalid \(invalid) '\(text)'; expected \(expected)"))
        }
    }

    /// `--name` with any text (a path, a title, an id).
    static func text(_ name: String, _ placeholder: String, _ help: String, default defaultValue: String? = nil, defaultText: String? = nil)
        -> Self where Value == String
    {
        OptionKey(option: .value(name, placeholder, help, default: defaultText ?? defaultValue), defaultValue: defaultValue) { .success($0) }
    }
}

/// A flag (`--quiet`): given or not.
struct FlagKey: Sendable {
    let option: CommandDeclaration.Option

    init(_ name: String, _ help: String, group: String? = nil, goesWith: [String] = []) {
        option = .flag(name, help, group: group, goesWith: goesWith)
    }
}

// MARK: Options more than one command takes

extension OptionKey where Value == Double {
    /// `--scale S`: PNG pixels per point, 1/8192 ≤ S ≤ 16.
    static func scale(_ help: String = "PNG pixels per point, 1/8192 ≤ S ≤ 16.", default defaultValue: Double = 2) -> Self {
        .number(
            "scale", "S", help, in: minimumScale...16, default: defaultValue, invalid: "scale",
            expected: "a number from \(minimumScale.shortDescription) (1/8192: the largest canvas, 8192 points, as one pixel) to 16")
    }

    /// The smallest scale that draws: a canvas is at most 8192 points a side, so below 1/8192 pixels per point no
    /// canvas makes a single pixel, and drawing goes on with nothing to draw until, near 1e-160, Cairo's matrices
    /// can no longer be inverted (exit 70 then, not a usage error).
    static let minimumScale = 1 / EffectDocument.Canvas.sideRange.upperBound
}

extension FlagKey {
    static let quiet = FlagKey("quiet", "Do not show progress on standard error.")
}
