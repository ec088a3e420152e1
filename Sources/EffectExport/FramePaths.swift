import Foundation

/// Where the frames of a sequence go: `NAME-0000.EXT` in the current folder, in a given folder, or by a
/// pattern with one `%0Nd` (or `%d`).
public struct FramePaths {
    public var pattern: String

    public init(output: String?, name: String, format: OutputFormat) throws(ExportError) {
        let file = "\(name)-%04d.\(format.fileExtension)"
        guard let output else { pattern = file; return }
        var isFolder: ObjCBool = false
        if output.range(of: #"%0?\d*d"#, options: .regularExpression) != nil {
            pattern = output
        } else if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
            pattern = URL(fileURLWithPath: output).appendingPathComponent(file).relativePath
        } else {
            throw .cannotCreateOutput(path: output, reason: "a frame sequence needs an existing folder or a pattern with %04d")
        }
    }

    public func paths(count: Int) -> [String] {
        (0..<count).map { index in
            guard let range = pattern.range(of: #"%0?\d*d"#, options: .regularExpression) else { return pattern }
            let spec = pattern[range].dropFirst().dropLast()
            let width = Int(spec) ?? 0
            let number = String(index)
            let padded = String(repeating: "0", count: max(0, width - number.count)) + number
            return pattern.replacingCharacters(in: range, with: padded)
        }
    }
}
