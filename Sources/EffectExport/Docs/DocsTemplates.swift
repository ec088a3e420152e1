import Foundation

/// The docs site's templates and assets (`Templates/docs/`), each replaceable by a file of the same name in a
/// theme folder.
public struct DocsTemplates: Sendable {
    /// The files a theme folder may replace.
    public static let fileNames = ["index.html", "index.md", "effect.html", "effect.md", "tokens.html", "style.css", "player.js", "gallery.js"]

    let gallery: PageTemplate
    let galleryMarkdown: PageTemplate
    let effect: PageTemplate
    let effectMarkdown: PageTemplate
    let tokens: PageTemplate
    /// Copied as they are.
    let assets: [(name: String, bytes: [UInt8])]
    /// A hash of every file's bytes: a new theme re-writes every page.
    let fingerprint: UInt64

    /// Reads the templates from the first of `folders` that has them, each overridden by `theme`'s file of the same name.
    public init(folders: [URL], theme: URL?) throws(ExportError) {
        guard
            let base = folders.map({ $0.appendingPathComponent("docs") })
                .first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("effect.html").path) })
        else {
            throw .cannotCreateOutput(path: "docs", reason: "the page templates (Templates/docs/) are not installed beside effect-export")
        }
        var files: [String: (path: String, bytes: [UInt8])] = [:]
        for name in Self.fileNames {
            let themed = try theme.flatMap { folder throws(ExportError) in try Self.themeFile(name, in: folder) }
            let url = themed ?? base.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .template(TemplateError(file: url.path, line: 0, message: "cannot be read"))
            }
            files[name] = (url.path, Array(data))
        }
        func template(_ name: String, _ kind: PageTemplate.Kind) throws(ExportError) -> PageTemplate {
            let file = files[name]!
            do {
                return try PageTemplate(String(decoding: file.bytes, as: UTF8.self), name: file.path, kind: kind)
            } catch {
                throw .template(error)
            }
        }
        gallery = try template("index.html", .html)
        galleryMarkdown = try template("index.md", .markdown)
        effect = try template("effect.html", .html)
        effectMarkdown = try template("effect.md", .markdown)
        tokens = try template("tokens.html", .html)
        assets = ["style.css", "player.js", "gallery.js"].map { ($0, files[$0]!.bytes) }
        fingerprint = FNV1a.hash(Self.fileNames.flatMap { files[$0]!.bytes })
    }

    /// The largest theme file read.
    static let maximumThemeFileSize = 16 << 20

    /// The theme's file `name`, or `nil` when it has none. A theme may come from a downloaded archive: its files
    /// are read only as regular files inside its folder — a link (anywhere), a FIFO or a device is refused.
    static func themeFile(_ name: String, in folder: URL) throws(ExportError) -> URL? {
        let url = folder.appendingPathComponent(name)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard info.st_size <= maximumThemeFileSize else {
                throw .template(TemplateError(file: url.path, line: 0, message: "is larger than \(maximumThemeFileSize >> 20) MiB"))
            }
            return url
        case S_IFLNK:
            throw .template(
                TemplateError(file: url.path, line: 0, message: "is a symbolic link; a theme's files must be regular files inside its folder"))
        default:
            throw .template(TemplateError(file: url.path, line: 0, message: "is not a regular file"))
        }
    }
}
