/// A string between double quotes in a language that escapes with backslashes: the one family of quoted-string
/// escapers, keyed by the language. Both escape quotes, backslashes, line feeds, returns and tabs alike, and differ in
/// which other scalars they write as numbers and how (`\u001b` in JSON, `\u{1B}` in Swift). Markup (HTML, XML,
/// Markdown) is escaped by the docs' `TemplateContext`.
package enum QuotedString: Sendable {
    /// A JSON string (RFC 8259): control characters (DEL and C1 too, so that a terminal shows them rather than obeys
    /// them) as `\u001b`.
    case json
    /// A Swift string literal (or a `//` comment's text) that no text can leave: what could end the line or change
    /// how it reads as `\u{1B}`: the control characters (C0, DEL, C1), the line breaks an editor recognises (U+2028,
    /// U+2029) and the bidirectional controls, which reorder what a reader sees without changing what the compiler
    /// reads ("Trojan Source", CVE-2021-42574).
    case swift

    /// `text` between double quotes: quotes and backslashes escaped, every scalar `escape(_:)` names written as an
    /// escape, everything else as is.
    package func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: append(scalar, to: &out)
            }
        }
        return out + "\""
    }

    /// `text` with every scalar `escape(_:)` names written as an escape; quotes and backslashes as they are (a Swift
    /// comment's text).
    package func escapingBreaks(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars { append(scalar, to: &out) }
        return out
    }

    /// The escape `scalar` is written as, other than a quote or backslash: `\n`, `\r`, `\t`, a numeric escape, or
    /// `nil` for a scalar that stands as itself.
    package func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): numeric(scalar)
        case _ where self == .swift && (Self.reorders(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"): numeric(scalar)
        default: nil
        }
    }

    /// `scalar` as the language's numeric escape: `\u001b` (JSON, four lowercase hexadecimal digits), `\u{1B}` (Swift).
    package func numeric(_ scalar: Unicode.Scalar) -> String {
        switch self {
        case .json: "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        case .swift: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    private func append(_ scalar: Unicode.Scalar, to out: inout String) {
        if let escaped = escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
    }

    /// The bidirectional controls: marks (U+061C, U+200E, U+200F), embeddings and overrides (U+202A–U+202E),
    /// isolates (U+2066–U+2069).
    private static func reorders(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
