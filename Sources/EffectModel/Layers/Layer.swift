/// A `CALayer` and its sublayers, as the document describes them and as the renderer draws them.
///
/// Geometry follows Core Animation: a point p in the layer's bounds space maps to its superlayer's bounds
/// space as `position + transform(p − bounds.origin − anchorPoint · bounds.size)`.
public struct Layer: Sendable, Identifiable, Equatable {
    /// The layer's identifier, unique in the document: what animations, interactions and outputs name it by.
    public var id: String
    /// What a designer calls it (`Plus icon`, `Ripple`), for specs, charts and docs pages; the id when absent.
    public var label: String?
    /// What the layer draws between its background and its sublayers: nothing, a shape, a gradient or text.
    public var content: LayerContent

    // Geometry
    /// The layer's own coordinate space, in points; sublayers are placed in it.
    public var bounds: Rect
    /// Where the anchor point sits in the superlayer's bounds space, in points.
    public var position: Point
    /// The point of the bounds that `position` names and `transform` turns about, in unit coordinates.
    public var anchorPoint = Point(0.5, 0.5)
    /// `CALayer.transform` without perspective: applied about the anchor point, after `position`.
    public var transform = LayerTransform.identity
    /// Sibling drawing order: lower first; equal values keep document order.
    public var zPosition = 0.0
    /// A hidden layer and its sublayers are not drawn (and take no touches).
    public var isHidden = false
    /// Group opacity, 0…1: the layer and its sublayers are composited together, then faded.
    public var opacity = 1.0
    /// How the composited layer combines with what lies below it (the document's `blendMode`; imported from Lottie).
    public var blendMode = BlendMode.normal

    // Chrome
    /// Fills the rounded bounds below the content; `nil` (the default): none.
    public var backgroundColor: Color?
    /// In points; clamped to half the shorter side when drawn, as Core Animation does.
    public var cornerRadius = 0.0
    /// The shape of the rounded corners: circular arcs or Apple's continuous curve.
    public var cornerCurve = CornerCurve.circular
    /// Clips content, sublayers and the layer's shadow to the rounded bounds.
    public var masksToBounds = false
    /// Drawn inside the bounds, above the sublayers.
    public var borderWidth = 0.0
    /// The border's colour; Core Animation's default is opaque black.
    public var borderColor = Color.black

    // Shadow
    /// The shadow's colour before `shadowOpacity`; Core Animation's default is opaque black.
    public var shadowColor = Color.black
    /// The shadow's opacity, 0…1; 0 (the default) casts no shadow.
    public var shadowOpacity = 0.0
    /// In points, UIKit's sign: positive height is down. Core Animation's default (0, −3) casts upwards.
    public var shadowOffset = Size(0, -3)
    /// The Gaussian's standard deviation in points.
    public var shadowRadius = 3.0
    /// The shadow's shape; without it the shadow follows the layer's drawn alpha.
    public var shadowPath: Path?

    /// The sublayers, back to front (before `zPosition` orders them).
    public var sublayers: [Layer] = []
    /// When set, the first sublayer is a matte: not drawn, it masks the sublayers after it (imported from
    /// Lottie's track mattes and masks; the document's `matte`; `CALayer.mask` in EffectKit).
    public var matte: Matte?

    /// A layer with Core Animation's defaults for everything not given.
    ///
    /// - Parameters:
    ///   - id: the layer's identifier, unique in the document.
    ///   - content: what it draws (default: nothing).
    ///   - bounds: its own coordinate space, in points.
    ///   - position: where its anchor point sits in the superlayer, in points.
    public init(id: String, content: LayerContent = .plain, bounds: Rect = .zero, position: Point = .zero) {
        self.id = id
        self.content = content
        self.bounds = bounds
        self.position = position
    }

    /// The map from this layer's bounds space to its superlayer's bounds space.
    public var transformToSuperlayer: AffineTransform {
        let anchor = Point(bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
        return AffineTransform.translation(-anchor.x, -anchor.y)
            .concatenating(transform.affine)
            .concatenating(.translation(position.x, position.y))
    }

    /// The alpha of the most opaque colour the layer paints with itself (background, border, content), 0…1;
    /// 0 when it paints nothing. Its opacity and its sublayers are not counted.
    public var paintAlpha: Double {
        var alphas = [backgroundColor?.alpha ?? 0, borderWidth > 0 ? borderColor.alpha : 0]
        switch content {
        case .plain: break
        case .shape(let shape):
            alphas += [
                shape.path == nil ? 0 : shape.fillColor?.alpha ?? 0,
                shape.path == nil || shape.lineWidth <= 0 ? 0 : shape.strokeColor?.alpha ?? 0,
            ]
        case .gradient(let gradient): alphas += gradient.colors.map(\.alpha)
        case .text(let text): alphas.append(text.string.isEmpty ? 0 : text.foregroundColor.alpha)
        case .image: alphas.append(1)
        }
        return min(1, max(0, alphas.max() ?? 0))
    }

    /// The rounded bounds that background, border and `masksToBounds` use.
    public var boundsPath: Path {
        cornerRadius > 0 ? .roundedRect(bounds, cornerRadius: cornerRadius, cornerCurve: cornerCurve) : .rect(bounds)
    }
}

/// What a layer draws between its background and its sublayers.
public enum LayerContent: Sendable, Equatable {
    /// A `CALayer`: background, border and sublayers only.
    case plain
    /// A `CAShapeLayer`'s path, fill and stroke.
    case shape(ShapeContent)
    /// A `CAGradientLayer`'s colours and geometry.
    case gradient(GradientContent)
    /// A `CATextLayer`'s string and font.
    case text(TextContent)
    /// A `CALayer` whose `contents` is an image.
    case image(ImageContent)

    /// The layer type this content makes.
    public var type: LayerType {
        switch self {
        case .plain: .layer
        case .shape: .shape
        case .gradient: .gradient
        case .text: .text
        case .image: .image
        }
    }
}

/// The plain layer types of the document (`CALayer`, `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`, and a
/// `CALayer` showing an image).
public enum LayerType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `CALayer`.
    case layer
    /// `CAShapeLayer`.
    case shape
    /// `CAGradientLayer`.
    case gradient
    /// `CATextLayer`.
    case text
    /// A `CALayer` whose `contents` is an image.
    case image

    public var description: String { rawValue }
}

/// `CAShapeLayer`'s content.
public struct ShapeContent: Sendable, Equatable {
    /// Which points a self-intersecting path fills (`CAShapeLayerFillRule`).
    public enum FillRule: String, Sendable, CaseIterable {
        /// Inside where the path winds around the point a non-zero number of times (the default).
        case nonZero
        /// Inside where a ray from the point crosses the path an odd number of times.
        case evenOdd
    }

    /// How a stroke's open ends are drawn (`CAShapeLayerLineCap`).
    public enum LineCap: String, Sendable, CaseIterable {
        /// Square, ending exactly at the end point (the default).
        case butt
        /// A half circle beyond the end point.
        case round
        /// A half square beyond the end point.
        case square
    }

    /// How a stroke's corners are drawn (`CAShapeLayerLineJoin`).
    public enum LineJoin: String, Sendable, CaseIterable {
        /// Pointed, cut to a bevel beyond `miterLimit` (the default).
        case miter
        /// Rounded.
        case round
        /// Cut straight across.
        case bevel
    }

    /// The outline, in the layer's bounds space; `nil` draws nothing.
    public var path: Path?
    /// `nil`: no fill. Core Animation's default is opaque black.
    public var fillColor: Color? = .black
    /// `nil` (the default): no stroke.
    public var strokeColor: Color?
    /// In points, centred on the path.
    public var lineWidth = 1.0
    /// How open ends of the stroke are drawn.
    public var lineCap = LineCap.butt
    /// How the stroke's corners are drawn.
    public var lineJoin = LineJoin.miter
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    public var miterLimit = 10.0
    /// Fractions 0…1 of the path's length between which the stroke is drawn.
    public var strokeStart = 0.0
    /// Where the stroke ends, as a fraction 0…1 of the path's length.
    public var strokeEnd = 1.0
    /// Which points a self-intersecting path fills.
    public var fillRule = FillRule.nonZero
    /// The stroke's dashes and gaps in turn, in points; empty (the default): solid (the document's `lineDashPattern`;
    /// imported from Lottie; `CAShapeLayer.lineDashPattern` in EffectKit).
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase = 0.0

    /// Core Animation's defaults: no path, an opaque black fill, no stroke.
    public init() {}

    /// The dashes as drawn: none when they would draw nothing or never end (a negative length, all zero).
    public var drawnDashes: [Double] {
        lineDashPattern.allSatisfy { $0 >= 0 } && lineDashPattern.contains { $0 > 0 } ? lineDashPattern : []
    }
}

/// `CAGradientLayer`'s content. Points are in unit coordinates of the bounds.
public struct GradientContent: Sendable, Equatable {
    /// The gradient's geometry (`CAGradientLayerType`).
    public enum Kind: String, Sendable, CaseIterable {
        /// Along the line from `startPoint` to `endPoint`.
        case axial
        /// An ellipse centred on `startPoint` whose radii reach `endPoint`.
        case radial
        /// A sweep around `startPoint`, starting in the direction of `endPoint`, clockwise on screen.
        case conic
    }

    /// The colours, from the start point on.
    public var colors: [Color] = []
    /// Stop positions 0…1, one per colour; `nil` spreads the colours evenly.
    public var locations: [Double]?
    /// Where the gradient starts, in unit coordinates of the bounds (default: the top centre).
    public var startPoint = Point(0.5, 0)
    /// Where the gradient ends, in unit coordinates of the bounds (default: the bottom centre).
    public var endPoint = Point(0.5, 1)
    /// The gradient's geometry (default: axial).
    public var kind = Kind.axial
    /// Where a radial gradient's first colour sits: an offset from the start point in fractions of the radii, inside
    /// the ellipse (default `[0, 0]`, its centre, as Core Animation always draws it). Lottie's highlight and SVG's
    /// focal point; axial and conic gradients have none.
    public var focalOffset = Point.zero

    /// Core Animation's defaults: no colours, axial from the top centre to the bottom centre.
    public init() {}

    /// Colour stops as drawn: explicit locations, or even spacing, as Core Animation spaces them.
    public var stops: [(location: Double, color: Color)] {
        colors.enumerated().map { i, color in
            let location =
                locations.flatMap { i < $0.count ? $0[i] : nil }
                ?? (colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0)
            return (location, color)
        }
    }
}

/// `CATextLayer`'s content.
public struct TextContent: Sendable, Equatable {
    /// How lines sit across the bounds (`CATextLayerAlignmentMode`).
    public enum Alignment: String, Sendable, CaseIterable {
        /// Lines start at the left edge.
        case left
        /// Lines are centred.
        case center
        /// Lines end at the right edge.
        case right
        /// The script's own direction: left-aligned for left-to-right text.
        case natural
    }

    /// The text; `\n` starts a line.
    public var string = ""
    /// A Pango font description (`"Inter Bold 18"`); the size is in points.
    public var font = TextContent.defaultFont
    /// Core Animation's default is opaque white.
    public var foregroundColor = Color.white
    /// How lines sit across the bounds.
    public var alignmentMode = Alignment.natural
    /// Wraps at the bounds' width; unwrapped text is one line per `\n`, never cut.
    public var isWrapped = false
    /// Where the lines sit in the bounds' height (default: at the top, as `CATextLayer` draws them).
    public var verticalAlignment = VerticalAlignment.top

    /// Where a text's lines sit in its bounds' height: the document's `verticalAlignment`.
    public enum VerticalAlignment: String, Sendable, CaseIterable {
        /// From the top of the bounds (`CATextLayer`'s only way).
        case top
        /// The lines' block centred in the bounds' height.
        case center
        /// The lines' block ending at the bottom of the bounds.
        case bottom
    }

    /// CATextLayer's default is Helvetica 36, which Debian cannot install; Inter is its closest installed relative.
    public static let defaultFont = "Inter 36"

    /// The longest string, in characters: laying text out costs the square of its lines, and 5 000 one-character
    /// lines take about a second.
    public static let maximumLength = 5_000

    /// Core Animation's defaults: no text, white, Inter 36 (for Helvetica 36), natural alignment, unwrapped, at the top.
    public init() {}
}

extension GradientContent {
    /// The most stops a gradient is drawn with. Beyond it the colours are sampled at this many even locations:
    /// stops closer than 1/4096 of the gradient's length are finer than any canvas draws them, and the
    /// renderer's cost grows with the square of the stops it is given.
    public static let maximumDrawnStops = 4096

    /// The gradient's axis in the layer's own coordinates, in points: the unit start and end points placed in
    /// `bounds` (an axial gradient's line, a radial one's centre and corner, a conic one's centre and direction).
    public func axis(in bounds: Rect) -> (start: Point, end: Point) {
        func place(_ unit: Point) -> Point { Point(bounds.minX + unit.x * bounds.width, bounds.minY + unit.y * bounds.height) }
        return (place(startPoint), place(endPoint))
    }

    /// A radial gradient's radii in `bounds`, in points: the horizontal and vertical distances from the start point
    /// to the end point. Either is 0 for a flat ellipse, which draws the last colour everywhere.
    public func radii(in bounds: Rect) -> (x: Double, y: Double) {
        (abs(endPoint.x - startPoint.x) * bounds.width, abs(endPoint.y - startPoint.y) * bounds.height)
    }

    /// The stops in location order; equal locations keep the document's order (a hard edge).
    public var sortedStops: [(location: Double, color: Color)] {
        stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The stops to draw: `sortedStops`, or at most `maximumDrawnStops` of them sampled evenly.
    public var drawnStops: [(location: Double, color: Color)] {
        let sorted = sortedStops
        guard sorted.count > Self.maximumDrawnStops, let first = sorted.first?.location, let last = sorted.last?.location else { return sorted }
        let count = Self.maximumDrawnStops
        let locations = (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
        return Array(zip(locations, Self.colors(at: locations, along: sorted)))
    }

    /// The colour at `location` 0…1 along the gradient: stops interpolated component-wise, the end
    /// colours held beyond the first and last stop. Transparent when there are no colours.
    public func color(at location: Double) -> Color {
        Self.colors(at: [location], along: sortedStops)[0]
    }

    /// The colours at `locations` (ascending), in one pass along `stops` (sorted): time linear in both.
    public func colors(at locations: [Double]) -> [Color] {
        Self.colors(at: locations, along: sortedStops)
    }

    private static func colors(at locations: [Double], along stops: [(location: Double, color: Color)]) -> [Color] {
        guard let first = stops.first, let last = stops.last else { return locations.map { _ in .clear } }
        var k = 0
        return locations.map { location in
            if location <= first.location { return first.color }
            if location >= last.location { return last.color }
            // The first stop at or past the location, and the one before it.
            while stops[k].location < location { k += 1 }
            let (a, b) = (stops[k - 1], stops[k])
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, (location - a.location) / span) : b.color
        }
    }
}
