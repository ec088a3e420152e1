import EffectModel
import Testing

@testable import EffectEngine

/// The `CAMediaTiming` model (`docs/timing.md`, “Time model”; Apple's `CAMediaTiming` documentation and
/// David Rönnqvist, "Controlling animation timing"). Each row is worked out by hand from the rules:
/// t_a = (t − begin)·speed; T = t_a + timeOffset wrapped into the active duration; u = T mod cycle,
/// mirrored past the duration when autoreversing; progress u / duration.
@Suite struct MediaTimingTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var timing: MediaTiming
        var duration = 1.0
        var removes = true
        /// (time, expected progress, expected iteration); progress nil: the animation shows nothing.
        var samples: [(Double, Double?, Double)]
        var description: String { name }
    }

    static func timing(_ change: (inout MediaTiming) -> Void) -> MediaTiming {
        var timing = MediaTiming()
        change(&timing)
        return timing
    }

    static let cases: [Case] = [
        Case(
            name: "plain: the end is inclusive, then removed", timing: MediaTiming(),
            samples: [(-0.1, nil, 0), (0, 0, 0), (0.25, 0.25, 0), (1, 1, 0), (1.0001, nil, 0)]),
        Case(
            name: "beginTime delays; nothing shows before it", timing: timing { $0.beginTime = 0.5 },
            samples: [(0.25, nil, 0), (0.5, 0, 0), (1, 0.5, 0), (1.5, 1, 0), (1.6, nil, 0)]),
        Case(
            name: "speed 2 halves the active time", timing: timing { $0.speed = 2 },
            samples: [(0.25, 0.5, 0), (0.5, 1, 0), (0.51, nil, 0)]),
        Case(
            name: "speed 0 pauses at timeOffset",
            timing: timing {
                $0.speed = 0
                $0.timeOffset = 0.3
                $0.beginTime = 1
            },
            samples: [(0.5, nil, 0), (1, 0.3, 0), (50, 0.3, 0)]),
        // T = t_a + 0.25 wraps at the active duration: at t_a = 0.75 the local time reaches 1 and jumps to the
        // start; only the very end (t_a = 1) is inclusive, and it shows T = 1.25 mod 1 = 0.25.
        Case(
            name: "timeOffset starts mid-way and wraps around", timing: timing { $0.timeOffset = 0.25 },
            samples: [(0, 0.25, 0), (0.5, 0.75, 0), (0.74, 0.99, 0), (0.75, 0, 0), (0.8, 0.05, 0), (1, 0.25, 0), (1.01, nil, 0)]),
        // Rönnqvist, "Controlling animation timing": duration 3, timeOffset 1, one cycle. The animation plays
        // local 1 → 3, then jumps to 0 and plays 0 → 1. At 2 s of active time the local time reaches 3: the
        // value is the start's (progress 0), not the end's; at the end (3 s) it shows local 1 (progress 1/3).
        Case(
            name: "Rönnqvist: duration 3, timeOffset 1", timing: timing { $0.timeOffset = 1 }, duration: 3,
            samples: [(0, 1.0 / 3, 0), (1, 2.0 / 3, 0), (1.999, 2.999 / 3, 0), (2, 0, 0), (2.5, 0.5 / 3, 0), (3, 1.0 / 3, 0), (3.01, nil, 0)]),
        // An offset of a whole active duration changes nothing: T wraps to t_a, and the end stays inclusive.
        Case(
            name: "timeOffset of a whole active duration", timing: timing { $0.timeOffset = 1 },
            samples: [(0, 0, 0), (0.5, 0.5, 0), (1, 1, 0)]),
        Case(
            name: "fractional repeatCount ends mid-cycle", timing: timing { $0.repeatCount = 2.5 },
            samples: [(0.5, 0.5, 0), (1, 0, 1), (1.2, 0.2, 1), (2.5, 0.5, 2), (2.6, nil, 0)]),
        Case(
            name: "whole repeatCount ends on progress 1", timing: timing { $0.repeatCount = 2 },
            samples: [(1.5, 0.5, 1), (2, 1, 1)]),
        Case(
            name: "repeatDuration", timing: timing { $0.repeatDuration = 1.5 },
            samples: [(1.25, 0.25, 1), (1.5, 0.5, 1), (1.6, nil, 0)]),
        Case(
            name: "infinite repeatCount", timing: timing { $0.repeatCount = .infinity },
            samples: [(1_000_000.25, 0.25, 1_000_000)]),
        Case(
            name: "autoreverses: out, back, and ends on the start", timing: timing { $0.autoreverses = true },
            samples: [(0.5, 0.5, 0), (1, 1, 0), (1.5, 0.5, 0), (1.75, 0.25, 0), (2, 0, 0), (2.01, nil, 0)]),
        Case(
            name: "autoreverses with repeats",
            timing: timing {
                $0.autoreverses = true
                $0.repeatCount = 2
            },
            samples: [(2.25, 0.25, 1), (3.5, 0.5, 1), (4, 0, 1)]),
        Case(
            name: "fill backwards holds the start before the begin",
            timing: timing {
                $0.beginTime = 1
                $0.fillMode = .backwards
            },
            samples: [(0, 0, 0), (1.5, 0.5, 0), (2.5, nil, 0)]),
        Case(
            name: "fill forwards is removed on completion by default", timing: timing { $0.fillMode = .forwards },
            samples: [(1, 1, 0), (2, nil, 0)]),
        Case(
            name: "fill forwards, kept: holds the end",
            timing: timing {
                $0.fillMode = .forwards
                $0.isRemovedOnCompletion = false
            },
            samples: [(-1, nil, 0), (2, 1, 0), (100, 1, 0)]),
        Case(
            name: "fill both, kept",
            timing: timing {
                $0.beginTime = 1
                $0.fillMode = .both
                $0.isRemovedOnCompletion = false
                $0.autoreverses = true
            },
            samples: [(0, 0, 0), (2, 1, 0), (5, 0, 0)]),
        Case(
            name: "kept without a fill shows the model value after the end", timing: timing { $0.isRemovedOnCompletion = false },
            samples: [(2, nil, 0)]),
        Case(
            name: "a group's child ignores isRemovedOnCompletion: forwards holds", timing: timing { $0.fillMode = .forwards },
            removes: false, samples: [(2, 1, 0)]),
        Case(
            name: "begin, speed, offset and repeats together",
            timing: timing {
                $0.beginTime = 1
                $0.speed = 2
                $0.timeOffset = 0.5
                $0.repeatCount = 1.5
            },
            // t_a = 2(t − 1), T = t_a + 0.5, active 1.5: 1.25 → T 1 (cycle 2 starts); 1.4 → T 1.3; 1.5 → T 1.5
            // reaches the active duration before the end and wraps to the start; 1.75 (the end) → T 2 wraps to 0.5.
            samples: [(1, 0.5, 0), (1.25, 0, 1), (1.4, 0.3, 1), (1.5, 0, 0), (1.75, 0.5, 0), (1.8, nil, 0)]),
    ]

    @Test(arguments: cases)
    func progressAndIteration(_ c: Case) {
        for (t, progress, iteration) in c.samples {
            let local = c.timing.localTime(at: t, duration: c.duration, removesOnCompletion: c.removes)
            if let progress {
                #expect(local.map { abs($0.progress - progress) < 1e-12 } == true, "\(c.name) at \(t): \(String(describing: local))")
                #expect(local?.iteration == iteration, "\(c.name) at \(t)")
            } else {
                #expect(local == nil, "\(c.name) at \(t): \(String(describing: local))")
            }
        }
    }

    @Test func activeDurationAndEnd() {
        var timing = MediaTiming()
        timing.beginTime = 2
        timing.autoreverses = true
        timing.repeatCount = 1.5
        timing.speed = 2
        #expect(timing.activeDuration(duration: 1) == 3)
        #expect(timing.endTime(duration: 1) == 3.5)
        timing.repeatCount = .infinity
        #expect(timing.endTime(duration: 1) == .infinity)
    }
}
