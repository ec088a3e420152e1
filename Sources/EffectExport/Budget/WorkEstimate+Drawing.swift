import EffectEngine
import EffectModel
import EffectRender

extension WorkEstimate {
    /// One frame of `layers` drawn as pixels at `scale` and encoded: each layer by the device pixels it covers on
    /// the canvas — its offscreen group when translucent (composited area), its shadow (blurred area), its fill,
    /// gradient and border — its path by its rasterised length, its text by its glyphs; and the frame's pixels.
    static func rasterFrame(_ layers: [Layer], of document: EffectDocument, scale: Double) -> WorkEstimate {
        let canvas = document.canvas
        var tally = FrameTally(vector: nil)
        tally.walk(layers, toDevice: .scale(scale, scale), clip: Rect(0, 0, canvas.width * scale, canvas.height * scale))
        let pixels = canvas.width * canvas.height * scale * scale
        let frame = Part(
            seconds: pixels * Rate.encodedPixel, what: "a frame of \(count(pixels)) pixels", fix: "lower --scale", path: nil,
            growsWithPixels: true)
        return WorkEstimate([frame] + tally.parts(of: document))
    }

    /// One frame of `layers` written as vectors (`format` SVG or PDF): each layer written, its text as glyph
    /// outlines (SVG) or text (PDF), and what is embedded as pictures: shadows and conic gradients, at 2 px per
    /// point (coarser for a wide blur).
    static func vectorFrame(_ layers: [Layer], of document: EffectDocument, format: OutputFormat) -> WorkEstimate {
        let canvas = document.canvas
        var tally = FrameTally(vector: format)
        tally.walk(layers, toDevice: .identity, clip: Rect(0, 0, canvas.width, canvas.height))
        return WorkEstimate(tally.parts(of: document))
    }

    /// The rasterised length of `path` in its own space: the length of its control polygon (at least the curve's),
    /// the closing lines included.
    static func rasterisedLength(of path: Path) -> Double {
        var (length, pen, start) = (0.0, Point(0, 0), Point(0, 0))
        for element in path.elements {
            switch element {
            case .move(let p): (pen, start) = (p, p)
            case .line(let p): (length, pen) = (length + pen.distance(to: p), p)
            case .quad(let c, let p): (length, pen) = (length + pen.distance(to: c) + c.distance(to: p), p)
            case .cubic(let c1, let c2, let p): (length, pen) = (length + pen.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p), p)
            case .close: (length, pen) = (length + pen.distance(to: start), start)
            }
        }
        return length
    }
}

/// The work of one frame, kind by kind, gathered by walking its tree as `LayerRenderer` draws it.
private struct FrameTally {
    /// The vector format written, `nil` for pixels.
    let vector: OutputFormat?

    /// What a frame's work is made of.
    enum Kind: CaseIterable {
        case layers, groups, shadows, fills, paths, gradients, texts, pictures
    }

    /// One kind's work: how many layers, how much (pixels, pixels of length, glyphs), its cost, and the layer
    /// that costs the most of it.
    struct Tally {
        var count = 0
        var amount = 0.0
        var seconds = 0.0
        var bytes = 0.0
        var worst: (id: String, seconds: Double)?
    }

    var tallies: [Kind: Tally] = [:]

    init(vector: OutputFormat?) { self.vector = vector }

    mutating func add(_ kind: Kind, _ layer: Layer, amount: Double, seconds: Double, bytes: Double = 0) {
        guard amount > 0 else { return }
        var tally = tallies[kind, default: Tally()]
        tally.count += 1
        tally.amount += amount
        tally.seconds += seconds
        tally.bytes += bytes
        if seconds + bytes * 1e-9 > tally.worst?.seconds ?? -1 { tally.worst = (layer.id, seconds + bytes * 1e-9) }
        tallies[kind] = tally
    }

    /// Visits `layers` (and theirs) as the renderer draws them: the hidden, transparent and vanishing skipped, each
    /// clipped by the masks above it; `toDevice` maps their superlayer's bounds space to device pixels (points for
    /// vectors), `clip` is what can show, in device space.
    mutating func walk(_ layers: [Layer], toDevice: AffineTransform, clip: Rect) {
        for layer in layers where !layer.isHidden && layer.opacity > 0 {
            let t = layer.transformToSuperlayer.concatenating(toDevice)
            let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
            guard scale > 1e-9, scale < 1e9, scale.isFinite else { continue }
            func covered(_ rect: Rect?) -> Double {
                guard let rect, let device = Rect.enclosing(rect.corners.map { t.apply(to: $0) }), let shown = device.intersection(clip) else {
                    return 0
                }
                return shown.width * shown.height
            }
            add(.layers, layer, amount: 1, seconds: WorkEstimate.Rate.layer)
            let casts = layer.shadowOpacity > 0 && layer.shadowColor.alpha > 0
            if vector == nil {
                drawn(layer, covered: covered, casts: casts, lengthScale: scale)
            } else {
                written(layer, covered: covered, casts: casts)
            }
            var inner = clip
            if layer.masksToBounds {
                guard let bounds = Rect.enclosing(layer.bounds.corners.map { t.apply(to: $0) }), let cut = clip.intersection(bounds) else { continue }
                inner = cut
            }
            walk(layer.sublayers, toDevice: t, clip: inner)
        }
    }

    /// A layer drawn as pixels.
    private mutating func drawn(_ layer: Layer, covered: (Rect?) -> Double, casts: Bool, lengthScale: Double) {
        typealias Rate = WorkEstimate.Rate
        if layer.opacity < 1 {
            let pixels = covered(layer.extentWithShadow)
            add(.groups, layer, amount: pixels, seconds: pixels * Rate.group)
        }
        if casts {
            if layer.shadowPath == nil {
                let body = covered(layer.extent)
                add(.groups, layer, amount: body, seconds: body * Rate.group)
            }
            let pixels = covered(layer.extentWithShadow)
            add(.shadows, layer, amount: pixels, seconds: pixels * Rate.shadow)
        }
        if let background = layer.backgroundColor, background.alpha > 0 {
            let pixels = covered(layer.bounds)
            add(.fills, layer, amount: pixels, seconds: pixels * Rate.fill)
        }
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 {
            let pixels = covered(layer.bounds)
            add(.fills, layer, amount: pixels, seconds: 2 * pixels * Rate.fill)
        }
        switch layer.content {
        case .plain: break
        case .shape(let shape):
            guard let path = shape.path, !path.isEmpty else { break }
            let fills = shape.fillColor.map { $0.alpha > 0 } ?? false
            let strokes = shape.strokeColor.map { $0.alpha > 0 } ?? false
            guard fills || strokes else { break }
            // A stroke's outline has an edge on each side of the path.
            let length = WorkEstimate.rasterisedLength(of: path) * lengthScale * ((fills ? 1 : 0) + (strokes ? 2 : 0))
            let pixels = covered(path.controlBounds?.outset(by: strokes ? shape.lineWidth * max(1, shape.miterLimit) / 2 : 0))
            let perPixel = Rate.edge + Double(path.elements.count) * Rate.edgeElement
            add(.paths, layer, amount: length, seconds: length * perPixel + pixels * Rate.fill)
        case .gradient(let gradient):
            guard !gradient.colors.isEmpty else { break }
            let pixels = covered(layer.bounds)
            let stops = Double(min(gradient.colors.count, GradientContent.maximumDrawnStops))
            let perPixel =
                gradient.kind == .conic ? Rate.conic + (stops + 32) * Rate.conicSlice : Rate.gradient + stops * Rate.gradientStop
            add(.gradients, layer, amount: pixels, seconds: pixels * perPixel)
        case .text(let text):
            let glyphs = Double(text.string.count)
            add(.texts, layer, amount: glyphs, seconds: glyphs * Rate.glyph + covered(layer.bounds) * Rate.fill)
        case .image(let image):
            // Decoded each time it is drawn, then sampled over what it covers.
            let decoded = Double(image.pixelWidth * image.pixelHeight)
            let pixels = covered(layer.bounds)
            add(.pictures, layer, amount: decoded, seconds: decoded * Rate.encodedPixel + pixels * Rate.gradient)
        }
    }

    /// A layer written as vectors: its text and its pictures (a shadow, a conic gradient).
    private mutating func written(_ layer: Layer, covered: (Rect?) -> Double, casts: Bool) {
        typealias Rate = WorkEstimate.Rate
        if casts {
            // The blur's image at 2 px per point, or at σ = 6 pixels where the blur is wider.
            let perPoint = min(
                LayerRenderer.vectorShadowScale, ShadowPainter.maximumSigma / max(min(layer.shadowRadius, ShadowPainter.widestBlur), 1e-9))
            let pixels = covered(layer.extentWithShadow) * perPoint * perPoint
            add(.pictures, layer, amount: pixels, seconds: pixels * (Rate.shadow + Rate.encodedPixel + Rate.group))
        }
        switch layer.content {
        case .gradient(let gradient) where gradient.kind == .conic && !gradient.colors.isEmpty && vector == .svg:
            let pixels = layer.bounds.width * layer.bounds.height * LayerRenderer.vectorShadowScale * LayerRenderer.vectorShadowScale
            let stops = Double(min(gradient.colors.count, GradientContent.maximumDrawnStops))
            add(.pictures, layer, amount: pixels, seconds: pixels * (Rate.conic + (stops + 32) * Rate.conicSlice + Rate.encodedPixel))
        case .text(let text):
            let glyphs = Double(text.string.count)
            guard vector == .svg else {
                add(.texts, layer, amount: glyphs, seconds: glyphs * Rate.glyphText)
                break
            }
            // Ideographs and Hangul have many times the points of Latin letters.
            let complex = Double(text.string.unicodeScalars.count { $0.value >= 0x2E80 })
            let bytes = complex * Rate.outlineBytes + (glyphs - complex) * Rate.simpleOutlineBytes
            add(.texts, layer, amount: glyphs, seconds: glyphs * Rate.glyphOutline, bytes: bytes)
        default: break
        }
    }

    /// The kinds as parts, each naming the layer of `document` that costs the most of it.
    func parts(of document: EffectDocument) -> [WorkEstimate.Part] {
        Kind.allCases.compactMap { kind in
            guard let tally = tallies[kind], tally.count > 0 else { return nil }
            func n(_ noun: String) -> String { WorkEstimate.count(Double(tally.count), noun) }
            let amount = WorkEstimate.count(tally.amount)
            let (what, fix): (String, String) =
                switch kind {
                case .layers: ("\(n("layer")) \(vector == nil ? "drawn" : "written")", "draw fewer layers")
                case .groups:
                    (
                        "\(n("translucent or shadowed layer")) composited offscreen over \(amount) pixels",
                        "make fewer or smaller layers translucent or shadowed"
                    )
                case .shadows: ("\(n("shadow")) blurred over \(amount) pixels", "cast fewer shadows, or narrower ones over smaller layers")
                case .fills: ("\(n("layer")) filling \(amount) pixels", "draw fewer or smaller layers")
                case .paths: ("\(n("path")) rasterised along \(amount) pixels of edges", "draw shorter paths, with fewer segments")
                case .gradients: ("\(n("gradient")) over \(amount) pixels", "draw smaller gradients, with fewer colours")
                case .texts:
                    (vector == .svg ? "\(n("text")) written as \(amount) glyph outlines" : "\(n("text")) of \(amount) glyphs", "write shorter texts")
                case .pictures: ("\(n("shadow or conic gradient")) embedded as \(amount) pixels", "cast fewer or narrower shadows")
                }
            let grows = vector == nil && [.groups, .shadows, .fills, .gradients].contains(kind)
            return WorkEstimate.Part(
                seconds: tally.seconds, bytes: tally.bytes, what: what, fix: fix,
                path: tally.worst.map { document.jsonPath(ofLayer: $0.id) ?? "layers" }, growsWithPixels: grows)
        }
    }
}
