import EffectEngine
import EffectModel
import Testing
import _EffectTestSupport

@testable import EffectExport

/// What `effect-export sample` prints: every animated key path as JSON, null outside the tree.
@Suite struct SampleReportTests {
    static let document = SampleDocuments.boxAndStill

    func sampler() throws -> Sampler {
        Sampler(scene: try Scene(document: try EffectDocument(json: Array(Self.document.utf8))))
    }

    @Test func reportPrintsEveryAnimatedKeyPathAsJSON() throws {
        let report = SampleReport(effect: "sample-test", sampler: try sampler(), times: [0, 0.25, 2])
        let easeIn = TimingFunction.easeIn.value(at: 0.5)
        #expect(
            report.json == """
                {
                  "effect": "sample-test",
                  "times": [0, 0.25, 2],
                  "layers": {
                    "box": {
                      "position": [[10, 10], [30, 20], [10, 10]],
                      "opacity": [0, \(easeIn), 1]
                    }
                  }
                }

                """)
    }

    @Test func reportFiltersByLayerAndKeys() throws {
        let report = SampleReport(effect: "x", sampler: try sampler(), times: [0.5], layerID: "still", keyPaths: [.opacity, .bounds])
        #expect(report.json.contains(#""still": {"#))
        #expect(report.json.contains(#""opacity": [1],"#))
        #expect(report.json.contains(#""bounds": [[0, 0, 10, 10]]"#))
        #expect(!report.json.contains("box"))
    }

    /// A layer not in the tree at a time samples as null.
    @Test func layersOutsideTheTreeAreNull() throws {
        var timeline = Timeline(layers: [])
        timeline.schedule(at: 0.5) { $0.addLayer(Layer(id: "late", bounds: Rect(0, 0, 1, 1), position: .zero), to: nil) }
        timeline.schedule(at: 0.8) { $0.removeLayer("late") }
        try timeline.run(until: 1)
        let sampler = Sampler(scene: timeline.scene(canvas: .init(width: 10, height: 10), duration: 1))
        let report = SampleReport(effect: "x", sampler: sampler, times: [0, 0.5, 0.9], keyPaths: [.opacity])
        #expect(report.json.contains(#""opacity": [null, 1, null]"#))
    }

    /// A value that is not finite is written as a string, never as `null` (which means "not in the tree").
    @Test func nonFiniteValuesAreNotNull() {
        #expect(SampleReport.number(.nan) == #""NaN""#)
        #expect(SampleReport.number(.infinity) == #""Infinity""#)
        #expect(SampleReport.number(-.infinity) == #""-Infinity""#)
        #expect(SampleReport.number(0.25) == "0.25")
    }

    /// Control characters, DEL and C1 in strings are escaped, so a terminal shows them rather than obeys them.
    @Test func controlCharactersAreEscaped() {
        #expect(JSON.quoted("a\u{1B}[31m\u{7F}\u{9B}b") == #""a\u001b[31m\u007f\u009bb""#)
    }
}
