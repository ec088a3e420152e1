/// Renumbers the ids Cairo's SVG surface takes from process-wide counters (`surfaceN`, `imageN`), in order
/// of first appearance, so that a file's bytes do not depend on what the process drew before it.
///
/// Only `id="…"` attributes and `#…` references are touched, never base64 image data (which has neither
/// quotes nor `#`).
enum SVGIdentifiers {
    static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[UInt8]: Int] = [:]
        var i = 0
        while i < svg.count {
            let byte = svg[i]
            // An id starts after `id="` or `#`.
            let startsReference = byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "\"") && i >= 3 && svg[i - 3..<i].elementsEqual("id=".utf8))
            output.append(byte)
            i += 1
            guard startsReference else { continue }
            for prefix in prefixes where svg[i...].starts(with: prefix) {
                var end = i + prefix.count
                while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9") { end += 1 }
                guard end > i + prefix.count else { break }
                let name = Array(svg[i..<end])
                let number =
                    numbers[name]
                    ?? {
                        let next = numbers.keys.filter { $0.starts(with: prefix) }.count + 1
                        numbers[name] = next
                        return next
                    }()
                output += prefix
                output += Array(String(number).utf8)
                i = end
                break
            }
        }
        return output
    }
}
