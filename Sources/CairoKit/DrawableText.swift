extension String {
    /// The text as Cairo and Pango can take it: a noncharacter (U+FDD0…U+FDEF, and U+xFFFE and U+xFFFF of every
    /// plane), which Cairo refuses for the whole string when it writes PDF text or metadata ("input string not valid
    /// UTF-8"), and NUL, where a C string ends, each drawn as U+FFFD, the replacement character; every other scalar
    /// as it is. Any text a document holds can be drawn.
    package var drawable: String {
        guard unicodeScalars.contains(where: Self.isUndrawable) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { Self.isUndrawable($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isUndrawable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0 || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
