import EffectModel
import EffectRender

/// An effect document as Swift that builds the same layers and plays the same motion with Core Animation's and
/// UIKit's API (`effect-export EFFECT --format swift`): a class `<Name>Effect` holding the layers (a `UIView` for a
/// layer that `UIView.animate` moves), a function per trigger, durations and curves named once, the labels as
/// comments; and, for Linux, `record<Name>()`, which plays the document's touches on an EffectKit stage. It compiles
/// in an iOS app unchanged (`#if canImport(UIKit)`).
public struct SwiftSource {
    /// The Swift file's text.
    public let text: String
    /// What the Swift draws only nearly, one a line naming the layer (a gradient's focal offset: CAGradientLayer has
    /// none); `--format swift` prints them as warnings, and `--strict` fails on them.
    public let approximations: [String]

    /// The Swift that builds `document`. An alpha matte is the layer's `mask` (its first sublayer), a blend mode its
    /// `compositingFilter`, dashes `lineDashPattern`; an inverted or luminance matte (a Lottie track matte, a
    /// subtracting mask), which `CALayer.mask` cannot say, is refused, as is a mask that a view animation moves or
    /// that masks a layer drawing itself (Core Animation's mask would mask that drawing too).
    public init(document: EffectDocument) throws(ExportError) {
        let added = document.actions.compactMap { action -> Layer? in if case .addLayer(let layer, _) = action.change { layer } else { nil } }
        let viewAnimated = Set(document.animations.compactMap { entry in if case .view = entry.content { entry.layerID } else { nil } })
        let reasons = Layer.flattened(document.layers + added).compactMap { layer -> String? in
            if case .image = layer.content {
                return "layer '\(layer.id)': its image would be the app's own asset (layer.contents), which EffectKit cannot set yet"
            }
            guard let matte = layer.matte, let mask = layer.sublayers.first else { return nil }
            if matte != Matte(.alpha) {
                return "layer '\(layer.id)': its first sublayer is its matte (\(matte.description)); CALayer.mask is an alpha matte only"
            }
            if viewAnimated.contains(mask.id) {
                return "layer '\(layer.id)': its mask '\(mask.id)' moves with UIView.animate, a view's, not a mask's"
            }
            if layer.content != .plain || layer.backgroundColor != nil || layer.borderWidth > 0 || layer.shadowOpacity > 0 {
                return "layer '\(layer.id)': CALayer.mask would mask its own drawing too, the document's matte only its sublayers"
            }
            return nil
        }
        guard reasons.isEmpty else { throw .inexpressible(format: .swift, reasons: Array(reasons.prefix(3))) }
        var writer = SwiftWriter(document: document)
        text = writer.write()
        approximations = Layer.flattened(document.layers + added).compactMap { layer in
            guard let focus = layer.gradientContent?.focalOffset, focus != .zero else { return nil }
            return "layer '\(layer.id)': " + Self.centredFocus(focus)
        }
    }

    /// The note on a radial gradient whose focal point is off its centre, which the Swift draws centred.
    static func centredFocus(_ focus: Point) -> String {
        "its focal offset \(SwiftLiteral.point(focus)) is drawn centred: CAGradientLayer has none"
    }
}

/// Writes one document's Swift.
struct SwiftWriter {
    let document: EffectDocument
    let typeName: String
    /// Swift names of the layers, by id.
    private var names: [String: String] = [:]
    /// The layers written as views: those `UIView.animate` moves and, in an effect built in a view, every layer whose
    /// parent is the root or a view (so that views are added with `addSubview`, in their order) — but one whose
    /// changes Core Animation animates implicitly, which a view's layer does not.
    private var viewIDs: Set<String> = []
    /// The layers that are masks: each matted layer's first sublayer, set as its `mask`, a layer (never a view).
    private var maskIDs: Set<String> = []
    /// Every layer, by id, with its parent's id (nil: a root) — those an action adds too.
    private var layers: [(layer: Layer, parentID: String?, added: Bool)] = []
    private var out: [String] = []
    /// Durations and curves, each named once (`Timing.popDuration`).
    private let timing = TimingConstants()
    /// The components, with the Swift names of the properties that hold them.
    private var components: [(component: Component, name: String)] = []
    /// The document's haptics and announcements, each in the function of the touch moment it happens at (a tap's
    /// lift), else at its time after the start.
    private var feedback: [(item: Feedback, trigger: Trigger, delay: Double)] = []
    /// The function each trigger's work goes into: `start()`, `likeTouchDown()`, `likeTouchUp()`.
    private var functionNames: [Trigger: String] = [:]
    /// The names the class declares; each function declares its locals in a copy.
    private var scope = SwiftNameScope(keeping: { _ in false })
    /// Whether the effect is built in a view (it has components or layers that `UIView.animate` moves, which are
    /// views), rather than a layer.
    private var inView: Bool { !components.isEmpty || !viewIDs.isEmpty }

    init(document: EffectDocument) {
        self.document = document
        typeName = SwiftName.upperCamel(document.name)
        layers = Self.layerEntries(of: document)
        maskIDs = Set(layers.compactMap { entry in entry.layer.matte == nil ? nil : entry.layer.sublayers.first?.id })
        viewIDs = Self.viewIDs(of: document, layers: layers, maskIDs: maskIDs)
        scope = SwiftNameScope(keeping: Self.keeps(for: Set(document.components.map(\.type))))
        for (layer, _, _) in layers where names[layer.id] == nil {
            names[layer.id] = scope.declare(SwiftName.lowerCamel(SwiftName.subject(label: layer.label, id: layer.id)))
        }
        components = document.components.map { ($0, scope.declare(SwiftName.lowerCamel($0.id))) }
        let moments = touchMoments.filter { triggersOfWork.contains($0.trigger) }
        feedback = document.feedback.map { item in
            if let moment = moments.first(where: { abs($0.time - item.time) < 1e-9 }) { return (item, moment.trigger, 0) }
            return (item, .start, item.time)
        }
        for trigger in triggers {
            switch trigger {
            case .start: functionNames[trigger] = "start"
            case .touchDown(let source) where isMoment(source): functionNames[trigger] = scope.declare(SwiftName.lowerCamel(source))
            case .touchDown(let source): functionNames[trigger] = scope.declare(SwiftName.lowerCamel(source) + "TouchDown")
            case .touchUp(let source): functionNames[trigger] = scope.declare(SwiftName.lowerCamel(source) + "TouchUp")
            }
        }
    }

    /// Every layer the Swift makes, parents first, with its parent's id (nil: a root) and whether an action adds it:
    /// the document's (less those a component's code makes), then those its actions add.
    private static func layerEntries(of document: EffectDocument) -> [(layer: Layer, parentID: String?, added: Bool)] {
        var entries: [(layer: Layer, parentID: String?, added: Bool)] = []
        func walk(_ layer: Layer, parent: String?, added: Bool) {
            entries.append((layer, parent, added))
            for sublayer in layer.sublayers { walk(sublayer, parent: layer.id, added: added) }
        }
        // A component's layers are made by its code.
        let made = Set(document.components.flatMap { Layer.flattened($0.layers).map(\.id) })
        func plain(_ layer: Layer) -> Layer? {
            guard !made.contains(layer.id) else { return nil }
            var copy = layer
            copy.sublayers = layer.sublayers.compactMap(plain)
            return copy
        }
        for layer in document.layers.compactMap(plain) { walk(layer, parent: nil, added: false) }
        for action in document.actions {
            if case .addLayer(let layer, let parent) = action.change { walk(layer, parent: parent, added: true) }
        }
        return entries
    }

    /// The layers written as views (`viewIDs`): those `UIView.animate` moves and, when the effect is built in a view,
    /// every layer under the root or a view but a mask or one Core Animation animates implicitly.
    private static func viewIDs(
        of document: EffectDocument, layers: [(layer: Layer, parentID: String?, added: Bool)], maskIDs: Set<String>
    ) -> Set<String> {
        var viewIDs = Set(document.animations.compactMap { entry in if case .view = entry.content { entry.layerID } else { nil } })
        if !document.components.isEmpty || !viewIDs.isEmpty {
            let implicit = Set(document.actions.compactMap { action in if case .set(let id, _, true) = action.change { id } else { nil } })
            for (layer, parentID, _) in layers
            where !implicit.contains(layer.id) && !maskIDs.contains(layer.id) && parentID.map(viewIDs.contains) ?? true {
                viewIDs.insert(layer.id)
            }
        }
        return viewIDs
    }

    /// The names the file itself declares or calls, which no layer, component or trigger function may take: the
    /// class's own (`root`, `start`), the locals its functions declare beside the layers they name (`animation1`,
    /// `animation1Part2` …), and the functions the component classes call by name alone (`zip(_:_:)`): nested in the
    /// effect's class, a property of the outer class of that name would hide the function.
    private static func keeps(for types: Set<ComponentType>) -> (String) -> Bool {
        var kept: Set<String> = ["root", "start", "stage", "effect", "layer", "view", "after"]
        for source in ComponentSource.classes(for: types) { kept.formUnion(ComponentSource.calledByName(in: source)) }
        return { name in
            // `animation` followed by digits and `Part`s: the animations' locals (and every prefix of one, so that
            // numbering a name that is not one never makes one).
            if name.hasPrefix("animation") {
                var rest = name.dropFirst(9)
                while let first = rest.first {
                    if first.isASCII, first.isNumber {
                        rest = rest.dropFirst()
                    } else if rest.hasPrefix("Part") {
                        rest = rest.dropFirst(4)
                    } else {
                        break
                    }
                }
                if rest.isEmpty { return true }
            }
            return kept.contains(name)
        }
    }

    // MARK: The file

    mutating func write() -> String {
        out = []
        for text in Self.openingComment(of: document, platform: "Core Animation and UIKit for iOS") { line(text) }
        line("")
        line("#if canImport(UIKit)")
        line("    import UIKit")
        line("#else")
        line("    import EffectKit")
        line("#endif")
        line("")
        line("/// \(SwiftLiteral.comment(document.title ?? document.name)): its layers, and what each trigger does to them.")
        line("@MainActor")
        line("final class \(typeName)Effect {")
        writeLayers()
        writeInit()
        writeTriggers()
        writeHelpers()
        // The components' classes, nested so that effects written to files of one app do not clash.
        for source in ComponentSource.classes(for: Set(document.components.map(\.type))) {
            line("")
            line(source, indent: "    ")
        }
        line("}")
        writeRecord()
        let lines = out.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return lines.map(Self.setInSwiftFormatsIndentation).flatMap { SwiftLineWrapping.wrap($0) }.joined(separator: "\n") + "\n"
    }

    /// A generated file's opening comment, `// ` a line: the document's title and description, the document it is
    /// written from, and what it is written as (`platform`: "Core Animation and UIKit for iOS"), beside EffectKit.
    static func openingComment(of document: EffectDocument, platform: String) -> [String] {
        let heading = "\(document.title ?? document.name)\(document.description.map { ": \($0)" } ?? "")"
        return wrapped(SwiftLiteral.comment(heading), width: 96).map { "// " + $0 } + [
            "// Written by effect-export from the effect document \(SwiftLiteral.comment(SwiftLiteral.string(document.name))):",
            "// \(platform), and EffectKit on Linux.",
        ]
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return lines + [current]
    }

    /// The lines are written four spaces a level, as Xcode indents; they are set at two, swift-format's default, so that
    /// `swift format lint` finds nothing to say with no configuration.
    private static func setInSwiftFormatsIndentation(_ line: String) -> String {
        let spaces = line.prefix { $0 == " " }.count
        return String(repeating: " ", count: spaces / 2) + line.dropFirst(spaces)
    }

    /// Adds `text` after `indent`; a multi-line expression in it (a path's closure) is indented with it.
    private mutating func line(_ text: String, indent: String = "") {
        out.append(text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n"))
    }

    // MARK: Layers

    /// What root layers are added to.
    private var rootLayer: String { inView ? "root.layer" : "root" }

    private func className(_ layer: Layer) -> String {
        switch layer.content {
        case .plain: "CALayer"
        case .shape: "CAShapeLayer"
        case .gradient: "CAGradientLayer"
        case .text: "CATextLayer"
        case .image: "CALayer"
        }
    }

    /// The expression for the layer itself, typed: `heart`, `toast.layer`, `badge.shapeLayer`.
    private func layerExpression(_ id: String) -> String {
        let name = names[id]!
        guard viewIDs.contains(id), let layer = layers.first(where: { $0.layer.id == id })?.layer else { return name }
        return "\(name).\(Self.viewLayerProperty(layer.content))"
    }

    /// The property of a view that gives its layer, typed: `layer`, or the view class's `shapeLayer` …
    private static func viewLayerProperty(_ content: LayerContent) -> String {
        content == .plain ? "layer" : content.type.rawValue + "Layer"
    }

    /// The class of the view that holds a layer `UIView.animate` moves: `UIView`, or one drawn by the layer's class.
    private func viewClass(_ layer: Layer) -> String { layer.content == .plain ? "UIView" : "\(className(layer).dropFirst(2))View" }

    /// Adds the layer `id` to `parentID` (nil: the root): a view to a view with `addSubview`, else its layer.
    private func addition(of id: String, to parentID: String?) -> String {
        let isView = viewIDs.contains(id)
        let child = isView ? names[id]! : layerExpression(id)
        if let parentID, maskIDs.contains(id) { return "\(layerExpression(parentID)).mask = \(child)" }
        switch parentID {
        case let parent? where isView && viewIDs.contains(parent): return "\(names[parent]!).addSubview(\(child))"
        case let parent?: return "\(layerExpression(parent)).addSublayer(\(isView ? child + ".layer" : child))"
        case nil where isView: return "root.addSubview(\(child))"
        case nil: return "\(rootLayer).addSublayer(\(child))"
        }
    }

    private mutating func writeLayers() {
        if !layers.isEmpty { line("    /// The layers, named by their labels (a recording names each by the property holding it).") }
        for (layer, _, _) in layers {
            var notes = layer.label.map { [SwiftLiteral.comment($0)] } ?? []
            if let focus = layer.gradientContent?.focalOffset, focus != .zero {
                notes.append(SwiftSource.centredFocus(focus))
            }
            let comment = notes.isEmpty ? "" : "  // " + notes.joined(separator: "; ")
            if viewIDs.contains(layer.id) {
                line("    let \(names[layer.id]!) = \(viewClass(layer))()\(comment)")
            } else {
                line("    let \(names[layer.id]!) = \(className(layer))()\(comment)")
            }
        }
        if !components.isEmpty {
            line("    /// The components, as the UIKit code they come from.")
            for (component, name) in components {
                line("    \(ComponentSource.make(component, name: name).declaration)")
            }
        }
        line("    /// Where the root layers go.")
        line("    private let root: \(inView ? "UIView" : "CALayer")")
        line("")
        // The views drawn by a layer of another class; the gradient view's component declares its own.
        let declared = ComponentSource.viewClasses(for: Set(document.components.map(\.type)))
        var classes: [String] = []
        for (layer, _, _) in layers where viewIDs.contains(layer.id) && layer.content != .plain && !classes.contains(viewClass(layer)) {
            classes.append(viewClass(layer))
            guard !declared.contains(viewClass(layer)) else { continue }
            line("    /// A view drawn by a `\(className(layer))`.")
            line("    final class \(viewClass(layer)): UIView {")
            line("        override class var layerClass: AnyClass { \(className(layer)).self }")
            line("        var \(Self.viewLayerProperty(layer.content)): \(className(layer)) { layer as! \(className(layer)) }")
            line("    }")
            line("")
        }
    }

    private mutating func writeInit() {
        if inView {
            line("    /// Builds the effect in `root` (a view the size of the canvas); the layers the actions add wait for them.")
            line("    init(in root: UIView) {")
        } else {
            line("    /// Builds the layers under `root` (a view's layer, or an EffectKit stage's); those the actions add wait for them.")
            line("    init(in root: CALayer) {")
        }
        line("        self.root = root")
        for (component, name) in components {
            for l in ComponentSource.make(component, name: name).lines { line(l, indent: "        ") }
        }
        for (layer, parentID, added) in layers {
            let target = layerExpression(layer.id)
            for property in properties(of: layer) {
                let statement =
                    if property.hasPrefix("//") { property } else if viewIDs.contains(layer.id) {
                        "\(names[layer.id]!).\(Self.asView(property, layer: Self.viewLayerProperty(layer.content)))"
                    } else { "\(target).\(property)" }
                line(statement, indent: "        ")
            }
            guard !added else { continue }
            line("        \(addition(of: layer.id, to: parentID))")
        }
        line("    }")
    }

    /// A layer's `property = value` as UIKit code writes it of the view that holds it: `frame`, `center`, `alpha`,
    /// `transform`, `backgroundColor` (a `UIColor`), `isHidden`, `clipsToBounds` on the view, the rest on its layer
    /// (`layer`: the view's property that gives it).
    private static func asView(_ property: String, layer: String) -> String {
        let renamed = [
            "frame = ": "frame = ", "bounds = ": "bounds = ", "position = ": "center = ", "opacity = ": "alpha = ", "isHidden = ": "isHidden = ",
            "masksToBounds = ": "clipsToBounds = ",
        ]
        if let (old, new) = renamed.first(where: { property.hasPrefix($0.key) }) { return new + property.dropFirst(old.count) }
        if property.hasPrefix("backgroundColor = "), property.hasSuffix(".cgColor") { return String(property.dropLast(8)) }
        if property.hasPrefix("setAffineTransform("), property.hasSuffix(")") { return "transform = " + property.dropFirst(19).dropLast() }
        return "\(layer).\(property)"
    }

    /// `property = value` for what differs from a new layer of its class.
    private func properties(of layer: Layer) -> [String] {
        var p = placement(of: layer)
        if layer.transform != .identity { p.append(Self.transformStatement(layer.transform)) }
        p += Self.look(of: layer)
        switch layer.content {
        case .plain, .image: break
        case .shape(let s): p += Self.shapeProperties(s)
        case .gradient(let g): p += Self.gradientProperties(g)
        case .text(let t): p += Self.textProperties(t)
        }
        return p
    }

    /// Where the layer is: its anchor point first (`frame` places the layer through it), then its frame, or its bounds
    /// and position (a text layer lowered by its alignment, or one without a frame).
    private func placement(of layer: Layer) -> [String] {
        var p: [String] = []
        if layer.anchorPoint != Layer(id: layer.id, content: layer.content).anchorPoint {
            p.append("anchorPoint = \(SwiftLiteral.point(layer.anchorPoint))")
        }
        if let lowered = textLoweredByAlignment(layer) {
            p.append("bounds = \(SwiftLiteral.rect(lowered.bounds))")
            p.append("position = \(SwiftLiteral.point(lowered.position))")
        } else if let frame = layer.frame {
            p.append("frame = \(SwiftLiteral.rect(frame))")
        } else {
            p.append("bounds = \(SwiftLiteral.rect(layer.bounds))")
            p.append("position = \(SwiftLiteral.point(layer.position))")
        }
        return p
    }

    /// `setAffineTransform(…)`: scale, then rotation, then translation (applied to points in that order), each only
    /// when it does something.
    private static func transformStatement(_ t: LayerTransform) -> String {
        let n = SwiftLiteral.number
        var parts: [String] = []
        if t.translation != .zero { parts.append("CGAffineTransform(translationX: \(n(t.translation.x)), y: \(n(t.translation.y)))") }
        if t.rotation != 0 {
            parts.append(
                parts.isEmpty
                    ? "CGAffineTransform(rotationAngle: \(SwiftLiteral.angle(t.rotation)))" : "rotated(by: \(SwiftLiteral.angle(t.rotation)))")
        }
        if t.scale != Size(1, 1) {
            parts.append(
                parts.isEmpty
                    ? "CGAffineTransform(scaleX: \(n(t.scale.width)), y: \(n(t.scale.height)))"
                    : "scaledBy(x: \(n(t.scale.width)), y: \(n(t.scale.height)))")
        }
        return "setAffineTransform(" + parts.joined(separator: ".") + ")"
    }

    /// What every layer class draws the same way, where it differs from a new layer's: depth, visibility, opacity,
    /// blending, background, corners, border and shadow.
    private static func look(of layer: Layer) -> [String] {
        let d = Layer(id: layer.id, content: layer.content)
        let n = SwiftLiteral.number
        var p: [String] = []
        if layer.zPosition != d.zPosition { p.append("zPosition = \(n(layer.zPosition))") }
        if layer.isHidden { p.append("isHidden = true") }
        if layer.opacity != d.opacity { p.append("opacity = \(n(layer.opacity))") }
        // Core Animation's blend filter, as lottie-ios sets it.
        if let filter = layer.blendMode.coreAnimationFilter { p.append("compositingFilter = \(SwiftLiteral.string(filter))") }
        if let color = layer.backgroundColor { p.append("backgroundColor = \(SwiftLiteral.cgColor(color))") }
        if layer.cornerRadius != d.cornerRadius { p.append("cornerRadius = \(n(layer.cornerRadius))") }
        if layer.cornerCurve != d.cornerCurve { p.append("cornerCurve = .\(layer.cornerCurve.rawValue)") }
        if layer.masksToBounds { p.append("masksToBounds = true") }
        if layer.borderWidth != d.borderWidth { p.append("borderWidth = \(n(layer.borderWidth))") }
        if layer.borderColor != d.borderColor { p.append("borderColor = \(SwiftLiteral.cgColor(layer.borderColor))") }
        if layer.shadowColor != d.shadowColor { p.append("shadowColor = \(SwiftLiteral.cgColor(layer.shadowColor))") }
        if layer.shadowOpacity != d.shadowOpacity { p.append("shadowOpacity = \(n(layer.shadowOpacity))") }
        if layer.shadowOffset != d.shadowOffset { p.append("shadowOffset = \(SwiftLiteral.size(layer.shadowOffset))") }
        if layer.shadowRadius != d.shadowRadius { p.append("shadowRadius = \(n(layer.shadowRadius))") }
        if let path = layer.shadowPath { p.append("shadowPath = \(SwiftLiteral.cgPath(path))") }
        return p
    }

    /// A `CAShapeLayer`'s path, fill and stroke, where they differ from a new one's.
    private static func shapeProperties(_ s: ShapeContent) -> [String] {
        let sd = ShapeContent()
        let n = SwiftLiteral.number
        var p: [String] = []
        if let path = s.path { p.append("path = \(SwiftLiteral.cgPath(path))") }
        if s.fillColor != sd.fillColor { p.append("fillColor = \(s.fillColor.map(SwiftLiteral.cgColor) ?? "nil")") }
        if let stroke = s.strokeColor { p.append("strokeColor = \(SwiftLiteral.cgColor(stroke))") }
        if s.lineWidth != sd.lineWidth { p.append("lineWidth = \(n(s.lineWidth))") }
        if s.lineCap != sd.lineCap { p.append("lineCap = .\(s.lineCap.rawValue)") }
        if s.lineJoin != sd.lineJoin { p.append("lineJoin = .\(s.lineJoin.rawValue)") }
        if s.miterLimit != sd.miterLimit { p.append("miterLimit = \(n(s.miterLimit))") }
        if s.strokeStart != sd.strokeStart { p.append("strokeStart = \(n(s.strokeStart))") }
        if s.strokeEnd != sd.strokeEnd { p.append("strokeEnd = \(n(s.strokeEnd))") }
        if s.fillRule != sd.fillRule { p.append("fillRule = .\(s.fillRule.rawValue)") }
        if !s.lineDashPattern.isEmpty { p.append("lineDashPattern = \(SwiftLiteral.numbers(s.lineDashPattern))") }
        if s.lineDashPhase != sd.lineDashPhase { p.append("lineDashPhase = \(n(s.lineDashPhase))") }
        return p
    }

    /// A `CAGradientLayer`'s colours, stops, axis and kind, where they differ from a new one's.
    private static func gradientProperties(_ g: GradientContent) -> [String] {
        let gd = GradientContent()
        var p: [String] = []
        if !g.colors.isEmpty { p.append("colors = [\(g.colors.map(SwiftLiteral.cgColor).joined(separator: ", "))]") }
        if let locations = g.locations { p.append("locations = \(SwiftLiteral.numbers(locations))") }
        if g.startPoint != gd.startPoint { p.append("startPoint = \(SwiftLiteral.point(g.startPoint))") }
        if g.endPoint != gd.endPoint { p.append("endPoint = \(SwiftLiteral.point(g.endPoint))") }
        if g.kind != gd.kind { p.append("type = .\(g.kind.rawValue)") }
        return p
    }

    /// A `CATextLayer`'s string, font (always: on iOS the layer takes the font's face and `fontSize` its size; `font` is
    /// a `CFTypeRef`, a `UIFont` here), scale, colour, alignment and wrapping.
    private static func textProperties(_ t: TextContent) -> [String] {
        let td = TextContent()
        var p: [String] = []
        if t.string != td.string { p.append("string = \(SwiftLiteral.string(t.string))") }
        let font = SwiftLiteral.uiFont(t.font, defaultSize: SwiftLiteral.fontParts(td.font).size ?? 36)
        if let family = font.bundled { p.append(SwiftLiteral.bundlingNote(family)) }
        p.append("font = \(font.expression)")
        p.append("fontSize = \(SwiftLiteral.number(SwiftLiteral.fontParts(t.font).size ?? SwiftLiteral.fontParts(td.font).size ?? 36))")
        // Drawn at the display's pixels, not at 1 (blurry on a device).
        p.append("contentsScale = UITraitCollection.current.displayScale")
        if t.foregroundColor != td.foregroundColor { p.append("foregroundColor = \(SwiftLiteral.cgColor(t.foregroundColor))") }
        if t.alignmentMode != td.alignmentMode { p.append("alignmentMode = .\(t.alignmentMode.rawValue)") }
        if t.isWrapped { p.append("isWrapped = true") }
        return p
    }

    /// A text layer whose `verticalAlignment` is not the top, as `CATextLayer` (which draws from the top) shows it: its
    /// top lowered to where its lines start, its bottom where it was — when nothing else of it shows or moves (no
    /// background, border, shadow, sublayers, transform, and no animation of its geometry), so that only its text
    /// moves. Otherwise `nil`: the text stays at the top (`docs/effect-format.md`, “Limits”).
    private func textLoweredByAlignment(_ layer: Layer) -> (bounds: Rect, position: Point)? {
        guard case .text(let text) = layer.content, text.verticalAlignment != .top else { return nil }
        let offset = TextPainter.verticalOffset(text, in: layer.bounds)
        let geometry: Set<AnimatableKeyPath> = [.position, .positionX, .positionY, .bounds, .boundsSize, .boundsHeight, .anchorPoint]
        let moved = document.animations.contains { entry in
            guard entry.layerID == layer.id else { return false }
            switch entry.content {
            case .core(let animation, _): return animation.keyPaths.contains(where: geometry.contains)
            case .view(let view): return view.changes.contains { geometry.contains($0.keyPath) }
            }
        }
        guard offset > 0, offset < layer.bounds.height, layer.backgroundColor == nil, layer.borderWidth == 0, layer.shadowOpacity == 0,
            layer.sublayers.isEmpty, layer.transform == .identity, !moved
        else { return nil }
        let b = layer.bounds
        return (Rect(b.minX, b.minY, b.width, b.height - offset), Point(layer.position.x, layer.position.y + offset * (1 - layer.anchorPoint.y)))
    }

    // MARK: Triggers

    /// The function a trigger's work goes into.
    private func functionName(_ trigger: Trigger) -> String { functionNames[trigger]! }

    /// Every trigger with work, in the order first named (the start first); the start also when feedback waits for a
    /// time after it.
    private var triggers: [Trigger] {
        let work = triggersOfWork
        return !work.contains(.start) && feedback.contains(where: { $0.trigger == .start }) ? [.start] + work : work
    }

    /// The triggers of the actions and animations, in the order first named.
    private var triggersOfWork: [Trigger] {
        var result: [Trigger] = []
        for trigger in document.actions.map(\.trigger) + document.animations.map(\.trigger) where !result.contains(trigger) { result.append(trigger) }
        return result
    }

    /// The triggers the recording's touches and moments call, with the time of each call: a touch's down and lift
    /// (a tap lifts `Interaction.tapLength` after it lands), a moment's times. A component's touches call none.
    private var touchMoments: [(trigger: Trigger, time: Double)] {
        var found: [(trigger: Trigger, time: Double)] = []
        for interaction in document.interactions where !components.contains(where: { $0.component.id == interaction.layerID }) {
            for touch in StageTouch.of(interaction) {
                let (down, up): (Double, Double?) =
                    switch touch {
                    case .tap(let time, _): (time, time + Interaction.tapLength)
                    case .touch(let down, _, _, let up): (down, up)
                    case .toggle: (.nan, nil)
                    }
                for source in triggerSources(of: interaction) {
                    found.append((.touchDown(source), down))
                    if let up { found.append((.touchUp(source), up)) }
                }
            }
        }
        for moment in document.moments {
            for time in moment.times { found += [(.touchDown(moment.id), time), (.touchUp(moment.id), time)] }
        }
        return found
    }

    /// The sources whose triggers a touch of `interaction` calls: its id, and its layer's id unless that names
    /// another interaction.
    private func triggerSources(of interaction: Interaction) -> [String] {
        [
            interaction.id,
            interaction.id == nil || !document.interactions.contains { $0.id == interaction.layerID } ? interaction.layerID : nil,
        ].compactMap { $0 }
    }

    /// A function per trigger: its doc comment, then its steps, each at once or dispatched after its delay.
    private mutating func writeTriggers() {
        for trigger in triggers {
            line("")
            line(triggerComment(trigger))
            line("    func \(functionName(trigger))() {")
            for (deferred, delay, subject, lines) in steps(of: trigger) {
                guard deferred else {
                    for l in lines { line(l, indent: "        ") }
                    continue
                }
                if delay > 0 {
                    line("        DispatchQueue.main.asyncAfter(deadline: .now() + \(timing.delay(delay, for: subject))) { [self] in")
                } else {
                    line("        DispatchQueue.main.async { [self] in")
                }
                for l in lines { line(l, indent: "            ") }
                line("        }")
            }
            line("    }")
        }
    }

    /// The doc comment of a trigger's function: when it is called.
    private func triggerComment(_ trigger: Trigger) -> String {
        switch trigger {
        case .start: "    /// At the start: animations added before the first frame, and what waits for a time after it."
        case .touchDown(let source) where isMoment(source), .touchUp(let source) where isMoment(source):
            "    /// Each time \(SwiftLiteral.comment(quoted(source))) happens: call it then."
        case .touchDown(let source):
            "    /// Each time \(SwiftLiteral.comment(quoted(source))) is touched (its touch down, or a tap): call it from that touch's handler."
        case .touchUp(let source):
            "    /// Each time the finger lifts from \(SwiftLiteral.comment(quoted(source))): call it from that touch's handler."
        }
    }

    /// What a trigger's function does, in order, each step with whether it waits (`deferred`) and how long, what its
    /// delay's constant is named after, and its lines. At one moment the actions run first, then the animations, as
    /// the document plays them, then what is felt or heard. An action on the start runs at a time (0 included), once
    /// the layers show; animations on the start are added before.
    private func steps(of trigger: Trigger) -> [(deferred: Bool, delay: Double, subject: String, lines: [String])] {
        var steps: [(deferred: Bool, delay: Double, subject: String, lines: [String])] = []
        var locals = scope
        for action in document.actions where action.trigger == trigger {
            steps.append((trigger == .start || action.delay > 0, action.delay, subject(of: action.change), actionLines(action.change)))
        }
        for entry in document.animations where entry.trigger == trigger {
            let deferred = entry.addedAfter > 0
            steps.append((deferred, entry.addedAfter, subject(of: entry), animationLines(entry, column: deferred ? 6 : 4, scope: &locals)))
        }
        for (item, _, delay) in feedback.filter({ $0.trigger == trigger }) {
            steps.append((trigger == .start || delay > 0, delay, FeedbackSource.subject(item), [FeedbackSource.statement(item)]))
        }
        return steps
    }

    // MARK: Actions

    private func actionLines(_ change: DocumentAction.Change) -> [String] {
        switch change {
        case .set(let id, let values, let implicit):
            let assignments = values.map { assignment($0.keyPath, $0.value, of: id) }
            if implicit { return ["// Core Animation animates these (0.25 s, default timing): the layer stands alone."] + assignments }
            return ["CATransaction.begin()", "CATransaction.setDisableActions(true)"] + assignments + ["CATransaction.commit()"]
        case .addLayer(let layer, let parentID):
            return [addition(of: layer.id, to: parentID)]
        case .removeLayer(let id):
            return [viewIDs.contains(id) ? "\(names[id]!).removeFromSuperview()" : "\(layerExpression(id)).removeFromSuperlayer()"]
        case .removeAnimations(let id, let key?):
            return ["\(layerExpression(id)).removeAnimation(forKey: \(quoted(key)))"]
        case .removeAnimations(let id, nil):
            return ["\(layerExpression(id)).removeAllAnimations()"]
        }
    }

    /// `layer.opacity = 0`, `layer.position.y = 160`, or `layer.setValue(…, forKeyPath: "transform.scale")` where the layer has no property of that
    /// name; for a view, what UIKit code writes of it: `view.alpha = 0`, `view.center.y = 160`, `view.transform = …`.
    private func assignment(_ keyPath: AnimatableKeyPath, _ value: AnimatableValue, of id: String) -> String {
        let n = SwiftLiteral.number
        let target = layerExpression(id)
        if viewIDs.contains(id), let view = names[id] {
            switch (keyPath, value) {
            case (.opacity, .number(let v)): return "\(view).alpha = \(n(v))"
            case (.position, .point(let p)): return "\(view).center = \(SwiftLiteral.point(p))"
            case (.positionX, .number(let v)): return "\(view).center.x = \(n(v))"
            case (.positionY, .number(let v)): return "\(view).center.y = \(n(v))"
            case (.bounds, .rect(let r)): return "\(view).bounds = \(SwiftLiteral.rect(r))"
            case (.backgroundColor, .color(let c)): return "\(view).backgroundColor = \(SwiftLiteral.uiColor(c))"
            case (.hidden, .number(let v)): return "\(view).isHidden = \(v != 0)"
            case (.scale, .number(let v)) where transformOnlyScales(id):
                return "\(view).transform = " + (v == 1 ? ".identity" : "CGAffineTransform(scaleX: \(n(v)), y: \(n(v)))")
            default: break
            }
        }
        switch (keyPath, value) {
        case (.opacity, .number(let v)), (.shadowOpacity, .number(let v)): return "\(target).\(keyPath.rawValue) = \(n(v))"
        case (.positionX, .number(let v)): return "\(target).position.x = \(n(v))"
        case (.positionY, .number(let v)): return "\(target).position.y = \(n(v))"
        case (.position, .point(let p)), (.anchorPoint, .point(let p)), (.startPoint, .point(let p)), (.endPoint, .point(let p)):
            return "\(target).\(keyPath.rawValue) = \(SwiftLiteral.point(p))"
        case (.bounds, .rect(let r)): return "\(target).bounds = \(SwiftLiteral.rect(r))"
        case (.shadowOffset, .size(let s)): return "\(target).shadowOffset = \(SwiftLiteral.size(s))"
        case (.cornerRadius, .number(let v)), (.borderWidth, .number(let v)), (.shadowRadius, .number(let v)), (.zPosition, .number(let v)),
            (.lineWidth, .number(let v)), (.strokeStart, .number(let v)), (.strokeEnd, .number(let v)):
            return "\(target).\(keyPath.rawValue) = \(n(v))"
        case (_, .color(let c)): return "\(target).\(keyPath.rawValue) = \(SwiftLiteral.cgColor(c))"
        case (.colors, .colors(let colors)): return "\(target).colors = [\(colors.map(SwiftLiteral.cgColor).joined(separator: ", "))]"
        case (.locations, .numbers(let numbers)): return "\(target).locations = \(SwiftLiteral.numbers(numbers))"
        case (.path, .path(let path)): return "\(target).path = \(SwiftLiteral.cgPath(path))"
        case (.hidden, .number(let v)): return "\(target).isHidden = \(v != 0)"
        default:
            let value = SwiftLiteral.animationValue(value, isAngle: keyPath.rawValue.contains("rotation"))
            return "\(target).setValue(\(value), forKeyPath: \(quoted(keyPath.rawValue)))"
        }
    }

    /// Whether the layer's transform is only ever a uniform scale (from its start, and in every change the document
    /// makes), so that `view.transform = CGAffineTransform(scaleX:y:)` sets what `transform.scale` does.
    private func transformOnlyScales(_ id: String) -> Bool {
        let transforms: Set<AnimatableKeyPath> = [.scaleX, .scaleY, .rotation, .rotationZ, .translation, .translationX, .translationY]
        guard let layer = layers.first(where: { $0.layer.id == id })?.layer, layer.transform.rotation == 0, layer.transform.translation == .zero,
            layer.transform.scale.width == layer.transform.scale.height
        else { return false }
        let animated = document.animations.filter { $0.layerID == id }.flatMap { entry -> [AnimatableKeyPath] in
            switch entry.content {
            case .core(let animation, _): animation.keyPaths
            case .view(let view): view.changes.map(\.keyPath)
            }
        }
        let set = document.actions.flatMap { action -> [AnimatableKeyPath] in
            if case .set(let layerID, let values, _) = action.change, layerID == id { return values.map(\.keyPath) }
            return []
        }
        return !(animated + set).contains(where: transforms.contains)
    }

    // MARK: Animations

    /// What an animation is named after: its label (`SwiftName.subject`), or its layer's Swift name and the property it animates
    /// (`heart scale`, `dots positionY`, `spinner rotation`).
    private func subject(of entry: DocumentAnimation) -> String {
        switch entry.content {
        case .core(let animation, _):
            SwiftName.subject(label: animation.label, id: subject(entry.layerID, animation.keyPath?.rawValue ?? "group"))
        case .view(let view): SwiftName.subject(label: view.label, id: subject(entry.layerID, view.changes.first?.keyPath.rawValue ?? "change"))
        }
    }

    /// What an action's delay is named after: its layer's Swift name and what it does (`badge show`, `toast opacity`).
    private func subject(of change: DocumentAction.Change) -> String {
        switch change {
        case .set(let id, let values, _): subject(id, values.first?.keyPath.rawValue ?? "change")
        case .addLayer(let layer, _): subject(layer.id, "show")
        case .removeLayer(let id): subject(id, "remove")
        case .removeAnimations(let id, _): subject(id, "stop")
        }
    }

    /// `name` and a key path's words, less `transform.` and a rotation's `.z`: `heart scale`, `dots position y`.
    private func subject(_ id: String, _ keyPath: String) -> String {
        var words = keyPath.split(separator: ".").map(String.init)
        if words.count > 1, words.first == "transform" { words.removeFirst() }
        if words.count > 1, words.last == "z" { words.removeLast() }
        return ([names[id] ?? id] + words).joined(separator: " ")
    }

    /// `column`: where the lines start once set at swift-format's indentation. `scope`: the function's names, where the
    /// animations' locals are declared.
    private func animationLines(_ entry: DocumentAnimation, column: Int, scope: inout SwiftNameScope) -> [String] {
        switch entry.content {
        case .core(let animation, let key):
            let subject = self.subject(of: entry)
            let name = scope.declare(SwiftName.lowerCamel(subject))
            var lines = animation.label.map { ["// \(SwiftLiteral.comment($0))"] } ?? []
            lines += build(animation, named: name, topLevel: true, subject: subject, scope: &scope)
            var key = key.map(quoted)
            if entry.keepsValue, let keyPath = animation.keyPath {
                // `keep`: from what shows now to the value the layer keeps, which it takes at once (no implicit animation).
                let (layer, path) = (layerExpression(entry.layerID), quoted(keyPath.rawValue))
                lines.append("\(name).fromValue = (\(layer).presentation() ?? \(layer)).value(forKeyPath: \(path))")
                if animation.timing.beginTime > 0, !animation.timing.fillMode.holdsStart {
                    lines.append("\(name).fillMode = \(animation.timing.fillMode.holdsEnd ? ".both" : ".backwards")")
                }
                lines += [
                    "CATransaction.begin()", "CATransaction.setDisableActions(true)", "\(layer).setValue(\(name).toValue, forKeyPath: \(path))",
                    "CATransaction.commit()",
                ]
                key = key ?? path
            }
            lines.append("\(layerExpression(entry.layerID)).add(\(name), forKey: \(key ?? "nil"))")
            return lines
        case .view(let view):
            return viewLines(view, on: entry.layerID, column: column)
        }
    }

    /// `let name = CABasicAnimation(keyPath: …)` and its properties (a group's children first).
    /// `subject`: what the constants of its duration and curve are named after (its label, or its layer and property).
    private func build(_ animation: Animation, named name: String, topLevel: Bool, subject: String, scope: inout SwiftNameScope) -> [String] {
        creation(of: animation, named: name, subject: subject, scope: &scope)
            + timingLines(of: animation, named: name, topLevel: topLevel, subject: subject)
            + Self.valueLines(of: animation, named: name)
    }

    /// `let name = …` of the animation's class: a basic, keyframe or spring animation on its key path, or a group
    /// after its children (each built with its own name in `scope`).
    private func creation(of animation: Animation, named name: String, subject: String, scope: inout SwiftNameScope) -> [String] {
        let path = animation.keyPath.map { quoted($0.rawValue) } ?? "nil"
        switch animation.kind {
        case .basic: return ["let \(name) = CABasicAnimation(keyPath: \(path))"]
        case .keyframe: return ["let \(name) = CAKeyframeAnimation(keyPath: \(path))"]
        case .spring(let spring, _, _, _): return Self.springCreation(spring, named: name, keyPath: path)
        case .group(let children):
            var lines: [String] = []
            var childNames: [String] = []
            for child in children {
                let childSubject = SwiftName.subject(label: child.label, id: self.subject(subject, child.keyPath?.rawValue ?? "group"))
                let childName = scope.declare(SwiftName.lowerCamel(childSubject))
                if let label = child.label { lines.append("// \(SwiftLiteral.comment(label))") }
                lines += build(child, named: childName, topLevel: false, subject: childSubject, scope: &scope)
                childNames.append(childName)
            }
            return lines + ["let \(name) = CAAnimationGroup()", "\(name).animations = [\(childNames.joined(separator: ", "))]"]
        }
    }

    /// A `CASpringAnimation`: made from its perceptual duration and bounce where the document gave those, else its
    /// mass (where not 1), stiffness and damping; then its initial velocity.
    private static func springCreation(_ spring: Spring, named name: String, keyPath path: String) -> [String] {
        let n = SwiftLiteral.number
        var lines: [String] = []
        if case .perceptual(let duration, let bounce) = spring.origin {
            lines.append("let \(name) = CASpringAnimation(perceptualDuration: \(n(duration)), bounce: \(n(bounce)))")
            lines.append("\(name).keyPath = \(path)")
        } else {
            lines.append("let \(name) = CASpringAnimation(keyPath: \(path))")
            if spring.mass != 1 { lines.append("\(name).mass = \(n(spring.mass))") }
            lines.append("\(name).stiffness = \(n(spring.stiffness))")
            lines.append("\(name).damping = \(n(spring.damping))")
            if spring.allowsOverdamping { lines.append("\(name).allowsOverdamping = true") }
        }
        if spring.initialVelocity != 0 { lines.append("\(name).initialVelocity = \(n(spring.initialVelocity))") }
        return lines
    }

    /// The animation's timing (`CAMediaTiming`: begin time, from now where `topLevel`, duration, speed, repeats, fill)
    /// and how it combines: its curve, `isAdditive`, `isCumulative`; each where it differs from a new animation's.
    private func timingLines(of animation: Animation, named name: String, topLevel: Bool, subject: String) -> [String] {
        let n = SwiftLiteral.number
        var lines: [String] = []
        let t = animation.timing
        if t.beginTime != 0 {
            lines.append(topLevel ? "\(name).beginTime = CACurrentMediaTime() + \(n(t.beginTime))" : "\(name).beginTime = \(n(t.beginTime))")
        }
        if let duration = t.duration {
            lines.append("\(name).duration = \(timing.duration(duration, for: subject))")
        } else if case .spring = animation.kind {
            // Core Animation's default is 0.25 s, which would cut the spring short on a device.
            lines.append("\(name).duration = \(name).settlingDuration")
        }
        if t.speed != 1 { lines.append("\(name).speed = \(n(t.speed))") }
        if t.timeOffset != 0 { lines.append("\(name).timeOffset = \(n(t.timeOffset))") }
        if t.repeatCount != 0 { lines.append("\(name).repeatCount = \(t.repeatCount.isInfinite ? ".infinity" : n(t.repeatCount))") }
        if t.repeatDuration != 0 { lines.append("\(name).repeatDuration = \(n(t.repeatDuration))") }
        if t.autoreverses { lines.append("\(name).autoreverses = true") }
        if t.fillMode != .removed { lines.append("\(name).fillMode = .\(t.fillMode.rawValue)") }
        if !t.isRemovedOnCompletion { lines.append("\(name).isRemovedOnCompletion = false") }
        if let function = animation.timingFunction { lines.append("\(name).timingFunction = \(timing.curve(function, for: subject))") }
        if animation.isAdditive { lines.append("\(name).isAdditive = true") }
        if animation.isCumulative { lines.append("\(name).isCumulative = true") }
        return lines
    }

    /// What the animation goes through: a basic or spring animation's from, to and by values; a keyframe animation's
    /// path or values, key times, curves, calculation and rotation modes (a rotation's values in radians as angles).
    private static func valueLines(of animation: Animation, named name: String) -> [String] {
        var lines: [String] = []
        let turns = animation.keyPath?.rawValue.contains("rotation") ?? false
        func value(_ value: AnimatableValue) -> String { SwiftLiteral.animationValue(value, isAngle: turns) }
        switch animation.kind {
        case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
            if let from { lines.append("\(name).fromValue = \(value(from))") }
            if let to { lines.append("\(name).toValue = \(value(to))") }
            if let by { lines.append("\(name).byValue = \(value(by))") }
        case .keyframe(let k):
            if let path = k.path {
                lines.append("\(name).path = \(SwiftLiteral.cgPath(path))")
            } else {
                lines.append("\(name).values = [\(k.values.map(value).joined(separator: ", "))]")
            }
            if let times = k.keyTimes { lines.append("\(name).keyTimes = \(SwiftLiteral.numbers(times))") }
            if let functions = k.timingFunctions {
                lines.append("\(name).timingFunctions = [\(functions.map(SwiftLiteral.timingFunction).joined(separator: ", "))]")
            }
            if k.calculationMode != .linear { lines.append("\(name).calculationMode = .\(k.calculationMode.rawValue)") }
            if let mode = k.rotationMode { lines.append("\(name).rotationMode = .\(mode == .auto ? "rotateAuto" : "rotateAutoReverse")") }
        case .group: break
        }
        return lines
    }

    /// `UIView.animate(withDuration:delay:[usingSpringWithDamping:initialSpringVelocity:]options:animations:)`.
    private func viewLines(_ view: ViewAnimation, on id: String, column: Int) -> [String] {
        let n = SwiftLiteral.number
        let order: [ViewAnimation.Option] = [.curveEaseIn, .curveEaseOut, .curveLinear, .repeat, .autoreverse, .beginFromCurrentState]
        let options = "[" + order.filter(view.options.contains).map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
        let lines = view.label.map { ["// \(SwiftLiteral.comment($0))"] } ?? []
        let subject = SwiftName.subject(label: view.label, id: self.subject(id, view.changes.first?.keyPath.rawValue ?? "change"))
        var pieces = ["withDuration: \(timing.duration(view.duration, for: subject))", "delay: \(n(view.delay))"]
        if let spring = view.spring {
            pieces += ["usingSpringWithDamping: \(n(spring.dampingRatio))", "initialSpringVelocity: \(n(spring.initialVelocity))"]
        }
        pieces.append("options: \(options)")
        let arguments = pieces.joined(separator: ", ")
        let body = view.changes.map { assignment($0.keyPath, $0.value, of: id) }
        func indented(_ text: String, by spaces: String) -> String { spaces + text.replacingOccurrences(of: "\n", with: "\n" + spaces) }
        let head = "UIView.animate(\(arguments), animations: { [self] in"
        if column + head.count <= SwiftLineWrapping.width {
            return lines + [head] + body.map { indented($0, by: "    ") } + ["})"]
        }
        // As swift-format breaks it: the arguments after the bracket, the closure on a line of its own.
        var filled: [String] = []
        for piece in pieces {
            if let last = filled.last, column + 2 + last.count + 1 + piece.count + 1 <= SwiftLineWrapping.width {
                filled[filled.count - 1] = last + " " + piece + ","
            } else {
                filled.append(piece + ",")
            }
        }
        return lines + ["UIView.animate("] + filled.map { "    " + $0 } + ["    animations: { [self] in"] + body.map { indented($0, by: "        ") }
            + ["    })"]
    }

    // MARK: Helpers and the stage

    private mutating func writeHelpers() {
        if !timing.entries.isEmpty {
            line("")
            line("    /// The durations (seconds) and curves, named once.")
            line("    enum Timing {")
            for entry in timing.entries { line("        static let \(entry.name)\(entry.type) = \(entry.value)") }
            line("    }")
        }
    }

    /// `record<Name>()` for Linux: the effect on an EffectKit stage, the document's touches and moments played on it,
    /// and what shows recorded.
    private mutating func writeRecord() {
        line("")
        line("#if !canImport(UIKit)")
        let start = out.count
        line("/// Puts the effect on a stage, plays the document's touches, and records what shows.")
        line("@MainActor")
        line("func record\(typeName)() -> EffectDocument {")
        line("    " + Self.stageCreation(canvas: document.canvas))
        let effectLine = out.count
        line("    let effect = \(typeName)Effect(in: stage.\(inView ? "view" : "layer"))")
        if !layers.isEmpty { line("    stage.takeNames(from: effect)") }
        if triggers.contains(.start) { line("    effect.start()") }
        for call in document.interactions.flatMap(stageCalls) + momentCalls { line("    " + call) }
        if !out[(effectLine + 1)...].contains(where: { $0.contains("effect.") || $0.contains("(from: effect)") }) {
            // Nothing touches it: it has put its layers on the stage.
            out[effectLine] = out[effectLine].replacingOccurrences(of: "let effect =", with: "_ =")
        }
        line("    " + Self.stageRecording(of: document))
        line("}")
        // Inside `#if`, as swift-format indents it.
        for i in start..<out.count { out[i] = "    " + out[i] }
        line("#endif")
    }

    /// `let stage = EffectStage(…)` the size and background of `canvas`: how a recording function starts.
    static func stageCreation(canvas: EffectDocument.Canvas) -> String {
        let background = canvas.background.map(SwiftLiteral.uiColor) ?? "nil"
        return
            "let stage = EffectStage(width: \(SwiftLiteral.number(canvas.width)), height: \(SwiftLiteral.number(canvas.height)), background: \(background))"
    }

    /// `return stage.record(…)` with the document's name, title, description and duration: how a recording function
    /// ends.
    static func stageRecording(of document: EffectDocument) -> String {
        let title = document.title.map { ", title: \(SwiftLiteral.string($0))" } ?? ""
        let description = document.description.map { ", description: \(SwiftLiteral.string($0))" } ?? ""
        return
            "return stage.record(name: \(SwiftLiteral.string(document.name))\(title)\(description), duration: \(SwiftLiteral.number(document.effectiveDuration)))"
    }

    /// The stage's calls that play `interaction`'s touches: a plain layer's run the trigger functions; a component's go
    /// to its view, which reacts itself (a toggled one, with no view to touch, is toggled).
    private func stageCalls(for interaction: Interaction) -> [String] {
        let component = components.first { $0.component.id == interaction.layerID }
        let handlers = component == nil ? touchHandlers(of: interaction) : ""
        let target =
            component.map { ComponentSource.touchTarget($0.component, name: "effect.\($0.name)") }
            ?? "effect.\(names[interaction.layerID]!)" + (viewIDs.contains(interaction.layerID) ? ".layer" : "")
        let n = SwiftLiteral.exact
        return StageTouch.of(interaction).compactMap { touch in
            switch (touch, target) {
            case (.tap(let time, let p), let target?):
                return "stage.tap(\(target), at: \(n(time)), point: \(SwiftLiteral.point(p))\(handlers))"
            case (.touch(let down, let p, let moves, let up), let target?):
                let path = moves.map { "(\(n($0.time)), \(SwiftLiteral.point($0.point)))" }.joined(separator: ", ")
                return
                    "stage.touch(\(target), at: \(SwiftLiteral.point(p)), down: \(n(down)), moves: [\(path)], up: \(up.map(n) ?? "nil")\(handlers))"
            case (.toggle(let time), let target?):
                return "stage.tap(\(target), at: \(n(time)) - 1.0 / 60)  // lifts at \(n(time)) s: touch up inside"
            case (.toggle(let time), nil):
                return "stage.run(at: \(n(time))) { effect.\(component!.name).toggle() }"
            case (.tap, nil), (.touch, nil):
                return nil
            }
        }
    }

    /// `, onTouchDown: …, onTouchUp: …`: the trigger functions a touch of `interaction` calls as it lands and lifts
    /// (`nil` where none).
    private func touchHandlers(of interaction: Interaction) -> String {
        let called = triggers
        func handler(_ make: (String) -> Trigger) -> String {
            let calls = triggerSources(of: interaction).map(make).filter(called.contains).map(effectCall)
            return calls.isEmpty ? "nil" : "{ \(calls.joined(separator: "; ")) }"
        }
        return ", onTouchDown: \(handler { .touchDown($0) }), onTouchUp: \(handler { .touchUp($0) })"
    }

    /// `stage.run(at:)` at each time of each moment, calling its trigger functions.
    private var momentCalls: [String] {
        let called = triggers
        return document.moments.flatMap { moment -> [String] in
            let calls = [Trigger.touchDown(moment.id), .touchUp(moment.id)].filter(called.contains).map(effectCall)
            guard !calls.isEmpty else { return [] }
            return moment.times.map {
                "stage.run(at: \(SwiftLiteral.exact($0))) { \(calls.joined(separator: "; ")) }  // \(SwiftLiteral.comment(moment.id))"
            }
        }
    }

    /// `effect.likeTouchDown()`: the recording's call of a trigger's function.
    private func effectCall(_ trigger: Trigger) -> String { "effect.\(functionName(trigger))()" }

    private func quoted(_ text: String) -> String { SwiftLiteral.string(text) }

    /// Whether a trigger's source is a moment (`Moment`), which no touch makes.
    private func isMoment(_ source: String) -> Bool { document.moments.contains { $0.id == source } }
}

/// The durations and curves of a document's animations as named constants: one per name and value, named after what
/// they time (`popDuration`, `slideInCurve`); the same value under the same name is declared once.
final class TimingConstants {
    private(set) var entries: [(name: String, type: String, value: String)] = []

    /// `Timing.<subject>Duration`.
    func duration(_ seconds: Double, for subject: String) -> String {
        constant(SwiftName.lowerCamel(subject) + "Duration", type: ": CFTimeInterval", value: SwiftLiteral.number(seconds))
    }

    /// `Timing.<subject>Delay`: seconds from the trigger.
    func delay(_ seconds: Double, for subject: String) -> String {
        constant(SwiftName.lowerCamel(subject) + "Delay", type: ": TimeInterval", value: SwiftLiteral.number(seconds))
    }

    /// `Timing.<subject>Curve`.
    func curve(_ function: TimingFunction, for subject: String) -> String {
        constant(SwiftName.lowerCamel(subject) + "Curve", type: "", value: SwiftLiteral.timingFunction(function))
    }

    private func constant(_ base: String, type: String, value: String) -> String {
        var name = base
        var n = 2
        while let existing = entries.first(where: { $0.name == name }) {
            if existing.value == value { return "Timing.\(name)" }
            name = base + "\(n)"
            n += 1
        }
        entries.append((name, type, value))
        return "Timing.\(name)"
    }
}

/// An interaction's events as the stage's calls make them: taps, touches (down, moves, an optional lift), toggles.
enum StageTouch {
    case tap(time: Double, at: Point)
    case touch(down: Double, at: Point, moves: [(time: Double, point: Point)], up: Double?)
    case toggle(time: Double)

    static func of(_ interaction: Interaction) -> [StageTouch] {
        var result: [StageTouch] = []
        var events = interaction.events[...]
        while let first = events.popFirst() {
            switch first.event {
            case .tap(let p): result.append(.tap(time: first.time, at: p))
            case .toggle: result.append(.toggle(time: first.time))
            case .touchDown(let p):
                var moves: [(time: Double, point: Point)] = []
                var up: Double?
                while let next = events.first {
                    if case .touchMoved(let q) = next.event {
                        moves.append((next.time, q))
                    } else if case .touchUp = next.event {
                        up = next.time
                    } else {
                        break
                    }
                    events = events.dropFirst()
                    if up != nil { break }
                }
                result.append(.touch(down: first.time, at: p, moves: moves, up: up))
            case .touchMoved, .touchUp: continue
            }
        }
        return result
    }
}
