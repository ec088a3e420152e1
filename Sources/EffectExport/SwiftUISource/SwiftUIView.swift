import EffectModel

/// Writes a document's layer tree as SwiftUI views: a layer is a shape (`Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, a `Path`) or a `Text` in a `.frame` of its size, its sublayers in a `ZStack` over it, placed with
/// `.position` at its centre in its parent, with `.shadow`, `.clipShape`, `.scaleEffect`, `.rotationEffect`,
/// `.opacity` and `.offset` as the layer has them — each read from a `@State` where the motion changes it.
struct SwiftUIViewWriter {
    let motion: SwiftUIMotion
    /// The Swift names of the layers and states.
    let names: [String: String]
    let stateNames: [SwiftUIMotion.StateKey: String]
    /// The tap handlers' code, by layer id (written by the caller).
    let taps: [String: [String]]
    /// What the views cannot draw, one sentence each, naming the layer.
    private(set) var leftOut: [String] = []
    /// The notes written as comments at their layers' views.
    private(set) var placed: Set<String> = []

    init(motion: SwiftUIMotion, names: [String: String], stateNames: [SwiftUIMotion.StateKey: String], taps: [String: [String]]) {
        self.motion = motion
        self.names = names
        self.stateNames = stateNames
        self.taps = taps
    }

    /// The lines of `layer`'s view (its sublayers inside), two spaces a level.
    mutating func lines(_ layer: Layer) -> [String] {
        let size = "width: \(SwiftLiteral.number(layer.bounds.width)), height: \(SwiftLiteral.number(layer.bounds.height))"
        noteLeftOut(layer)
        let notes = (motion.leftOut + leftOut).filter { $0.hasPrefix("layer '\(layer.id)':") }
        var comments: [String] = []
        for note in notes where placed.insert(note).inserted { comments.append("// effect-export: left out: " + SwiftLiteral.comment(note)) }
        var drawing = ownDrawing(layer)
        var body: [String]
        if layer.sublayers.isEmpty && drawing.count <= 1 {
            body = drawing.first ?? ["Color.clear"]
        } else {
            if drawing.isEmpty == false, !layer.sublayers.isEmpty { drawing = drawing.map { $0 + ["  .frame(\(size))"] } }
            body = ["ZStack(alignment: .topLeading) {"]
            for item in drawing { body += item.map { "  " + $0 } }
            for sublayer in layer.sublayers { body += lines(sublayer).map { "  " + $0 } }
            body.append("}")
        }
        body.append("  .frame(\(size))")
        return comments + body + modifiers(layer)
    }

    /// What the layer draws itself: its background shape, its path's fill and stroke, or its text.
    private mutating func ownDrawing(_ layer: Layer) -> [[String]] {
        var items: [[String]] = []
        let fill = value(layer, .fill)
        switch layer.content {
        case .plain, .image, .gradient:
            if layer.backgroundColor != nil || isState(layer, .fill) { items.append(["\(shape(of: layer))", "  .fill(\(fill))"]) }
        case .shape(let s):
            if let background = layer.backgroundColor { items.append(["\(shape(of: layer))", "  .fill(\(SwiftUIValue.color(background)))"]) }
            guard let path = s.path else { break }
            let pathLines = Self.path(path)
            if s.fillColor != nil || isState(layer, .fill) {
                let style = s.fillRule == .evenOdd ? ", style: FillStyle(eoFill: true)" : ""
                items.append(pathLines + ["  .fill(\(fill)\(style))"])
            }
            if let stroke = s.strokeColor, s.lineWidth > 0 {
                var lines = pathLines
                let (from, to) = (value(layer, .trimStart), value(layer, .trimEnd))
                if from != "0" || to != "1" { lines.append("  .trim(from: \(from), to: \(to))") }
                items.append(lines + ["  .stroke(\(SwiftUIValue.color(stroke)), lineWidth: \(SwiftLiteral.number(s.lineWidth)))"])
            }
        case .text(let t):
            let size = SwiftLiteral.fontParts(t.font).size ?? 36
            let alignment = t.alignmentMode == .center ? ".top" : t.alignmentMode == .right ? ".topTrailing" : ".topLeading"
            items.append([
                "Text(\(SwiftLiteral.string(t.string)))", "  .font(.system(size: \(SwiftLiteral.number(size))))",
                "  .foregroundStyle(\(SwiftUIValue.color(t.foregroundColor)))",
                "  .frame(width: \(SwiftLiteral.number(layer.bounds.width)), height: \(SwiftLiteral.number(layer.bounds.height)), alignment: \(alignment))",
            ])
        }
        return items
    }

    /// The shape of the layer's bounds with its corners: `Rectangle()`, `Circle()`, `Capsule(…)`, `RoundedRectangle(…)`.
    private func shape(of layer: Layer) -> String {
        let (w, h, r) = (layer.bounds.width, layer.bounds.height, layer.cornerRadius)
        let style = layer.cornerCurve == .continuous ? ".continuous" : ".circular"
        if r <= 0 { return "Rectangle()" }
        if r * 2 >= min(w, h) { return w == h ? "Circle()" : "Capsule(style: \(style))" }
        return "RoundedRectangle(cornerRadius: \(SwiftLiteral.number(r)), style: \(style))"
    }

    /// A path as SwiftUI builds one: `Path { path in … }`, or `Path(ellipseIn:)`, `Path(_ rect:)` when it is exactly one.
    static func path(_ path: Path) -> [String] {
        if let box = path.controlBounds {
            if Path.oval(in: box) == path { return ["Path(ellipseIn: \(SwiftLiteral.rect(box)))"] }
            if Path.rect(box) == path { return ["Path(\(SwiftLiteral.rect(box)))"] }
        }
        var lines = ["Path { path in"]
        for element in path.elements {
            switch element {
            case .move(let p): lines.append("  path.move(to: \(SwiftLiteral.point(p)))")
            case .line(let p): lines.append("  path.addLine(to: \(SwiftLiteral.point(p)))")
            case .quad(let c, let p): lines.append("  path.addQuadCurve(to: \(SwiftLiteral.point(p)), control: \(SwiftLiteral.point(c)))")
            case .cubic(let c1, let c2, let p):
                lines.append(
                    "  path.addCurve(to: \(SwiftLiteral.point(p)), control1: \(SwiftLiteral.point(c1)), control2: \(SwiftLiteral.point(c2)))")
            case .close: lines.append("  path.closeSubpath()")
            }
        }
        return lines + ["}"]
    }

    /// The layer's effects and place, in the order SwiftUI applies them to what the layer draws.
    private func modifiers(_ layer: Layer) -> [String] {
        var m: [String] = []
        if layer.masksToBounds { m.append(".clipShape(\(shape(of: layer)))") }
        if layer.shadowOpacity > 0 {
            let color = SwiftUIValue.color(layer.shadowColor.withAlpha(1)) + ".opacity(\(SwiftLiteral.number(layer.shadowOpacity)))"
            let o = layer.shadowOffset
            m.append(
                ".shadow(color: \(color), radius: \(SwiftLiteral.number(layer.shadowRadius)), x: \(SwiftLiteral.number(o.width)), y: \(SwiftLiteral.number(o.height)))"
            )
        }
        let anchor =
            layer.anchorPoint == Point(0.5, 0.5)
            ? "" : ", anchor: UnitPoint(x: \(SwiftLiteral.number(layer.anchorPoint.x)), y: \(SwiftLiteral.number(layer.anchorPoint.y)))"
        if isState(layer, .scaleX) || isState(layer, .scaleY) || layer.transform.scale.width != layer.transform.scale.height {
            m.append(".scaleEffect(x: \(value(layer, .scaleX)), y: \(value(layer, .scaleY))\(anchor))")
        } else if isState(layer, .scale) || layer.transform.scale.width != 1 {
            m.append(".scaleEffect(\(value(layer, .scale))\(anchor))")
        }
        if isState(layer, .rotation) || layer.transform.rotation != 0 { m.append(".rotationEffect(\(value(layer, .rotation))\(anchor))") }
        if layer.isHidden {
            m.append(".opacity(0)")
        } else if isState(layer, .opacity) || layer.opacity != 1 {
            m.append(".opacity(\(value(layer, .opacity)))")
        }
        if isState(layer, .offsetX) || isState(layer, .offsetY) || layer.transform.translation != .zero {
            m.append(".offset(x: \(value(layer, .offsetX)), y: \(value(layer, .offsetY)))")
        }
        if let tap = taps[layer.id] { m += [".onTapGesture {"] + tap.map { "  " + $0 } + ["}"] }
        m.append(".position(x: \(value(layer, .x)), y: \(value(layer, .y)))")
        return m.map { "  " + $0 }
    }

    /// The layer's property in Swift: its state's name, or its value.
    private func value(_ layer: Layer, _ property: SwiftUIProperty) -> String {
        let key = SwiftUIMotion.StateKey(layerID: layer.id, property: property)
        if let name = stateNames[key], motion.isState(key) { return name }
        return property.value(on: layer).literal(for: property)
    }

    private func isState(_ layer: Layer, _ property: SwiftUIProperty) -> Bool {
        motion.isState(SwiftUIMotion.StateKey(layerID: layer.id, property: property))
    }

    /// What of the layer the views leave out.
    private mutating func noteLeftOut(_ layer: Layer) {
        let id = "layer '\(layer.id)'"
        switch layer.content {
        case .gradient: leftOut.append("\(id): its gradient (EffectKit's SwiftUI draws no gradient yet)")
        case .image: leftOut.append("\(id): its image, which would be the app's own asset")
        case .text: leftOut.append("\(id): its text is laid out by SwiftUI's Text, not CATextLayer (line height and insets differ)")
        case .shape(let s):
            if !s.lineDashPattern.isEmpty { leftOut.append("\(id): its dashes (StrokeStyle's dash is not in EffectKit)") }
            if s.strokeColor != nil, s.lineWidth > 0, s.lineCap != .round || s.lineJoin != .round {
                leftOut.append("\(id): its line caps and joins (EffectKit strokes round)")
            }
        case .plain: break
        }
        if layer.matte != nil { leftOut.append("\(id): its matte (a mask with a non-shape)") }
        if layer.borderWidth > 0 { leftOut.append("\(id): its border") }
        if layer.shadowPath != nil { leftOut.append("\(id): its shadow path") }
        if layer.zPosition != 0 { leftOut.append("\(id): its zPosition") }
        if layer.blendMode != .normal { leftOut.append("\(id): its blend mode") }
        if layer.bounds.minX != 0 || layer.bounds.minY != 0 { leftOut.append("\(id): its bounds' origin") }
    }
}
