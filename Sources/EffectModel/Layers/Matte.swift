/// How a layer's first sublayer masks the sublayers after it (After Effects' track matte; Core Animation's
/// `CALayer.mask` is the alpha one): the matte is not drawn, its coverage at each point is how much of the rest shows.
public struct Matte: Sendable, Equatable {
    /// What of the matte's pixels counts as coverage.
    public enum Channel: String, Sendable, CaseIterable {
        /// The matte's opacity.
        case alpha
        /// The matte's luminance (Rec. 709 weights of its sRGB values) times its opacity, over transparent black.
        case luminance
    }

    /// What counts as coverage.
    public var channel: Channel
    /// Whether the rest shows where the matte does not (1 − coverage).
    public var isInverted: Bool

    /// A matte whose coverage is `channel`, inverted (the rest shows where it does not) when `inverted`.
    public init(_ channel: Channel, inverted: Bool = false) {
        self.channel = channel
        self.isInverted = inverted
    }

    /// The coverage at a pixel of the matte, 0…1, from its colour (not premultiplied, 0…1) and its opacity.
    public func coverage(red: Double, green: Double, blue: Double, alpha: Double) -> Double {
        let value =
            switch channel {
            case .alpha: alpha
            case .luminance: (0.2126 * red + 0.7152 * green + 0.0722 * blue) * alpha
            }
        return isInverted ? 1 - value : value
    }

    /// After Effects' name for it: "alpha matte", "inverted luma matte".
    public var description: String { (isInverted ? "inverted " : "") + (channel == .alpha ? "alpha" : "luma") + " matte" }
}
