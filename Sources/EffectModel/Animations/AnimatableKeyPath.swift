import Foundation

/// An animatable key path of the format, with the shape of its values and how it reads and writes a layer.
///
/// Names are Core Animation's. `transform.scale` sets x and y and reads their mean; `transform.rotation` is
/// `transform.rotation.z`, in radians.
public enum AnimatableKeyPath: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `position`: the anchor point in the superlayer, a point in points.
    case position
    /// `position.x`, in points.
    case positionX = "position.x"
    /// `position.y`, in points.
    case positionY = "position.y"
    /// `bounds`: the layer's own rectangle, in points.
    case bounds
    /// `bounds.size`, in points.
    case boundsSize = "bounds.size"
    /// `bounds.size.width`, in points.
    case boundsWidth = "bounds.size.width"
    /// `bounds.size.height`, in points.
    case boundsHeight = "bounds.size.height"
    /// `anchorPoint`, in unit coordinates of the bounds.
    case anchorPoint
    /// `opacity`, 0…1.
    case opacity
    /// `backgroundColor`.
    case backgroundColor
    /// `cornerRadius`, in points.
    case cornerRadius
    /// `borderWidth`, in points.
    case borderWidth
    /// `borderColor`.
    case borderColor
    /// `shadowOpacity`, 0…1.
    case shadowOpacity
    /// `shadowRadius`: the blur's standard deviation, in points.
    case shadowRadius
    /// `shadowOffset`, a size in points (positive height: down).
    case shadowOffset
    /// `shadowColor`.
    case shadowColor
    /// `zPosition`: the sibling drawing order.
    case zPosition
    /// `transform.scale`: sets x and y, reads their mean.
    case scale = "transform.scale"
    /// `transform.scale.x`.
    case scaleX = "transform.scale.x"
    /// `transform.scale.y`.
    case scaleY = "transform.scale.y"
    /// `transform.rotation`: the same as `transform.rotation.z`, in radians.
    case rotation = "transform.rotation"
    /// `transform.rotation.z`, in radians, clockwise on screen.
    case rotationZ = "transform.rotation.z"
    /// `transform.translation`, a size in points.
    case translation = "transform.translation"
    /// `transform.translation.x`, in points.
    case translationX = "transform.translation.x"
    /// `transform.translation.y`, in points.
    case translationY = "transform.translation.y"
    /// A shape layer's `path`; interpolated point by point between paths of the same segments.
    case path
    /// A shape layer's `fillColor`.
    case fillColor
    /// A shape layer's `strokeColor`.
    case strokeColor
    /// A shape layer's `lineWidth`, in points.
    case lineWidth
    /// A shape layer's `strokeStart`, a fraction 0…1 of the path's length.
    case strokeStart
    /// A shape layer's `strokeEnd`, a fraction 0…1 of the path's length.
    case strokeEnd
    /// A gradient layer's `colors`.
    case colors
    /// A gradient layer's `locations`, 0…1 each.
    case locations
    /// A gradient layer's `startPoint`, in unit coordinates.
    case startPoint
    /// A gradient layer's `endPoint`, in unit coordinates.
    case endPoint
    /// A text layer's `foregroundColor`.
    case foregroundColor
    /// `isHidden`: 1 hidden, 0 shown. Not interpolated: actions set it (what `layer.isHidden = true` does); no
    /// animation runs on it.
    case hidden

    public var description: String { rawValue }

    /// The shape of the values, for decoding and messages.
    public enum ValueKind: String, Sendable {
        /// A number.
        case number
        /// A point, `[x, y]`.
        case point
        /// A size, `[width, height]`.
        case size
        /// A rectangle, `[x, y, width, height]`.
        case rect
        /// A colour.
        case color
        /// A list of colours.
        case colors
        /// A list of numbers.
        case numbers
        /// A path.
        case path
        /// `true` or `false`, held as the number 1 or 0.
        case boolean
    }

    /// The shape of this key path's values.
    public var valueKind: ValueKind {
        switch self {
        case .position, .anchorPoint, .translation, .startPoint, .endPoint: .point
        case .bounds: .rect
        case .boundsSize, .shadowOffset: .size
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor: .color
        case .colors: .colors
        case .locations: .numbers
        case .path: .path
        case .hidden: .boolean
        default: .number
        }
    }

    /// Which layer type has this key path (`nil`: every layer).
    public var layerType: LayerType? {
        switch self {
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd: .shape
        case .colors, .locations, .startPoint, .endPoint: .gradient
        case .foregroundColor: .text
        default: nil
        }
    }

    /// Whether animations run on it: every key path but `hidden`, which actions set (as in UIKit, where `isHidden`
    /// changes at once inside an animation block).
    public var isInterpolated: Bool { self != .hidden }

    /// Whether its values are angles (radians), which the document may also write in degrees or turns.
    public var isAngle: Bool { self == .rotation || self == .rotationZ }

    /// Whether `layer` has this key path.
    public func applies(to layer: Layer) -> Bool {
        layerType.map { $0 == layer.content.type } ?? true
    }

    /// The layer's value at this key path.
    public func value(of layer: Layer) -> AnimatableValue {
        switch self {
        case .position: return .point(layer.position)
        case .positionX: return .number(layer.position.x)
        case .positionY: return .number(layer.position.y)
        case .bounds: return .rect(layer.bounds)
        case .boundsSize: return .size(layer.bounds.size)
        case .boundsWidth: return .number(layer.bounds.width)
        case .boundsHeight: return .number(layer.bounds.height)
        case .anchorPoint: return .point(layer.anchorPoint)
        case .opacity: return .number(layer.opacity)
        case .backgroundColor: return .color(layer.backgroundColor ?? .clear)
        case .cornerRadius: return .number(layer.cornerRadius)
        case .borderWidth: return .number(layer.borderWidth)
        case .borderColor: return .color(layer.borderColor)
        case .shadowOpacity: return .number(layer.shadowOpacity)
        case .shadowRadius: return .number(layer.shadowRadius)
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowColor: return .color(layer.shadowColor)
        case .zPosition: return .number(layer.zPosition)
        case .scale: return .number((layer.transform.scale.width + layer.transform.scale.height) / 2)
        case .scaleX: return .number(layer.transform.scale.width)
        case .scaleY: return .number(layer.transform.scale.height)
        case .rotation, .rotationZ: return .number(layer.transform.rotation)
        case .translation: return .point(layer.transform.translation)
        case .translationX: return .number(layer.transform.translation.x)
        case .translationY: return .number(layer.transform.translation.y)
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd:
            let shape = layer.shapeContent ?? ShapeContent()
            switch self {
            case .path: return .path(shape.path ?? Path())
            case .fillColor: return .color(shape.fillColor ?? .clear)
            case .strokeColor: return .color(shape.strokeColor ?? .clear)
            case .lineWidth: return .number(shape.lineWidth)
            case .strokeStart: return .number(shape.strokeStart)
            default: return .number(shape.strokeEnd)
            }
        case .colors, .locations, .startPoint, .endPoint:
            let gradient = layer.gradientContent ?? GradientContent()
            switch self {
            case .colors: return .colors(gradient.colors)
            case .locations: return .numbers(gradient.stops.map(\.location))
            case .startPoint: return .point(gradient.startPoint)
            default: return .point(gradient.endPoint)
            }
        case .foregroundColor:
            return .color(layer.textContent?.foregroundColor ?? .white)
        case .hidden:
            return .number(layer.isHidden ? 1 : 0)
        }
    }

    /// Writes `value` into `layer` at this key path; a value of the wrong shape is ignored.
    public func set(_ value: AnimatableValue, in layer: inout Layer) {
        switch (self, value) {
        case (.position, .point(let p)): layer.position = p
        case (.positionX, .number(let n)): layer.position.x = n
        case (.positionY, .number(let n)): layer.position.y = n
        case (.bounds, .rect(let r)): layer.bounds = r
        case (.boundsSize, .size(let s)): layer.bounds.size = s
        case (.boundsWidth, .number(let n)): layer.bounds.size.width = n
        case (.boundsHeight, .number(let n)): layer.bounds.size.height = n
        case (.anchorPoint, .point(let p)): layer.anchorPoint = p
        case (.opacity, .number(let n)): layer.opacity = n
        case (.backgroundColor, .color(let c)): layer.backgroundColor = c
        case (.cornerRadius, .number(let n)): layer.cornerRadius = n
        case (.borderWidth, .number(let n)): layer.borderWidth = n
        case (.borderColor, .color(let c)): layer.borderColor = c
        case (.shadowOpacity, .number(let n)): layer.shadowOpacity = n
        case (.shadowRadius, .number(let n)): layer.shadowRadius = n
        case (.shadowOffset, .size(let s)): layer.shadowOffset = s
        case (.shadowColor, .color(let c)): layer.shadowColor = c
        case (.zPosition, .number(let n)): layer.zPosition = n
        case (.scale, .number(let n)): layer.transform.scale = Size(n, n)
        case (.scaleX, .number(let n)): layer.transform.scale.width = n
        case (.scaleY, .number(let n)): layer.transform.scale.height = n
        case (.rotation, .number(let n)), (.rotationZ, .number(let n)): layer.transform.rotation = n
        case (.translation, .point(let p)): layer.transform.translation = p
        case (.translationX, .number(let n)): layer.transform.translation.x = n
        case (.translationY, .number(let n)): layer.transform.translation.y = n
        case (.path, .path(let p)): layer.updateShape { $0.path = p }
        case (.fillColor, .color(let c)): layer.updateShape { $0.fillColor = c }
        case (.strokeColor, .color(let c)): layer.updateShape { $0.strokeColor = c }
        case (.lineWidth, .number(let n)): layer.updateShape { $0.lineWidth = n }
        case (.strokeStart, .number(let n)): layer.updateShape { $0.strokeStart = n }
        case (.strokeEnd, .number(let n)): layer.updateShape { $0.strokeEnd = n }
        case (.colors, .colors(let cs)): layer.updateGradient { $0.colors = cs }
        case (.locations, .numbers(let ns)): layer.updateGradient { $0.locations = ns }
        case (.startPoint, .point(let p)): layer.updateGradient { $0.startPoint = p }
        case (.endPoint, .point(let p)): layer.updateGradient { $0.endPoint = p }
        case (.foregroundColor, .color(let c)):
            if case .text(var text) = layer.content {
                text.foregroundColor = c
                layer.content = .text(text)
            }
        case (.hidden, .number(let n)): layer.isHidden = n != 0
        default: break
        }
    }
}

extension Layer {
    /// The content of a shape layer, `nil` for other layers.
    public var shapeContent: ShapeContent? { if case .shape(let s) = content { s } else { nil } }
    /// The content of a gradient layer, `nil` for other layers.
    public var gradientContent: GradientContent? { if case .gradient(let g) = content { g } else { nil } }
    /// The content of a text layer, `nil` for other layers.
    public var textContent: TextContent? { if case .text(let t) = content { t } else { nil } }

    mutating func updateShape(_ change: (inout ShapeContent) -> Void) {
        guard case .shape(var shape) = content else { return }
        change(&shape)
        content = .shape(shape)
    }

    mutating func updateGradient(_ change: (inout GradientContent) -> Void) {
        guard case .gradient(var gradient) = content else { return }
        change(&gradient)
        content = .gradient(gradient)
    }
}
