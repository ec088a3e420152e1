import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// A button that shrinks to 95 % while pressed, as iOS teams write a press state.
private struct PressableCard: View {
    @State private var pressed = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.blue)
            .frame(width: 120, height: 44)
            .scaleEffect(pressed ? 0.95 : 1)
            .onLongPressGesture(
                minimumDuration: .infinity, perform: {},
                onPressingChanged: { p in
                    withAnimation(.easeOut(duration: 0.1)) { pressed = p }
                }
            )
            .accessibilityIdentifier("card")
    }
}

/// What the gestures told, in order.
@MainActor private final class GestureLog {
    var entries: [String] = []
    var drags: [DragGesture.Value] = []
    var ended: DragGesture.Value?
}

/// A circle that fades when held half a second, logging the press.
private struct HoldToFade: View {
    let log: GestureLog
    @State private var faded = false

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 60, height: 60)
            .opacity(faded ? 0.2 : 1)
            .onLongPressGesture {
                log.entries.append("perform")
                withAnimation(.linear(duration: 0.25)) { faded = true }
            } onPressingChanged: { pressing in
                log.entries.append("pressing \(pressing)")
            }
            .accessibilityIdentifier("dot")
    }
}

/// A 100-pt square that follows the finger and springs back when let go.
private struct DraggableSquare: View {
    let log: GestureLog
    let minimumDistance: CGFloat
    @State private var drag = CGSize.zero

    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .offset(drag)
            .gesture(
                DragGesture(minimumDistance: minimumDistance)
                    .onChanged { value in
                        log.drags.append(value)
                        drag = value.translation
                    }
                    .onEnded { value in
                        log.ended = value
                        withAnimation(.spring(duration: 0.4, bounce: 0.2)) { drag = .zero }
                    }
            )
            .accessibilityIdentifier("square")
    }
}

@MainActor @Suite struct SwiftUIGestureTests {
    /// The animations of `keyPath` on `layer`, with their entries.
    static func animations(_ document: EffectDocument, _ keyPath: AnimatableKeyPath, on layer: String) -> [(
        entry: DocumentAnimation, animation: EffectModel.Animation
    )] {
        document.animations.compactMap { entry in
            guard entry.layerID == layer, case .core(let animation, _) = entry.content, animation.keyPath == keyPath else { return nil }
            return (entry, animation)
        }
    }

    /// The value of `keyPath` on `layer` at `t`.
    static func number(_ document: EffectDocument, _ keyPath: AnimatableKeyPath, of layer: String, at t: Double) throws -> Double? {
        if case .number(let n) = Sampler(scene: try Scene(document: document)).value(keyPath, of: layer, at: t) { return n }
        return nil
    }

    /// Pressed at 0.2 s and released at 0.6 s: the card scales to 0.95 over 100 ms ease-out under the touch down, and
    /// back to 1 over 100 ms ease-out under the touch up; in between it holds 0.95.
    @Test func aPressStateScalesDownOnTouchDownAndUpOnTouchUp() throws {
        let stage = EffectStage(width: 200, height: 100)
        let host = stage.host(PressableCard())
        stage.touch(host, at: CGPoint(x: 100, y: 50), down: 0.2, up: 0.6)
        let document = stage.record(name: "press", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let scales = Self.animations(document, .scale, on: "card")
        #expect(scales.count == 2, "\(document.animations)")
        guard scales.count == 2 else { return }
        let (down, up) = (scales[0], scales[1])
        #expect(down.entry.trigger == .touchDown("touch-1") && down.entry.addedAfter == 0, "\(down.entry)")
        #expect(up.entry.trigger == .touchUp("touch-1") && up.entry.addedAfter == 0, "\(up.entry)")
        for animation in [down.animation, up.animation] {
            #expect(animation.timing.duration == 0.1 && animation.timingFunction == .easeOut, "\(animation)")
        }
        let samples = try [0.1, 0.35, 0.5, 0.8].map { try Self.number(document, .scale, of: "card", at: $0) }
        #expect(samples == [1, 0.95, 0.95, 1], "\(samples)")
        let halfway = try #require(try Self.number(document, .scale, of: "card", at: 0.25))
        #expect(abs(halfway - (1 - 0.05 * TimingFunction.easeOut.value(at: 0.5))) < 1e-6, "\(halfway)")
        let touch = try #require(document.interactions.first)
        #expect(touch.events.map(\.time) == [0.2, 0.6], "\(touch)")
    }

    /// Held 0.8 s: pressing turns true at the touch down and false when the half second has passed, then `perform`
    /// runs — its fade filed under the touch down, 0.5 s after it; a short press (0.3 s) ends pressing at the lift and
    /// performs nothing.
    @Test func aLongPressPerformsAfterItsMinimumDuration() throws {
        let log = GestureLog()
        let stage = EffectStage(width: 200, height: 100)
        let host = stage.host(HoldToFade(log: log))
        stage.touch(host, at: CGPoint(x: 100, y: 50), down: 0.1, up: 0.4)
        stage.touch(host, at: CGPoint(x: 100, y: 50), down: 1, up: 1.8)
        let document = stage.record(name: "hold", duration: 2.5)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(log.entries == ["pressing true", "pressing false", "pressing true", "pressing false", "perform"], "\(log.entries)")
        let fades = Self.animations(document, .opacity, on: "dot")
        #expect(fades.count == 1, "\(document.animations)")
        let fade = try #require(fades.first)
        // Added at the touch down, beginning 0.5 s after it (the document's way of saying "0.5 s after the touch").
        #expect(fade.entry.trigger == .touchDown("touch-2") && abs(fade.animation.timing.beginTime - 0.5) < 1e-9, "\(fade.entry)")
        #expect(fade.animation.timing.duration == 0.25 && fade.animation.timingFunction == .linear)
        #expect(try Self.number(document, .opacity, of: "dot", at: 1.4) == 1)
        #expect(try Self.number(document, .opacity, of: "dot", at: 2) == 0.2)
    }

    /// A finger that moves 12 pt away: the press ends there (`maximumDistance` 10) and nothing is performed.
    @Test func aLongPressEndsWhenTheFingerMovesTooFar() {
        let log = GestureLog()
        let stage = EffectStage(width: 200, height: 100)
        let host = stage.host(HoldToFade(log: log))
        stage.touch(host, at: CGPoint(x: 100, y: 50), down: 0.1, moves: [(0.2, CGPoint(x: 105, y: 50)), (0.3, CGPoint(x: 112, y: 50))], up: 1)
        _ = stage.record(name: "hold-moved", duration: 1.5)
        #expect(log.entries == ["pressing true", "pressing false"], "\(log.entries)")
    }

    /// `DragGesture(minimumDistance: 0)` reports the touch down as its first change; locations are the square's own
    /// (it spans x 50…150 on the stage), the translation from where the finger landed; the lift ends the drag where
    /// the finger last was, and the spring back is filed under the touch up.
    @Test func aDragFromZeroReportsTheTouchDownAndEachMove() throws {
        let log = GestureLog()
        let stage = EffectStage(width: 200, height: 100)
        let host = stage.host(DraggableSquare(log: log, minimumDistance: 0))
        stage.touch(host, at: CGPoint(x: 60, y: 50), down: 0.1, moves: [(0.2, CGPoint(x: 80, y: 50)), (0.3, CGPoint(x: 120, y: 60))], up: 0.4)
        let document = stage.record(name: "drag", duration: 1.2)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        // The square moves with the finger; its space is where it was when the finger landed.
        #expect(log.drags.map(\.startLocation) == Array(repeating: CGPoint(x: 10, y: 50), count: 3), "\(log.drags)")
        #expect(log.drags.map(\.location) == [CGPoint(x: 10, y: 50), CGPoint(x: 30, y: 50), CGPoint(x: 70, y: 60)], "\(log.drags)")
        #expect(log.drags.map(\.translation) == [.zero, CGSize(width: 20, height: 0), CGSize(width: 60, height: 10)])
        let velocities = log.drags.map { [$0.velocity.width, $0.velocity.height] }
        for (velocity, expected) in zip(velocities, [[0.0, 0.0], [200, 0], [400, 100]]) {
            #expect(zip(velocity, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(velocities)")
        }
        #expect(log.drags.map(\.time.timeIntervalSinceReferenceDate) == [0.1, 0.2, 0.3])
        let ended = try #require(log.ended)
        #expect(ended.location == CGPoint(x: 70, y: 60) && ended.time.timeIntervalSinceReferenceDate == 0.4, "\(ended)")
        let springs = Self.animations(document, .position, on: "square")
        let back = try #require(springs.last, "\(document.animations)")
        #expect(back.entry.trigger == .touchUp("touch-1"), "\(back.entry)")
        #expect(try Self.number(document, .position, of: "square", at: 1.2) == nil)
    }

    /// `DragGesture()` waits for 10 pt: a move of 5 pt reports nothing, the next (20 pt) is the first change, its
    /// translation counted from where the finger landed; a lift without a drag ends nothing.
    @Test func aDragWaitsForItsMinimumDistance() {
        let log = GestureLog()
        let stage = EffectStage(width: 200, height: 100)
        let host = stage.host(DraggableSquare(log: log, minimumDistance: 10))
        stage.touch(host, at: CGPoint(x: 60, y: 50), down: 0.1, moves: [(0.15, CGPoint(x: 65, y: 50)), (0.2, CGPoint(x: 80, y: 50))], up: 0.3)
        stage.touch(host, at: CGPoint(x: 60, y: 50), down: 1, moves: [(1.1, CGPoint(x: 64, y: 50))], up: 1.2)
        _ = stage.record(name: "drag-distance", duration: 1.5)
        #expect(log.drags.map(\.translation) == [CGSize(width: 20, height: 0)], "\(log.drags)")
        #expect(log.ended?.time.timeIntervalSinceReferenceDate == 0.3, "\(String(describing: log.ended))")
    }

    /// A tap found by the stage's hit test (`tap(at:time:)`) reaches a button's press state too: pressing turns true
    /// when the finger lands and false when it lifts, 1/60 s later, then the button's action runs (the press never
    /// succeeded: its duration is infinite).
    @Test func aTappedButtonTellsItsPressStateThenRunsItsAction() {
        let log = GestureLog()
        let stage = EffectStage(width: 200, height: 100)
        stage.host(
            Button {
                log.entries.append("action")
            } label: {
                Text("Buy")
            }
            .onLongPressGesture(minimumDuration: .infinity, perform: {}, onPressingChanged: { log.entries.append("pressing \($0)") }))
        stage.tap(at: CGPoint(x: 100, y: 50), time: 0.2)
        _ = stage.record(name: "tap-press", duration: 0.5)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(log.entries == ["pressing true", "pressing false", "action"], "\(log.entries)")
    }

    /// `LongPressGesture(minimumDuration: 0.3)` through `gesture`: `onChanged(true)` when the finger lands at 0.1 s,
    /// `onEnded(true)` at 0.4 s, its animation filed under the touch down, beginning 0.3 s after it.
    @Test func aLongPressGestureEndsWhenHeldLongEnough() throws {
        let log = GestureLog()
        let stage = EffectStage(width: 200, height: 100)
        let host = stage.host(HoldGesture(log: log))
        stage.touch(host, at: CGPoint(x: 100, y: 50), down: 0.1, up: 0.6)
        let document = stage.record(name: "hold-gesture", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        #expect(log.entries == ["changed true at 0.1", "ended true at 0.4"], "\(log.entries)")
        let grow = try #require(Self.animations(document, .scale, on: "held").first, "\(document.animations)")
        #expect(grow.entry.trigger == .touchDown("touch-1") && abs(grow.animation.timing.beginTime - 0.3) < 1e-9, "\(grow.entry)")
    }
}

/// A circle that grows once held 0.3 s, through `LongPressGesture`.
private struct HoldGesture: View {
    let log: GestureLog
    @State private var held = false

    var body: some View {
        Circle()
            .frame(width: 50, height: 50)
            .scaleEffect(held ? 1.2 : 1)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .onChanged { log.entries.append("changed \($0) at \(CACurrentMediaTime())") }
                    .onEnded { finished in
                        log.entries.append("ended \(finished) at \(CACurrentMediaTime())")
                        withAnimation(.easeIn(duration: 0.2)) { held = true }
                    }
            )
            .accessibilityIdentifier("held")
    }
}
