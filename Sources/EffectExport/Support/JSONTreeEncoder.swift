import EffectModel

/// Encodes `Encodable` values into the package's `JSON` value, so that the one JSON writer writes them: each
/// object's keys in alphabetical order, `firstKey` before the others (Lottie's `ty`, which rlottie reads before a
/// shape's other keys), so that the same value always gives the same bytes. Numbers must be finite (JSON has no
/// others); a value that encodes nothing is written as `{}`.
struct JSONTreeEncoder {
    /// The key written first in every object, if any.
    var firstKey: String?

    /// A value JSON cannot hold: a number that is not finite, a scalar of another type.
    struct Unwritable: Error, CustomStringConvertible {
        var description: String
    }

    /// `value` as JSON.
    func json(_ value: some Encodable) throws(Unwritable) -> JSON {
        let root = Node()
        do {
            try encodeValue(value, into: root, order: order)
        } catch let error as Unwritable {
            throw error
        } catch {
            // `Encodable.encode(to:)` may throw anything; what the value itself refused is said as it says it.
            throw Unwritable(description: "\(error)")
        }
        return root.json(order: order)
    }

    private var order: @Sendable (String, String) -> Bool {
        let first = firstKey
        return { a, b in (a == first ? 0 : 1, a) < (b == first ? 0 : 1, b) }
    }
}

/// What an encoder or a container holds while values are encoded into it: nothing yet (written `{}`), a scalar,
/// an object's members or an array's items. Members and items are kept in place, so that adding one copies nothing.
private final class Node {
    enum Kind {
        case empty, scalar, object, array
    }

    private(set) var kind = Kind.empty
    private var scalar = JSON.null
    private var members: [String: Node] = [:]
    private var items: [Node] = []

    func json(order: (String, String) -> Bool) -> JSON {
        switch kind {
        case .empty: .object([])
        case .scalar: scalar
        case .object: .object(members.keys.sorted(by: order).map { ($0, members[$0]!.json(order: order)) })
        case .array: .array(items.map { $0.json(order: order) })
        }
    }

    /// Makes the node an empty object or array (what a container asked for, even if nothing goes in it).
    func become(_ container: Kind) {
        guard kind != container else { return }
        (kind, members, items) = (container, [:], [])
    }

    /// The member `key` of an object node, made on first use.
    func member(_ key: String) -> Node {
        become(.object)
        if let node = members[key] { return node }
        let node = Node()
        members[key] = node
        return node
    }

    /// A new element at the end of an array node.
    func appended() -> Node {
        become(.array)
        let node = Node()
        items.append(node)
        return node
    }

    var count: Int { kind == .array ? items.count : 0 }

    func setScalar(_ json: JSON) { (kind, scalar) = (.scalar, json) }

    func setScalar(_ value: some Encodable) throws(JSONTreeEncoder.Unwritable) {
        switch value {
        case let text as String: setScalar(.string(text))
        case let flag as Bool: setScalar(.bool(flag))
        case let number as Double:
            guard number.isFinite else { throw JSONTreeEncoder.Unwritable(description: "JSON has no \(number)") }
            setScalar(.number(number))
        case let number as Int: setScalar(.number(Double(number)))
        default: throw JSONTreeEncoder.Unwritable(description: "\(type(of: value)) is no JSON scalar")
        }
    }
}

private struct TreeEncoder: Encoder {
    let node: Node
    let order: @Sendable (String, String) -> Bool
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.kind == .empty { node.become(.object) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, order: order))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.kind == .empty { node.become(.array) }
        return UnkeyedContainer(node: node, order: order)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(node: node, order: order) }
}

/// Encodes `value` into `node`: a scalar directly, anything else through its own `encode(to:)`.
private func encodeValue(_ value: some Encodable, into node: Node, order: @escaping @Sendable (String, String) -> Bool) throws {
    switch value {
    case is String, is Bool, is Double, is Int: try node.setScalar(value)
    default: try value.encode(to: TreeEncoder(node: node, order: order))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let order: @Sendable (String, String) -> Bool
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) { node.member(key.stringValue).setScalar(.null) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { try encodeValue(value, into: node.member(key.stringValue), order: order) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let member = node.member(key.stringValue)
        member.become(.object)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: member, order: order))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = node.member(key.stringValue)
        member.become(.array)
        return UnkeyedContainer(node: member, order: order)
    }
    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.member("super"), order: order) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(node: node.member(key.stringValue), order: order) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let order: @Sendable (String, String) -> Bool
    var codingPath: [any CodingKey] = []
    var count: Int { node.count }

    mutating func encodeNil() { node.appended().setScalar(.null) }
    mutating func encode(_ value: some Encodable) throws { try encodeValue(value, into: node.appended(), order: order) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let element = node.appended()
        element.become(.object)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: element, order: order))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = node.appended()
        element.become(.array)
        return UnkeyedContainer(node: element, order: order)
    }
    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.appended(), order: order) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let node: Node
    let order: @Sendable (String, String) -> Bool
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() { node.setScalar(.null) }
    mutating func encode(_ value: some Encodable) throws { try encodeValue(value, into: node, order: order) }
}
