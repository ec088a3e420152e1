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

    /// The outline, in the layer's bounds space.
    public var path: CGPath? {
        get { shape.path.map(CGPath.init) }
        set { updateShape([.path]) { $0.path = newValue?.path } }
    }

    /// The fill; `nil`: none (default: opaque black).
    public var fillColor: CGColor? {
        get { shape.fillColor.map(CGColor.init) }
        set { updateShape([.fillColor]) { $0.fillColor = newValue?.color } }
    }

    /// The stroke; `nil` (the default): none.
    public var strokeColor: CGColor? {
        get { shape.strokeColor.map(CGColor.init) }
        set { updateShape([.strokeColor]) { $0.strokeColor = newValue?.color } }
    }

    /// The stroke's width, in points, centred on the path.
    public var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { updateShape([.lineWidth]) { $0.lineWidth = Double(newValue) } }
    }

    /// Where the stroke starts, as a fraction 0…1 of the path's length.
    public var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { updateShape([.strokeStart]) { $0.strokeStart = Double(newValue) } }
    }

    /// Where the stroke ends, as a fraction 0…1 of the path's length.
    public var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { updateShape([.strokeEnd]) { $0.strokeEnd = Double(newValue) } }
    }

    /// The longest miter, in line widths, before a join is bevelled.
    public var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { updateShape([]) { $0.miterLimit = Double(newValue) } }
    }

    /// How open ends are drawn.
    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(cap: shape.lineCap) }
        set { updateShape([]) { $0.lineCap = newValue.cap } }
    }

    /// The stroke's dashes and gaps in turn, in points (`nil`: solid), as Core Animation takes them.
    public var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.isEmpty ? nil : shape.lineDashPattern.map { NSNumber(value: $0) } }
        set { updateShape([]) { $0.lineDashPattern = newValue?.map(\.doubleValue) ?? [] } }
    }

    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { updateShape([]) { $0.lineDashPhase = Double(newValue) } }
    }

    /// How corners are drawn.
    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(join: shape.lineJoin) }
        set { updateShape([]) { $0.lineJoin = newValue.join } }
    }

    /// Which points a self-intersecting path fills.
    public var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rule: shape.fillRule) }
        set { updateShape([]) { $0.fillRule = newValue.rule } }
    }
}

/// `CAShapeLayerLineCap`: how a stroke's open ends are drawn.
public struct CAShapeLayerLineCap: Hashable, Sendable {
    let cap: ShapeContent.LineCap
    /// Square, at the end point.
    public static let butt = CAShapeLayerLineCap(cap: .butt)
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(cap: .round)
    /// A half square beyond the end point.
    public static let square = CAShapeLayerLineCap(cap: .square)
}

/// `CAShapeLayerLineJoin`: how a stroke's corners are drawn.
public struct CAShapeLayerLineJoin: Hashable, Sendable {
    let join: ShapeContent.LineJoin
    /// Pointed, bevelled beyond the miter limit.
    public static let miter = CAShapeLayerLineJoin(join: .miter)
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(join: .round)
    /// Cut straight across.
    public static let bevel = CAShapeLayerLineJoin(join: .bevel)
}

/// `CAShapeLayerFillRule`: which points a self-intersecting path fills.
public struct CAShapeLayerFillRule: Hashable, Sendable {
    let rule: ShapeContent.FillRule
    /// Where the path winds a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rule: .nonZero)
    /// Where a ray crosses the path an odd number of times.
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

    /// Each colour's stop, 0…1; `nil`: spread evenly.
    public var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { updateGradient([.locations]) { $0.locations = newValue?.map(\.doubleValue) } }
    }

    /// Where the gradient starts, in unit coordinates.
    public var startPoint: CGPoint {
        get { gradient.startPoint.cgPoint }
        set { updateGradient([.startPoint]) { $0.startPoint = Point(newValue) } }
    }

    /// Where the gradient ends, in unit coordinates.
    public var endPoint: CGPoint {
        get { gradient.endPoint.cgPoint }
        set { updateGradient([.endPoint]) { $0.endPoint = Point(newValue) } }
    }

    /// Axial, radial or conic.
    public var type: CAGradientLayerType {
        get { CAGradientLayerType(kind: gradient.kind) }
        set { updateGradient([]) { $0.kind = newValue.kind } }
    }
}

/// `CAGradientLayerType`: the gradient's geometry.
public struct CAGradientLayerType: Hashable, Sendable {
    let kind: GradientContent.Kind
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(kind: .axial)
    /// An ellipse centred on the start point, reaching the end point.
    public static let radial = CAGradientLayerType(kind: .radial)
    /// A sweep around the start point, towards the end point.
    public static let conic = CAGradientLayerType(kind: .conic)
}

/// `CATextLayer`: a string in a font (`font`, a `UIFont` or a font's name, at `fontSize` points).
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

    /// The font, typed as Apple's `CFTypeRef?`: a `UIFont` (as `CTFont` is on iOS) or a font's name as an `NSString`
    /// (a Pango family and style, `"Roboto Italic"`). Its size is `fontSize`, as on iOS; a Swift `String` is no
    /// `AnyObject`, so `font = "Inter"` does not compile, here as on iOS.
    public var font: AnyObject? {
        get { fontObject }
        set {
            fontObject = newValue
            let family = (newValue as? UIFont)?.family ?? (newValue as? NSString).map { String(describing: $0) } ?? "Inter"
            updateText([]) { $0.font = "\(family) \(Self.sizeText($0.font))" }
        }
    }
    private var fontObject: AnyObject?

    /// The font's size, in points.
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

    /// The text's colour (default: opaque white).
    public var foregroundColor: CGColor? {
        get { CGColor(text.foregroundColor) }
        set { updateText([.foregroundColor]) { $0.foregroundColor = newValue?.color ?? .white } }
    }

    /// How lines sit across the bounds.
    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(alignment: text.alignmentMode) }
        set { updateText([]) { $0.alignmentMode = newValue.alignment } }
    }

    /// Whether text wraps at the bounds' width.
    public var isWrapped: Bool {
        get { text.isWrapped }
        set { updateText([]) { $0.isWrapped = newValue } }
    }
}

/// `CATextLayerAlignmentMode`: how lines sit across the bounds.
public struct CATextLayerAlignmentMode: Hashable, Sendable {
    let alignment: TextContent.Alignment
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(alignment: .left)
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(alignment: .center)
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(alignment: .right)
    /// The script's direction: left for left-to-right text.
    public static let natural = CATextLayerAlignmentMode(alignment: .natural)
}
