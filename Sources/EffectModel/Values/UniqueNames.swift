/// Names told apart by counting them: how many times each base name has been claimed so far, so that the second
/// `press` trigger, the third `layer` or the second "Card" gets a number of its own.
package struct UniqueNames: Sendable {
    private var claimed: [String: Int] = [:]

    /// No name claimed yet.
    package init() {}

    /// Claims `base` once more and returns how many times it has been claimed, this time included: 1 the first time.
    package mutating func ordinal(of base: String) -> Int {
        claimed[base, default: 0] += 1
        return claimed[base]!
    }

    /// Claims `base` once more and returns it numbered by `ordinal(of:)`, after `separator`: `press|1`, `layer-2`.
    package mutating func claim(_ base: String, separator: String) -> String {
        "\(base)\(separator)\(ordinal(of: base))"
    }
}
