import Foundation

/// Where a value lands in a page, and how it is escaped there, so that text from a document is always shown as
/// text: never markup, never a script, never a link it did not ask for.
enum TemplateContext: Equatable, Sendable {
    /// Between HTML tags.
    case htmlText
    /// Inside a quoted HTML attribute value.
    case htmlAttribute
    /// Inside a quoted attribute that holds a URL (`href`, `src`, …): the whole URL, its template text and values
    /// together.
    case htmlURL
    /// Markdown prose or a table cell.
    case markdownText
    /// A Markdown link's or image's destination, `](…)`: the whole destination.
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

    /// Every character Markdown (CommonMark and GitHub's tables) gives a meaning, backslash-escaped (`=` too: a line
    /// of them makes the line above a heading); `<` and `&` as entities (GitHub passes inline HTML through); line breaks as spaces (a value stays in its paragraph or cell).
    static func markdown(_ text: String) -> String {
        markdown(text, escaping: ["\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", "=", ".", "!", "|", "~", "\""])
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

    /// Relative URLs and http, https and mailto ones as they are (trimmed of the spaces and control characters a
    /// browser ignores around a URL); any other scheme (`javascript:`, `data:`, `vbscript:`) becomes `#unsafe`, as Go's
    /// html/template does. `url` is what a browser reads: character references already decoded.
    static func safeURL(_ url: String) -> String {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
        if let scheme = scheme(of: trimmed), !safeSchemes.contains(scheme) { return "#unsafe" }
        return trimmed
    }

    /// The schemes a page's links and sources may name.
    static let safeSchemes: Set<String> = ["http", "https", "mailto"]

    /// The scheme `url` names, lower-cased (`JavaScript:` → `javascript`), or `nil` for a relative URL: one with no
    /// colon before its first `/`, `?` or `#`. Leading spaces and control characters (which a browser skips) do not
    /// count; a tab or line break inside the scheme is kept, so `java\tscript` is a scheme, and not a safe one.
    static func scheme(of url: String) -> String? {
        let trimmed = url.drop { $0.isWhitespace || $0.unicodeScalars.allSatisfy { CharacterSet.controlCharacters.contains($0) } }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let beforeColon = trimmed[..<colon]
        guard !beforeColon.contains(where: { "/?#".contains($0) }) else { return nil }
        return beforeColon.lowercased()
    }

    /// `text` with its character references decoded, as HTML reads an attribute value and CommonMark a link
    /// destination: numeric ones (`&#106;`, `&#x6A;`, the semicolon optional) and the named ones a URL could be
    /// spelled with (`&colon;`, `&Tab;`, `&NewLine;`, `&sol;`, `&quest;`, `&num;`, `&amp;`, `&lt;`, `&gt;`, `&quot;`,
    /// `&apos;`). Another named reference stays as written; escaped again (`&amp;…`), it is inert text.
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = [
            "colon": ":", "Tab": "\t", "NewLine": "\n", "sol": "/", "quest": "?", "num": "#", "amp": "&", "lt": "<", "gt": ">", "quot": "\"",
            "apos": "'",
        ]
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "&" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var j = i + 1
            if j < scalars.count, scalars[j] == "#" {
                j += 1
                let hex = j < scalars.count && (scalars[j] == "x" || scalars[j] == "X")
                if hex { j += 1 }
                let digits = j
                while j < scalars.count, hex ? scalars[j].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[j]) { j += 1 }
                if j > digits {
                    // Past 0x10FFFF (or 0): U+FFFD, as browsers read it.
                    let significant = scalars[digits..<j].drop { $0 == "0" }
                    let value = significant.count > 8 ? nil : UInt32(String(String.UnicodeScalarView(significant)), radix: hex ? 16 : 10)
                    out.append(value.flatMap { $0 == 0 ? nil : Unicode.Scalar($0) } ?? "\u{FFFD}")
                    i = j < scalars.count && scalars[j] == ";" ? j + 1 : j
                    continue
                }
            } else {
                while j < scalars.count, j - i <= 8, scalars[j].properties.isAlphabetic { j += 1 }
                if j < scalars.count, scalars[j] == ";", let decoded = named[String(String.UnicodeScalarView(scalars[(i + 1)..<j]))] {
                    out.append(contentsOf: decoded.unicodeScalars)
                    i = j + 1
                    continue
                }
            }
            out.append("&")
            i += 1
        }
        return String(out)
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
