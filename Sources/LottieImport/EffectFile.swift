import EffectModel
import Foundation

/// A file an `EFFECT` names, whatever it holds: a Lottie or dotLottie file, recognised by its content, else an
/// effect document. The one place the command line and the preview read one.
public enum EffectFile {
    /// The report of `bytes`, read from `path` (`nil`: standard input), its problems located in that file; the
    /// files an effect document names come from `files`, its folder as the loader reads it (`nil`: none can be read).
    public static func check(_ bytes: [UInt8], file path: String?, files: (any DocumentFiles)? = nil) -> DocumentReport {
        let fileName = path.map { String($0[($0.lastIndex(of: "/").map { $0 } ?? $0.startIndex)...].drop { $0 == "/" }) } ?? "stdin"
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) }.flatMap { $0.isEmpty ? nil : $0 } ?? fileName
        var report =
            LottieImport.check(bytes, defaultName: stem, besideFile: path.map(besideFile) ?? { _ in nil })
            ?? (path.map { EffectDocument.check(json: bytes, file: $0, files: files) }
                ?? EffectDocument.check(json: bytes, defaultName: "stdin", files: files))
        for i in report.errors.indices { report.errors[i].file = path ?? "standard input" }
        for i in report.warnings.indices { report.warnings[i].file = path ?? "standard input" }
        return report
    }

    /// Reads a file named relative to `path`'s folder: a regular file of at most `LottieAssets.maximumImageFile`
    /// bytes, nil otherwise. (Names are checked to stay in the folder before they get here.)
    private static func besideFile(of path: String) -> (String) -> [UInt8]? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return { name in
            let url = folder.appendingPathComponent(name)
            guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]), values.isRegularFile == true,
                (values.fileSize ?? .max) <= LottieAssets.maximumImageFile
            else { return nil }
            return try? Array(Data(contentsOf: url))
        }
    }
}
