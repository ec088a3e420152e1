import EffectModel
import Foundation

/// A key path as a designer names it (`Scale`, `Corner radius`, `Colour`), with the unit its values are stated in.
public enum MotionProperty: String, Sendable, CaseIterable {
    /// Position (`position`).
    case position
    /// Position X (`position.x`).
    case positionX
    /// Position Y (`position.y`).
    case positionY
    /// Size (`bounds.size`).
    case size
    /// Width (`bounds.size.width`).
    case width
    /// Height (`bounds.size.height`).
    case height
    /// Frame (`bounds`).
    case frame
    /// Anchor (`anchorPoint`).
    case anchor
    /// Opacity (`opacity`).
    case opacity
    /// Colour (`backgroundColor`).
    case color
    /// Corner radius (`cornerRadius`).
    case cornerRadius
    /// Border width (`borderWidth`).
    case borderWidth
    /// Border colour (`borderColor`).
    case borderColor
    /// Shadow opacity (`shadowOpacity`).
    case shadowOpacity
    /// Shadow blur (`shadowRadius`).
    case shadowRadius
    /// Shadow offset (`shadowOffset`).
    case shadowOffset
    /// Shadow colour (`shadowColor`).
    case shadowColor
    /// Depth (`zPosition`).
    case depth
    /// Scale (`transform.scale`).
    case scale
    /// Scale X (`transform.scale.x`).
    case scaleX
    /// Scale Y (`transform.scale.y`).
    case scaleY
    /// Rotation (`transform.rotation`, `transform.rotation.z`).
    case rotation
    /// Offset (`transform.translation`).
    case offset
    /// Offset X (`transform.translation.x`).
    case offsetX
    /// Offset Y (`transform.translation.y`).
    case offsetY
    /// Shape (`path`).
    case shape
    /// Fill colour (`fillColor`).
    case fillColor
    /// Stroke colour (`strokeColor`).
    case strokeColor
    /// Line width (`lineWidth`).
    case lineWidth
    /// Stroke start (`strokeStart`).
    case strokeStart
    /// Stroke end (`strokeEnd`).
    case strokeEnd
    /// Gradient colours (`colors`).
    case gradient
    /// Gradient stops (`locations`).
    case gradientStops
    /// Gradient start (`startPoint`).
    case gradientStart
    /// Gradient end (`endPoint`).
    case gradientEnd
    /// Text colour (`foregroundColor`).
    case textColor
    /// Shown or hidden (`isHidden`).
    case visibility

    /// The property a designer sees in `keyPath`.
    public init(_ keyPath: AnimatableKeyPath) {
        self =
            switch keyPath {
            case .position: .position
            case .positionX: .positionX
            case .positionY: .positionY
            case .bounds: .frame
            case .boundsSize: .size
            case .boundsWidth: .width
            case .boundsHeight: .height
            case .anchorPoint: .anchor
            case .opacity: .opacity
            case .backgroundColor: .color
            case .cornerRadius: .cornerRadius
            case .borderWidth: .borderWidth
            case .borderColor: .borderColor
            case .shadowOpacity: .shadowOpacity
            case .shadowRadius: .shadowRadius
            case .shadowOffset: .shadowOffset
            case .shadowColor: .shadowColor
            case .zPosition: .depth
            case .scale: .scale
            case .scaleX: .scaleX
            case .scaleY: .scaleY
            case .rotation, .rotationZ: .rotation
            case .translation: .offset
            case .translationX: .offsetX
            case .translationY: .offsetY
            case .path: .shape
            case .fillColor: .fillColor
            case .strokeColor: .strokeColor
            case .lineWidth: .lineWidth
            case .strokeStart: .strokeStart
            case .strokeEnd: .strokeEnd
            case .colors: .gradient
            case .locations: .gradientStops
            case .startPoint: .gradientStart
            case .endPoint: .gradientEnd
            case .foregroundColor: .textColor
            case .hidden: .visibility
            }
    }

    /// The name in a sentence's case: `Corner radius`, `Scale X`.
    public var title: String {
        switch self {
        case .positionX: "Position X"
        case .positionY: "Position Y"
        case .cornerRadius: "Corner radius"
        case .borderWidth: "Border width"
        case .borderColor: "Border colour"
        case .shadowOpacity: "Shadow opacity"
        case .shadowRadius: "Shadow blur"
        case .shadowOffset: "Shadow offset"
        case .shadowColor: "Shadow colour"
        case .scaleX: "Scale X"
        case .scaleY: "Scale Y"
        case .offsetX: "Offset X"
        case .offsetY: "Offset Y"
        case .color: "Colour"
        case .fillColor: "Fill colour"
        case .strokeColor: "Stroke colour"
        case .lineWidth: "Line width"
        case .strokeStart: "Stroke start"
        case .strokeEnd: "Stroke end"
        case .gradientStops: "Gradient stops"
        case .gradientStart: "Gradient start"
        case .gradientEnd: "Gradient end"
        case .textColor: "Text colour"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// The unit a spec states a value in.
public enum MotionUnit: String, Sendable {
    /// Degrees (a rotation's radians × 180 / π).
    case degrees = "deg"
    /// A factor: `0.4×`.
    case times = "x"
    /// Points.
    case points = "pt"
    /// An opacity (or a stroke's end) as 0…100.
    case percent = "%"
    /// `#RRGGBBAA`.
    case color
    /// Unit coordinates, counts and shapes.
    case none
    /// `shown` or `hidden`.
    case visibility

    /// The unit `keyPath`'s values are stated in.
    public init(_ keyPath: AnimatableKeyPath) {
        self =
            switch keyPath {
            case .rotation, .rotationZ: .degrees
            case .scale, .scaleX, .scaleY: .times
            case .opacity, .shadowOpacity, .strokeStart, .strokeEnd: .percent
            case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor, .colors: .color
            case .anchorPoint, .startPoint, .endPoint, .locations, .path, .zPosition: .none
            case .hidden: .visibility
            default: .points
            }
    }

    /// Model units to this unit.
    var factor: Double {
        switch self {
        case .degrees: 180 / .pi
        case .percent: 100
        default: 1
        }
    }
}

/// A value as a spec states it, in its `MotionUnit`.
public enum MotionValue: Sendable, Equatable {
    /// A single number.
    case number(Double)
    /// A point `(x, y)`, a size `(width, height)`, a frame `(x, y, width, height)` or a list of stops.
    case numbers([Double])
    /// `#RRGGBBAA`s: one, or a gradient's.
    case colors([Color])
    /// A shape, by its element count.
    case shape(elements: Int)

    /// `value` in `unit`, rounded to six decimals.
    public init(_ value: AnimatableValue, unit: MotionUnit) {
        func stated(_ x: Double) -> Double { MotionSpec.rounded(x * unit.factor) }
        switch value {
        case .number(let n): self = .number(stated(n))
        case .color(let color): self = .colors([color])
        case .colors(let colors): self = .colors(colors)
        case .path(let path): self = .shape(elements: path.elements.count)
        default: self = .numbers(value.components.map(stated))
        }
    }

    /// `#RRGGBBAA`.
    public static func hex(_ color: Color) -> String {
        let channels = [color.red, color.green, color.blue, color.alpha].map {
            Int(min(max($0, 0), 1) * 255, rounding: .toNearestOrAwayFromZero, within: 0...255)
        }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }

    /// In a designer's notation: `0.4×`, `45°`, `30%`, `(60, 30) pt`, `120 × 120 pt`, `#FFFFFF 30%`.
    public func text(unit: MotionUnit, property: MotionProperty) -> String {
        switch self {
        case .number(let n):
            let number = MotionSpec.number(n)
            return switch unit {
            case .degrees: number + "°"
            case .times: number + "×"
            case .percent: number + "%"
            case .points: number + " pt"
            case .color, .none: number
            case .visibility: n != 0 ? "hidden" : "shown"
            }
        case .numbers(let values):
            let numbers = values.map(MotionSpec.number)
            let suffix = unit == .points ? " pt" : ""
            if values.count == 2, [.size, .shadowOffset].contains(property) { return numbers.joined(separator: " × ") + suffix }
            return "(" + numbers.joined(separator: ", ") + ")" + suffix
        case .colors(let colors):
            return colors.map { color in
                let hex = Self.hex(color)
                let alpha = Int(min(max(color.alpha, 0), 1) * 100, rounding: .toNearestOrAwayFromZero, within: 0...100)
                return String(hex.prefix(7)) + (alpha < 100 ? " \(alpha)%" : "")
            }.joined(separator: " → ")
        case .shape(let elements):
            return "shape of \(elements) elements"
        }
    }
}
