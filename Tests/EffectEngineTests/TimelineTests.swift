import EffectModel
import Foundation
import Testing

@testable import EffectEngine

/// The document clock: events in time order, equal times in the order scheduled; completion handlers at
/// their animation's end; UIView.animate's model changes and the animations UIKit makes for them.
@Suite struct TimelineTests {
    static func fade(duration: Double, begin: Double = 0) -> Animation {
        var timing = MediaTiming()
        timing.beginTime = begin
        timing.duration = duration
        return Animation(keyPath: .opacity, timing: timing, kind: .basic(from: .number(0), to: .number(1), by: nil))
    }

    static let layer = Layer(id: "a", bounds: Rect(0, 0, 100, 100), position: Point(50, 50))

    @Test func eventsRunInTimeOrderThenScheduleOrder() throws {
        var timeline = Timeline(layers: [Self.layer])
        var log: [String] = []
        timeline.schedule(at: 0.5) { _ in log.append("b") }
        timeline.schedule(at: 0.2) { _ in log.append("a") }
        timeline.schedule(at: 0.5) { timeline in
            log.append("c")
            timeline.schedule(at: 0.5) { _ in log.append("e") }  // same time, scheduled later: after d
        }
        timeline.schedule(at: 0.5) { _ in log.append("d") }
        timeline.schedule(at: 2) { _ in log.append("too late") }
        try timeline.run(until: 1)
        #expect(log == ["a", "b", "c", "d", "e"])
    }

    @Test func completionRunsAtTheEndAndCanChainAnimations() throws {
        var timeline = Timeline(layers: [Self.layer])
        var ends: [(Double, Bool)] = []
        timeline.schedule(at: 0.1) { timeline in
            timeline.add(Self.fade(duration: 0.3, begin: 0.1), to: "a") { timeline, finished in
                ends.append((timeline.now, finished))
                timeline.add(Self.fade(duration: 0.2, begin: timeline.now), to: "a") { timeline, finished in
                    ends.append((timeline.now, finished))
                }
            }
        }
        try timeline.run(until: 5)
        #expect(ends.map(\.0).map { ($0 * 1e9).rounded() / 1e9 } == [0.4, 0.6])
        #expect(ends.allSatisfy { $0.1 })
        let track = timeline.recorded.tracks[0]
        #expect(track.animations.map(\.addedAt).map { ($0 * 1e9).rounded() / 1e9 } == [0.1, 0.4])
    }

    @Test func removalFiresTheCompletionUnfinished() throws {
        var timeline = Timeline(layers: [Self.layer])
        var results: [(String, Double, Bool)] = []
        timeline.schedule(at: 0) { timeline in
            timeline.add(Self.fade(duration: 1), to: "a", key: "fade") { t, finished in results.append(("first", t.now, finished)) }
        }
        timeline.schedule(at: 0.25) { timeline in
            timeline.add(Self.fade(duration: 1, begin: 0.25), to: "a", key: "fade") { t, finished in results.append(("second", t.now, finished)) }
        }
        timeline.schedule(at: 0.5) { timeline in timeline.removeAllAnimations(of: "a") }
        try timeline.run(until: 3)
        #expect(results.map(\.0) == ["first", "second"])
        #expect(results.map(\.1) == [0.25, 0.5])
        #expect(results.allSatisfy { !$0.2 })
        // Removed animations no longer show.
        #expect(timeline.recorded.tracks[0].presentation(at: 0.75).opacity == 1)
    }

    /// An animation added to a layer before an action adds it waits for it, as Core Animation keeps an animation
    /// added to a layer not yet shown: attached when it arrives, its begin time unchanged (so it starts part-way),
    /// its cause and completion kept. Before, the clock dropped it without a word.
    @Test func anAnimationAddedBeforeItsLayerArrivesIsAttachedWhenItDoes() throws {
        var timeline = Timeline(layers: [Self.layer])
        var ends: [(Double, Bool)] = []
        timeline.schedule(at: 0.2, cause: .interaction(0)) { timeline in
            timeline.add(Self.fade(duration: 1, begin: 0.2), to: "late", key: "fade") { t, finished in ends.append((t.now, finished)) }
        }
        timeline.schedule(at: 0.5) { timeline in
            timeline.addLayer(Layer(id: "late", bounds: Rect(0, 0, 10, 10), position: Point(5, 5)), to: "a")
        }
        try timeline.run(until: 3)
        let track = try #require(timeline.recorded.tracks.first { $0.model.id == "late" })
        #expect(track.animations.map(\.addedAt) == [0.5])
        #expect(track.animations.map(\.cause) == [.interaction(0)])
        #expect(abs(track.presentation(at: 0.6).opacity - 0.4) < 1e-12)
        #expect(ends.count == 1 && abs(ends[0].0 - 1.2) < 1e-12 && ends[0].1)
    }

    @Test func runawayHandlersAreStopped() {
        var timeline = Timeline(layers: [])
        func again(_ timeline: inout Timeline) { timeline.schedule(at: timeline.now, again) }
        timeline.schedule(at: 0, again)
        #expect(throws: TimelineError.self) { try timeline.run(until: 1) }
    }

    /// UIView.animate: the model value changes at the call and stays; with a delay the old value shows
    /// until the start; the curve option's timing function eases it.
    @Test func viewAnimationSetsTheModelAndAnimatesFromTheOldValue() throws {
        var timeline = Timeline(layers: [Self.layer])
        var view = ViewAnimation(duration: 0.5, changes: [(.opacity, .number(0.2))])
        view.delay = 0.25
        view.options = [.curveLinear]
        var done: Double?
        timeline.schedule(at: 1) { timeline in
            timeline.animateView(view, layer: "a") { timeline, _ in done = timeline.now }
        }
        try timeline.run(until: 3)
        let track = timeline.recorded.tracks[0]
        #expect(track.presentation(at: 0.9).opacity == 1)
        #expect(track.presentation(at: 1.1).opacity == 1)  // delay: the old value (fill backwards)
        #expect(abs(track.presentation(at: 1.5).opacity - 0.6) < 1e-12)
        #expect(track.presentation(at: 2).opacity == 0.2)  // the new model value stays
        #expect(track.modelLayer(at: 1).opacity == 0.2)
        #expect(done == 1.75)
    }

    /// Geometry animates additively (iOS 8+): a second UIView.animate on position before the first ends
    /// adds its own offset instead of jumping; with beginFromCurrentState it replaces it, starting from what shows.
    @Test func viewAnimationsComposeAdditivelyOrBeginFromCurrentState() throws {
        for fromCurrent in [false, true] {
            var timeline = Timeline(layers: [Self.layer])
            var first = ViewAnimation(duration: 1, changes: [(.positionX, .number(150))])
            first.options = [.curveLinear]
            var second = ViewAnimation(duration: 1, changes: [(.positionX, .number(250))])
            second.options = fromCurrent ? [.curveLinear, .beginFromCurrentState] : [.curveLinear]
            timeline.schedule(at: 0) { $0.animateView(first, layer: "a") }
            timeline.schedule(at: 0.5) { $0.animateView(second, layer: "a") }
            try timeline.run(until: 3)
            let track = timeline.recorded.tracks[0]
            // At 0.5 both show 100 (half-way from 50 to 150).
            #expect(abs(track.presentation(at: 0.5).position.x - 100) < 1e-9)
            let atOne = track.presentation(at: 1).position.x
            if fromCurrent {
                #expect(abs(atOne - 175) < 1e-9)  // 100 → 250, half-way
            } else {
                #expect(abs(atOne - 200) < 1e-9)  // 250 + (150 − 250)·0.5: the first offset is spent, the second half-way
            }
            #expect(track.presentation(at: 2).position.x == 250)
        }
    }

    /// UIKit's spring: stiffness and damping from the damping ratio and duration; the velocity in units
    /// of the distance per second; linear timing.
    @Test func viewSpringUsesUIKitsMapping() throws {
        var timeline = Timeline(layers: [Self.layer])
        var view = ViewAnimation(duration: 0.3, changes: [(.scale, .number(1))])
        view.spring = (0.55, 0.3)
        view.options = [.curveEaseInOut]
        timeline.schedule(at: 0) { $0.setModelValue(.number(0.4), for: .scale, of: "a") }
        timeline.schedule(at: 0) { $0.animateView(view, layer: "a") }
        try timeline.run(until: 1)
        let spring = Spring.uiKit(dampingRatio: 0.55, duration: 0.3, initialVelocity: 0.3)
        let expected = 0.4 + 0.6 * spring.fraction(at: 0.15)
        #expect(abs(timeline.recorded.tracks[0].presentation(at: 0.15).transform.scale.width - expected) < 1e-9)
        guard case .spring(let used, _, _, _) = timeline.recorded.tracks[0].animations[0].animation.kind else {
            Issue.record("not a spring")
            return
        }
        #expect(used == spring)
        #expect(timeline.recorded.tracks[0].animations[0].animation.timingFunction == .linear)
    }

    @Test func documentDurationDefaultsToTheLastFiniteEnd() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 10, "height": 10 },
                  "layers": [ { "id": "a" } ],
                  "animations": [
                    { "layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.5, "duration": 0.5, "repeatCount": 2 },
                    { "layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "repeatCount": "infinity" },
                    { "layer": "a", "type": "view", "beginTime": 1, "delay": 0.2, "duration": 0, "changes": { "opacity": 0 } }
                  ] }
                """.utf8))
        #expect(document.effectiveDuration == 1.5)
        #expect(try Scene(document: document).duration == 1.5)
    }
}

extension Timeline {
    /// The recording so far as a scene, for sampling in tests.
    var recorded: Scene { scene(canvas: .init(width: 100, height: 100), duration: 1) }
}

/// A long history is sampled through the attachment index, newest first, passing over hidden animations: the
/// layer must be exactly what applying every attached animation in the order added gives.
@Suite struct LongHistoryTests {
    /// 300 animations on one layer: kept fills (hidden by later ones), keyed replacements, additive offsets,
    /// removals, and animations reading what lies below (only toValue), added over 30 s.
    @Test func indexedPresentationEqualsTheWholeWalk() throws {
        var timeline = Timeline(layers: [Layer(id: "a", bounds: Rect(0, 0, 10, 10), position: Point(5, 5))])
        for i in 0..<300 {
            let t = Double(i) * 0.1
            timeline.schedule(at: t) { timeline in
                var timing = MediaTiming()
                timing.beginTime = t + (i % 3 == 0 ? 0.05 : 0)
                timing.duration = 0.05 + Double(i % 7) * 0.1
                timing.fillMode = i % 4 == 0 ? .forwards : (i % 5 == 0 ? .both : .removed)
                timing.isRemovedOnCompletion = i % 4 != 0
                let value = Double(i)
                var animation: Animation
                switch i % 5 {
                case 0:
                    animation = Animation(keyPath: .positionX, timing: timing, kind: .basic(from: .number(value), to: .number(value + 1), by: nil))
                case 1: animation = Animation(keyPath: .positionX, timing: timing, kind: .basic(from: nil, to: .number(-value), by: nil))
                case 2:
                    animation = Animation(keyPath: .positionX, timing: timing, kind: .basic(from: .number(1), to: .number(0), by: nil))
                    animation.isAdditive = true
                case 3: animation = Animation(keyPath: .opacity, timing: timing, kind: .basic(from: .number(0), to: .number(1), by: nil))
                default:
                    animation = Animation(
                        keyPath: nil, timing: timing,
                        kind: .group([
                            Animation(keyPath: .positionY, kind: .basic(from: .number(value), to: .number(0), by: nil)),
                            Animation(keyPath: .opacity, kind: .basic(from: .number(0.5), to: .number(1), by: nil)),
                        ]))
                }
                timeline.add(animation, to: "a", key: i % 6 == 0 ? "keyed" : nil)
                if i % 50 == 49 { timeline.removeAllAnimations(of: "a") }
            }
        }
        try timeline.run(until: 40)
        let track = try #require(timeline.scene(canvas: .init(width: 10, height: 10), duration: 40).track("a"))
        #expect(track.animations.count > LayerTrack.shortHistory)
        for step in 0...800 {
            let t = Double(step) * 0.0371
            var walked = track.modelLayer(at: t)
            for attached in track.animations where attached.isAttached(at: t) { attached.animation.apply(at: t, to: &walked) }
            #expect(track.presentation(at: t) == walked, "at \(t)")
        }
    }
}
