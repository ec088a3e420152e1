import Foundation

/// `rippleButton`: the Material ripple of seed 000 (the Rippleable library), or Material Components'
/// `MDCRippleLayer` (variant `mdc`). `docs/effect-format.md` (“Components”) has every number.
///
/// Layers: `ID` (the button: background, border, shadow by style), `ID/rippleView` (fills the button and
/// clips to its rounded bounds), `ID/title`; each touch adds `ID/ripple-N` inside the ripple view.
public struct RippleButtonSpec: ComponentSpec, Equatable {
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

    public static let type = ComponentType.rippleButton

    /// The ripple's fill: `rippleColor`, or by style white at 0.3 (contained) or the primary colour at 0.1.
    public var resolvedRippleColor: Color {
        rippleColor ?? (style == .contained ? Color.white.withAlpha(0.3) : primaryColor.withAlpha(0.1))
    }

    /// Seconds: `fadeOutDuration`, or 0.075 (Rippleable), 0.15 (MDC's `kRippleTouchUpDuration`).
    public var resolvedFadeOutDuration: Double { fadeOutDuration ?? (variant == .mdc ? 0.15 : 0.075) }

    /// The button's own bounds, in points, origin at zero.
    public var bounds: Rect { Rect(0, 0, frame.width, frame.height) }

    public var layers: [Layer] {
        var button = Layer(id: id, bounds: bounds, position: Point(frame.midX, frame.midY))
        button.label = "Button"
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
        rippleView.label = "Ripple area"
        rippleView.cornerRadius = cornerRadius
        button.sublayers = [
            rippleView,
            titleLayer(id: "\(id)/title", string: title, font: font, color: style == .contained ? .white : primaryColor, in: bounds),
        ]
        return [button]
    }

    /// The ripple's final radius: the bounds' diagonal (Rippleable's `setPath`), or MDC's hypot(midX, midY) + 10.
    public var rippleRadius: Double {
        variant == .mdc ? hypot(bounds.midX, bounds.midY) + 10 : hypot(bounds.width, bounds.height)
    }

    /// MDC's starting scale: max(w, h) · 0.6 / 2 / final radius.
    public var resolvedStartingScale: Double {
        variant == .mdc ? max(bounds.width, bounds.height) * 0.6 / 2 / rippleRadius : startingScale
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
        touchDownDuration = try p.time("touchDownDuration", touchDownDuration, in: 0.001...60)
        fadeInDuration = try p.time("fadeInDuration", fadeInDuration, in: 0.001...60)
        fadeOutDuration = try p.object.optional("fadeOutDuration") { field throws(DocumentError) in
            try field.number(in: 0.001...60, "a number from 0.001 to 60")
        }
        fadeOutDelay = try p.time("fadeOutDelay", fadeOutDelay, in: 0...60)
        timingFunction = try p.timingFunction("timingFunction", timingFunction)
    }
}
