import Foundation

/// Lottie's JSON: objects with `ty` first (rlottie reads a shape's type before its other keys), then the other keys
/// in alphabetical order, so that the same effect always gives the same bytes; numbers as short as they round-trip.
enum LottieJSON {
    static func encode(_ value: Any) -> [UInt8] {
        var output = ""
        write(value, into: &output)
        return Array(output.utf8)
    }

    private static func write(_ value: Any, into output: inout String) {
        switch value {
        case let object as [String: Any]:
            output += "{"
            for (i, key) in object.keys.sorted(by: { ($0 == "ty" ? 0 : 1, $0) < ($1 == "ty" ? 0 : 1, $1) }).enumerated() {
                if i > 0 { output += "," }
                string(key, into: &output)
                output += ":"
                write(object[key]!, into: &output)
            }
            output += "}"
        case let array as [Any]:
            output += "["
            for (i, item) in array.enumerated() {
                if i > 0 { output += "," }
                write(item, into: &output)
            }
            output += "]"
        case let text as String:
            string(text, into: &output)
        case let flag as Bool:
            output += flag ? "true" : "false"
        case let integer as Int:
            output += String(integer)
        case let number as Double:
            output += number.isFinite ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) : "0"
        default:
            output += "null"
        }
    }

    private static func string(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}": output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
