import Foundation

/// The package's `Templates/` folder, where the seed effects' documents are.
public enum Templates {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// The document file of the template `name`.
    public static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).json") }
}
