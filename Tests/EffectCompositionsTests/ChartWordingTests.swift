import _EffectTestSupport
import EffectCompositions
import EffectEngine
import EffectModel
import Foundation
import Testing

/// What the charts say: units and channels of key paths, the notes of jumps, the labels of spans and curves.
@Suite struct ChartWordingTests {
    static let templates = Templates.folder

    static func charts(_ json: String) throws -> [KeyPathChart] {
        let scene = try Scene(document: try EffectDocument(json: Array(json.utf8)))
        return SceneSeries(scene: scene).series.compactMap(KeyPathChart.init)
    }

    static func charts(template name: String) throws -> [KeyPathChart] {
        let scene = try Scene(document: try EffectDocument(contentsOf: templates.appendingPathComponent("\(name).json")))
        return SceneSeries(scene: scene).series.compactMap(KeyPathChart.init)
    }

    /// Rotations chart in degrees; the engine's values stay in radians.
    @Test func rotationsChartInDegrees() throws {
        let rotation = try #require(try Self.charts(template: "floating-button").first { $0.keyPath == .rotationZ })
        #expect(rotation.unit == "°")
        let highest = rotation.samples.compactMap { $0.values?[0] }.max()!
        #expect(abs(highest - 45) < 1e-9)
        #expect(KeyPathChart.channels(of: .path) == nil)
        #expect(KeyPathChart.channels(of: .position)?.names == ["x", "y"])
    }

    @Test func jumpNotesSayWhy() throws {
        let charts = try Self.charts("""
        { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 1,
          "layers": [ { "id": "dot", "frame": [0, 0, 10, 10] } ],
          "animations": [ { "layer": "dot", "type": "group", "beginTime": 0.1, "duration": 0.2,
                            "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 0.5 } ] } ] }
        """)
        let chart = try #require(charts.first { $0.keyPath == .positionX })
        #expect(chart.jumps.map(chart.note) == [
            "an animation begins at 100 ms without a backwards fill: jumps from 5",
            "the group ends at 300 ms, before its position.x child (600 ms): snaps to 5",
        ])
        #expect(chart.spans.map(chart.label) == ["group of 1 · 200 ms"])
    }

    /// MDC released late: the fade was added at 500 ms but began at 50 ms and was over at 200 ms, so the
    /// ripple vanishes at once; its span says when it was added.
    @Test func mdcLateReleaseIsExplained() throws {
        let chart = try #require(try Self.charts(template: "ripple-mdc-late-release").first { $0.layerID == "button/ripple-1" && $0.keyPath == .opacity })
        #expect(chart.jumps.map(chart.note).contains(
            "an animation added at 500 ms began at 50 ms and was over at 200 ms: the layer is removed at once while showing 1"))
        #expect(chart.spans.map(chart.label).last == "Fade out · 150 ms · linear · added at 500 ms, began at 50 ms")
    }

    /// MDC released during the group: the fade added at the release (150 ms) waits for touch-down + 150 ms.
    @Test func mdcFadeSaysWhenItWasAdded() throws {
        let chart = try #require(try Self.charts(template: "ripple-mdc").first { $0.layerID == "button/ripple-1" && $0.keyPath == .opacity })
        #expect(chart.spans.map(chart.label) == ["Touch-down ripple · 225 ms", "Fade out · 150 ms · linear · added at 150 ms, begins at 200 ms"])
    }

    @Test func timingCurveLabelsCarryCSSNotationAndNames() throws {
        let scene = try Scene(document: try EffectDocument(json: Array("""
        { "effect": 1, "canvas": { "width": 100, "height": 100 },
          "layers": [ { "id": "a" } ],
          "animations": [ { "layer": "a", "keyPath": "opacity", "toValue": 0, "timingFunction": "easeInEaseOut" },
                          { "layer": "a", "keyPath": "position.x", "toValue": 9, "timingFunction": [0.4, 0, 0.2, 1] },
                          { "layer": "a", "type": "spring", "keyPath": "position.y", "toValue": 9, "damping": 5 } ] }
        """.utf8)))
        let labels = SceneSeries(scene: scene).timingCurves.map(\.label)
        #expect(labels[0] == "cubic-bezier(0.42, 0, 0.58, 1) — easeInEaseOut")
        #expect(labels[1] == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(labels[2].hasPrefix("spring: mass 1, stiffness 100.00, damping 5.00, initial velocity 0, settling 2.855 s"))
    }
}
