import Foundation

/// Where the frames of a sequence go: `NAME-0000.EXT` in the current folder, in a given folder, or by a
/// pattern with one `%0Nd` (or `%d`).
public struct FramePaths {
    public var pattern: String
    /// The widest frame number a pattern may ask for, in digits.
    static let widestNumber = 16

    public init(output: String?, name: String, format: OutputFormat) throws(ExportError) {
        let file = "\(name)-%04d.\(format.fileExtension)"
        guard let output else { pattern = file; return }
        var isFolder: ObjCBool = false
        if let range = output.range(of: #"%0?\d*d"#, options: .regularExpression) {
            // A frame number has at most 5 digits (10 000 frames); a wider field is zeros only, up to 16.
            let digits = output[range].dropFirst().dropLast()
            guard digits.count <= 3, Int(digits) ?? 0 <= Self.widestNumber else {
                throw .cannotCreateOutput(path: output, reason: "the pattern's number is at most %0\(Self.widestNumber)d wide")
            }
            pattern = output
        } else if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
            pattern = URL(fileURLWithPath: output).appendingPathComponent(file).relativePath
        } else {
            throw .cannotCreateOutput(path: output, reason: "a frame sequence needs an existing folder or a pattern with %04d")
        }
    }

    public func paths(count: Int) -> [String] {
        guard let range = pattern.range(of: #"%0?\d*d"#, options: .regularExpression) else { return Array(repeating: pattern, count: count) }
        let (head, tail) = (pattern[..<range.lowerBound], pattern[range.upperBound...])
        let width = Int(pattern[range].dropFirst().dropLast()) ?? 0
        return (0..<count).map { index in
            let number = String(index)
            return head + String(repeating: "0", count: max(0, width - number.count)) + number + tail
        }
    }
}
