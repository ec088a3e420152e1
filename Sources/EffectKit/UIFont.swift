import Foundation

/// `UIFont`: a family, a weight and a size in points. The system font is drawn with the installed UI font (Inter;
/// Hangul in Nanum), a named font with the installed font of that name (fontconfig's fallback when there is none).
public final class UIFont {
    /// A Pango font description: `"Inter Bold 18"`.
    let description: String
    /// The font's size, in points.
    public let pointSize: CGFloat

    init(description: String, pointSize: CGFloat) {
        self.description = description
        self.pointSize = pointSize
    }

    /// The Pango family and style, without the size: `"Inter Bold"`.
    var family: String { description.split(separator: " ").dropLast().joined(separator: " ") }

    /// The font `name` (a Pango family and style, or a full name such as `"Roboto Italic"`) at `size` points.
    public init?(name: String, size: CGFloat) {
        description = "\(name) \(Double(size).shortDescription)"
        pointSize = size
    }

    /// The system font at `size` points and `style` (a Pango style: `""`, `"Bold"`, `"Italic"`).
    static func system(_ style: String, _ size: CGFloat) -> UIFont {
        UIFont(description: (["Inter", style].filter { !$0.isEmpty } + [Double(size).shortDescription]).joined(separator: " "), pointSize: size)
    }

    /// The system font (Inter) at `size` points.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { system("", size) }
    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { system("Bold", size) }
    /// The italic system font at `size` points.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { system("Italic", size) }
    /// The system font at `size` points and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { system(weight.pango, size) }

    /// The system font with digits of one width (a counter that does not jiggle) at `size` points and `weight`. Limit:
    /// the digits are drawn as the installed font's own, which in Inter are proportional (a Pango description selects
    /// no OpenType feature).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { system(weight.pango, size) }

    /// `UIFont.Weight` (and SwiftUI's `Font.Weight`), as Pango names the weights.
    public struct Weight: Hashable, Sendable {
        let pango: String
        /// Ultra-light.
        public static let ultraLight = Weight(pango: "Ultra-Light")
        /// Thin.
        public static let thin = Weight(pango: "Thin")
        /// Light.
        public static let light = Weight(pango: "Light")
        /// Regular.
        public static let regular = Weight(pango: "")
        /// Medium.
        public static let medium = Weight(pango: "Medium")
        /// Semibold.
        public static let semibold = Weight(pango: "Semi-Bold")
        /// Bold.
        public static let bold = Weight(pango: "Bold")
        /// Heavy.
        public static let heavy = Weight(pango: "Heavy")
        /// Black.
        public static let black = Weight(pango: "Black")
    }
}
