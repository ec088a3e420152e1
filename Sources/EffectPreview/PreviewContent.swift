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
    /// What the documents that read say as warnings (`"duration": 500`: 500 s, did you mean 500 ms?): shown beside
    /// the playing effect, which plays as written.
    var warnings: [Problem] = []
    /// Every file a shown effect was read from: documents and the token files they name.
    var inputs: Set<String> = []

    /// One problem of a document, as the page's overlay shows it.
    struct Problem: Sendable, Equatable {
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
            path = JSONPath.root.description
            self.message = message
        }

        var json: JSON {
            .object([
                ("file", .string(file)), ("line", line.map { .number(Double($0)) } ?? .null), ("column", column.map { .number(Double($0)) } ?? .null),
                ("path", .string(path)), ("message", .string(message)),
            ])
        }
    }

    /// `state.json` and the data of each `update` event: the effects (each with the builds of its model and its review: key frames and curves), the
    /// problems and the version.
    var state: String {
        JSON.object([
            (
                "effects",
                .array(
                    effects.map {
                        .object([
                            ("slug", .string($0.slug)), ("file", .string($0.file)), ("title", .string($0.model.title)),
                            ("model", .number(Double($0.model.version))),
                            ("review", $0.review.map { .number(Double($0.version)) } ?? .null),
                        ])
                    })
            ),
            ("problems", .array(problems.map(\.json))), ("warnings", .array(warnings.map(\.json))),
            ("version", .number(Double(version))),
        ]).compactText
    }
}
