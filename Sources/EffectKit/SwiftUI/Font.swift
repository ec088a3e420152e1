import Foundation

/// SwiftUI's `Font`: the system font at a size and weight, or a text style's.
public struct Font: Hashable, Sendable {
    /// Points.
    let size: CGFloat
    let weight: Weight

    /// `Font.Weight`: the weights `UIFont.Weight` has, one table for both (the system font is Inter here).
    public typealias Weight = UIFont.Weight

    /// `Font.Design`: accepted; the system font is drawn in its one design.
    public enum Design: Hashable, Sendable {
        /// The default.
        case `default`
        /// Serif (drawn as the default).
        case serif
        /// Rounded (drawn as the default).
        case rounded
        /// Monospaced (drawn as the default).
        case monospaced
    }

    /// The system font at `size` points and `weight` (`design` accepted, not drawn).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular)
    }

    /// The same font at `weight`.
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// 34 pt.
    public static let largeTitle = Font(size: 34, weight: .regular)
    /// 28 pt.
    public static let title = Font(size: 28, weight: .regular)
    /// 22 pt.
    public static let title2 = Font(size: 22, weight: .regular)
    /// 20 pt.
    public static let title3 = Font(size: 20, weight: .regular)
    /// 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// 15 pt.
    public static let subheadline = Font(size: 15, weight: .regular)
    /// 17 pt: the default.
    public static let body = Font(size: 17, weight: .regular)
    /// 16 pt.
    public static let callout = Font(size: 16, weight: .regular)
    /// 13 pt.
    public static let footnote = Font(size: 13, weight: .regular)
    /// 12 pt.
    public static let caption = Font(size: 12, weight: .regular)
    /// 11 pt.
    public static let caption2 = Font(size: 11, weight: .regular)

    /// The UIKit font drawn.
    var uiFont: UIFont { UIFont.system(weight.pango, size) }
}
