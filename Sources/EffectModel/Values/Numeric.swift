/// The numeric discipline: every number a document sets lies within `Numeric.documentRange`, narrower ranges
/// apply where a value means something (`docs/effect-format.md`, “Limits”), and every conversion from a
/// `Double` to an integer goes through `Int(_:rounding:within:)`, so that no huge, tiny or non-finite value
/// ever traps downstream.
public enum Numeric {
    /// Every number of a document: ±1 000 000 (points, seconds, factors, counts).
    public static let documentRange = -1_000_000.0...1_000_000.0
    /// `documentRange`, as a message says it.
    static let documentRangeDescription = "a number from -1000000 to 1000000"
}

extension Int {
    /// `value` rounded by `rule`, then clamped to `range`; NaN gives the range's lower bound.
    public init(_ value: Double, rounding rule: FloatingPointRoundingRule, within range: ClosedRange<Int>) {
        let rounded = value.rounded(rule)
        if rounded.isNaN || rounded <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if rounded >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(rounded)
        }
    }
}
