import EffectModel
import Foundation

extension EffectDocument {
    /// Checks a file: every problem, each with the file's path as given; its token file is read from the file's
    /// folder (`DocumentFolder`). A pipe or a device is read as a stream (`validate <(git show main:ripple.json)`),
    /// at most `maximumSize` bytes.
    public static func check(contentsOf url: URL) -> DocumentReport {
        check(file: url.relativePath)
    }

    /// Checks the file at `path` (bytes as `SystemPath` carries them), as `check(contentsOf:)`.
    public static func check(file path: String) -> DocumentReport {
        do throws(InputFile.Failure) {
            return check(json: try InputFile(reading: path, atMost: maximumSize).bytes, file: path, files: DocumentFolder(besideFile: path))
        } catch {
            return DocumentReport(document: nil, errors: [DocumentError(unreadable: path, error)], warnings: [])
        }
    }

    /// Checks UTF-8 JSON text whose token file is read relative to `folder` (`nil`: the current folder).
    public static func check(json bytes: [UInt8], defaultName: String = "effect", folder: URL?) -> DocumentReport {
        check(json: bytes, defaultName: defaultName, files: DocumentFolder(folder))
    }

    /// Reads a document from a file; the first problem is thrown, with the file's path.
    public init(contentsOf url: URL) throws(DocumentError) {
        let report = EffectDocument.check(contentsOf: url)
        guard let document = report.document else { throw report.errors[0] }
        self = document
    }

    /// Decodes a document from UTF-8 JSON text whose token file is read relative to `folder` (`nil`: the current
    /// folder). `defaultName` is used when the document has no `name`.
    public init(json bytes: [UInt8], defaultName: String = "effect", folder: URL?) throws(DocumentError) {
        try self.init(json: bytes, defaultName: defaultName, files: DocumentFolder(folder))
    }

    /// Where a document's token file is: `path` relative to `base` (the document's folder; `nil`: the current folder).
    /// A document whose token file is absolute or leaves its folder does not load.
    public static func tokenFileURL(_ path: String, base: URL?) -> URL {
        (base ?? URL(fileURLWithPath: ".")).appendingPathComponent(path)
    }

    /// The token file a document's UTF-8 JSON text names in its `tokens` key (`"tokens/material3.tokens.json"`,
    /// relative to `base`, as `tokenFileURL(_:base:)` places it); `nil` when the text is not JSON or names no file
    /// (no tokens, or an inline object of them).
    public static func tokenFileURL(of bytes: [UInt8], base: URL?) -> URL? {
        guard case .object(let members)? = try? JSON.parse(bytes).value,
            case .string(let path)? = members.last(where: { $0.key == "tokens" })?.value.value
        else { return nil }
        return tokenFileURL(path, base: base)
    }
}

extension DocumentError {
    /// The document at `file` could not be read (`failure`): too large, a folder, unreadable.
    public init(unreadable file: String, _ failure: InputFile.Failure) {
        let limit = EffectDocument.maximumSize >> 20
        let message =
            switch failure {
            case .tooLarge(let size?, _): "the document is \(size) bytes, more than the \(limit) MiB a document may have"
            case .tooLarge(nil, _): "the document holds more than the \(limit) MiB a document may have"
            default: "cannot read the file: \(failure)"
            }
        self.init(file: file, location: nil, path: .root, message: message)
    }
}
