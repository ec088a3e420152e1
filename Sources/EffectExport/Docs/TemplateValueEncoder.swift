/// A page's values as a type: an `Encodable` value read by a template by its property names. Strings are text (escaped
/// where they land), `Markup` is markup, `Bool` a truth value, arrays lists, structs objects; `nil` is empty text, so
/// that `{{#if}}` reads it as false and `{{ name }}` as nothing.
extension TemplateValue {
    /// The template value of `value`'s properties.
    init(encoding value: some Encodable) {
        let node = TemplateNode()
        // Our encoder never throws: every value has a template form.
        do { try value.encode(to: TemplateEncoder(node: node)) } catch { preconditionFailure("\(error)") }
        self = node.value
    }
}

/// Markup the tool made itself (an inlined SVG), inserted as is in HTML text: `TemplateValue.markup`.
struct Markup: Encodable {
    let text: String
    func encode(to encoder: any Encoder) throws {
        guard let encoder = encoder as? TemplateEncoder else { return try text.encode(to: encoder) }
        encoder.node.value = .markup(text)
    }
}

/// Where an encoded value lands.
private final class TemplateNode {
    var value: TemplateValue = .text("")
}

private struct TemplateEncoder: Encoder {
    let node: TemplateNode
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.value {} else { node.value = .object([:]) }
        return KeyedEncodingContainer(Keyed(node: node))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.value = .list([])
        return Unkeyed(node: node)
    }
    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node) }

    /// The template value of one value: text, a truth value, or what its own `encode(to:)` writes.
    static func value(of value: some Encodable) throws -> TemplateValue {
        switch value {
        case let text as String: return .text(text)
        case let truth as Bool: return .bool(truth)
        default:
            let node = TemplateNode()
            try value.encode(to: TemplateEncoder(node: node))
            return node.value
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: TemplateNode
        var codingPath: [any CodingKey] { [] }
        func set(_ value: TemplateValue, _ key: Key) {
            guard case .object(var object) = node.value else { return }
            object[key.stringValue] = value
            node.value = .object(object)
        }
        mutating func encodeNil(forKey key: Key) throws { set(.text(""), key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws { set(try TemplateEncoder.value(of: value), key) }
        mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
            set(try value.map(TemplateEncoder.value(of:)) ?? .text(""), key)
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { set(.text(value ?? ""), key) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { set(.bool(value ?? false), key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { set(.text(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.text(String(value)), key) }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            preconditionFailure("a page's values nest through their own types")
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("a page's values nest through their own types")
        }
        mutating func superEncoder() -> any Encoder { preconditionFailure("a page's values have no superclass") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("a page's values have no superclass") }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: TemplateNode
        var codingPath: [any CodingKey] { [] }
        var count: Int { if case .list(let list) = node.value { list.count } else { 0 } }
        func append(_ value: TemplateValue) {
            guard case .list(var list) = node.value else { return }
            list.append(value)
            node.value = .list(list)
        }
        mutating func encodeNil() throws { append(.text("")) }
        mutating func encode(_ value: some Encodable) throws { append(try TemplateEncoder.value(of: value)) }
        mutating func encode(_ value: Bool) throws { append(.bool(value)) }
        mutating func encode(_ value: String) throws { append(.text(value)) }
        mutating func encode(_ value: Double) throws { append(.text(String(value))) }
        mutating func encode(_ value: Float) throws { append(.text(String(value))) }
        mutating func encode(_ value: Int) throws { append(.text(String(value))) }
        mutating func encode(_ value: Int8) throws { append(.text(String(value))) }
        mutating func encode(_ value: Int16) throws { append(.text(String(value))) }
        mutating func encode(_ value: Int32) throws { append(.text(String(value))) }
        mutating func encode(_ value: Int64) throws { append(.text(String(value))) }
        mutating func encode(_ value: UInt) throws { append(.text(String(value))) }
        mutating func encode(_ value: UInt8) throws { append(.text(String(value))) }
        mutating func encode(_ value: UInt16) throws { append(.text(String(value))) }
        mutating func encode(_ value: UInt32) throws { append(.text(String(value))) }
        mutating func encode(_ value: UInt64) throws { append(.text(String(value))) }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            preconditionFailure("a page's lists hold their own types")
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("a page's lists hold their own types") }
        mutating func superEncoder() -> any Encoder { preconditionFailure("a page's values have no superclass") }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: TemplateNode
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil() throws { node.value = .text("") }
        mutating func encode(_ value: some Encodable) throws { node.value = try TemplateEncoder.value(of: value) }
        mutating func encode(_ value: Bool) throws { node.value = .bool(value) }
        mutating func encode(_ value: String) throws { node.value = .text(value) }
        mutating func encode(_ value: Double) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: Float) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: Int) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: Int8) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: Int16) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: Int32) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: Int64) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: UInt) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: UInt8) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: UInt16) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: UInt32) throws { node.value = .text(String(value)) }
        mutating func encode(_ value: UInt64) throws { node.value = .text(String(value)) }
    }
}
