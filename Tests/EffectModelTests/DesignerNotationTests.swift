import EffectFiles
import Foundation
import Testing

@testable import EffectModel

/// The notations designers write decode to the same model values as the numbers they stand for; tokens
/// resolve through chains, and missing or cyclic ones are located errors naming the token file; mistakes get the fix.
@Suite struct DesignerNotationTests {
    static func document(_ animations: String, extra: String = "", folder: URL? = nil) throws(DocumentError) -> EffectDocument {
        let text = """
            { "effect": 1, "canvas": { "width": 100, "height": 50 }\(extra),
              "layers": [ { "id": "box", "frame": [0, 0, 20, 20] } ], "animations": \(animations) }
            """
        return try EffectDocument(json: Array(text.utf8), folder: folder)
    }

    static func animation(_ document: EffectDocument) -> Animation? {
        if case .core(let animation, _) = document.animations.first?.content { return animation }
        return nil
    }

    static func report(_ animations: String, extra: String = "", folder: URL? = nil) -> DocumentReport {
        let text = """
            { "effect": 1, "canvas": { "width": 100, "height": 50 }\(extra),
              "layers": [ { "id": "box", "frame": [0, 0, 20, 20] } ], "animations": \(animations) }
            """
        return EffectDocument.check(json: Array(text.utf8), folder: folder)
    }

    /// Each notation beside its numeric twin: the decoded animations are the same.
    @Test(arguments: [
        (#""duration": "300ms", "beginTime": "-450ms""#, #""duration": 0.3, "beginTime": -0.45"#),
        (#""duration": "0.3s", "timeOffset": "50ms""#, #""duration": 0.3, "timeOffset": 0.05"#),
        (#""repeatDuration": "1500ms""#, #""repeatDuration": 1.5"#),
        (#""timingFunction": "ease""#, #""timingFunction": [0.25, 0.1, 0.25, 1]"#),
        (#""timingFunction": "ease-in-out""#, #""timingFunction": [0.42, 0, 0.58, 1]"#),
        (#""timingFunction": "ease-out""#, #""timingFunction": [0, 0, 0.58, 1]"#),
        (#""timingFunction": "cubic-bezier(0.2, 0, 0, 1)""#, #""timingFunction": [0.2, 0, 0, 1]"#),
    ])
    func timesAndCurvesDecodeAsTheirNumbers(_ notation: String, _ numbers: String) throws {
        let a = try #require(Self.animation(try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, \#(notation) }]"#)))
        let b = try #require(Self.animation(try Self.document(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, \#(numbers) }]"#)))
        #expect(a.timing == b.timing)
        #expect(a.timingFunction == b.timingFunction)
    }

    @Test(arguments: [
        ("\"45deg\"", Double.pi / 4), ("\"0.125turn\"", Double.pi / 4), ("\"0.785rad\"", 0.785), ("\"50grad\"", Double.pi / 4), ("-1.5", -1.5),
    ])
    func anglesDecodeToRadians(_ written: String, _ radians: Double) throws {
        let document = try Self.document(#"[{ "layer": "box", "keyPath": "transform.rotation.z", "toValue": \#(written) }]"#)
        guard case .basic(_, .number(let value)?, _) = Self.animation(document)?.kind else {
            Issue.record("not decoded")
            return
        }
        #expect(abs(value - radians) < 1e-12)
        let layer = try EffectDocument(
            json: Array(
                #"{ "effect": 1, "canvas": { "width": 9, "height": 9 }, "layers": [ { "id": "a", "transform": { "rotation": \#(written) } } ] }"#.utf8
            ))
        #expect(abs(layer.layers[0].transform.rotation - radians) < 1e-12)
    }

    @Test func springsInEveryForm() throws {
        func spring(_ keys: String) throws -> Spring? {
            let document = try Self.document(
                #"[{ "layer": "box", "type": "spring", "keyPath": "transform.scale", "fromValue": 0.4, "toValue": 1, \#(keys) }]"#)
            if case .spring(let spring, _, _, _) = Self.animation(document)?.kind { return spring }
            return nil
        }
        #expect(try spring(#""bounce": 0.3"#) == Spring(perceptualDuration: 0.5, bounce: 0.3))
        #expect(try spring(#""preset": "bouncy""#) == Spring(perceptualDuration: 0.5, bounce: 0.3))
        #expect(try spring(#""preset": "snappy""#) == Spring(perceptualDuration: 0.5, bounce: 0.15))
        #expect(try spring(#""preset": "smooth", "perceptualDuration": "350ms""#) == Spring(perceptualDuration: 0.35, bounce: 0))
        #expect(try spring(#""perceptualDuration": "400ms", "bounce": 0.2"#) == Spring(perceptualDuration: 0.4, bounce: 0.2))
        #expect(try spring(#""mass": 1, "stiffness": 300, "damping": 20"#) == Spring(stiffness: 300, damping: 20))
    }

    // MARK: Tokens

    static let tokens = #"""
        { "motion": {
            "duration": { "$type": "duration", "medium2": { "$value": { "value": 300, "unit": "ms" } }, "short4": { "$value": "200ms" },
                          "enter": { "$value": "{motion.duration.medium2}" }, "loop": { "$value": "{motion.duration.loop}" },
                          "a": { "$value": "{motion.duration.b}" }, "b": { "$value": "{motion.duration.a}" } },
            "easing": { "standard": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] } },
            "scale": { "pop": { "$type": "number", "$value": 1.25 } },
            "transition": { "enter": { "$type": "transition", "$value": { "duration": "{motion.duration.enter}", "delay": "50ms", "timingFunction": "{motion.easing.standard}" } } }
        } }
        """#

    @Test func tokensResolveThroughChainsFromAFileOrInline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.tokens.utf8).write(to: folder.appendingPathComponent("motion.tokens.json"))
        let body =
            #"[{ "layer": "box", "keyPath": "transform.scale", "toValue": "{motion.scale.pop}", "duration": "{motion.duration.enter}", "timingFunction": "{motion.easing.standard}" },"#
            + #" { "layer": "box", "keyPath": "opacity", "toValue": 0, "transition": "{motion.transition.enter}" }]"#
        for extra in [#", "tokens": "motion.tokens.json""#, #", "tokens": \#(Self.tokens)"#] {
            let document = try Self.document(body, extra: extra, folder: folder)
            let pop = try #require(Self.animation(document))
            #expect(pop.timing.duration == 0.3)
            #expect(pop.timingFunction == TimingFunction(0.2, 0, 0, 1))
            guard case .basic(_, .number(1.25)?, _) = pop.kind else {
                Issue.record("scale token not resolved")
                continue
            }
            guard case .core(let fade, _) = document.animations[1].content else { continue }
            #expect(fade.timing.duration == 0.3 && fade.timing.beginTime == 0.05 && fade.timingFunction == TimingFunction(0.2, 0, 0, 1))
        }
    }

    @Test func missingAndCyclicTokensAreLocatedAndNameTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.tokens.utf8).write(to: folder.appendingPathComponent("motion.tokens.json"))
        let extra = #", "tokens": "motion.tokens.json""#
        func problem(_ value: String, key: String = "duration") -> DocumentError? {
            Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "\#(key)": "\#(value)" }]"#, extra: extra, folder: folder).errors
                .first
        }
        let missing = try #require(problem("{motion.duration.medium3}"))
        #expect(missing.path.description == "animations[0].duration")
        #expect(missing.location == SourceLocation(line: 2, column: 140))
        #expect(missing.message == "no token {motion.duration.medium3} in motion.tokens.json; did you mean {motion.duration.medium2}?")
        #expect(
            problem("{motion.duration.loop}")?.message
                == "the tokens in motion.tokens.json refer to each other in a cycle: {motion.duration.loop} → {motion.duration.loop}")
        #expect(
            problem("{motion.duration.a}")?.message
                == "the tokens in motion.tokens.json refer to each other in a cycle: {motion.duration.a} → {motion.duration.b} → {motion.duration.a}")
        #expect(
            problem("{motion.easing.standard}")?.message
                == "the token {motion.easing.standard} (motion.tokens.json 5:65 (motion.easing.standard)) is a cubicBezier, and a duration is expected here"
        )
        #expect(
            Self.report(#"[{ "layer": "box", "keyPath": "opacity", "duration": "{motion.duration.medium2}" }]"#).errors.first?.message
                == #"{motion.duration.medium2} refers to a token, and the document names no tokens; add "tokens": "motion.tokens.json" (a W3C design token file beside the document)"#
        )
        #expect(
            Self.report("[]", extra: #", "tokens": "nowhere.tokens.json""#, folder: folder).errors.first?.message.hasPrefix(
                "cannot read the token file nowhere.tokens.json") == true)
    }

    // MARK: Hints

    @Test(arguments: [
        (
            #"{ "layer": "box", "keyPath": "scale", "toValue": 2 }"#,
            #"animations[0].keyPath: expected an animatable key path, found the string "scale"; Core Animation calls it "transform.scale", or write "property": "scale""#
        ),
        (
            #"{ "layer": "box", "keyPath": "rotation", "toValue": 2 }"#,
            #"animations[0].keyPath: expected an animatable key path, found the string "rotation"; Core Animation calls it "transform.rotation.z", or write "property": "rotation""#
        ),
        (
            #"{ "layer": "box", "keyPath": "alpha", "toValue": 0 }"#,
            #"animations[0].keyPath: expected an animatable key path, found the string "alpha"; Core Animation calls it "opacity", or write "property": "alpha""#
        ),
        (
            #"{ "layer": "box", "keyPath": "frame", "toValue": 0 }"#,
            #"animations[0].keyPath: expected an animatable key path, found the string "frame"; Core Animation calls it "bounds" or "position""#
        ),
        (
            #"{ "layer": "box", "type": "view", "duration": 0.3, "changes": { "opacity": 0 }, "easing": "standard" }"#,
            #"animations[0].easing: "easing" does not belong in a view animation: UIView.animate takes its curve as an option: "options": ["curveEaseOut"] (curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear); for a cubic-bezier use a basic animation"#
        ),
        (
            #"{ "layer": "box", "type": "view", "duration": 0.3, "changes": { "opacity": 0 }, "timingFunction": "easeOut" }"#,
            #"animations[0].timingFunction: "timingFunction" does not belong in a view animation: UIView.animate takes its curve as an option: "options": ["curveEaseOut"] (curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear); for a cubic-bezier use a basic animation"#
        ),
        (
            #"{ "layer": "box", "keyPath": "opacity", "toValue": 0, "bounce": 0.3 }"#,
            #"animations[0].bounce: "bounce" does not belong in a basic animation: bounce belongs to a spring: add "type": "spring""#
        ),
        (
            #"{ "layer": "box", "type": "spring", "keyPath": "opacity", "toValue": 0, "preset": "bouncy", "bounce": 0.1 }"#,
            #"animations[0].bounce: the bouncy preset sets the bounce (0.3); give preset or bounce, not both"#
        ),
        (
            #"{ "layer": "box", "keyPath": "opacity", "toValue": 0, "trigger": "heart" }"#,
            #"animations[0].trigger: "heart" names no interaction: the document has none; add one, such as { "id": "heart", "layer": "…", "tap": 0.5 }"#
        ),
    ])
    func mistakesGetTheFix(_ animation: String, _ expected: String) {
        let error = Self.report("[\(animation)]").errors.first
        #expect(error.map { "\($0.path): \($0.message)" } == expected)
    }

    @Test func millisecondsTypedAsSecondsAreWarned() {
        let report = Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "duration": 300, "beginTime": 0.1 }]"#)
        #expect(report.errors.isEmpty)
        #expect(
            report.warnings.map { "\($0.path): \($0.message)" } == [
                #"animations[0].duration: 300 — did you mean "300ms"? A plain number is seconds: 300 s (5 minutes) is long beside this document's other times"#
            ])
        // Beside a review window of 2 s, 400 is still minutes long.
        let windowed = Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "duration": 400 }]"#, extra: #", "duration": "2000ms""#)
        #expect(windowed.warnings.map(\.path.description) == ["animations[0].duration"])
        // A long effect whose times are all long is not warned.
        #expect(Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "duration": 30, "beginTime": 12 }]"#).warnings.isEmpty)
    }

    @Test func triggersNameInteractionsOrTouchedLayers() {
        let extra = #", "interactions": [ { "id": "like", "layer": "box", "tap": 0.5 } ]"#
        #expect(
            Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "trigger": "lik" }]"#, extra: extra).errors.first?.message
                == #"no interaction or touched layer is named "lik" (triggers: start, ID, ID.touchDown, ID.touchUp); did you mean "like"?"#)
        // Far from every name, the message lists them; an interaction that did not read still gives its id.
        #expect(
            Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "trigger": "signin-tap" }]"#, extra: extra).errors.first?.message
                == #"no interaction or touched layer is named "signin-tap" (triggers: start, ID, ID.touchDown, ID.touchUp); the document's: "like", "box""#
        )
        let broken = #", "interactions": [ { "id": "like", "layer": "bx", "tap": 0.5 } ]"#
        #expect(
            Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "trigger": "like" }]"#, extra: broken).errors.map(\.path.description)
                == ["interactions[0].layer"])
        for trigger in ["like", "like.touchDown", "like.touchUp", "box", "box.touchUp", "start"] {
            #expect(
                Self.report(#"[{ "layer": "box", "keyPath": "opacity", "toValue": 0, "trigger": "\#(trigger)" }]"#, extra: extra).errors.isEmpty,
                "\(trigger)")
        }
    }
}
