import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// The effect as a Lottie (bodymovin) file that lottie-web, lottie-android, lottie-ios and rlottie play, from the
/// same `SceneMotion` the animated SVG reads: Core Animation's timing functions as Lottie's keyframe Béziers,
/// everything else (springs, groups, UIKit's additive geometry) fitted within the same bounds, jumps as hold keys.
///
/// Every effect layer becomes a shape layer parented to its superlayer's, so that position, anchor point, scale and
/// rotation compose as in Core Animation; opacity, which Lottie does not pass to children, is each layer's times its
/// superlayers'; a layer that masks to its bounds becomes a precomposition with a mask of its rounded bounds, a layer with a
/// matte a `td`/`tt` pair of precompositions. What a player cannot show (shadows, conic gradients, elliptical radial ones, a changing drawing
/// order) is reported, not dropped silently.
public struct LottieExport {
    /// Frames per second of the file's timeline.
    public var fps: Double

    /// An exporter whose timeline has `fps` frames a second.
    public init(fps: Double = 60) {
        self.fps = fps
    }

    /// The file's bytes and what it cannot show, one line per layer and feature.
    public func render(_ scene: Scene, title: String) throws(ExportError) -> (bytes: [UInt8], warnings: [String]) {
        var writer = Writer(motion: SceneMotion(scene: scene), fps: fps)
        let layers = try writer.layers()
        let animation = LottieAnimation(
            fr: fps, op: (scene.duration * fps).rounded(.up), w: scene.canvas.width, h: scene.canvas.height, nm: title, assets: writer.assets,
            layers: layers)
        let file: JSON
        do throws(JSONTreeEncoder.Unwritable) {
            // `ty` first: rlottie reads a shape's type before its other keys.
            file = try JSONTreeEncoder(firstKey: "ty").json(animation)
        } catch {
            throw .inexpressible(format: .lottie, reasons: [error.description])
        }
        return (Array(file.compactText.utf8), writer.warnings)
    }
}

/// One pass over a scene.
private struct Writer {
    let motion: SceneMotion
    let fps: Double
    var warnings: [String] = []

    init(motion: SceneMotion, fps: Double) {
        self.motion = motion
        self.fps = fps
    }

    var scene: Scene { motion.scene }

    /// Precompositions, one per layer that masks to its bounds.
    var assets: [LottieAsset] = []
    private var nextIndex = 1

    /// The document's layers, topmost first (Lottie draws the first one on top).
    mutating func layers() throws(ExportError) -> [LottieLayer] {
        try composition(of: nil, parentIndex: nil, clipper: nil)
    }

    /// The layers under `parent` (and theirs), topmost first. A layer that masks to its bounds becomes a
    /// precomposition layer: its transform, opacity and a mask of its rounded bounds on the precomp, its content and
    /// sublayers inside it — so the clip is in its own space, and its opacity applies to the group as in Core Animation.
    mutating func composition(of parent: String?, only: Set<String>? = nil, parentIndex: Int?, clipper: String?) throws(ExportError) -> [LottieLayer]
    {
        var drawn: [LottieLayer] = []  // bottom first
        for track in motion.sublayersInDrawingOrder(of: parent) where motion.presence(of: track.model.id) != nil {
            guard only?.contains(track.model.id) ?? true else { continue }
            if let matte = track.model.matte {
                drawn += try matted(track, matte, parentIndex: parentIndex, clipper: clipper)
                continue
            }
            let index = nextIndex
            nextIndex += 1
            if track.model.masksToBounds, clipsSomething(track) {
                var content = try layer(track, .drawing, index: nextIndex, parentIndex: nil, clipper: clipper)
                nextIndex += 1
                content.nm = "\(track.model.id) content"
                // Topmost first: the sublayers, then the clipper's own drawing at the bottom.
                let inner =
                    try composition(of: track.model.id, parentIndex: nil, clipper: track.model.id) + image(of: track, over: content) + [content]
                let id = "comp-\(index)"
                let bounds = track.presentation(at: max(motion.presence(of: track.model.id)!.lowerBound, 0)).bounds
                let (w, h) = (max(bounds.maxX, 1).rounded(.up), max(bounds.maxY, 1).rounded(.up))
                assets.append(.precomposition(LottiePrecomposition(id: id, w: w, h: h, layers: inner)))
                var precomp = try layer(track, .frame, index: index, parentIndex: parentIndex, clipper: clipper)
                precomp.ty = .precomposition
                (precomp.refId, precomp.w, precomp.h) = (id, w, h)
                let outline = try Quantities(motion: motion, id: track.model.id).boundsPath
                let basePath = track.presentation(at: 0).boundsPath
                precomp.hasMask = true
                precomp.masksProperties = [
                    LottieMask(
                        nm: "masksToBounds",
                        pt: property(outline) { values in Self.paths(Quantities.path(values, like: basePath)).first.map(LottieValue.path) ?? .noPath }
                    )
                ]
                drawn.append(precomp)
            } else {
                let own = try layer(track, .whole, index: index, parentIndex: parentIndex, clipper: clipper)
                drawn.append(own)
                drawn += image(of: track, over: own)
                drawn += try composition(of: track.model.id, parentIndex: index, clipper: clipper).reversed()
            }
        }
        return drawn.reversed()
    }

    /// The image layer of a layer showing an image (none else): the image as an embedded asset, drawn over `drawing` (the
    /// layer's own shapes) as its child, stretched over the bounds the layer has when it appears.
    private mutating func image(of track: LayerTrack, over drawing: LottieLayer) -> [LottieLayer] {
        guard case .image(let image) = track.model.content else { return [] }
        let id = "image-\(nextIndex)"
        assets.append(.image(LottieImage(id: id, w: Double(image.pixelWidth), h: Double(image.pixelHeight), p: image.dataURL)))
        let bounds = track.presentation(at: max(motion.presence(of: track.model.id)!.lowerBound, 0)).bounds
        if track.animatedKeyPaths.contains(where: { Quantities.boundsKeyPaths.contains($0) }) {
            warnings.append("\(track.model.id): its image keeps the size the layer has when it appears")
        }
        var layer = LottieLayer(
            ind: nextIndex, ty: .image, nm: "\(track.model.id) image",
            ks: LottieTransform(
                p: .value([bounds.minX, bounds.minY]),
                s: .value([bounds.width / Double(image.pixelWidth) * 100, bounds.height / Double(image.pixelHeight) * 100])),
            ip: drawing.ip, op: drawing.op, parent: drawing.ind)
        // Parenting carries no opacity in Lottie: the image fades as the layer's own drawing does.
        layer.ks.o = drawing.ks.o
        layer.refId = id
        layer.bm = drawing.bm
        nextIndex += 1
        return [layer]
    }

    /// How many drawings a group opacity on layer `id` falls on, each alone: its own shapes or image, and those of
    /// the layers under it (more than one can overlap and show through each other).
    private func drawings(under id: String, own shapes: [LottieShape]) -> Int {
        let drawsItself = !shapes.isEmpty || scene.track(id).map { if case .image = $0.model.content { true } else { false } } == true
        return (drawsItself ? 1 : 0) + motion.sampler.childTracks(of: id).reduce(0) { $0 + max(drawings(under: $1.model.id, own: []), 1) }
    }

    /// Whether masking to its bounds clips anything of `track`: its sublayers, content that may reach outside its
    /// rounded bounds, or its shadow (which Core Animation's clip hides). A gradient or a background alone fills the
    /// rounded bounds already, and is written without the precomposition and mask.
    private func clipsSomething(_ track: LayerTrack) -> Bool {
        let fillsItsBounds =
            switch track.model.content {
            case .plain, .gradient: true
            default: false
            }
        let casts = track.model.shadowOpacity > 0 || track.animatedKeyPaths.contains(.shadowOpacity)
        return !fillsItsBounds || casts || !motion.sublayersInDrawingOrder(of: track.model.id).isEmpty
    }

    /// Half the side of the precompositions a matte and what it masks are drawn in, in points: their content lies
    /// within it around the matted layer's origin (a precomposition clips to its size).
    static let mattePlane = 10_000.0

    /// A layer whose first sublayer is its matte, bottom first: its own drawing, then what its other sublayers draw as
    /// one precomposition layer (`tt`, a Lottie matte applies to one layer) under the matte's (`td`). Both are placed
    /// as the layer is; the matted one fades by its opacity, as the group does.
    mutating func matted(_ track: LayerTrack, _ matte: Matte, parentIndex: Int?, clipper: String?) throws(ExportError) -> [LottieLayer] {
        let id = track.model.id
        let children = motion.sampler.childTracks(of: id).map(\.model.id)
        var drawn: [LottieLayer] = []
        let own = try layer(track, .whole, index: nextIndex, parentIndex: parentIndex, clipper: clipper)
        nextIndex += 1
        if own.shapes?.isEmpty == false { drawn.append(own) }
        guard let matteID = children.first else { return drawn }
        let plane = Self.mattePlane
        var pair: [LottieLayer] = []
        for (ids, part) in [(Set(children.dropFirst()), "matted"), ([matteID], "matte")] {
            let origin = LottieLayer(
                ind: nextIndex, ty: .null, nm: "\(id) \(part) origin", ks: LottieTransform(p: .value([plane, plane])), ip: 0,
                op: (scene.duration * fps).rounded(.up) + 1)
            nextIndex += 1
            let inner = try composition(of: id, only: ids, parentIndex: origin.ind, clipper: id) + [origin]
            let asset = "comp-\(origin.ind)"
            assets.append(.precomposition(LottiePrecomposition(id: asset, w: 2 * plane, h: 2 * plane, layers: inner)))
            var precomp = try layer(track, .frame, index: nextIndex, parentIndex: parentIndex, clipper: clipper, anchorShift: plane)
            nextIndex += 1
            precomp.nm = "\(id) \(part)"
            precomp.ty = .precomposition
            (precomp.refId, precomp.w, precomp.h) = (asset, 2 * plane, 2 * plane)
            if part == "matte" {
                precomp.ks.o = .value([100])
                precomp.td = 1
            } else {
                precomp.tt = matte.channel == .alpha ? (matte.isInverted ? 2 : 1) : (matte.isInverted ? 4 : 3)
            }
            pair.append(precomp)
        }
        return drawn + pair
    }

    /// The chain of superlayers, nearest first.
    func ancestors(of track: LayerTrack) -> [LayerTrack] {
        var result: [LayerTrack] = []
        var next = track.parentID
        while let id = next, let parent = scene.track(id) {
            result.append(parent)
            next = parent.parentID
        }
        return result
    }

    /// Which part of a layer a Lottie layer carries.
    enum Part {
        /// Transform, opacity and shapes.
        case whole
        /// The shapes alone, untransformed: a clipper's own drawing inside its precomposition.
        case drawing
        /// Transform and opacity alone: a clipper's precomposition layer.
        case frame
    }

    /// A Lottie layer for `part` of `track`: its transform; its opacity times its superlayers' up to `clipper`
    /// (whose precomposition applies its own); its shapes.
    mutating func layer(_ track: LayerTrack, _ part: Part, index: Int, parentIndex: Int?, clipper: String?, anchorShift: Double = 0)
        throws(ExportError) -> LottieLayer
    {
        let id = track.model.id
        let presence = motion.presence(of: id)!
        let base = track.presentation(at: max(presence.lowerBound, 0))
        let quantities = Quantities(motion: motion, id: id)
        var transform = LottieTransform()
        var fades = false
        if part != .drawing {
            let chain = ([track] + ancestors(of: track)).prefix { $0.model.id != clipper }
            let opacity = try ExportError.catching { () throws(MotionFitter.TooDetailed) in
                try motion.motion(dependingOn: chain.map { ($0.model.id, [AnimatableKeyPath.opacity, .hidden]) }, tolerance: 0.002) { t in
                    // Clamped to 0…1 as Core Animation composites it (rlottie wraps 112 % round to 12 %); 0 while hidden.
                    let values = chain.compactMap { layer -> Double? in
                        if self.motion.sampler.value(.hidden, of: layer.model.id, at: t) == .number(1) { return 0 }
                        return self.motion.sampler.value(.opacity, of: layer.model.id, at: t)?.components.first.map { min(max($0, 0), 1) }
                    }
                    return values.count == chain.count ? [values.reduce(1, *) * 100] : nil
                }
            }
            transform.p = property(try quantities.offset)
            transform.a = property(try quantities.anchor) { $0.map { anchorShift - $0 } }
            transform.s = property(try quantities.scale) { $0.map { $0 * 100 } }
            transform.r = property(try quantities.rotation)
            transform.o = property(opacity)
            fades = opacity.keys.contains { $0.value[0] < 100 }
        }
        var layer = LottieLayer(
            ind: index, nm: id, ks: transform, ip: max(presence.lowerBound, 0) * fps,
            op: presence.upperBound.isFinite ? presence.upperBound * fps : (scene.duration * fps).rounded(.up) + 1, parent: parentIndex)
        // Lottie blends each layer alone: a blended superlayer's mode goes to each layer it holds.
        if part != .drawing, let blended = ([track] + ancestors(of: track)).first(where: { $0.model.blendMode != .normal }) {
            layer.bm = BlendMode.allCases.firstIndex(of: blended.model.blendMode) ?? 0
            if blended.model.id == id, !motion.sampler.childTracks(of: id).isEmpty {
                warnings.append("\(id): its blend mode is applied to each sublayer (overlapping sublayers blend with each other)")
            }
        }
        guard part != .frame else { return layer }
        layer.shapes = try shapes(of: base, quantities: quantities)
        if part == .whole, fades, drawings(under: id, own: layer.shapes ?? []) > 1 {
            warnings.append("\(id): group opacity is applied to each sublayer (overlapping sublayers show through each other)")
        }
        if base.shadowOpacity > 0 || track.animatedKeyPaths.contains(.shadowOpacity) {
            warnings.append("\(id): shadow not exported (Lottie players draw no layer effects)")
        }
        if track.animatedKeyPaths.contains(.zPosition) { warnings.append("\(id): a changing zPosition keeps the order the layer appears in") }
        return layer
    }

    // MARK: Values

    /// A property: its value, or keyframes with Core Animation's easing as Lottie's Bézier handles; jumps as holds.
    func property(_ motion: Motion, _ map: ([Double]) -> [Double] = { $0 }) -> LottieProperty {
        property(motion) { values in .numbers(map(values)) }
    }

    func property(_ motion: Motion, value: ([Double]) -> LottieValue) -> LottieProperty {
        if motion.isConstant { return .constant(value(motion.keys[0].value)) }
        var frames: [LottieKeyframe] = []
        for (i, key) in motion.keys.enumerated() {
            let start = value(key.value)
            let jumps = i + 1 < motion.keys.count && motion.keys[i + 1].time == key.time
            // A jump: the old value is reached a hundredth of a frame early and held, so that the new value shows from
            // the jump's own frame on, as it does here, with every keyframe after the one before (a hold until a
            // hundredth of a frame late showed the old value at the jump's frame: a hide at 30.01 instead of 30).
            var t = key.time * fps
            if jumps, (frames.last?.t ?? -Double.infinity) < t - 0.01 { t -= 0.01 }
            var frame = LottieKeyframe(t: t, s: start.asKeyframeValue)
            if i + 1 < motion.keys.count {
                if jumps {
                    frame.h = 1
                } else {
                    let (x1, y1, x2, y2): (Double, Double, Double, Double) =
                        switch motion.easings[i] {
                        case .linear: (0, 0, 1, 1)
                        case .curve(let f): (f.x1, f.y1, f.x2, f.y2)
                        }
                    let n = start.dimensions
                    frame.o = .init(x: Array(repeating: x1, count: n), y: Array(repeating: y1, count: n))
                    frame.i = .init(x: Array(repeating: x2, count: n), y: Array(repeating: y2, count: n))
                }
            }
            frames.append(frame)
        }
        return .animated(frames)
    }

    static func color(_ rgb: [Double]) -> [Double] { Array(rgb.prefix(3)) + [1] }

    /// Lottie's paths, one per subpath: vertices with in and out handles relative to them.
    static func paths(_ path: Path) -> [LottiePath] {
        var result: [LottiePath] = []
        var v: [[Double]] = []
        var ins: [[Double]] = []
        var outs: [[Double]] = []
        var current = Point.zero
        var start = Point.zero
        func finish(closed: Bool) {
            guard !v.isEmpty else { return }
            if closed, v.count > 1, abs(v[v.count - 1][0] - v[0][0]) < 1e-9, abs(v[v.count - 1][1] - v[0][1]) < 1e-9 {
                // The last segment came back to the start: its in-handle belongs to the first vertex.
                ins[0] = ins.removeLast()
                v.removeLast()
                outs.removeLast()
            }
            result.append(LottiePath(v: v, i: ins, o: outs, c: closed))
            (v, ins, outs) = ([], [], [])
        }
        func vertex(_ p: Point, in handle: Point) {
            v.append([p.x, p.y])
            ins.append([handle.x - p.x, handle.y - p.y])
            outs.append([0, 0])
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                vertex(p, in: p)
            case .line(let p):
                vertex(p, in: p)
            case .quad(let c, let p):
                let c1 = Point(current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
                outs[outs.count - 1] = [c1.x - current.x, c1.y - current.y]
                vertex(p, in: c2)
            case .cubic(let c1, let c2, let p):
                outs[outs.count - 1] = [c1.x - current.x, c1.y - current.y]
                vertex(p, in: c2)
            case .close:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    // MARK: Shapes

    func group(_ items: [LottieShape]) -> LottieShape { .group(items, LottieTransform()) }

    func fill(_ color: (rgb: Motion, alpha: Motion), rule: Int = 1) -> LottieShape {
        .fill(c: property(color.rgb, Self.color), o: property(color.alpha) { $0.map { $0 * 100 } }, r: rule)
    }

    static func isNone(_ color: (rgb: Motion, alpha: Motion)) -> Bool { color.alpha.isConstant && color.alpha.keys[0].value == [0] }

    /// The rounded bounds as a Lottie rectangle, inset by `inset` points (for a border's centre line).
    func rectangle(_ quantities: Quantities, inset: Double = 0) throws(ExportError) -> LottieShape {
        let rect = try quantities.roundedRect
        return .rectangle(
            p: property(rect) { [$0[0] + $0[2] / 2, $0[1] + $0[3] / 2] },
            s: property(rect) { [max($0[2] - 2 * inset, 0), max($0[3] - 2 * inset, 0)] },
            r: property(rect) { [max($0[4] - inset, 0)] })
    }

    mutating func shapes(of base: Layer, quantities: Quantities) throws(ExportError) -> [LottieShape] {
        var shapes: [LottieShape] = []  // bottom first; reversed at the end (Lottie draws the first on top)
        let background = try quantities.color(.backgroundColor)
        if !Self.isNone(background) { shapes.append(group([try rectangle(quantities), fill(background)])) }
        switch base.content {
        case .plain: break
        case .shape(let content): shapes += try shapeGroups(content, quantities: quantities)
        case .gradient(let content):
            shapes.append(group([try rectangle(quantities), try gradientFill(content, base: base, quantities: quantities)]))
        case .text(let text):
            let outline = try ExportError.catching { () throws(RenderError) in try TextPainter.outline(text, of: base) }
            let items = Self.paths(outline).map { LottieShape.path(.constant(.path($0))) }
            if !items.isEmpty { shapes.append(group(items + [fill(try quantities.color(.foregroundColor))])) }
        case .image: break  // An image layer of its own (`image(of:over:)`).
        }
        if let border = try borderGroup(quantities) { shapes.append(border) }
        return shapes.reversed()
    }

    /// A shape layer's groups, bottom first: its subpaths filled, then stroked (with its trim, caps, joins and
    /// dashes); none when it has no path.
    private mutating func shapeGroups(_ content: ShapeContent, quantities: Quantities) throws(ExportError) -> [LottieShape] {
        var groups: [LottieShape] = []
        guard let path = content.path, !path.isEmpty else { return [] }
        let pathMotion = try quantities.vector([.path], tolerance: 0.1) { AnimatableValue.path($0.shapeContent?.path ?? Path()).components }
        let subpaths = Self.paths(path).indices.map { k in
            LottieShape.path(
                property(pathMotion) { values in Self.paths(Quantities.path(values, like: path))[safe: k].map(LottieValue.path) ?? .noPath })
        }
        let fillColor = try quantities.color(.fillColor)
        if !Self.isNone(fillColor) { groups.append(group(subpaths + [fill(fillColor, rule: content.fillRule == .evenOdd ? 2 : 1)])) }
        let strokeColor = try quantities.color(.strokeColor)
        if !Self.isNone(strokeColor) {
            let width = try quantities.scalar([.lineWidth]) { [$0.shapeContent?.lineWidth ?? 1] }
            let trim = try quantities.vector([.strokeStart, .strokeEnd], tolerance: 0.002) {
                [($0.shapeContent?.strokeStart ?? 0) * 100, ($0.shapeContent?.strokeEnd ?? 1) * 100]
            }
            var items = subpaths
            if !(trim.isConstant && trim.keys[0].value == [0, 100]) {
                items.append(.trim(s: property(trim) { [$0[0]] }, e: property(trim) { [$0[1]] }))
            }
            let cap =
                switch content.lineCap {
                case .butt: 1
                case .round: 2
                case .square: 3
                }
            let join =
                switch content.lineJoin {
                case .miter: 1
                case .round: 2
                case .bevel: 3
                }
            items.append(
                .stroke(
                    c: property(strokeColor.rgb, Self.color), o: property(strokeColor.alpha) { $0.map { $0 * 100 } }, w: property(width),
                    lc: cap, lj: join, ml: content.miterLimit, dashes: content.drawnDashes, offset: content.lineDashPhase))
            groups.append(group(items))
        }
        return groups
    }

    /// The border as a stroke on the bounds inset by half its width (its widest, when the width is animated); `nil`
    /// when it is clear or 0 wide throughout.
    private mutating func borderGroup(_ quantities: Quantities) throws(ExportError) -> LottieShape? {
        let border = try quantities.color(.borderColor)
        let borderWidth = try quantities.scalar([.borderWidth]) { [$0.borderWidth] }
        guard !Self.isNone(border), !(borderWidth.isConstant && borderWidth.keys[0].value == [0]) else { return nil }
        let inset = borderWidth.keys.map { $0.value[0] }.max()! / 2
        if !borderWidth.isConstant { warnings.append("\(quantities.id): an animated borderWidth is drawn at its widest inset") }
        return group([
            try rectangle(quantities, inset: inset),
            .stroke(
                c: property(border.rgb, Self.color), o: property(border.alpha) { $0.map { $0 * 100 } }, w: property(borderWidth), lc: 1,
                lj: 1, ml: 10, dashes: [], offset: 0),
        ])
    }

    mutating func gradientFill(_ content: GradientContent, base: Layer, quantities: Quantities) throws(ExportError) -> LottieShape {
        let line = try quantities.gradientAxis()
        let count = content.colors.count
        let stops = try quantities.vector([.colors, .locations], tolerance: 0.5 / 255) { layer in
            let g = layer.gradientContent ?? GradientContent()
            let sorted = g.stops.sorted { $0.location < $1.location }
            let colours = sorted.flatMap { [min(max($0.location, 0), 1), $0.color.red, $0.color.green, $0.color.blue] }
            let alphas = sorted.flatMap { [min(max($0.location, 0), 1), $0.color.alpha] }
            return colours + alphas
        }
        var kind = 1
        switch content.kind {
        case .axial: break
        case .radial:
            kind = 2
            let radii = content.radii(in: base.bounds)
            if abs(radii.x - radii.y) > 0.5 {
                warnings.append("\(quantities.id): an elliptical radial gradient is drawn as a circle (Lottie's are circular)")
            }
        case .conic:
            warnings.append("\(quantities.id): a conic gradient has no Lottie equivalent; drawn as a linear one")
        }
        // A radial gradient's end point is a corner of the box its radii span; Lottie's radius is the distance to its end
        // point: the horizontal radius, as the ellipse is drawn as a circle.
        let end: ([Double]) -> [Double] = kind == 2 ? { [$0[0] + abs($0[2] - $0[0]), $0[1]] } : { [$0[2], $0[3]] }
        // The highlight as Lottie measures it: from the centre, in % of the radius, at an angle from the end point's
        // direction (here the horizontal radius's, 0°).
        let focus = content.focalOffset
        return .gradientFill(
            t: kind, s: property(line) { [$0[0], $0[1]] }, e: property(line, end), count: count, g: property(stops),
            h: (focus.x * focus.x + focus.y * focus.y).squareRoot() * 100, a: atan2(focus.y, focus.x) * 180 / .pi)
    }

}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
