import Foundation

extension Guidance {
    /// The longest guidance text, in characters: a sentence or two, as design systems write them.
    public static let maximumTextLength = 600
    /// The longest category name.
    public static let maximumCategoryLength = 40

    /// The document's top-level guidance keys, each checked where it stands.
    init(_ object: JSONObjectReader) throws(DocumentError) {
        func examples(_ key: String) throws(DocumentError) -> [Example] {
            try object.optional(key) { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in
                    if case .string = item.json.value { return Example(try Self.text(item)) }
                    let example = try item.object()
                    let result = Example(
                        try Self.text(try example.required("text")),
                        effect: try example.optional("effect") { field throws(DocumentError) in try Self.effectName(field) })
                    example.rejectUnknownKeys("in a \(key) example (text, and an optional effect that shows it)")
                    return result
                }
            } ?? []
        }
        category = try object.optional("category") { field throws(DocumentError) in try Self.text(field, atMost: Self.maximumCategoryLength) }
        usage = try object.optional("usage") { field throws(DocumentError) in try Self.text(field) }
        avoid = try object.optional("avoid") { field throws(DocumentError) in try Self.text(field) }
        dos = try examples("do")
        donts = try examples("dont")
        related =
            try object.optional("related") { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in
                    let relation = try item.object()
                    let result = Relation(
                        effect: try Self.effectName(try relation.required("effect")),
                        kind: try relation.required("as").oneOf(Relation.Kind.self))
                    relation.rejectUnknownKeys("in a related effect (effect, and as: fix, pitfall, alternative or variant)")
                    return result
                }
            } ?? []
        platforms =
            try object.optional("platforms") { field throws(DocumentError) in
                try Self.platformNotes(field)
            } ?? []
        reducedMotion = try object.optional("reducedMotion") { field throws(DocumentError) in
            switch try field.string() {
            case "none": .none
            case "fade": .fade
            default: .effect(try Self.effectName(field))
            }
        }
    }

    /// A guidance text: not blank, at most `limit` characters.
    private static func text(_ field: JSONField, atMost limit: Int = Guidance.maximumTextLength) throws(DocumentError) -> String {
        let text = try EffectDocument.text(field, atMost: limit)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw field.mismatch("a text") }
        return text
    }

    /// The name of another effect (1 to 64 characters a-z, 0-9 and -).
    private static func effectName(_ field: JSONField) throws(DocumentError) -> String {
        let name = try field.string()
        guard EffectDocument.isValidName(name) else { throw field.mismatch("an effect's name (1 to 64 characters a-z, 0-9 and -)") }
        return name
    }

    /// `platforms`: a note a platform (iOS, Android, web), in the document's order.
    private static func platformNotes(_ field: JSONField) throws(DocumentError) -> [(platform: Platform, note: String)] {
        let notes = try field.object()
        guard case .object(let members) = field.json.value else { throw field.mismatch("an object of platform notes") }
        var result: [(platform: Platform, note: String)] = []
        for member in members {
            let note = try notes.required(member.key)
            guard let platform = Platform(rawValue: member.key) else {
                throw note.error("no platform is called \"\(member.key)\"; the platforms are iOS, Android and web")
            }
            result.append((platform, try Self.text(note)))
        }
        return result
    }

    /// Writes the keys into a document's object, in the reference's order.
    func write(into object: inout JSONObjectWriter) {
        func examples(_ list: [Example]) -> JSON {
            .array(list.map { $0.effect == nil ? $0.text.json : .object([("text", $0.text.json), ("effect", $0.effect!.json)]) })
        }
        object.add("category", category)
        object.add("usage", usage)
        object.add("avoid", avoid)
        if !dos.isEmpty { object.add("do", examples(dos)) }
        if !donts.isEmpty { object.add("dont", examples(donts)) }
        if !related.isEmpty { object.add("related", .array(related.map { .object([("effect", $0.effect.json), ("as", $0.kind.json)]) })) }
        if !platforms.isEmpty { object.add("platforms", .object(platforms.map { ($0.platform.rawValue, $0.note.json) })) }
        object.add("reducedMotion", reducedMotion.map { $0.text.json })
    }
}
