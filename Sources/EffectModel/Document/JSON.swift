/// Where a JSON value starts in its document: 1-based line and column (in characters).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it stood, so that errors can point at it.
///
/// Objects keep their keys in document order. Numbers are `Double`s (JSON has no other kind).
public struct JSON: Sendable {
    /// What a JSON value is.
    public indirect enum Value: Sendable {
        /// An object's members, in document order.
        case object([Member])
        /// An array's elements.
        case array([JSON])
        /// A string.
        case string(String)
        /// A number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// An object's member: its key and value, each with its place.
    public struct Member: Sendable {
        /// The member's name.
        public var key: String
        /// Where the key stands.
        public var keyLocation: SourceLocation
        /// The member's value.
        public var value: JSON
    }

    /// What the value is.
    public var value: Value
    /// Where the value starts.
    public var location: SourceLocation

    /// A short name of the value's kind for messages: `a number`, `an object`, `the string "x"`.
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string(let s): s.count <= 40 ? "the string \"\(s)\"" : "a string"
        case .number(let n): "the number \(n.shortDescription)"
        case .bool(let b): "\(b)"
        case .null: "null"
        }
    }
}

extension JSON {
    /// The same value, every part of it said to stand at `location` (a token's value, used where it is referred to).
    func relocated(to location: SourceLocation) -> JSON {
        switch value {
        case .object(let members):
            JSON(
                value: .object(members.map { Member(key: $0.key, keyLocation: location, value: $0.value.relocated(to: location)) }),
                location: location)
        case .array(let items): JSON(value: .array(items.map { $0.relocated(to: location) }), location: location)
        default: JSON(value: value, location: location)
        }
    }
}

/// A JSON syntax error at a place in the text.
public struct JSONSyntaxError: Error, Sendable {
    /// Where the text stops being JSON.
    public var location: SourceLocation
    /// The value it stops in: `layers[0].id`, or the root.
    public var path = JSONPath.root
    /// What was expected there.
    public var message: String
}

extension JSON {
    /// Parses RFC 8259 JSON text (UTF-8). Duplicate keys in an object are errors: which one counts is
    /// undefined in the RFC, and a review tool must not guess.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    /// The path of the value being read, for errors.
    var path: [JSONPath.Component] = []

    /// Deeper nesting than this is refused rather than risking the stack.
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Characters counted so far on the current line, up to `countedIndex` (the index only moves forward,
    /// so locating every value costs linear time even on a minified one-line document).
    var countedIndex = 0
    var countedColumns = 0

    mutating func location() -> SourceLocation {
        if countedIndex < lineStart { (countedIndex, countedColumns) = (lineStart, 0) }
        let end = min(index, bytes.count)
        while countedIndex < end {
            if bytes[countedIndex] & 0xC0 != 0x80 { countedColumns += 1 }
            countedIndex += 1
        }
        return SourceLocation(line: line, column: countedColumns + 1)
    }

    mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location(), path: JSONPath(path), message: message)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    var found: String {
        guard index < bytes.count else { return "the end of the document" }
        let b = bytes[index]
        return b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSON {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        let start = location()
        guard index < bytes.count else { throw error("expected a value, found the end of the document") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth, start: start)
        case UInt8(ascii: "["): return try parseArray(depth: depth, start: start)
        case UInt8(ascii: "\""):
            return JSON(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSON(value: .bool(true), location: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSON(value: .bool(false), location: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSON(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSON(value: .number(try parseNumber()), location: start)
        default:
            let trailing = bytes[index] == UInt8(ascii: "]") && path.last.map { if case .index(let i) = $0 { i > 0 } else { false } } == true
            throw error("expected a value, found \(found)" + (trailing ? Self.trailingComma : ""))
        }
    }

    /// Reads an object from its `{` (at `start`) to its `}`, its members at `depth + 1`; a key seen twice is refused.
    mutating func parseObject(depth: Int, start: SourceLocation) throws(JSONSyntaxError) -> JSON {
        index += 1
        var members: [JSON.Member] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSON(value: .object([]), location: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = location()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                let trailing = index < bytes.count && bytes[index] == UInt8(ascii: "}") && !members.isEmpty
                throw error("expected a key in quotes, found \(found)" + (trailing ? Self.trailingComma : ""))
            }
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(location: keyLocation, path: JSONPath(path + [.key(key)]), message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key, found \(found)") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            members.append(JSON.Member(key: key, keyLocation: keyLocation, value: try parseValue(depth: depth + 1)))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found the end of the document") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            throw error("expected ',' or '}', found \(found)")
        }
        return JSON(value: .object(members), location: start)
    }

    /// Reads an array from its `[` (at `start`) to its `]`, its items at `depth + 1`.
    mutating func parseArray(depth: Int, start: SourceLocation) throws(JSONSyntaxError) -> JSON {
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSON(value: .array([]), location: start)
        }
        while true {
            skipWhitespace()
            path.append(.index(items.count))
            items.append(try parseValue(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found the end of the document") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                break
            }
            throw error("expected ',' or ']', found \(found)")
        }
        return JSON(value: .array(items), location: start)
    }

    /// What a comma before `}` or `]` is: one too many (JSON has no trailing comma).
    static let trailingComma = ": the comma before it is one too many (JSON takes no comma after the last item); remove it"

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected a value, found \(found)")
        }
        index += expected.count
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error("expected a digit, found \(found)") }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { while isDigit(index) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("expected a digit after '.', found \(found)") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw error("expected a digit in the exponent, found \(found)") }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is out of range")
        }
        return value
    }

    /// A string's text, in time linear in its length: unescaped runs are copied as bytes and escapes appended as
    /// UTF-8, and the text is validated once at the closing quote: bytes that are not UTF-8 are an error at the first
    /// of them, never replaced silently.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let opening = index
        index += 1  // opening quote
        var text: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                text += bytes[runStart..<index]
                index += 1
                guard let string = String(validating: text, as: UTF8.self) else { throw invalidUTF8(after: opening) }
                return string
            }
            if b < 0x20 { throw error("control character in a string (write it as an escape)") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            text += bytes[runStart..<index]
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("lone surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair in a \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("lone surrogate in a \\u escape") }
                text += UTF8.encode(scalar)!
            default:
                index -= 2
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = index
        }
    }

    /// The error at the first byte after `start` that is not part of valid UTF-8 (escapes are ASCII, so the
    /// string's own bytes are walked).
    mutating func invalidUTF8(after start: Int) -> JSONSyntaxError {
        var i = start
        while i < bytes.count, let length = UTF8.validSequenceLength(in: bytes, at: i) { i += length }
        index = i
        let found = i < bytes.count ? "byte 0x\(String(bytes[i], radix: 16, uppercase: true))" : "the end of the document"
        return error("\(found) is not UTF-8, in a string; save the document as UTF-8")
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        index += 4
        return v
    }
}

extension UTF8 {
    /// The length of the valid UTF-8 sequence of one scalar at `bytes[i]`, `nil` when the bytes there are not one
    /// (a stray continuation byte, an overlong form, a surrogate, a sequence cut short).
    package static func validSequenceLength(in bytes: [UInt8], at i: Int) -> Int? {
        let lead = bytes[i]
        let length = lead < 0x80 ? 1 : (0xC2...0xDF).contains(lead) ? 2 : (0xE0...0xEF).contains(lead) ? 3 : (0xF0...0xF4).contains(lead) ? 4 : 0
        guard length > 0, i + length <= bytes.count, String(validating: bytes[i..<i + length], as: UTF8.self) != nil else { return nil }
        return length
    }
}
