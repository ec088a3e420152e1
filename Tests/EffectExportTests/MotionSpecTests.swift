import EffectCompositions
import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// The spec's JSON for every template, against the numbers of `shared/design/seed-effects.md` (the seeds' own code).
@Suite struct MotionSpecTests {
    /// The JSON `effect-export spec NAME --format json` prints, parsed.
    static func spec(_ name: String, in folder: URL = Templates.folder) throws -> [String: Any] {
        let document = try EffectDocument(contentsOf: folder.appendingPathComponent("\(name).json"))
        let report = SpecReport(MotionSpec(scene: try Scene(document: document), document: document))
        return try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    }

    static func triggers(_ spec: [String: Any]) -> [[String: Any]] { spec["triggers"] as? [[String: Any]] ?? [] }

    static func motions(_ trigger: [String: Any]) -> [[String: Any]] { trigger["motions"] as? [[String: Any]] ?? [] }

    static func motion(_ trigger: [String: Any], _ element: String, _ property: String) throws -> [String: Any] {
        try #require(
            motions(trigger).first { $0["element"] as? String == element && $0["property"] as? String == property },
            "no \(element) · \(property) in \(trigger["label"] ?? "?")")
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    @Test func floatingButtonOpensOnTheTapAndClosesOnTheNext() throws {
        let triggers = Self.triggers(try Self.spec("floating-button"))
        #expect(triggers.map { $0["kind"] as? String } == ["tap", "tap"])
        #expect(triggers.map { Self.number($0["at"]) } == [100, 1000])
        let open = triggers[0]
        let rotation = try Self.motion(open, "Plus icon", "rotation")
        #expect(rotation["layer"] as? String == "fab")
        #expect(rotation["keyPath"] as? String == "transform.rotation.z")
        #expect(Self.number(rotation["from"]) == 0 && Self.number(rotation["to"]) == 45 && rotation["unit"] as? String == "deg")
        #expect(Self.number(rotation["delay"]) == 0 && Self.number(rotation["duration"]) == 300)
        let linear = try #require(rotation["easing"] as? [String: Any])
        #expect(linear["name"] as? String == "linear" && (linear["cubicBezier"] as? [Double]) == [0, 0, 1, 1])

        let pop = try Self.motion(open, "Pencil button", "scale")
        #expect(pop["layer"] as? String == "fab/action-1")
        #expect(Self.number(pop["from"]) == 0.4 && Self.number(pop["to"]) == 1 && pop["unit"] as? String == "x")
        #expect(Self.number(pop["delay"]) == 200 && Self.number(pop["duration"]) == 300)
        let easing = try #require(pop["easing"] as? [String: Any])
        #expect(easing["name"] as? String == "spring")
        let spring = try #require(easing["spring"] as? [String: Any])
        // UIKit's 0.3 s at damping 0.55 and velocity 0.3: ω₀ ≈ 39.3 rad/s, so 2π/ω₀ = 160 ms; ζω₀ = 21.6 /s settles in 343 ms.
        #expect(Self.number(spring["dampingRatio"]) == 0.55 && Self.number(spring["bounce"]) == 0.45)
        #expect(Self.number(spring["duration"]) == 160 && Self.number(spring["settles"]) == 343 && Self.number(spring["initialVelocity"]) == 0.3)
        let fadeIn = try Self.motion(open, "Pencil button", "opacity")
        #expect(Self.number(fadeIn["from"]) == 0 && Self.number(fadeIn["to"]) == 100 && fadeIn["unit"] as? String == "%")
        #expect(Self.number(fadeIn["delay"]) == 200)

        let close = triggers[1]
        #expect(close["label"] as? String == "2nd tap")
        let back = try Self.motion(close, "Plus icon", "rotation")
        #expect(Self.number(back["from"]) == 45 && Self.number(back["to"]) == 0)
        let shrink = try Self.motion(close, "Pencil button", "scale")
        #expect(Self.number(shrink["from"]) == 1 && Self.number(shrink["to"]) == 0.4)
        #expect(Self.number(shrink["delay"]) == 200 && Self.number(shrink["duration"]) == 150)
        let easeInOut = try #require(shrink["easing"] as? [String: Any])
        #expect(easeInOut["name"] as? String == "ease-in-out" && (easeInOut["cubicBezier"] as? [Double]) == [0.42, 0, 0.58, 1])
    }

    @Test(arguments: ["ripple-contained", "ripple-outlined", "ripple-text", "ripple-korean"])
    func rippleGrowsOnTouchDownAndFadesOnTouchUp(template: String) throws {
        let triggers = Self.triggers(try Self.spec(template))
        #expect(triggers.map { $0["kind"] as? String } == ["touchDown", "touchUp"])
        #expect(triggers.map { Self.number($0["at"]) } == [50, 450])
        let grow = try Self.motion(triggers[0], "Ripple", "scale")
        #expect(Self.number(grow["from"]) == 0 && Self.number(grow["to"]) == 1)
        #expect(Self.number(grow["delay"]) == 0 && Self.number(grow["duration"]) == 225)
        let standard = try #require(grow["easing"] as? [String: Any])
        // (0.4, 0, 0.2, 1) is Material 3's legacy curve, Material 2's standard.
        #expect(standard["name"] as? String == "legacy" && (standard["cubicBezier"] as? [Double]) == [0.4, 0, 0.2, 1])
        let fadeIn = try Self.motion(triggers[0], "Ripple", "opacity")
        #expect(Self.number(fadeIn["duration"]) == 75 && Self.number(fadeIn["to"]) == 100)
        let drift = try Self.motion(triggers[0], "Ripple", "position")
        #expect(drift["unit"] as? String == "pt" && Self.number(drift["duration"]) == 225)
        let fadeOut = try Self.motion(triggers[1], "Ripple", "opacity")
        #expect(Self.number(fadeOut["from"]) == 100 && Self.number(fadeOut["to"]) == 0)
        #expect(Self.number(fadeOut["delay"]) == 0 && Self.number(fadeOut["duration"]) == 75)
        #expect((fadeOut["notes"] as? [String]) == [])
    }

    @Test func mdcQuickReleaseFadesFromTouchDownPlus150Milliseconds() throws {
        let triggers = Self.triggers(try Self.spec("ripple-mdc"))
        // Starting scale max(w, h) · 0.6 / 2 / (hypot(midX, midY) + 10) for the 200 × 48 button: 60 / 112.84.
        let grow = try Self.motion(triggers[0], "Ripple", "scale")
        #expect(abs(Self.number(grow["from"])! - 60 / (hypot(100, 24) + 10)) < 1e-5)
        let fade = try Self.motion(triggers[1], "Ripple", "opacity")
        #expect(Self.number(triggers[1]["at"]) == 150)
        #expect(Self.number(fade["delay"]) == 50 && Self.number(fade["duration"]) == 150)
        #expect((fade["notes"] as? [String]) == [])
    }

    @Test func mdcLateReleaseIsFlaggedAsVanishingAtOnce() throws {
        let triggers = Self.triggers(try Self.spec("ripple-mdc-late-release"))
        let fade = try Self.motion(triggers[1], "Ripple", "opacity")
        #expect(triggers[1]["kind"] as? String == "touchUp" && Self.number(triggers[1]["at"]) == 500)
        #expect(Self.number(fade["delay"]) == -450 && Self.number(fade["duration"]) == 150)
        #expect((fade["notes"] as? [String])?.first?.hasPrefix("vanishes at once") == true)
    }

    @Test func rapidTapsMakeARippleEachThatFadesWhenItHasGrown() throws {
        let triggers = Self.triggers(try Self.spec("ripple-rapid-taps"))
        #expect(
            triggers.filter { $0["kind"] as? String == "touchDown" }.map { Self.motions($0).first?["element"] as? String } == [
                "Ripple 1", "Ripple 2", "Ripple 3",
            ])
        // Each touch up comes during its ripple's 225 ms: Rippleable fades it when the group completes — listed under
        // the touch down that began the chain, 225 ms after it, saying which completion starts it.
        #expect(!triggers.contains { $0["kind"] as? String == "completion" })
        for (number, down) in triggers.filter({ $0["kind"] as? String == "touchDown" }).enumerated() {
            let fade = try #require(Self.motions(down).last)
            #expect(fade["property"] as? String == "opacity" && Self.number(fade["to"]) == 0 && Self.number(fade["delay"]) == 225)
            #expect((fade["notes"] as? [String]) == ["starts when Ripple \(number + 1) · Touch-down ripple ends"])
        }
    }

    @Test func tapHighlightChangesAtOnce() throws {
        let triggers = Self.triggers(try Self.spec("tap-highlight"))
        let scale = try Self.motion(triggers[0], "Button", "scale")
        #expect(Self.number(scale["from"]) == 1 && Self.number(scale["to"]) == 1.3 && Self.number(scale["duration"]) == 1)
        let alpha = try Self.motion(triggers[0], "Button", "opacity")
        #expect(Self.number(alpha["to"]) == 80)
        let back = try Self.motion(triggers[1], "Button", "opacity")
        #expect(Self.number(back["from"]) == 80 && Self.number(back["to"]) == 100)
    }

    @Test func waveRecursionIsOneRowForEverEachWay() throws {
        let triggers = Self.triggers(try Self.spec("wave-pulse"))
        #expect(triggers.count == 1 && triggers[0]["kind"] as? String == "start")
        let size = try Self.motion(triggers[0], "Halo", "size")
        #expect((size["from"] as? [Double]) == [120, 120] && (size["to"] as? [Double]) == [170, 170])
        #expect(Self.number(size["duration"]) == 500)
        let repeats = try #require(size["repeat"] as? [String: Any])
        #expect(repeats["count"] as? String == "infinity" && repeats["autoreverses"] as? Bool == true)
        #expect((try Self.motion(triggers[0], "Halo", "cornerRadius"))["to"] as? Double == 85)
    }

    @Test(arguments: ["gradient-pitfall", "gradient-fixed"])
    func gradientRepeatsOnTheToggle(template: String) throws {
        let triggers = Self.triggers(try Self.spec(template))
        #expect(triggers.map { $0["kind"] as? String } == ["toggle"])
        let size = try Self.motion(triggers[0], "Gradient view", "size")
        #expect((size["from"] as? [Double]) == [100, 100] && (size["to"] as? [Double]) == [200, 200] && Self.number(size["duration"]) == 1000)
        let scale = try Self.motion(triggers[0], "Gradient", "scale")
        #expect(Self.number(scale["from"]) == 1 && Self.number(scale["to"]) == 2)
        let repeats = try #require(scale["repeat"] as? [String: Any])
        #expect(repeats["count"] as? String == "infinity" && repeats["autoreverses"] as? Bool == true)
    }

    /// Every template's spec reads back as JSON with the contract's fields, every row with a unit and an easing name.
    @Test func everyTemplateHasTheContractsFields() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Templates.folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 12)
        for name in names {
            let spec = try Self.spec(String(name.dropLast(5)))
            #expect(spec["effect"] as? String == String(name.dropLast(5)))
            let triggers = Self.triggers(spec)
            #expect(triggers.contains { !Self.motions($0).isEmpty }, "\(name) has no motion")
            for motion in triggers.flatMap(Self.motions) {
                for key in ["element", "layer", "property", "keyPath", "from", "to", "unit", "delay", "duration", "easing", "repeat", "notes"] {
                    #expect(motion[key] != nil, "\(name): \(key)")
                }
                #expect(["deg", "x", "pt", "%", "color", "none"].contains(motion["unit"] as? String ?? ""))
            }
        }
    }

    // MARK: Keyframes, groups, names (issue 39)

    static let examples = Templates.folder.deletingLastPathComponent().appendingPathComponent("Examples")
    /// The tester's shake, hop and segmented control written in Core Animation's words (the examples of the same
    /// names say them in a designer's): the spec states what each holds.
    static let specFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Spec")

    /// Each keyframe's time, value and the name and points of the easing that arrives at it.
    static func keyframes(_ motion: [String: Any]) throws -> [(at: Double, value: Double, easing: String?, points: [Double]?)] {
        let keyframes = try #require(motion["keyframes"] as? [[String: Any]], "no keyframes in \(motion["label"] ?? "?")")
        return try keyframes.map { keyframe in
            let easing = keyframe["easing"] as? [String: Any]
            return (
                try #require(number(keyframe["at"])), try #require(number(keyframe["value"])), easing?["name"] as? String,
                easing?["cubicBezier"] as? [Double]
            )
        }
    }

    static let easeOut: [Double] = [0, 0, 0.58, 1]
    static let easeIn: [Double] = [0.42, 0, 1, 1]
    static let easeInOut: [Double] = [0.42, 0, 0.58, 1]

    /// Badge bounce's Appear: values [0, 1.25, 0.9, 1] at key times [0, 0.5, 0.8, 1] of 400 ms are reached at 0, 200, 320 and
    /// 400 ms, over ease-out, ease-in-out, ease-in-out; Bounce again: [1, 1.3, 1] at [0, 0.4, 1] of 300 ms, at 0, 120, 300 ms.
    @Test func badgeBounceStatesEveryKeyframe() throws {
        let start = try #require(Self.triggers(try Self.spec("badge-bounce", in: Self.examples)).first)
        let rows = Self.motions(start)
        let appear = try #require(rows.first { $0["label"] as? String == "Appear" })
        let frames = try Self.keyframes(appear)
        #expect(frames.map(\.at) == [0, 200, 320, 400] && frames.map(\.value) == [0, 1.25, 0.9, 1])
        #expect(frames.map(\.easing) == [nil, "ease-out", "ease-in-out", "ease-in-out"])
        #expect(frames.map(\.points) == [nil, Self.easeOut, Self.easeInOut, Self.easeInOut])
        #expect(Self.number(appear["from"]) == 0 && Self.number(appear["to"]) == 1)
        let range = try #require(appear["range"] as? [String: Any])
        #expect(Self.number(range["min"]) == 0 && Self.number(range["max"]) == 1.25)
        #expect(Self.number(appear["delay"]) == 300 && Self.number(appear["duration"]) == 400)
        let again = try #require(rows.first { $0["label"] as? String == "Bounce again" })
        let second = try Self.keyframes(again)
        #expect(second.map(\.at) == [0, 120, 300] && second.map(\.value) == [1, 1.3, 1])
        #expect(second.map(\.easing) == [nil, "ease-out", "ease-in"] && second.map(\.points) == [nil, Self.easeOut, Self.easeIn])
        let markdown = try Self.markdown("badge-bounce")
        #expect(
            markdown.contains(
                "| Badge | Scale | peak 1.25×: 0× → 1.25× → 0.9× → 1× at 0, 200, 320, 400 ms | 300 ms | 400 ms | ease-out, ease-in-out, ease-in-out |"
            ))
        #expect(markdown.contains("grows to 1.3× and back: 1× → 1.3× → 1× at 0, 120, 300 ms"))
    }

    /// A repeat with a pause between cycles (a group the designer's `"repeat": { "pause": … }` makes) is stated as
    /// the motion's repeat, with its pause, not as a motion that plays once.
    @Test func aRepeatWithAPauseSaysSo() throws {
        let start = try #require(Self.triggers(try Self.spec("typing-indicator", in: Self.examples)).first)
        let hop = try Self.motion(start, "First dot", "offsetY")
        let repeats = try #require(hop["repeat"] as? [String: Any])
        #expect(repeats["count"] as? String == "infinity")
        #expect(repeats["pause"] as? Double == 300)
        #expect(try Self.markdown("typing-indicator").contains("| for ever, a 300 ms pause between |"))
    }

    /// A keyframe motion of more values than a row can list (a Lottie path keyed every frame) states its ends and how
    /// many there are; its JSON keeps every one.
    @Test func manyKeyframesAreCountedNotListed() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let values = (0..<20).map { String($0) }.joined(separator: ", ")
        let document = """
            { "effect": 1, "name": "many", "canvas": { "width": 100, "height": 100 }, "duration": 1,
              "layers": [ { "id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#000000" } ],
              "animations": [ { "layer": "a", "type": "keyframe", "keyPath": "transform.translation.x", "values": [\(values)], "duration": 1 } ] }
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("many.json"))
        let start = try #require(Self.triggers(try Self.spec("many", in: folder)).first)
        #expect((Self.motions(start).first?["keyframes"] as? [Any])?.count == 20)
        #expect(try Self.markdown("many", in: folder).contains("| 0 → … → 19 pt, 20 keyframes from 0 to 1000 ms |"))
    }

    /// A moment that is not a touch (`{ "id": "wrong-password", "at": "600ms" }`) heads the motions it sets going,
    /// each with its delay from it, as a tap does.
    @Test func aMomentHeadsWhatItSetsGoing() throws {
        let triggers = Self.triggers(try Self.spec("password-shake", in: Self.examples))
        let moment = try #require(triggers.first { $0["kind"] as? String == "moment" })
        #expect(moment["label"] as? String == "wrong-password")
        #expect(moment["at"] as? Double == 600)
        let shake = try Self.motion(moment, "Password field", "offsetX")
        #expect(shake["delay"] as? Double == 0)
        #expect(try Self.markdown("password-shake").contains("## Wrong-password at 600 ms"))
    }

    /// The shake: seven values evenly over 400 ms (no key times), every segment linear, read as a shake that dies away.
    @Test func aShakeReadsAsAShake() throws {
        let tap = try #require(Self.triggers(try Self.spec("password-shake", in: Self.specFixtures)).first)
        let shake = try Self.motion(tap, "Password field", "offsetX")
        let frames = try Self.keyframes(shake)
        #expect(frames.map(\.value) == [0, -14, 12, -8, 6, -3, 0])
        let times = (0...6).map { Double($0) * 400 / 6 }
        #expect(zip(frames.map(\.at), times).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(frames.map(\.easing) == [nil] + Array(repeating: "linear", count: 6))
        let range = try #require(shake["range"] as? [String: Any])
        #expect(Self.number(range["min"]) == -14 && Self.number(range["max"]) == 12)
        #expect(Self.number(shake["from"]) == 0 && Self.number(shake["to"]) == 0)
        #expect(
            try Self.markdown("password-shake", in: Self.specFixtures).contains(
                "shakes ±14 pt, 3 times, dying away: 0 → -14 → 12 → -8 → 6 → -3 → 0 pt at 0, 66.67"))
    }

    /// The typing dots hop up 6 pt and back one after another (150 ms apart), ease-out up, ease-in down, then rest.
    @Test func staggeredDotsHopUpAndBack() throws {
        let start = try #require(Self.triggers(try Self.spec("typing-dots", in: Self.specFixtures)).first)
        for (index, delay) in [0.0, 150, 300].enumerated() {
            let dot = try Self.motion(start, "Dot \(index + 1)", "offsetY")
            #expect(Self.number(dot["delay"]) == delay && Self.number(dot["duration"]) == 1200)
            let frames = try Self.keyframes(dot)
            #expect(frames.map(\.at) == [0, 240, 480, 1200] && frames.map(\.value) == [0, -6, 0, 0])
            #expect(frames.map(\.easing) == [nil, "ease-out", "ease-in", "linear"])
            #expect((dot["repeat"] as? [String: Any])?["count"] as? String == "infinity")
        }
        #expect(
            try Self.markdown("typing-dots", in: Self.specFixtures).contains(
                "| Dot 2 | Offset Y | up 6 pt and back, holds 0 pt for 720 ms: 0 → -6 → 0 → 0 pt at 0, 240, 480, 1200 ms | 150 ms |"))
    }

    /// A group's children play on the group's curve: a linear child is stated with it (and its token), a child with a curve
    /// of its own is stated with both and the part of the group it spans; at a quarter of each row's time the value the
    /// spec gives is the engine's, to 1e-9.
    @Test func aGroupsChildrenEaseOnTheGroupsCurve() throws {
        let url = Self.specFixtures.appendingPathComponent("segmented-control.json")
        let document = try EffectDocument(contentsOf: url)
        let scene = try Scene(document: document)
        let json = SpecReport(MotionSpec(scene: scene, document: document)).json
        let spec = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tap = try #require(Self.triggers(spec).first)
        let group = TimingFunction(0.05, 0.7, 0.1, 1)
        let sampler = Sampler(scene: scene)
        func engine(_ keyPath: AnimatableKeyPath, _ row: [String: Any], at fraction: Double) throws -> Double {
            let t = (try #require(Self.number(tap["at"])) + Self.number(row["delay"])! + fraction * Self.number(row["duration"])!) / 1000
            guard case .number(let value)? = sampler.value(keyPath, of: "thumb", at: t) else { throw SpecError.noValue }
            return value
        }

        let slide = try Self.motion(tap, "Thumb", "positionX")
        let easing = try #require(slide["easing"] as? [String: Any])
        #expect(easing["name"] as? String == "emphasized-decelerate" && easing["cubicBezier"] as? [Double] == [0.05, 0.7, 0.1, 1])
        #expect(easing["token"] as? String == "md.sys.motion.easing.emphasized-decelerate")
        #expect((slide["tokens"] as? [String: Any])?["duration"] as? String == "md.sys.motion.duration.medium3")
        #expect(Self.number(slide["duration"]) == 350)
        let slid = 62 + (258 - 62) * group.value(at: 0.25)
        #expect(abs(try engine(.positionX, slide, at: 0.25) - slid) < 1e-9)

        // The shadow's own ease-in over 140 ms of the group's 350: group time 0…0.4, reached on the group's curve.
        let shadow = try Self.motion(tap, "Thumb", "shadowOpacity")
        let own = try #require(shadow["easing"] as? [String: Any])
        #expect(own["name"] as? String == "ease-in")
        let onGroup = try #require(own["group"] as? [String: Any])
        #expect(onGroup["name"] as? String == "emphasized-decelerate" && onGroup["window"] as? [Double] == [0, 0.4])
        let last = group.progress(reaching: 0.4)
        #expect(abs(Self.number(shadow["duration"])! - last * 350) < 1e-6)
        let groupTime = group.value(at: 0.25 * last)
        let shown = 0.12 + (0.3 - 0.12) * TimingFunction.easeIn.value(at: groupTime / 0.4)
        #expect(abs(try engine(.shadowOpacity, shadow, at: 0.25) - shown) < 1e-9)
    }

    enum SpecError: Error { case noValue }

    static func markdown(_ example: String, in folder: URL = examples) throws -> String {
        let document = try EffectDocument(contentsOf: folder.appendingPathComponent("\(example).json"))
        return SpecReport(MotionSpec(scene: try Scene(document: document), document: document)).markdown
    }

    /// Every easing of Material 3's token file is named as Material 3 names it; (0.4, 0, 0.2, 1) is legacy, Material 2's
    /// standard; CSS's keywords by their points; any other curve is custom.
    @Test func easingNamesFollowMaterial3AndCSS() throws {
        let tokens = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Templates.folder.appendingPathComponent("tokens/material3.tokens.json")))
                as? [String: Any])
        let easings = try #require(
            ((tokens["md"] as? [String: Any])?["sys"] as? [String: Any]).flatMap { ($0["motion"] as? [String: Any])?["easing"] as? [String: Any] })
        var named = 0
        for (name, token) in easings where !name.hasPrefix("$") {
            let points = try #require((token as? [String: Any])?["$value"] as? [Double])
            let curve = MotionSpec.Easing.CurveName(TimingFunction(points[0], points[1], points[2], points[3]))
            #expect(curve.rawValue == name, "\(name) \(points)")
            #expect(curve.points == points)
            named += 1
        }
        #expect(named == 9)
        #expect(MotionSpec.Easing.CurveName(TimingFunction(0.2, 0, 0, 1)) == .standard)
        #expect(MotionSpec.Easing.CurveName(.materialStandard).words == "legacy (Material 2 standard)")
        let css: [(String, TimingFunction)] = [
            ("ease", .default), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInEaseOut), ("linear", .linear),
        ]
        for (name, function) in css { #expect(MotionSpec.Easing.CurveName(function).rawValue == name) }
        #expect(MotionSpec.Easing.CurveName(TimingFunction(0.3, 0, 0.7, 1)) == .custom)
    }

    /// The token a document named is the row's: the floating button's durations and delays, the toast's durations.
    @Test func aRowNamesTheTokenItsValueCameFrom() throws {
        let tap = try #require(Self.triggers(try Self.spec("floating-button")).first)
        let pop = try Self.motion(tap, "Pencil button", "scale")
        let tokens = try #require(pop["tokens"] as? [String: Any])
        #expect(tokens["duration"] as? String == "md.sys.motion.duration.medium2" && tokens["delay"] as? String == "md.sys.motion.duration.short4")
        let toast = try #require(Self.triggers(try Self.spec("toast", in: Self.examples)).first)
        let fade = try Self.motion(toast, "Toast", "opacity")
        #expect((fade["tokens"] as? [String: Any])?["duration"] as? String == "md.sys.motion.duration.short4")
        // A value written out credits no token, however equal its value: the badge's 300 ms delay is medium2's value.
        let badge = Self.motions(try #require(Self.triggers(try Self.spec("badge-bounce", in: Self.examples)).first))
        #expect(badge.allSatisfy { ($0["tokens"] as? [String: Any])?.isEmpty == true })
    }

    /// One duration for a spring: the Duration column is what it runs for; the easing states its perceptual duration, bounce
    /// and settling in the words every output uses, and that it is cut before it settles.
    @Test func aSpringStatesOneDurationInTheSameWords() throws {
        let document = try EffectDocument(contentsOf: Templates.url("floating-button"))
        let markdown = SpecReport(MotionSpec(scene: try Scene(document: document), document: document)).markdown
        #expect(
            markdown.contains(
                "| Pencil button | Scale | 0.4× → 1× | 200 ms (md.sys.motion.duration.short4) | 300 ms (md.sys.motion.duration.medium2) | spring · perceptual duration 160 ms, bounce 0.45, settles at 343 ms, cut at 300 ms |"
            ))
    }
}

extension MotionSpecTests {
    /// A slide replaced mid-way by the next tap's (`keep`, one key) says where it was cut off: the segmented control's
    /// slide to Month, added at 200 ms for 350 ms, is replaced at 400 ms, 200 ms in; the slide to Week is not cut.
    @Test func aMotionReplacedMidWayKnowsWhereItWasCutOff() throws {
        let url = Templates.folder.deletingLastPathComponent().appendingPathComponent("Examples/segmented-control.json")
        let document = try EffectDocument(json: Array(try Data(contentsOf: url)))
        let spec = MotionSpec(scene: try Scene(document: document), document: document)
        let slides = spec.triggers.flatMap(\.motions).filter { $0.layer == "thumb" }
        #expect(slides.map(\.label) == ["Slide to Month", "Slide to Week", "Slide to Day"])
        #expect(slides.map(\.cutOff) == [200, nil, nil])
    }
}

/// Values set with no animation are in the spec: a row that jumps, under the moment that set it.
@Suite struct ValuesSetAtOnceTests {
    static let document = """
        { "effect": 1, "name": "set-at-once", "canvas": { "width": 100, "height": 100 }, "duration": "600ms",
          "layers": [
            { "id": "heart", "label": "Heart", "type": "shape", "frame": [20, 20, 40, 40], "path": { "oval": [0, 0, 40, 40] }, "fillColor": "#8E8E93" },
            { "id": "dot", "label": "Dot", "frame": [70, 70, 10, 10], "backgroundColor": "black" } ],
          "interactions": [ { "id": "like", "layer": "heart", "tap": "200ms" } ],
          "actions": [
            { "trigger": "like", "set": { "layer": "heart", "fillColor": "#FF2D55" } },
            { "trigger": "like", "set": { "layer": "dot", "opacity": 0.5 }, "implicit": true },
            { "at": "400ms", "set": { "layer": "dot", "hidden": true } } ] }
        """

    static func spec() throws -> [String: Any] {
        let document = try EffectDocument(json: Array(Self.document.utf8))
        let report = SpecReport(MotionSpec(scene: try Scene(document: document), document: document))
        return try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    }

    /// The heart's fill set at the tap jumps from grey to pink (0 ms, `step-start`); the dot's opacity, set with an
    /// implicit animation, is that animation alone; the dot hidden at 400 ms is a row under the start, 400 ms in.
    @Test func aValueSetWithNoAnimationIsARowThatJumps() throws {
        let triggers = MotionSpecTests.triggers(try Self.spec())
        let tap = try #require(triggers.first { $0["kind"] as? String == "tap" })
        let fill = try MotionSpecTests.motion(tap, "Heart", "fillColor")
        #expect(fill["from"] as? String == "#8E8E93FF" && fill["to"] as? String == "#FF2D55FF", "\(fill)")
        #expect(MotionSpecTests.number(fill["delay"]) == 0 && MotionSpecTests.number(fill["duration"]) == 0)
        #expect((fill["easing"] as? [String: Any])?["name"] as? String == "step-start")
        let opacity = MotionSpecTests.motions(tap).filter { $0["element"] as? String == "Dot" }
        #expect(opacity.count == 1 && (opacity.first?["easing"] as? [String: Any])?["name"] as? String != "step-start", "\(opacity)")
        let start = try #require(triggers.first { $0["kind"] as? String == "start" })
        let hidden = try #require(MotionSpecTests.motions(start).first { $0["element"] as? String == "Dot" })
        #expect(MotionSpecTests.number(hidden["delay"]) == 400 && (hidden["easing"] as? [String: Any])?["name"] as? String == "step-start")
    }

    /// Markdown says it in words.
    @Test func theMarkdownSaysAtOnce() throws {
        let document = try EffectDocument(json: Array(Self.document.utf8))
        let markdown = SpecReport(MotionSpec(scene: try Scene(document: document), document: document)).markdown
        #expect(markdown.contains("| Heart | Fill colour | #8E8E93 → #FF2D55 | 0 ms | 0 ms | at once, no animation |"), "\(markdown)")
    }
}
