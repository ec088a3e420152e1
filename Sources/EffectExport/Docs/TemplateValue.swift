/// What a page template reads: text (from documents, so untrusted: escaped where it lands), markup the tool made
/// itself (trusted, inserted as is in HTML text), truth values, lists and objects of named values.
public enum TemplateValue: Sendable, Equatable {
    /// Text from a document: untrusted, escaped where it lands.
    case text(String)
    /// HTML or Markdown the tool wrote (an inlined SVG of its own), never text from a document.
    case markup(String)
    /// A truth value, for `{{#if}}`.
    case bool(Bool)
    /// A list, for `{{#each}}`.
    case list([TemplateValue])
    /// Named values, read with dots (`effect.title`).
    case object([String: TemplateValue])

    /// `{{#if}}`'s truth: non-empty text, markup, lists and objects, and `true`.
    var isTruthy: Bool {
        switch self {
        case .text(let s), .markup(let s): !s.isEmpty
        case .bool(let b): b
        case .list(let l): !l.isEmpty
        case .object(let o): !o.isEmpty
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
