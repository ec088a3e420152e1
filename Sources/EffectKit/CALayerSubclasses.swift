import EffectModel
import Foundation

/// `CAShapeLayer`: a path filled and stroked.
open class CAShapeLayer: CALayer {
    override class var initialContent: LayerContent { .shape(ShapeContent()) }

    var shape: ShapeContent {
        if case .shape(let shape) = state.content { return shape }
        return ShapeContent()
    }

    func updateShape(_ keyPaths: [AnimatableKeyPath], _ change: (inout ShapeContent) -> Void) {
        var shape = self.shape
        change(&shape)
        update(keyPaths) { $0.content = .shape(shape) }
    }

    public var path: CGPath? {
        get { shape.path.map(CGPath.init) }
        set { updateShape([.path]) { $0.path = newValue?.path } }
    }

    public var fillColor: CGColor? {
        get { shape.fillColor.map(CGColor.init) }
        set { updateShape([.fillColor]) { $0.fillColor = newValue?.color } }
    }

    public var strokeColor: CGColor? {
        get { shape.strokeColor.map(CGColor.init) }
        set { updateShape([.strokeColor]) { $0.strokeColor = newValue?.color } }
    }

    public var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { updateShape([.lineWidth]) { $0.lineWidth = Double(newValue) } }
    }

    public var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { updateShape([.strokeStart]) { $0.strokeStart = Double(newValue) } }
    }

    public var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { updateShape([.strokeEnd]) { $0.strokeEnd = Double(newValue) } }
    }

    public var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { updateShape([]) { $0.miterLimit = Double(newValue) } }
    }

    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(cap: shape.lineCap) }
        set { updateShape([]) { $0.lineCap = newValue.cap } }
    }

    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(join: shape.lineJoin) }
        set { updateShape([]) { $0.lineJoin = newValue.join } }
    }

    public var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rule: shape.fillRule) }
        set { updateShape([]) { $0.fillRule = newValue.rule } }
    }
}

public struct CAShapeLayerLineCap: Hashable, Sendable {
    let cap: ShapeContent.LineCap
    public static let butt = CAShapeLayerLineCap(cap: .butt)
    public static let round = CAShapeLayerLineCap(cap: .round)
    public static let square = CAShapeLayerLineCap(cap: .square)
}

public struct CAShapeLayerLineJoin: Hashable, Sendable {
    let join: ShapeContent.LineJoin
    public static let miter = CAShapeLayerLineJoin(join: .miter)
    public static let round = CAShapeLayerLineJoin(join: .round)
    public static let bevel = CAShapeLayerLineJoin(join: .bevel)
}

public struct CAShapeLayerFillRule: Hashable, Sendable {
    let rule: ShapeContent.FillRule
    public static let nonZero = CAShapeLayerFillRule(rule: .nonZero)
    public static let evenOdd = CAShapeLayerFillRule(rule: .evenOdd)
}

/// `CAGradientLayer`: colours along an axis, a radius or a sweep.
open class CAGradientLayer: CALayer {
    override class var initialContent: LayerContent { .gradient(GradientContent()) }

    var gradient: GradientContent {
        if case .gradient(let gradient) = state.content { return gradient }
        return GradientContent()
    }

    func updateGradient(_ keyPaths: [AnimatableKeyPath], _ change: (inout GradientContent) -> Void) {
        var gradient = self.gradient
        change(&gradient)
        update(keyPaths) { $0.content = .gradient(gradient) }
    }

    /// `CGColor`s (or `UIColor`s).
    public var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors.map(CGColor.init) }
        set {
            let colors = (newValue ?? []).compactMap { ($0 as? CGColor)?.color ?? ($0 as? UIColor)?.color }
            updateGradient([.colors]) { $0.colors = colors }
        }
    }

    public var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { updateGradient([.locations]) { $0.locations = newValue?.map(\.doubleValue) } }
    }

    public var startPoint: CGPoint {
        get { gradient.startPoint.cgPoint }
        set { updateGradient([.startPoint]) { $0.startPoint = Point(newValue) } }
    }

    public var endPoint: CGPoint {
        get { gradient.endPoint.cgPoint }
        set { updateGradient([.endPoint]) { $0.endPoint = Point(newValue) } }
    }

    public var type: CAGradientLayerType {
        get { CAGradientLayerType(kind: gradient.kind) }
        set { updateGradient([]) { $0.kind = newValue.kind } }
    }
}

public struct CAGradientLayerType: Hashable, Sendable {
    let kind: GradientContent.Kind
    public static let axial = CAGradientLayerType(kind: .axial)
    public static let radial = CAGradientLayerType(kind: .radial)
    public static let conic = CAGradientLayerType(kind: .conic)
}

/// `CATextLayer`: a string in a font. `font` is a Pango description (`"Inter Bold 18"`) or a `UIFont`.
open class CATextLayer: CALayer {
    override class var initialContent: LayerContent { .text(TextContent()) }

    var text: TextContent {
        if case .text(let text) = state.content { return text }
        return TextContent()
    }

    func updateText(_ keyPaths: [AnimatableKeyPath], _ change: (inout TextContent) -> Void) {
        var text = self.text
        change(&text)
        update(keyPaths) { $0.content = .text(text) }
    }

    /// A `String` (an attributed string's text is not kept).
    public var string: Any? {
        get { text.string }
        set { updateText([]) { $0.string = (newValue as? String) ?? newValue.map { "\($0)" } ?? "" } }
    }

    /// A font name (a Pango family and style, `"Inter Bold"`); its size is `fontSize`.
    public var font: Any? {
        get { text.font.split(separator: " ").dropLast().joined(separator: " ") }
        set {
            let family = (newValue as? String) ?? "Inter"
            updateText([]) { $0.font = "\(family) \(Self.sizeText($0.font))" }
        }
    }

    public var fontSize: CGFloat {
        get { CGFloat(Double(text.font.split(separator: " ").last ?? "36") ?? 36) }
        set {
            updateText([]) { text in
                let family = text.font.split(separator: " ").dropLast().joined(separator: " ")
                text.font = "\(family.isEmpty ? "Inter" : family) \(Double(newValue).shortDescription)"
            }
        }
    }

    private static func sizeText(_ font: String) -> String { font.split(separator: " ").last.map(String.init) ?? "36" }

    public var foregroundColor: CGColor? {
        get { CGColor(text.foregroundColor) }
        set { updateText([.foregroundColor]) { $0.foregroundColor = newValue?.color ?? .white } }
    }

    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(alignment: text.alignmentMode) }
        set { updateText([]) { $0.alignmentMode = newValue.alignment } }
    }

    public var isWrapped: Bool {
        get { text.isWrapped }
        set { updateText([]) { $0.isWrapped = newValue } }
    }
}

public struct CATextLayerAlignmentMode: Hashable, Sendable {
    let alignment: TextContent.Alignment
    public static let left = CATextLayerAlignmentMode(alignment: .left)
    public static let center = CATextLayerAlignmentMode(alignment: .center)
    public static let right = CATextLayerAlignmentMode(alignment: .right)
    public static let natural = CATextLayerAlignmentMode(alignment: .natural)
}
