/// An sRGB colour with straight (non-premultiplied) alpha, every component in 0…1, as `UIColor`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1, not premultiplied.
    public var alpha: Double

    /// A colour of sRGB components 0…1 (default: opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A colour from 8-bit components, as UIKit's system colours are published.
    public init(rgb255 r: Double, _ g: Double, _ b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha replaced, as `UIColor.withAlphaComponent(_:)`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Component-wise interpolation: `self` at 0, `other` at 1.
    public func interpolated(to other: Color, _ f: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// Red, green, blue and alpha, in that order.
    public var components: [Double] { [red, green, blue, alpha] }

    /// `#RRGGBBAA`, rounded to 8 bits a component.
    public var description: String {
        "#"
            + components.map { c in
                let v = Int(c * 255, rounding: .toNearestOrAwayFromZero, within: 0...255)
                return String(v, radix: 16, uppercase: true).leftPadded(to: 2)
            }.joined()
    }

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a UIKit colour name; `nil` when the text is neither.
    public init?(parsing text: String) {
        if text.hasPrefix("#") {
            let hex = Array(text.dropFirst())
            guard [3, 6, 8].contains(hex.count), let value = UInt64(String(hex), radix: 16) else { return nil }
            switch hex.count {
            case 3:
                let r = Double((value >> 8) & 0xF)
                let g = Double((value >> 4) & 0xF)
                let b = Double(value & 0xF)
                self.init(red: r / 15, green: g / 15, blue: b / 15)
            case 6:
                self.init(rgb255: Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF))
            default:
                self.init(
                    rgb255: Double((value >> 24) & 0xFF), Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF),
                    alpha: Double(value & 0xFF) / 255)
            }
            return
        }
        guard let named = Color.named[text] else { return nil }
        self = named
    }

    /// UIKit's named colours, light appearance (the values UIKit publishes for iOS 15 and later).
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear,
        "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
        "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "systemRed": Color(rgb255: 255, 59, 48),
        "systemOrange": Color(rgb255: 255, 149, 0),
        "systemYellow": Color(rgb255: 255, 204, 0),
        "systemGreen": Color(rgb255: 52, 199, 89),
        "systemMint": Color(rgb255: 0, 199, 190),
        "systemTeal": Color(rgb255: 48, 176, 199),
        "systemCyan": Color(rgb255: 50, 173, 230),
        "systemBlue": Color(rgb255: 0, 122, 255),
        "systemIndigo": Color(rgb255: 88, 86, 214),
        "systemPurple": Color(rgb255: 175, 82, 222),
        "systemPink": Color(rgb255: 255, 45, 85),
        "systemBrown": Color(rgb255: 162, 132, 94),
        "systemGray": Color(rgb255: 142, 142, 147),
        "systemGray2": Color(rgb255: 174, 174, 178),
        "systemGray3": Color(rgb255: 199, 199, 204),
        "systemGray4": Color(rgb255: 209, 209, 214),
        "systemGray5": Color(rgb255: 229, 229, 234),
        "systemGray6": Color(rgb255: 242, 242, 247),
        "label": .black,
        "secondaryLabel": Color(rgb255: 60, 60, 67, alpha: 0.6),
        "tertiaryLabel": Color(rgb255: 60, 60, 67, alpha: 0.3),
        "separator": Color(rgb255: 60, 60, 67, alpha: 0.29),
        "systemBackground": .white,
        "secondarySystemBackground": Color(rgb255: 242, 242, 247),
        "tertiarySystemBackground": .white,
        "systemGroupedBackground": Color(rgb255: 242, 242, 247),
        "tintColor": Color(rgb255: 0, 122, 255),
    ]
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
