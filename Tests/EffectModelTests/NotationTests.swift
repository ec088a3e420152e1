import Foundation
import Testing

@testable import EffectModel

/// What designers write (`shared/design/effect-document.md`, “Added in turn 4”) decodes into the Core Animation
/// document worked out by hand from the contract, writes back through the encoder as that document, and a mistake
/// gets its located hint, every one of a document's mistakes at once.
@Suite struct NotationTests {
    static func document(_ animations: String, interactions: String = "[]") throws(DocumentError) -> EffectDocument {
        try EffectDocument(json: Array(text(animations, interactions: interactions).utf8))
    }

    static func text(_ animations: String, interactions: String = "[]") -> String {
        """
        { "effect": 1, "name": "words", "canvas": { "width": 100, "height": 50 },
          "layers": [ { "id": "box", "frame": [0, 0, 20, 20] }, { "id": "dot-1", "frame": [0, 30, 4, 4] },
                      { "id": "dot-2", "frame": [8, 30, 4, 4] }, { "id": "dot-3", "frame": [16, 30, 4, 4] } ],
          "interactions": \(interactions), "animations": \(animations) }
        """
    }

    static func animation(_ document: EffectDocument, _ index: Int = 0) -> Animation? {
        if case .core(let animation, _) = document.animations[index].content { return animation }
        return nil
    }

    static func keyframes(_ animation: Animation?) -> Keyframes? {
        if case .keyframe(let keyframes) = animation?.kind { return keyframes }
        return nil
    }

    static func numbers(_ values: [AnimatableValue]) -> [Double] {
        values.map { if case .number(let n) = $0 { n } else { .nan } }
    }

    /// Close to within 1e-12 each, and as many.
    static func close(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-12) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Written back and read again: the same document (the encoder writes the Core Animation it expanded to).
    static func roundTrips(_ document: EffectDocument) throws -> Bool {
        try EffectDocument(json: Array(try document.jsonText().utf8)) == document
    }

    // MARK: easing and delay

    /// `easing` is `timingFunction` and `delay` is `beginTime`; Material 3's names are its control points.
    @Test(arguments: [
        ("standard", [0.2, 0, 0, 1]), ("standard-decelerate", [0, 0, 0, 1]), ("standard-accelerate", [0.3, 0, 1, 1]),
        ("emphasized-decelerate", [0.05, 0.7, 0.1, 1]), ("emphasized-accelerate", [0.3, 0, 0.8, 0.15]), ("legacy", [0.4, 0, 0.2, 1]),
        ("legacy-decelerate", [0, 0, 0.2, 1]), ("legacy-accelerate", [0.4, 0, 1, 1]), ("ease-out", [0, 0, 0.58, 1]),
    ])
    func easingAndDelayAreTimingFunctionAndBeginTime(_ name: String, _ points: [Double]) throws {
        let words = try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "easing": "\#(name)", "delay": "120ms" }]"#)
        let core = try Self.document(
            #"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "timingFunction": \#(points), "beginTime": 0.12 }]"#)
        #expect(words == core)
        let function = try #require(Self.animation(words)?.timingFunction)
        #expect([function.x1, function.y1, function.x2, function.y2] == points)
        #expect(Self.animation(words)?.timing.beginTime == 0.12)
    }

    /// `emphasized` on a basic animation from 0 to 100 over 500 ms: keyframes 0, 40, 100 at key times 0, 0.166666, 1,
    /// the first segment Material's path from (0, 0) to (0.166666, 0.4), the second from there to (1, 1), each
    /// scaled to its box: (0.05/0.166666, 0, 0.133333/0.166666, 0.06/0.4) and
    /// ((0.208333 − 0.166666)/0.833334, (0.82 − 0.4)/0.6, (0.25 − 0.166666)/0.833334, 1).
    @Test func emphasizedPlaysAsMaterialsTwoSegments() throws {
        let document = try Self.document(
            #"[{ "layer": "box", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": "500ms", "easing": "emphasized" }]"#)
        let animation = try #require(Self.animation(document))
        let keyframes = try #require(Self.keyframes(animation))
        #expect(animation.timingFunction == nil)
        #expect(Self.close(Self.numbers(keyframes.values), [0, 40, 100]))
        #expect(keyframes.keyTimes == [0, 0.166666, 1])
        let functions = try #require(keyframes.timingFunctions).map { [$0.x1, $0.y1, $0.x2, $0.y2] }
        #expect(functions.count == 2)
        let first: [Double] = [0.05 / 0.166666, 0, 0.133333 / 0.166666, 0.06 / 0.4]
        let second: [Double] = [(0.208333 - 0.166666) / 0.833334, (0.82 - 0.4) / 0.6, (0.25 - 0.166666) / 0.833334, 1]
        #expect(Self.close(functions[0], first))
        #expect(Self.close(functions[1], second))
        #expect(try Self.roundTrips(document))
    }

    /// Material 3's published path, `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`: points on
    /// it, worked from its control points by de Casteljau's formula, are where `emphasized` eases to.
    @Test func emphasizedPassesThroughThePublishedPathsPoints() {
        let segments: [[(Double, Double)]] = [
            [(0, 0), (0.05, 0), (0.133333, 0.06), (0.166666, 0.4)], [(0.166666, 0.4), (0.208333, 0.82), (0.25, 1), (1, 1)],
        ]
        for segment in segments {
            for t in stride(from: 0.0, through: 1, by: 0.05) {
                let w = [(1 - t) * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t]
                let x = zip(w, segment).map { $0 * $1.0 }.reduce(0, +)
                let y = zip(w, segment).map { $0 * $1.1 }.reduce(0, +)
                #expect(abs(CurveNames.emphasized.value(at: x) - y) < 1e-9, "at x = \(x)")
            }
        }
        // A few points as the path gives them: its join, and the midpoint of each segment (t = 0.5).
        #expect(abs(CurveNames.emphasized.value(at: 0.166666) - 0.4) < 1e-12)
        #expect(abs(CurveNames.emphasized.value(at: (0.15 + 0.399999 + 0.166666) / 8) - 0.0725) < 1e-9)
    }

    // MARK: repeat

    @Test func repeatIsRepeatCount() throws {
        #expect(Self.animation(try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "repeat": 3 }]"#))?.timing.repeatCount == 3)
        let forever = try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "repeat": "forever" }]"#)
        #expect(Self.animation(forever)?.timing.repeatCount == .infinity)
        #expect(forever == (try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "repeatCount": "infinity" }]"#)))
    }

    /// `{ "count": 2, "pause": "200ms", "autoreverses": true }` of a 500 ms fade, 100 ms in: a group of one cycle (1 s
    /// reversing) and the pause, 1.2 s, played for 2 × 1.2 − 0.2 = 2.2 s from 0.1 s, the fade inside holding its end
    /// through the pause (fill forwards).
    @Test func aPauseBetweenCyclesIsAGroupThatHoldsTheEnd() throws {
        let document = try Self.document(
            #"[{ "layer": "box", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": "500ms", "delay": "100ms", "label": "Blink", "#
                + #""repeat": { "count": 2, "pause": "200ms", "autoreverses": true } }]"#)
        let group = try #require(Self.animation(document))
        guard case .group(let children) = group.kind, let fade = children.first, children.count == 1 else {
            Issue.record("not a group of one: \(group.kind)")
            return
        }
        #expect(group.timing.beginTime == 0.1)
        #expect(abs(group.timing.duration! - 1.2) < 1e-12)
        #expect(abs(group.timing.repeatDuration - 2.2) < 1e-12)
        #expect(group.timing.repeatCount == 0 && !group.timing.autoreverses && group.label == "Blink")
        #expect(fade.timing.beginTime == 0 && fade.timing.duration == 0.5 && fade.timing.autoreverses && fade.timing.fillMode == .forwards)
        #expect(fade.kind == .basic(from: .number(1), to: .number(0), by: nil) && fade.keyPath == .opacity)
        #expect(try Self.roundTrips(document))
        let forever = try Self.document(
            #"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "duration": 1, "repeat": { "count": "forever", "pause": 0.5 } }]"#)
        #expect(Self.animation(forever)?.timing.repeatCount == .infinity && Self.animation(forever)?.timing.repeatDuration == 0)
    }

    // MARK: keyframes, shake, stagger

    /// The contract's example, with `ease-in` for the animation: key times 0, 0.4, 1; values 0, 1.25, 1; the segment
    /// into 40 % `ease-out`, the one into 100 % the animation's `ease-in`.
    @Test func keyframesByPercentage() throws {
        let document = try Self.document(
            #"[{ "layer": "box", "keyPath": "transform.scale", "easing": "ease-in", "#
                + #""keyframes": { "0%": 0, "40%": { "value": 1.25, "easing": "ease-out" }, "100%": 1 } }]"#)
        let animation = try #require(Self.animation(document))
        let keyframes = try #require(Self.keyframes(animation))
        #expect(animation.timingFunction == nil)
        #expect(Self.numbers(keyframes.values) == [0, 1.25, 1])
        #expect(keyframes.keyTimes == [0, 0.4, 1])
        #expect(keyframes.timingFunctions == [TimingFunction(0, 0, 0.58, 1), TimingFunction(0.42, 0, 1, 1)])
        #expect(try Self.roundTrips(document))
        // Linear by default, and in any order.
        let linear = try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "keyframes": { "100%": 1, "from": 0, "25%": 0.5 } }]"#)
        #expect(Self.keyframes(Self.animation(linear))?.keyTimes == [0, 0.25, 1])
        #expect(Self.keyframes(Self.animation(linear))?.timingFunctions == nil)
    }

    /// Amplitude 14, count 3, decay 0.6: eight key frames at times i / 7, values 0, −14, 14·0.6, −14·0.6², 14·0.6³,
    /// −14·0.6⁴, 14·0.6⁵, 0 (= 0, −14, 8.4, −5.04, 3.024, −1.8144, 1.08864, 0), seven `ease-in-out` segments.
    @Test func aShakeIsItsKeyframes() throws {
        let document = try Self.document(
            #"[{ "layer": "box", "type": "shake", "amplitude": 14, "count": 3, "decay": 0.6, "duration": "400ms" }]"#)
        let animation = try #require(Self.animation(document))
        let keyframes = try #require(Self.keyframes(animation))
        #expect(animation.keyPath == .translationX)
        #expect(animation.timing.duration == 0.4)
        #expect(Self.close(Self.numbers(keyframes.values), [0, -14, 8.4, -5.04, 3.024, -1.8144, 1.08864, 0]))
        #expect(Self.close(try #require(keyframes.keyTimes), [0, 1, 2, 3, 4, 5, 6, 7].map { $0 / 7 }))
        #expect(keyframes.timingFunctions == Array(repeating: TimingFunction(0.42, 0, 0.58, 1), count: 7))
        #expect(animation.label == "shakes ±14 pt, 3 times")
        #expect(try Self.roundTrips(document))
        // Without decay, every swing is the amplitude; a rotation's amplitude takes degrees.
        let even = try Self.document(
            #"[{ "layer": "box", "type": "shake", "keyPath": "transform.rotation.z", "amplitude": "90deg", "count": 1 }]"#)
        #expect(Self.close(Self.numbers(Self.keyframes(Self.animation(even))!.values), [0, -Double.pi / 2, Double.pi / 2, 0]))
        #expect(Self.keyframes(Self.animation(even))?.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    }

    /// `property` takes what designers call a property, read as the one key path it means on that layer, and is
    /// written back as that key path.
    @Test(arguments: [
        ("translateX", AnimatableKeyPath.translationX), ("translateY", .translationY), ("scale", .scale), ("rotate", .rotationZ),
        ("alpha", .opacity), ("x", .positionX), ("y", .positionY), ("transform.translation.y", .translationY),
        ("border-radius", .cornerRadius), ("border-width", .borderWidth),
    ])
    func propertyIsADesignersNameForAKeyPath(_ name: String, _ keyPath: AnimatableKeyPath) throws {
        let document = try Self.document(#"[{ "layer": "box", "property": "\#(name)", "toValue": 1 }]"#)
        #expect(Self.animation(document)?.keyPath == keyPath)
        #expect(try document.jsonText().contains(#""keyPath": "\#(keyPath.rawValue)""#))
        #expect(try Self.roundTrips(document))
    }

    /// `color` is the layer kind's own colour: a shape's fill, a text's text, a plain layer's background.
    @Test func colorIsTheLayerKindsOwnColour() throws {
        let document = try EffectDocument(
            json: Array(
                #"""
                { "effect": 1, "name": "colours", "canvas": { "width": 100, "height": 50 },
                  "layers": [ { "id": "plain", "frame": [0, 0, 20, 20] },
                              { "id": "shape", "type": "shape", "frame": [0, 0, 20, 20], "path": { "d": "M 0 0 L 10 10" } },
                              { "id": "text", "type": "text", "frame": [0, 0, 20, 20], "string": "A" } ],
                  "animations": [ { "layer": "plain", "property": "color", "toValue": "red" },
                                  { "layer": "shape", "property": "color", "toValue": "red" },
                                  { "layer": "text", "property": "color", "toValue": "red" } ] }
                """#.utf8))
        #expect((0..<3).map { Self.animation(document, $0)?.keyPath } == [.backgroundColor, .fillColor, .foregroundColor])
    }

    /// A property that is not one, one that is several, and one given twice, each said where it is.
    @Test(arguments: [
        (
            #"{ "layer": "box", "property": "translate-y", "toValue": 1 }"#,
            #"animations[0].property: expected a property (translateX, translateY, x, y, scale, rotate, opacity, color…) or a key path, found the string "translate-y"; did you mean "translateY"?"#
        ),
        (
            #"{ "layer": "box", "property": "frame", "toValue": [0, 0, 1, 1] }"#,
            #"animations[0].property: "frame" is 2 properties of "box": write one of "bounds", "center""#
        ),
        (
            #"{ "layer": "box", "property": "scale", "keyPath": "transform.scale", "toValue": 2 }"#,
            "animations[0].keyPath: give property or keyPath, not both: they are one setting (property is the designer's word for it)"
        ),
    ])
    func aPropertySaysWhatItTakes(_ animation: String, _ message: String) {
        let report = EffectDocument.check(json: Array(Self.text("[\(animation)]").utf8))
        #expect(report.errors.map { "\($0.path): \($0.message)" } == [message])
    }

    /// Three dots 150 ms apart, 100 ms in: one entry per layer, begin times 0.1, 0.25, 0.4.
    @Test func staggerAddsTheAnimationToEachLayer() throws {
        let document = try Self.document(
            #"[{ "layers": ["dot-1", "dot-2", "dot-3"], "stagger": "150ms", "delay": "100ms", "keyPath": "opacity", "toValue": 0 }]"#)
        #expect(document.animations.map(\.layerID) == ["dot-1", "dot-2", "dot-3"])
        #expect(Self.close((0..<3).map { Self.animation(document, $0)!.timing.beginTime }, [0.1, 0.25, 0.4]))
        #expect(try Self.roundTrips(document))
    }

    // MARK: keep, moments

    @Test func keepIsWrittenBack() throws {
        let document = try Self.document(
            #"[{ "layer": "box", "keyPath": "position.x", "toValue": 80, "keep": true, "easing": "standard", "duration": "300ms" }]"#)
        #expect(document.animations[0].keepsValue)
        #expect(try document.jsonText().contains(#""keep": true"#))
        #expect(try Self.roundTrips(document))
    }

    /// `{ "id": "wrong-password", "at": "600ms" }`: a moment, which a trigger names as it names a touch.
    @Test func anEventThatIsNotATouchTriggers() throws {
        let document = try Self.document(
            #"[{ "layer": "box", "trigger": "wrong-password", "type": "shake", "amplitude": 10, "count": 2 }]"#,
            interactions: #"[{ "id": "wrong-password", "at": "600ms" }, { "id": "retry", "at": [1, 2] }]"#)
        #expect(document.interactions.isEmpty)
        #expect(document.moments == [Moment(id: "wrong-password", times: [0.6]), Moment(id: "retry", times: [1, 2])])
        #expect(document.occurrences(of: .touchDown("wrong-password")).map(\.time) == [0.6])
        #expect(try Self.roundTrips(document))
    }

    /// A text's `verticalAlignment` reads and writes back; `top` is the default and is not written.
    @Test func textTakesAVerticalAlignment() throws {
        func document(_ alignment: String) throws -> EffectDocument {
            try EffectDocument(
                json: Array(
                    #"{ "effect": 1, "canvas": { "width": 90, "height": 40 }, "layers": [ { "id": "t", "type": "text", "frame": [0, 0, 90, 40], "string": "Week"\#(alignment) } ] }"#
                        .utf8))
        }
        let centred = try document(#", "verticalAlignment": "center""#)
        guard case .text(let text) = centred.layers[0].content else {
            Issue.record("not text")
            return
        }
        #expect(text.verticalAlignment == .center)
        #expect(try centred.jsonText().contains(#""verticalAlignment": "center""#))
        #expect(try Self.roundTrips(centred))
        #expect(try !document("").jsonText().contains("verticalAlignment"))
        let report = EffectDocument.check(
            json: Array(
                #"{ "effect": 1, "canvas": { "width": 9, "height": 9 }, "layers": [ { "id": "t", "type": "text", "verticalAlignment": "middle" } ] }"#
                    .utf8))
        #expect(report.errors.map(\.message) == [#"expected one of "top", "center", "bottom", found the string "middle""#])
    }

    // MARK: Hints

    /// Each mistake a designer makes, with its place and the fix, all of one document's at once.
    @Test func theHintsADesignerNeeds() {
        let text = Self.text(
            """
            [
              { "layer": "box", "keyPath": "translateX", "toValue": 10, "easing": "ease-out", "timingFunction": "linear" },
              { "layer": "box", "keyPath": "scale", "toValue": 2, "repeatCount": "forever", "easng": "standard" },
              { "layer": "box", "keyPath": "rotate", "toValue": "45deg", "repeat": "forevr", "duraton": "1s", "easing": "emphasised" },
              { "layer": "box", "keyPath": "translateY", "toValue": 3, "delay": 0.1, "beginTime": 0.2 },
              { "layer": "box", "keyPath": "opacity", "toValue": 0, "easing": "emphasized" },
              { "layer": "box", "keyPath": "opacity", "toValue": 0, "duration": 400 }
            ]
            """)
        let report = EffectDocument.check(json: Array(text.utf8))
        let timings =
            "linear, easeIn, easeOut, easeInEaseOut, default, ease, ease-in, ease-in-out, ease-out, emphasized-accelerate, emphasized-decelerate, "
            + "legacy, legacy-accelerate, legacy-decelerate, standard, standard-accelerate, standard-decelerate, emphasized"
        #expect(
            report.errors.map(\.description) == [
                #"5:32: animations[0].keyPath: expected an animatable key path, found the string "translateX"; Core Animation calls it "transform.translation.x", or write "property": "translateX""#,
                #"5:83: animations[0].timingFunction: give easing or timingFunction, not both: they are one setting (easing is the designer's word for it)"#,
                #"6:32: animations[1].keyPath: expected an animatable key path, found the string "scale"; Core Animation calls it "transform.scale", or write "property": "scale""#,
                #"6:70: animations[1].repeatCount: expected a number from 0 to 1000000, or for ever "infinity", found the string "forever": Core Animation's repeatCount says "infinity"; or write "repeat": "forever""#,
                #"6:81: animations[1].easng: unknown key "easng" in a basic animation; did you mean "easing"?"#,
                #"7:32: animations[2].keyPath: expected an animatable key path, found the string "rotate"; Core Animation calls it "transform.rotation.z", or write "property": "rotate""#,
                #"7:72: animations[2].repeat: expected a number of cycles > 0, or "forever", found the string "forevr"; did you mean "forever"?"#,
                #"7:82: animations[2].duraton: unknown key "duraton" in a basic animation; did you mean "duration"?"#,
                #"7:109: animations[2].easing: expected a timing function (\#(timings), cubic-bezier(x1, y1, x2, y2) or [x1, y1, x2, y2]), found the string "emphasised"; did you mean "emphasized"?"#,
                #"8:32: animations[3].keyPath: expected an animatable key path, found the string "translateY"; Core Animation calls it "transform.translation.y", or write "property": "translateY""#,
                #"8:74: animations[3].beginTime: give delay or beginTime, not both: they are one setting (delay is the designer's word for it)"#,
                #"9:67: animations[4].easing: emphasized plays as two keyframe segments, which need both ends: give fromValue and toValue (of one shape)"#,
            ])
        #expect(
            report.warnings.map(\.description) == [
                #"10:69: animations[5].duration: 400 — did you mean "400ms"? A plain number is seconds: 400 s (6.67 minutes) is long beside this document's other times"#
            ])
    }

    /// What each notation takes, said where it is wrong.
    @Test(arguments: [
        (
            #"{ "layer": "box", "keyPath": "opacity", "keep": true, "fromValue": 1, "toValue": 0 }"#,
            "animations[0].fromValue: keep starts from what shows when the animation is added; remove fromValue"
        ),
        (
            #"{ "layer": "box", "type": "keyframe", "keyPath": "opacity", "keep": true, "values": [0, 1] }"#,
            "animations[0].keep: keep takes a basic or spring animation's toValue; a keyframe animation has no one value to keep"
        ),
        (
            #"{ "layer": "box", "keyPath": "opacity", "keyframes": { "0%": 0, "50%": 1 } }"#,
            #"animations[0].keyframes: keyframes need "0%" and "100%": Core Animation plays from the first value to the last"#
        ),
        (
            #"{ "layer": "box", "keyPath": "opacity", "keyframes": { "0%": 0, "half": 1, "100%": 0 } }"#,
            #"animations[0].keyframes.half: expected a keyframe's place from "0%" to "100%" (or "from", "to"), found "half""#
        ),
        (
            #"{ "layer": "box", "type": "shake", "amplitude": 10, "count": 2.5 }"#,
            "animations[0].count: expected a whole number of oscillations from 1 to 100, found the number 2.5"
        ),
        (
            #"{ "layer": "box", "type": "shake", "amplitude": 10, "count": 2, "decay": 0 }"#,
            "animations[0].decay: expected a decay 0 < d ≤ 1 (each swing's ratio to the previous), found the number 0"
        ),
        (
            #"{ "layers": ["dot-1", "dot-4"], "stagger": "100ms", "keyPath": "opacity", "toValue": 0 }"#,
            #"animations[0].layers[1]: no layer has the id "dot-4"; did you mean "dot-1"?"#
        ),
        (
            #"{ "layers": ["dot-1", "dot-2"], "keyPath": "opacity", "toValue": 0 }"#,
            #"animations[0].layers: layers take a "stagger": the time between one layer's start and the next's ("150ms")"#
        ),
        (
            #"{ "layer": "box", "keyPath": "opacity", "toValue": 0, "repeat": 2, "repeatCount": 3 }"#,
            "animations[0].repeat: give repeat or repeatCount, not both"
        ),
        (
            #"{ "layer": "box", "keyPath": "opacity", "toValue": 0, "keep": true, "repeat": { "count": 2, "pause": 1 } }"#,
            "animations[0].repeat: keep plays to the value it keeps; a pause between cycles is not kept: remove the pause"
        ),
    ])
    func eachNotationSaysWhatItTakes(_ animation: String, _ message: String) {
        let report = EffectDocument.check(json: Array(Self.text("[\(animation)]").utf8))
        #expect(report.errors.map { "\($0.path): \($0.message)" } == [message])
    }
}
