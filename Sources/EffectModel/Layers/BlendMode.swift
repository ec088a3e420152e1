/// How a layer's pixels combine with what lies below it within its superlayer (`CALayer.compositingFilter`'s blend
/// filters; After Effects' and Lottie's `bm`): the separable modes per channel, the last four by hue, saturation and
/// luminosity, `add` summing. The W3C Compositing and Blending formulas.
public enum BlendMode: String, Sendable, CaseIterable {
    /// The layer over what is below.
    case normal
    /// The product of the colours: always darker.
    case multiply
    /// The inverse of the product of the inverses: always lighter.
    case screen
    /// Multiply or screen, by the colour below.
    case overlay
    /// The darker of the two, per channel.
    case darken
    /// The lighter of the two, per channel.
    case lighten
    /// Brightens what is below to reflect the layer.
    case colorDodge
    /// Darkens what is below to reflect the layer.
    case colorBurn
    /// Multiply or screen, by the layer's colour.
    case hardLight
    /// A softer hard light.
    case softLight
    /// The difference of the two, per channel.
    case difference
    /// A lower-contrast difference.
    case exclusion
    /// The layer's hue with what is below's saturation and luminosity.
    case hue
    /// The layer's saturation with what is below's hue and luminosity.
    case saturation
    /// The layer's hue and saturation with what is below's luminosity.
    case color
    /// The layer's luminosity with what is below's hue and saturation.
    case luminosity
    /// The sum of the two, clamped (Lottie's `add`, CSS's `plus-lighter`).
    case add

    /// CSS's `mix-blend-mode` value (`plus-lighter` for `add`).
    public var css: String {
        switch self {
        case .add: "plus-lighter"
        default: rawValue.reduce(into: "") { text, c in text += c.isUppercase ? "-" + c.lowercased() : String(c) }
        }
    }

    /// Core Animation's blend filter of the mode, as `CALayer.compositingFilter` takes it (lottie-ios sets these):
    /// `multiplyBlendMode` … `luminosityBlendMode`, `plusL` for `add`; `nil` for `normal`.
    public var coreAnimationFilter: String? {
        switch self {
        case .normal: nil
        case .add: "plusL"
        default: rawValue + "BlendMode"
        }
    }

    /// The mode whose Core Animation blend filter is `name` (`nil`: none is).
    public init?(coreAnimationFilter name: String) {
        guard let mode = Self.allCases.first(where: { $0.coreAnimationFilter == name }) else { return nil }
        self = mode
    }
}
