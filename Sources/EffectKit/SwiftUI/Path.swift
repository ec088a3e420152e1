import EffectModel
import Foundation

/// SwiftUI's `Path`: an outline of lines and curves, and a view that fills it (in the foreground colour).
public struct Path: Shape, Equatable {
    /// The document's path.
    var model = EffectModel.Path()

    /// An empty path.
    public init() {}
    /// The rectangle `rect`.
    public init(_ rect: CGRect) { model = .rect(Rect(rect)) }
    /// The path `build` draws.
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// The rectangle `rect` with corners of `cornerRadius` points (`style` accepted; the corners are continuous).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        model = .roundedRect(Rect(rect), cornerRadius: Double(cornerRadius), cornerCurve: .continuous)
    }
    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { model = .oval(in: Rect(rect)) }

    /// The path's elements through a `UIBezierPath`, changed by `change`.
    private mutating func edit(_ change: (UIBezierPath) -> Void) {
        let builder = UIBezierPath()
        builder.path = model
        if let last = model.elements.last, case .move(let p) = last { builder.move(to: p.cgPoint) }
        change(builder)
        model = builder.path
    }

    /// Starts a subpath at `end`.
    public mutating func move(to end: CGPoint) { model.move(to: Point(end)) }
    /// A line to `end`.
    public mutating func addLine(to end: CGPoint) { model.line(to: Point(end)) }
    /// A quadratic curve through `control` to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { model.elements.append(.quad(Point(control), to: Point(end))) }
    /// A cubic curve through `control1` and `control2` to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        model.cubic(Point(control1), Point(control2), to: Point(end))
    }
    /// Closes the subpath.
    public mutating func closeSubpath() { model.close() }
    /// Adds the rectangle `rect`.
    public mutating func addRect(_ rect: CGRect) { model.elements += EffectModel.Path.rect(Rect(rect)).elements }
    /// Adds the ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) { model.elements += EffectModel.Path.oval(in: Rect(rect)).elements }
    /// Adds the rounded rectangle `rect` with corners of `cornerSize`'s width.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        model.elements += EffectModel.Path.roundedRect(Rect(rect), cornerRadius: Double(cornerSize.width), cornerCurve: .continuous).elements
    }
    /// An arc about `center` from `startAngle` to `endAngle` (`clockwise` as SwiftUI means it, in its flipped
    /// coordinates: on screen, counter-clockwise).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        edit {
            $0.addArc(
                withCenter: center, radius: radius, startAngle: CGFloat(startAngle.radians), endAngle: CGFloat(endAngle.radians),
                clockwise: !clockwise)
        }
    }

    /// The path itself, moved into nothing: a `Path` is drawn where it was written.
    public func path(in rect: CGRect) -> Path { self }
}

/// SwiftUI's `RoundedCornerStyle` (the corners are drawn continuous either way).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature, as iOS draws corners.
    case continuous
}

/// SwiftUI's `Shape`: an outline in a rectangle, and a view that fills it with the foreground colour.
public protocol Shape: View {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape is drawn by the host: it has no body.
    public var body: Never { fatalError("a Shape has no body") }

    /// The shape filled with `content` (`.fill(.red)`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, fill: content as? Color, stroke: nil, gradient: content as? any GradientStyle)
    }

    /// The shape's outline stroked with `content`, `lineWidth` points wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, fill: nil, stroke: (content as? Color, lineWidth, nil, nil))
    }

    /// The shape's outline stroked with `content` as `style` says (its line width, caps and joins).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, fill: nil, stroke: (content as? Color, style.lineWidth, style.lineCap, style.lineJoin))
    }

    /// The part of the outline from `from` to `to` (fractions of its length).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> some Shape { TrimmedShape(shape: self, range: from...max(from, to)) }
}

/// SwiftUI's `FillStyle` (accepted; the even-odd rule is not drawn).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule fills.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { (isEOFilled, isAntialiased) = (eoFill, antialiased) }
}

/// SwiftUI's `StrokeStyle`: its line width, caps and joins are drawn (the miter limit and dashes are kept, not drawn).
public struct StrokeStyle: Hashable, Sendable {
    /// Points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The longest miter, in line widths, before a join is bevelled.
    public var miterLimit: CGFloat
    /// Dashes and gaps in turn, in points (empty: solid).
    public var dash: [CGFloat]
    /// How far into the dashes the stroke starts, in points.
    public var dashPhase: CGFloat
    /// A stroke `lineWidth` points wide, with Apple's defaults: butt caps, miter joins.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](),
        dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit, self.dash, self.dashPhase) = (
            lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase
        )
    }
}

/// Core Graphics' `CGLineCap`: how a stroke's open ends are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
}

/// Core Graphics' `CGLineJoin`: how a stroke's corners are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Pointed, bevelled beyond the miter limit.
    case miter
    /// Rounded.
    case round
    /// Cut straight across.
    case bevel
}

/// `trim(from:to:)`'s shape.
struct TrimmedShape: Shape {
    let shape: any Shape
    let range: ClosedRange<CGFloat>
    func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape with its fill or stroke: a node drawing it.
struct ShapeView: View, PrimitiveView {
    let shape: any Shape
    let fill: Color?
    /// The stroke's colour, width, and caps and joins (`nil`: EffectKit's round caps and miter joins).
    let stroke: (color: Color?, width: CGFloat, cap: CGLineCap?, join: CGLineJoin?)?
    /// A gradient filling the shape instead of a colour.
    var gradient: (any GradientStyle)? = nil

    var body: Never { fatalError("ShapeView has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        var base = shape
        var trim: ClosedRange<CGFloat> = 0...1
        if let trimmed = shape as? TrimmedShape { (base, trim) = (trimmed.shape, trimmed.range) }
        let node = context.node(base is Circle ? .square : .fill, name: Self.name(of: base))
        node.hasView = true
        let colour = context.foreground ?? .primary
        if let stroke {
            node.look.stroke = stroke.color ?? colour
            node.look.lineWidth = stroke.width
            if let cap = stroke.cap { node.look.lineCap = cap }
            if let join = stroke.join { node.look.lineJoin = join }
        } else {
            node.look.fill = fill ?? colour
        }
        node.look.trim = trim
        let rounded: ViewNode.RoundedShape? =
            switch base {
            case is Rectangle: .radius(0)
            case let shape as RoundedRectangle: .radius(shape.cornerSize.width)
            case is Capsule, is Circle: .capsule
            default: nil
            }
        node.drawing = stroke == nil && trim == 0...1 && rounded != nil ? .rounded(rounded!) : .path(base)
        if stroke == nil, let gradient = gradient ?? (fill == nil ? context.foregroundGradient : nil) {
            node.drawing = .gradient(gradient, clip: base, rounded: trim == 0...1 ? rounded : nil)
        }
        return [node]
    }

    /// `circle` for `Circle`.
    static func name(of shape: any Shape) -> String {
        let type = ResolveContext.typeName(Swift.type(of: shape))
        return type.prefix(1).lowercased() + type.dropFirst()
    }
}

/// SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    /// A rectangle filling its frame.
    public init() {}
    /// The rectangle `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerSize: CGSize
    /// Accepted; corners are continuous.
    public var style: RoundedCornerStyle
    /// Corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The rounded rectangle in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

/// SwiftUI's `Capsule`: a rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// A capsule filling its frame.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// The capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// SwiftUI's `Circle`: the largest circle centred in its frame.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// The circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// SwiftUI's `Ellipse`: the ellipse inscribed in its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// The ellipse in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
