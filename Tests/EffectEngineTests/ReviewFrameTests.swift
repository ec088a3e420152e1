import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectEngine

/// Key frames chosen from the motion itself, on known curves.
@Suite struct ReviewFrameTests {
    static func scene(_ template: String) throws -> Scene {
        try Scene(document: try EffectDocument(contentsOf: Templates.url(template)))
    }

    static func frame(_ frames: [ReviewFrame], near t: Double) -> ReviewFrame? {
        frames.min { abs($0.time - t) < abs($1.time - t) }.flatMap { abs($0.time - t) < 0.001 ? $0 : nil }
    }

    /// floating-button opens at 0.1 s; the action pops at 0.3 s on UIKit's spring (ζ 0.55, 0.3 s, v 0.3) from
    /// scale 0.4: its peak is where the spring's fraction is highest, found here by scanning it every 1 µs.
    @Test func theSpringsPeakIsFoundWithinAMillisecond() throws {
        let frames = ReviewFrameSelection().frames(of: try Self.scene("floating-button"))
        let spring = Spring.uiKit(dampingRatio: 0.55, duration: 0.3, initialVelocity: 0.3)
        let peak = (0...300_000).map { Double($0) / 1_000_000 }.max { spring.fraction(at: $0) < spring.fraction(at: $1) }!
        let found = try #require(
            frames.first { frame in
                frame.reasons.contains { if case .peak(.scale, "fab/action-1", _) = $0 { true } else { false } }
            })
        #expect(abs(found.time - (0.3 + peak)) < 0.001, "peak at \(found.time), expected \(0.3 + peak)")
        guard case .peak(_, _, let value)? = found.reasons.first(where: { if case .peak(.scale, _, _) = $0 { true } else { false } }) else { return }
        #expect(abs(value - (0.4 + 0.6 * spring.fraction(at: peak))) < 1e-6)
        // The toggles are frames of their own.
        #expect(Self.frame(frames, near: 0.1)?.reasons.contains(.interaction(.toggle, layerID: "fab")) == true)
        #expect(Self.frame(frames, near: 1.0)?.reasons.contains(.interaction(.toggle, layerID: "fab")) == true)
    }

    /// wave-pulse: 120 → 170 pt and back, 0.5 s a leg: its turnarounds are at 0.5, 1 and 1.5 s, peaks and troughs.
    @Test func theWavesTurnaroundsAreFrames() throws {
        let frames = ReviewFrameSelection().frames(of: try Self.scene("wave-pulse"))
        for (t, isPeak, size) in [(0.5, true, 170.0), (1.0, false, 120.0), (1.5, true, 170.0)] {
            let frame = try #require(Self.frame(frames, near: t), "no frame at \(t)")
            #expect(
                frame.reasons.contains(
                    isPeak ? .peak(.boundsSize, layerID: "wave/wave", value: size) : .trough(.boundsSize, layerID: "wave/wave", value: size)),
                "\(frame.reasons)")
        }
    }

    /// ripple-contained: after the fade (0.45 → 0.525 s) nothing changes to the end (0.7 s): one frame that holds.
    /// No two neighbouring frames show the same tree, unless a touch separates them.
    @Test func identicalFramesCollapseIntoAHold() throws {
        let scene = try Self.scene("ripple-contained")
        let frames = ReviewFrameSelection().frames(of: scene)
        let last = try #require(frames.last)
        #expect(abs(last.time - 0.525) < 0.001 && last.holdsUntil == 0.7)
        let sampler = Sampler(scene: scene)
        for (a, b) in zip(frames, frames.dropFirst()) where !b.reasons.contains(where: { if case .interaction = $0 { true } else { false } }) {
            #expect(sampler.layers(at: a.time) != sampler.layers(at: b.time), "\(a.time) and \(b.time) show the same")
        }
    }

    /// Between neighbouring frames (a 60th of a second apart or more) no value travels more than the step of its range.
    @Test(arguments: ["ripple-contained", "floating-button", "wave-pulse", "gradient-pitfall", "ripple-rapid-taps"])
    func theStepBoundHolds(_ name: String) throws {
        let scene = try Self.scene(name)
        let selection = ReviewFrameSelection(step: 0.25, maximumFrames: 200)
        let frames = selection.frames(of: scene)
        let sampler = Sampler(scene: scene)
        let watched = SceneSeries(scene: scene).series.compactMap { Watched($0, sampler: sampler) }
        for (a, b) in zip(frames, frames.dropFirst()) where b.time - a.time >= 1.0 / 60 {
            let travel = watched.map { $0.travel(from: a.holdsUntil ?? a.time, to: b.time) }.max() ?? 0
            #expect(travel <= 0.25 + 1e-9, "\(name): \(travel) between \(a.time) (\(a.reasons)) and \(b.time) (\(b.reasons))")
        }
        #expect(frames.count <= 200)
    }

    /// A cap on frames is kept by widening the step, then by dropping in-between frames first.
    @Test func theFrameCapIsKept() throws {
        let frames = ReviewFrameSelection(step: 0.01, maximumFrames: 8).frames(of: try Self.scene("wave-pulse"))
        #expect(frames.count <= 8)
        #expect(frames.first?.time == 0 && frames.last?.reasons.contains(.end) == true)
    }

    /// 60 presses give more telling frames than the cap: the sheet keeps the start, the end and the touches,
    /// and no in-between (there is no room for one; looking for them once took minutes on 2 000 touches).
    @Test func pastTheCapTheTouchesStayAndNoInBetweenIsSought() throws {
        let touches = (0..<60).map { #"{ "layer": "b", "touchDown": \#(Double($0) / 10), "touchUp": \#(Double($0) / 10 + 0.03), "at": [20, 20] }"# }
        let scene = try Scene(
            document: try EffectDocument(
                json: Array(
                    #"""
                    { "effect": 1, "canvas": { "width": 240, "height": 96 }, "duration": 7,
                      "layers": [ { "id": "b", "type": "rippleButton", "frame": [20, 20, 200, 56] } ],
                      "interactions": [ \#(touches.joined(separator: ", ")) ] }
                    """#.utf8)))
        let frames = ReviewFrameSelection().frames(of: scene)
        #expect(frames.count == 24)
        #expect(frames.first?.reasons.first == .start && frames.last?.reasons.contains(.end) == true)
        #expect(frames.dropFirst().dropLast().allSatisfy { $0.reasons.contains { if case .interaction = $0 { true } else { false } } })
        #expect(!frames.contains { $0.reasons.contains(.inBetween) })
    }
}
