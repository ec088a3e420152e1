import EffectEngine
import EffectModel
import Testing

/// A Swift program builds a document — layers, a tap on a plain layer, a triggered spring, an action — through the
/// public API alone (no `@testable`), and the clock runs it as it runs the same document written in JSON.
@Suite struct PublicAPITests {
    @Test func aDocumentBuiltInSwiftRunsAsItsJSONTwin() throws {
        var heart = Layer(id: "heart", bounds: Rect(0, 0, 48, 44), position: Point(80, 80))
        heart.label = "Heart"
        var document = EffectDocument(name: "like", canvas: EffectDocument.Canvas(width: 160, height: 160), layers: [heart])
        document.interactions = [Interaction(id: "like", layerID: "heart", events: [(0.25, .tap(Point(24, 22)))])]
        var timing = MediaTiming()
        timing.duration = 0.3
        let pop = Animation(keyPath: .scale, timing: timing, timingFunction: .easeOut, kind: .basic(from: .number(0.6), to: .number(1), by: nil))
        document.animations = [DocumentAnimation(pop, on: "heart", key: "pop", trigger: .touchDown("like"))]
        document.actions = [
            DocumentAction(trigger: .touchUp("like"), delay: 0.1, change: .set(layerID: "heart", values: [(.opacity, .number(0.5))], implicit: false))
        ]

        let json = #"""
            { "effect": 1, "name": "like", "canvas": { "width": 160, "height": 160 },
              "layers": [ { "id": "heart", "label": "Heart", "bounds": [0, 0, 48, 44], "position": [80, 80] } ],
              "interactions": [ { "id": "like", "layer": "heart", "tap": 0.25, "at": [24, 22] } ],
              "animations": [ { "layer": "heart", "key": "pop", "keyPath": "transform.scale", "fromValue": 0.6, "toValue": 1,
                                "duration": "300ms", "timingFunction": "easeOut", "trigger": "like" } ],
              "actions": [ { "trigger": "like.touchUp", "delay": "100ms", "set": { "layer": "heart", "opacity": 0.5 } } ] }
            """#
        let twin = try EffectDocument(json: Array(json.utf8))
        #expect(document.effectiveDuration == twin.effectiveDuration)
        let (a, b) = (Sampler(scene: try Scene(document: document)), Sampler(scene: try Scene(document: twin)))
        for step in 0...60 {
            let t = Double(step) / 100
            for keyPath in [AnimatableKeyPath.scale, .opacity] {
                #expect(a.value(keyPath, of: "heart", at: t) == b.value(keyPath, of: "heart", at: t), "\(keyPath) at \(t)")
            }
        }
        #expect(a.value(.opacity, of: "heart", at: 0.25 + 1.0 / 60 + 0.1) == .number(0.5))
    }
}
