import EffectModel
import Foundation

/// Numbers, colours and paths as SVG attribute text: short, and the same text for the same value on every run.
enum SVGValues {
    /// `x` with at most `decimals` decimals, trailing zeros dropped, never `-0`.
    static func number(_ x: Double, decimals: Int = 3) -> String {
        guard x.isFinite else { return "0" }
        var text = String(format: "%.\(decimals)f", x)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Numbers separated by spaces.
    static func numbers(_ xs: [Double], decimals: Int = 3) -> String {
        xs.map { number($0, decimals: decimals) }.joined(separator: " ")
    }

    /// Red, green and blue (0…1) as `#rrggbb`.
    static func color(_ rgb: [Double]) -> String {
        "#" + rgb.prefix(3).map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
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
