import EffectExport
import Foundation

/// The preview's page, script and style (`Templates/preview/`): one page for every view, which the script fills from
/// what the server built (`state.json`, each effect's `model.json` and `spec.json`).
public struct PreviewAssets: Sendable {
    /// `page.html`, with `{{ view }}` and `{{ effects }}` to fill.
    let pageTemplate: String
    let script: [UInt8]
    let style: [UInt8]

    public static let fileNames = ["page.html", "preview.js", "preview.css"]

    /// Why the assets are missing: the file not found in any template folder.
    public struct Missing: Error, CustomStringConvertible {
        public var file: String
        public var description: String { "the preview's \(file) is in no template folder (Templates/preview/); reinstall effect-export" }
    }

    /// The assets from the first of `folders` (template folders) that has `preview/`.
    public init(folders: [URL]) throws(Missing) {
        var found: [String: [UInt8]] = [:]
        for name in Self.fileNames {
            let bytes = folders.lazy.compactMap { try? Data(contentsOf: $0.appendingPathComponent("preview/\(name)")) }.first
            guard let bytes else { throw Missing(file: name) }
            found[name] = Array(bytes)
        }
        pageTemplate = String(decoding: found["page.html"]!, as: UTF8.self)
        script = found["preview.js"]!
        style = found["preview.css"]!
    }

    /// What a page shows.
    enum PageKind: String {
        case index, effect, compare
    }

    /// The page for `kind` showing `slugs` (letters, digits, `-` and `_` only: nothing to escape).
    func page(_ kind: PageKind, slugs: [String]) -> [UInt8] {
        precondition(slugs.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
        return Array(
            pageTemplate.replacingOccurrences(of: "{{ view }}", with: kind.rawValue).replacingOccurrences(
                of: "{{ effects }}", with: slugs.joined(separator: " ")
            )
            .utf8)
    }
}
