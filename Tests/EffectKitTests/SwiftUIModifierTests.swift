import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// An iOS 17 like button as an engineer writes it: a plain button, a symbol a size up, a haptic and a pop of phases
/// on each like.
private struct PlainLikeButton: View {
    @State private var isLiked = false

    var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.3)) { isLiked.toggle() }
        } label: {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .imageScale(.large)
                .foregroundStyle(isLiked ? .red : .gray)
                .phaseAnimator([1.0, 1.2, 1.0], trigger: isLiked) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in
                    .easeOut(duration: 0.1)
                }
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
        .sensoryFeedback(.success, trigger: isLiked) { _, liked in liked }
    }
}

/// A symbol, a circle and a text in one colour that a tap turns from gray to red over 300 ms ease-in-out.
private struct Tinted: View {
    @State private var on = false

    var body: some View {
        HStack {
            Image(systemName: "heart.fill").foregroundStyle(on ? .red : .gray)
            Circle().fill(on ? .red : .gray).frame(width: 24, height: 24)
            Text("Like").foregroundStyle(on ? .red : .gray)
        }
        .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { on.toggle() } }
    }
}

/// A tag that swings about a point near its top on each tap: cubic keyframes of its angle.
private struct SwingingTag: View {
    @State private var swings = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(.orange)
            .frame(width: 40, height: 60)
            .keyframeAnimator(initialValue: 0.0, trigger: swings) { content, angle in
                content.rotationEffect(.degrees(angle), anchor: UnitPoint(x: 0.5, y: 0.1))
            } keyframes: { _ in
                CubicKeyframe(20, duration: 0.12)
                CubicKeyframe(-12, duration: 0.12)
                LinearKeyframe(0, duration: 0.2, timingCurve: .easeOut)
            }
            .accessibilityIdentifier("tag")
            .onTapGesture { swings += 1 }
    }
}

/// A view whose content a tap count drives: one name for the view and modifier forms, so that their documents compare.
private struct Tapped<Content: View>: View {
    @State private var taps = 0
    var animation: EffectKit.Animation? = nil
    let content: (Int) -> Content

    var body: some View { content(taps).onTapGesture { withAnimation(animation) { taps += 1 } } }
}

/// The everyday modifiers an iOS 17 view uses, recorded as SwiftUI draws them: button styles, image scale, sensory
/// feedback, the phase animator modifiers; colours that move with their animation; no motion from rounding.
@MainActor @Suite struct SwiftUIModifierTests {
    static func record(_ view: some View, width: CGFloat = 200, height: CGFloat = 100, taps: [Double] = [], duration: Double = 1)
        -> (EffectStage, EffectDocument)
    {
        let stage = EffectStage(width: width, height: height)
        stage.host(view)
        for time in taps { stage.tap(at: CGPoint(x: width / 2, y: height / 2), time: time) }
        return (stage, stage.record(name: "modifiers", duration: duration))
    }

    static func animations(_ document: EffectDocument, on id: String) -> [EffectModel.Animation] {
        document.animations.compactMap { entry in
            guard entry.layerID == id, case .core(let animation, _) = entry.content else { return nil }
            return animation
        }
    }

    static func colorAnimation(_ document: EffectDocument, on id: String, _ keyPath: AnimatableKeyPath) -> EffectModel.Animation? {
        animations(document, on: id).first { $0.keyPath == keyPath }
    }

    static func layers(_ document: EffectDocument) -> [Layer] { Layer.flattened(document.layers) }

    /// The like button as pasted: it compiles, records with no problem, plays a light impact and a success on the like
    /// (the success's condition is false on the unlike), and its phases pop the heart.
    @Test func theLikeButtonAsPastedRecords() throws {
        let (stage, document) = Self.record(PlainLikeButton(), taps: [0.2, 0.6])
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let up = [0.2 + 1.0 / 60, 0.6 + 1.0 / 60]
        let felt = document.feedback.map { "\($0.words) at \(($0.time * 1000).rounded())" }
        let expected = [
            "light impact at \((up[0] * 1000).rounded())", "success notification at \((up[0] * 1000).rounded())",
            "light impact at \((up[1] * 1000).rounded())",
        ]
        #expect(Set(felt) == Set(expected) && felt.count == 3, "\(felt)")
        #expect(document.feedback.allSatisfy { $0.kind == .haptic })
        let scales = document.animations.filter { entry in
            if case .core(let animation, _) = entry.content { return animation.keyPath == .scale }
            return false
        }
        #expect(scales.count == 4, "two phases a like and two an unlike: \(document.animations.map(\.layerID))")
    }

    /// `.plain` draws a label as it draws outside a button (text in the primary colour); `.automatic` and `.borderless`
    /// in the accent colour, as a button with no style does.
    @Test func plainButtonsLeaveTheirLabelsColours() throws {
        func textColor(_ view: some View) -> AnimatableValue? {
            let (_, document) = Self.record(view)
            return Self.layers(document).first { $0.textContent != nil }.map { AnimatableKeyPath.foregroundColor.value(of: $0) }
        }
        let plain = textColor(Button("OK") {}.buttonStyle(.plain))
        let outside = textColor(Text("OK"))
        let automatic = textColor(Button("OK") {}.buttonStyle(.automatic))
        let borderless = textColor(Button("OK") {}.buttonStyle(.borderless))
        let unstyled = textColor(Button("OK") {})
        #expect(plain != nil && plain == outside)
        #expect(automatic == unstyled && borderless == unstyled && unstyled != plain)
        #expect(textColor(Button("OK") {}.buttonStyle(.plain).foregroundStyle(.red)) == textColor(Text("OK").foregroundStyle(.red)))
    }

    /// `imageScale`: a symbol's point size times 0.8, 1 or 1.3 — its frame scales with it, as the outline does.
    @Test func imageScaleSizesTheSymbol() throws {
        func width(_ scale: Image.Scale?) -> Double {
            let image = Image(systemName: "star.fill").font(.system(size: 20))
            let (_, document) = scale.map { Self.record(image.imageScale($0)) } ?? Self.record(image)
            return Self.layers(document).first { $0.id == "starFill" }?.bounds.width ?? .nan
        }
        let medium = width(.medium)
        #expect(medium > 0 && width(nil) == medium)
        #expect(abs(width(.small) - 0.8 * medium) < 1e-9 && abs(width(.large) - 1.3 * medium) < 1e-9, "\(width(.small)), \(width(.large))")
    }

    /// The modifier forms of the phase animator record what the view forms do, triggered and cycling.
    @Test func phaseAnimatorModifiersPlayWhatTheViewPlays() throws {
        let square = Color.blue.frame(width: 30, height: 30)
        let (_, viewForm) = Self.record(
            Tapped { taps in
                PhaseAnimator([0.0, 1.0, 0.5], trigger: taps) { phase in
                    square.offset(y: 10 * phase)
                } animation: {
                    .spring(duration: 0.2 + $0 / 10)
                }
            }, taps: [0.1], duration: 1.5)
        let (_, modifierForm) = Self.record(
            Tapped { taps in
                square.phaseAnimator([0.0, 1.0, 0.5], trigger: taps) { content, phase in
                    content.offset(y: 10 * phase)
                } animation: {
                    .spring(duration: 0.2 + $0 / 10)
                }
            }, taps: [0.1], duration: 1.5)
        #expect(viewForm.animations.count == 3 && viewForm.animations == modifierForm.animations && viewForm.layers == modifierForm.layers)

        let (_, cycling) = Self.record(AnyView(PhaseAnimator([1.0, 0.4]) { square.opacity($0) }))
        let (_, cyclingModifier) = Self.record(AnyView(square.phaseAnimator([1.0, 0.4]) { $0.opacity($1) }))
        #expect(!cycling.animations.isEmpty && cycling.animations == cyclingModifier.animations && cycling.layers == cyclingModifier.layers)
    }
}

extension SwiftUIModifierTests {
    /// A symbol's foreground colour moves with `withAnimation` as a shape's fill does — 300 ms ease-in-out from gray to
    /// red, under the tap — and a text's too.
    @Test func aSymbolsColourMovesLikeAShapesFill() throws {
        let (stage, document) = Self.record(Tinted(), taps: [0.2])
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let circle = try #require(Self.colorAnimation(document, on: "circle", .backgroundColor), "\(document.animations.map(\.layerID))")
        let symbol = try #require(Self.colorAnimation(document, on: "heartFill/symbol", .fillColor), "\(document.animations.map(\.layerID))")
        let text = try #require(Self.colorAnimation(document, on: "text", .foregroundColor), "\(document.animations.map(\.layerID))")
        guard case .basic(let from, let to, nil) = circle.kind, from != nil, from != to else {
            Issue.record("the circle's fill: \(circle.kind)")
            return
        }
        #expect(circle.timing.duration == 0.3 && circle.timingFunction == .easeInEaseOut)
        for animation in [symbol, text] {
            #expect(animation.kind == circle.kind && animation.timing == circle.timing && animation.timingFunction == circle.timingFunction)
        }
        let tap = document.animations.filter { entry in
            guard case .core(let animation, _) = entry.content else { return false }
            return [.fillColor, .backgroundColor, .foregroundColor].contains(animation.keyPath)
        }.map(\.trigger)
        #expect(tap.count == 3 && tap.allSatisfy { $0 == .touchUp("touch-1") }, "\(tap)")
    }

    /// `heart` → `heart.fill` under `withAnimation`: the image is swapped at the tap — a `set` of how the symbol is
    /// drawn (the outline's stroke gone, a fill in the gray it had; the two share their path) — and its colour then
    /// moves from gray to red with the animation; `heart` → `star.fill` sets the path too.
    @Test func aSwappedSymbolIsSetAtTheTapAndItsColourMoves() throws {
        func swap(to name: String) throws -> (sets: [AnimatableKeyPath: AnimatableValue], fill: EffectModel.Animation) {
            let (stage, document) = Self.record(
                Tapped(animation: .easeInOut(duration: 0.3)) { taps in
                    Image(systemName: taps > 0 ? name : "heart").foregroundStyle(taps > 0 ? .red : .gray)
                }, taps: [0.2])
            #expect(stage.problems.isEmpty, "\(stage.problems)")
            var sets: [AnimatableKeyPath: AnimatableValue] = [:]
            for action in document.actions {
                guard case .set("tapped/symbol", let values, false) = action.change else { continue }
                #expect(action.trigger == .touchUp("touch-1"))
                // The first value set at the tap: the swap's, before the animation's model value.
                for (keyPath, value) in values where sets[keyPath] == nil { sets[keyPath] = value }
            }
            let fill = try #require(Self.colorAnimation(document, on: "tapped/symbol", .fillColor), "\(document.animations)")
            return (sets, fill)
        }
        let gray = AnimatableValue.color(EffectModel.Color(red: 142 / 255.0, green: 142 / 255.0, blue: 147 / 255.0))
        let filled = try swap(to: "heart.fill")
        #expect(filled.sets[.fillColor] == gray && filled.sets[.strokeColor] == .color(.clear) && filled.sets[.path] == nil, "\(filled.sets)")
        guard case .basic(gray, let to, nil) = filled.fill.kind, to != gray else {
            Issue.record("the fill: \(filled.fill.kind)")
            return
        }
        #expect(filled.fill.timing.duration == 0.3 && filled.fill.timingFunction == .easeInEaseOut)
        let star = try swap(to: "star.fill")
        #expect(star.sets[.path] != nil && star.sets[.fillColor] == gray && star.fill.kind == filled.fill.kind, "\(star.sets)")
    }

    /// A keyframed rotation about an off-centre anchor records the rotation alone: no scale whose values differ from 1
    /// in their last bit.
    @Test func aKeyframedRotationRecordsNoScale() throws {
        let (_, document) = Self.record(SwingingTag(), taps: [0.1])
        let keyPaths = Self.animations(document, on: "tag").compactMap(\.keyPath)
        #expect(keyPaths.contains { $0 == .rotation || $0 == .rotationZ }, "\(keyPaths)")
        #expect(keyPaths.allSatisfy { [.rotation, .rotationZ, .position, .anchorPoint].contains($0) }, "\(keyPaths)")
    }
}
