import EffectCompositions
import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// The four SwiftUI examples (Examples/SwiftUI, written as an iOS engineer writes them) recorded on the stage: each
/// records without a problem, reads back as written, and its spec states what the code says — the trigger, the
/// delay, the duration, a spring's duration and bounce.
@MainActor @Suite struct SwiftUIExampleTests {
    static func spec(_ document: EffectDocument) throws -> MotionSpec {
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document, "\(document.name) reads back as written")
        return MotionSpec(scene: try Scene(document: document), document: document)
    }

    /// Whether the spec's triggers are the lifts of taps landing at `landings` (ms): one frame, 1/60 s, later.
    static func lifts(_ spec: MotionSpec, at landings: [Double]) -> Bool {
        spec.triggers.count == landings.count && zip(spec.triggers, landings).allSatisfy { abs($0.at - ($1 + 1000.0 / 60)) < 1e-6 }
    }

    /// The spring a motion moves on, as the spec states it: perceptual duration (ms) and bounce.
    static func spring(_ motion: MotionSpec.Row) -> (duration: Double, bounce: Double)? {
        if case .spring(let feel) = motion.easing { return (feel.duration, feel.bounce) }
        return nil
    }

    /// The like button: each tap springs the heart (1 → 1.25, then back), moves its colour (gray ↔ pink; the outline
    /// and the filled heart are swapped at once, a row of its own), tints the capsule and cross-fades the count,
    /// on `.spring(duration: 0.5, bounce: 0.3)`, filed under its tap's finger up (1/60 s after it lands: a `Button`'s
    /// action runs then) with no delay of its own.
    @Test func theLikeButtonSpecReadsAsWritten() throws {
        let spec = try Self.spec(Reviews.likeButton())
        #expect(spec.triggers.map(\.kind) == [.tap, .tap] && spec.triggers.map(\.label) == ["tap · finger up", "2nd tap · finger up"])
        #expect(Self.lifts(spec, at: [200, 350]))
        // The like fills the heart (its fill moves to pink), the unlike outlines it (its stroke moves to gray).
        for (tap, (from, to, drawn)) in zip(spec.triggers, [(1.0, 1.25, AnimatableKeyPath.fillColor), (1.25, 1.0, .strokeColor)]) {
            let heart = try #require(tap.motions.first { $0.layer == "heart" && $0.keyPath == .scale }, "\(tap.motions.map(\.layer))")
            #expect(heart.from == MotionValue(.number(from), unit: heart.unit) && heart.to == MotionValue(.number(to), unit: heart.unit))
            #expect(Self.spring(heart).map { $0 == (500, 0.3) } == true && heart.delay == 0)
            #expect(heart.detail.hasSuffix("written .spring(duration: 0.5, bounce: 0.3)"), "\(heart.detail)")
            // The second tap lands mid-spring: the first spring plays on under the second (additively), never a snap.
            #expect(!heart.notes.contains { $0.contains("snaps") }, "\(heart.notes)")
            #expect(tap.motions.contains { $0.layer == "capsule" && $0.keyPath == .backgroundColor })
            // The count is new text: the old number fades out as the new one fades in (SwiftUI's default transition).
            let fades = tap.motions.filter { $0.keyPath == .opacity }
            #expect(fades.count == 2 && fades.allSatisfy { Self.spring($0).map { $0 == (500, 0.3) } == true })
            let tint = tap.motions.first { $0.layer == "heart/symbol" && $0.keyPath == drawn && $0.easing != .atOnce }
            #expect(tint.flatMap(Self.spring).map { $0 == (500, 0.3) } == true, "\(tap.motions.map { "\($0.layer) \($0.keyPath)" })")
            // The swap of outline and filled heart is set at once: the spec says so in a row of its own.
            let swaps = tap.motions.filter { $0.layer == "heart/symbol" && $0.easing == .atOnce }
            #expect(!swaps.isEmpty && swaps.allSatisfy { $0.duration == 0 }, "\(tap.motions.map { "\($0.layer) \($0.keyPath) \($0.easing.name)" })")
            #expect(tap.motions.count == 5 + swaps.count, "\(tap.motions.map { "\($0.layer) \($0.keyPath)" })")
        }
    }

    /// The switch: one tap moves the knob 20 pt right and greens the track on `.snappy(duration: 0.3)` (bounce 0.15).
    @Test func theToggleSpecReadsAsWritten() throws {
        let spec = try Self.spec(Reviews.settingsToggle())
        let tap = try #require(spec.triggers.first)
        #expect(tap.kind == .tap && Self.lifts(spec, at: [200]))
        let knob = try #require(tap.motions.first { $0.keyPath == .position })
        #expect(
            knob.from == MotionValue(.point(Point(15.5, 15.5)), unit: knob.unit) && knob.to == MotionValue(.point(Point(35.5, 15.5)), unit: knob.unit)
        )
        #expect(Self.spring(knob).map { $0 == (300, 0.15) } == true)
        let track = try #require(tap.motions.first { $0.keyPath == .backgroundColor })
        #expect(Self.spring(track).map { $0 == (300, 0.15) } == true)
    }

    /// The segmented control: the thumb glides 200 pt to "Month", then 100 pt back to "Week", each on
    /// `.smooth(duration: 0.35)` (bounce 0), under the tap on that segment.
    @Test func theSegmentedControlSpecReadsAsWritten() throws {
        let spec = try Self.spec(Reviews.segmentedPicker())
        #expect(Self.lifts(spec, at: [200, 900]))
        let moves = try spec.triggers.map { tap in try #require(tap.motions.first { $0.keyPath == .position }) }
        #expect(moves.map(\.layer) == ["roundedRectangle-2", "roundedRectangle-2"])
        #expect(moves.map { Self.spring($0).map { $0 == (350, 0) } } == [true, true])
        #expect(
            moves[0].from == MotionValue(.point(Point(70, 40)), unit: moves[0].unit)
                && moves[0].to == MotionValue(.point(Point(270, 40)), unit: moves[0].unit))
        #expect(moves[1].to == MotionValue(.point(Point(170, 40)), unit: moves[1].unit))
    }

    /// The typing indicator: from the start, each dot rises 6 pt and back for ever, ease-in-out 400 ms each way,
    /// 150 ms after the one before.
    @Test func theTypingIndicatorSpecReadsAsWritten() throws {
        let spec = try Self.spec(Reviews.typingIndicator())
        let start = try #require(spec.triggers.first)
        #expect(start.kind == .start && spec.triggers.count == 1)
        #expect(start.motions.map(\.delay) == [0, 150, 300])
        for dot in start.motions {
            #expect(dot.keyPath == .position && dot.duration == 400 && dot.easing == .curve(.easeInOut, .easeInEaseOut), "\(dot.easing)")
            #expect(dot.repeat?.count.isInfinite == true && dot.repeat?.autoreverses == true)
        }
    }
}
