import EffectExport
import EffectModel
import Foundation

/// Everything the preview serves at one moment, built whole before it replaces the last: the pages, each effect's
/// files, and the problems of documents that do not read now (whose last good build stays).
struct PreviewContent: Sendable {
    /// Counts builds, from 1; a page asks for its files with it, and knows from it that they changed.
    var version = 0
    /// The effects shown, in the order named.
    var effects: [PreviewEffect] = []
    /// The located problems of the documents that do not read (or cannot play) now.
    var problems: [Problem] = []
    /// Every file a shown effect was read from: documents and the token files they name.
    var inputs: Set<String> = []

    /// One problem of a document, as the page's overlay shows it.
    struct Problem: Codable, Sendable, Equatable {
        var file: String
        var line: Int?
        var column: Int?
        /// The JSON path: `layers[0].animations[1].duration`.
        var path: String
        /// What was expected and what was found, with the hint when there is one.
        var message: String

        init(_ error: DocumentError, file: String) {
            self.file = error.file ?? file
            line = error.location?.line
            column = error.location?.column
            path = error.path.description
            message = error.message
        }

        init(file: String, message: String) {
            self.file = file
            path = "$"
            self.message = message
        }
    }

    /// `state.json` and the data of each `update` event: the version, the effects and the problems.
    var state: String {
        struct Listed: Encodable {
            var slug: String
            var title: String
        }
        struct State: Encodable {
            var version: Int
            var effects: [Listed]
            var problems: [Problem]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let state = State(version: version, effects: effects.map { Listed(slug: $0.slug, title: $0.model.title) }, problems: problems)
        return (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
