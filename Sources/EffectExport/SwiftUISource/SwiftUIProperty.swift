import EffectModel

/// A value of a layer that a SwiftUI view reads from a `@State` property through one modifier: `.opacity`,
/// `.scaleEffect`, `.rotationEffect`, `.position`, `.offset`, a shape's `.fill` or `.trim`.
enum SwiftUIProperty: String, CaseIterable, Hashable {
    case opacity, scale, scaleX, scaleY, rotation, x, y, offsetX, offsetY, fill, trimStart, trimEnd

    /// The suffix of the state's name: `heartScale`, `knobX`, `checkTrimEnd`.
    var nameSuffix: String {
        switch self {
        case .opacity: "Opacity"
        case .scale: "Scale"
        case .scaleX: "ScaleX"
        case .scaleY: "ScaleY"
        case .rotation: "Rotation"
        case .x: "X"
        case .y: "Y"
        case .offsetX: "OffsetX"
        case .offsetY: "OffsetY"
        case .fill: "Fill"
        case .trimStart: "TrimStart"
        case .trimEnd: "TrimEnd"
        }
    }

    /// The properties a key path sets, with the value each takes from `value` on `layer` (a position is the centre of
    /// the frame SwiftUI places, so the anchor's offset from it is added). `nil`: SwiftUI has no state for it here.
    static func values(of keyPath: AnimatableKeyPath, _ value: AnimatableValue, on layer: Layer) -> [(SwiftUIProperty, SwiftUIValue)]? {
        let centre = Point((0.5 - layer.anchorPoint.x) * layer.bounds.width, (0.5 - layer.anchorPoint.y) * layer.bounds.height)
        switch (keyPath, value) {
        case (.opacity, .number(let v)): return [(.opacity, .number(v))]
        case (.scale, .number(let v)): return [(.scale, .number(v))]
        case (.scaleX, .number(let v)): return [(.scaleX, .number(v))]
        case (.scaleY, .number(let v)): return [(.scaleY, .number(v))]
        case (.rotation, .number(let v)), (.rotationZ, .number(let v)): return [(.rotation, .number(v))]
        case (.position, .point(let p)): return [(.x, .number(p.x + centre.x)), (.y, .number(p.y + centre.y))]
        case (.positionX, .number(let v)): return [(.x, .number(v + centre.x))]
        case (.positionY, .number(let v)): return [(.y, .number(v + centre.y))]
        case (.translation, .point(let p)): return [(.offsetX, .number(p.x)), (.offsetY, .number(p.y))]
        case (.translationX, .number(let v)): return [(.offsetX, .number(v))]
        case (.translationY, .number(let v)): return [(.offsetY, .number(v))]
        case (.backgroundColor, .color(let c)) where layer.content == .plain: return [(.fill, .color(c))]
        case (.fillColor, .color(let c)): return [(.fill, .color(c))]
        case (.strokeStart, .number(let v)): return [(.trimStart, .number(v))]
        case (.strokeEnd, .number(let v)): return [(.trimEnd, .number(v))]
        default: return nil
        }
    }

    /// The property's value on `layer` as it stands.
    func value(on layer: Layer) -> SwiftUIValue {
        let centre = Point((0.5 - layer.anchorPoint.x) * layer.bounds.width, (0.5 - layer.anchorPoint.y) * layer.bounds.height)
        let t = layer.transform
        switch self {
        case .opacity: return .number(layer.opacity)
        case .scale, .scaleX: return .number(t.scale.width)
        case .scaleY: return .number(t.scale.height)
        case .rotation: return .number(t.rotation)
        case .x: return .number(layer.position.x + centre.x)
        case .y: return .number(layer.position.y + centre.y)
        case .offsetX: return .number(t.translation.x)
        case .offsetY: return .number(t.translation.y)
        case .fill:
            if case .shape(let s) = layer.content { return .color(s.fillColor ?? .clear) }
            return .color(layer.backgroundColor ?? .clear)
        case .trimStart: return .number(layer.shapeContent?.strokeStart ?? 0)
        case .trimEnd: return .number(layer.shapeContent?.strokeEnd ?? 1)
        }
    }

    /// The Swift type of its state.
    var typeName: String {
        switch self {
        case .opacity: "Double"
        case .rotation: "Angle"
        case .fill: "Color"
        default: "CGFloat"
        }
    }
}

/// A value a SwiftUI state holds: a number (an angle in radians) or a colour.
enum SwiftUIValue: Equatable {
    case number(Double)
    case color(Color)

    /// Whether the two show the same (numbers within a millionth, colours within half an 8-bit step).
    func isClose(to other: SwiftUIValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
        case (.color(let a), .color(let b)):
            return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) <= 0.5 / 255 }
        default: return false
        }
    }

    /// The value as Swift for a state of `property`: `0.4`, `.degrees(45)`, `Color(red: 1, green: 45 / 255, blue: 0.33)`.
    func literal(for property: SwiftUIProperty) -> String {
        switch self {
        case .number(let n) where property == .rotation: return SwiftUIValue.angle(n)
        case .number(let n): return SwiftLiteral.number(n)
        case .color(let c): return SwiftUIValue.color(c)
        }
    }

    /// `.degrees(45)` when the angle is a short number of degrees, else `.radians(…)`; `.zero` for none.
    static func angle(_ radians: Double) -> String {
        if radians == 0 { return ".zero" }
        let degrees = radians * 180 / .pi
        let rounded = (degrees * 1000).rounded() / 1000
        if abs(rounded - degrees) < 1e-9 * max(1, abs(degrees)) { return ".degrees(\(SwiftLiteral.number(rounded)))" }
        return ".radians(\(SwiftLiteral.number(radians)))"
    }

    /// SwiftUI's `Color` of `c`: a system colour by its name where SwiftUI has it, else its sRGB components.
    static func color(_ c: Color) -> String {
        // SwiftUI's named colours are UIKit's system colours (light appearance), as EffectKit's `Color` has them.
        let system = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]
        var named = ["black": "black", "white": "white", "clear": "clear"]
        for name in system { named["system" + name.prefix(1).uppercased() + name.dropFirst()] = name }
        for (uiKit, swiftUI) in named.sorted(by: { $0.key < $1.key }) where Color.named[uiKit] == c { return "Color.\(swiftUI)" }
        let parts = [("red", c.red), ("green", c.green), ("blue", c.blue)].map { "\($0.0): \(SwiftLiteral.component($0.1))" }
        let opacity = c.alpha == 1 ? "" : ", opacity: \(SwiftLiteral.component(c.alpha))"
        return "Color(\(parts.joined(separator: ", "))\(opacity))"
    }
}
