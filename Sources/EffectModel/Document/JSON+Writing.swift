/// JSON made to be written, and JSON text written from it: the one JSON writer of the package, for documents
/// (`EffectDocument.jsonText()`), the spec, the diff, `sample`, the docs manifest and Lottie files.
extension JSON {
    /// A value made, not parsed: it stands nowhere in a text (line 0, column 0).
    init(_ value: Value) {
        self.init(value: value, location: SourceLocation(line: 0, column: 0))
    }

    /// An object of these members, in this order (the order it is written in).
    public static func object(_ members: [(key: String, value: JSON)]) -> JSON {
        JSON(.object(members.map { Member(key: $0.key, keyLocation: SourceLocation(line: 0, column: 0), value: $0.value) }))
    }

    /// An array of `items`.
    public static func array(_ items: [JSON]) -> JSON { JSON(.array(items)) }
    /// A string.
    public static func string(_ text: String) -> JSON { JSON(.string(text)) }
    /// A number; it must be finite (JSON has no infinity or NaN).
    public static func number(_ n: Double) -> JSON {
        precondition(n.isFinite, "JSON has no \(n)")
        return JSON(.number(n))
    }
    /// `true` or `false`.
    public static func bool(_ b: Bool) -> JSON { JSON(.bool(b)) }
    /// `null`.
    public static let null = JSON(.null)

    /// The value with no whitespace at all, members in their order: for files read by programs (Lottie).
    public var compactText: String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writeCompact(to out: inout String) {
        switch value {
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                out += Self.quoted(member.key) + ":"
                member.value.writeCompact(to: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.writeCompact(to: &out)
            }
            out += "]"
        default: out += singleLine(depth: 0, room: .max)!
        }
    }

    /// RFC 8259 text: a value on one line when it fits in 100 characters and holds containers at most two deep
    /// (`[10, 20, 30, 40]`, `{ "id": "like", "layer": "heart", "tap": 0.25, "at": [24, 22] }`), else one member or
    /// item a line, indented by two spaces a level. Numbers are written as the shortest text that reads back as
    /// the same `Double` (`1`, `0.225`, `1e-05`).
    public var text: String {
        var out = ""
        write(to: &out, indent: "", lead: 0)
        return out
    }

    /// The widest line a value is written on whole.
    private static let lineWidth = 100

    /// Writes the value where `lead` characters already stand on the line.
    private func write(to out: inout String, indent: String, lead: Int) {
        if let line = singleLine(depth: 2, room: Self.lineWidth - lead) {
            out += line
            return
        }
        let inner = indent + "  "
        switch value {
        case .object(let members):
            out += "{\n"
            for (i, member) in members.enumerated() {
                let key = Self.quoted(member.key)
                out += inner + key + ": "
                member.value.write(to: &out, indent: inner, lead: inner.count + key.count + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner, lead: inner.count)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        default:
            break  // scalars always fit on their line
        }
    }

    /// The value on one line, when it nests containers at most `depth` deep and takes at most `room` characters
    /// (a scalar always fits).
    private func singleLine(depth: Int, room: Int) -> String? {
        switch value {
        case .object(let members):
            guard depth > 0 else { return nil }
            guard !members.isEmpty else { return "{}" }
            var parts: [String] = []
            var length = 4
            for member in members {
                let key = Self.quoted(member.key)
                guard let part = member.value.singleLine(depth: depth - 1, room: room - length - key.count - 2) else { return nil }
                parts.append(key + ": " + part)
                length += parts.last!.count + 2
                guard length <= room + 2 else { return nil }
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        case .array(let items):
            guard depth > 0 else { return nil }
            var parts: [String] = []
            var length = 2
            for item in items {
                guard let part = item.singleLine(depth: depth - 1, room: room - length) else { return nil }
                parts.append(part)
                length += part.count + 2
                guard length <= room + 2 else { return nil }
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let n): return n.shortDescription
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// `text` as a JSON string: quotes and backslashes escaped, control characters (DEL and C1 too, so that a
    /// terminal shows them rather than obeys them) as `\\uXXXX`, everything else as is.
    public static func quoted(_ text: String) -> String { QuotedString.json.quoted(text) }
}

extension JSON: Encodable {
    /// Encodes the value as itself, objects' members in order where the encoder keeps an order.
    public func encode(to encoder: any Encoder) throws {
        switch value {
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in members { try container.encode(member.value, forKey: MemberKey(stringValue: member.key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .number(let n):
            var container = encoder.singleValueContainer()
            try container.encode(n)
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }

    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A value the document writes as JSON in one form, whatever form it was read from.
protocol JSONWritable {
    var json: JSON { get }
}

extension Double: JSONWritable {
    var json: JSON { .number(self) }
}

extension Bool: JSONWritable {
    var json: JSON { .bool(self) }
}

extension String: JSONWritable {
    var json: JSON { .string(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    var json: JSON { .array(map(\.json)) }
}

extension RawRepresentable where RawValue == String {
    var json: JSON { .string(rawValue) }
}

/// The members of an object being written, in order; a value equal to the format's default is left out, so that
/// the text says what differs from it.
struct JSONObjectWriter {
    private(set) var members: [(key: String, value: JSON)] = []

    mutating func add(_ key: String, _ value: JSON) { members.append((key, value)) }

    mutating func add<T: JSONWritable>(_ key: String, _ value: T?) {
        if let value { add(key, value.json) }
    }

    mutating func add<T: JSONWritable & Equatable>(_ key: String, _ value: T, default defaultValue: T) {
        if value != defaultValue { add(key, value.json) }
    }

    mutating func add<T: RawRepresentable & Equatable>(_ key: String, _ value: T, default defaultValue: T) where T.RawValue == String {
        if value != defaultValue { add(key, value.json) }
    }

    mutating func add<T: RawRepresentable>(_ key: String, _ value: T?) where T.RawValue == String {
        if let value { add(key, value.json) }
    }

    var json: JSON { .object(members) }
}

extension JSON: JSONWritable {
    var json: JSON { self }
}
