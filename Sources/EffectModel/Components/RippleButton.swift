import Foundation

/// `rippleButton`: the Material ripple of seed 000 (the Rippleable library), or Material Components'
/// `MDCRippleLayer` (variant `mdc`). `docs/effect-format.md` (“Components”) has every number.
///
/// Layers: `ID` (the button: background, border, shadow by style), `ID/rippleView` (fills the button and
/// clips to its rounded bounds), `ID/title`; each touch adds `ID/ripple-N` inside the ripple view.
public struct RippleButtonSpec: ComponentSpec, Equatable {
    /// Material's button styles.
    public enum Style: String, Sendable, CaseIterable {
        /// Filled with the primary colour, white title, a shadow; a white ripple.
        case contained
        /// A border in the primary colour; a ripple of the primary colour.
        case outlined
        /// The title alone; a ripple of the primary colour.
        case text
    }

    /// Whose ripple it is.
    public enum Variant: String, Sendable, CaseIterable {
        /// The Rippleable library of the article.
        case rippleable
        /// Material Components for iOS' `MDCRippleLayer`.
        case mdc
    }

    public var id: String
    /// The button's frame in its superlayer, in points.
    public var frame = Rect(0, 0, 200, 48)
    /// The Material style (default: contained).
    public var style = Style.contained
    /// Whose ripple (default: Rippleable's).
    public var variant = Variant.rippleable
    /// The button's title.
    public var title = "Hello World!"
    /// `UIFont.boldSystemFont(ofSize: 18)`, in the installed UI font.
    public var font = "Inter Bold 18"
    /// The style's colour: the fill (contained), or the border, title and ripple (outlined, text).
    public var primaryColor = Color(red: 0, green: 0, blue: 1)
    /// The button's corner radius, in points.
    public var cornerRadius = 5.0
    /// The ripple's fill; by default white at 0.3 (contained) or the primary colour at 0.1.
    public var rippleColor: Color?
    /// Rippleable's `opacityValue`: the layer opacity the fade-in reaches.
    public var rippleOpacity = 1.0
    /// Rippleable's `kRippleStartingScale`; MDC computes its own.
    public var startingScale = 0.0
    /// `kRippleTouchDownDuration`, `kRippleFadeInDuration`, `kRippleFadeOutDuration` (MDC: 0.15 s).
    public var touchDownDuration = 0.225
    /// Seconds the ripple takes to fade in.
    public var fadeInDuration = 0.075
    /// Seconds the ripple takes to fade out (`nil`: 0.075, MDC 0.15; see `resolvedFadeOutDuration`).
    public var fadeOutDuration: Double?
    /// MDC's fade-out delay while the touch-down animation still runs.
    public var fadeOutDelay = 0.15
    /// The ripple's growth curve (Material's standard curve).
    public var timingFunction = TimingFunction.materialStandard

    /// The article's contained ripple button under `id`.
    public init(id: String) { self.id = id }

    /// `rippleButton`.
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
