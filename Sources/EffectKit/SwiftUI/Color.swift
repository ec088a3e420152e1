import EffectModel
import Foundation

/// SwiftUI's `Color`: a colour, and a view that fills what it is offered with it. The named colours are UIKit's
/// system colours in the light appearance (`Color.red` is `systemRed`), as SwiftUI draws them on iOS.
nonisolated public struct Color: Hashable, Sendable, View, ShapeStyle, PrimitiveView {
    /// The document's colour.
    let model: EffectModel.Color

    init(model: EffectModel.Color) { self.model = model }

    /// A colour of sRGB components 0…1 and `opacity`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        model = EffectModel.Color(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A grey of `white` 0…1 (0 black) and `opacity`.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// The colour of `color`.
    public init(uiColor color: UIColor) { model = color.color }

    /// The colour of `cgColor`.
    public init(cgColor: CGColor) { model = cgColor.color }

    /// The same colour at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Color { Color(model: model.withAlpha(model.alpha * opacity)) }

    private static func named(_ name: String) -> Color { Color(model: EffectModel.Color.named[name]!) }

    /// `systemRed`.
    public static let red = named("systemRed")
    /// `systemOrange`.
    public static let orange = named("systemOrange")
    /// `systemYellow`.
    public static let yellow = named("systemYellow")
    /// `systemGreen`.
    public static let green = named("systemGreen")
    /// `systemMint`.
    public static let mint = named("systemMint")
    /// `systemTeal`.
    public static let teal = named("systemTeal")
    /// `systemCyan`.
    public static let cyan = named("systemCyan")
    /// `systemBlue`.
    public static let blue = named("systemBlue")
    /// `systemIndigo`.
    public static let indigo = named("systemIndigo")
    /// `systemPurple`.
    public static let purple = named("systemPurple")
    /// `systemPink`.
    public static let pink = named("systemPink")
    /// `systemBrown`.
    public static let brown = named("systemBrown")
    /// `systemGray`.
    public static let gray = named("systemGray")
    /// Black.
    public static let black = named("black")
    /// White.
    public static let white = named("white")
    /// Transparent.
    public static let clear = named("clear")
    /// The text colour (`label`).
    public static let primary = named("label")
    /// Secondary text (`secondaryLabel`).
    public static let secondary = named("secondaryLabel")
    /// The app's accent colour: `systemBlue`.
    public static let accentColor = named("systemBlue")

    /// A primitive view has no body.
    @MainActor public var body: Never { fatalError("Color has no body") }

    @MainActor func nodes(in context: ResolveContext) -> [ViewNode] {
        let node = context.node(.fill, name: "color")
        node.drawing = .rounded(.radius(0))
        node.look.fill = self
        node.hasView = true
        return [node]
    }
}

/// SwiftUI's `ShapeStyle`: what fills or strokes a shape: a `Color`, or (fills only) a `LinearGradient`,
/// `RadialGradient` or `AngularGradient`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    /// The foreground colour set by `foregroundStyle`, else `primary` (here `label`).
    public static var foreground: Color { .primary }
    /// `Color.red`.
    public static var red: Color { Color.red }
    /// `Color.orange`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`.
    public static var green: Color { Color.green }
    /// `Color.mint`.
    public static var mint: Color { Color.mint }
    /// `Color.teal`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`.
    public static var purple: Color { Color.purple }
    /// `Color.pink`.
    public static var pink: Color { Color.pink }
    /// `Color.brown`.
    public static var brown: Color { Color.brown }
    /// `Color.gray`.
    public static var gray: Color { Color.gray }
    /// `Color.black`.
    public static var black: Color { Color.black }
    /// `Color.white`.
    public static var white: Color { Color.white }
    /// `Color.clear`.
    public static var clear: Color { Color.clear }
    /// `Color.primary`.
    public static var primary: Color { Color.primary }
    /// `Color.secondary`.
    public static var secondary: Color { Color.secondary }
}
