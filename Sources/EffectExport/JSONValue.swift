/// A JSON value whose objects keep their keys in the order given, written as `sample`'s JSON writes numbers and
/// strings (the shortest text that reads back as the same Double; control characters escaped).
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Indented two spaces a level; arrays of numbers and strings on one line.
    var text: String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private var isFlat: Bool {
        switch self {
        case .object(let members): members.isEmpty
        case .array(let items):
            items.allSatisfy { if case .object = $0 { false } else if case .array(let inner) = $0 { inner.isEmpty } else { true } }
        default: true
        }
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (i, (key, value)) in members.enumerated() {
                output += inner + SampleReport.string(key) + ": "
                value.write(into: &output, indent: inner)
                output += i < members.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        case .array(let items):
            if isFlat {
                output += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { output += ", " }
                    item.write(into: &output, indent: indent)
                }
                output += "]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (i, item) in items.enumerated() {
                output += inner
                item.write(into: &output, indent: inner)
                output += i < items.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case .string(let text): output += SampleReport.string(text)
        case .number(let number): output += SampleReport.number(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }
}
