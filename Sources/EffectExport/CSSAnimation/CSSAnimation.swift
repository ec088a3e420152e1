import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// The effect as HTML and CSS animations, for the web: a `<div>` per layer inside one for the canvas, each value
/// that changes a `@keyframes` rule — `cubic-bezier()` where an animation's timing function runs, springs as
/// `linear()` easings — on one clock that plays the effect as recorded (its touches included), rests, and loops.
///
/// A layer's transform is CSS's own: `translate` (its position), `rotate`, `scale`, then `transform` moving its
/// anchor point to the origin (`transform-origin: 0 0`); the background, corner radius and clipping are the
/// `<div>`'s, the shadow a `drop-shadow()` filter (following what the layer draws, as Core Animation's does), the
/// border an `::after` above the sublayers; shapes and text are inline SVG paths. No script: it plays where CSS
/// does. What CSS cannot draw is refused with the reason (`ExportError.inexpressible`).
public struct CSSAnimation {
    /// How often the effect plays: 0 for ever; after the last time, its last frame holds.
    public var loops: Int
    /// Seconds the last frame holds before the effect plays again.
    public var rest: Double

    /// CSS animations playing `loops` times (0: for ever), resting `rest` seconds between plays.
    public init(loops: Int = 0, rest: Double = AnimatedFrames.defaultRest) {
        self.loops = loops
        self.rest = rest
    }

    /// The effect as a web page's parts.
    public struct Output: Sendable {
        /// The elements, with classes named after the effect.
        public var markup: String
        /// The rules and `@keyframes` that draw and play them.
        public var stylesheet: String
        /// What browsers draw a little differently, a sentence each (continuous corners as circular ones).
        public var notes: [String]

        /// What `--format css` writes: the stylesheet, the markup in its opening comment.
        public var cssFile: String {
            var text = "/* The markup these rules play:\n\n"
            text += CSSText.commentSafe(markup)
            for note in notes { text += "\nNote: " + CSSText.commentSafe(note) }
            return text + "*/\n\n" + stylesheet
        }

        /// A whole page that plays it (what `--format html` writes): no script, nothing outside the file.
        public func page(title: String) -> String {
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(TemplateContext.markup(title, quotes: false))</title>
            <style>
            body { margin: 0; }
            \(stylesheet)</style>
            </head>
            <body>
            \(markup)</body>
            </html>

            """
        }
    }

    /// The scene as HTML and CSS; `name` names its classes and keyframes (made a CSS identifier), `title` labels
    /// it for assistive technology. Under `prefers-reduced-motion` the effect shows its end when `reducedMotion`
    /// is `.none`.
    public func render(_ scene: Scene, name: String, title: String, reducedMotion: Guidance.ReducedMotion? = nil) throws(ExportError) -> Output {
        var writer = Writer(
            motion: SceneMotion(scene: scene), clock: Clock(duration: scene.duration, rest: rest, loops: loops), base: CSSText.identifier(name))
        var children = ""
        for track in writer.motion.sublayersInDrawingOrder(of: nil) {
            children += try writer.layer(track, parentOrigin: Point(0, 0), depth: 1)
        }
        guard writer.reasons.isEmpty else { throw .inexpressible(format: .cssAnimations, reasons: writer.reasons) }
        let base = writer.base
        var root = "position: relative; width: \(CSSText.px(scene.canvas.width)); height: \(CSSText.px(scene.canvas.height)); overflow: hidden;"
        if let background = scene.canvas.background, background.alpha > 0 { root += " background-color: \(CSSText.color(background.components));" }
        var stylesheet = ".\(base) { \(root) }\n"
        stylesheet += ".\(base) div { position: absolute; left: 0; top: 0; transform-origin: 0 0; }\n"
        stylesheet += ".\(base) svg { position: absolute; left: 0; top: 0; overflow: visible; }\n"
        if writer.hasBorders {
            stylesheet +=
                ".\(base) div::after { position: absolute; inset: 0; box-sizing: border-box; border-style: solid; border-radius: inherit; pointer-events: none; }\n"
        }
        stylesheet += writer.rules.joined()
        if reducedMotion == Guidance.ReducedMotion.none {
            stylesheet += "@media (prefers-reduced-motion: reduce) {\n"
            stylesheet += "  .\(base) *, .\(base) *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; }\n}\n"
        }
        stylesheet += writer.keyframes.joined()
        let markup = "<div class=\"\(base)\" role=\"img\" aria-label=\"\(TemplateContext.markup(title, quotes: true))\">\n" + children + "</div>\n"
        return Output(markup: markup, stylesheet: stylesheet, notes: writer.notes)
    }
}

/// When the effect's keyframes play: one play of `duration` seconds and `rest` seconds holding its end, `loops`
/// times (0: for ever), the last frame held after.
private struct Clock {
    var duration: Double
    var rest: Double
    var loops: Int

    var period: Double { duration + rest }

    /// The `animation` shorthand of keyframes named `name` on this clock, eased by `easing` where a keyframe
    /// names none.
    func animation(_ name: String, easing: String = "linear") -> String {
        "\(name) \(SVGValues.number(period, decimals: 6))s \(easing) \(loops == 0 ? "infinite" : String(loops)) both"
    }
}

/// One pass over a scene: the rules and keyframes written so far.
private struct Writer {
    let motion: SceneMotion
    let clock: Clock
    let base: String
    var rules: [String] = []
    var keyframes: [String] = []
    var reasons: [String] = []
    var notes: [String] = []
    var hasBorders = false
    private var count = 0

    init(motion: SceneMotion, clock: Clock, base: String) {
        self.motion = motion
        self.clock = clock
        self.base = base
    }

    /// A rule being written: its declarations and the animations on it, whose keyframes' names begin with `name`.
    struct Rule {
        var name: String
        var selector: String
        /// When a spring animation runs on the layer, in document seconds: its settle is one `linear()` easing.
        var springs: [ClosedRange<Double>]
        var declarations: [String] = []
        var animations: [String] = []

        /// The rule of the elements of class `name`, of a layer whose springs run during `springs`.
        init(class name: String, springs: [ClosedRange<Double>]) {
            self.name = name
            selector = "." + name
            self.springs = springs
        }

        var text: String {
            var all = declarations
            if !animations.isEmpty { all.append("animation: " + animations.joined(separator: ", ") + ";") }
            return all.isEmpty ? "" : "\(selector) { \(all.joined(separator: " ")) }\n"
        }
    }

    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// Declares what `motion` sets on `rule`: its value at 0, and keyframes named `name` when it changes; nothing
    /// when it never leaves `skipping` (the property's initial value).
    mutating func set(
        _ rule: inout Rule, _ name: String, _ motion: Motion, skipping initial: [Double]? = nil, _ format: @escaping ([Double]) -> String
    ) {
        if motion.isConstant {
            if motion.keys[0].value != initial { rule.declarations.append(format(motion.keys[0].value)) }
            return
        }
        rule.declarations.append(format(motion.value(at: 0)))
        let keyframesName = "\(rule.name)-\(name)"
        keyframes.append(
            CSSKeyframes(motion, duration: clock.duration, rest: clock.rest, springs: rule.springs, format: format).rule(named: keyframesName))
        rule.animations.append(clock.animation(keyframesName))
    }

    /// The layer's `<div>` and its sublayers', `depth` levels in; empty when it never shows.
    mutating func layer(_ track: LayerTrack, parentOrigin: Point, depth: Int) throws(ExportError) -> String {
        let id = track.model.id
        guard let presence = motion.presence(of: id) else { return "" }
        let base = track.presentation(at: max(presence.lowerBound, 0))
        let quantities = Quantities(motion: motion, id: id)
        if base.isHidden, try quantities.opacity.isConstant { return "" }
        count += 1
        let name = "\(self.base)-\(count)"
        let subject = "layer '\(id)'"
        // The layer's rule comes before those of what it holds.
        let slot = rules.count
        rules.append("")
        let springs = Self.springIntervals(of: track)
        var rule = Rule(class: name, springs: springs)

        if let matte = track.model.matte {
            reasons.append(
                "\(subject): its first sublayer is its matte (\(matte.description): a Lottie track matte, mask or gradient on a path), which CSS cannot apply to the divs after it"
            )
        }
        let rect = try quantities.roundedRect
        let origin = Point(rect.keys[0].value[0], rect.keys[0].value[1])
        if !rect.keys.allSatisfy({ $0.value[0] == origin.x && $0.value[1] == origin.y }) {
            reasons.append("\(subject): its bounds' origin moves, which a box cannot show")
        }
        try setBox(&rule, quantities: quantities, rect: rect, origin: origin, parentOrigin: parentOrigin, base: base)
        if base.masksToBounds { rule.declarations.append("overflow: hidden;") }
        if track.model.blendMode != .normal { rule.declarations.append("mix-blend-mode: \(track.model.blendMode.css);") }
        try shadow(of: base, quantities: quantities, on: &rule, where: subject)
        if let visibility = visibility(during: presence, name: name) {
            if presence.lowerBound > 0 { rule.declarations.append("visibility: hidden;") }
            rule.animations.append(visibility)
        }

        var inner = ""
        let indent = String(repeating: "  ", count: depth)
        inner += try content(
            of: base, rule: &rule, quantities: quantities, rect: rect, origin: origin, name: name, subject: subject, indent: indent + "  ")
        for sublayer in motion.sublayersInDrawingOrder(of: id) {
            inner += try layer(sublayer, parentOrigin: origin, depth: depth + 1)
        }
        try border(quantities: quantities, name: name, springs: springs)
        rules[slot] = rule.text
        return inner.isEmpty ? "\(indent)<div class=\"\(name)\"></div>\n" : "\(indent)<div class=\"\(name)\">\n\(inner)\(indent)</div>\n"
    }

    /// When each spring animation on the track runs, in document seconds (its settle is one `linear()` easing).
    private static func springIntervals(of track: LayerTrack) -> [ClosedRange<Double>] {
        track.animations.compactMap { attached -> ClosedRange<Double>? in
            guard case .spring = attached.animation.kind else { return nil }
            let begin = attached.animation.timing.beginTime
            return begin...max(begin, min(attached.animation.endTime, attached.removedAt))
        }
    }

    /// Declares the layer's box on `rule`: its place from `parentOrigin`, rotation, scale, anchor, size, corner
    /// radius (noting continuous corners drawn circular), opacity and background colour.
    private mutating func setBox(
        _ rule: inout Rule, quantities: Quantities, rect: Motion, origin: Point, parentOrigin: Point, base: Layer
    ) throws(ExportError) {
        set(&rule, "translate", try quantities.offset, skipping: [0, 0]) {
            "translate: \(CSSText.px($0[0] - parentOrigin.x)) \(CSSText.px($0[1] - parentOrigin.y));"
        }
        set(&rule, "rotate", try quantities.rotation, skipping: [0]) { "rotate: \(SVGValues.number($0[0]))deg;" }
        set(&rule, "scale", try quantities.scale, skipping: [1, 1]) {
            "scale: \(SVGValues.number($0[0], decimals: 5)) \(SVGValues.number($0[1], decimals: 5));"
        }
        set(&rule, "anchor", try quantities.anchor, skipping: [-origin.x, -origin.y]) {
            "transform: translate(\(CSSText.px($0[0] + origin.x)), \(CSSText.px($0[1] + origin.y)));"
        }
        set(&rule, "size", Quantities.components([2, 3], of: rect)) { "width: \(CSSText.px($0[0])); height: \(CSSText.px($0[1]));" }
        set(&rule, "radius", Quantities.components([4], of: rect), skipping: [0]) { "border-radius: \(CSSText.px($0[0]));" }
        if base.cornerCurve == .continuous, !(rect.isConstant && rect.keys[0].value[4] == 0) {
            note("Continuous (squircle) corners are drawn as circular ones: CSS's border-radius is circular.")
        }
        set(&rule, "opacity", try quantities.opacity, skipping: [1]) { "opacity: \(SVGValues.number($0[0], decimals: 4));" }
        set(&rule, "background", try quantities.rgba(.backgroundColor), skipping: [0, 0, 0, 0]) { "background-color: \(CSSText.color($0));" }
    }

    /// What the layer draws inside its `<div>`, `indent` in: a shape's or text's `<svg>`; an image or gradient is
    /// the rule's background instead (and the markup empty).
    private mutating func content(
        of base: Layer, rule: inout Rule, quantities: Quantities, rect: Motion, origin: Point, name: String, subject: String, indent: String
    ) throws(ExportError) -> String {
        switch base.content {
        case .plain: return ""
        case .shape(let content):
            return try shape(content, quantities: quantities, origin: origin, name: name, springs: rule.springs, indent: indent)
        case .text(let content):
            var path = Rule(class: "\(name)-text", springs: rule.springs)
            set(&path, "fill", try quantities.rgba(.foregroundColor)) { "fill: \(CSSText.color($0));" }
            rules.append(path.text)
            let outline = try ExportError.catching { () throws(RenderError) in try TextPainter.outline(content, of: base) }
            return indent + Self.svg(origin: origin, path: "<path class=\"\(name)-text\" d=\"\(SVGValues.path(outline))\"/>") + "\n"
        case .image(let image):
            rule.declarations.append("background-image: url(\(image.dataURL)); background-size: 100% 100%;")
            return ""
        case .gradient(let content):
            if let image = try gradient(content, base: base, size: Quantities.components([2, 3], of: rect), where: subject) {
                rule.declarations.append("background-image: \(image);")
            }
            return ""
        }
    }

    /// `visibility` keyframes showing the layer only while it is in the tree; `nil` when it is there throughout.
    private mutating func visibility(during presence: Range<Double>, name: String) -> String? {
        guard presence.lowerBound > 0 || presence.upperBound < clock.duration else { return nil }
        var frames = [CSSKeyframes.Frame(offset: 0, value: "visibility: \(presence.lowerBound > 0 ? "hidden" : "visible");")]
        if presence.lowerBound > 0 { frames.append(.init(offset: presence.lowerBound / clock.period, value: "visibility: visible;")) }
        if presence.upperBound < clock.duration { frames.append(.init(offset: presence.upperBound / clock.period, value: "visibility: hidden;")) }
        frames.append(.init(offset: 1, value: frames[frames.count - 1].value))
        let keyframesName = "\(name)-presence"
        keyframes.append(CSSKeyframes(frames: frames).rule(named: keyframesName))
        return clock.animation(keyframesName, easing: "step-end")
    }

    /// The shadow as a `drop-shadow()` filter: an offset, a blur whose length is σ (Chromium's, measured against
    /// our stills; unlike `box-shadow`'s 2σ), a colour with the shadow's opacity. None when `masksToBounds` clips it,
    /// as on iOS.
    private mutating func shadow(of base: Layer, quantities: Quantities, on rule: inout Rule, where layer: String) throws(ExportError) {
        guard !base.masksToBounds else { return }
        let opacity = try quantities.scalar([.shadowOpacity, .shadowColor]) { [$0.shadowOpacity * $0.shadowColor.alpha] }
        guard !(opacity.isConstant && opacity.keys[0].value[0] <= 0) else { return }
        guard base.shadowPath == nil else { return reasons.append("\(layer): a shadowPath shadow has no CSS form") }
        let shadow = try quantities.vector([.shadowOffset, .shadowRadius, .shadowColor, .shadowOpacity], tolerance: Quantities.colorTolerance) {
            layer in
            let c = layer.shadowColor
            return [
                layer.shadowOffset.width, layer.shadowOffset.height, min(layer.shadowRadius, 1000), c.red, c.green, c.blue,
                c.alpha * layer.shadowOpacity,
            ]
        }
        set(&rule, "shadow", shadow) {
            "filter: drop-shadow(\(CSSText.px($0[0])) \(CSSText.px($0[1])) \(CSSText.px($0[2])) \(CSSText.color(Array($0[3...6]))));"
        }
    }

    /// The border as the `::after` box, inside the bounds and above the sublayers.
    private mutating func border(quantities: Quantities, name: String, springs: [ClosedRange<Double>]) throws(ExportError) {
        let width = try quantities.scalar([.borderWidth]) { [$0.borderWidth] }
        let color = try quantities.rgba(.borderColor)
        guard !(width.isConstant && width.keys[0].value == [0]), !(color.isConstant && color.keys[0].value[3] == 0) else { return }
        hasBorders = true
        var rule = Rule(class: name, springs: springs)
        rule.selector += "::after"
        rule.declarations = ["content: \"\";"]
        set(&rule, "border-width", width) { "border-width: \(CSSText.px($0[0]));" }
        set(&rule, "border-color", color) { "border-color: \(CSSText.color($0));" }
        rules.append(rule.text)
    }

    /// A shape layer's path as inline SVG: its fill, stroke and trim animated as CSS properties of the path, the
    /// path itself as `d` (which Safari does not animate).
    private mutating func shape(
        _ content: ShapeContent, quantities: Quantities, origin: Point, name: String, springs: [ClosedRange<Double>],
        indent: String
    ) throws(ExportError) -> String {
        guard let path = content.path, !path.isEmpty else { return "" }
        var rule = Rule(class: "\(name)-path", springs: springs)
        let geometry = try quantities.vector([.path], tolerance: 0.1) { AnimatableValue.path($0.shapeContent?.path ?? Path()).components }
        var attributes = ""
        if geometry.isConstant {
            attributes += " d=\"\(SVGValues.path(Quantities.path(geometry.keys[0].value, like: path)))\""
        } else {
            note("The shape's path animates as CSS's d property, which Chromium and Firefox play and Safari shows still.")
            set(&rule, "d", geometry) { "d: path(\"\(SVGValues.path(Quantities.path($0, like: path)))\");" }
        }
        let fill = try quantities.rgba(.fillColor)
        if fill.isConstant, fill.keys[0].value[3] == 0 {
            rule.declarations.append("fill: none;")
        } else {
            set(&rule, "fill", fill, skipping: [0, 0, 0, 1]) { "fill: \(CSSText.color($0));" }
        }
        if content.fillRule == .evenOdd { rule.declarations.append("fill-rule: evenodd;") }
        let stroke = try quantities.rgba(.strokeColor)
        let width = try quantities.scalar([.lineWidth]) { [$0.shapeContent?.lineWidth ?? 1] }
        if !(stroke.isConstant && stroke.keys[0].value[3] == 0), !(width.isConstant && width.keys[0].value == [0]) {
            set(&rule, "stroke", stroke) { "stroke: \(CSSText.color($0));" }
            set(&rule, "stroke-width", width, skipping: [1]) { "stroke-width: \(CSSText.px($0[0]));" }
            if content.lineCap != .butt { rule.declarations.append("stroke-linecap: \(content.lineCap == .round ? "round" : "square");") }
            if content.lineJoin != .miter { rule.declarations.append("stroke-linejoin: \(content.lineJoin.rawValue);") }
            if content.miterLimit != 4 { rule.declarations.append("stroke-miterlimit: \(SVGValues.number(content.miterLimit));") }
            // strokeStart and strokeEnd as one dash along a path measured as 1 long.
            let trim = try quantities.vector([.strokeStart, .strokeEnd], tolerance: 0.002) {
                [$0.shapeContent?.strokeStart ?? 0, $0.shapeContent?.strokeEnd ?? 1]
            }
            let trimmed = !(trim.isConstant && trim.keys[0].value == [0, 1])
            if !content.drawnDashes.isEmpty {
                if trimmed { reasons.append("layer '\(quantities.id)': a dashed stroke that is also trimmed (CSS draws the trim as a dash)") }
                rule.declarations.append("stroke-dasharray: \(content.drawnDashes.map { CSSText.px($0) }.joined(separator: " "));")
                if content.lineDashPhase != 0 { rule.declarations.append("stroke-dashoffset: \(CSSText.px(content.lineDashPhase));") }
            }
            if trimmed {
                attributes += " pathLength=\"1\""
                set(&rule, "trim", trim) {
                    "stroke-dasharray: \(SVGValues.number(max($0[1] - $0[0], 0), decimals: 5)) 2; stroke-dashoffset: \(SVGValues.number(-$0[0], decimals: 5));"
                }
            }
        }
        rules.append(rule.text)
        return indent + Self.svg(origin: origin, path: "<path class=\"\(name)-path\"\(attributes)/>") + "\n"
    }

    /// A gradient as a CSS gradient image in the layer's rounded bounds, or a solid colour when its ellipse has no
    /// size; `nil` with a reason when CSS cannot follow it.
    private mutating func gradient(_ content: GradientContent, base: Layer, size: Motion, where layer: String) throws(ExportError) -> String? {
        let stopsMove = try Quantities(motion: motion, id: base.id).vector([.colors, .locations, .startPoint, .endPoint], tolerance: 0.002) { layer in
            let g = layer.gradientContent ?? GradientContent()
            return [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y] + g.stops.flatMap { [$0.location] + $0.color.components }
        }
        guard stopsMove.isConstant else {
            reasons.append("\(layer): its gradient's colours, locations or points animate, which a CSS gradient cannot")
            return nil
        }
        let stops = content.drawnStops
        guard let last = stops.last else { return nil }
        let (s, e) = (content.startPoint, content.endPoint)
        let (w, h) = (base.bounds.width, base.bounds.height)
        let axisAligned = s.x == e.x || s.y == e.y
        if !size.isConstant, !axisAligned, content.kind != .radial {
            reasons.append("\(layer): its gradient is slanted and its bounds change size, which turns a CSS gradient's angle")
            return nil
        }
        func list(_ position: (Double) -> String) -> String {
            stops.map { "\(CSSText.color($0.color.components)) \(position(min(max($0.location, 0), 1)))" }.joined(separator: ", ")
        }
        func percent(_ x: Double) -> String { SVGValues.number(x * 100, decimals: 4) + "%" }
        switch content.kind {
        case .axial:
            let (dx, dy) = ((e.x - s.x) * w, (e.y - s.y) * h)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { return "linear-gradient(\(CSSText.color(last.color.components)), \(CSSText.color(last.color.components)))" }
            // CSS's gradient line runs through the centre at the angle, as long as the box's extent along it.
            let angle = atan2(dx, -dy)
            let (ux, uy) = (sin(angle), -cos(angle))
            let line = abs(w * ux) + abs(h * uy)
            let start = (s.x * w - w / 2) * ux + (s.y * h - h / 2) * uy + line / 2
            let position: (Double) -> String =
                axisAligned && line > 0 ? { percent((start + $0 * length) / line) } : { CSSText.px(start + $0 * length) }
            return "linear-gradient(\(SVGValues.number(angle * 180 / .pi, decimals: 4))deg, \(list(position)))"
        case .radial:
            let (rx, ry) = (abs(e.x - s.x), abs(e.y - s.y))
            guard rx * w > 1e-6, ry * h > 1e-6 else {
                return "linear-gradient(\(CSSText.color(last.color.components)), \(CSSText.color(last.color.components)))"
            }
            if content.focalOffset != .zero {
                note("A radial gradient's focal point (a Lottie highlight) is drawn at its centre: CSS's radial-gradient has none.")
            }
            return "radial-gradient(\(percent(rx)) \(percent(ry)) at \(percent(s.x)) \(percent(s.y)), \(list(percent)))"
        case .conic:
            let angle = e == s ? 0 : atan2((e.y - s.y) * h, (e.x - s.x) * w)
            return
                "conic-gradient(from \(SVGValues.number(angle * 180 / .pi + 90, decimals: 4))deg at \(percent(s.x)) \(percent(s.y)), \(list(percent)))"
        }
    }

    /// An inline SVG whose user space is the layer's bounds space.
    static func svg(origin: Point, path: String) -> String {
        "<svg width=\"1\" height=\"1\" viewBox=\"\(SVGValues.numbers([origin.x, origin.y, 1, 1]))\" aria-hidden=\"true\">\(path)</svg>"
    }
}

/// Lengths, colours and names as CSS text: short, and the same for the same value on every run.
enum CSSText {
    static func px(_ x: Double) -> String {
        let number = SVGValues.number(x)
        return number == "0" ? "0" : number + "px"
    }

    /// Red, green, blue and (optionally) alpha, 0…1, as `#rrggbb` or `#rrggbbaa`.
    static func color(_ components: [Double]) -> String {
        let hex = SVGValues.color(components)
        guard components.count > 3 else { return hex }
        let alpha = Int((min(max(components[3], 0), 1) * 255).rounded())
        return alpha == 255 ? hex : hex + String(format: "%02x", alpha)
    }

    /// A name as a CSS identifier: lower-case letters, digits and hyphens, starting with a letter.
    static func identifier(_ name: String) -> String {
        var text = String(name.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" })
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "-") }
        text = String(text.drop { $0 == "-" })
        while text.hasSuffix("-") { text.removeLast() }
        if text.isEmpty || text.first!.isNumber { text = "effect-" + text }
        return text.hasSuffix("-") ? String(text.dropLast()) : text
    }

    /// Text that cannot end the comment it is written in.
    static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
    }
}
