import Foundation

/// Lines of generated Swift kept within swift-format's 100 columns: a call that ends a line too long is broken after its
/// opening bracket, its arguments filling lines two spaces in; a collection literal one element a line, the last with
/// a trailing comma and its bracket on a line of its own; as swift-format breaks them.
enum SwiftLineWrapping {
    static let width = 100

    static func wrap(_ line: String) -> [String] {
        guard line.count > width, let (open, close) = outermostBrackets(line) else { return [line] }
        let chars = Array(line)
        let indent = String(line.prefix { $0 == " " })
        let inner = indent + "  "
        let head = String(chars[...open])
        let items = split(String(chars[(open + 1)..<close]))
        let tail = String(chars[(close + 1)...])
        guard items.count > 0 else { return [line] }
        // `x = Call(…).member`: swift-format breaks after `=`, then the call, its `)` on a line of its own.
        var tracker = TextTracker()
        let isText = chars.map { tracker.isText(after: $0) }
        if !tail.isEmpty, tail != ",",
            let equals = (1..<open).first(where: { chars[$0] == "=" && !isText[$0] && chars[$0 - 1] == " " && chars[$0 + 1] == " " })
        {
            let lhs = String(chars[..<(equals - 1)]) + " ="
            let call = String(chars[(equals + 2)...open])
            return [lhs, inner + call] + fill(items, indent: inner + "  ", last: "") + [inner + ")" + tail]
        }
        var lines = [head]
        if chars[open] == "[" {
            for item in items { lines += wrap(inner + item + ",") }
            lines.append(indent + "]" + tail)
            return lines
        }
        return lines + fill(items, indent: inner, last: ")" + tail)
    }

    /// Arguments filling each line as far as it goes, as swift-format fills them; `last` after the last one. An argument
    /// too long for a line of its own is broken in turn (a label before a long string on a line of its own).
    private static func fill(_ items: [String], indent: String, last: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for (i, item) in items.enumerated() {
            let piece = item + (i == items.count - 1 ? last : ",")
            if current.isEmpty {
                current = indent + piece
            } else if current.count + 1 + piece.count <= width {
                current += " " + piece
            } else {
                lines += broken(current, indent: indent)
                current = indent + piece
            }
        }
        return lines + broken(current, indent: indent)
    }

    /// `label: "a long string",` as `label:` and the string on the next line, two spaces in; anything else wrapped.
    private static func broken(_ line: String, indent: String) -> [String] {
        guard line.count > width, let colon = line.range(of: ": \""),
            line[line.startIndex..<colon.lowerBound].allSatisfy({ $0.isLetter || $0 == " " })
        else {
            return wrap(line)
        }
        return [
            String(line[..<colon.lowerBound]) + ":",
            indent + "  " + String(line[line.index(after: colon.lowerBound)...]).trimmingCharacters(in: .whitespaces),
        ]
    }

    /// The bracket whose pair closes at the end of the line (before a trailing `{ [self] in` or `}()`), and that pair.
    private static func outermostBrackets(_ line: String) -> (Int, Int)? {
        let chars = Array(line)
        var stack: [Int] = []
        var pairs: [(Int, Int)] = []
        var tracker = TextTracker()
        for (i, c) in chars.enumerated() {
            if tracker.isText(after: c) { continue }
            if c == "(" || c == "[" { stack.append(i) }
            if c == ")" || c == "]", let open = stack.popLast(), stack.isEmpty { pairs.append((open, i)) }
        }
        // The last top-level pair with something inside that ends the line but for a few characters.
        return pairs.last { $0.1 - $0.0 > 1 && chars.count - $0.1 <= 16 }
    }

    /// The items of a bracket's content, split at its top-level commas.
    private static func split(_ text: String) -> [String] {
        var items: [String] = []
        var depth = 0
        var current = ""
        var tracker = TextTracker()
        for c in text {
            if !tracker.isText(after: c) {
                if c == "(" || c == "[" || c == "{" { depth += 1 }
                if c == ")" || c == "]" || c == "}" { depth -= 1 }
                if c == ",", depth == 0 {
                    items.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    continue
                }
            }
            current.append(c)
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { items.append(last) }
        return items
    }
}

/// Whether a line's characters, read one by one, are text rather than code: inside a string literal (its quotes
/// included, and a character after a backslash: `"a\\"` ends at its last quote, `"\""` at its third), or in a
/// `//` comment, which runs to the end of the line. A line is never broken inside either, so that no text (a label
/// in a comment) becomes code on a line of its own.
private struct TextTracker {
    private var inLiteral = false
    private var inComment = false
    private var escaping = false
    private var slash = false

    /// Reads `c`; whether it is text.
    mutating func isText(after c: Character) -> Bool {
        if inComment { return true }
        if inLiteral {
            if escaping {
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else if c == "\"" {
                inLiteral = false
            }
            return true
        }
        if c == "/", slash { inComment = true }
        slash = c == "/"
        if c == "\"" { inLiteral = true }
        return inComment || inLiteral
    }
}
