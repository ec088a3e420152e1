import EffectModel
import Foundation

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
    /// The keyframe animators, by layer id.
    let animators: [String: Animator]
    /// What the views cannot draw, one sentence each, naming the layer.
    private(set) var leftOut: [String] = []
    /// The notes written as comments at their layers' views.
    private(set) var placed: Set<String> = []

    init(
        motion: SwiftUIMotion, names: [String: String], stateNames: [SwiftUIMotion.StateKey: String], taps: [String: [String]],
        animators: [String: Animator]
    ) {
        self.motion = motion
        self.names = names
        self.stateNames = stateNames
        self.taps = taps
        self.animators = animators
    }

    /// The lines of `layer`'s view (its sublayers inside), two spaces a level.
    mutating func lines(_ layer: Layer) -> [String] {
        let size = "width: \(SwiftLiteral.number(layer.bounds.width)), height: \(SwiftLiteral.number(layer.bounds.height))"
        // A text's line starts at the top left of its frame, as CATextLayer draws it (a shape fills its frame).
        let itemFrame = layer.textContent == nil ? size : size + ", alignment: .topLeading"
        noteLeftOut(layer)
        let notes = (motion.leftOut + leftOut).filter { $0.hasPrefix("layer '\(layer.id)':") }
        var comments: [String] = []
        for note in notes where placed.insert(note).inserted { comments.append("// effect-export: left out: " + SwiftLiteral.comment(note)) }
        var drawing = ownDrawing(layer)
        var body: [String]
        if layer.sublayers.isEmpty && drawing.count <= 1 {
            body = drawing.first ?? ["Color.clear"]
        } else {
            drawing = drawing.map { Self.chained($0, [".frame(\(itemFrame))"]) }
            body = ["ZStack(alignment: .topLeading) {"]
            for item in drawing { body += item.map { "  " + $0 } }
            body += sublayerLines(of: layer, size: size).map { "  " + $0 }
            body.append("}")
        }
        let frame = layer.sublayers.isEmpty && drawing.count <= 1 ? itemFrame : size
        return comments + Self.chained(body, [".frame(\(frame))"] + modifiers(layer))
    }

    /// The views of the layer's sublayers; under an alpha matte, those after the first in a `ZStack` of the layer's
    /// size `.mask`ed by the first, laid out in the same frame (SwiftUI's mask keeps what shows where the mask does).
    private mutating func sublayerLines(of layer: Layer, size: String) -> [String] {
        guard let matte = layer.matte, matte.channel == .alpha, !matte.isInverted, let mask = layer.sublayers.first else {
            return layer.sublayers.flatMap { lines($0) }
        }
        var masked = ["ZStack(alignment: .topLeading) {"]
        for sublayer in layer.sublayers.dropFirst() { masked += lines(sublayer).map { "  " + $0 } }
        masked += ["}", ".frame(\(size))", ".mask(alignment: .topLeading) {", "  ZStack(alignment: .topLeading) {"]
        masked += lines(mask).map { "    " + $0 }
        return masked + ["  }", "  .frame(\(size))", "}"]
    }

    /// What the layer draws itself: its background shape, its path's fill and stroke, or its text.
    private mutating func ownDrawing(_ layer: Layer) -> [[String]] {
        var items: [[String]] = []
        let fill = value(layer, .fill)
        switch layer.content {
        case .plain, .image:
            if layer.backgroundColor != nil || isState(layer, .fill) { items.append(Self.chained([shape(of: layer)], [".fill(\(fill))"])) }
        case .gradient(let g):
            if let background = layer.backgroundColor { items.append(Self.chained([shape(of: layer)], [".fill(\(SwiftUIValue.color(background)))"])) }
            // A gradient layer's gradient keeps within its rounded corners, as its background does.
            let corners = layer.cornerRadius > 0 && !layer.masksToBounds ? [".clipShape(\(shape(of: layer)))"] : []
            if let gradient = Self.gradient(g, in: layer.bounds) { items.append(Self.chained(gradient, corners)) }
        case .shape(let s):
            if let background = layer.backgroundColor { items.append(Self.chained([shape(of: layer)], [".fill(\(SwiftUIValue.color(background)))"])) }
            guard let path = s.path else { break }
            let pathLines = Self.shape(path, filling: layer.bounds) ?? Self.path(path)
            if s.fillColor != nil || isState(layer, .fill) {
                let style = s.fillRule == .evenOdd ? ", style: FillStyle(eoFill: true)" : ""
                items.append(Self.chained(pathLines, [".fill(\(fill)\(style))"]))
            }
            if let stroke = s.strokeColor, s.lineWidth > 0 {
                var strokeModifiers: [String] = []
                let (from, to) = (value(layer, .trimStart), value(layer, .trimEnd))
                if from != "0" || to != "1" { strokeModifiers.append(".trim(from: \(from), to: \(to))") }
                var style = ["lineWidth: \(SwiftLiteral.number(s.lineWidth))"]
                if s.lineCap != .butt { style.append("lineCap: .\(s.lineCap.rawValue)") }
                if s.lineJoin != .miter { style.append("lineJoin: .\(s.lineJoin.rawValue)") }
                if s.miterLimit != 10 { style.append("miterLimit: \(SwiftLiteral.number(s.miterLimit))") }
                strokeModifiers.append(".stroke(\(SwiftUIValue.color(stroke)), style: StrokeStyle(\(style.joined(separator: ", "))))")
                items.append(Self.chained(pathLines, strokeModifiers))
            }
        case .text(let t):
            let modifiers = [".font(\(Self.font(t.font)))", ".foregroundStyle(\(SwiftUIValue.color(t.foregroundColor)))"]
            items.append(Self.chained(["Text(\(SwiftLiteral.string(t.string)))"], modifiers))
        }
        return items
    }

    /// A `CAGradientLayer`'s gradient as the SwiftUI view that fills its frame the same: `LinearGradient` between the
    /// same unit points, `RadialGradient` for a circle about the start point, `AngularGradient` a full turn from the end
    /// point's direction; `nil` for an elliptical or focal radial one, which `noteLeftOut` names.
    static func gradient(_ g: GradientContent, in bounds: Rect) -> [String]? {
        let unit = { (p: Point) in "UnitPoint(x: \(SwiftLiteral.number(p.x)), y: \(SwiftLiteral.number(p.y)))" }
        let (name, geometry): (String, String)
        switch g.kind {
        case .axial: (name, geometry) = ("LinearGradient", "startPoint: \(unit(g.startPoint)), endPoint: \(unit(g.endPoint))")
        case .radial:
            guard isCircular(g, in: bounds) else { return nil }
            (name, geometry) = (
                "RadialGradient", "center: \(unit(g.startPoint)), startRadius: 0, endRadius: \(SwiftLiteral.number(g.radii(in: bounds).x))"
            )
        case .conic:
            let (start, end) = g.axis(in: bounds)
            (name, geometry) = (
                "AngularGradient", "center: \(unit(g.startPoint)), angle: \(SwiftUIValue.angle(atan2(end.y - start.y, end.x - start.x)))"
            )
        }
        // As swift-format sets a call too long for a line: an argument a line, the stops one a line.
        let stops = g.sortedStops.map { "    .init(color: \(SwiftUIValue.color($0.color)), location: \(SwiftLiteral.number($0.location)))," }
        // Its geometry on one line when it fits (inside three levels of views), else an argument a line.
        let arguments = geometry.count <= 72 ? [geometry] : SwiftUIModifierWrapping.split(geometry)
        let lines = arguments.enumerated().map { "  " + $1 + ($0 < arguments.count - 1 ? "," : "") }
        return ["\(name)(", "  stops: ["] + stops + ["  ],"] + lines + [")"]
    }

    /// Whether a radial gradient is a circle about its start point (SwiftUI's `RadialGradient`), its first colour at
    /// the centre.
    static func isCircular(_ g: GradientContent, in bounds: Rect) -> Bool {
        let radii = g.radii(in: bounds)
        return abs(radii.x - radii.y) <= 1e-9 * max(1, radii.x) && radii.x > 0 && g.focalOffset == .zero
    }

    /// The system font of a text layer's description as SwiftUI names it: `.system(size: 15, weight: .semibold)`.
    static func font(_ description: String) -> String {
        let uiFont = SwiftLiteral.uiFont(description, defaultSize: 36).expression
        let size = SwiftLiteral.number(SwiftLiteral.fontParts(description).size ?? 36)
        if uiFont.hasPrefix("UIFont.boldSystemFont") { return ".system(size: \(size), weight: .bold)" }
        if let weight = uiFont.firstMatch(of: /weight: \.(\w+)/)?.1 { return ".system(size: \(size), weight: .\(weight))" }
        return ".system(size: \(size))"
    }

    /// The shape of the layer's bounds with its corners: `Rectangle()`, `Circle()`, `Capsule(…)`, `RoundedRectangle(…)`.
    private func shape(of layer: Layer) -> String {
        let (w, h, r) = (layer.bounds.width, layer.bounds.height, layer.cornerRadius)
        let style = layer.cornerCurve == .continuous ? ".continuous" : ".circular"
        if r <= 0 { return "Rectangle()" }
        if r * 2 >= min(w, h) { return w == h ? "Circle()" : "Capsule(style: \(style))" }
        return "RoundedRectangle(cornerRadius: \(SwiftLiteral.number(r)), style: \(style))"
    }

    /// The shape that draws `path` in a frame of `bounds`, where it is one: `Ellipse()`, `Rectangle()`. (A circle's
    /// path stays an `Ellipse`: EffectKit draws a `Circle` as rounded corners, which antialias otherwise.)
    static func shape(_ path: Path, filling bounds: Rect) -> [String]? {
        let box = Rect(0, 0, bounds.width, bounds.height)
        if Path.oval(in: box) == path { return ["Ellipse()"] }
        if Path.rect(box) == path { return ["Rectangle()"] }
        return nil
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

    /// The layer's effects and place, in the order SwiftUI applies them to what the layer draws; those from the first
    /// to the last that reads a value keyframes move, inside the layer's `.keyframeAnimator`.
    private func modifiers(_ layer: Layer) -> [String] {
        let items = modifierItems(layer)
        guard let animator = animators[layer.id],
            let first = items.firstIndex(where: { !animator.properties.isDisjoint(with: $0.reads) }),
            let last = items.lastIndex(where: { !animator.properties.isDisjoint(with: $0.reads) })
        else { return items.flatMap(\.lines) }
        return items[..<first].flatMap(\.lines) + animator.modifier(wrapping: items[first...last].flatMap(\.lines))
            + items[(last + 1)...].flatMap(\.lines)
    }

    /// Each modifier of the layer with the values it reads.
    private func modifierItems(_ layer: Layer) -> [(reads: Set<SwiftUIProperty>, lines: [String])] {
        var m: [(reads: Set<SwiftUIProperty>, lines: [String])] = []
        if layer.masksToBounds { m.append(([], [".clipShape(\(shape(of: layer)))"])) }
        if layer.shadowOpacity > 0 {
            let color = SwiftUIValue.color(layer.shadowColor.withAlpha(1)) + ".opacity(\(SwiftLiteral.number(layer.shadowOpacity)))"
            let (o, radius) = (layer.shadowOffset, SwiftLiteral.number(layer.shadowRadius))
            m.append(([], [".shadow(color: \(color), radius: \(radius), x: \(SwiftLiteral.number(o.width)), y: \(SwiftLiteral.number(o.height)))"]))
        }
        let anchor =
            layer.anchorPoint == Point(0.5, 0.5)
            ? "" : ", anchor: UnitPoint(x: \(SwiftLiteral.number(layer.anchorPoint.x)), y: \(SwiftLiteral.number(layer.anchorPoint.y)))"
        if moves(layer, .scaleX) || moves(layer, .scaleY) || layer.transform.scale.width != layer.transform.scale.height {
            m.append(([.scaleX, .scaleY], [".scaleEffect(x: \(value(layer, .scaleX)), y: \(value(layer, .scaleY))\(anchor))"]))
        } else if moves(layer, .scale) || layer.transform.scale.width != 1 {
            m.append(([.scale], [".scaleEffect(\(value(layer, .scale))\(anchor))"]))
        }
        if moves(layer, .rotation) || layer.transform.rotation != 0 {
            m.append(([.rotation], [".rotationEffect(\(value(layer, .rotation))\(anchor))"]))
        }
        if layer.isHidden {
            m.append(([], [".opacity(0)"]))
        } else if moves(layer, .opacity) || layer.opacity != 1 {
            m.append(([.opacity], [".opacity(\(value(layer, .opacity)))"]))
        }
        if moves(layer, .offsetX) || moves(layer, .offsetY) || layer.transform.translation != .zero {
            m.append(([.offsetX, .offsetY], [".offset(x: \(value(layer, .offsetX)), y: \(value(layer, .offsetY)))"]))
        }
        // The layer's id as UI tests find the view, and as EffectKit names its layer: a recording keeps the document's.
        m.append(([], [".accessibilityIdentifier(\(SwiftLiteral.string(layer.id)))"]))
        if let tap = taps[layer.id] { m.append(([], [".onTapGesture {"] + tap.map { "  " + $0 } + ["}"])) }
        m.append(([.x, .y], [".position(x: \(value(layer, .x)), y: \(value(layer, .y)))"]))
        return m
    }

    /// `base` with `modifiers` chained on, as swift-format sets them: two spaces in after an expression of one line, at
    /// its column after a closing brace.
    static func chained(_ base: [String], _ modifiers: [String]) -> [String] {
        let pad = base.last.map { $0.first == "}" || $0.first == "." || $0 == ")" } ?? false ? "" : "  "
        return base + modifiers.map { pad + $0 }
    }

    /// The layer's property in Swift: its keyframe animator's value, its state's name, or its value.
    private func value(_ layer: Layer, _ property: SwiftUIProperty) -> String {
        if let animator = animators[layer.id], animator.properties.contains(property) { return "value.\(property.rawValue)" }
        let key = SwiftUIMotion.StateKey(layerID: layer.id, property: property)
        if let name = stateNames[key], motion.isState(key) { return name }
        return property.value(on: layer).literal(for: property)
    }

    private func isState(_ layer: Layer, _ property: SwiftUIProperty) -> Bool {
        motion.isState(SwiftUIMotion.StateKey(layerID: layer.id, property: property))
    }

    /// Whether a state or keyframes move the layer's property.
    private func moves(_ layer: Layer, _ property: SwiftUIProperty) -> Bool {
        isState(layer, property) || animators[layer.id]?.properties.contains(property) == true
    }

    /// What of the layer the views leave out.
    private mutating func noteLeftOut(_ layer: Layer) {
        let id = "layer '\(layer.id)'"
        switch layer.content {
        case .gradient(let g) where g.kind == .radial && !Self.isCircular(g, in: layer.bounds):
            leftOut.append("\(id): its radial gradient, an ellipse or off its centre, where SwiftUI's RadialGradient is a circle about it")
        case .gradient: break
        case .image: leftOut.append("\(id): its image, which would be the app's own asset")
        case .text(let t):
            let uiFont = SwiftLiteral.uiFont(t.font, defaultSize: 36)
            if let family = uiFont.bundled { leftOut.append("\(id): its font \(family), which the app must bundle (written as the system font)") }
            if uiFont.expression.hasPrefix("UIFont.italicSystemFont") { leftOut.append("\(id): its italic (written upright)") }
            if ![.left, .natural].contains(t.alignmentMode) || t.verticalAlignment != .top || t.isWrapped || t.string.contains("\n") {
                leftOut.append("\(id): its text set other than one line from the top left, which EffectKit's Text measures only roughly")
            }
        case .shape(let s):
            if !s.lineDashPattern.isEmpty { leftOut.append("\(id): its dashes (StrokeStyle's dash is not in EffectKit)") }
            if s.fillRule == .evenOdd, s.fillColor != nil { leftOut.append("\(id): its even-odd fill (EffectKit's FillStyle does not draw it)") }
        case .plain: break
        }
        if layer.cornerCurve == .continuous, layer.cornerRadius > 0, layer.backgroundColor != nil || layer.masksToBounds {
            leftOut.append("\(id): its continuous corners (EffectKit draws a RoundedRectangle's corners circular)")
        }
        if let matte = layer.matte, matte.channel != .alpha || matte.isInverted {
            leftOut.append(
                "\(id): its \(matte.isInverted ? "inverted " : "")\(matte.channel.rawValue) matte (SwiftUI's mask keeps what shows where the mask's alpha is)"
            )
        }
        if layer.borderWidth > 0 { leftOut.append("\(id): its border") }
        if layer.shadowPath != nil { leftOut.append("\(id): its shadow path") }
        if layer.zPosition != 0 { leftOut.append("\(id): its zPosition") }
        if layer.blendMode != .normal { leftOut.append("\(id): its blend mode") }
        if layer.bounds.minX != 0 || layer.bounds.minY != 0 { leftOut.append("\(id): its bounds' origin") }
    }
}

/// A modifier too long for a line, broken as swift-format breaks a call in a chain of modifiers: its arguments on the
/// next line (one a line when they do not fit on one), the closing parenthesis on a line of its own.
enum SwiftUIModifierWrapping {
    /// `line` as it stands when it fits or is not a modifier or a `withAnimation`, else broken.
    static func wrap(_ line: String) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let text = line.dropFirst(indent.count)
        if line.count > SwiftLineWrapping.width, text.hasPrefix("withAnimation("), text.hasSuffix(") {") {
            return withAnimation(String(text.dropFirst(14).dropLast(3)), indent: indent)
        }
        if line.count > SwiftLineWrapping.width, text.hasPrefix("."), text.hasSuffix(" in"), let open = text.firstIndex(of: "("),
            let close = text.range(of: ") { ", options: .backwards), open < close.lowerBound
        {
            // A modifier with a trailing closure: its arguments on a line of their own, then `) { … in`.
            return [indent + text[...open], indent + "  " + text[text.index(after: open)..<close.lowerBound], indent + text[close.lowerBound...]]
        }
        guard line.count > SwiftLineWrapping.width, text.hasPrefix("."), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else {
            return [line]
        }
        let arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        let head = indent + text[...open]
        let inner = indent + "  "
        if inner.count + arguments.count <= SwiftLineWrapping.width { return [head, inner + arguments, indent + ")"] }
        let parts = split(arguments)
        return [head] + parts.enumerated().map { index, argument in inner + argument + (index < parts.count - 1 ? "," : "") } + [indent + ")"]
    }

    /// `withAnimation(` with its animation on the next line (each modifier of it on a line of its own when it does not
    /// fit on one) and `) {` on a line of its own, as swift-format sets a call whose trailing closure follows.
    private static func withAnimation(_ animation: String, indent: String) -> [String] {
        let inner = indent + "  "
        guard inner.count + animation.count > SwiftLineWrapping.width else { return [indent + "withAnimation(", inner + animation, indent + ") {"] }
        // `.spring(…)`, `.delay(…)`, `.repeatCount(…)`: split at the dots outside brackets.
        var parts: [String] = []
        var depth = 0
        for character in animation {
            if character == ".", depth == 0, !(parts.last ?? ".").hasSuffix(".") {
                parts.append("")
            } else if parts.isEmpty {
                parts.append("")
            }
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            parts[parts.count - 1].append(character)
        }
        return [indent + "withAnimation(", inner + parts[0]] + parts.dropFirst().map { inner + "  " + $0 } + [indent + ") {"]
    }

    /// The arguments of a call, split at the commas outside brackets and quotes.
    static func split(_ arguments: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        for character in arguments {
            if character == "\"" { quoted.toggle() }
            if !quoted, "([{".contains(character) { depth += 1 }
            if !quoted, ")]}".contains(character) { depth -= 1 }
            if character == ",", depth == 0, !quoted {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current.trimmingCharacters(in: .whitespaces)]
    }
}
