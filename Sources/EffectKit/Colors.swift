import EffectModel
import Foundation

/// A colour as Core Graphics holds it: sRGB components with straight alpha, 0…1.
public final class CGColor: Equatable, Sendable {
    let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public var alpha: CGFloat { CGFloat(color.alpha) }
    public var components: [CGFloat]? { color.components.map { CGFloat($0) } }
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlpha(Double(alpha))) }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
}

/// `UIColor`: UIKit's named colours (light appearance), component initialisers, `withAlphaComponent`, `cgColor`.
public final class UIColor: Equatable, Sendable {
    let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    public var cgColor: CGColor { CGColor(color) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }

    private static func named(_ name: String) -> UIColor { UIColor(Color.named[name]!) }

    public static var black: UIColor { named("black") }
    public static var white: UIColor { named("white") }
    public static var clear: UIColor { named("clear") }
    public static var darkGray: UIColor { named("darkGray") }
    public static var lightGray: UIColor { named("lightGray") }
    public static var gray: UIColor { named("gray") }
    public static var red: UIColor { named("red") }
    public static var green: UIColor { named("green") }
    public static var blue: UIColor { named("blue") }
    public static var cyan: UIColor { named("cyan") }
    public static var yellow: UIColor { named("yellow") }
    public static var magenta: UIColor { named("magenta") }
    public static var orange: UIColor { named("orange") }
    public static var purple: UIColor { named("purple") }
    public static var brown: UIColor { named("brown") }
    public static var systemRed: UIColor { named("systemRed") }
    public static var systemOrange: UIColor { named("systemOrange") }
    public static var systemYellow: UIColor { named("systemYellow") }
    public static var systemGreen: UIColor { named("systemGreen") }
    public static var systemMint: UIColor { named("systemMint") }
    public static var systemTeal: UIColor { named("systemTeal") }
    public static var systemCyan: UIColor { named("systemCyan") }
    public static var systemBlue: UIColor { named("systemBlue") }
    public static var systemIndigo: UIColor { named("systemIndigo") }
    public static var systemPurple: UIColor { named("systemPurple") }
    public static var systemPink: UIColor { named("systemPink") }
    public static var systemBrown: UIColor { named("systemBrown") }
    public static var systemGray: UIColor { named("systemGray") }
    public static var systemGray2: UIColor { named("systemGray2") }
    public static var systemGray3: UIColor { named("systemGray3") }
    public static var systemGray4: UIColor { named("systemGray4") }
    public static var systemGray5: UIColor { named("systemGray5") }
    public static var systemGray6: UIColor { named("systemGray6") }
    public static var label: UIColor { named("label") }
    public static var secondaryLabel: UIColor { named("secondaryLabel") }
    public static var tertiaryLabel: UIColor { named("tertiaryLabel") }
    public static var separator: UIColor { named("separator") }
    public static var systemBackground: UIColor { named("systemBackground") }
    public static var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public static var tintColor: UIColor { named("tintColor") }
}
