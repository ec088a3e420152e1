import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// Every template in `Templates/`: golden frames at a quarter, half and three quarters of its duration
/// (scale 2). (Each in every file format: `FrameExportTests`.)
@Suite struct TemplateGoldenTests {
    static let suite = "Templates"
    static let folder = Templates.folder
    let goldens = GoldenImage()

    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    static func document(_ name: String) throws -> EffectDocument {
        try EffectDocument(contentsOf: folder.appendingPathComponent("\(name).json"))
    }

    /// `name@milliseconds` for each template at ¼, ½ and ¾ of its duration.
    static let frames: [String] = names.flatMap { name -> [String] in
        guard let duration = try? document(name).effectiveDuration else { return [] }
        return [0.25, 0.5, 0.75].map { "\(name)@\(Int(($0 * duration * 1000).rounded()))ms" }
    }

    @Test(arguments: frames)
    func framesLookLikeTheReference(_ frame: String) throws {
        let parts = frame.split(separator: "@")
        let (name, milliseconds) = (String(parts[0]), Double(parts[1].dropLast(2))!)
        let failure = try goldens.verifyFrame(of: try Self.document(name), at: milliseconds / 1000, suite: Self.suite, name: frame)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    @Test func everyReferenceHasAFrameAndEverySeedTemplateExists() {
        #expect(goldens.orphans(suite: Self.suite, names: Set(Self.frames)) == [])
        let seeds = [
            "ripple-contained", "ripple-outlined", "ripple-text", "ripple-mdc", "ripple-rapid-taps", "tap-highlight",
            "floating-button", "wave-pulse", "gradient-pitfall", "gradient-fixed",
        ]
        #expect(Set(seeds).isSubset(of: Set(Self.names)))
        #expect(Self.frames.count == 3 * Self.names.count)
    }
}
