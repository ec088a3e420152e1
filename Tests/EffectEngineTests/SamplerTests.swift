import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@Suite struct SamplerTests {
    static let document = SampleDocuments.boxAndStill

    func sampler() throws -> Sampler {
        Sampler(scene: try Scene(document: try EffectDocument(json: Array(Self.document.utf8))))
    }

    @Test func presentationTreeKeepsTheStructure() throws {
        let layers = try sampler().layers(at: 0.5)
        #expect(layers.map(\.id) == ["box", "still"])
        #expect(layers[0].position == Point(50, 30))
        #expect(layers[0].sublayers.map(\.id) == ["box/dot"])
        #expect(layers[0].opacity == 1)
    }

    /// Sampling is a pure function of the time: the order of calls changes nothing.
    @Test func samplesDoNotDependOnEarlierSamples() throws {
        let s = try sampler()
        let forwards = [0.1, 0.2, 0.7].map { s.value(.position, of: "box", at: $0) }
        let backwards = [0.7, 0.2, 0.1].map { s.value(.position, of: "box", at: $0) }.reversed()
        #expect(forwards == Array(backwards))
    }
}

/// A scene that keeps only what can show from some time on answers exactly as the whole scene from then on.
@Suite struct KeptSceneTests {
    static let templates = Templates.folder

    @Test(arguments: ["ripple-rapid-taps", "ripple-mdc-late-release", "floating-button", "wave-pulse", "gradient-pitfall", "tap-highlight"])
    func keptSceneSamplesAsTheWholeScene(_ name: String) throws {
        let document = try EffectDocument(contentsOf: Self.templates.appendingPathComponent("\(name).json"))
        let horizon = document.effectiveDuration * 3
        let whole = Sampler(scene: try Scene(document: document, horizon: horizon))
        for from in [0.1, 0.3, document.effectiveDuration, horizon * 0.9] {
            let kept = Sampler(scene: try Scene(document: document, horizon: horizon, keepingFrom: from))
            let keptAnimations = kept.scene.tracks.map(\.animations.count).reduce(0, +)
            #expect(keptAnimations <= whole.scene.tracks.map(\.animations.count).reduce(0, +))
            for step in 0...40 {
                let t = from + (horizon - from) * Double(step) / 40
                #expect(kept.layers(at: t) == whole.layers(at: t), "\(name) kept from \(from), at \(t)")
            }
        }
    }

    /// The wave's legs finish one after the other: kept from late on, the scene holds the last few, not thousands.
    @Test func aLongRunningWaveKeepsWhatCanStillShow() throws {
        let document = try EffectDocument(
            json: Array(#"{ "effect": 1, "canvas": { "width": 240, "height": 240 }, "layers": [ { "id": "wave", "type": "waveView" } ] }"#.utf8))
        let kept = try Scene(document: document, horizon: 500, keepingFrom: 500)
        let whole = try Scene(document: document, horizon: 500)
        let wave = try #require(whole.track("wave/wave")).animations.count
        #expect(wave == 2 * 1001)  // two animations a leg, a leg every 0.5 s from 0 to 500 s
        // What is attached at 500 s, and the legs finished since the last sweep (the live list is swept as it doubles).
        #expect(try #require(kept.track("wave/wave")).animations.count < 16)
        #expect(try #require(kept.track("wave/wave")).modelChanges.count <= 2)
        #expect(Sampler(scene: kept).layers(at: 500) == Sampler(scene: whole).layers(at: 500))
    }

    /// What shows beyond the canvas: a drawn layer past the edge, unless a masking superlayer cuts it, it is
    /// hidden or transparent, or it draws nothing; half a point of slack; a scale that carries it past counts.
    @Test func layersBeyondTheCanvas() throws {
        let sampler = Sampler(
            scene: try Scene(
                document: try EffectDocument(
                    json: Array(
                        """
                        { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 1,
                          "layers": [
                            { "id": "edge", "frame": [-0.4, 0, 100.4, 10], "backgroundColor": "red" },
                            { "id": "past", "frame": [90, 40, 20, 10], "backgroundColor": "red" },
                            { "id": "hidden", "frame": [90, 60, 20, 10], "backgroundColor": "red", "isHidden": true },
                            { "id": "empty", "frame": [-50, 0, 20, 10] },
                            { "id": "clip", "frame": [0, 80, 100, 20], "masksToBounds": true,
                              "sublayers": [ { "id": "inside", "frame": [-10, 0, 200, 10], "backgroundColor": "red" } ] },
                            { "id": "open", "frame": [0, 80, 100, 20],
                              "sublayers": [ { "id": "spills", "frame": [-10, 0, 50, 10], "backgroundColor": "red" } ] },
                            { "id": "masked", "frame": [-20, 40, 30, 10], "masksToBounds": true,
                              "sublayers": [ { "id": "away", "frame": [40, 0, 10, 10],
                                               "sublayers": [ { "id": "back", "frame": [-50, 0, 20, 5], "backgroundColor": "red" } ] } ] },
                            { "id": "grows", "frame": [40, 20, 20, 20], "backgroundColor": "red" } ],
                          "animations": [ { "layer": "grows", "keyPath": "transform.scale", "fromValue": 1, "toValue": 10, "beginTime": 0.5, "duration": 0.25, "fillMode": "forwards", "isRemovedOnCompletion": false } ] }
                        """.utf8))))
        // "back" lies under a layer the mask hides ("away"), yet inside the mask, past the canvas's left edge.
        #expect(sampler.layersBeyondCanvas(at: 0) == ["past", "spills", "back"])
        #expect(sampler.layersBeyondCanvas(at: 0.9) == ["past", "spills", "back", "grows"])
    }
}

extension SamplerTests {
    /// A shake moves the anchor by its translation; a scale about the anchor leaves it: a 100 × 40 box at (150, 60),
    /// shaken ±14 pt once over 300 ms (keyframes at thirds) and scaled to 2, shows its anchor at x = 150 − 14 at
    /// 100 ms, at 150 + 14 at 200 ms, and back at 150 at the end, y staying 60.
    @Test func theAnchorShowsWhereATranslationMovesIt() throws {
        let document = try EffectDocument(
            json: Array(
                #"""
                { "effect": 1, "name": "shake", "canvas": { "width": 300, "height": 120 },
                  "layers": [ { "id": "box", "frame": [100, 40, 100, 40] } ],
                  "animations": [ { "layer": "box", "type": "shake", "amplitude": 14, "count": 1, "duration": "300ms", "easing": "linear" },
                                  { "layer": "box", "property": "scale", "toValue": 2, "duration": "300ms" } ] }
                """#.utf8))
        let sampler = Sampler(scene: try Scene(document: document))
        for (t, x) in [(0.1, 136.0), (0.2, 164.0), (0.3, 150.0)] {
            let anchor = try #require(sampler.canvasAnchor(of: "box", at: t))
            #expect(abs(anchor.x - x) < 1e-9 && abs(anchor.y - 60) < 1e-9, "\(t): \(anchor)")
        }
    }
}
