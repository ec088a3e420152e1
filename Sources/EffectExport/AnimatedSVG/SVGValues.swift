import EffectModel
import Foundation

/// Numbers, colours and paths as SVG attribute text: short, and the same text for the same value on every run.
enum SVGValues {
    /// `x` with at most `decimals` decimals, trailing zeros dropped, never `-0`.
    static func number(_ x: Double, decimals: Int = 3) -> String {
        guard x.isFinite else { return "0" }
        // Rounded to a whole number of the last decimal's units, then written digit by digit: a hundred times
        // faster than `String(format:)`, which a file of 60 frames calls tens of thousands of times.
        let unit = powersOfTen[min(max(decimals, 0), powersOfTen.count - 1)]
        let scaled = (x * Double(unit)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15 else { return String(format: "%.0f", x) }
        let units = Int64(scaled)
        guard units != 0 else { return "0" }
        var text = units < 0 ? "-" : ""
        let magnitude = units.magnitude
        text += String(magnitude / UInt64(unit))
        var fraction = magnitude % UInt64(unit)
        guard fraction != 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        return text + "." + String(repeating: "0", count: digits - written.count) + written
    }

    private static let powersOfTen: [Int64] = (0...9).map { (0..<$0).reduce(1) { r, _ in r * 10 } }

    /// Numbers separated by spaces.
    static func numbers(_ xs: [Double], decimals: Int = 3) -> String {
        xs.map { number($0, decimals: decimals) }.joined(separator: " ")
    }

    /// Red, green and blue (0…1) as `#rrggbb`.
    static func color(_ rgb: [Double]) -> String {
        let hex = Array("0123456789abcdef")
        var text = "#"
        for channel in rgb.prefix(3) {
            let byte = Int((min(max(channel, 0), 1) * 255).rounded())
            text.append(hex[byte >> 4])
            text.append(hex[byte & 15])
        }
        return text
    }

    /// Path data with coordinates to a thousandth of a point.
    static func path(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): "M" + numbers([p.x, p.y])
            case .line(let p): "L" + numbers([p.x, p.y])
            case .quad(let c, let p): "Q" + numbers([c.x, c.y, p.x, p.y])
            case .cubic(let c1, let c2, let p): "C" + numbers([c1.x, c1.y, c2.x, c2.y, p.x, p.y])
            case .close: "Z"
            }
        }.joined()
    }
}
