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
    static func spec(_ name: String) throws -> [String: Any] {
        let document = try EffectDocument(contentsOf: Templates.folder.appendingPathComponent("\(name).json"))
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
        #expect(standard["name"] as? String == "standard" && (standard["cubicBezier"] as? [Double]) == [0.4, 0, 0.2, 1])
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
}
