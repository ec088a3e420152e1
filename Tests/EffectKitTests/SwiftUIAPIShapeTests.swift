import EffectKit
import EffectModel
import Foundation
import Testing

/// Each SwiftUI declaration EffectKit offers, as Apple's documentation writes it (labels, types, defaults): the table
/// calls it with every argument Apple's default would give and with the defaults left out — both compile only if the
/// labels and types are Apple's, and the two record the same layers only if the defaults are Apple's.
@MainActor @Suite struct SwiftUIAPIShapeTests {
    /// Apple's declaration, the view with each default written out, the view with the defaults left out.
    typealias Row = (declaration: String, explicit: AnyView, defaulted: AnyView)

    static var square: some View { Color.red.frame(width: 20, height: 20) }

    static var rows: [Row] {
        [
            (
                "frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)",
                AnyView(Color.red.frame(width: nil, height: nil, alignment: .center)), AnyView(Color.red.frame())
            ),
            (
                "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment: Alignment = .center), each CGFloat? = nil",
                AnyView(
                    square.frame(
                        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)),
                AnyView(square.frame(maxWidth: .infinity))
            ),
            (
                "padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) — 16 on iOS", AnyView(square.padding(.all, 16)),
                AnyView(square.padding())
            ),
            (
                "padding(_ length: CGFloat)", AnyView(square.padding(EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))),
                AnyView(square.padding(5))
            ),
            (
                "HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content:) — 8 pt between views",
                AnyView(
                    HStack(alignment: .center, spacing: 8) {
                        square
                        square
                    }),
                AnyView(
                    HStack {
                        square
                        square
                    })
            ),
            (
                "VStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content:)",
                AnyView(
                    VStack(alignment: .center, spacing: 8) {
                        square
                        square
                    }),
                AnyView(
                    VStack {
                        square
                        square
                    })
            ),
            ("ZStack(alignment: Alignment = .center, content:)", AnyView(ZStack(alignment: .center) { square }), AnyView(ZStack { square })),
            (
                "Spacer(minLength: CGFloat? = nil)", AnyView(HStack(spacing: 0) { Spacer(minLength: 8) }.frame(width: 0)),
                AnyView(HStack(spacing: 0) { Spacer() }.frame(width: 0))
            ),
            (
                "RoundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)",
                AnyView(RoundedRectangle(cornerRadius: 4, style: .continuous).frame(width: 20, height: 20)),
                AnyView(RoundedRectangle(cornerRadius: 4).frame(width: 20, height: 20))
            ),
            (
                "scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)", AnyView(square.scaleEffect(2, anchor: .center)),
                AnyView(square.scaleEffect(2))
            ),
            (
                "scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)",
                AnyView(square.scaleEffect(x: 2, y: 1.0, anchor: .center)), AnyView(square.scaleEffect(x: 2))
            ),
            (
                "rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)", AnyView(square.rotationEffect(.degrees(30), anchor: .center)),
                AnyView(square.rotationEffect(.degrees(30)))
            ),
            ("offset(x: CGFloat = 0, y: CGFloat = 0)", AnyView(square.offset(x: 0, y: 5)), AnyView(square.offset(y: 5))),
            ("offset(_ offset: CGSize)", AnyView(square.offset(CGSize(width: 3, height: 0))), AnyView(square.offset(x: 3))),
            ("position(x: CGFloat = 0, y: CGFloat = 0)", AnyView(square.position(x: 0, y: 30)), AnyView(square.position(y: 30))),
            (
                "shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)",
                AnyView(square.shadow(color: Color(white: 0, opacity: 0.33), radius: 3, x: 0, y: 0)), AnyView(square.shadow(radius: 3))
            ),
            (
                "cornerRadius(_ radius: CGFloat, antialiased: Bool = true)", AnyView(square.cornerRadius(4, antialiased: true)),
                AnyView(square.cornerRadius(4))
            ),
            (
                "clipShape(_ shape: S, style: FillStyle = FillStyle())", AnyView(square.clipShape(Circle(), style: FillStyle())),
                AnyView(square.clipShape(Circle()))
            ),
            (
                "fill(_ content: S = .foreground, style: FillStyle = FillStyle())",
                AnyView(Circle().fill(.foreground, style: FillStyle()).frame(width: 20, height: 20)),
                AnyView(Circle().fill().frame(width: 20, height: 20))
            ),
            (
                "stroke(_ content: S, lineWidth: CGFloat = 1)", AnyView(Circle().stroke(.red, lineWidth: 1).frame(width: 20, height: 20)),
                AnyView(Circle().stroke(.red).frame(width: 20, height: 20))
            ),
            (
                "StrokeStyle(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)",
                AnyView(
                    Circle().stroke(.red, style: StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0))
                        .frame(width: 20, height: 20)),
                AnyView(Circle().stroke(.red, style: StrokeStyle()).frame(width: 20, height: 20))
            ),
            (
                "trim(from: CGFloat = 0, to: CGFloat = 1)", AnyView(Circle().trim(from: 0, to: 0.5).stroke(.red).frame(width: 20, height: 20)),
                AnyView(Circle().trim(to: 0.5).stroke(.red).frame(width: 20, height: 20))
            ),
            (
                "background(alignment: Alignment = .center, content:)", AnyView(square.background(alignment: .center) { Color.blue }),
                AnyView(square.background { Color.blue })
            ),
            (
                "background(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)", AnyView(square.background(.blue, ignoresSafeAreaEdges: .all)),
                AnyView(square.background(.blue))
            ),
            (
                "background(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())",
                AnyView(square.background(.blue, in: Capsule(), fillStyle: FillStyle())), AnyView(square.background(.blue, in: Capsule()))
            ),
            (
                "overlay(alignment: Alignment = .center, content:)", AnyView(square.overlay(alignment: .center) { Circle() }),
                AnyView(square.overlay { Circle() })
            ),
            (
                "Font.system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)",
                AnyView(Text("Aa").font(.system(size: 20, weight: .regular, design: .default))), AnyView(Text("Aa").font(.system(size: 20)))
            ),
            ("Text's font: .body, 17 pt", AnyView(Text("Aa").font(.body)), AnyView(Text("Aa"))),
            (
                "Color(red:green:blue:opacity: Double = 1)", AnyView(Color(red: 1, green: 0, blue: 0, opacity: 1).frame(width: 9, height: 9)),
                AnyView(Color(red: 1, green: 0, blue: 0).frame(width: 9, height: 9))
            ),
            (
                "Color(white:opacity: Double = 1)", AnyView(Color(white: 0.5, opacity: 1).frame(width: 9, height: 9)),
                AnyView(Color(white: 0.5).frame(width: 9, height: 9))
            ),
            (
                "Image(systemName:) in the foreground style, the accent colour by default",
                AnyView(Image(systemName: "heart").foregroundStyle(Color.accentColor)), AnyView(Image(systemName: "heart"))
            ),
            (
                "ForEach(_ data: Range<Int>, content:) as ForEach(_:id: \\.self, content:)",
                AnyView(HStack { ForEach(0..<2, id: \.self) { _ in square } }), AnyView(HStack { ForEach(0..<2) { _ in square } })
            ),
            (
                "onTapGesture(count: Int = 1, perform:)", AnyView(square.onTapGesture(count: 1, perform: {})),
                AnyView(square.onTapGesture(perform: {}))
            ),
            (
                "mask(alignment: Alignment = .center, _ mask: () -> Mask)",
                AnyView(square.mask(alignment: .center) { Circle() }), AnyView(square.mask { Circle() })
            ),
            (
                "onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform:, onPressingChanged: ((Bool) -> Void)? = nil)",
                AnyView(square.onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10, perform: {}, onPressingChanged: nil)),
                AnyView(square.onLongPressGesture(perform: {}))
            ),
            (
                "onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform:)",
                AnyView(square.onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10, pressing: { _ in }, perform: {})),
                AnyView(square.onLongPressGesture(pressing: { _ in }, perform: {}))
            ),
            (
                "LongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10)",
                AnyView(square.gesture(LongPressGesture(minimumDuration: 0.5, maximumDistance: 10).onEnded { _ in })),
                AnyView(square.gesture(LongPressGesture().onEnded { _ in }))
            ),
            (
                "gesture(_ gesture: some Gesture, including mask: GestureMask = .all)",
                AnyView(square.gesture(DragGesture(), including: .all)), AnyView(square.gesture(DragGesture()))
            ),
            (
                "DragGesture(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local), onChanged(_:), onEnded(_:)",
                AnyView(square.gesture(DragGesture(minimumDistance: 10, coordinateSpace: .local).onChanged { _ in }.onEnded { _ in })),
                AnyView(square.gesture(DragGesture().onChanged { (_: DragGesture.Value) in }.onEnded { _ in }))
            ),
            (
                "AngularGradient(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)",
                AnyView(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .zero)),
                // Without either angle Swift takes the full-turn `init(gradient:center:angle:)`, as with SwiftUI.
                AnyView(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero))
            ),
            (
                "AngularGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)",
                AnyView(AngularGradient(colors: [.red, .blue], center: .top, angle: .zero)),
                AnyView(AngularGradient(colors: [.red, .blue], center: .top))
            ),
            (
                "LinearGradient(colors:startPoint:endPoint:) is LinearGradient(gradient: Gradient(colors:), startPoint:endPoint:)",
                AnyView(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)),
                AnyView(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            ),
            (
                "RadialGradient(colors:center:startRadius:endRadius:) is RadialGradient(gradient: Gradient(colors:), …)",
                AnyView(RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 2, endRadius: 30)),
                AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 30))
            ),
            ("onAppear(perform: (() -> Void)? = nil)", AnyView(square.onAppear(perform: nil)), AnyView(square.onAppear())),
            (
                "Button(_ title: S, action:) is Button(action:label: { Text(title) })", AnyView(Button(action: {}, label: { Text("OK") })),
                AnyView(Button("OK", action: {}))
            ),
            (
                "buttonStyle(_ style: S) where S: PrimitiveButtonStyle; .automatic is DefaultButtonStyle(), as a button with none",
                AnyView(Button("OK", action: {}).buttonStyle(DefaultButtonStyle())), AnyView(Button("OK", action: {}).buttonStyle(.automatic))
            ),
            (
                ".borderless is BorderlessButtonStyle(): the label in the accent colour, as with no style",
                AnyView(Button("OK", action: {}).buttonStyle(BorderlessButtonStyle())), AnyView(Button("OK", action: {}))
            ),
            (
                ".plain is PlainButtonStyle(): the label as it draws outside a button, in the primary colour",
                AnyView(Button("OK", action: {}).buttonStyle(PlainButtonStyle())), AnyView(Button("OK", action: {}).foregroundStyle(Color.primary))
            ),
            (
                "imageScale(_ scale: Image.Scale) — .medium unless set", AnyView(Image(systemName: "heart").imageScale(.medium)),
                AnyView(Image(systemName: "heart"))
            ),
            (
                "sensoryFeedback(_ feedback: SensoryFeedback, trigger: T) — draws nothing",
                AnyView(square.sensoryFeedback(.impact(weight: .medium, intensity: 1.0), trigger: 0)), AnyView(square)
            ),
            (
                "sensoryFeedback(_:trigger:condition: (T, T) -> Bool), sensoryFeedback(trigger:_: () -> SensoryFeedback?), (trigger:_: (T, T) -> SensoryFeedback?)",
                AnyView(
                    square.sensoryFeedback(.selection, trigger: 0) { _, _ in true }.sensoryFeedback(trigger: 0) { .success }
                        .sensoryFeedback(trigger: 0) { _, _ in nil }), AnyView(square)
            ),
            (
                "phaseAnimator(_ phases: some Sequence, trigger: some Equatable, content:, animation: (Phase) -> Animation? = { _ in .default })",
                AnyView(square.phaseAnimator([1.0, 2.0], trigger: 0, content: { $0.scaleEffect($1) }, animation: { _ in .default })),
                AnyView(square.phaseAnimator([1.0, 2.0], trigger: 0) { $0.scaleEffect($1) })
            ),
            (
                "phaseAnimator(_ phases: some Sequence, content:, animation: (Phase) -> Animation? = { _ in .default })",
                AnyView(square.phaseAnimator([1.0, 2.0], content: { $0.scaleEffect($1) }, animation: { _ in .default })),
                AnyView(square.phaseAnimator([1.0, 2.0]) { $0.scaleEffect($1) })
            ),
        ]
    }

    static func layers(_ view: AnyView) -> [Layer] {
        let stage = EffectStage(width: 120, height: 80)
        stage.host(view)
        return stage.record(name: "shape", duration: 0.1).layers
    }

    @Test func eachDeclarationTakesApplesLabelsAndDefaults() {
        for row in Self.rows {
            #expect(Self.layers(row.explicit) == Self.layers(row.defaulted), "\(row.declaration)")
        }
    }

    /// The gestures' defaults, which no layer shows: the same touch (moving 9.5 pt, then 10.5 pt, from where it
    /// landed, held 0.9 s) told to a drag and a press with every default written out and with them left out. A 10-pt
    /// default starts the drag at the second move and ends the press there, before its half second; another default
    /// would tell them otherwise.
    @Test func gesturesTakeApplesDefaults() {
        func told(_ view: (@escaping @MainActor (String) -> Void) -> AnyView) -> [String] {
            nonisolated(unsafe) var log: [String] = []
            let stage = EffectStage(width: 100, height: 100)
            let host = stage.host(view { log.append($0) })
            let moves = [(0.2, CGPoint(x: 59.5, y: 50)), (0.3, CGPoint(x: 60.5, y: 50))]
            stage.touch(host, at: CGPoint(x: 50, y: 50), down: 0.1, moves: moves, up: 1)
            _ = stage.record(name: "gesture-defaults", duration: 1.5)
            return log
        }
        let explicitDrag = told { note in
            AnyView(Self.square.gesture(DragGesture(minimumDistance: 10, coordinateSpace: .local).onChanged { note("\($0.translation)") }))
        }
        let defaultedDrag = told { note in AnyView(Self.square.gesture(DragGesture().onChanged { note("\($0.translation)") })) }
        #expect(explicitDrag == defaultedDrag && explicitDrag.count == 1, "\(explicitDrag) \(defaultedDrag)")
        let explicitPress = told { note in
            AnyView(
                Self.square.onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10, perform: { note("perform") }) { note("\($0)") })
        }
        let defaultedPress = told { note in AnyView(Self.square.onLongPressGesture(perform: { note("perform") }) { note("\($0)") }) }
        #expect(explicitPress == defaultedPress && explicitPress == ["true", "false"], "\(explicitPress) \(defaultedPress)")
        let explicitGesture = told { note in
            AnyView(Self.square.gesture(LongPressGesture(minimumDuration: 0.5, maximumDistance: 10).onEnded { note("ended \($0)") }))
        }
        let defaultedGesture = told { note in AnyView(Self.square.gesture(LongPressGesture().onEnded { note("ended \($0)") })) }
        #expect(explicitGesture == defaultedGesture && explicitGesture.isEmpty, "\(explicitGesture) \(defaultedGesture)")
    }

    /// The keyframe declarations, as Apple's documentation writes them: each timeline with every default written out
    /// and with the defaults left out, read at the same times.
    static var keyframeRows: [(declaration: String, explicit: KeyframeTimeline<Double>, defaulted: KeyframeTimeline<Double>)] {
        typealias Timeline = KeyframeTimeline<Double>
        let linear = Timeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 0.5, timingCurve: .linear) }
        let linearDefaulted = Timeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 0.5) }
        let spring = Timeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: nil, spring: EffectKit.Spring(), startVelocity: nil) }
        let springDefaulted = Timeline(initialValue: 0.0) { SpringKeyframe(1.0) }
        let cubic = Timeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 0.5, startVelocity: nil, endVelocity: nil) }
        let cubicDefaulted = Timeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 0.5) }
        let track = Timeline(initialValue: 0.0) { KeyframeTrack(\Double.self) { MoveKeyframe(1.0) } }
        let trackDefaulted = Timeline(initialValue: 0.0) { KeyframeTrack { MoveKeyframe(1.0) } }
        return [
            ("LinearKeyframe(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear)", linear, linearDefaulted),
            (
                "SpringKeyframe(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)", spring,
                springDefaulted
            ),
            (
                "CubicKeyframe(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil)", cubic,
                cubicDefaulted
            ),
            (
                "MoveKeyframe(_ to: Value); KeyframeTrack(_ keyPath: WritableKeyPath<Root, Value>, content:), KeyframeTrack(content:)", track,
                trackDefaulted
            ),
        ]
    }

    @Test func keyframesTakeApplesLabelsAndDefaults() {
        for row in Self.keyframeRows {
            #expect(row.explicit.duration == row.defaulted.duration, "\(row.declaration)")
            for step in 0...10 {
                let progress = Double(step) / 10
                #expect(row.explicit.value(progress: progress) == row.defaulted.value(progress: progress), "\(row.declaration) at \(progress)")
            }
        }
    }

    /// `KeyframeAnimator(initialValue:repeating: Bool = true, content:keyframes:)` and the modifier
    /// `keyframeAnimator(initialValue:repeating: Bool = true, content:keyframes:)`: the whole recordings are the same.
    @Test func keyframeAnimatorsTakeApplesDefaults() {
        func record(_ view: some View) -> EffectDocument {
            let stage = EffectStage(width: 120, height: 80)
            stage.host(view)
            return stage.record(name: "keyframes", duration: 0.5)
        }
        let explicit = record(
            KeyframeAnimator(initialValue: 1.0, repeating: true) {
                Self.square.scaleEffect($0)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.2)
            })
        let defaulted = record(
            KeyframeAnimator(initialValue: 1.0) {
                Self.square.scaleEffect($0)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.2)
            })
        #expect(explicit == defaulted && !explicit.animations.isEmpty)
        let modifier = record(
            Self.square.keyframeAnimator(initialValue: 1.0, repeating: true) {
                $0.scaleEffect($1)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.2)
            })
        let modifierDefaulted = record(
            Self.square.keyframeAnimator(initialValue: 1.0) {
                $0.scaleEffect($1)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.2)
            })
        #expect(modifier == modifierDefaulted && !modifier.animations.isEmpty)
    }

    /// A `StrokeStyle`'s caps and joins are drawn: round and bevelled as asked, butt and mitred by Apple's default.
    @Test func strokeStylesDrawTheirCapsAndJoins() {
        func shape(_ style: StrokeStyle) -> ShapeContent? {
            let line = Path { path in
                path.move(to: CGPoint(x: 0, y: 10))
                path.addLine(to: CGPoint(x: 10, y: 0))
                path.addLine(to: CGPoint(x: 20, y: 10))
            }
            return Layer.flattened(Self.layers(AnyView(line.stroke(.red, style: style).frame(width: 20, height: 10)))).compactMap(\.shapeContent)
                .first
        }
        let rounded = shape(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel))
        #expect(rounded?.lineCap == .round && rounded?.lineJoin == .bevel && rounded?.lineWidth == 4)
        let plain = shape(StrokeStyle(lineWidth: 4))
        #expect(plain?.lineCap == .butt && plain?.lineJoin == .miter)
    }

    /// Declarations that are values rather than views: `Binding.constant`, `Angle`, `Edge.Set`.
    @Test func valuesTakeApplesDefaults() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
        #expect(Angle.degrees(180).radians == .pi && Angle(radians: .pi / 2).degrees == 90)
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing] && Edge.Set.horizontal == [.leading, .trailing])
        // `SensoryFeedback.impact(weight: Weight = .medium, intensity: Double = 1.0)`, `impact(flexibility:intensity:
        // Double = 1.0)`; `.impact` is the default impact.
        #expect(SensoryFeedback.impact == .impact() && SensoryFeedback.impact(weight: .medium, intensity: 1.0) == .impact())
        #expect(SensoryFeedback.impact(flexibility: .soft, intensity: 1.0) == .impact(flexibility: .soft))
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy) && SensoryFeedback.success != .warning)
    }

    /// The symbol effects' names compile as Apple's (`.bounce.up`, `.pulse.byLayer`, `.variableColor.iterative.reversing`,
    /// `.scale.up`, `.appear`, `.disappear`, `SymbolEffectOptions.default`, `.repeating`, `.repeat(_:)`, `.speed(_:)`), so
    /// that `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)` — declared unavailable, EffectKit
    /// drawing no symbol effects — are what the compiler stops at, with its message.
    @Test func symbolEffectsTakeApplesNames() {
        func discrete<T: DiscreteSymbolEffect>(_ effect: T) -> String { "\(T.self)" }
        func indefinite<T: IndefiniteSymbolEffect>(_ effect: T) -> String { "\(T.self)" }
        #expect(
            [discrete(.bounce.up.byLayer), discrete(.pulse.wholeSymbol), discrete(.variableColor.iterative.reversing)] == [
                "BounceSymbolEffect", "PulseSymbolEffect", "VariableColorSymbolEffect",
            ])
        #expect(
            [indefinite(.scale.up), indefinite(.appear.byLayer), indefinite(.disappear), indefinite(.pulse)] == [
                "ScaleSymbolEffect", "AppearSymbolEffect", "DisappearSymbolEffect", "PulseSymbolEffect",
            ])
        #expect(
            SymbolEffectOptions.default == .nonRepeating && SymbolEffectOptions.repeat(2) != .repeating && SymbolEffectOptions.speed(2) != .default)
    }
}
