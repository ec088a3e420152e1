import Foundation
/// Lines of generated Swift kept within swift-format's 100 columns: a call or a collection literal that ends a line
/// too long is broken after its opening bracket, one argument or element a line two spaces in (a collection's last one
/// with a trailing comma, its bracket on a line of its own), as swift-format breaks them.
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
        var lines = [head]
        if chars[open] == "[" {
            for item in items { lines += wrap(inner + item + ",") }
            lines.append(indent + "]" + tail)
        } else {
            for (i, item) in items.enumerated() {
                lines += wrap(inner + item + (i == items.count - 1 ? ")" + tail : ","))
            }
        }
        return lines
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
        var depth = 0, current = "", inString = false, previous: Character = " "
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
