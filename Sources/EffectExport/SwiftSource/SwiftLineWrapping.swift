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
        if !tail.isEmpty, tail != ",", let equals = line.range(of: " = "), line.distance(from: line.startIndex, to: equals.lowerBound) < open {
            let lhs = String(line[..<equals.lowerBound]) + " ="
            let call = String(line[equals.upperBound...].prefix { $0 != "(" && $0 != "[" }) + String(chars[open])
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
        var inString = false
        for (i, c) in chars.enumerated() {
            if c == "\"", i == 0 || chars[i - 1] != "\\" { inString.toggle() }
            if inString { continue }
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
        var inString = false
        var previous: Character = " "
        for c in text {
            if c == "\"", previous != "\\" { inString.toggle() }
            if !inString {
                if c == "(" || c == "[" || c == "{" { depth += 1 }
                if c == ")" || c == "]" || c == "}" { depth -= 1 }
                if c == ",", depth == 0 {
                    items.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    previous = c
                    continue
                }
            }
            current.append(c)
            previous = c
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { items.append(last) }
        return items
    }
}
