import Foundation

/// Where a value lands in a page, and how it is escaped there, so that text from a document is always shown as
/// text: never markup, never a script, never a link it did not ask for.
enum TemplateContext: Equatable, Sendable {
    /// Between HTML tags.
    case htmlText
    /// Inside a quoted HTML attribute value.
    case htmlAttribute
    /// Inside a quoted attribute that holds a URL (`href`, `src`, …).
    case htmlURL
    /// Markdown prose or a table cell.
    case markdownText
    /// A Markdown link's or image's destination, `](…)`.
    case markdownURL

    func escape(_ value: String) -> String {
        switch self {
        case .htmlText: Self.markup(value, quotes: false)
        case .htmlAttribute: Self.markup(value, quotes: true)
        case .htmlURL: Self.markup(Self.safeURL(value), quotes: true)
        case .markdownText: Self.markdown(value)
        case .markdownURL: Self.percentEncoded(Self.safeURL(value))
        }
    }

    /// Markup characters as entities (quotes too, inside an attribute value), for HTML and XML alike; characters
    /// XML 1.0 forbids (controls but tab, line feed and carriage return) dropped, and DEL and C1 controls, which it
    /// discourages and a terminal showing the page could obey.
    static func markup(_ text: String, quotes: Bool) -> String {
        // Most text (numbers, colours, paths) has nothing to escape: returned as it is, after one pass over its bytes.
        // (0xC2 starts C1 controls in UTF-8, 0xEF U+FFFE and U+FFFF.)
        guard
            text.utf8.contains(where: {
                $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF
            })
        else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\n" where quotes: result += "&#10;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Every character Markdown (CommonMark and GitHub's tables) gives a meaning, backslash-escaped; `<` and `&`
    /// as entities (GitHub passes inline HTML through); line breaks as spaces (a value stays in its paragraph or cell).
    static func markdown(_ text: String) -> String {
        markdown(text, escaping: ["\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "\""])
    }

    /// Text placed after a line's own marker (`| `, `- `, `## `), where only inline syntax can act: code, emphasis,
    /// links, table pipes, strikethrough and inline HTML are escaped, so that numbers and notations such as
    /// `cubic-bezier(0.4, 0, 0.2, 1)` read as written.
    static func markdownInline(_ text: String) -> String {
        markdown(text, escaping: ["\\", "`", "*", "_", "[", "]", "|", "~"])
    }

    /// `escaping` backslash-escaped, `<`, `>` and `&` as entities, line breaks as spaces, NUL dropped, other control
    /// characters shown as `VisibleText` writes them (`\u{1B}`): `spec` and `diff` print Markdown to a terminal.
    private static func markdown(_ text: String, escaping: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r", "\t": result += " "
            case "\u{0}": continue
            case _ where VisibleText.isControl(scalar): result += VisibleText.escape(scalar)
            case _ where escaping.contains(scalar):
                result += "\\"
                result.unicodeScalars.append(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Relative URLs and http(s) ones as they are; any other scheme (`javascript:`, `data:`, `vbscript:`) becomes
    /// `#unsafe`, as Go's html/template does.
    static func safeURL(_ url: String) -> String {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
        if let colon = trimmed.firstIndex(of: ":") {
            let beforeColon = trimmed[..<colon]
            if !beforeColon.contains(where: { "/?#".contains($0) }) {
                let scheme = beforeColon.lowercased()
                guard scheme == "http" || scheme == "https" else { return "#unsafe" }
            }
        }
        return trimmed
    }

    /// Spaces, parentheses, quotes and everything outside printable ASCII percent-encoded.
    static func percentEncoded(_ url: String) -> String {
        var result = ""
        for byte in url.utf8 {
            let c = Character(UnicodeScalar(byte))
            if byte > 0x20, byte < 0x7F, !" ()<>\"'`\\[]{}|^".contains(c) {
                result.append(c)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
