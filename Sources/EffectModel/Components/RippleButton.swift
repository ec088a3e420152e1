import Foundation

/// `rippleButton`: the Material ripple of seed 000 (the Rippleable library), or Material Components'
/// `MDCRippleLayer` (variant `mdc`). See `seed-effects.md` for every number.
///
/// Layers: `ID` (the button: background, border, shadow by style), `ID/rippleView` (fills the button and
/// clips to its rounded bounds), `ID/title`; each touch adds `ID/ripple-N` inside the ripple view.
public struct RippleButtonSpec: ComponentSpec {
    public enum Style: String, Sendable, CaseIterable { case contained, outlined, text }
    public enum Variant: String, Sendable, CaseIterable { case rippleable, mdc }

    public var id: String
    public var frame = Rect(0, 0, 200, 48)
    public var style = Style.contained
    public var variant = Variant.rippleable
    public var title = "Hello World!"
    /// `UIFont.boldSystemFont(ofSize: 18)`, in the installed UI font.
    public var font = "Inter Bold 18"
    public var primaryColor = Color(red: 0, green: 0, blue: 1)
    public var cornerRadius = 5.0
    /// The ripple's fill; by default white at 0.3 (contained) or the primary colour at 0.1.
    public var rippleColor: Color?
    /// Rippleable's `opacityValue`: the layer opacity the fade-in reaches.
    public var rippleOpacity = 1.0
    /// Rippleable's `kRippleStartingScale`; MDC computes its own.
    public var startingScale = 0.0
    /// `kRippleTouchDownDuration`, `kRippleFadeInDuration`, `kRippleFadeOutDuration` (MDC: 0.15 s).
    public var touchDownDuration = 0.225
    public var fadeInDuration = 0.075
    public var fadeOutDuration: Double?
    /// MDC's fade-out delay while the touch-down animation still runs.
    public var fadeOutDelay = 0.15
    public var timingFunction = TimingFunction.materialStandard

    public init(id: String) { self.id = id }

    public var typeName: String { "rippleButton" }
    public var interactions: Set<InteractionKind> { [.touch] }

    var resolvedRippleColor: Color {
        rippleColor ?? (style == .contained ? Color.white.withAlpha(0.3) : primaryColor.withAlpha(0.1))
    }

    var resolvedFadeOutDuration: Double { fadeOutDuration ?? (variant == .mdc ? 0.15 : 0.075) }

    var bounds: Rect { Rect(0, 0, frame.width, frame.height) }

    public var layers: [Layer] {
        var button = Layer(id: id, bounds: bounds, position: Point(frame.midX, frame.midY))
        button.cornerRadius = cornerRadius
        switch style {
        case .contained:
            button.backgroundColor = primaryColor
            button.shadowColor = .black
            button.shadowOpacity = 0.2
            button.shadowRadius = 6
            button.shadowOffset = Size(0, -2)
        case .outlined:
            button.borderWidth = 1
            button.borderColor = primaryColor
        case .text:
            break
        }
        var rippleView = Layer(id: "\(id)/rippleView", bounds: bounds, position: Point(bounds.midX, bounds.midY))
        rippleView.masksToBounds = true
        rippleView.cornerRadius = cornerRadius
        button.sublayers = [
            rippleView,
            titleLayer(id: "\(id)/title", string: title, font: font, color: style == .contained ? .white : primaryColor, in: bounds),
        ]
        return [button]
    }

    /// The ripple's final radius: the bounds' diagonal (Rippleable's `setPath`), or MDC's hypot(midX, midY) + 10.
    var rippleRadius: Double {
        variant == .mdc ? hypot(bounds.midX, bounds.midY) + 10 : hypot(bounds.width, bounds.height)
    }

    /// MDC's starting scale: max(w, h) · 0.6 / 2 / final radius.
    var resolvedStartingScale: Double {
        variant == .mdc ? max(bounds.width, bounds.height) * 0.6 / 2 / rippleRadius : startingScale
    }

    public func makeController() -> ComponentController { RippleController(spec: self) }
}

/// RippleView's state: the current ripple, and whether a touch is down.
final class RippleController: ComponentController {
    let spec: RippleButtonSpec
    private var count = 0
    private var touching = false
    private var current: Ripple?

    /// `RippleLayer`'s flags.
    final class Ripple {
        let id: String
        var isAnimating = true
        var fadeOutIfComplete = false
        init(id: String) { self.id = id }
    }

    init(spec: RippleButtonSpec) { self.spec = spec }

    func touchDown(at point: Point, _ timeline: inout Timeline) {
        touching = true
        count += 1
        let ripple = Ripple(id: "\(spec.id)/ripple-\(count)")
        hitEffect(ripple, at: point, &timeline)
        // Rippleable: `self.rippleLayer?.fadeOutIfComplete = true` for the previous ripple.
        if spec.variant == .rippleable { current?.fadeOutIfComplete = true }
        current = ripple
    }

    func touchMoved(to point: Point, _ timeline: inout Timeline) {
        guard touching else { return }
        let b = spec.bounds
        if point.x < b.minX || point.x > b.maxX || point.y < b.minY || point.y > b.maxY {
            // Leaving the bounds fades the ripple, as `touchesMoved` does; the touch counts as ended.
            touching = false
            fadeOutRipple(&timeline)
        }
    }

    func touchUp(_ timeline: inout Timeline) {
        guard touching else { return }
        touching = false
        fadeOutRipple(&timeline)
    }

    /// `RippleLayer.hitEffect(point:)`: a new ripple layer and its touch-down group.
    private func hitEffect(_ ripple: Ripple, at point: Point, _ timeline: inout Timeline) {
        let b = spec.bounds
        let r = spec.rippleRadius
        var shape = ShapeContent()
        shape.path = .oval(in: Rect(b.midX - r, b.midY - r, 2 * r, 2 * r))
        shape.fillColor = spec.resolvedRippleColor
        var layer = Layer(id: ripple.id, content: .shape(shape), bounds: b, position: Point(b.midX, b.midY))
        layer.zPosition = -1
        timeline.addLayer(layer, to: "\(spec.id)/rippleView")

        let now = timeline.now
        var path = Path()
        path.move(to: point)
        path.line(to: Point(b.midX, b.midY))
        path.close()
        var keyframes = Keyframes(values: [.number(0), .number(1)], path: path)
        keyframes.keyTimes = [0, 1]
        let position = Animation(keyPath: .position, timingFunction: spec.timingFunction, kind: .keyframe(keyframes))
        let scale = Animation(keyPath: .scale, timingFunction: spec.timingFunction,
                              kind: .basic(from: .number(spec.resolvedStartingScale), to: .number(1), by: nil))
        var fadeInTiming = MediaTiming()
        fadeInTiming.duration = spec.fadeInDuration
        let fadeIn = Animation(keyPath: .opacity, timing: fadeInTiming, kind: .basic(from: .number(0), to: .number(spec.rippleOpacity), by: nil))
        var groupTiming = MediaTiming()
        groupTiming.beginTime = now
        groupTiming.duration = spec.touchDownDuration
        let group = Animation(keyPath: nil, timing: groupTiming, kind: .group([position, scale, fadeIn]))
        timeline.add(group, to: ripple.id, key: "all") { [self] timeline, _ in
            ripple.isAnimating = false
            if spec.variant == .rippleable, ripple.fadeOutIfComplete { fadeOutEffect(ripple, delay: 0, &timeline) }
        }
    }

    /// RippleView's `fadeOutRipple()`; MDC delays the fade while the touch-down animation runs.
    private func fadeOutRipple(_ timeline: inout Timeline) {
        guard let ripple = current else { return }
        switch spec.variant {
        case .rippleable:
            if ripple.isAnimating { ripple.fadeOutIfComplete = true } else { fadeOutEffect(ripple, delay: 0, &timeline) }
        case .mdc:
            fadeOutEffect(ripple, delay: ripple.isAnimating ? spec.fadeOutDelay : 0, &timeline)
        }
    }

    /// `RippleLayer.fadeOutEffect()`: opacity → 0, then the layer is removed.
    private func fadeOutEffect(_ ripple: Ripple, delay: Double, _ timeline: inout Timeline) {
        var timing = MediaTiming()
        timing.beginTime = timeline.now + delay
        timing.duration = spec.resolvedFadeOutDuration
        if spec.variant == .mdc {
            timing.fillMode = .forwards
            timing.isRemovedOnCompletion = false
        }
        let fade = Animation(keyPath: .opacity, timing: timing, kind: .basic(from: .number(spec.rippleOpacity), to: .number(0), by: nil))
        timeline.add(fade, to: ripple.id, key: "fadeIn") { timeline, _ in timeline.removeLayer(ripple.id) }
    }
}

extension RippleButtonSpec {
    init(_ id: String, _ p: ComponentParameters) throws(DocumentError) {
        self.init(id: id)
        frame = try p.frame(frame)
        style = try p.choice("style", style)
        variant = try p.choice("variant", variant)
        title = try p.string("title", title)
        font = try p.string("font", font)
        primaryColor = try p.color("primaryColor", primaryColor)
        cornerRadius = try p.number("cornerRadius", cornerRadius, in: 0...4096)
        rippleColor = try p.optionalColor("rippleColor")
        rippleOpacity = try p.number("rippleOpacity", rippleOpacity, in: 0...1)
        startingScale = try p.number("startingScale", startingScale, in: 0...10)
        touchDownDuration = try p.number("touchDownDuration", touchDownDuration, in: 0.001...60)
        fadeInDuration = try p.number("fadeInDuration", fadeInDuration, in: 0.001...60)
        fadeOutDuration = try p.object.optional("fadeOutDuration") { field throws(DocumentError) in
            try field.number(in: 0.001...60, "a number from 0.001 to 60")
        }
        fadeOutDelay = try p.number("fadeOutDelay", fadeOutDelay, in: 0...60)
        timingFunction = try p.timingFunction("timingFunction", timingFunction)
    }
}
