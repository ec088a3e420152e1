import EffectModel

/// A value of a Lottie file with its JSON path, read leniently as players read the format: a member that is
/// missing or of another kind reads as absent, and only what cannot be drawn at all is an error.
struct LottieNode {
    let json: JSON
    let path: JSONPath

    /// The member `key`, when the value is an object that has it.
    subscript(key: String) -> LottieNode? {
        guard case .object(let members) = json.value, let member = members.last(where: { $0.key == key }) else { return nil }
        return LottieNode(json: member.value, path: path / key)
    }

    /// The elements, when the value is an array (empty otherwise).
    var elements: [LottieNode] {
        guard case .array(let items) = json.value else { return [] }
        return items.enumerated().map { LottieNode(json: $1, path: path / $0) }
    }

    /// Whether the value is an array.
    var isArray: Bool { if case .array = json.value { true } else { false } }
    /// Whether the value is an object.
    var isObject: Bool { if case .object = json.value { true } else { false } }

    /// The number, a boolean as 0 or 1, or the first number of an array (`[50]` for 50).
    var number: Double? {
        switch json.value {
        case .number(let n): n.isFinite ? n : nil
        case .bool(let b): b ? 1 : 0
        case .array(let items): items.first.flatMap { LottieNode(json: $0, path: path).number }
        default: nil
        }
    }

    /// The numbers of an array, or a number as one.
    var numbers: [Double]? {
        switch json.value {
        case .number(let n): return n.isFinite ? [n] : nil
        case .array(let items):
            var result: [Double] = []
            for item in items {
                guard case .number(let n) = item.value, n.isFinite else { return nil }
                result.append(n)
            }
            return result
        default: return nil
        }
    }

    /// The string, when it is one.
    var string: String? { if case .string(let s) = json.value { s } else { nil } }

    /// A problem at this value.
    func error(_ message: String) -> DocumentError {
        DocumentError(location: json.location, path: path, message: message)
    }
}
