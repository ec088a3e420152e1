/// Motion tokens in the W3C Design Tokens format (Design Tokens Community Group, 2025.10): groups of tokens, each
/// with `$value` and a `$type` of its own or inherited from its group — `duration` (`{"value": 300, "unit": "ms"}`
/// or `"300ms"`), `cubicBezier` (`[x1, y1, x2, y2]`), `number`, `transition` (`duration`, `delay`,
/// `timingFunction`). A value `"{group.token}"` refers to another token; references chain.
package struct DesignTokens {
    /// A token's `$type`: one the document can use, or another type the format has (`color`, `dimension`), kept as
    /// written so that a token file of other tokens too still reads.
    package enum TokenType: Equatable, CustomStringConvertible {
        /// `{"value": 300, "unit": "ms"}` or `"300ms"`.
        case duration
        /// `[x1, y1, x2, y2]`.
        case cubicBezier
        /// A plain number.
        case number
        /// `duration`, `delay` and `timingFunction` together.
        case transition
        /// A type no document value can take (`color`, `fontFamily`), as the token file writes it.
        case other(String)

        /// The type `name` (`$type`'s text) names.
        init(name: String) {
            self = [Self.duration, .cubicBezier, .number, .transition].first { $0.description == name } ?? .other(name)
        }

        /// As `$type` writes it: `duration`, `cubicBezier`.
        package var description: String {
            switch self {
            case .duration: "duration"
            case .cubicBezier: "cubicBezier"
            case .number: "number"
            case .transition: "transition"
            case .other(let name): name
            }
        }
    }

    struct Token {
        /// As the document refers to it: `motion.duration.medium2`.
        let name: String
        /// Its own `$type` or its group's; `nil`: none given.
        let type: TokenType?
        let value: JSON
    }

    /// Where the tokens come from, for messages: the token file's path as written, or `the document's tokens`.
    let source: String
    private(set) var tokens: [String: Token] = [:]

    /// The most references a chain may follow before it is taken as a cycle's work.
    static let maximumChain = 64

    /// The tokens of a token file's root object (`json`); problems with the file itself are thrown at `field`
    /// (the document's `tokens` key).
    init(json: JSON, source: String, at field: JSONField) throws(DocumentError) {
        self.source = source
        guard case .object = json.value else {
            throw field.error("\(source) is not a token file: expected an object of groups and tokens, found \(json.kindDescription)")
        }
        collect(json, prefix: [], inherited: nil)
    }

    private mutating func collect(_ json: JSON, prefix: [String], inherited: TokenType?) {
        guard case .object(let members) = json.value else { return }
        var type = inherited
        if let declared = members.first(where: { $0.key == "$type" }), case .string(let name) = declared.value.value { type = TokenType(name: name) }
        if let value = members.first(where: { $0.key == "$value" }) {
            let name = prefix.joined(separator: ".")
            tokens[name] = Token(name: name, type: type, value: value.value)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collect(member.value, prefix: prefix + [member.key], inherited: type)
        }
    }

    /// The name inside a reference `"{motion.duration.medium2}"`, if `text` is one.
    static func referenceName(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// Where a token's value stands, for messages: `motion.tokens.json 12:7 (motion.duration.medium2)`.
    func place(of token: Token) -> String { "\(source) \(token.value.location) (\(token.name))" }

    /// The value `reference` (a token's name) stands for, chains followed, checked to be of `type`; thrown at
    /// `field` (where the document refers to it) with the token file named.
    func resolve(_ reference: String, as type: TokenType, at field: JSONField) throws(DocumentError) -> Token {
        var name = reference
        var seen: [String] = []
        while true {
            if seen.contains(name) {
                let cycle = (seen.drop { $0 != name } + [name]).map { "{\($0)}" }.joined(separator: " → ")
                throw field.error("the tokens in \(source) refer to each other in a cycle: \(cycle)")
            }
            guard let token = tokens[name] else {
                var message =
                    seen.isEmpty ? "no token {\(name)} in \(source)" : "the token {\(seen.last!)} refers to {\(name)}, which is not in \(source)"
                if let near = NearMiss.suggestion(for: name, among: tokens.keys.sorted()) { message += "; did you mean {\(near)}?" }
                throw field.error(message)
            }
            if case .string(let text) = token.value.value, let next = Self.referenceName(text) {
                guard seen.count < Self.maximumChain else {
                    throw field.error("the token {\(reference)} in \(source) starts a chain of more than \(Self.maximumChain) references")
                }
                seen.append(name)
                name = next
                continue
            }
            if let declared = token.type, declared != type {
                throw field.error("the token {\(token.name)} (\(place(of: token))) is a \(declared), and a \(type) is expected here")
            }
            return token
        }
    }
}

extension DesignTokens {
    /// The tokens a document's `tokens` key names: a token file's path, beside the document or below it, read
    /// through `files` (the document's folder, as its loader reads it; `nil`: none can be read), or an inline object.
    static func load(_ field: JSONField, files: (any DocumentFiles)?) throws(DocumentError) -> DesignTokens {
        switch field.json.value {
        case .object:
            return try DesignTokens(json: field.json, source: "the document's tokens", at: field)
        case .string(let path):
            guard !path.isEmpty else { throw field.mismatch("a token file's path, or an object of tokens") }
            let bytes = try read(path, through: files, at: field)
            field.context.tokenFile = path
            do {
                return try DesignTokens(json: try JSON.parse(bytes), source: path, at: field)
            } catch let error as JSONSyntaxError {
                throw field.error("the token file \(path) is not valid JSON: \(error.location): \(error.message)")
            } catch let error as DocumentError {
                throw error
            } catch {
                throw field.error("the token file \(path) could not be read")
            }
        default:
            throw field.mismatch("a token file's path, or an object of tokens")
        }
    }

    /// What a token file read from beside the document or below it must be, said in every refusal.
    static let confinementRule =
        "token files are read from beside the document or below it; write a path relative to its folder, such as \"motion.tokens.json\""

    /// The bytes of the token file at `path` through `files`, when `path` stays in the document's folder: token files
    /// are read from beside the document or below it, so that a document (from a pull request, a download) cannot
    /// make us read `/etc/passwd` or `../secrets.json` — no absolute path and no `..`, refused here before anything
    /// is asked; a link out of the folder is refused by the reader (`DocumentFileError.linkLeavesFolder`).
    private static func read(_ path: String, through files: (any DocumentFiles)?, at field: JSONField) throws(DocumentError) -> [UInt8] {
        guard !path.hasPrefix("/") else { throw field.error("the token file \(path) is an absolute path; \(confinementRule)") }
        guard !path.split(separator: "/").contains("..") else {
            throw field.error("the token file \(path) leaves the document's folder (..); \(confinementRule)")
        }
        guard let files else {
            throw field.error("cannot read the token file \(path): the document was decoded from bytes alone, with no folder to read it from")
        }
        do throws(DocumentFileError) {
            return try files.read(path, atMost: EffectDocument.maximumSize)
        } catch {
            switch error {
            case .linkLeavesFolder:
                throw field.error("the token file \(path) is a link to a file outside the document's folder; \(confinementRule)")
            case .unreadable(let place, let reason):
                throw field.error("cannot read the token file \(path) (looked for \(place)): \(reason)")
            }
        }
    }
}
