import EffectModel
import Foundation

/// SwiftUI's `Gradient`: colours at locations 0…1 along a gradient.
nonisolated public struct Gradient: Hashable, Sendable {
    /// One colour at its place.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it sits, 0…1 along the gradient.
        public var location: CGFloat
        /// `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// `stops` as given.
    public init(stops: [Stop]) { self.stops = stops }

    /// `colors` spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
}

/// A gradient that fills a shape: the document's gradient layer content for a frame of `size`.
protocol GradientStyle: ShapeStyle {
    /// The layer's gradient filling a frame of `size` points as SwiftUI draws this one.
    func content(in size: CGSize) -> GradientContent
    /// The layer's name when the gradient is a view (`linearGradient`).
    var kindName: String { get }
}

extension GradientStyle {
    /// A view filling what it is offered with the gradient.
    @MainActor func gradientNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = ShapeView(shape: Rectangle(), fill: nil, stroke: nil, gradient: self).nodes(in: context)
        for node in nodes { node.name = kindName }
        return nodes
    }

    /// The first colour (what text and symbols in a gradient foreground are drawn in).
    var firstColor: Color? { content(in: CGSize(width: 1, height: 1)).colors.first.map(Color.init(model:)) }

    /// `gradient`'s colours and locations, each location mapped by `place`.
    static func stops(_ gradient: Gradient, _ place: (Double) -> Double) -> (colors: [EffectModel.Color], locations: [Double]) {
        (gradient.stops.map(\.color.model), gradient.stops.map { place(Double($0.location)) })
    }
}

/// SwiftUI's `LinearGradient`: colours along the line from `startPoint` to `endPoint` (unit points of the frame);
/// a shape style and a view that fills what it is offered.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, GradientStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    /// `colors`, evenly spread, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    var kindName: String { "linearGradient" }
    func content(in size: CGSize) -> GradientContent {
        var content = GradientContent()
        (content.colors, content.locations) = Self.stops(gradient) { $0 }
        content.startPoint = Point(Double(startPoint.x), Double(startPoint.y))
        content.endPoint = Point(Double(endPoint.x), Double(endPoint.y))
        return content
    }
    /// A primitive view has no body.
    @MainActor public var body: Never { fatalError("LinearGradient has no body") }
    @MainActor func nodes(in context: ResolveContext) -> [ViewNode] { gradientNodes(in: context) }
}

/// SwiftUI's `RadialGradient`: colours on circles about `center` (a unit point of the frame), from `startRadius` to
/// `endRadius` points; a shape style and a view.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, GradientStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// `gradient` from `startRadius` to `endRadius` points about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    /// `colors`, evenly spread, from `startRadius` to `endRadius` points about `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `stops` from `startRadius` to `endRadius` points about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    var kindName: String { "radialGradient" }
    /// Core Animation's radial gradient is the ellipse about the start point reaching the end point, its colours from
    /// the centre out: a circle of `endRadius` points, each location moved out to start at `startRadius`.
    func content(in size: CGSize) -> GradientContent {
        var content = GradientContent()
        content.kind = .radial
        let (inner, outer) = (Double(startRadius), max(Double(endRadius), 1e-9))
        (content.colors, content.locations) = Self.stops(gradient) { (inner + $0 * (outer - inner)) / outer }
        content.startPoint = Point(Double(center.x), Double(center.y))
        content.endPoint = Point(Double(center.x) + outer / max(Double(size.width), 1e-9), Double(center.y) + outer / max(Double(size.height), 1e-9))
        return content
    }
    /// A primitive view has no body.
    @MainActor public var body: Never { fatalError("RadialGradient has no body") }
    @MainActor func nodes(in context: ResolveContext) -> [ViewNode] { gradientNodes(in: context) }
}

/// SwiftUI's `AngularGradient` (a conic gradient): colours by angle about `center` (a unit point of the frame), from
/// `startAngle` clockwise to `endAngle`; a shape style and a view.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, GradientStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// `gradient` about `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }
    /// `colors`, evenly spread, about `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `stops` about `center` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `gradient` about `center`, a full turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    /// `colors`, evenly spread, about `center`, a full turn from `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// `stops` about `center`, a full turn from `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    var kindName: String { "angularGradient" }
    /// Core Animation's conic gradient is a full turn from the direction of the end point: the sweep's stops take
    /// their share of it; a sweep short of a turn leaves the rest to the last colour, then, halfway across, the first
    /// (Apple's rule); a sweep past a turn draws its last turn.
    func content(in size: CGSize) -> GradientContent {
        var content = GradientContent()
        content.kind = .conic
        let turn = 2 * Double.pi
        let sweep = max(endAngle.radians - startAngle.radians, 0)
        let start = sweep > turn ? endAngle.radians - turn : startAngle.radians
        let skipped = max(sweep - turn, 0) / max(sweep, 1e-12)
        var stops = gradient.stops.map { (location: (Double($0.location) * sweep - skipped * sweep) / turn, color: $0.color.model) }
        if skipped > 0, let firstKept = stops.firstIndex(where: { $0.location >= 0 }), firstKept > 0 {
            let (a, b) = (stops[firstKept - 1], stops[firstKept])
            stops = [(0, a.color.interpolated(to: b.color, -a.location / (b.location - a.location)))] + stops[firstKept...]
        }
        if sweep < turn, let first = stops.first, let last = stops.last {
            let halfway = (sweep / turn + 1) / 2
            stops += [(halfway, last.color), (halfway, first.color), (1, first.color)]
        }
        content.colors = stops.map(\.color)
        content.locations = stops.map(\.location)
        content.startPoint = Point(Double(center.x), Double(center.y))
        let (width, height) = (max(Double(size.width), 1e-9), max(Double(size.height), 1e-9))
        content.endPoint = Point(Double(center.x) + cos(start) / width, Double(center.y) + sin(start) / height)
        return content
    }
    /// A primitive view has no body.
    @MainActor public var body: Never { fatalError("AngularGradient has no body") }
    @MainActor func nodes(in context: ResolveContext) -> [ViewNode] { gradientNodes(in: context) }
}
