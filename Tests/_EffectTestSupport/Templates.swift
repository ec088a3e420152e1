import Foundation

/// The package's `Templates/` folder, where the seed effects' documents are.
package enum Templates {
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// The document file of the template `name`.
    package static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).json") }
}
