import EffectModel
import Foundation
import Testing

@testable import EffectEngine

/// Animations applied to a layer: end points, composition, groups (`docs/timing.md`, “Animations”; Apple's
/// `CABasicAnimation`, `CAPropertyAnimation` and `CAAnimationGroup` documentation).
@Suite struct AnimationTests {
    static func timing(duration: Double? = 1, _ change: (inout MediaTiming) -> Void = { _ in }) -> MediaTiming {
        var timing = MediaTiming()
        timing.duration = duration
        change(&timing)
        return timing
    }

    static func basic(
        _ keyPath: AnimatableKeyPath, from: Double? = nil, to: Double? = nil, by: Double? = nil,
        timing: MediaTiming = timing()
    ) -> Animation {
        Animation(
            keyPath: keyPath, timing: timing, kind: .basic(from: from.map { .number($0) }, to: to.map { .number($0) }, by: by.map { .number($0) }))
    }

    /// The value of `keyPath` after applying `animations` in order to a layer whose opacity is 0.5 and whose
    /// position.x is 10.
    static func value(_ keyPath: AnimatableKeyPath, at t: Double, _ animations: [Animation]) -> Double {
        var layer = Layer(id: "a", bounds: Rect(0, 0, 10, 10), position: Point(10, 20))
        layer.opacity = 0.5
        for animation in animations { animation.apply(at: t, to: &layer) }
        guard case .number(let n) = keyPath.value(of: layer) else { return .nan }
        return n
    }

    /// `CABasicAnimation`: which of fromValue, toValue and byValue are set picks the end points; a missing
    /// end is the value below (here the model value 0.5).
    @Test func basicEndPointCombinations() {
        let cases: [(Double?, Double?, Double?, Double)] = [
            (0, 1, nil, 0.25),  // from → to
            (0.2, nil, 0.4, 0.3),  // from → from + by
            (nil, 1, 0.4, 0.7),  // to − by → to
            (0, nil, nil, 0.125),  // from → below
            (nil, 1, nil, 0.625),  // below → to
            (nil, nil, 0.2, 0.55),  // below → below + by
            (nil, nil, nil, 0.5),  // nothing moves
        ]
        for (from, to, by, expected) in cases {
            let v = Self.value(.opacity, at: 0.25, [Self.basic(.opacity, from: from, to: to, by: by)])
            #expect(abs(v - expected) < 1e-12, "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))")
        }
    }

    @Test func laterAddedWinsAndAdditiveAdds() {
        let first = Self.basic(.positionX, from: 0, to: 100)
        let second = Self.basic(.positionX, from: 50, to: 60)
        #expect(Self.value(.positionX, at: 0.5, [first, second]) == 55)
        var additive = Self.basic(.positionX, from: 0, to: 10)
        additive.isAdditive = true
        #expect(Self.value(.positionX, at: 0.5, [first, second, additive]) == 60)
        #expect(Self.value(.positionX, at: 0.5, [additive]) == 15)  // on top of the model value 10
        // Outside its time an animation leaves what lies below.
        #expect(Self.value(.positionX, at: 2, [first]) == 10)
    }

    /// Cumulative repeats add iteration × (end − start): 0 → π turns a full turn in two repeats.
    @Test func cumulativeRepeatsContinue() {
        var spin = Animation(
            keyPath: .rotation, timing: Self.timing { $0.repeatCount = 3 }, kind: .basic(from: .number(0), to: .number(.pi), by: nil))
        spin.isCumulative = true
        #expect(abs(Self.value(.rotation, at: 1.5, [spin]) - 1.5 * .pi) < 1e-12)
        #expect(abs(Self.value(.rotation, at: 3, [spin]) - 3 * .pi) < 1e-12)
        spin.isCumulative = false
        #expect(abs(Self.value(.rotation, at: 1.5, [spin]) - 0.5 * .pi) < 1e-12)
    }

    @Test func timingFunctionEasesProgress() {
        var animation = Self.basic(.positionX, from: 0, to: 100)
        animation.timingFunction = .materialStandard
        #expect(abs(Self.value(.positionX, at: 0.5, [animation]) - 77.55613111161977) < 1e-9)
    }

    /// `CAAnimationGroup`: a child without a duration takes the group's; a shorter child ends inside the
    /// group and (fill removed) gives back the value below; a child starting after the group's end never shows.
    @Test func groupChildrenRunInTheGroupsTime() {
        let grow = Self.basic(.positionX, from: 0, to: 100, timing: Self.timing(duration: nil))
        let fade = Self.basic(.opacity, from: 0, to: 1, timing: Self.timing(duration: 0.075))
        let late = Self.basic(.rotation, from: 1, to: 2, timing: Self.timing(duration: 0.1) { $0.beginTime = 0.3 })
        let group = Animation(keyPath: nil, timing: Self.timing(duration: 0.225), kind: .group([grow, fade, late]))
        #expect(abs(Self.value(.positionX, at: 0.1125, [group]) - 50) < 1e-9)  // half of the group's 0.225 s
        #expect(abs(Self.value(.opacity, at: 0.05, [group]) - 0.05 / 0.075) < 1e-12)
        #expect(Self.value(.opacity, at: 0.1, [group]) == 0.5)  // the child has ended: the model value
        #expect(Self.value(.rotation, at: 0.2, [group]) == 0)
        #expect(Self.value(.positionX, at: 0.3, [group]) == 10)  // the group is over and removed
    }

    /// A group's timing function warps its children's time: they see eased × duration.
    @Test func groupTimingFunctionWarpsChildren() {
        let child = Self.basic(.positionX, from: 0, to: 100, timing: Self.timing(duration: nil))
        var group = Animation(keyPath: nil, timing: Self.timing(duration: 1), kind: .group([child]))
        group.timingFunction = .easeIn
        #expect(abs(Self.value(.positionX, at: 0.5, [group]) - 100 * TimingFunction.easeIn.value(at: 0.5)) < 1e-12)
    }

    /// Groups nest: each level's beginTime is in its parent's time, and the outer group clips everything.
    /// Outer: begins at 0.5 s, lasts 1 s. Inner: begins 0.2 s into the outer, lasts 0.5 s, holds its end
    /// (forwards). At document time 0.95 the outer is at 0.45 s, the inner at 0.25 s: half-way → 50.
    @Test func nestedGroups() {
        let child = Self.basic(.positionX, from: 0, to: 100, timing: Self.timing(duration: nil))
        let inner = Animation(
            keyPath: nil,
            timing: Self.timing(duration: 0.5) {
                $0.beginTime = 0.2
                $0.fillMode = .forwards
            }, kind: .group([child]))
        let outer = Animation(keyPath: nil, timing: Self.timing(duration: 1) { $0.beginTime = 0.5 }, kind: .group([inner]))
        #expect(Self.value(.positionX, at: 0.6, [outer]) == 10)  // the inner group has not begun: the model value
        #expect(abs(Self.value(.positionX, at: 0.95, [outer]) - 50) < 1e-12)
        #expect(Self.value(.positionX, at: 1.4, [outer]) == 100)  // the inner holds its end inside the outer
        #expect(Self.value(.positionX, at: 1.6, [outer]) == 10)  // the outer has ended and is removed
    }

    @Test func durationDefaults() {
        let plain = Self.basic(.opacity, from: 0, to: 1, timing: Self.timing(duration: nil))
        #expect(plain.resolvedDuration(parentDuration: nil) == 0.25)
        #expect(plain.resolvedDuration(parentDuration: 0.6) == 0.6)
        let spring = Animation(keyPath: .opacity, timing: Self.timing(duration: nil), kind: .spring(Spring(damping: 5), from: nil, to: nil, by: nil))
        #expect(abs(spring.resolvedDuration(parentDuration: nil) - Spring(damping: 5).settlingDuration) < 1e-12)
    }

    /// A spring animation follows fraction(progress × duration) from start to end.
    @Test func springAnimationFollowsTheOscillator() {
        let spring = Spring(damping: 8)
        let animation = Animation(
            keyPath: .positionX, timing: Self.timing(duration: 2),
            kind: .spring(spring, from: .number(0), to: .number(100), by: nil))
        #expect(abs(Self.value(.positionX, at: 0.3, [animation]) - 100 * spring.fraction(at: 0.3)) < 1e-9)
        #expect(Self.value(.positionX, at: 0.3, [animation]) > 100)  // ζ = 0.4 overshoots by 0.3 s
    }

    /// `transform.scale` sets both axes; values are interpolated component by component.
    @Test func keyPathsAndValueShapes() {
        var layer = Layer(id: "a", bounds: Rect(0, 0, 10, 10), position: .zero)
        AnimatableKeyPath.scale.set(.number(2), in: &layer)
        #expect(layer.transform.scale == Size(2, 2))
        let colors = AnimatableValue.colors([.black, .white]).interpolated(to: .colors([.white, .black]), 0.25)
        #expect(colors == .colors([Color(red: 0.25, green: 0.25, blue: 0.25), Color(red: 0.75, green: 0.75, blue: 0.75)]))
        let a = AnimatableValue.path(.rect(Rect(0, 0, 10, 10)))
        let b = AnimatableValue.path(.rect(Rect(10, 10, 20, 20)))
        #expect(a.interpolated(to: b, 0.5) == .path(.rect(Rect(5, 5, 15, 15))))
        // Different structures cannot be interpolated: the value switches halfway.
        let oval = AnimatableValue.path(.oval(in: Rect(0, 0, 10, 10)))
        #expect(a.interpolated(to: oval, 0.49) == a && a.interpolated(to: oval, 0.5) == oval)
    }
}
