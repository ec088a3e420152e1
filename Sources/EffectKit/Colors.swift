import EffectModel
import Foundation

/// A colour as Core Graphics holds it: sRGB components with straight alpha, 0…1.
public final class CGColor: Equatable, Sendable {
    let color: EffectModel.Color

    init(_ color: EffectModel.Color) { self.color = color }

    /// A colour of sRGB components 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(EffectModel.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// The opacity, 0…1.
    public var alpha: CGFloat { CGFloat(color.alpha) }
    /// Red, green, blue and alpha, 0…1 each.
    public var components: [CGFloat]? { color.components.map { CGFloat($0) } }
    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlpha(Double(alpha))) }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
}

/// `UIColor`: UIKit's named colours (light appearance), component initialisers, `withAlphaComponent`, `cgColor`.
public final class UIColor: Equatable, Sendable {
    let color: EffectModel.Color

    init(_ color: EffectModel.Color) { self.color = color }

    /// A colour of sRGB components 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(EffectModel.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey of `white` 0…1 (0 black), `alpha` opaque.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of `cgColor`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    /// The colour as Core Graphics holds it.
    public var cgColor: CGColor { CGColor(color) }

    /// The same colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }

    private static func named(_ name: String) -> UIColor { UIColor(EffectModel.Color.named[name]!) }

    /// UIKit's `black`, in the light appearance.
    public static var black: UIColor { named("black") }
    /// UIKit's `white`, in the light appearance.
    public static var white: UIColor { named("white") }
    /// UIKit's `clear`, in the light appearance.
    public static var clear: UIColor { named("clear") }
    /// UIKit's `darkGray`, in the light appearance.
    public static var darkGray: UIColor { named("darkGray") }
    /// UIKit's `lightGray`, in the light appearance.
    public static var lightGray: UIColor { named("lightGray") }
    /// UIKit's `gray`, in the light appearance.
    public static var gray: UIColor { named("gray") }
    /// UIKit's `red`, in the light appearance.
    public static var red: UIColor { named("red") }
    /// UIKit's `green`, in the light appearance.
    public static var green: UIColor { named("green") }
    /// UIKit's `blue`, in the light appearance.
    public static var blue: UIColor { named("blue") }
    /// UIKit's `cyan`, in the light appearance.
    public static var cyan: UIColor { named("cyan") }
    /// UIKit's `yellow`, in the light appearance.
    public static var yellow: UIColor { named("yellow") }
    /// UIKit's `magenta`, in the light appearance.
    public static var magenta: UIColor { named("magenta") }
    /// UIKit's `orange`, in the light appearance.
    public static var orange: UIColor { named("orange") }
    /// UIKit's `purple`, in the light appearance.
    public static var purple: UIColor { named("purple") }
    /// UIKit's `brown`, in the light appearance.
    public static var brown: UIColor { named("brown") }
    /// UIKit's `systemRed`, in the light appearance.
    public static var systemRed: UIColor { named("systemRed") }
    /// UIKit's `systemOrange`, in the light appearance.
    public static var systemOrange: UIColor { named("systemOrange") }
    /// UIKit's `systemYellow`, in the light appearance.
    public static var systemYellow: UIColor { named("systemYellow") }
    /// UIKit's `systemGreen`, in the light appearance.
    public static var systemGreen: UIColor { named("systemGreen") }
    /// UIKit's `systemMint`, in the light appearance.
    public static var systemMint: UIColor { named("systemMint") }
    /// UIKit's `systemTeal`, in the light appearance.
    public static var systemTeal: UIColor { named("systemTeal") }
    /// UIKit's `systemCyan`, in the light appearance.
    public static var systemCyan: UIColor { named("systemCyan") }
    /// UIKit's `systemBlue`, in the light appearance.
    public static var systemBlue: UIColor { named("systemBlue") }
    /// UIKit's `systemIndigo`, in the light appearance.
    public static var systemIndigo: UIColor { named("systemIndigo") }
    /// UIKit's `systemPurple`, in the light appearance.
    public static var systemPurple: UIColor { named("systemPurple") }
    /// UIKit's `systemPink`, in the light appearance.
    public static var systemPink: UIColor { named("systemPink") }
    /// UIKit's `systemBrown`, in the light appearance.
    public static var systemBrown: UIColor { named("systemBrown") }
    /// UIKit's `systemGray`, in the light appearance.
    public static var systemGray: UIColor { named("systemGray") }
    /// UIKit's `systemGray2`, in the light appearance.
    public static var systemGray2: UIColor { named("systemGray2") }
    /// UIKit's `systemGray3`, in the light appearance.
    public static var systemGray3: UIColor { named("systemGray3") }
    /// UIKit's `systemGray4`, in the light appearance.
    public static var systemGray4: UIColor { named("systemGray4") }
    /// UIKit's `systemGray5`, in the light appearance.
    public static var systemGray5: UIColor { named("systemGray5") }
    /// UIKit's `systemGray6`, in the light appearance.
    public static var systemGray6: UIColor { named("systemGray6") }
    /// UIKit's `label`, in the light appearance.
    public static var label: UIColor { named("label") }
    /// UIKit's `secondaryLabel`, in the light appearance.
    public static var secondaryLabel: UIColor { named("secondaryLabel") }
    /// UIKit's `tertiaryLabel`, in the light appearance.
    public static var tertiaryLabel: UIColor { named("tertiaryLabel") }
    /// UIKit's `separator`, in the light appearance.
    public static var separator: UIColor { named("separator") }
    /// UIKit's `systemBackground`, in the light appearance.
    public static var systemBackground: UIColor { named("systemBackground") }
    /// UIKit's `secondarySystemBackground`, in the light appearance.
    public static var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    /// UIKit's `tertiarySystemBackground`, in the light appearance.
    public static var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    /// UIKit's `systemGroupedBackground`, in the light appearance.
    public static var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    /// UIKit's `tintColor`, in the light appearance.
    public static var tintColor: UIColor { named("tintColor") }
}
