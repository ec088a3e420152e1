import EffectModel
@testable import EffectEngine
import Foundation
import Testing

/// Every input the fuzzer (`make fuzz`) once choked on, decoded and run as the fuzz target runs it:
/// a document or located problems, and a clock that stops.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test(arguments: inputs)
    func decodesOrReportsAndTheClockStops(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let report = EffectDocument.check(json: bytes)
        #expect(report.document != nil || !report.errors.isEmpty)
        if let document = report.document {
            let scene = try Scene(document: document, horizon: min(document.effectiveDuration, 5))
            #expect(scene.duration == document.effectiveDuration)
        }
    }

    @Test func thereAreRegressions() {
        #expect(!Self.inputs.isEmpty)
    }
}
