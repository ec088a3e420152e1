import EffectEngine
import EffectKit
import EffectModel
import Testing

/// `DispatchQueue.main`, `DispatchTime` and `Timer` on the stage's clock, against hand-worked times.
@MainActor @Suite struct ClockTests {
    /// The document time at which each of `document`'s animations is added (its `at`), in document order.
    static func addedTimes(_ document: EffectDocument) -> [Double] { document.animations.map(\.addedAfter) }

    /// The key of each of `document`'s animations, in document order.
    static func keys(_ document: EffectDocument) -> [String?] {
        document.animations.map { if case .core(_, let key) = $0.content { key } else { nil } }
    }

    static func fade(_ layer: CALayer, key: String) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.1
        layer.add(fade, forKey: key)
    }

    /// `asyncAfter(deadline: .now() + s)` runs `s` after the moment that asked, the document holding the exact sum;
    /// asked while the stage is set up, it counts from the start; `.milliseconds` and `async` too.
    @Test func workGivenToTheMainQueueRunsOnTheDocumentClock() throws {
        let stage = EffectStage(width: 100, height: 100)
        nonisolated(unsafe) let layer = CALayer()
        layer.name = "dot"
        stage.addSublayer(layer)
        #expect(DispatchTime.now().seconds == 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { Self.fade(layer, key: "a") }
        stage.run(at: 0.45) {
            #expect(DispatchTime.now().seconds == 0.45)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { Self.fade(layer, key: "b") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(150)) { Self.fade(layer, key: "c") }
            DispatchQueue.main.async { Self.fade(layer, key: "d") }
            DispatchQueue.main.asyncAfter(deadline: .now() - 1) { Self.fade(layer, key: "e") }
        }
        let document = stage.record(name: "queue", duration: 1)
        #expect(Self.addedTimes(document) == [0.2, 0.45, 0.45, 0.45 + 0.15, 0.45 + 0.3])
        #expect(Self.keys(document) == ["a", "d", "e", "c", "b"])
    }

    /// A work item cancelled before its deadline does not run; one left alone does.
    @Test func aCancelledWorkItemDoesNotRun() throws {
        let stage = EffectStage(width: 100, height: 100)
        nonisolated(unsafe) let layer = CALayer()
        layer.name = "dot"
        stage.addSublayer(layer)
        let hide = DispatchWorkItem { Self.fade(layer, key: "hide") }
        let keep = DispatchWorkItem { Self.fade(layer, key: "keep") }
        stage.run(at: 0.1) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: hide)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: keep)
        }
        stage.run(at: 0.3) { hide.cancel() }
        let document = stage.record(name: "debounce", duration: 1)
        #expect(Self.keys(document) == ["keep"])
        #expect(Self.addedTimes(document) == [0.1 + 0.5])
    }

    /// A repeating timer fires at exact multiples of its interval from when it was scheduled until it is invalidated;
    /// one that does not repeat fires once; `fire()` runs it at once.
    @Test func aTimerFiresAtMultiplesOfItsIntervalUntilInvalidated() throws {
        let stage = EffectStage(width: 100, height: 100)
        nonisolated(unsafe) let layer = CALayer()
        layer.name = "dot"
        stage.addSublayer(layer)
        var ticks: [Double] = []
        stage.run(at: 0.1) {
            Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
                ticks.append(CACurrentMediaTime())
                Self.fade(layer, key: "tick-\(ticks.count)")
                if ticks.count == 3 { timer.invalidate() }
            }
            let once = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in Self.fade(layer, key: "once") }
            #expect(once.isValid)
        }
        let early = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in Self.fade(layer, key: "fired") }
        stage.run(at: 0.9) {
            early.fire()
            #expect(!early.isValid)
        }
        let document = stage.record(name: "timer", duration: 2)
        #expect(ticks == [0.1 + 1 * 0.2, 0.1 + 2 * 0.2, 0.1 + 3 * 0.2])
        #expect(Self.keys(document) == ["once", "tick-1", "tick-2", "tick-3", "fired"])
    }
}
