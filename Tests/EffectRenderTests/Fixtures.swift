import EffectEngine
import EffectExport
import EffectModel
import Foundation
import _EffectTestSupport

/// The feature fixtures: one small effect document per rendering feature, in `Fixtures/`.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture's name (its file name without `.json`), sorted.
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).json") }

    static func document(_ name: String) throws -> EffectDocument {
        try EffectDocument(contentsOf: url(name))
    }

    /// Fixtures whose PDF must keep these strings as extractable text.
    static let texts: [String: [String]] = [
        "text-alignment": ["Left aligned", "Centred", "Right", "second line"],
        "text-hangul": ["물결 버튼", "Button"],
    ]
}

extension GoldenImage {
    /// Renders `document` at `t` seconds (scale 2) and compares it with the reference `suite/name`.
    func verifyFrame(of document: EffectDocument, at t: Double, suite: String, name: String) throws -> String? {
        let scene = try FrameRenderer.scene(document)
        let png = try FrameRenderer(scale: 2).render(Sampler(scene: scene).layers(at: t), canvas: scene.canvas, title: name, as: .png)
        return verify(png, suite: suite, name: name)
    }
}
