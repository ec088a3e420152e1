import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// The seed components sampled at chosen times and checked against values worked out by hand from the seed
/// code and Core Animation's rules. Curve values come from the independent 60-digit reference of
/// `TimingFunctionTests`: material(0.5) = 0.7755613111161977, easeInEaseOut(0.25) = 0.12916193104731982,
/// easeInEaseOut(0.5) = 0.5, easeInEaseOut(0.75) = 0.8708380689526802.
@Suite struct ComponentTests {
    static let templates = Templates.folder

    static func sampler(_ template: String) throws -> Sampler {
        let document = try EffectDocument(contentsOf: templates.appendingPathComponent("\(template).json"))
        return Sampler(scene: try Scene(document: document, horizon: 5))
    }

    static func sampler(json: String) throws -> Sampler {
        Sampler(scene: try Scene(document: try EffectDocument(json: Array(json.utf8)), horizon: 5))
    }

    func number(_ s: Sampler, _ key: AnimatableKeyPath, _ id: String, _ t: Double) -> Double? {
        guard case .number(let n)? = s.value(key, of: id, at: t) else { return nil }
        return n
    }

    func point(_ s: Sampler, _ key: AnimatableKeyPath, _ id: String, _ t: Double) -> Point? {
        guard case .point(let p)? = s.value(key, of: id, at: t) else { return nil }
        return p
    }

    /// ripple-contained: 200 × 48 button, touch down at (60, 30) at 0.05 s, up at 0.45 s.
    /// The group (0.225 s) starts at 0.05: its children have no duration of their own and take 0.225 s;
    /// the fade-in child lasts 0.075 s. Half-way through (t = 0.1625): scale 0 → 1 and position
    /// (60, 30) → (100, 24) at material(0.5) = 0.7755613111161977; the fade-in is over, so opacity is the
    /// model value 1. At t = 0.0875 the fade-in is half-way: 0.5.
    @Test func rippleableTouchDownGroup() throws {
        let s = try Self.sampler("ripple-contained")
        let id = "button/ripple-1"
        let m = 0.7755613111161977
        #expect(s.value(.opacity, of: id, at: 0.04) == nil)  // no ripple before the touch
        #expect(abs(number(s, .scale, id, 0.1625)! - m) < 1e-9)
        let p = point(s, .position, id, 0.1625)!
        #expect(abs(p.x - (60 + 40 * m)) < 1e-9 && abs(p.y - (30 - 6 * m)) < 1e-9)
        #expect(abs(number(s, .opacity, id, 0.0875)! - 0.5) < 1e-12)
        #expect(number(s, .opacity, id, 0.1625) == 1)
        // The closing segment of the path is never taken: at the group's end the ripple is at the centre.
        #expect(point(s, .position, id, 0.275) == Point(100, 24))
        // After the group is removed the model values show: scale 1, opacity 1, centred — until the release.
        #expect(number(s, .scale, id, 0.3) == 1 && number(s, .opacity, id, 0.4) == 1)
    }

    /// Release at 0.45 s, after the group ended (isAnimating false): fadeOutEffect at once, 1 → 0 over
    /// 0.075 s; its completion removes the layer at 0.525 s.
    @Test func rippleableFadeOutAndRemoval() throws {
        let s = try Self.sampler("ripple-contained")
        let id = "button/ripple-1"
        #expect(abs(number(s, .opacity, id, 0.4875)! - 0.5) < 1e-9)
        #expect(s.value(.opacity, of: id, at: 0.53) == nil)
    }

    /// A release while the group runs only sets fadeOutIfComplete: the fade starts when the group
    /// completes (0.05 + 0.225 = 0.275 s) and the layer goes at 0.35 s.
    @Test func rippleableReleaseDuringTheGroupWaits() throws {
        let s = try Self.sampler(
            json: """
                { "effect": 1, "canvas": { "width": 240, "height": 96 },
                  "layers": [ { "id": "b", "type": "rippleButton", "frame": [20, 24, 200, 48] } ],
                  "interactions": [ { "layer": "b", "touchDown": 0.05, "at": [60, 30], "touchUp": 0.1 } ] }
                """)
        #expect(number(s, .opacity, "b/ripple-1", 0.27) == 1)
        #expect(abs(number(s, .opacity, "b/ripple-1", 0.3125)! - 0.5) < 1e-9)
        #expect(s.value(.opacity, of: "b/ripple-1", at: 0.36) == nil)
    }

    /// Rapid taps make several ripples at once, each its own layer.
    @Test func rapidTapsLiveTogether() throws {
        let s = try Self.sampler("ripple-rapid-taps")
        let alive = (1...3).map { s.isInTree("button/ripple-\($0)", at: 0.25) }
        #expect(alive == [true, true, true])
        // Ripple 1's group ends at 0.275 and it was released: it fades 0.275 → 0.35 and is gone.
        #expect(!s.isInTree("button/ripple-1", at: 0.36))
        #expect(s.isInTree("button/ripple-3", at: 0.36))
    }

    /// MDC: final radius hypot(100, 24) + 10, starting scale 200 · 0.6 / 2 / that radius. `MDCRippleLayer`'s
    /// `endRippleAnimated:` sets the fade's `beginTime` to the touch-down time (`_rippleTouchDownStartTime`)
    /// plus 0.15 s while the touch-down group runs (`startAnimationActive`): touched at 0.05 s and released at
    /// 0.15 s, the fade runs 1 → 0 from 0.20 to 0.35 s (fill forwards), 150 ms after the touch, not after the
    /// release; before it the model opacity 1 shows, and its completion removes the layer at 0.35 s.
    @Test func mdcFadeIsAnchoredToTheTouchDown() throws {
        let s = try Self.sampler("ripple-mdc")
        let id = "button/ripple-1"
        let start = 60 / (hypot(100.0, 24.0) + 10)
        #expect(abs(number(s, .scale, id, 0.05)! - start) < 1e-12)
        #expect(abs(number(s, .scale, id, 0.1625)! - (start + (1 - start) * 0.7755613111161977)) < 1e-9)
        #expect(number(s, .opacity, id, 0.19) == 1)
        #expect(abs(number(s, .opacity, id, 0.275)! - 0.5) < 1e-9)
        #expect(abs(number(s, .opacity, id, 0.34)! - 0.01 / 0.15) < 1e-9)
        #expect(s.value(.opacity, of: id, at: 0.35) == nil)
    }

    /// MDC, released after the touch-down group (0.05 + 0.225 = 0.275 s): the delay is 0, so the fade's begin
    /// is the touch-down time, 0.05 s, and it ended at 0.20 s, before it was added at 0.5 s. It is over at once
    /// and its completion removes the ripple then: it shows at full opacity until 0.5 s and vanishes, no fade.
    @Test func mdcLateReleaseVanishesAtOnce() throws {
        let s = try Self.sampler("ripple-mdc-late-release")
        let id = "button/ripple-1"
        #expect(number(s, .opacity, id, 0.3) == 1)
        #expect(number(s, .opacity, id, 0.4999) == 1)
        #expect(s.value(.opacity, of: id, at: 0.5) == nil)
    }

    /// MDC, released at 0.25 s while the group still runs: the fade began at 0.05 + 0.15 = 0.20 s, 50 ms before
    /// it was added, so it starts a third of the way in: 1 → 2/3 at once, then on to 0 at 0.35 s.
    @Test func mdcReleaseAfterTheDelayStartsPartWay() throws {
        let s = try Self.sampler(
            json: """
                { "effect": 1, "canvas": { "width": 240, "height": 96 }, "duration": 0.8,
                  "layers": [ { "id": "button", "type": "rippleButton", "variant": "mdc", "frame": [20, 24, 200, 48] } ],
                  "interactions": [ { "layer": "button", "touchDown": 0.05, "at": [60, 30], "touchUp": 0.25 } ] }
                """)
        let id = "button/ripple-1"
        #expect(number(s, .opacity, id, 0.2499) == 1)
        #expect(abs(number(s, .opacity, id, 0.25)! - 2.0 / 3) < 1e-9)
        #expect(abs(number(s, .opacity, id, 0.3)! - 1.0 / 3) < 1e-9)
        #expect(s.value(.opacity, of: id, at: 0.36) == nil)
    }

    /// UIView.animate(withDuration: 0) becomes 1 ms, linear, additive for the transform: half-way through
    /// that millisecond the scale is 1.15; after it, 1.3 and alpha 0.8, until the release at 0.6 s.
    @Test func highlightIsAOneMillisecondAnimation() throws {
        let s = try Self.sampler("tap-highlight")
        #expect(abs(number(s, .scale, "button", 0.2005)! - 1.15) < 1e-9)
        #expect(abs(number(s, .opacity, "button", 0.2005)! - 0.9) < 1e-9)
        #expect(number(s, .scale, "button", 0.3) == 1.3)
        #expect(number(s, .opacity, "button", 0.3) == 0.8)
        #expect(number(s, .scale, "button", 0.7) == 1)
    }

    /// FAB opened at 0.1 s: the plus turns linearly, π/4 · (t − 0.1) / 0.3, and holds π/4 (fill forwards,
    /// kept). The action pops at 0.3 s (delay 0.2) on UIKit's spring for ζ = 0.55, T = 0.3, v = 0.3:
    /// scale = 1 + (0.4 − 1)(1 − fraction), which overshoots 1.
    @Test func floatingButtonRotationAndSpringOvershoot() throws {
        let s = try Self.sampler("floating-button")
        #expect(abs(number(s, .rotation, "fab", 0.25)! - .pi / 4 * 0.5) < 1e-12)
        #expect(number(s, .rotation, "fab", 0.8) == .pi / 4)
        #expect(number(s, .scale, "fab/action-1", 0.25) == 0.4)  // set at once at the tap, the spring not begun
        #expect(number(s, .opacity, "fab/action-1", 0.25) == 0)
        let spring = Spring.uiKit(dampingRatio: 0.55, duration: 0.3, initialVelocity: 0.3)
        for t in [0.35, 0.4, 0.5] {
            #expect(abs(number(s, .scale, "fab/action-1", t)! - (0.4 + 0.6 * spring.fraction(at: t - 0.3))) < 1e-9)
        }
        let peak = stride(from: 0.3, through: 0.6, by: 0.005).map { number(s, .scale, "fab/action-1", $0)! }.max()!
        #expect(peak > 1.05, "the spring overshoots: \(peak)")
        // Closed at 1.0: rotation π/4 → 0 over 0.3 s; the action shrinks after 0.2 s over 0.15 s on ease-in-out.
        #expect(abs(number(s, .rotation, "fab", 1.15)! - .pi / 8) < 1e-12)
        #expect(abs(number(s, .scale, "fab/action-1", 1.275)! - 0.7) < 1e-9)  // 1 + (0.4 − 1) · easeInEaseOut(0.5)
    }

    /// The wave from 0: 120 → 170 on ease-in-ease-out in 0.5 s, the next leg from the presentation value
    /// back to 120, for ever. Quarter legs: 120 + 50 · 0.12916193104731982 = 126.458…; half: 145;
    /// three quarters: 163.5419…; the way back mirrors it. The corner radius stays half the height.
    @Test func waveSizeAtEachQuarterLeg() throws {
        let s = try Self.sampler("wave-pulse")
        let id = "wave/wave"
        let expected: [(Double, Double)] = [
            (0, 120), (0.125, 120 + 50 * 0.12916193104731982), (0.25, 145), (0.375, 120 + 50 * 0.8708380689526802), (0.5, 170),
            (0.625, 170 - 50 * 0.12916193104731982), (0.75, 145), (1, 120), (1.25, 145), (1.5, 170),
        ]
        for (t, size) in expected {
            guard case .size(let actual)? = s.value(.boundsSize, of: id, at: t) else {
                Issue.record("no size at \(t)")
                continue
            }
            #expect(abs(actual.width - size) < 1e-9 && abs(actual.height - size) < 1e-9, "at \(t): \(actual)")
            #expect(abs(number(s, .cornerRadius, id, t)! - size / 2) < 1e-9)
        }
        #expect(number(s, .opacity, "wave/content", 1) == 0.05)
    }

    /// gradient-pitfall, toggled at 0.1 s: the view's bounds go 100 → 200 additively (−100 → 0 on the new
    /// model value 200) on ease-in-ease-out, autoreversing: 150 at 0.6 and at 1.6 s; the layer's scale
    /// 1 → 2 linear, autoreversing: 1.5 at 0.6 s. The layer keeps its first frame (100 × 100 at (50, 50)).
    @Test func gradientPitfallDrifts() throws {
        let s = try Self.sampler("gradient-pitfall")
        guard case .size(let size)? = s.value(.boundsSize, of: "gradient", at: 0.6) else {
            Issue.record("no size")
            return
        }
        #expect(abs(size.width - 150) < 1e-9)
        guard case .size(let back)? = s.value(.boundsSize, of: "gradient", at: 1.6) else {
            Issue.record("no size")
            return
        }
        #expect(abs(back.width - 150) < 1e-9)
        #expect(abs(number(s, .scale, "gradient/gradient", 0.6)! - 1.5) < 1e-12)
        #expect(s.value(.bounds, of: "gradient/gradient", at: 0.6) == .rect(Rect(0, 0, 100, 100)))
        #expect(point(s, .position, "gradient/gradient", 0.6) == Point(50, 50))
    }

    /// gradient-fixed: the layer's frame follows the view's bounds in the same animation (150 → its
    /// centre at 75, 75), and its own scale still runs on top.
    @Test func gradientFixedFollows() throws {
        let s = try Self.sampler("gradient-fixed")
        guard case .size(let size)? = s.value(.boundsSize, of: "gradient/gradient", at: 0.6) else {
            Issue.record("no size")
            return
        }
        #expect(abs(size.width - 150) < 1e-9)
        let p = point(s, .position, "gradient/gradient", 0.6)!
        #expect(abs(p.x - 75) < 1e-9 && abs(p.y - 75) < 1e-9)
    }

    /// The second toggle removes every animation: what shows is the model value UIKit set, 200 × 200, not
    /// the 100 × 100 the view started at.
    @Test func stoppingTheGradientLeavesTheModelValue() throws {
        let s = try Self.sampler(
            json: """
                { "effect": 1, "canvas": { "width": 300, "height": 300 },
                  "layers": [ { "id": "g", "type": "gradientView", "center": [150, 150] } ],
                  "interactions": [ { "layer": "g", "toggle": [0.1, 0.6] } ] }
                """)
        #expect(s.value(.boundsSize, of: "g", at: 0.7) == .size(Size(200, 200)))
        #expect(number(s, .scale, "g/gradient", 0.7) == 1)
    }
}
