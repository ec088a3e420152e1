import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// SwiftUI views hosted on the stage: layout as SwiftUI's proposal and response, state changes recorded with their
/// animations, taps reaching buttons and tap gestures.
@MainActor @Suite struct SwiftUIViewTests {
    /// The layers of `view` hosted on a `width` × `height` stage, by id, with their rectangles on the stage
    /// (untransformed).
    static func layout<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> [String: Rect] {
        let stage = EffectStage(width: width, height: height)
        stage.host(view)
        let document = stage.record(name: "layout", duration: 0.1)
        var frames: [String: Rect] = [:]
        func visit(_ layer: Layer, origin: Point) {
            let minX = origin.x + layer.position.x - layer.anchorPoint.x * layer.bounds.width
            let minY = origin.y + layer.position.y - layer.anchorPoint.y * layer.bounds.height
            frames[layer.id] = Rect(minX, minY, layer.bounds.width, layer.bounds.height)
            for sublayer in layer.sublayers { visit(sublayer, origin: Point(minX, minY)) }
        }
        for layer in document.layers { visit(layer, origin: Point(0, 0)) }
        return frames
    }

    static func expect(_ frames: [String: Rect], _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, line: Int = #line) {
        guard let frame = frames[id] else {
            Issue.record(
                "no layer \(id) among \(frames.keys.sorted())",
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
            return
        }
        let ok = [frame.minX - x, frame.minY - y, frame.width - w, frame.height - h].allSatisfy { abs($0) <= 1e-9 }
        #expect(
            ok, "\(id): \(frame) is not (\(x), \(y), \(w), \(h))",
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    /// An HStack of a 40-pt square, a Spacer and a 30 × 20 rectangle in a 200-pt frame: the fixed views keep their
    /// widths, the spacer takes the rest (200 − 40 − 30 − 2 × 8 = 114), the stack is as tall as its tallest (40) and
    /// centred in the 200 × 100 stage; the rectangle is centred across (y 30 + 10).
    @Test func anHStackSharesItsWidthWithItsSpacer() {
        let frames = Self.layout(
            HStack {
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("square")
                Spacer()
                Rectangle().frame(width: 30, height: 20).accessibilityIdentifier("bar")
            }
            .frame(width: 200))
        Self.expect(frames, "square", 0, 30, 40, 40)
        Self.expect(frames, "bar", 170, 40, 30, 20)
    }

    /// Two flexible colours and a 50-pt one in a 200-pt HStack with spacing 10: the fixed one first, then each
    /// flexible one an equal share of 200 − 20 − 50 = 130 (65 each); padding 10 insets a VStack's colour (leading
    /// aligned text beside it).
    @Test func flexibleViewsShareWhatIsLeftEqually() {
        let frames = Self.layout(
            HStack(spacing: 10) {
                Color.red.accessibilityIdentifier("a")
                Color.green.frame(width: 50).accessibilityIdentifier("b")
                Color.blue.accessibilityIdentifier("c")
            }
            .frame(width: 200, height: 60))
        Self.expect(frames, "a", 0, 20, 65, 60)
        Self.expect(frames, "b", 75, 20, 50, 60)
        Self.expect(frames, "c", 135, 20, 65, 60)
    }

    /// Padding and alignment: a 40 × 20 colour padded by 10 (60 × 40) in a VStack aligned leading with a 80 × 10 one,
    /// spacing 4: the stack is 80 × 54, centred (60, 23); the padded colour's content sits at (70, 33).
    @Test func paddingAndAlignmentPlaceAsSwiftUIDoes() {
        let frames = Self.layout(
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("inner").padding(10)
                Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("wide")
            })
        Self.expect(frames, "inner", 70, 33, 40, 20)
        Self.expect(frames, "wide", 60, 67, 80, 10)
    }

    /// `frame(maxWidth: .infinity, alignment: .trailing)` takes the width offered (200) and puts a 30-pt colour at its
    /// trailing edge; `frame(width:height:alignment: .topLeading)` puts a 20-pt circle in its corner; a circle in a
    /// 60 × 20 frame is a 20-pt circle in its middle.
    @Test func framesTakeWhatTheySayAndAlignTheirContent() {
        let frames = Self.layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10).accessibilityIdentifier("right").frame(maxWidth: .infinity, alignment: .trailing)
                Circle().frame(width: 20, height: 20).accessibilityIdentifier("corner").frame(width: 50, height: 40, alignment: .topLeading)
                Circle().accessibilityIdentifier("round").frame(width: 60, height: 20)
            })
        // The stack: 200 × 70, at y 15.
        Self.expect(frames, "right", 170, 15, 30, 10)
        Self.expect(frames, "corner", 75, 25, 20, 20)
        Self.expect(frames, "round", 90, 65, 20, 20)
    }

    /// The like button: the heart's scale springs as written — `.spring(duration: 0.5, bounce: 0.3)` from 1 to 1.25,
    /// under the tap that changed the state.
    @Test func theLikeButtonSpringsItsHeartOnATap() throws {
        let document = Reviews.likeButton()
        let scale = document.animations.first { entry in
            if case .core(let animation, _) = entry.content { return animation.keyPath == .scale }
            return false
        }
        let entry = try #require(scale, "\(document.animations)")
        guard case .core(let animation, _) = entry.content, case .spring(let spring, let from, let to, _) = animation.kind else {
            Issue.record("not a spring: \(entry)")
            return
        }
        #expect(spring.origin == .perceptual(duration: 0.5, bounce: 0.3))
        #expect(animation.isAdditive && from == .number(-0.25) && to == .number(0))
        #expect(entry.trigger == .touchUp("touch-1"))
    }
}

extension SwiftUIViewTests {
    /// The heart's scale on the stage at `t`.
    static func heartScale(_ document: EffectDocument, at t: Double) throws -> Double {
        let sampler = Sampler(scene: try Scene(document: document))
        guard case .number(let scale) = sampler.value(.scale, of: "heart", at: t) else { return .nan }
        return scale
    }

    /// A second tap while the like button's spring still moves (up at 0.35 + 1/60 s): the heart turns back from
    /// where it is with the speed it has — no jump in scale, none in its rate of change — and ends at 1.
    @Test func aTapMidSpringContinuesWithoutAJump() throws {
        let document = Reviews.likeButton()
        let up = 0.35 + 1.0 / 60
        let h = 1e-4
        let before = try Self.heartScale(document, at: up - h)
        let after = try Self.heartScale(document, at: up + h)
        #expect(abs(after - before) < 1e-3, "\(before) → \(after)")
        let slopeIn = (before - (try Self.heartScale(document, at: up - 2 * h))) / h
        let slopeOut = ((try Self.heartScale(document, at: up + 2 * h)) - after) / h
        #expect(abs(slopeIn - slopeOut) < 0.05 * max(abs(slopeIn), 1), "velocity \(slopeIn) → \(slopeOut)")
        // It had not settled: it was moving fast towards 1.25 (the spring's own velocity there).
        let spring = EffectKit.Spring(duration: 0.5, bounce: 0.3)
        let moving = spring.velocity(target: 0.25, time: up - (0.2 + 1.0 / 60))
        #expect(abs(slopeIn - moving) < 0.02 * abs(moving), "\(slopeIn) vs \(moving)")
        #expect(abs(try Self.heartScale(document, at: 1.39) - 1) < 1e-3)
    }
}
