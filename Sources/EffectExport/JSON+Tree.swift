import EffectModel

extension JSON {
    /// A tree of `[String: Any]` objects, arrays, strings, booleans, integers and finite numbers (what Lottie and the
    /// tokens file are built as) as JSON: each object's keys in alphabetical order, `firstKey` before the others
    /// (Lottie's `ty`, which rlottie reads before a shape's other keys), so that the same tree always gives the same
    /// bytes. Anything else in the tree is a bug in whoever built it, stopped here rather than written as something else.
    static func sortingKeys(of tree: Any, first firstKey: String? = nil) -> JSON {
        switch tree {
        case let object as [String: Any]:
            .object(
                object.keys.sorted { ($0 == firstKey ? 0 : 1, $0) < ($1 == firstKey ? 0 : 1, $1) }.map {
                    ($0, sortingKeys(of: object[$0]!, first: firstKey))
                })
        case let array as [Any]: .array(array.map { sortingKeys(of: $0, first: firstKey) })
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let integer as Int: .number(Double(integer))
        case let number as Double: .number(number)  // stops on a non-finite number: JSON has none
        default: preconditionFailure("a value of type \(type(of: tree)) has no JSON form")
        }
    }
}
