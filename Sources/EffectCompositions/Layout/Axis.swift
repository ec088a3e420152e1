import Foundation

/// A linear axis with ticks at round numbers (1, 2, 2.5 or 5 × 10ⁿ), as charts label them.
public struct Axis: Sendable {
    /// The axis's lowest value.
    public var lower: Double
    /// The axis's highest value.
    public var upper: Double
    /// The distance between ticks.
    public var step: Double

    /// Exactly `lower…upper` (a time window), ticks at the round numbers inside it.
    public init(exactly lower: Double, _ upper: Double, ticks count: Int) {
        self.lower = lower
        self.upper = max(upper, lower + 1e-9)
        step = Axis.niceStep((self.upper - lower) / Double(max(count, 1)))
    }

    /// An axis covering `lower…upper` with about `count` ticks; a flat range is widened around its value.
    public init(covering lower: Double, _ upper: Double, ticks count: Int = 5, padded: Bool = true) {
        var (lo, hi) = (lower, upper)
        if hi - lo < 1e-9 {
            let spread = max(abs(lo) * 0.1, 0.5)
            (lo, hi) = (lo - spread, hi + spread)
        } else if padded {
            let pad = (hi - lo) * 0.06
            (lo, hi) = (lo - pad, hi + pad)
        }
        step = Axis.niceStep((hi - lo) / Double(max(count, 1)))
        self.lower = (lo / step).rounded(.down) * step
        self.upper = (hi / step).rounded(.up) * step
    }

    static func niceStep(_ raw: Double) -> Double {
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// Multiples of the step from `lower` to `upper` (none when there would be more than 1 000: a range the
    /// step cannot divide, as for values beyond what a double holds in whole steps).
    public var ticks: [Double] {
        let first = (lower / step - 1e-9).rounded(.up)
        let last = (upper / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 1000 else { return [] }
        let count = Int(last - first, rounding: .toNearestOrAwayFromZero, within: 0...1000)
        return (0...count).map { (first + Double($0)) * step }
    }

    /// Position of `value` between `start` (lower) and `end` (upper) on the page.
    public func map(_ value: Double, from start: Double, to end: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }

    /// A tick label with as many decimals as the step needs (0.25 → 2, 0.5 → 1, 20 → 0).
    public func label(_ value: Double) -> String {
        var decimals = 0
        while decimals < 6, abs(step * pow(10, Double(decimals)) - (step * pow(10, Double(decimals))).rounded()) > 1e-9 { decimals += 1 }
        let v = abs(value) < step / 1e6 ? 0 : value
        return String(format: "%.\(decimals)f", v)
    }
}
