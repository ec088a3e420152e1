import CairoKit
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// The whole effect as one SVG that plays itself with SMIL: no script, no external resource, so that it plays
/// inside `<img>`, in a README and in a docs page.
///
/// Each layer is a `<g>` holding its static geometry and chrome as the still frame draws them; every quantity
/// that changes is animated on the element it belongs to, from the engine's values (`SceneMotion`): exact
/// timing functions as `keySplines`, everything else fitted within 0.1 pt, 0.1°, 0.002 and 1/255. Without
/// SMIL (rsvg-convert, Figma's import) the file shows the frame at 0.
public struct AnimatedSVG {
    /// How often the effect plays: 0 for ever; after the last time, its last frame holds.
    public var loops: Int
    /// Seconds the last frame holds before the effect plays again.
    public var rest: Double
    /// A fingertip where touches are, above the effect.
    public var showsTouches: Bool

    /// An animated SVG playing `loops` times (0: for ever), resting `rest` seconds between plays, with fingertips unless `showsTouches` is false.
    public init(loops: Int = 0, rest: Double = AnimatedFrames.defaultRest, showsTouches: Bool = true) {
        self.loops = loops
        self.rest = rest
        self.showsTouches = showsTouches
    }

    /// The file's bytes.
    public func render(_ scene: Scene, title: String) throws(ExportError) -> [UInt8] {
        let smil = SMILAnimation(duration: scene.duration, loops: loops, rest: rest)
        return try Self.file(of: scene, title: title, smil: smil, still: false) {
            showsTouches ? Writer.touches(of: scene, smil: smil) : []
        }
    }

    /// One frame as a still SVG: this writer at one instant (`Scene.still`), so that every SVG renderer draws
    /// what the PNG shows — glyph outlines as paths, shadows as the renderer's blurred images, group opacity as
    /// `opacity` — with the fingertips of `touches` above it.
    public static func still(
        _ layers: [Layer], canvas: EffectDocument.Canvas, title: String,
        touches: TouchOverlay.Marks? = nil
    ) throws(ExportError) -> [UInt8] {
        try file(of: Scene.still(layers, canvas: canvas), title: title, smil: SMILAnimation(duration: 0, loops: 1), still: true) {
            guard let touches else { return [] }
            return touches.points.filter { $0.1 > 0 }.map { point, strength in
                SVGElement(
                    "g", [("opacity", SVGValues.number(strength, decimals: 4))], children: Writer.fingertip(at: point, color: touches.marker.color))
            }
        }
    }

    /// The SVG file of a scene: its layers as `smil` plays them (`still`: a scene of one instant), then what
    /// `overlay` draws above them.
    private static func file(
        of scene: Scene, title: String, smil: SMILAnimation, still: Bool,
        overlay: () -> [SVGElement]
    ) throws(ExportError) -> [UInt8] {
        let motion = SceneMotion(scene: scene)
        let placed = still ? Dictionary(motion.sampler.layersOnCanvas(at: 0).map { ($0.layer.id, $0) }, uniquingKeysWith: { first, _ in first }) : nil
        var writer = Writer(motion: motion, smil: smil, stillLayers: placed)
        var svg = SVGElement(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
                ("width", SVGValues.number(scene.canvas.width)), ("height", SVGValues.number(scene.canvas.height)),
                ("viewBox", "0 0 \(SVGValues.number(scene.canvas.width)) \(SVGValues.number(scene.canvas.height))"),
            ])
        svg.children.append(SVGElement("title", text: title))
        if let background = scene.canvas.background, background.alpha > 0 {
            svg.children.append(SVGElement("rect", [("width", "100%"), ("height", "100%")] + Writer.paint("fill", background)))
        }
        var layers: [SVGElement] = []
        for track in writer.motion.sublayersInDrawingOrder(of: nil) {
            if let layer = try writer.layer(track) { layers.append(layer) }
        }
        if still {
            // A still paints copies of its shapes: the definitions nothing refers to are left out.
            var text = ""
            for element in layers + writer.definitions { element.write(into: &text) }
            writer.definitions.removeAll { definition in definition["id"].map { !text.contains("#\($0)") } ?? false }
        }
        if !writer.definitions.isEmpty { svg.children.append(SVGElement("defs", children: writer.definitions)) }
        svg.children += layers
        svg.children += overlay()
        // Identifiers are `e`, a hash of the file written with placeholder identifiers, and a number: the same on
        // every run, and different between files inlined in one HTML page unless they draw the same.
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        var placeholder = header
        svg.write(into: &placeholder)
        let hash = FNV1a.hash(placeholder.utf8)
        svg.renameIdentifiers(from: Writer.placeholderPrefix, to: "e" + String(hash & 0xffff_ffff, radix: 16) + "-")
        var text = header
        svg.write(into: &text)
        return Array(text.utf8)
    }
}

/// One pass over a scene: the definitions collected so far and the next identifier.
private struct Writer {
    let motion: SceneMotion
    let smil: SMILAnimation
    /// For a still, its layers by id as they land on the canvas; its shadows are then the renderer's blurred
    /// images instead of `feGaussianBlur` filters, as its viewers may not blur (CairoSVG, Qt SVG) or may offset the
    /// whole layer for the shadow's `feOffset` (CairoSVG). `nil` for an animated file.
    let stillLayers: [String: LayerOnCanvas]?
    var definitions: [SVGElement] = []
    private var nextIdentifier = 0

    init(motion: SceneMotion, smil: SMILAnimation, stillLayers: [String: LayerOnCanvas]?) {
        self.motion = motion
        self.smil = smil
        self.stillLayers = stillLayers
    }

    /// What every identifier starts with until the file is written (`SVGElement.renameIdentifiers`).
    static let placeholderPrefix = "e-"

    mutating func identifier() -> String {
        nextIdentifier += 1
        return Self.placeholderPrefix + String(nextIdentifier)
    }

    /// A reference to `target` as SVG 2's `href` and SVG 1.1's `xlink:href`, for viewers that know only the older
    /// (Inkscape 0.92, Batik, Safari before 12.1).
    static func reference(_ target: String) -> [(String, String)] {
        [("href", target), ("xlink:href", target)]
    }

    static func paint(_ attribute: String, _ color: Color) -> [(String, String)] {
        var result = [(attribute, SVGValues.color(color.components))]
        if color.alpha < 1 { result.append(("\(attribute)-opacity", SVGValues.number(color.alpha, decimals: 4))) }
        return result
    }

    // MARK: Touches

    /// A fingertip per touch episode, drawn as `TouchMarker` draws it, shown by its opacity.
    static func touches(of scene: Scene, smil: SMILAnimation) -> [SVGElement] {
        let overlay = TouchOverlay(scene: scene)
        return overlay.episodes.filter { $0.begin <= scene.duration }.map { episode in
            SVGElement(
                "g", [("data-touch", episode.kind.rawValue), ("opacity", episode.begin <= 0 ? "1" : "0")],
                children: fingertip(at: episode.point, color: overlay.marker.color) + [smil.opacity(of: episode)])
        }
    }

    /// `TouchMarker`'s fingertip at full strength, its rings as `FingertipStyle` gives them; its centre clear.
    static func fingertip(at point: Point, color: Color) -> [SVGElement] {
        let (x, y) = (SVGValues.number(point.x, decimals: 3), SVGValues.number(point.y, decimals: 3))
        let style = TouchMarker.style
        return style.rings.map { ring in
            let width = ("stroke-width", SVGValues.number(ring.width))
            var stroke = paint("stroke", style.color(of: ring, marker: color))
            // The edge's paint before its width and its colour in capitals, as the published files have it.
            if ring.paint == .edge { stroke[0].1 = stroke[0].1.uppercased() }
            return SVGElement(
                "circle",
                [("cx", x), ("cy", y), ("r", SVGValues.number(ring.radius)), ("fill", "none")]
                    + (ring.paint == .edge ? stroke + [width] : [width] + stroke))
        }
    }

    // MARK: Layers

    /// The layer's element with its sublayers; `nil` when it never shows.
    mutating func layer(_ track: LayerTrack) throws(ExportError) -> SVGElement? {
        let id = track.model.id
        guard let presence = motion.presence(of: id) else { return nil }
        let base = track.presentation(at: max(presence.lowerBound, 0))
        let quantities = Quantities(motion: motion, id: id)
        if base.isHidden, try quantities.opacity.isConstant { return nil }

        var chain = try transformChain(of: id, quantities: quantities, presence: presence)
        var body = chain.removeLast()
        // Clamped to 0…1 as the renderer draws it: a spring overshoots past 1, which ThorVG wraps to near 0.
        animate(&body, "opacity", try quantities.opacity, skipping: [1]) { SVGValues.numbers($0.map { min(max($0, 0), 1) }, decimals: 4) }
        if track.model.blendMode != .normal { body["style"] = "mix-blend-mode: \(track.model.blendMode.css)" }
        var shape: String?
        if base.masksToBounds {
            let clip = try clipPath(of: quantities, base: base, shape: &shape)
            body["clip-path"] = "url(#\(clip))"
        }
        body.children += try shadow(of: track, base: base, quantities: quantities, body: &body)
        body.children += try background(base, quantities: quantities, shape: &shape)
        body.children += try content(base, track: track, quantities: quantities, shape: &shape)
        try appendSublayers(of: track, to: &body)
        body.children += try border(base, quantities: quantities, shape: &shape)

        // Nest the chain: each group inside the one before.
        var element = body
        while let outer = chain.popLast() {
            var group = outer
            group.children.append(element)
            element = group
        }
        return element
    }

    /// The groups the layer's transform takes, outermost first, the last one empty for the layer's body: position
    /// (and translation), rotation, scale, and the anchor point moved to the origin. Static pieces share a group;
    /// each animated one has its own. The first carries the layer's id and its `display` while it is in the tree.
    private mutating func transformChain(of id: String, quantities: Quantities, presence: Range<Double>) throws(ExportError) -> [SVGElement] {
        let pieces: [(function: SVGTransform, motion: Motion, decimals: Int, identity: [Double])] = try [
            (.translate, quantities.offset, 3, [0, 0]), (.rotate, quantities.rotation, 3, [0]),
            (.scale, quantities.scale, 5, [1, 1]), (.translate, quantities.anchor, 3, [0, 0]),
        ]
        var chain: [SVGElement] = [SVGElement("g", [("data-layer", id)])]
        if let display = smil.display(during: presence) {
            chain[0].children.append(display)
            if presence.lowerBound > 0 { chain[0]["display"] = "none" }
        }
        var staticTransform: [String] = []
        for piece in pieces {
            let text = { (value: [Double]) in piece.function.text(value, decimals: piece.decimals) }
            if piece.motion.isConstant {
                if piece.motion.keys[0].value != piece.identity { staticTransform.append(text(piece.motion.keys[0].value)) }
                continue
            }
            if !staticTransform.isEmpty {
                chain[chain.count - 1]["transform"] = staticTransform.joined(separator: " ")
                staticTransform = []
                chain.append(SVGElement("g"))
            }
            chain[chain.count - 1]["transform"] = text(piece.motion.value(at: 0))
            chain[chain.count - 1].children.append(
                smil.animate("transform", piece.motion, transform: piece.function) {
                    SVGValues.numbers($0, decimals: piece.decimals)
                })
            chain.append(SVGElement("g"))
        }
        if !staticTransform.isEmpty { chain[chain.count - 1]["transform"] = staticTransform.joined(separator: " ") }

        return chain
    }

    /// The layer's sublayers in drawing order, appended to `body`; with a matte, the others in a group masked by it.
    private mutating func appendSublayers(of track: LayerTrack, to body: inout SVGElement) throws(ExportError) {
        let id = track.model.id
        if let matte = track.model.matte, let matteTrack = motion.sampler.childTracks(of: id).first {
            var masked = SVGElement("g")
            for sublayer in motion.sublayersInDrawingOrder(of: id) where sublayer.model.id != matteTrack.model.id {
                if let element = try layer(sublayer) { masked.children.append(element) }
            }
            masked["mask"] = "url(#\(mask(try layer(matteTrack), matte)))"
            body.children.append(masked)
        } else {
            for sublayer in motion.sublayersInDrawingOrder(of: id) {
                if let element = try layer(sublayer) { body.children.append(element) }
            }
        }
    }

    /// Sets `attribute` to the motion's value at 0 and animates it when it changes; leaves it out when it
    /// never leaves a value in `skipping` (the attribute's default).
    private func animate(
        _ element: inout SVGElement, _ attribute: String, _ motion: Motion, decimals: Int = 3,
        skipping defaults: [Double]? = nil, format: (([Double]) -> String)? = nil
    ) {
        let format = format ?? { SVGValues.numbers($0, decimals: decimals) }
        if motion.isConstant {
            if motion.keys[0].value != defaults { element[attribute] = format(motion.keys[0].value) }
            return
        }
        element[attribute] = format(motion.value(at: 0))
        element.children.append(smil.animate(attribute, motion, format: format))
    }

    /// Paints with a colour quantity: `#rrggbb` and an opacity, each animated when it changes; `none` when it
    /// never shows.
    private func paint(_ element: inout SVGElement, _ attribute: String, color: (rgb: Motion, alpha: Motion), opacityAttribute: String? = nil) {
        if color.alpha.isConstant, color.alpha.keys[0].value == [0] {
            element[attribute] = "none"
            return
        }
        animate(&element, attribute, color.rgb, format: SVGValues.color)
        animate(&element, opacityAttribute ?? "\(attribute)-opacity", color.alpha, decimals: 4, skipping: [1])
    }

    // MARK: Chrome

    /// The id of the layer's rounded bounds as a definition (a `<rect>`, or a `<path>` for continuous corners),
    /// made once per layer and used by the background, the mask, the border and a gradient.
    private mutating func boundsShape(_ quantities: Quantities, base: Layer, shape: inout String?) throws(ExportError) -> String {
        if let shape { return shape }
        let id = identifier()
        var element: SVGElement
        let cornerRadius = try quantities.cornerRadius
        if base.cornerCurve == .circular || cornerRadius.isConstant && cornerRadius.keys[0].value == [0] {
            element = SVGElement("rect", [("id", id)])
            let rect = try quantities.roundedRect
            if rect.isConstant {
                let v = rect.keys[0].value
                for (name, value) in zip(["x", "y", "width", "height", "rx"], v) where name != "rx" || value != 0 {
                    element[name] = SVGValues.number(value)
                }
            } else {
                for (index, name) in ["x", "y", "width", "height", "rx"].enumerated() {
                    animate(&element, name, Quantities.component(index, of: rect), skipping: name == "rx" ? [0] : nil)
                }
            }
        } else {
            element = SVGElement("path", [("id", id)])
            animate(&element, "d", try quantities.boundsPath) { SVGValues.path(Quantities.path($0, like: base.boundsPath)) }
        }
        definitions.append(element)
        shape = id
        return id
    }

    /// The id of a clip path of the layer's rounded bounds: a copy of their shape, not a `<use>` of it, which ThorVG
    /// does not clip with (it clips everything away).
    private mutating func clipPath(of quantities: Quantities, base: Layer, shape: inout String?) throws(ExportError) -> String {
        let bounds = try boundsShape(quantities, base: base, shape: &shape)
        let id = identifier()
        definitions.append(SVGElement("clipPath", [("id", id)], children: [copy(of: bounds)]))
        return id
    }

    /// A `<mask>` of the matte's element (`nil`: a matte that never shows) over the plane three canvases wide
    /// around the layer's origin (viewers allocate its pixels), its coverage as SVG's luminance mask reads it: an
    /// alpha matte through `mask-type: alpha`; an inverted or luma one over white, the matte turned black with its
    /// coverage as alpha by a filter (sRGB), so that the luminance left is 1 − coverage.
    private mutating func mask(_ matte: SVGElement?, _ kind: Matte) -> String {
        let side = max(motion.scene.canvas.width, motion.scene.canvas.height)
        let (start, size) = (SVGValues.number(-side), SVGValues.number(3 * side))
        let plane = [("x", start), ("y", start), ("width", size), ("height", size)]
        var children: [SVGElement] = []
        if kind.isInverted { children.append(SVGElement("rect", plane + [("fill", "#FFFFFF")])) }
        if var matte {
            if kind != Matte(.alpha) && kind != Matte(.luminance) {
                let black = "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"
                let steps =
                    kind.channel == .alpha
                    ? [SVGElement("feColorMatrix", [("type", "matrix"), ("values", black)])]
                    : [
                        SVGElement("feColorMatrix", [("type", "luminanceToAlpha"), ("result", "l")]),
                        SVGElement("feComposite", [("in", "l"), ("in2", "SourceGraphic"), ("operator", "in")]),
                    ]
                let filter = identifier()
                definitions.append(
                    SVGElement(
                        "filter", [("id", filter), ("filterUnits", "userSpaceOnUse"), ("color-interpolation-filters", "sRGB")] + plane,
                        children: steps))
                matte = SVGElement("g", [("filter", "url(#\(filter))")], children: [matte])
            }
            children.append(matte)
        }
        let id = identifier()
        var attributes = [("id", id), ("maskUnits", "userSpaceOnUse")] + plane
        if kind == Matte(.alpha) { attributes.append(("mask-type", "alpha")) }
        definitions.append(SVGElement("mask", attributes, children: children))
        return id
    }

    /// The definition `id` without its id.
    private func copy(of id: String) -> SVGElement {
        var copy = definitions.first { $0["id"] == id } ?? SVGElement("g")
        copy["id"] = nil
        return copy
    }

    /// The shape defined as `id` to paint: in a still, a copy of it (ThorVG ignores `fill-opacity` and `stroke` set on a
    /// `<use>`); in an animated file a `<use>` of it, which shares its animations.
    private func painted(_ id: String) -> SVGElement {
        stillLayers == nil ? SVGElement("use", Writer.reference("#" + id)) : copy(of: id)
    }

    private mutating func background(_ base: Layer, quantities: Quantities, shape: inout String?) throws(ExportError) -> [SVGElement] {
        let color = try quantities.color(.backgroundColor)
        guard !(color.alpha.isConstant && color.alpha.keys[0].value == [0]) else { return [] }
        let bounds = try boundsShape(quantities, base: base, shape: &shape)
        var element = painted(bounds)
        paint(&element, "fill", color: color)
        return [element]
    }

    /// Inside the bounds, as the renderer draws it: where the width and the rounded bounds hold still and the corners
    /// are circular, the ring between the bounds and the bounds inset by the width, filled (plain paths every viewer
    /// draws; ThorVG crashes on a stroked `<use>` with a clip path); else a stroke twice as wide, clipped to the bounds.
    private mutating func border(_ base: Layer, quantities: Quantities, shape: inout String?) throws(ExportError) -> [SVGElement] {
        let width = try quantities.scalar([.borderWidth]) { [2 * $0.borderWidth] }
        let color = try quantities.color(.borderColor)
        guard !(width.isConstant && width.keys[0].value == [0]), !(color.alpha.isConstant && color.alpha.keys[0].value == [0]) else { return [] }
        let rect = try quantities.roundedRect
        if width.isConstant, rect.isConstant, base.cornerCurve == .circular || rect.keys[0].value[4] == 0 {
            let (v, inset) = (rect.keys[0].value, width.keys[0].value[0] / 2)
            var d = SVGValues.path(Path.roundedRect(Rect(v[0], v[1], v[2], v[3]), cornerRadius: v[4]))
            if v[2] > 2 * inset, v[3] > 2 * inset {
                let inner = Rect(v[0] + inset, v[1] + inset, v[2] - 2 * inset, v[3] - 2 * inset)
                d += " " + SVGValues.path(Path.roundedRect(inner, cornerRadius: max(0, v[4] - inset)))
            }
            var element = SVGElement("path", [("d", d), ("fill-rule", "evenodd")])
            paint(&element, "fill", color: color)
            return [element]
        }
        let bounds = try boundsShape(quantities, base: base, shape: &shape)
        let clip = try clipPath(of: quantities, base: base, shape: &shape)
        var element = painted(bounds)
        element["fill"] = "none"
        element["clip-path"] = "url(#\(clip))"
        paint(&element, "stroke", color: color)
        animate(&element, "stroke-width", width)
        return [element]
    }

    /// A shadow as an SVG filter in the layer's space (σ = `shadowRadius`, offset by `shadowOffset`): on the
    /// layer's group, following everything it draws, or on a copy of its `shadowPath`.
    private mutating func shadow(of track: LayerTrack, base: Layer, quantities: Quantities, body: inout SVGElement) throws(ExportError)
        -> [SVGElement]
    {
        let opacity = try quantities.scalar([.shadowOpacity, .shadowColor]) { [$0.shadowOpacity * $0.shadowColor.alpha] }
        guard !(opacity.isConstant && opacity.keys[0].value[0] <= 0) else { return [] }
        if let stillLayers {
            // Only what can reach the canvas (through the masks above), at the resolution it lands there.
            let canvas = Rect(0, 0, motion.scene.canvas.width, motion.scene.canvas.height)
            guard let placed = stillLayers[track.model.id], let toLayer = placed.toCanvas.inverted,
                let shown = placed.clip.map({ $0.intersection(canvas) }) ?? canvas,
                let visible = Rect.enclosing(shown.corners.map(toLayer.apply))
            else { return [] }
            let t = placed.toCanvas
            let scale = (abs(t.a * t.d - t.b * t.c)).squareRoot()
            let shadow = try ExportError.catching { () throws(RenderError) in
                try LayerRenderer.shadowImage(
                    of: placed.layer, pixelsPerPoint: LayerRenderer.vectorShadowScale * scale, within: visible.outset(by: 2 / scale))
            }
            guard let shadow else { return [] }
            return [try Self.image(shadow.image, covering: shadow.frame)]
        }
        let id = identifier()
        var filter = SVGElement("filter", [("id", id), ("filterUnits", "userSpaceOnUse"), ("color-interpolation-filters", "sRGB")])
        let region = filterRegion(of: track)
        for (name, value) in zip(["x", "y", "width", "height"], [region.minX, region.minY, region.width, region.height]) {
            filter[name] = SVGValues.number(value, decimals: 1)
        }
        var blur = SVGElement("feGaussianBlur", [("in", "SourceAlpha")])
        animate(&blur, "stdDeviation", try quantities.scalar([.shadowRadius]) { [min($0.shadowRadius, 1000)] })
        var offset = SVGElement("feOffset", [("result", "offset")])
        let shift = try quantities.vector([.shadowOffset], tolerance: 0.1) { [$0.shadowOffset.width, $0.shadowOffset.height] }
        animate(&offset, "dx", Quantities.component(0, of: shift))
        animate(&offset, "dy", Quantities.component(1, of: shift))
        var flood = SVGElement("feFlood")
        animate(&flood, "flood-color", try quantities.rgb(.shadowColor) { $0.shadowColor }, format: SVGValues.color)
        animate(&flood, "flood-opacity", opacity, decimals: 4)
        let composite = SVGElement("feComposite", [("in2", "offset"), ("operator", "in")])
        filter.children = [blur, offset, flood, composite]
        if base.shadowPath == nil {
            filter.children[3]["result"] = "shadow"
            filter.children.append(
                SVGElement(
                    "feMerge",
                    children: [
                        SVGElement("feMergeNode", [("in", "shadow")]),
                        SVGElement("feMergeNode", [("in", "SourceGraphic")]),
                    ]))
            definitions.append(filter)
            body["filter"] = "url(#\(id))"
            return []
        }
        definitions.append(filter)
        return [SVGElement("path", [("d", SVGValues.path(base.shadowPath ?? Path())), ("filter", "url(#\(id))")])]
    }

    /// Where the layer's shadow can fall while it shows, in its bounds space: what it draws and its shadow,
    /// over 61 instants of its presence, with room for the blur.
    private func filterRegion(of track: LayerTrack) -> Rect {
        let presence = motion.presence(of: track.model.id)!
        let (start, end) = (max(presence.lowerBound, motion.window.lowerBound), min(presence.upperBound, motion.window.upperBound))
        var region: Rect?
        for i in 0...60 {
            let t = start + (end - start) * Double(i) / 60
            guard let layer = motion.sampler.layer(track.model.id, at: t) else { continue }
            let extent = layer.extentWithShadow.outset(by: 3 * min(layer.shadowRadius, 1000) + 2)
            region = region.map { $0.union(extent) } ?? extent
        }
        return region ?? .zero
    }

    // MARK: Content

    private mutating func content(_ base: Layer, track: LayerTrack, quantities: Quantities, shape: inout String?) throws(ExportError) -> [SVGElement]
    {
        switch base.content {
        case .plain:
            return []
        case .shape(let content):
            return try shapeContent(content, quantities: quantities)
        case .gradient(let content):
            return try gradientContent(content, base: base, quantities: quantities, shape: &shape)
        case .text(let content):
            let outline = try ExportError.catching { () throws(RenderError) in try TextPainter.outline(content, of: base) }
            var element = SVGElement("path", [("d", SVGValues.path(outline))])
            paint(&element, "fill", color: try quantities.color(.foregroundColor))
            return [element]
        case .image(let image):
            // Stretched over the bounds the layer has when it appears (`contentsGravity` `.resize`).
            return [Self.image(png: image.png, covering: base.bounds)]
        }
    }

    private func shapeContent(_ content: ShapeContent, quantities: Quantities) throws(ExportError) -> [SVGElement] {
        guard let path = content.path, !path.isEmpty else { return [] }
        let outline = try quantities.vector([.path], tolerance: 0.1) { AnimatableValue.path($0.shapeContent?.path ?? Path()).components }
        var element = SVGElement("path")
        animate(&element, "d", outline) { SVGValues.path(Quantities.path($0, like: path)) }
        let fill = try quantities.color(.fillColor)
        paint(&element, "fill", color: fill)
        if content.fillRule == .evenOdd { element["fill-rule"] = "evenodd" }
        let stroke = try quantities.color(.strokeColor)
        let width = try quantities.scalar([.lineWidth]) { [$0.shapeContent?.lineWidth ?? 1] }
        guard !(stroke.alpha.isConstant && stroke.alpha.keys[0].value == [0]), !(width.isConstant && width.keys[0].value == [0]) else {
            return [element]
        }
        func strokeAttributes(_ element: inout SVGElement) {
            paint(&element, "stroke", color: stroke)
            animate(&element, "stroke-width", width, skipping: [1])
            if content.lineCap != .butt { element["stroke-linecap"] = content.lineCap == .round ? "round" : "square" }
            if content.lineJoin != .miter { element["stroke-linejoin"] = content.lineJoin.rawValue }
            if content.miterLimit != 4 { element["stroke-miterlimit"] = SVGValues.number(content.miterLimit) }
            if !content.drawnDashes.isEmpty {
                element["stroke-dasharray"] = content.drawnDashes.map { SVGValues.number($0) }.joined(separator: " ")
                if content.lineDashPhase != 0 { element["stroke-dashoffset"] = SVGValues.number(content.lineDashPhase) }
            }
        }
        let trim = try quantities.vector([.strokeStart, .strokeEnd], tolerance: 0.002) {
            [$0.shapeContent?.strokeStart ?? 0, $0.shapeContent?.strokeEnd ?? 1]
        }
        if trim.isConstant, trim.keys[0].value == [0, 1] {
            strokeAttributes(&element)
            return [element]
        }
        if trim.isConstant, outline.isConstant {
            // The trimmed outline itself, stroked on its own: renderers that ignore `pathLength` (resvg, librsvg,
            // Inkscape, CairoSVG) draw it as the renderer does, caps at the cut ends included.
            let cut = Quantities.path(outline.keys[0].value, like: path).trimmed(from: trim.keys[0].value[0], to: trim.keys[0].value[1])
            var trimmed = SVGElement("path", [("d", SVGValues.path(cut)), ("fill", "none")])
            strokeAttributes(&trimmed)
            let fills = !(fill.alpha.isConstant && fill.alpha.keys[0].value == [0])
            return (fills ? [element] : []) + (cut.isEmpty ? [] : [trimmed])
        }
        // strokeStart and strokeEnd as one dash along a path measured as 1 long.
        strokeAttributes(&element)
        element["pathLength"] = "1"
        animate(&element, "stroke-dasharray", trim) { SVGValues.numbers([max($0[1] - $0[0], 0), 2], decimals: 5) }
        animate(&element, "stroke-dashoffset", trim) { SVGValues.number(-$0[0], decimals: 5) }
        return [element]
    }

    private mutating func gradientContent(_ content: GradientContent, base: Layer, quantities: Quantities, shape: inout String?) throws(ExportError)
        -> [SVGElement]
    {
        guard !content.colors.isEmpty else { return [] }
        let bounds = try boundsShape(quantities, base: base, shape: &shape)
        let id = identifier()
        var gradient: SVGElement
        switch content.kind {
        case .axial:
            gradient = SVGElement("linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse")])
            let line = try quantities.gradientAxis()
            for (index, name) in ["x1", "y1", "x2", "y2"].enumerated() { animate(&gradient, name, Quantities.component(index, of: line)) }
        case .radial:
            // The unit circle about the start point, stretched to the ellipse whose radii reach the end point.
            let centre = content.axis(in: base.bounds).start
            let (rx, ry) = content.radii(in: base.bounds)
            guard rx > 1e-6, ry > 1e-6 else {
                var element = painted(bounds)
                let last = content.stops.max { $0.location < $1.location }!.color
                for (name, value) in Self.paint("fill", last) { element[name] = value }
                return [element]
            }
            gradient = SVGElement(
                "radialGradient",
                [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", "0"), ("cy", "0"), ("r", "1"),
                    ("fx", SVGValues.number(content.focalOffset.x)), ("fy", SVGValues.number(content.focalOffset.y)),
                    ("gradientTransform", "matrix(\(SVGValues.numbers([rx, 0, 0, ry, centre.x, centre.y])))"),
                ])
        case .conic:
            return [try conicImage(base)]
        }
        // Stops in the order of their locations when the layer appears; each stop's offset and colour animated. All
        // stops are fitted together, as Lottie's are (one value of the layer a sample, not one per stop).
        let order = content.stops.enumerated().sorted { $0.element.location < $1.element.location }.map(\.offset)
        let offsets = try quantities.vector([.locations, .colors], tolerance: 0.002) { layer in
            let stops = (layer.gradientContent ?? GradientContent()).stops
            return order.map { index in index < stops.count ? min(max(stops[index].location, 0), 1) : 1 }
        }
        func color(_ index: Int, of layer: Layer) -> Color {
            let colors = layer.gradientContent?.colors ?? []
            return index < colors.count ? colors[index] : .clear
        }
        let rgb = try quantities.vector([.colors], tolerance: Quantities.colorTolerance) { layer in
            order.flatMap { color($0, of: layer).components.prefix(3) }
        }
        let alpha = try quantities.vector([.colors], tolerance: 0.002) { layer in order.map { color($0, of: layer).alpha } }
        for position in order.indices {
            var stop = SVGElement("stop")
            animate(&stop, "offset", Quantities.component(position, of: offsets), decimals: 5)
            animate(&stop, "stop-color", Quantities.components([3 * position, 3 * position + 1, 3 * position + 2], of: rgb), format: SVGValues.color)
            animate(&stop, "stop-opacity", Quantities.component(position, of: alpha), decimals: 4, skipping: [1])
            gradient.children.append(stop)
        }
        definitions.append(gradient)
        var element = painted(bounds)
        element["fill"] = "url(#\(id))"
        return [element]
    }

    /// SVG has no conic gradient: the gradient as the renderer draws it (in the rounded bounds), an image at
    /// 2 px per point over the bounds, its colours and geometry as when the layer appears.
    private func conicImage(_ base: Layer) throws(ExportError) -> SVGElement {
        let scale = LayerRenderer.vectorShadowScale
        let b = base.bounds
        var layer = Layer(id: base.id, content: base.content, bounds: b, position: .zero)
        layer.anchorPoint = .zero
        layer.cornerRadius = base.cornerRadius
        layer.cornerCurve = base.cornerCurve
        let width = Int(max(b.width * scale, 1), rounding: .up, within: 1...16_384)
        let height = Int(max(b.height * scale, 1), rounding: .up, within: 1...16_384)
        let image = try ExportError.catching { () throws(RenderError) in
            try LayerRenderer(rasterScale: 1).image(
                [layer], canvas: EffectDocument.Canvas(width: b.width, height: b.height, background: nil), width: width, height: height, scale: scale)
        }
        return try Self.image(image, covering: b)
    }

    /// An image embedded as a PNG, stretched over `frame` of the current user space.
    private static func image(_ surface: Surface, covering frame: Rect) throws(ExportError) -> SVGElement {
        image(png: try ExportError.catching { () throws(EncodingError) in try PNGEncoder().encode(PixelBuffer(surface)) }, covering: frame)
    }

    /// A PNG's bytes embedded, stretched over `frame` of the current user space.
    private static func image(png: [UInt8], covering frame: Rect) -> SVGElement {
        SVGElement(
            "image",
            [
                ("x", SVGValues.number(frame.minX)), ("y", SVGValues.number(frame.minY)),
                ("width", SVGValues.number(frame.width)), ("height", SVGValues.number(frame.height)),
                ("preserveAspectRatio", "none"),
            ] + reference("data:image/png;base64," + Data(png).base64EncodedString()))
    }
}
