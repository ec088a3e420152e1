import EffectEngine
import EffectModel
import Foundation
import Testing

/// Triggers and actions against hand-worked values: a trigger adds its animation at each occurrence, `beginTime`
/// counted from it, as a touch handler's `layer.add(_:forKey:)`; actions change the tree at their moment.
/// default(0.5) = 0.802403387584857 (the 60-digit reference of `TimingFunctionTests`).
@Suite struct TriggerTests {
    static func sampler(_ body: String) throws -> Sampler {
        let json =
            #"{ "effect": 1, "canvas": { "width": 200, "height": 200 }, "duration": 2, "#
            + #""layers": [ { "id": "heart", "frame": [30, 30, 40, 40] }, { "id": "box", "frame": [100, 100, 40, 40] } ], "# + body + "}"
        return Sampler(scene: try Scene(document: try EffectDocument(json: Array(json.utf8))))
    }

    func opacity(_ s: Sampler, _ id: String, _ t: Double) -> Double? {
        guard case .number(let n)? = s.value(.opacity, of: id, at: t) else { return nil }
        return n
    }

    @Test func aTappedPlainLayerTriggersItsAnimationAndFillNeverHoldsBefore() throws {
        let s = try Self.sampler(
            #"""
            "interactions": [ { "id": "like", "layer": "heart", "tap": 0.5 } ],
            "animations": [ { "layer": "heart", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.2,
                              "beginTime": 0.1, "fillMode": "backwards", "trigger": "like" } ]
            """#)
        #expect(opacity(s, "heart", 0.45) == 1)  // before the tap: the model value, no backwards fill
        #expect(opacity(s, "heart", 0.55) == 0)  // added at the tap, waiting 100 ms: backwards fill holds the start
        #expect(abs(opacity(s, "heart", 0.7)! - 0.5) < 1e-12)
        #expect(s.scene.track("heart")?.animations.first?.addedAt == 0.5)
        // The tap is a touch down and, one frame later, a touch up.
        #expect(s.scene.interactions.count == 1)
        #expect(s.scene.finger(on: "heart", at: 0.51) == Point(20, 20))
        #expect(s.scene.finger(on: "heart", at: 0.5 + 1.0 / 60) == nil)
    }

    @Test func anAnimationOnTouchUpWithADelayLandsThen() throws {
        let s = try Self.sampler(
            #"""
            "interactions": [ { "id": "press", "layer": "box", "touchDown": 0.1, "touchUp": 0.3 } ],
            "animations": [ { "layer": "box", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": "200ms",
                              "beginTime": "200ms", "trigger": "press.touchUp" } ]
            """#)
        #expect(opacity(s, "box", 0.49) == 1)
        #expect(abs(opacity(s, "box", 0.6)! - 0.5) < 1e-12)
        let attached = try #require(s.scene.track("box")?.animations.first)
        #expect(attached.addedAt == 0.3)
        #expect(abs(attached.animation.timing.beginTime - 0.5) < 1e-12)
    }

    @Test func aTriggerThatFiresThreeTimesAddsThreeAnimationsAndAKeyReplaces() throws {
        let s = try Self.sampler(
            #"""
            "interactions": [ { "id": "like", "layer": "heart", "tap": [0.1, 0.5, 0.9] } ],
            "animations": [ { "layer": "heart", "key": "pop", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1,
                              "trigger": "like" } ]
            """#)
        let animations = try #require(s.scene.track("heart")?.animations)
        #expect(animations.map(\.addedAt) == [0.1, 0.5, 0.9])
        #expect(animations.map(\.removedAt) == [0.5, 0.9, .infinity])
        #expect(abs(opacity(s, "heart", 0.6)! - 0.1) < 1e-12)  // the second, 100 ms in
        // Each is an answer to its own tap.
        #expect(animations.map(\.cause) == [.interaction(0), .interaction(1), .interaction(2)])
    }

    @Test func actionsSetAddAndRemoveAtTheirMoments() throws {
        let s = try Self.sampler(
            #"""
            "interactions": [ { "id": "like", "layer": "heart", "tap": 0.2 } ],
            "animations": [ { "layer": "heart", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 10 } ],
            "actions": [
              { "at": 0.2, "set": { "layer": "box", "opacity": 0 } },
              { "trigger": "like", "delay": "100ms", "set": { "layer": "box", "cornerRadius": 20 }, "implicit": true },
              { "at": 0.3, "addLayer": { "id": "star", "frame": [0, 0, 10, 10] }, "to": "heart" },
              { "at": 0.6, "removeLayer": "star" },
              { "at": 1.0, "removeAnimations": { "layer": "heart" } }
            ]
            """#)
        #expect(opacity(s, "box", 0.19) == 1)
        #expect(opacity(s, "box", 0.2) == 0)
        // Implicit: from what shows (0) to 20 over 0.25 s on the default curve, from 0.3.
        guard case .number(let radius)? = s.value(.cornerRadius, of: "box", at: 0.3 + 0.125) else {
            Issue.record("no radius")
            return
        }
        #expect(abs(radius - 20 * 0.802403387584857) < 1e-9)
        #expect(s.value(.cornerRadius, of: "box", at: 0.6) == .number(20))
        let star = try #require(s.scene.track("star"))
        #expect(!star.exists(at: 0.29) && star.exists(at: 0.3) && star.exists(at: 0.59) && !star.exists(at: 0.6))
        #expect(star.parentID == "heart")
        #expect(abs(opacity(s, "heart", 0.5)! - 0.05) < 1e-12)
        #expect(opacity(s, "heart", 1.0) == 1)  // animations removed: the model value
    }

    /// `hidden` changes at its moment and at once, an implicit set too (Core Animation does not interpolate it); the
    /// document writes it back as a boolean; no animation may drive it.
    @Test func hiddenIsSetAtItsMomentAndNeverAnimated() throws {
        let body = #"""
            "actions": [ { "at": 0.3, "set": { "layer": "box", "hidden": true } },
                         { "at": 0.5, "set": { "layer": "box", "hidden": false, "opacity": 0 }, "implicit": true } ]
            """#
        let s = try Self.sampler(body)
        #expect(s.value(.hidden, of: "box", at: 0.29) == .number(0))
        #expect(s.value(.hidden, of: "box", at: 0.3) == .number(1))
        #expect(s.value(.hidden, of: "box", at: 0.5) == .number(0))
        #expect(s.scene.track("box")?.animations.map(\.animation.keyPath) == [.opacity])
        let json =
            #"{ "effect": 1, "canvas": { "width": 200, "height": 200 }, "duration": 2, "layers": [ { "id": "box", "frame": [0, 0, 4, 4] } ], "# + body
            + "}"
        let text = try EffectDocument(json: Array(json.utf8)).jsonText()
        #expect(text.contains(#""hidden": true"#) && text.contains(#""hidden": false"#))
        let animated =
            #"{ "effect": 1, "canvas": { "width": 9, "height": 9 }, "layers": [ { "id": "box" } ], "#
            + #""animations": [ { "layer": "box", "keyPath": "hidden", "fromValue": false, "toValue": true, "duration": 1 } ] }"#
        #expect {
            _ = try EffectDocument(json: Array(animated.utf8))
        } throws: { error in
            let text = "\(error)"
            return text.contains("animations[0].keyPath") && text.contains("hidden is not animated")
        }
    }

    @Test func aRemovedKeyLeavesTheOthers() throws {
        let s = try Self.sampler(
            #"""
            "animations": [ { "layer": "box", "key": "fade", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 10 },
                            { "layer": "box", "keyPath": "cornerRadius", "fromValue": 0, "toValue": 10, "duration": 10 } ],
            "actions": [ { "at": 1, "removeAnimations": { "layer": "box", "key": "fade" } } ]
            """#)
        #expect(abs(opacity(s, "box", 0.5)! - 0.05) < 1e-12)
        #expect(opacity(s, "box", 1) == 1)
        #expect(s.value(.cornerRadius, of: "box", at: 1.5) == .number(1.5))
    }

    @Test func aComponentsTapIsItsTouchDownAndUp() throws {
        let json =
            #"{ "effect": 1, "canvas": { "width": 240, "height": 96 }, "layers": [ { "id": "b", "type": "rippleButton", "frame": [20, 24, 200, 48] } ], "#
            + #""interactions": [ { "layer": "b", "tap": 0.1, "at": [60, 30] } ] }"#
        let s = Sampler(scene: try Scene(document: try EffectDocument(json: Array(json.utf8)), horizon: 1))
        let ripple = try #require(s.scene.track("b/ripple-1"))
        #expect(ripple.createdAt == 0.1)
        // Released one frame later: the ripple fades after its group ends, as a quick tap's does.
        #expect(s.scene.interactions.map(\.time) == [0.1])
    }

    @Test func theReviewWindowEndsWithTheLastTriggeredMotion() throws {
        let json =
            #"{ "effect": 1, "canvas": { "width": 100, "height": 100 }, "layers": [ { "id": "a", "frame": [0, 0, 10, 10] } ], "#
            + #""interactions": [ { "layer": "a", "tap": [0.2, 0.4] } ], "#
            + #""animations": [ { "layer": "a", "keyPath": "opacity", "toValue": 0, "duration": 0.3, "beginTime": 2, "trigger": "a" } ], "#
            + #""actions": [ { "trigger": "a.touchUp", "delay": 0.1, "set": { "layer": "a", "opacity": 0.5 }, "implicit": true } ] }"#
        let document = try EffectDocument(json: Array(json.utf8))
        #expect(abs(document.effectiveDuration - 2.7) < 1e-12)  // the second tap's fade: 0.4 + 2 + 0.3
        #expect(document.occurrences(of: .touchUp("a")).map(\.time) == [0.2 + 1.0 / 60, 0.4 + 1.0 / 60])
    }
}
