/// How a layer's pixels combine with what lies below it within its superlayer (`CALayer.compositingFilter`'s blend
/// filters; After Effects' and Lottie's `bm`): the separable modes per channel, the last four by hue, saturation and
/// luminosity, `add` summing. The W3C Compositing and Blending formulas.
public enum BlendMode: String, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight, difference, exclusion
    case hue, saturation, color, luminosity, add

    /// CSS's `mix-blend-mode` value (`plus-lighter` for `add`).
    public var css: String {
        switch self {
        case .add: "plus-lighter"
        default: rawValue.reduce(into: "") { text, c in text += c.isUppercase ? "-" + c.lowercased() : String(c) }
        }
    }
}
