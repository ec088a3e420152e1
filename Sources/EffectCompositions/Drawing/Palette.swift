import EffectModel

/// The colours sheets, charts and specs are drawn in: on paper (`light`, also what prints), or for a screen in dark
/// mode (`dark`, what a docs page shows under `prefers-color-scheme: dark`). The effect's own frames keep their
/// colours in both. Drawing reads `Palette.current`; `Palette.$current.withValue(.dark) { … }` draws in the other.
public struct Palette: Sendable {
    /// Behind everything.
    public var paper: Color
    /// Text and lines that carry the content.
    public var ink: Color
    /// Labels and captions.
    public var secondaryInk: Color
    /// Axes' numbers, hints.
    public var tertiaryInk: Color
    /// Rules and grid lines.
    public var rule: Color
    /// Backgrounds of bands and rows.
    public var faintFill: Color
    /// The border around each frame.
    public var frameBorder: Color
    /// A jump.
    public var alert: Color
    /// What a viewer should know, which is not a jump.
    public var note: Color

    /// Apple's light system greys on white: what prints. Every colour text is drawn in (the inks, `alert`, `note`)
    /// stays at least 4.5:1 on the paper (WCAG AA), the tertiary grey and the red darkened for it.
    public static let light = Palette(
        paper: .white, ink: Color(rgb255: 28, 28, 30), secondaryInk: Color(rgb255: 99, 99, 102), tertiaryInk: Color(rgb255: 110, 110, 115),
        rule: Color(rgb255: 209, 209, 214), faintFill: Color(rgb255: 242, 242, 247), frameBorder: Color(rgb255: 199, 199, 204),
        alert: Color(rgb255: 215, 0, 21), note: Color(rgb255: 150, 84, 0))

    /// Apple's dark system greys; the text stays at least 7:1 on the paper, every other colour text is drawn in at
    /// least 4.5:1.
    public static let dark = Palette(
        paper: Color(rgb255: 28, 28, 30), ink: Color(rgb255: 242, 242, 247), secondaryInk: Color(rgb255: 174, 174, 178),
        tertiaryInk: Color(rgb255: 142, 142, 147), rule: Color(rgb255: 72, 72, 74), faintFill: Color(rgb255: 44, 44, 46),
        frameBorder: Color(rgb255: 84, 84, 88), alert: Color(rgb255: 255, 105, 97), note: Color(rgb255: 255, 179, 64))

    /// The palette drawing uses now.
    @TaskLocal public static var current: Palette = .light
}
