extension String {
    /// Units a number is written with in the review's text, which a line never separates from it.
    static let units = ["ms", "s", "pt", "px", "%", "×", "x", "deg", "°", "fps"]

    /// The text with no line break inside a number and its unit or sign: the space between a number and its unit
    /// becomes a no-break space (`−450 ms`, `0.5 pt`), and a word joiner follows the dash of a range of numbers
    /// (`50–350 ms`), so that Pango wraps only between quantities.
    var keepingNumbersWhole: String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        let scalars = Array(unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let previousIsDigit = index > 0 && scalars[index - 1].properties.numericType != nil
            let nextIsDigit = index + 1 < scalars.count && scalars[index + 1].properties.numericType != nil
            if scalar == " ", previousIsDigit, Self.unit(startingAt: index + 1, in: scalars) {
                result.unicodeScalars.append("\u{A0}")
            } else {
                result.unicodeScalars.append(scalar)
                if scalar == "–" || scalar == "-", previousIsDigit, nextIsDigit { result.unicodeScalars.append("\u{2060}") }
            }
        }
        return result
    }

    /// Whether a unit of `units` begins at `index` of `scalars` and ends a word there.
    private static func unit(startingAt index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        units.contains { unit in
            let unitScalars = Array(unit.unicodeScalars)
            guard index + unitScalars.count <= scalars.count, Array(scalars[index..<index + unitScalars.count]) == unitScalars else { return false }
            let end = index + unitScalars.count
            return end == scalars.count || !(scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil)
        }
    }
}
