/// Generated Swift read as the compiler reads it, to check that no text of a document became code: its code tokens
/// with every name as `I`, every number as `0` and every string literal as `S` (an interpolation's code kept), the
/// comments dropped; and what a writer must never leave in its text: a literal or block comment still open at a line
/// break or at the end, a raw control character, line separator or bidirectional control anywhere (comments and
/// literals included), a raw or multi-line string.
///
/// Two documents that differ only in their texts (a hostile one and its `benignTwin`) have the same skeleton when
/// the writer keeps every text inert. (Swift ends a `//` comment at a line feed or a carriage return only; the
/// lexer here does the same, so a text that ends a comment early shows as code.)
package struct SwiftSkeleton {
    /// The code's tokens: keywords, `#` directives and punctuation as they are, names `I`, numbers `0`, literals `S`.
    package private(set) var tokens: [String] = []
    /// What is wrong, with its line: empty for text a writer kept inert.
    package private(set) var problems: [String] = []

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    package init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        lexCode(untilParenthesis: false)
    }

    /// The reserved words, kept in the skeleton so that a name the writer made a keyword (`let deinit`) shows.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "_", "final", "override", "open", "async",
    ]

    /// Whether a scalar may never stand raw in generated Swift: controls (but line feed), line and paragraph
    /// separators, bidirectional controls.
    package static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    private mutating func problem(_ what: String) { problems.append("line \(line): \(what)") }

    /// Code up to the end (or, inside an interpolation, its closing parenthesis).
    private mutating func lexCode(untilParenthesis: Bool) {
        var depth = 0
        while let c = peek() {
            if Self.isUnsafe(c) { problem("U+\(String(c.value, radix: 16, uppercase: true)) in code") }
            switch c {
            case "\n":
                line += 1
                index += 1
            case " ", "\t", "\r", "\u{0B}", "\u{0C}", "\0":
                // Whitespace to the compiler (a carriage return ends a line, as a line feed does).
                index += 1
            case "/" where peek(1) == "/":
                lexLineComment()
            case "/" where peek(1) == "*":
                lexBlockComment()
            case "\"":
                lexString()
            case "#" where peek(1) == "\"":
                problem("a raw string literal")
                index += 1
            case "(" where untilParenthesis:
                depth += 1
                tokens.append("(")
                index += 1
            case ")" where untilParenthesis:
                if depth == 0 {
                    index += 1
                    return
                }
                depth -= 1
                tokens.append(")")
                index += 1
            case "#", "`", "_", "$":
                lexWord()
            case _ where c.properties.isAlphabetic || c.value >= 0x80 && !c.properties.isWhitespace:
                lexWord()
            case "0"..."9":
                lexNumber()
            default:
                tokens.append(String(c))
                index += 1
            }
        }
        if untilParenthesis { problem("an interpolation not closed") }
    }

    private mutating func lexWord() {
        var word = ""
        if peek() == "#" || peek() == "`" {
            word.unicodeScalars.append(peek()!)
            index += 1
        }
        while let c = peek(),
            c == "_" || c == "$" || c.properties.isAlphabetic || c.properties.numericType != nil
                || c.properties.generalCategory == .nonspacingMark || c.properties.generalCategory == .spacingMark
                || (c.value >= 0x80 && !c.properties.isWhitespace && !Self.isUnsafe(c) && !c.properties.isPatternSyntax)
        {
            word.unicodeScalars.append(c)
            index += 1
        }
        if word.hasPrefix("`"), peek() == "`" { index += 1 }
        if word.isEmpty {
            tokens.append(String(peek()!))
            index += 1
        } else if word.hasPrefix("#") || Self.keywords.contains(word) {
            tokens.append(word)
        } else {
            tokens.append("I")
        }
    }

    private mutating func lexNumber() {
        while let c = peek(),
            ("0"..."9").contains(c) || c == "_" || c == "." && (peek(1).map { ("0"..."9").contains($0) } ?? false)
                || c == "e" || c == "E" || (c == "-" || c == "+") && (peek(-1) == "e" || peek(-1) == "E")
        {
            index += 1
        }
        tokens.append("0")
    }

    private mutating func lexLineComment() {
        while let c = peek(), c != "\n", c != "\r" {
            if Self.isUnsafe(c) { problem("U+\(String(c.value, radix: 16, uppercase: true)) in a comment") }
            index += 1
        }
    }

    private mutating func lexBlockComment() {
        var depth = 0
        while let c = peek() {
            if c == "/", peek(1) == "*" {
                depth += 1
                index += 2
            } else if c == "*", peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if c == "\n" { line += 1 } else if Self.isUnsafe(c) { problem("U+\(String(c.value, radix: 16, uppercase: true)) in a comment") }
                index += 1
            }
        }
        problem("a block comment not closed")
    }

    private mutating func lexString() {
        if peek(1) == "\"", peek(2) == "\"" { problem("a multi-line string literal") }
        index += 1
        tokens.append("S")
        while let c = peek() {
            switch c {
            case "\"":
                index += 1
                return
            case "\n", "\r":
                problem("a string literal open at a line break")
                return
            case "\\":
                index += 1
                if peek() == "(" {
                    index += 1
                    tokens.append("\\(")
                    lexCode(untilParenthesis: true)
                    tokens.append(")")
                } else {
                    if let escaped = peek(), Self.isUnsafe(escaped) || escaped == "\n" { problem("a raw line break or control after a backslash") }
                    index += 1
                }
            default:
                if Self.isUnsafe(c) { problem("U+\(String(c.value, radix: 16, uppercase: true)) in a string literal") }
                index += 1
            }
        }
        problem("a string literal not closed")
    }
}

/// The same JSON document with every string's text made harmless and nothing else changed: each scalar outside
/// letters, digits, combining marks and ` .-#%+,` (which enumerations, numbers with units, colours and path data use) becomes
/// `+` or `,`. Words (runs of letters and digits) stay as they are, so the names a writer makes from the texts do
/// too. `nil` when the bytes are not UTF-8 JSON text this can read.
package func benignTwin(ofJSON bytes: [UInt8]) -> [UInt8]? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    let source = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    func hex(_ at: Int) -> UInt32? {
        guard at + 4 <= source.count else { return nil }
        return UInt32(String(String.UnicodeScalarView(source[at..<(at + 4)])), radix: 16)
    }
    while i < source.count {
        let c = source[i]
        out.append(c)
        i += 1
        guard c == "\"" else { continue }
        // A string: its scalars decoded, made harmless, written back plain.
        while i < source.count, source[i] != "\"" {
            var scalar = source[i]
            i += 1
            if scalar == "\\" {
                guard i < source.count else { return nil }
                let e = source[i]
                i += 1
                switch e {
                case "n": scalar = "\n"
                case "r": scalar = "\r"
                case "t": scalar = "\t"
                case "b": scalar = "\u{08}"
                case "f": scalar = "\u{0C}"
                case "u":
                    guard var value = hex(i) else { return nil }
                    i += 4
                    if (0xD800..<0xDC00).contains(value), i + 6 <= source.count, source[i] == "\\", source[i + 1] == "u",
                        let low = hex(i + 2), (0xDC00..<0xE000).contains(low)
                    {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                    guard let decoded = Unicode.Scalar(value) else { return nil }
                    scalar = decoded
                default: scalar = e
                }
            }
            let category = scalar.properties.generalCategory
            let isMark = category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || isMark || " .-#%+,".unicodeScalars.contains(scalar) {
                out.append(scalar)
            } else {
                // Never `-`: it would join words into ones the writer knows (`Semi`Bold` → `Semi-Bold`, a weight).
                out.append(["+", ","][Int(scalar.value % 2)])
            }
        }
        if i < source.count {
            out.append(source[i])
            i += 1
        }
    }
    return Array(String(out).utf8)
}
