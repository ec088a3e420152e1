import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// Each key path's value over time, in model units, with typed spans and jumps.
@Suite struct SceneSeriesTests {
    static let templates = Templates.folder

    static func scene(_ json: String) throws -> Scene {
        try Scene(document: try EffectDocument(json: Array(json.utf8)))
    }

    static func template(_ name: String) throws -> Scene {
        try Scene(document: try EffectDocument(contentsOf: templates.appendingPathComponent("\(name).json")))
    }

    /// The series' samples are the sampler's values, in model units (radians for rotations), at the even
    /// times, the marks, and both sides of every event.
    @Test func samplesEqualSampledValues() throws {
        for name in ["ripple-contained", "floating-button", "wave-pulse"] {
            let scene = try Self.template(name)
            let marks = (0..<12).map { Double($0) * scene.duration / 11 }
            let series = SceneSeries(scene: scene, marks: marks)
            let sampler = Sampler(scene: scene)
            #expect(!series.series.isEmpty)
            for one in series.series {
                #expect(one.marked.map(\.time) == marks)
                for sample in one.samples + one.marked {
                    #expect(
                        sample.value == sampler.value(one.keyPath, of: one.layerID, at: sample.time),
                        "\(name) \(one.layerID) \(one.keyPath) at \(sample.time)")
                }
            }
        }
        let rotation = try #require(SceneSeries(scene: try Self.template("floating-button")).series.first { $0.keyPath == .rotationZ })
        #expect(rotation.samples.last?.value == .number(.pi / 4) || rotation.samples.last?.value == .number(0))
    }

    /// A group of 0.2 s whose position.x child lasts 0.5 s: the child is clipped when the group ends, and the
    /// value snaps from the child's 40 % back to the model value.
    @Test func aGroupEndingBeforeItsChildIsAJump() throws {
        let scene = try Self.scene(
            """
            { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 1,
              "layers": [ { "id": "dot", "frame": [0, 0, 10, 10] } ],
              "animations": [ { "layer": "dot", "type": "group", "beginTime": 0.1, "duration": 0.2,
                                "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 0.5 } ] } ] }
            """)
        let series = try #require(SceneSeries(scene: scene).series.first { $0.keyPath == .positionX })
        #expect(series.jumps.count == 2)
        let end = try #require(series.jumps.first { abs($0.time - 0.3) < 1e-9 })
        guard case .groupEndedBeforeChild(let childEnd) = end.cause else {
            Issue.record("\(end.cause)")
            return
        }
        #expect(abs(childEnd - 0.6) < 1e-12)
        guard case .number(let before)? = end.before else {
            Issue.record("no value before")
            return
        }
        #expect(abs(before - 40) < 1e-3 && end.after == .number(5))
        #expect(series.jumps.first { abs($0.time - 0.1) < 1e-9 }?.cause == .animationBegan)
    }

    @Test func aLayerRemovedWhileVisibleIsAJump() throws {
        var timeline = Timeline(layers: [Layer(id: "a", bounds: Rect(0, 0, 10, 10), position: Point(5, 5))])
        var timing = MediaTiming()
        timing.duration = 1
        timeline.schedule(at: 0) {
            $0.add(Animation(keyPath: .positionX, timing: timing, kind: .basic(from: .number(0), to: .number(10), by: nil)), to: "a")
        }
        timeline.schedule(at: 0.5) { $0.removeLayer("a") }
        try timeline.run(until: 1)
        let series = try #require(SceneSeries(scene: timeline.scene(canvas: .init(width: 10, height: 10), duration: 1)).series.first)
        let jump = try #require(series.jumps.first { $0.cause == .layerRemoved })
        guard case .number(let before)? = jump.before else {
            Issue.record("no value before")
            return
        }
        #expect(jump.time == 0.5 && abs(before - 5) < 1e-5 && jump.after == nil)
    }

    /// MDC's late release (`docs/effect-format.md`, “Components”): the fade, anchored to the touch-down at 0.05 s, ran 0.05 → 0.20 s
    /// before it was added at 0.5 s, so its completion removes the ripple at once while it shows opacity 1.
    @Test func mdcLateReleaseIsFlaggedAsAnAnimationAddedAfterItsEnd() throws {
        let series = try #require(
            SceneSeries(scene: try Self.template("ripple-mdc-late-release")).series
                .first { $0.layerID == "button/ripple-1" && $0.keyPath == .opacity })
        let jump = try #require(series.jumps.first { abs($0.time - 0.5) < 1e-9 })
        #expect(jump.cause == .animationAddedLate(begin: 0.05, end: 0.05 + 0.15))
        #expect(jump.before == .number(1) && jump.after == nil)
        let fade = try #require(series.spans.last)
        #expect(fade.addedAt == 0.5 && fade.begin == 0.05)
    }

    /// Spans: legs of an autoreversing, repeating animation, the way back marked; fill holds.
    @Test func spansShowLegsAndHolds() throws {
        let scene = try Self.scene(
            """
            { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 3,
              "layers": [ { "id": "a" } ],
              "animations": [ { "layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.5, "duration": 0.5,
                                "autoreverses": true, "repeatCount": 2, "fillMode": "both", "isRemovedOnCompletion": false } ] }
            """)
        let span = try #require(SceneSeries(scene: scene).series.first?.spans.first)
        #expect(span.legs.map(\.isReturn) == [false, true, false, true])
        #expect(span.legs.map(\.start) == [0.5, 1, 1.5, 2])
        #expect(span.holdBefore == 0...0.5)
        #expect(span.holdAfter == 2.5...3)
    }

    /// Every animation's timing function (linear when it has none) or spring, each distinct one once.
    @Test func timingCurvesAreTheAnimationsFunctionsAndSprings() throws {
        let scene = try Self.scene(
            """
            { "effect": 1, "canvas": { "width": 100, "height": 100 },
              "layers": [ { "id": "a" } ],
              "animations": [ { "layer": "a", "keyPath": "opacity", "toValue": 0, "timingFunction": "easeInEaseOut" },
                              { "layer": "a", "keyPath": "opacity", "toValue": 1, "timingFunction": "easeInEaseOut" },
                              { "layer": "a", "keyPath": "position.x", "toValue": 9, "timingFunction": [0.4, 0, 0.2, 1] },
                              { "layer": "a", "type": "spring", "keyPath": "position.y", "toValue": 9, "damping": 5 } ] }
            """)
        let shapes = SceneSeries(scene: scene).timingCurves.map(\.shape)
        #expect(shapes.count == 3)
        #expect(shapes[0] == .bezier(.easeInEaseOut))
        #expect(shapes[1] == .bezier(TimingFunction(0.4, 0, 0.2, 1)))
        guard case .spring(let spring, let duration) = shapes[2] else {
            Issue.record("not a spring")
            return
        }
        #expect(spring.damping == 5 && duration == spring.settlingDuration)
    }
}
