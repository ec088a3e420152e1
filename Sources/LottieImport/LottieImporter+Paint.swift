import EffectModel
import Foundation

extension LottieImporter {
    /// The shape layers of one paint (`fl`, `st`, `gf`, `gs`) over `shapes`: one layer, or one per shape when a
    /// simultaneous trim cuts each apart. The paint's opacity is the layer's, so colour and opacity animate apart.
    mutating func paint(_ item: LottieNode, shapes: [PaintedShape], id: String, clock: LottieClock, layerName: String?) throws(DocumentError)
        -> [Layer]
    {
        guard !shapes.isEmpty else { return [] }
        let type = item["ty"]?.string ?? ""
        if type == "gf", shapes.count == 1, let layer = try gradientLayer(item, shape: shapes[0], id: id, clock: clock, layerName: layerName) {
            return [layer]
        }
        let trims = shapes[0].trims
        if trims.count > 1 || shapes.contains(where: { $0.trims.map(\.path) != trims.map(\.path) }) {
            support.note("trim paths applied to paths they do not all cut: the nearest one is used for all", at: item, layer: layerName)
        }
        let trim = trims.last
        let separately = trim != nil && trim?["m"]?.number != 2 && shapes.count > 1
        let groups = separately ? shapes.map { [$0] } : [shapes]
        var layers: [Layer] = []
        for (i, group) in groups.enumerated() {
            try countLayer(at: item)
            var layer = Layer(id: groups.count > 1 ? "\(id)-\(i)" : id)
            layer.label = contentLabel(item, layerName: layerName)
            var content = ShapeContent()
            content.path = path(of: group, at: clock.frames(count: 0, documentFPS: fps)[0])
            layer.content = .shape(content)
            try animatePath(of: group, on: layer.id, clock: clock, at: item)
            try style(item, &layer, clock: clock, layerName: layerName)
            if let trim { try applyTrim(trim, to: &layer, isFill: type == "fl" || type == "gf", clock: clock, layerName: layerName) }
            let isGradient = type == "gf" || type == "gs"
            layers.append(isGradient ? try paintedGradient(item, through: layer, shapes: group, clock: clock, layerName: layerName) : layer)
        }
        return layers
    }

    /// A gradient seen through `outline` (the filled or stroked shapes, opaque) as its alpha matte: a gradient
    /// layer over the box the outline covers at every frame, its points and colours changing as keyed.
    private mutating func paintedGradient(_ item: LottieNode, through outline: Layer, shapes: [PaintedShape], clock: LottieClock, layerName: String?)
        throws(DocumentError) -> Layer
    {
        try countLayer(at: item)
        let frames = clock.frames(count: frameCount, documentFPS: fps)
        var reach = 1.0
        if case .shape(let content) = outline.content, content.strokeColor != nil {
            let widths = (try? LottieProperty(item["w"]))?.keyframes.compactMap { $0.start.numbers.first } ?? [content.lineWidth]
            reach += (widths.max() ?? content.lineWidth) * max(content.miterLimit, 1)
        }
        let importer = self
        let boxes = (shapes.contains(where: isAnimated) ? frames : [frames[0]]).compactMap { importer.path(of: shapes, at: $0).controlBounds }
        let box = (boxes.dropFirst().reduce(boxes.first ?? Rect(0, 0, 1, 1)) { $0.union($1) }).outset(by: reach)
        try noteMovingHighlight(item, frames: frames, layerName: layerName)
        var gradient = Layer(id: "\(outline.id)-gradient", bounds: Rect(0, 0, box.width, box.height), position: box.origin)
        gradient.anchorPoint = .zero
        gradient.content = .gradient(self.gradient(item, in: box, at: frames[0]))
        let keyed = ["s", "e"].contains { (try? LottieProperty(item[$0]))?.isAnimated ?? false }
        if keyed || (try? LottieProperty(item["g"]?["k"]))?.isAnimated ?? false {
            for keyPath: AnimatableKeyPath in [.colors, .locations, .startPoint, .endPoint] {
                try sample(keyPath, of: gradient.id, at: item) { k in
                    keyPath.value(of: Layer(id: "", content: .gradient(importer.gradient(item, in: box, at: frames[k]))))
                }
            }
        }
        var painted = Layer(id: "\(outline.id)-painted")
        painted.label = outline.label
        painted.matte = Matte(.alpha)
        painted.sublayers = [outline, gradient]
        return painted
    }

    /// A changing path: the shape's own keyframes when it is one path under fixed transforms, else sampled.
    private mutating func animatePath(of shapes: [PaintedShape], on id: String, clock: LottieClock, at node: LottieNode) throws(DocumentError) {
        guard shapes.contains(where: isAnimated) else { return }
        if shapes.count == 1, shapes[0].item["ty"]?.string == "sh", !shapes[0].transforms.contains(where: isAnimated),
            let property = try LottieProperty(shapes[0].item["ks"])
        {
            let transforms = shapes[0].transforms.map { affine($0, at: 0) }
            try animate(property, .path, of: id, clock: clock, at: shapes[0].item) { value in
                guard case .shape(let bezier) = value else { return nil }
                return .path(transforms.reduce(bezier.path) { $0.applying($1) })
            }
            return
        }
        let frames = clock.frames(count: frameCount, documentFPS: fps)
        let importer = self
        try sample(.path, of: id, at: node) { k in .path(importer.path(of: shapes, at: frames[k])) }
    }

    /// Colour, opacity and line of a fill or stroke (a gradient's as its middle colour).
    private mutating func style(_ item: LottieNode, _ layer: inout Layer, clock: LottieClock, layerName: String?) throws(DocumentError) {
        guard case .shape(var content) = layer.content else { return }
        let type = item["ty"]?.string ?? ""
        let isStroke = type == "st" || type == "gs"
        let id = layer.id
        let colorKeyPath: AnimatableKeyPath = isStroke ? .strokeColor : .fillColor
        var color = Color.black
        if type == "gf" || type == "gs" {
            // The outline a gradient shows through (`paintedGradient`): opaque, faded by the paint's opacity below.
            color = .white
        } else if let c = try property(item["c"], layerName) {
            color = Self.color(c.initial)
            try animate(c, colorKeyPath, of: id, clock: clock, at: item) { .color(Self.color($0)) }
        }
        if isStroke {
            (content.fillColor, content.strokeColor) = (nil, color)
            if let w = try property(item["w"], layerName) {
                content.lineWidth = max(w.initial.numbers.first ?? 1, 0)
                try animate(w, .lineWidth, of: id, clock: clock, at: item) { $0.numbers.first.map { .number(max($0, 0)) } }
            }
            content.lineCap = [2: .round, 3: .square][item["lc"]?.number ?? 1] ?? .butt
            content.lineJoin = [2: .round, 3: .bevel][item["lj"]?.number ?? 1] ?? .miter
            content.miterLimit = item["ml"]?.number ?? (try? LottieProperty(item["ml2"]))?.initial.numbers.first ?? 4
            if let dashes = item["d"], !dashes.elements.isEmpty {
                // Dashes (`d`) and gaps (`g`) in turn, then the offset (`o`), each a property: their first values.
                var pattern: [Double] = []
                for entry in dashes.elements {
                    let value = try property(entry["v"], layerName)
                    if value?.isAnimated == true { support.note("dashes drawn from their first values", at: entry, layer: layerName) }
                    let length = value?.initial.numbers.first ?? 0
                    if entry["n"]?.string == "o" { content.lineDashPhase = length } else { pattern.append(max(length, 0)) }
                }
                // An odd count repeats, as SVG and Cairo read it.
                content.lineDashPattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
            }
        } else {
            content.fillColor = color
            content.fillRule = item["r"]?.number == 2 ? .evenOdd : .nonZero
        }
        layer.content = .shape(content)
        if let o = try property(item["o"], layerName) {
            layer.opacity = min(max((o.initial.numbers.first ?? 100) / 100, 0), 1)
            try animate(o, .opacity, of: id, clock: clock, at: item) { $0.numbers.first.map { .number(min(max($0 / 100, 0), 1)) } }
        }
    }

    /// Trim paths as the stroke's start and end; a fill is drawn whole.
    private mutating func applyTrim(_ trim: LottieNode, to layer: inout Layer, isFill: Bool, clock: LottieClock, layerName: String?)
        throws(DocumentError)
    {
        let s = try property(trim["s"], layerName) ?? LottieProperty(constant: .numbers([0]), path: trim.path)
        let e = try property(trim["e"], layerName) ?? LottieProperty(constant: .numbers([100]), path: trim.path)
        let o = try property(trim["o"], layerName)
        let whole = !s.isAnimated && !e.isAnimated && s.initial.numbers.first ?? 0 <= 0 && e.initial.numbers.first ?? 100 >= 100
        if isFill {
            if !whole { support.note("trim paths on a fill not applied: the fill is drawn whole", at: trim, layer: layerName) }
            return
        }
        let offset = (o?.initial.numbers.first ?? 0) / 360
        if o?.isAnimated == true || offset != 0 {
            support.note("trim offset drawn from its first value, without wrapping past the path's start", at: trim["o"] ?? trim, layer: layerName)
        }
        let fraction = { (v: LottieValue) -> AnimatableValue? in v.numbers.first.map { .number(min(max($0 / 100 + offset, 0), 1)) } }
        guard case .shape(var content) = layer.content else { return }
        if case .number(let start)? = fraction(s.initial) { content.strokeStart = start }
        if case .number(let end)? = fraction(e.initial) { content.strokeEnd = end }
        layer.content = .shape(content)
        try animate(s, .strokeStart, of: layer.id, clock: clock, at: trim, convert: fraction)
        try animate(e, .strokeEnd, of: layer.id, clock: clock, at: trim, convert: fraction)
    }

    /// A gradient fill of one shape that is a rectangle, rounded or not, or a circle (whatever its kind: `rc`, `el`,
    /// `sh`) at every frame, drawn exactly as a gradient layer of its bounds clipped to its corner radius.
    private mutating func gradientLayer(_ item: LottieNode, shape: PaintedShape, id: String, clock: LottieClock, layerName: String?)
        throws(DocumentError)
        -> Layer?
    {
        guard shape.trims.isEmpty, item["t"]?.number != 3 else { return nil }
        let frames = clock.frames(count: frameCount, documentFPS: fps)
        let importer = self
        let changes =
            ["s", "e"].contains { (try? LottieProperty(item[$0]))?.isAnimated ?? false }
            || (try? LottieProperty(item["g"]?["k"]))?.isAnimated ?? false || isAnimated(shape)
        let outlines = (isAnimated(shape) ? frames : [frames[0]]).map { LottieAssets.roundedRect(importer.path(of: [shape], at: $0)) }
        guard let (first, radius) = outlines[0], !outlines.contains(where: { $0 == nil }) else { return nil }
        func outline(_ k: Int) -> (Rect, Double) { outlines.count > 1 ? outlines[k] ?? (first, radius) : (first, radius) }
        try countLayer(at: item)
        try noteMovingHighlight(item, frames: frames, layerName: layerName)
        var layer = Layer(id: id, bounds: Rect(0, 0, first.width, first.height), position: first.origin)
        layer.label = contentLabel(item, layerName: layerName)
        layer.anchorPoint = .zero
        layer.cornerRadius = radius
        layer.masksToBounds = radius > 0
        layer.content = .gradient(gradient(item, in: first, at: frames[0]))
        if let o = try property(item["o"], layerName) {
            layer.opacity = min(max((o.initial.numbers.first ?? 100) / 100, 0), 1)
            try animate(o, .opacity, of: id, clock: clock, at: item) { $0.numbers.first.map { .number(min(max($0 / 100, 0), 1)) } }
        }
        if changes {
            // The outline and the gradient over it, sampled together: its points are in unit coordinates of the box.
            let keyPaths: [AnimatableKeyPath] = [.bounds, .position, .cornerRadius, .colors, .locations, .startPoint, .endPoint]
            for keyPath in keyPaths where keyPath != .cornerRadius || radius > 0 {
                try sample(keyPath, of: id, at: item) { k in
                    let (rect, corner) = outline(k)
                    var layer = Layer(id: id, content: .gradient(importer.gradient(item, in: rect, at: frames[k])))
                    (layer.bounds, layer.position, layer.cornerRadius) = (Rect(0, 0, rect.width, rect.height), rect.origin, corner)
                    return keyPath.value(of: layer)
                }
            }
        }
        return layer
    }

    /// The gradient of `item` over `box` at `frame`, its points in unit coordinates of the box.
    private func gradient(_ item: LottieNode, in box: Rect, at frame: Double) -> GradientContent {
        var gradient = gradientStops(item, at: frame)
        let (s, e) = (gradientPoint(item, "s", at: frame), gradientPoint(item, "e", at: frame))
        func unit(_ p: Point) -> Point { Point((p.x - box.minX) / box.width, (p.y - box.minY) / box.height) }
        gradient.startPoint = unit(s)
        if item["t"]?.number == 2 {
            gradient.kind = .radial
            let r = s.distance(to: e)
            gradient.endPoint = unit(Point(s.x + r, s.y + r))
            gradient.focalOffset = highlight(item, from: s, to: e, at: frame)
        } else {
            gradient.endPoint = unit(e)
        }
        return gradient
    }

    /// A gradient's start (`s`) or end (`e`) point at `frame`.
    private func gradientPoint(_ item: LottieNode, _ key: String, at frame: Double) -> Point {
        let n = (try? LottieProperty(item[key]))?.value(at: frame).numbers ?? []
        return Point(n.first ?? 0, n.count > 1 ? n[1] : 0)
    }

    /// A radial gradient's highlight (`h`: % of the radius from the centre, kept inside it as lottie-web keeps it;
    /// `a`: degrees from the start-to-end direction) as an offset in fractions of the radius.
    private func highlight(_ item: LottieNode, from s: Point, to e: Point, at frame: Double) -> Point {
        func value(_ key: String) -> Double { (try? LottieProperty(item[key]))?.value(at: frame).numbers.first ?? 0 }
        let length = min(max(value("h") / 100, -0.99), 0.99)
        let angle = atan2(e.y - s.y, e.x - s.x) + value("a") * .pi / 180
        return Point(cos(angle) * length, sin(angle) * length)
    }

    /// A highlight that moves (its length or angle keyed, or the start-to-end direction it is measured from turning)
    /// is drawn where it starts: the focal point does not animate.
    private mutating func noteMovingHighlight(_ item: LottieNode, frames: [Double], layerName: String?) throws(DocumentError) {
        guard item["t"]?.number == 2, let node = item["h"] ?? item["a"] else { return }
        var keyed = false
        for key in ["h", "a"] where try property(item[key], layerName)?.isAnimated ?? false { keyed = true }
        func direction(at frame: Double) -> Double {
            let (s, e) = (gradientPoint(item, "s", at: frame), gradientPoint(item, "e", at: frame))
            return atan2(e.y - s.y, e.x - s.x)
        }
        let turns =
            highlight(item, from: .zero, to: Point(1, 0), at: frames[0]) != .zero
            && frames.contains { abs(remainder(direction(at: $0) - direction(at: frames[0]), 2 * .pi)) > 1e-3 }
        guard keyed || turns else { return }
        support.note("radial gradient's highlight drawn where it starts: its focal point does not move as keyed", at: node, layer: layerName)
    }

    /// The colour stops of a gradient (`g`: `p` stops of position, red, green, blue, then alpha stops of
    /// position, alpha), the alphas interpolated at the colour stops.
    func gradientStops(_ item: LottieNode, at frame: Double) -> GradientContent {
        var gradient = GradientContent()
        guard let g = item["g"], let numbers = (try? LottieProperty(g["k"]))?.value(at: frame).numbers else { return gradient }
        let count = Int(g["p"]?.number ?? 0, rounding: .down, within: 0...(numbers.count / 4))
        let alphas = stride(from: count * 4, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        func alpha(at location: Double) -> Double {
            guard let first = alphas.first else { return 1 }
            if location <= first.0 { return first.1 }
            for (a, b) in zip(alphas, alphas.dropFirst()) where location <= b.0 {
                return b.0 > a.0 ? a.1 + (b.1 - a.1) * (location - a.0) / (b.0 - a.0) : b.1
            }
            return alphas.last!.1
        }
        for i in 0..<count {
            let location = numbers[4 * i]
            gradient.colors.append(Color(red: numbers[4 * i + 1], green: numbers[4 * i + 2], blue: numbers[4 * i + 3], alpha: alpha(at: location)))
        }
        gradient.locations = (0..<count).map { numbers[4 * $0] }
        return gradient
    }

    /// A Lottie colour (`[r, g, b]` or `[r, g, b, a]`, 0…1; files that write 0…255 are read so too), opaque.
    static func color(_ value: LottieValue) -> Color {
        var n = value.numbers
        if n.prefix(3).contains(where: { $0 > 1 }) { n = n.map { $0 / 255 } }
        func at(_ i: Int, _ fallback: Double) -> Double { min(max(i < n.count ? n[i] : fallback, 0), 1) }
        // A fourth number is written but not drawn: a paint's opacity is its `o` (lottie-web, rlottie and lottie-ios
        // all draw the colour opaque), so a colour keyed to alpha 0 is not a fade.
        return Color(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: 1)
    }
}
