/// Problems found while decoding, collected so that a document's every problem can be reported at once.
final class Diagnostics {
    private(set) var errors: [DocumentError] = []
    private(set) var warnings: [DocumentError] = []

    func record(_ error: DocumentError) { errors.append(error) }
    func warn(_ warning: DocumentError) { warnings.append(warning) }
}

/// A JSON value together with its path in the document: what the decoders of the format read.
struct JSONField {
    let json: JSON
    let path: JSONPath
    /// Where problems go that do not stop the decoding of the enclosing value.
    let diagnostics: Diagnostics

    /// A value inside this one, sharing its diagnostics.
    func child(_ json: JSON, _ path: JSONPath) -> JSONField { JSONField(json: json, path: path, diagnostics: diagnostics) }

    /// Records a warning about this value: something Core Animation accepts but rarely means.
    func warn(_ message: String) {
        diagnostics.warn(DocumentError(location: json.location, path: path, message: message))
    }

    func error(_ message: String) -> DocumentError {
        DocumentError(location: json.location, path: path, message: message)
    }

    /// An error saying what was expected and what the document has instead.
    func mismatch(_ expected: String) -> DocumentError {
        error("expected \(expected), found \(json.kindDescription)")
    }

    /// A number within `Numeric.documentRange`, as every number of a document is.
    func number() throws(DocumentError) -> Double {
        guard case .number(let n) = json.value else { throw mismatch("a number") }
        guard Numeric.documentRange.contains(n) else { throw mismatch(Numeric.documentRangeDescription) }
        return n
    }

    /// A number in `range` (inclusive), described in the message as `what`.
    func number(in range: ClosedRange<Double>, _ what: String? = nil) throws(DocumentError) -> Double {
        let n = try number()
        guard range.contains(n) else {
            let expected = what ?? "a number from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription)"
            throw mismatch(expected)
        }
        return n
    }

    func nonNegative() throws(DocumentError) -> Double {
        let n = try number()
        guard n >= 0 else { throw mismatch("a number ≥ 0") }
        return n
    }

    func string() throws(DocumentError) -> String {
        guard case .string(let s) = json.value else { throw mismatch("a string") }
        return s
    }

    func bool() throws(DocumentError) -> Bool {
        guard case .bool(let b) = json.value else { throw mismatch("true or false") }
        return b
    }

    func array() throws(DocumentError) -> [JSONField] {
        guard case .array(let items) = json.value else { throw mismatch("an array") }
        return items.enumerated().map { child($1, path / $0) }
    }

    /// An array of exactly `count` numbers, described as `what` (`a point [x, y]`).
    func numbers(_ count: Int, _ what: String) throws(DocumentError) -> [Double] {
        guard case .array(let items) = json.value, items.count == count else { throw mismatch(what) }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
            guard case .number(let n) = item.value else {
                throw child(item, path / i).mismatch("a number (in \(what))")
            }
            guard Numeric.documentRange.contains(n) else { throw child(item, path / i).mismatch(Numeric.documentRangeDescription) }
            result.append(n)
        }
        return result
    }

    func object() throws(DocumentError) -> JSONObjectReader {
        guard case .object(let members) = json.value else { throw mismatch("an object") }
        return JSONObjectReader(field: self, members: members)
    }

    /// One of the given names, as an enumeration's raw value.
    func oneOf<T: RawRepresentable & CaseIterable>(_: T.Type) throws(DocumentError) -> T where T.RawValue == String {
        let s = try string()
        guard let value = T(rawValue: s) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw mismatch("one of \(names)")
        }
        return value
    }
}

/// Reads an object's keys one by one and, at the end, rejects the keys nobody asked for.
final class JSONObjectReader {
    let field: JSONField
    private let members: [JSON.Member]
    private var known: [String] = []

    init(field: JSONField, members: [JSON.Member]) {
        self.field = field
        self.members = members
    }

    var path: JSONPath { field.path }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The value at `key`, or `nil` when the key is absent; the key becomes known either way.
    func optional(_ key: String) -> JSONField? {
        known.append(key)
        return members.first { $0.key == key }.map { field.child($0.value, field.path / key) }
    }

    /// Decodes `key` with `decode` when it is present. A value that does not decode is recorded as a problem
    /// and counts as absent, so that decoding goes on and every problem of the document is found.
    func optional<T>(_ key: String, _ decode: (JSONField) throws(DocumentError) -> T) throws(DocumentError) -> T? {
        guard let value = optional(key) else { return nil }
        do {
            return try decode(value)
        } catch {
            field.diagnostics.record(error)
            return nil
        }
    }

    /// Decodes a required key; when it is missing or does not decode, the problem is recorded and
    /// `fallback` stands in, so that the rest of the document is still checked.
    func required<T>(_ key: String, fallback: T, _ decode: (JSONField) throws(DocumentError) -> T) -> T {
        do {
            return try decode(try required(key))
        } catch {
            field.diagnostics.record(error)
            return fallback
        }
    }

    func required(_ key: String) throws(DocumentError) -> JSONField {
        guard let value = optional(key) else {
            throw DocumentError(location: field.json.location, path: field.path / key, message: "required key is missing")
        }
        return value
    }

    /// Records every key that no `optional` or `required` call asked for, with a "did you mean" when a
    /// known key is a near miss.
    func rejectUnknownKeys(_ context: String = "here") {
        for member in members where !known.contains(member.key) {
            var message = "unknown key \"\(member.key)\" \(context)"
            if let suggestion = NearMiss.suggestion(for: member.key, among: known) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            field.diagnostics.record(DocumentError(location: member.keyLocation, path: field.path / member.key, message: message))
        }
    }

    /// Decodes each element of the array at `field` with `decode`; an element that does not decode is
    /// recorded and left out, and the next is tried.
    static func each<T>(_ field: JSONField, _ decode: (JSONField) throws(DocumentError) -> T) throws(DocumentError) -> [T] {
        var result: [T] = []
        for item in try field.array() {
            do {
                result.append(try decode(item))
            } catch {
                field.diagnostics.record(error)
            }
        }
        return result
    }
}
