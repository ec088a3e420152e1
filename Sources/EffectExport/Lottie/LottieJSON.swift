import Foundation

/// Lottie's JSON: objects with `ty` first (rlottie reads a shape's type before its other keys), then the other keys
/// in alphabetical order, so that the same effect always gives the same bytes; numbers and strings as `sample`'s JSON
/// writes them.
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
                output += SampleReport.string(key)
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
            output += SampleReport.string(text)
        case let flag as Bool:
            output += flag ? "true" : "false"
        case let integer as Int:
            output += String(integer)
        case let number as Double:
            output += number.isFinite ? SampleReport.number(number) : "0"
        default:
            output += "null"
        }
    }
}
