/// What decoding one document shares: the problems found, collected so that every problem can be reported at
/// once, the tokens its values may refer to, and the times it states (for the hint about milliseconds).
final class DecodingContext {
    private(set) var errors: [DocumentError] = []
    private(set) var warnings: [DocumentError] = []
    /// The document's `tokens`, once read.
    var tokens: DesignTokens?
    /// The document names a token file that could not be read: its references are not errors of their own.
    var tokenFileUnread = false
    /// The token file they were read from, as the document names it.
    var tokenFile: String?
    /// Every time and duration decoded, in seconds, whether it was a bare number (no unit), and where it stands
    /// (not the field itself: a field holds its context, and the two would keep each other alive).
    private(set) var times: [(seconds: Double, bare: Bool, location: SourceLocation, path: JSONPath)] = []

    func record(_ error: DocumentError) { errors.append(error) }
    func warn(_ warning: DocumentError) { warnings.append(warning) }
    func noteTime(_ seconds: Double, bare: Bool, at field: JSONField) { times.append((seconds, bare, field.json.location, field.path)) }
}

/// A JSON value together with its path in the document: what the decoders of the format read.
struct JSONField {
    let json: JSON
    let path: JSONPath
    /// Where problems go that do not stop the decoding of the enclosing value, and what values may refer to.
    let context: DecodingContext
    /// The token this value came from (`the token {motion.duration.short2} (motion.tokens.json 4:7)`), said in
    /// every message about it; `nil` for a value written in the document.
    var token: String?

    /// A value inside this one, sharing its context.
    func child(_ json: JSON, _ path: JSONPath) -> JSONField { JSONField(json: json, path: path, context: context, token: token) }

    /// Records a warning about this value: something Core Animation accepts but rarely means.
    func warn(_ message: String) {
        context.warn(DocumentError(location: json.location, path: path, message: message))
    }

    func error(_ message: String) -> DocumentError {
        DocumentError(location: json.location, path: path, message: token.map { "\(message), in \($0)" } ?? message)
    }

    /// An error saying what was expected and what the document has instead.
    func mismatch(_ expected: String) -> DocumentError {
        error("expected \(expected), found \(json.kindDescription)")
    }

    /// The value itself or, for a reference `"{motion.duration.medium2}"`, the value of the token it names
    /// (chains followed), checked to be of `type`: located where the document refers to it.
    func resolved(as type: DesignTokens.TokenType) throws(DocumentError) -> JSONField {
        guard case .string(let text) = json.value, let name = DesignTokens.referenceName(text) else { return self }
        guard let tokens = context.tokens else {
            if context.tokenFileUnread { throw error("\(text) refers to a token of the token file that could not be read (see `tokens`)") }
            throw error(
                "\(text) refers to a token, and the document names no tokens; add \"tokens\": \"motion.tokens.json\" (a W3C design token file beside the document)"
            )
        }
        let found = try tokens.resolve(name, as: type, at: self)
        return JSONField(
            json: found.value.relocated(to: json.location), path: path, context: context,
            token: "the token {\(found.name)} (\(tokens.place(of: found)))")
    }

    /// The name of the token this value refers to as the document writes it (`md.sys.motion.duration.medium2` for
    /// `"{md.sys.motion.duration.medium2}"`), the one a review credits; `nil` for a value written out.
    var referencedToken: String? {
        guard case .string(let text) = json.value else { return nil }
        return DesignTokens.referenceName(text)
    }

    /// A number within `Numeric.documentRange`, as every number of a document is.
    func number() throws(DocumentError) -> Double {
        let field = try resolved(as: .number)
        guard case .number(let n) = field.json.value else { throw field.mismatch("a number") }
        guard Numeric.documentRange.contains(n) else { throw field.mismatch(Numeric.documentRangeDescription) }
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
            if case .string(let text) = item.value, DesignTokens.referenceName(text) != nil {  // a number token
                result.append(try child(item, path / i).number())
                continue
            }
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

    /// Whether a decoder has asked for `key`.
    func isKnown(_ key: String) -> Bool { known.contains(key) }

    /// Where `key` stands, when present.
    func keyLocation(_ key: String) -> SourceLocation? { members.first { $0.key == key }?.keyLocation }

    /// The value at `key`, or `nil` when the key is absent; the key becomes known either way.
    func optional(_ key: String) -> JSONField? {
        known.append(key)
        return members.first { $0.key == key }.map { field.child($0.value, field.path / key) }
    }

    /// Decodes `key` with `decode` when it is present. A value that does not decode is recorded as a problem
    /// and counts as absent, so that decoding goes on and every problem of the document is found.
    func optional<T>(_ key: String, _ decode: (JSONField) throws(DocumentError) -> T) throws(DocumentError) -> T? {
        optional(key).flatMap { recordingProblems($0, decode) }
    }

    /// The field of `designer`, a designer's word for `key` (`text` for a text layer's `string`), or of `key`: one
    /// setting, so writing both is a problem at `key`.
    func optional(_ designer: String, or key: String) -> JSONField? {
        // Both are known keys (a near miss of either is suggested), whichever is given.
        let designed = optional(designer)
        let given = optional(key)
        if designed != nil, let other = given {
            other.context.record(
                DocumentError(
                    location: keyLocation(key), path: other.path,
                    message: "give \(designer) or \(key), not both: they are one setting (\(designer) is the designer's word for it)"))
        }
        return designed ?? given
    }

    /// Decodes `designer` or `key` (see `optional(_:or:)`), recording a value that does not decode as `optional(_:_:)` does.
    func optional<T>(_ designer: String, or key: String, _ decode: (JSONField) throws(DocumentError) -> T) throws(DocumentError) -> T? {
        optional(designer, or: key).flatMap { recordingProblems($0, decode) }
    }

    /// `decode(value)`, or nil with its problem recorded.
    private func recordingProblems<T>(_ value: JSONField, _ decode: (JSONField) throws(DocumentError) -> T) -> T? {
        do {
            return try decode(value)
        } catch {
            field.context.record(error)
            return nil
        }
    }

    /// Decodes a required key; when it is missing or does not decode, the problem is recorded and
    /// `fallback` stands in, so that the rest of the document is still checked.
    func required<T>(_ key: String, fallback: T, _ decode: (JSONField) throws(DocumentError) -> T) -> T {
        do {
            return try decode(try required(key))
        } catch {
            field.context.record(error)
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
            field.context.record(DocumentError(location: member.keyLocation, path: field.path / member.key, message: message))
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
                field.context.record(error)
            }
        }
        return result
    }
}
