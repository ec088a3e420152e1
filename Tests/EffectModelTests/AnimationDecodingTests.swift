import Testing

@testable import EffectModel

/// Malformed animations fail with the JSON path of the value and what was expected.
@Suite struct AnimationDecodingTests {
    func failure(_ animations: String) -> String? {
        let text = """
            { "effect": 1, "canvas": { "width": 100, "height": 50 },
              "layers": [ { "id": "box" }, { "id": "dot", "type": "shape" } ], "animations": \(animations) }
            """
        do throws(DocumentError) {
            _ = try EffectDocument(json: Array(text.utf8))
            return nil
        } catch {
            return "\(error.path): \(error.message)"
        }
    }

    @Test func errorsNameThePathAndTheExpectation() {
        let cases: [(String, String)] = [
            (#"[{ "layer": "bx", "keyPath": "opacity" }]"#, #"animations[0].layer: no layer has the id "bx"; did you mean "box"?"#),
            (
                #"[{ "layer": "box", "keyPath": "opacty" }]"#,
                #"animations[0].keyPath: expected an animatable key path, found the string "opacty"; did you mean "opacity"?"#
            ),
            (
                #"[{ "layer": "box", "keyPath": "strokeEnd" }]"#,
                #"animations[0].keyPath: the key path strokeEnd belongs to shape layers, and "box" is not one"#
            ),
            (#"[{ "layer": "box", "keyPath": "position", "toValue": 3 }]"#, "animations[0].toValue: expected a point [x, y], found the number 3"),
            (
                #"[{ "layer": "box", "keyPath": "opacity", "duration": -1 }]"#,
                #"animations[0].duration: expected a time ≥ 0 (seconds, or "300ms"), found the number -1"#
            ),
            (
                #"[{ "layer": "box", "keyPath": "opacity", "repeatCount": 2, "repeatDuration": 3 }]"#,
                "animations[0].repeatDuration: set repeatCount or repeatDuration, not both: Core Animation leaves the pair undefined"
            ),
            (
                #"[{ "layer": "box", "keyPath": "opacity", "repeatCount": "forever" }]"#,
                #"animations[0].repeatCount: expected a number from 0 to 1000000, or for ever "infinity", found the string "forever": Core Animation's repeatCount says "infinity"; or write "repeat": "forever""#
            ),
            (
                #"[{ "layer": "box", "keyPath": "opacity", "timingFunction": [1.2, 0, 0.5, 1] }]"#,
                "animations[0].timingFunction: expected control points [x1, y1, x2, y2] with x1 and x2 from 0 to 1, found an array"
            ),
            (
                #"[{ "layer": "box", "keyPath": "opacity", "timingFunction": "easeOutIn" }]"#,
                #"animations[0].timingFunction: expected a timing function (linear, easeIn, easeOut, easeInEaseOut, default, ease, ease-in, ease-in-out, ease-out, emphasized-accelerate, emphasized-decelerate, legacy, legacy-accelerate, legacy-decelerate, standard, standard-accelerate, standard-decelerate, emphasized, cubic-bezier(x1, y1, x2, y2) or [x1, y1, x2, y2]), found the string "easeOutIn"; did you mean "easeOut"?"#
            ),
            (#"[{ "layer": "box", "type": "keyframe", "keyPath": "opacity" }]"#, "animations[0]: a keyframe animation needs values or a path"),
            (
                #"[{ "layer": "box", "type": "keyframe", "keyPath": "opacity", "path": { "d": "M 0 0 L 1 1" } }]"#,
                "animations[0].path: a path drives point key paths only, not opacity"
            ),
            (
                #"[{ "layer": "box", "type": "group", "animations": [{ "keyPath": "opacity", "fromValu": 0 }] }]"#,
                #"animations[0].animations[0].fromValu: unknown key "fromValu" in a basic animation; did you mean "fromValue"?"#
            ),
            (
                #"[{ "layer": "box", "type": "group", "animations": [{ "layer": "box", "keyPath": "opacity" }] }]"#,
                #"animations[0].animations[0].layer: a group's animations run on the group's layer; remove "layer""#
            ),
            (
                #"[{ "layer": "box", "type": "spring", "keyPath": "opacity", "stiffness": 0 }]"#,
                "animations[0].stiffness: expected a number from 0.001 to 1000000, found the number 0"
            ),
            (
                #"[{ "layer": "box", "type": "view", "duration": 0.3, "changes": { "opacity": "1" } }]"#,
                #"animations[0].changes.opacity: expected a number, found the string "1""#
            ),
            (
                #"[{ "layer": "box", "type": "view", "duration": 0.3, "options": ["curveEaseOutt"], "changes": {} }]"#,
                #"animations[0].options[0]: expected one of "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "repeat", "autoreverse", "beginFromCurrentState", found the string "curveEaseOutt""#
            ),
            (
                #"[{ "layer": "box", "type": "view", "duration": 0.3, "changes": {}, "keyPath": "opacity" }]"#,
                #"animations[0].keyPath: "keyPath" does not belong in a view animation: UIView.animate names its key paths in "changes": { "opacity": 0 }"#
            ),
            (
                #"[{ "layer": "box", "type": "bounce" }]"#,
                #"animations[0].type: expected an animation type (basic, keyframe, spring, group, view, shake), found the string "bounce""#
            ),
        ]
        for (animations, expected) in cases {
            #expect(failure(animations) == expected, "\(animations)")
        }
    }

    @Test func everyKindDecodes() {
        #expect(
            failure(
                """
                [ { "layer": "dot", "keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 0 },
                  { "layer": "box", "type": "keyframe", "keyPath": "position", "path": { "d": "M 0 0 L 10 0 Z" }, "keyTimes": [0, 1],
                    "timingFunctions": ["easeIn"], "calculationMode": "paced", "rotationMode": "auto" },
                  { "layer": "box", "type": "spring", "keyPath": "transform.scale", "toValue": 1, "perceptualDuration": 0.5, "bounce": 0.2 },
                  { "layer": "box", "type": "group", "duration": 1, "animations": [ { "keyPath": "backgroundColor", "toValue": "red" } ],
                    "fillMode": "both", "isRemovedOnCompletion": false, "speed": 2, "timeOffset": 0.1, "autoreverses": true },
                  { "layer": "box", "type": "view", "beginTime": 0.5, "duration": 0.3, "delay": 0.2, "options": ["repeat", "autoreverse"],
                    "spring": { "dampingRatio": 0.5, "initialVelocity": 1 }, "changes": { "bounds.size": [10, 10] } },
                  { "layer": "box", "keyPath": "opacity", "byValue": 0.5, "isAdditive": true, "isCumulative": true, "repeatCount": "infinity", "key": "pulse" } ]
                """) == nil)
    }

    /// What real iOS code writes is accepted, read as Core Animation reads it. Apple's `CAMediaTiming.repeatCount`:
    /// "Setting this property to greatestFiniteMagnitude will cause the animation to repeat forever." Swift's
    /// `.infinity` (C's `HUGE_VALF`) is `"infinity"` in JSON, as JSON has no infinite number; a paused layer
    /// (`speed = 0`) stands at `timeOffset`.
    @Test(arguments: [
        (#""repeatCount": 3.4028234663852886e38"#, Double.infinity, 0.0),
        (#""repeatCount": 1.7976931348623157e308"#, .infinity, 0),
        (#""repeatCount": "infinity""#, .infinity, 0),
        (#""repeatDuration": 3.4028234663852886e38"#, 0, .infinity),
        (#""repeatDuration": "infinity""#, 0, .infinity),
        (#""repeatCount": 1000000"#, 1_000_000, 0),
    ])
    func coreAnimationsIdiomsForEverAreAccepted(_ field: String, _ count: Double, _ repeatDuration: Double) throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 100, "height": 50 }, "layers": [ { "id": "box" } ],
                  "animations": [ { "layer": "box", "keyPath": "opacity", "toValue": 0, "duration": 0.5, \(field) },
                                  { "layer": "box", "keyPath": "position.x", "toValue": 10, "speed": 0, "timeOffset": 0.1 } ] }
                """.utf8))
        guard case .core(let animation, _) = document.animations[0].content else {
            Issue.record("not decoded")
            return
        }
        #expect(animation.timing.repeatCount == count && animation.timing.repeatDuration == repeatDuration)
        #expect(animation.timing.endTime(duration: 0.5) == (count == 1_000_000 ? 500_000 : .infinity))
        #expect(
            failure(#"[{ "layer": "box", "keyPath": "opacity", "repeatCount": 2e6 }]"#)?.contains(
                "3.4028234663852886e38 (Float.greatestFiniteMagnitude)") == true)
    }

    /// `label`: a designer's name for an animation, on any animation, a group's child and a view call.
    @Test func labelsAreKept() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 100, "height": 50 }, "layers": [ { "id": "box" } ],
                  "animations": [ { "layer": "box", "type": "group", "label": "Touch down", "animations": [ { "keyPath": "opacity", "toValue": 1, "label": "Fade in" } ] },
                                  { "layer": "box", "type": "view", "duration": 0.2, "label": "Grow", "changes": { "bounds.size": [20, 20] } } ] }
                """.utf8))
        guard case .core(let group, _) = document.animations[0].content, case .group(let children) = group.kind,
            case .view(let view) = document.animations[1].content
        else {
            Issue.record("not decoded as given")
            return
        }
        #expect(group.label == "Touch down" && children[0].label == "Fade in" && view.label == "Grow")
        #expect(
            failure(#"[ { "layer": "box", "keyPath": "opacity", "label": "" } ]"#)
                == "animations[0].label: expected a label of 1 to 100 characters, found the string \"\"")
    }
}
