import EffectModel
import Foundation
import Testing

@testable import EffectEngine

/// `CAKeyframeAnimation` (`docs/timing.md`, “Animations”; Apple's `CAKeyframeAnimation` documentation for
/// calculation modes and keyTimes).
@Suite struct KeyframeTests {
    static func numbers(_ values: [Double], keyTimes: [Double]? = nil, mode: Keyframes.CalculationMode = .linear) -> Keyframes {
        var keyframes = Keyframes(values: values.map { .number($0) })
        keyframes.keyTimes = keyTimes
        keyframes.calculationMode = mode
        return keyframes
    }

    static func number(_ keyframes: Keyframes, _ t: Double) -> Double {
        guard case .number(let n)? = keyframes.value(at: t)?.value else { return .nan }
        return n
    }

    static func point(_ keyframes: Keyframes, _ t: Double) -> Point {
        guard case .point(let p)? = keyframes.value(at: t)?.value else { return Point(.nan, .nan) }
        return p
    }

    @Test func linearWithAndWithoutKeyTimes() {
        #expect(Self.number(Self.numbers([0, 10, 20]), 0.25) == 5)
        let timed = Self.numbers([0, 10, 20], keyTimes: [0, 0.8, 1])
        #expect(Self.number(timed, 0.4) == 5)
        #expect(abs(Self.number(timed, 0.9) - 15) < 1e-12)
    }

    @Test func perSegmentTimingFunctions() {
        var keyframes = Self.numbers([0, 10, 20])
        keyframes.timingFunctions = [.easeIn]
        #expect(abs(Self.number(keyframes, 0.25) - 10 * TimingFunction.easeIn.value(at: 0.5)) < 1e-12)
        #expect(Self.number(keyframes, 0.75) == 15)  // the second segment has none: linear
    }

    /// Discrete: n = count intervals without keyTimes; with keyTimes the segment rule picks the value.
    @Test func discrete() {
        let keyframes = Self.numbers([1, 2, 3, 4], mode: .discrete)
        #expect([0, 0.24, 0.25, 0.5, 0.99, 1].map { Self.number(keyframes, $0) } == [1, 1, 2, 3, 4, 4])
        let timed = Self.numbers([1, 2, 3], keyTimes: [0, 0.1, 0.9, 1], mode: .discrete)
        #expect([0.05, 0.5, 0.95].map { Self.number(timed, $0) } == [1, 2, 3])
    }

    /// keyTimes are used as given (C.2): too few for the values, only the first segment is used; out of
    /// order, the first later time decides the segment.
    @Test func invalidKeyTimesFollowTheSegmentRule() {
        let short = Self.numbers([0, 10, 20, 30], keyTimes: [0, 1])
        #expect(Self.number(short, 0.5) == 5)
        #expect(Self.number(short, 1) == 10)
        // [0, 0.8, 0.5, 1]: at t = 0.6 the first i in 1…2 with keyTimes[i] > t is 1 → segment 0, f = 0.75.
        let unordered = Self.numbers([0, 10, 20, 30], keyTimes: [0, 0.8, 0.5, 1])
        #expect(abs(Self.number(unordered, 0.6) - 7.5) < 1e-12)
        // At t = 0.9 no i qualifies → segment k − 2 = 2, between keyTimes 0.5 and 1: f = 0.8.
        #expect(abs(Self.number(unordered, 0.9) - 28) < 1e-12)
    }

    /// More keyTimes than values (C.2): the segment rule picks the segment from the key times, and the
    /// value indices i and i + 1 — not the segment — clamp to the last value. values [0, 10, 20], keyTimes
    /// [0, 0.5, 0.75, 1]: at 0.9 no i in 1…2 has keyTimes[i] > 0.9, so the segment is k − 2 = 2 (0.75…1),
    /// whose ends are values[min(2, 2)] and values[min(3, 2)]: both 20. Interpolating the previous segment
    /// again (0.6 of the way from 10 to 20, 16) would run the value backwards from the 20 it reached at 0.75.
    @Test func keyTimesBeyondTheValuesHoldTheLastValue() {
        let keyframes = Self.numbers([0, 10, 20], keyTimes: [0, 0.5, 0.75, 1])
        #expect(Self.number(keyframes, 0.25) == 5)  // segment 0: 0 → 10, half-way
        #expect(Self.number(keyframes, 0.625) == 15)  // segment 1: 10 → 20, half-way
        #expect(Self.number(keyframes, 0.75) == 20)
        #expect(Self.number(keyframes, 0.9) == 20)  // segment 2: 20 → 20
        #expect(Self.number(keyframes, 1) == 20)
        var cubic = keyframes
        cubic.calculationMode = .cubic
        #expect(Self.number(cubic, 0.9) == 20)
        // A path with one segment and three key times: past the segment its end point holds.
        var path = Keyframes(path: Path([.move(.zero), .line(Point(10, 0))]))
        path.keyTimes = [0, 0.5, 1]
        #expect(Self.point(path, 0.25) == Point(5, 0))
        #expect(Self.point(path, 0.75) == Point(10, 0))
    }

    /// Paced: key times become cumulative distance / total (0, 1, 10 → 0, 0.1, 1); keyTimes and
    /// timingFunctions are ignored.
    @Test func pacedOverUnevenSegments() {
        var keyframes = Self.numbers([0, 1, 10], keyTimes: [0, 0.5, 1], mode: .paced)
        keyframes.timingFunctions = [.easeIn, .easeIn]
        #expect(abs(Self.number(keyframes, 0.05) - 0.5) < 1e-12)
        #expect(abs(Self.number(keyframes, 0.55) - 5.5) < 1e-12)
    }

    /// Catmull-Rom through 0, 1, 0 (end tangents repeat the end values): at the middle of the first
    /// segment, h00·0 + h10·m0 + h01·1 + h11·m1 with m0 = 0.5, m1 = 0 → 0.125·0.5 + 0.5 = 0.5625.
    @Test func cubicIsCatmullRom() {
        let keyframes = Self.numbers([0, 1, 0], mode: .cubic)
        #expect(abs(Self.number(keyframes, 0.25) - 0.5625) < 1e-12)
        #expect(Self.number(keyframes, 0.5) == 1)
    }

    @Test func cubicPacedKeepsConstantSpeed() {
        let keyframes = Self.numbers([0, 1, 3], mode: .cubicPaced)
        // Monotonic values: the spline's length is 3, so constant speed reaches 1.5 at half time.
        #expect(abs(Self.number(keyframes, 0.5) - 1.5) < 0.01)
    }

    /// The seed ripple (C.7): M touch L centre Z with keyTimes [0, 1] uses only the first segment, so the
    /// ripple travels touch → centre and never takes the closing leg.
    @Test func seedRipplePathOnlyTakesItsFirstSegment() {
        var keyframes = Keyframes(path: Path([.move(Point(40, 24)), .line(Point(100, 24)), .close]))
        keyframes.keyTimes = [0, 1]
        #expect(Self.point(keyframes, 0.5) == Point(70, 24))
        #expect(Self.point(keyframes, 1) == Point(100, 24))
        // Without keyTimes both segments share the time: there and back.
        keyframes.keyTimes = nil
        #expect(Self.point(keyframes, 0.5) == Point(100, 24))
        #expect(Self.point(keyframes, 1) == Point(40, 24))
    }

    /// A closed square path, paced: four equal sides, closing side included.
    @Test func pacedClosedPath() {
        var keyframes = Keyframes(path: .rect(Rect(0, 0, 10, 10)))
        keyframes.calculationMode = .paced
        #expect(Self.point(keyframes, 0.875) == Point(0, 5))  // half-way up the closing side
        #expect(Self.point(keyframes, 0.375) == Point(10, 5))
    }

    /// Paced along a curve keeps constant speed inside the curve; linear follows the curve's parameter.
    @Test func pacedAlongACurve() {
        let curve = Path([.move(.zero), .cubic(Point(0, 0), Point(0, 0), to: Point(90, 0))])
        var keyframes = Keyframes(path: curve)
        keyframes.calculationMode = .paced
        #expect(abs(Self.point(keyframes, 0.5).x - 45) < 0.1)
        keyframes.calculationMode = .linear
        #expect(abs(Self.point(keyframes, 0.5).x - 11.25) < 1e-9)  // t³ · 90 at t = 0.5
    }

    @Test func rotationModeFollowsTheTangent() {
        var keyframes = Keyframes(path: Path([.move(.zero), .line(Point(10, 10))]))
        keyframes.rotationMode = .auto
        #expect(abs(keyframes.value(at: 0.5)!.rotation! - .pi / 4) < 1e-12)
        keyframes.rotationMode = .autoReverse
        #expect(abs(keyframes.value(at: 0.5)!.rotation! - 5 * .pi / 4) < 1e-12)
    }

    /// The clock measures a paced animation's lengths once, when it attaches it: a track samples what a fresh
    /// measure gives, and keyframes changed after are new keyframes, measured anew. 0, 10, 40 paced is 10 a quarter
    /// through and 25 at 0.625; changed to 0, 10, 20 they are 5 and 12.5, in a track and by themselves.
    @Test func theClocksMeasureFollowsTheKeyframes() throws {
        var keyframes = Self.numbers([0, 10, 40], mode: .paced)
        var timing = MediaTiming()
        timing.duration = 1
        let first = Animation(keyPath: .positionX, timing: timing, kind: .keyframe(keyframes))
        keyframes.values = [0, 10, 20].map { .number($0) }
        timing.beginTime = 2
        let changed = Animation(keyPath: .positionX, timing: timing, kind: .keyframe(keyframes))
        var timeline = Timeline(layers: [Layer(id: "a", bounds: Rect(0, 0, 100, 100), position: Point(50, 50))])
        timeline.schedule(at: 0) { $0.add(first, to: "a") }
        timeline.schedule(at: 2) { $0.add(changed, to: "a") }
        try timeline.run(until: 4)
        let track = timeline.recorded.tracks[0]
        for (t, before, after) in [(0.25, 10.0, 5.0), (0.625, 25, 12.5)] {
            #expect(abs(track.presentation(at: t).position.x - before) < 1e-12)
            #expect(abs(track.presentation(at: 2 + t).position.x - after) < 1e-12)
            #expect(abs(Self.number(keyframes, t) - after) < 1e-12)
        }
    }

    /// Prepared once or measured at each sample, every mode gives the same values, a path and its rotation too.
    @Test(arguments: Keyframes.CalculationMode.allCases)
    func preparedKeyframesSampleAsFreshOnes(_ mode: Keyframes.CalculationMode) throws {
        var values = Self.numbers([0, 3, -2, 8, 8, 1], keyTimes: [0, 0.1, 0.5, 0.6, 0.9, 1], mode: mode)
        values.timingFunctions = [.easeIn, .easeOut]
        var path = Keyframes(path: try Path(svgPathData: "M 0 0 C 10 0 10 10 20 10 L 40 30 Z"))
        path.calculationMode = mode
        path.rotationMode = .auto
        for keyframes in [values, path] {
            let prepared = PreparedKeyframes(keyframes)
            for step in 0...200 {
                let t = Double(step) / 200
                let (once, fresh) = (prepared.value(at: t), keyframes.value(at: t))
                #expect(once?.value == fresh?.value && once?.rotation == fresh?.rotation, "\(mode) at \(t)")
            }
        }
    }
}
