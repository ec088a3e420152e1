import Foundation

/// The feature fixtures: one small effect document per rendering feature, in `Tests/EffectRenderTests/Fixtures/`.
package enum Fixtures {
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EffectRenderTests").appendingPathComponent("Fixtures")

    /// Every fixture's name (its file name without `.json`), sorted.
    package static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    /// The document file of the fixture `name`.
    package static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).json") }

    /// Fixtures whose PDF must keep these strings as extractable text.
    package static let texts: [String: [String]] = [
        "text-alignment": ["Left aligned", "Centred", "Right", "second line"],
        "text-hangul": ["물결 버튼", "Button"],
    ]
}
