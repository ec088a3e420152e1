import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// The values a keyframed pop moves: a scale, a lift and a tilt.
private struct Pop: Equatable {
    var scale = 1.0
    var lift = 0.0
    var tilt = Angle.zero
}

/// A heart that pops when tapped: it dips, springs up to 1.3 and settles, lifts on a cubic and tilts back and forth.
private struct PoppingHeart: View {
    @State private var taps = 0

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: Pop(), trigger: taps) { content, pop in
                content
                    .scaleEffect(pop.scale)
                    .offset(y: pop.lift)
                    .rotationEffect(pop.tilt)
                    .accessibilityIdentifier("heart")
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(0.8, duration: 0.1)
                    SpringKeyframe(1.3, duration: 0.25, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .smooth)
                }
                KeyframeTrack(\.lift) {
                    CubicKeyframe(-12, duration: 0.2)
                    CubicKeyframe(-4, duration: 0.15)
                    CubicKeyframe(0, duration: 0.2)
                }
                KeyframeTrack(\.tilt) {
                    LinearKeyframe(.degrees(-10), duration: 0.1, timingCurve: .easeOut)
                    MoveKeyframe(.degrees(10))
                    LinearKeyframe(.zero, duration: 0.2)
                }
            }
            .onTapGesture { taps += 1 }
    }
}

/// A halo that breathes for ever: 1 → 1.25 → 1, 0.4 s linear each way.
private struct BreathingHalo: View {
    var body: some View {
        KeyframeAnimator(initialValue: 1.0) { scale in
            Circle().frame(width: 40, height: 40).scaleEffect(scale).accessibilityIdentifier("halo")
        } keyframes: { _ in
            LinearKeyframe(1.25, duration: 0.4)
            LinearKeyframe(1.0, duration: 0.4)
        }
    }
}

/// `KeyframeTimeline` against hand-worked numbers, and `KeyframeAnimator` recorded on the stage.
@MainActor @Suite struct SwiftUIKeyframeTests {
    /// Linear keyframes meet their values at their ends and halfway between them at their middles; a timing curve
    /// paces the segment; a move jumps at its time; before the start the value is the initial one, after the end the
    /// last.
    @Test func linearKeyframesAndMovesAsWorkedByHand() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 0.2)
            LinearKeyframe(-10.0, duration: 0.4)
            MoveKeyframe(5.0)
            LinearKeyframe(0.0, duration: 0.2, timingCurve: .easeIn)
        }
        #expect(abs(timeline.duration - 0.8) < 1e-12)
        let worked: [(Double, Double)] = [
            (-1, 0), (0, 0), (0.1, 5), (0.2, 10), (0.3, 5), (0.4, 0), (0.5, -5), (0.6 - 1e-9, -10), (0.6, 5),
            (0.7, 5 - 5 * TimingFunction.easeIn.value(at: 0.5)), (0.8, 0), (2, 0),
        ]
        for (time, expected) in worked {
            #expect(abs(timeline.value(time: time) - expected) < 1e-6, "at \(time): \(timeline.value(time: time))")
        }
        #expect(abs(timeline.value(progress: 0.5) - 0) < 1e-9)
    }

    /// Adjacent cubic keyframes are a Catmull-Rom spline: 0 → 1 (1 s) → 3 (1 s) → 2 (2 s), from rest and to rest.
    /// The velocities at the knots are 0, (3 − 0) / 2 = 1.5, (2 − 1) / 3 = 1/3 and 0, so halfway through the second
    /// segment (Hermite weights ½, ⅛, ½, −⅛) the value is ½·1 + ⅛·1.5 + ½·3 − ⅛·⅓ = 103/48, and halfway through the
    /// third (duration 2) ½·3 + ⅛·2·⅓ + ½·2 = 31/12. Given velocities are kept.
    @Test func cubicKeyframesAreACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
            CubicKeyframe(2.0, duration: 2)
        }
        #expect(abs(timeline.value(time: 1.5) - 103.0 / 48) < 1e-9, "\(timeline.value(time: 1.5))")
        #expect(abs(timeline.value(time: 3) - 31.0 / 12) < 1e-9, "\(timeline.value(time: 3))")
        // The first segment: from rest to 1.5 per second; its middle ½·0 + 0 + ½·1 − ⅛·1.5 = 0.3125.
        #expect(abs(timeline.value(time: 0.5) - 0.3125) < 1e-9)
        for knot in [1.0, 2.0, 4.0] { #expect(abs(timeline.value(time: knot) - [1.0: 1, 2.0: 3, 4.0: 2][knot]!) < 1e-12) }
        // Given velocities: leaving at 4 per second and arriving at rest, halfway ⅛·4 + ½·1 = 1.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 4, endVelocity: 0) }
        #expect(abs(given.value(time: 0.5) - 1) < 1e-12)
        // After a linear keyframe a cubic leaves at its velocity (10 per second): ½·1 + ⅛·0.1·10 + ½·1 = 1.125.
        let afterLinear = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.1)
            CubicKeyframe(1.0, duration: 0.1)
        }
        #expect(abs(afterLinear.value(time: 0.15) - 1.125) < 1e-9)
    }

    /// A spring keyframe moves from where the value is, with the velocity it arrives with, as `Spring.value` says; cut
    /// short by its duration, it hands its value and velocity to the next keyframe.
    @Test func springKeyframesFollowTheSpring() {
        let bouncy = EffectKit.Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(1.2, duration: 0.1)
            SpringKeyframe(1.0, duration: 0.3, spring: bouncy)
            LinearKeyframe(1.0, duration: 0.2)
        }
        for time in stride(from: 0.1, through: 0.4, by: 0.01) {
            let expected = 1.2 + bouncy.value(target: -0.2, initialVelocity: 2.0, time: time - 0.1)
            #expect(abs(timeline.value(time: time) - expected) < 1e-9, "at \(time)")
        }
        let cut = 1.2 + bouncy.value(target: -0.2, initialVelocity: 2.0, time: 0.3)
        #expect(abs(timeline.value(time: 0.5) - (cut + 1.0) / 2) < 1e-9)
        // No duration: the spring's settling duration; a given start velocity replaces the one it arrives with.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: bouncy, startVelocity: -3) }
        #expect(abs(settling.duration - bouncy.settlingDuration) < 1e-12)
        #expect(abs(settling.value(time: 0.1) - bouncy.value(target: 1.0, initialVelocity: -3.0, time: 0.1)) < 1e-12)
    }

    /// Tracks of a value's properties play together; the timeline is as long as the longest; a point moves as its x
    /// and y.
    @Test func tracksPlayTogether() {
        let timeline = KeyframeTimeline(initialValue: Pop()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.lift) { LinearKeyframe(-10.0, duration: 0.5) }
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.25) == Pop(scale: 1.25, lift: -5))
        #expect(timeline.value(time: 0.75) == Pop(scale: 1.75, lift: -10))
        let path = KeyframeTimeline(initialValue: CGPoint.zero) { LinearKeyframe(CGPoint(x: 10, y: -20), duration: 1) }
        #expect(path.value(time: 0.5) == CGPoint(x: 5, y: -10))
    }

    /// The keyframe animations of `document`.
    static func keyframes(_ document: EffectDocument) -> [EffectModel.Keyframes] {
        document.animations.compactMap { entry -> EffectModel.Keyframes? in
            if case .core(let animation, _) = entry.content, case .keyframe(let keyframes) = animation.kind { return keyframes }
            return nil
        }
    }

    static func number(_ value: AnimatableValue?) -> Double {
        if case .number(let n) = value { return n }
        return .nan
    }

    /// A tap plays the keyframes once: the recorded document's scale, lift (position) and tilt follow the timeline
    /// exactly — cubic and linear keyframes recorded with their curves, spring keyframes as springs (the spec states
    /// them as written). All is filed under the tap.
    @Test func aTriggerRecordsTheTimeline() throws {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(PoppingHeart())
        stage.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
        let document = stage.record(name: "pop", duration: 1.5)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let sampler = Sampler(scene: try Scene(document: document))
        let timeline = KeyframeTimeline(initialValue: Pop()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(0.8, duration: 0.1)
                SpringKeyframe(1.3, duration: 0.25, spring: .bouncy)
                SpringKeyframe(1.0, spring: .smooth)
            }
            KeyframeTrack(\.lift) {
                CubicKeyframe(-12, duration: 0.2)
                CubicKeyframe(-4, duration: 0.15)
                CubicKeyframe(0, duration: 0.2)
            }
            KeyframeTrack(\.tilt) {
                LinearKeyframe(.degrees(-10), duration: 0.1, timingCurve: .easeOut)
                MoveKeyframe(.degrees(10))
                LinearKeyframe(.zero, duration: 0.2)
            }
        }
        guard case .point(let rest) = sampler.value(.position, of: "heart", at: 0) else {
            Issue.record("no position")
            return
        }
        let up = 0.1 + 1.0 / 60
        var worst = (scale: 0.0, lift: 0.0, tilt: 0.0)
        for step in 0...Int(timeline.duration * 1000) {
            let time = Double(step) / 1000
            let pop = timeline.value(time: time)
            guard case .point(let position) = sampler.value(.position, of: "heart", at: up + time) else { continue }
            worst.scale = max(worst.scale, abs(Self.number(sampler.value(.scale, of: "heart", at: up + time)) - pop.scale))
            worst.lift = max(worst.lift, abs(position.y - rest.y - pop.lift))
            worst.tilt = max(worst.tilt, abs(Self.number(sampler.value(.rotation, of: "heart", at: up + time)) - pop.tilt.radians))
        }
        print("keyframes recorded at 240/s: worst scale \(worst.scale), lift \(worst.lift) pt, tilt \(worst.tilt) rad")
        // The lift's cubics and the tilt's linear keyframes are recorded with their own curves, the scale's springs as
        // spring animations over their spans: all exact.
        #expect(worst.scale < 1e-6 && worst.lift < 1e-6 && worst.tilt < 1e-6, "\(worst)")
        let lift = try #require(
            Self.keyframes(document).first { keyframes in
                if case .point = keyframes.values.first { return true }
                return false
            })
        // The lift's keyframes: 0, its corners (0.2, 0.35, 0.55) and the others' inside them (the tilt's jump at 0.1,
        // both sides, and its end at 0.3), then at rest until the end.
        #expect(lift.values.count == 8 && lift.timingFunctions?.count == 7, "\(lift)")
        let springs = document.animations.compactMap { entry -> (EffectModel.Spring, Double)? in
            if case .core(let animation, _) = entry.content, case .spring(let spring, _, _, _) = animation.kind {
                return (spring, animation.timing.duration ?? .nan)
            }
            return nil
        }
        // The bouncy spring cut at 0.25 s, leaving 0.8 at −2 per second for 1.3 (−4 distances a second); the smooth one
        // for its settling duration; one uniform scale, though the tilt turns the transform.
        #expect(springs.count == 2, "\(springs)")
        if let (bouncy, cut) = springs.first {
            #expect(abs(bouncy.stiffness - EffectKit.Spring.bouncy.stiffness) < 1e-9 && abs(cut - 0.25) < 1e-9)
            #expect(abs(bouncy.initialVelocity - -4) < 1e-9, "\(bouncy.initialVelocity)")
        }
        for time in [0.1, 0.2, 0.35, 0.55] {
            // At the corners the readings are exact.
            let scale = Self.number(sampler.value(.scale, of: "heart", at: up + time))
            #expect(abs(scale - timeline.value(time: time).scale) < 1e-6, "scale at \(time)")
        }
        for time in [0.13, 0.17, 0.22, 0.29] {
            // So are linear keyframes with a linear curve (the tilt's last).
            let tilt = Self.number(sampler.value(.rotation, of: "heart", at: up + time))
            #expect(abs(tilt - timeline.value(time: time).tilt.radians) < 1e-6, "tilt at \(time)")
        }
        #expect(Self.number(sampler.value(.scale, of: "heart", at: 1.45)) == timeline.value(time: timeline.duration).scale)
        #expect(document.animations.allSatisfy { $0.trigger == .touchUp("touch-1") }, "\(document.animations.map(\.trigger))")
    }

    /// A second tap while the first play is in flight starts the keyframes again from there: after it the document
    /// follows the timeline from the second tap's lift; `repeating: false` shows the start and plays nothing.
    @Test func aSecondTriggerPlaysAgainFromItsTime() throws {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(PoppingHeart())
        stage.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
        stage.tap(at: CGPoint(x: 50, y: 50), time: 0.3)
        let document = stage.record(name: "pop-pop", duration: 2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let sampler = Sampler(scene: try Scene(document: document))
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(-12, duration: 0.2)
            CubicKeyframe(-4, duration: 0.15)
            CubicKeyframe(0, duration: 0.2)
        }
        guard case .point(let rest) = sampler.value(.position, of: "heart", at: 0) else {
            Issue.record("no position")
            return
        }
        let up = 0.3 + 1.0 / 60
        for time in stride(from: 0.0, through: 0.6, by: 0.05) {
            guard case .point(let position) = sampler.value(.position, of: "heart", at: up + time) else { continue }
            #expect(abs(position.y - rest.y - timeline.value(time: time)) < 1e-6, "at \(time) after the second tap")
        }
        let still = EffectStage(width: 100, height: 100)
        still.host(
            KeyframeAnimator(initialValue: 2.0, repeating: false) { scale in
                Circle().frame(width: 20, height: 20).scaleEffect(scale).accessibilityIdentifier("still")
            } keyframes: { _ in
                LinearKeyframe(3.0, duration: 0.5)
            })
        let stillDocument = still.record(name: "still", duration: 1)
        #expect(stillDocument.animations.isEmpty)
        #expect(Self.number(Sampler(scene: try Scene(document: stillDocument)).value(.scale, of: "still", at: 0.5)) == 2)
    }

    /// Without a trigger the keyframes loop from the start: 1.125 at 0.2 s, 1.25 at 0.4 s, 1.125 at 0.6 s, again a
    /// cycle later.
    @Test func withoutATriggerTheKeyframesLoop() throws {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(BreathingHalo())
        let document = stage.record(name: "halo", duration: 2)
        let sampler = Sampler(scene: try Scene(document: document))
        for (time, expected) in [(0.2, 1.125), (0.4, 1.25), (0.6, 1.125), (1.0, 1.125), (1.2, 1.25), (1.7, 1.0625)] {
            let scale = Self.number(sampler.value(.scale, of: "halo", at: time))
            #expect(abs(scale - expected) < 1e-6, "at \(time): \(scale)")
        }
        // Linear keyframes are recorded as their ends alone: 1, 1.25, 1 at 0, ½, 1 of the 0.8 s, repeating.
        let recorded = Self.keyframes(document)
        #expect(recorded.map(\.values) == [[.number(1), .number(1.25), .number(1)]], "\(recorded)")
        #expect(recorded.first?.keyTimes == [0, 0.5, 1])
    }

    /// A badge that pops 100 ms after its tap, its delay written as a hold (`LinearKeyframe(1, duration: 0.1)`), records
    /// a keyframe animation that begins 100 ms later (filling backwards: it shows 1 meanwhile) through 1 → 1.2 → 1 at
    /// 0, 180 and 300 ms of its 300 ms, not a hold inside 400 ms.
    @Test func aLeadingHoldRecordsAsADelay() throws {
        let stage = EffectStage(width: 100, height: 100)
        stage.host(DelayedBadge())
        stage.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
        let document = stage.record(name: "badge", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let animations = document.animations.compactMap { entry -> EffectModel.Animation? in
            if case .core(let animation, _) = entry.content, case .keyframe = animation.kind { return animation }
            return nil
        }
        let pop = try #require(animations.first, "\(document.animations)")
        guard case .keyframe(let keyframes) = pop.kind else { return }
        #expect(keyframes.values.map(Self.number) == [1, 1.2, 1], "\(keyframes.values)")
        #expect(zip(keyframes.keyTimes ?? [], [0, 0.6, 1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(keyframes.keyTimes ?? [])")
        #expect(abs((pop.timing.duration ?? 0) - 0.3) < 1e-9 && pop.timing.fillMode == .backwards)
        let sampler = Sampler(scene: try Scene(document: document))
        for (t, scale) in [(0.12, 1.0), (0.2, 1.0), (0.1 + 1.0 / 60 + 0.28, 1.2), (0.7, 1.0)] {
            #expect(abs(Self.number(sampler.value(.scale, of: "badge", at: t)) - scale) < 1e-6, "at \(t)")
        }
    }
}

/// A badge whose pop waits 100 ms after the tap.
private struct DelayedBadge: View {
    @State private var taps = 0

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                content.scaleEffect(scale).accessibilityIdentifier("badge")
            } keyframes: { _ in
                LinearKeyframe(1.0, duration: 0.1)
                LinearKeyframe(1.2, duration: 0.18, timingCurve: .easeOut)
                LinearKeyframe(1.0, duration: 0.12, timingCurve: .easeInOut)
            }
            .onTapGesture { taps += 1 }
    }
}
