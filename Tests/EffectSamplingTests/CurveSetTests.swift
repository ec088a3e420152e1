import EffectModel
import EffectSampling
import Foundation
import Testing

@Suite struct CurveSetTests {
    static func scene(_ json: String) throws -> Scene {
        try Scene(document: try EffectDocument(json: Array(json.utf8)))
    }

    /// The charted points are the sampler's values, in chart units (degrees for rotations).
    @Test func chartedPointsEqualSampledValues() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        for name in ["ripple-contained", "floating-button", "wave-pulse"] {
            let scene = try Scene(document: try EffectDocument(contentsOf: templates.appendingPathComponent("\(name).json")))
            let times = (0..<12).map { Double($0) * scene.duration / 11 }
            let curves = CurveSet(scene: scene, frameTimes: times)
            let sampler = Sampler(scene: scene)
            #expect(!curves.charts.isEmpty)
            for chart in curves.charts {
                let factor = chart.unit == "°" ? 180 / Double.pi : 1
                for sample in chart.samples + chart.frames {
                    let expected = sampler.value(chart.keyPath, of: chart.layerID, at: sample.time).map { $0.components.map { $0 * factor } }
                    #expect(sample.values == expected, "\(name) \(chart.layerID) \(chart.keyPath) at \(sample.time)")
                }
            }
        }
    }

    /// A group of 0.2 s whose position.x child lasts 0.5 s: the child is clipped when the group ends, and the
    /// value snaps from the child's 40 % back to the model value.
    @Test func aGroupEndingBeforeItsChildIsFlagged() throws {
        let scene = try Self.scene("""
        { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 1,
          "layers": [ { "id": "dot", "frame": [0, 0, 10, 10] } ],
          "animations": [ { "layer": "dot", "type": "group", "beginTime": 0.1, "duration": 0.2,
                            "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 0.5 } ] } ] }
        """)
        let chart = try #require(CurveSet(scene: scene, frameTimes: [0, 0.5, 1]).charts.first { $0.keyPath == .positionX })
        let jumps = chart.discontinuities
        #expect(jumps.count == 2)
        let end = try #require(jumps.first { abs($0.time - 0.3) < 1e-9 })
        #expect(end.note == "the group ends at 300 ms, before its position.x child (600 ms): snaps to 5")
        #expect(abs(end.before![0] - 40) < 1e-3 && end.after == [5])
        #expect(jumps.first { abs($0.time - 0.1) < 1e-9 }?.note == "an animation begins at 100 ms without a backwards fill: jumps from 5")
    }

    @Test func aLayerRemovedWhileVisibleIsFlagged() throws {
        var timeline = Timeline(layers: [Layer(id: "a", bounds: Rect(0, 0, 10, 10), position: Point(5, 5))])
        var timing = MediaTiming()
        timing.duration = 1
        timeline.schedule(at: 0) { $0.add(Animation(keyPath: .positionX, timing: timing, kind: .basic(from: .number(0), to: .number(10), by: nil)), to: "a") }
        timeline.schedule(at: 0.5) { $0.removeLayer("a") }
        try timeline.run(until: 1)
        let scene = timeline.scene(canvas: .init(width: 10, height: 10), duration: 1)
        let chart = try #require(CurveSet(scene: scene, frameTimes: []).charts.first)
        #expect(chart.discontinuities.map(\.note).contains("layer removed at 500 ms while showing 5"))
    }

    /// Spans: legs of an autoreversing, repeating animation, the way back marked; fill holds.
    @Test func spansShowLegsAndHolds() throws {
        let scene = try Self.scene("""
        { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 3,
          "layers": [ { "id": "a" } ],
          "animations": [ { "layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.5, "duration": 0.5,
                            "autoreverses": true, "repeatCount": 2, "fillMode": "both", "isRemovedOnCompletion": false } ] }
        """)
        let span = try #require(CurveSet(scene: scene, frameTimes: []).charts.first?.spans.first)
        #expect(span.legs.map(\.isReturn) == [false, true, false, true])
        #expect(span.legs.map(\.start) == [0.5, 1, 1.5, 2])
        #expect(span.holdBefore == 0...0.5)
        #expect(span.holdAfter == 2.5...3)
    }

    @Test func timingCurvesCarryCSSNotationAndNames() throws {
        let scene = try Self.scene("""
        { "effect": 1, "canvas": { "width": 100, "height": 100 },
          "layers": [ { "id": "a" } ],
          "animations": [ { "layer": "a", "keyPath": "opacity", "toValue": 0, "timingFunction": "easeInEaseOut" },
                          { "layer": "a", "keyPath": "position.x", "toValue": 9, "timingFunction": [0.4, 0, 0.2, 1] },
                          { "layer": "a", "type": "spring", "keyPath": "position.y", "toValue": 9, "damping": 5 } ] }
        """)
        let labels = CurveSet(scene: scene, frameTimes: []).timingCurves.map(\.label)
        #expect(labels[0] == "cubic-bezier(0.42, 0, 0.58, 1) — easeInEaseOut")
        #expect(labels[1] == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(labels[2].hasPrefix("spring: mass 1, stiffness 100.00, damping 5.00, initial velocity 0, settling 2.855 s"))
    }
}
