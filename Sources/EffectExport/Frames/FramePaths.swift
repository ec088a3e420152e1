import EffectFiles
import EffectModel
import Foundation

/// Where the frames of a sequence go: `NAME-0000.EXT` in the current folder, in a given folder, or by a
/// pattern with one `%0Nd` (or `%d`).
public struct FramePaths {
    /// The path of frame 0, with one `%0Nd` (or `%d`) where the frame number goes.
    public var pattern: String
    /// The widest frame number a pattern may ask for, in digits.
    static let widestNumber = 16

    /// The paths for `--output` (`nil`: `NAME-0000.EXT` in the current folder; a folder: the same name in it; else a pattern).
    ///
    /// - Throws: ``ExportError/cannotCreateOutput(path:reason:)`` for a pattern with more than one number field or too wide a field.
    public init(output: String?, name: String, format: OutputFormat) throws(ExportError) {
        let file = "\(name)-%04d.\(format.fileExtension)"
        guard let output else {
            pattern = file
            return
        }
        var info = stat()
        if let range = Self.numberField(in: output) {
            // A frame number has at most 5 digits (10 000 frames); a wider field is zeros only, up to 16.
            let digits = output[range].dropFirst().dropLast()
            guard digits.count <= 3, Int(digits) ?? 0 <= Self.widestNumber else {
                throw .cannotCreateOutput(path: output, reason: "the pattern's number is at most %0\(Self.widestNumber)d wide")
            }
            pattern = output
        } else if output.hasSuffix("/") || (SystemPath.withCString(output, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR) {
            pattern = URL(fileURLWithPath: output).appendingPathComponent(file).relativePath
        } else {
            throw .cannotCreateOutput(path: output, reason: "a frame sequence needs an existing folder or a pattern with %04d")
        }
    }

    /// The first `%d` or `%0Nd` of `text`: `%`, digits, `d`.
    static func numberField(in text: String) -> Range<String.Index>? {
        var start = text.startIndex
        while let percent = text[start...].firstIndex(of: "%") {
            let rest = text[text.index(after: percent)...]
            let end = rest.firstIndex { !(48...57).contains($0.asciiValue ?? 0) } ?? rest.endIndex
            if end < rest.endIndex, rest[end] == "d" { return percent..<rest.index(after: end) }
            start = text.index(after: percent)
        }
        return nil
    }

    /// The paths of frames 0 to `count − 1`.
    public func paths(count: Int) -> [String] {
        guard let range = Self.numberField(in: pattern) else { return Array(repeating: pattern, count: count) }
        let (head, tail) = (pattern[..<range.lowerBound], pattern[range.upperBound...])
        let width = Int(pattern[range].dropFirst().dropLast()) ?? 0
        return (0..<count).map { index in
            let number = String(index)
            return head + String(repeating: "0", count: max(0, width - number.count)) + number + tail
        }
    }
}
