import EffectEngine
import EffectModel
import Foundation
import Testing

/// What designers write plays as the contract says: `keep` continues from what shows when tapped again mid-way,
/// `emphasized` follows Material's path, a pause between cycles holds the end value, a moment triggers.
@Suite struct NotationPlaybackTests {
    static func sampler(_ animations: String, interactions: String = "[]", duration: Double = 2) throws -> Sampler {
        let text = """
            { "effect": 1, "canvas": { "width": 300, "height": 60 }, "duration": \(duration),
              "layers": [ { "id": "thumb", "frame": [0, 10, 100, 40] } ],
              "interactions": \(interactions), "animations": \(animations) }
            """
        return Sampler(scene: try Scene(document: try EffectDocument(json: Array(text.utf8))))
    }

    static func number(_ sampler: Sampler, _ keyPath: AnimatableKeyPath, at t: Double) -> Double {
        if case .number(let n)? = sampler.value(keyPath, of: "thumb", at: t) { return n }
        return .nan
    }

    /// A segmented control: tap the second segment at 0.1 s (the thumb slides from 50 to 150 in 400 ms, `standard`), the
    /// third at 0.3 s, mid-slide. Around the second tap (± 1 ms) the thumb moves on as before, no jump; it ends at
    /// 250 and stays (the model value); the second slide starts where the first stood at 0.3 s.
    @Test func keepContinuesFromWhatShowsWithoutAJump() throws {
        let sampler = try Self.sampler(
            """
            [ { "layer": "thumb", "trigger": "second", "keyPath": "position.x", "toValue": 150, "keep": true, "duration": "400ms", "easing": "standard" },
              { "layer": "thumb", "trigger": "third", "keyPath": "position.x", "toValue": 250, "keep": true, "duration": "400ms", "easing": "standard" } ]
            """,
            interactions: #"[ { "id": "second", "layer": "thumb", "tap": 0.1 }, { "id": "third", "layer": "thumb", "tap": 0.3 } ]"#)
        let (before, at, after) = (
            Self.number(sampler, .positionX, at: 0.299), Self.number(sampler, .positionX, at: 0.3), Self.number(sampler, .positionX, at: 0.301)
        )
        #expect(before > 50 && before < 150)
        // The first slide's speed at 0.3 s is under 0.5 pt/ms: over a millisecond either side, no more than a point.
        #expect(abs(at - before) < 1 && abs(after - at) < 1, "\(before) \(at) \(after)")
        #expect(after >= at)
        // Where the first slide stood when the second began: its start value, read from the first alone.
        let first = try Self.sampler(
            #"[ { "layer": "thumb", "trigger": "second", "keyPath": "position.x", "toValue": 150, "keep": true, "duration": "400ms", "easing": "standard" } ]"#,
            interactions: #"[ { "id": "second", "layer": "thumb", "tap": 0.1 } ]"#)
        #expect(abs(Self.number(first, .positionX, at: 0.3) - at) < 1e-9)
        #expect(Self.number(sampler, .positionX, at: 0.7) == 250)
        #expect(Self.number(sampler, .positionX, at: 1.9) == 250)
        #expect(Self.number(first, .positionX, at: 1.9) == 150)
        #expect(Self.number(sampler, .positionX, at: 0.05) == 50)
    }

    /// During its delay a kept animation shows the old value, though the model has the new one.
    @Test func keepShowsTheOldValueDuringItsDelay() throws {
        let sampler = try Self.sampler(
            #"[ { "layer": "thumb", "keyPath": "opacity", "toValue": 0.2, "keep": true, "delay": "500ms", "duration": "200ms" } ]"#)
        #expect(Self.number(sampler, .opacity, at: 0.25) == 1)
        #expect(Self.number(sampler, .opacity, at: 1.5) == 0.2)
    }

    /// `emphasized` from 0 to 100 over 1 s, played: at the x of points of Material's published path, the y × 100.
    @Test func emphasizedIsPlayedAlongMaterialsPath() throws {
        let sampler = try Self.sampler(
            #"[ { "layer": "thumb", "keyPath": "transform.translation.x", "fromValue": 0, "toValue": 100, "duration": 1, "easing": "emphasized" } ]"#)
        let segments: [[(Double, Double)]] = [
            [(0, 0), (0.05, 0), (0.133333, 0.06), (0.166666, 0.4)], [(0.166666, 0.4), (0.208333, 0.82), (0.25, 1), (1, 1)],
        ]
        for segment in segments {
            for t in stride(from: 0.1, through: 0.9, by: 0.2) {
                let w = [(1 - t) * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t]
                let x = zip(w, segment).map { $0 * $1.0 }.reduce(0, +)
                let y = zip(w, segment).map { $0 * $1.1 }.reduce(0, +)
                #expect(abs(Self.number(sampler, .translationX, at: x) - 100 * y) < 1e-6, "at \(x) s")
            }
        }
    }

    /// A 200 ms fade from 1 to 0, twice, with 300 ms between: 0 held through the pause, the second cycle from 1 again,
    /// and the fade gone after its second cycle (nothing held after the last: removed, as without the pause).
    @Test func aPauseHoldsTheEndBetweenCycles() throws {
        let sampler = try Self.sampler(
            #"[ { "layer": "thumb", "keyPath": "opacity", "fromValue": 1, "toValue": 0.5, "duration": "200ms", "repeat": { "count": 2, "pause": "300ms" } } ]"#
        )
        #expect(abs(Self.number(sampler, .opacity, at: 0.1) - 0.75) < 1e-9)
        #expect(Self.number(sampler, .opacity, at: 0.35) == 0.5)
        #expect(Self.number(sampler, .opacity, at: 0.49) == 0.5)
        #expect(abs(Self.number(sampler, .opacity, at: 0.6) - 0.75) < 1e-9)
        #expect(Self.number(sampler, .opacity, at: 0.8) == 1)
    }

    /// The password shake on a moment at 600 ms: at 600 + 100·i ms (its key times i/7 of 700 ms), the hand-worked values.
    @Test func aMomentTriggersTheShake() throws {
        let sampler = try Self.sampler(
            #"[ { "layer": "thumb", "trigger": "wrong-password", "type": "shake", "amplitude": 14, "count": 3, "decay": 0.6, "duration": "700ms" } ]"#,
            interactions: #"[ { "id": "wrong-password", "at": "600ms" } ]"#)
        let values = (0...7).map { Self.number(sampler, .translationX, at: 0.6 + Double($0) / 10) }
        let expected = [0, -14, 8.4, -5.04, 3.024, -1.8144, 1.08864, 0]
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(values)")
        #expect(Self.number(sampler, .translationX, at: 0.5) == 0)
    }
}
