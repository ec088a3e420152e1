import CairoKit
import EffectModel

/// Draws a layer tree with Cairo as Core Animation composites it.
///
/// Per layer, in its superlayer's space transformed to its own bounds space: clip to the rounded bounds
/// when `masksToBounds` (the layer's own shadow included, as on iOS), then shadow, background, content
/// (path, gradient or text), sublayers by `zPosition`, border, all composited once and faded by `opacity`.
package struct LayerRenderer {
    /// Device pixels per device unit for rasterised effects (blurred shadows): 1 for image surfaces,
    /// whose device space is already pixels; the export scale for SVG and PDF, whose device unit is a point.
    package var rasterScale: Double

    /// Pixels per point of the blurred-shadow images embedded in SVG and PDF.
    package static let vectorShadowScale = 2.0
    /// Whether the layers' text is drawn as glyph outlines in a PDF too: a picture of the UI (a sheet's key frame),
    /// not text to read, search or copy.
    package var textAsOutlines: Bool

    package init(rasterScale: Double = 1, textAsOutlines: Bool = false) {
        self.rasterScale = rasterScale
        self.textAsOutlines = textAsOutlines
    }

    /// Draws the canvas background and the root layers into `context`, whose user space is the canvas in points.
    package func draw(_ layers: [Layer], canvas: EffectDocument.Canvas, in context: Context) throws(RenderError) {
        if let background = canvas.background {
            context.setSource(background)
            context.rectangle(0, 0, canvas.width, canvas.height)
            context.fill()
        }
        let m = context.matrix
        let corners = [(0.0, 0.0), (canvas.width, 0.0), (0.0, canvas.height), (canvas.width, canvas.height)].map { m.apply(x: $0.0, y: $0.1) }
        let stage = Rect.enclosing(corners.map { Point($0.x, $0.y) })!
        let drawing = Drawing(renderer: self, deviceCanvas: stage)
        for layer in Layer.inDrawingOrder(layers) {
            try drawing.draw(layer, in: context)
        }
        try RenderError.outsideLayers { () throws(CairoError) in try context.checkStatus("drawing") }
    }

    /// The layers on a new premultiplied ARGB32 image of `width` × `height` pixels, at `scale` pixels per point,
    /// over the canvas's background; `over` then draws on top, in points.
    package func image(
        _ layers: [Layer], canvas: EffectDocument.Canvas, width: Int, height: Int, scale: Double, over: (Context) -> Void = { _ in }
    ) throws(RenderError) -> Surface {
        let (surface, context) = try RenderError.outsideLayers { () throws(CairoError) in
            let surface = try Surface.image(width: width, height: height)
            return (surface, try Context(surface))
        }
        context.scale(scale, scale)
        try draw(layers, canvas: canvas, in: context)
        over(context)
        return surface
    }
}

extension LayerRenderer {
    /// The layer's shadow alone, as `draw` paints it under the layer, in the layer's bounds space: an image of at
    /// most `pixelsPerPoint` (coarser where the blur is wide enough not to need the detail, as in PDF) and the
    /// rectangle of the bounds space it covers — only within `visible` (the part of the bounds space that can reach
    /// the canvas), so that a huge layer costs what the canvas shows; `nil` when the layer casts none there. For
    /// files whose viewers cannot be trusted to blur (a still SVG), which place it under the layer's body.
    package static func shadowImage(of layer: Layer, pixelsPerPoint: Double, within visible: Rect) throws(RenderError) -> (
        image: Surface, frame: Rect
    )? {
        guard layer.shadowOpacity > 0, layer.shadowColor.alpha > 0, let frame = layer.extentWithShadow.intersection(visible),
            frame.width > 0, frame.height > 0
        else { return nil }
        let sigma = min(layer.shadowRadius, ShadowPainter.widestBlur)
        let pixelsPerPoint = sigma * pixelsPerPoint > ShadowPainter.maximumSigma ? ShadowPainter.maximumSigma / sigma : pixelsPerPoint
        let pixels = 1...16_384
        let width = Int(max(frame.width * pixelsPerPoint, 1), rounding: .up, within: pixels)
        let height = Int(max(frame.height * pixelsPerPoint, 1), rounding: .up, within: pixels)
        let (surface, context): (Surface, Context)
        do {
            surface = try Surface.image(width: width, height: height)
            context = try Context(surface)
        } catch {
            throw RenderError(layerID: layer.id, underlying: error)
        }
        context.scale(Double(width) / frame.width, Double(height) / frame.height)
        context.translate(-frame.minX, -frame.minY)
        try Drawing(renderer: LayerRenderer(rasterScale: 1), deviceCanvas: Rect(0, 0, Double(width), Double(height))).drawShadow(
            of: layer, in: context)
        return (surface, frame)
    }
}

/// One pass over a tree: the renderer's settings and the canvas in device space.
struct Drawing {
    let renderer: LayerRenderer
    /// The canvas in the target's device space; shadows are computed only where they can show.
    let deviceCanvas: Rect

    func draw(_ layer: Layer, in context: Context) throws(RenderError) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        // A singular or vanishing transform (scale 0, as a scale animation from 0 starts) draws nothing; Cairo
        // would record a singular matrix as a sticky error, so it is never set.
        // So does one that animations drive past what Cairo's fixed-point coordinates hold (a scale of 1e9).
        let transform = Matrix(layer.transformToSuperlayer)
        let scale = transform.averageScale * context.matrix.averageScale
        guard scale > 1e-9, scale < 1e9, transform.isFinite else { return }
        try context.withSavedState { () throws(RenderError) in
            context.concatenate(transform)
            if layer.masksToBounds {
                context.setPath(layer.boundsPath)
                context.clip()
            }
            if layer.opacity < 1 || layer.blendMode != .normal {
                // The group is as large as what the layer draws, not the whole canvas.
                clip(to: layer.extentWithShadow, in: context)
                let group = try context.withGroup { () throws(RenderError) in try drawWhole(layer, in: context) }
                context.setSource(group)
                context.setOperator(Self.operators[layer.blendMode]!)
                context.paint(alpha: layer.opacity)
            } else {
                try drawWhole(layer, in: context)
            }
        }
    }

    /// Cairo's operator for each blend mode.
    static let operators: [BlendMode: Context.Operator] = [
        .normal: .over, .multiply: .multiply, .screen: .screen, .overlay: .overlay, .darken: .darken, .lighten: .lighten,
        .colorDodge: .colorDodge, .colorBurn: .colorBurn, .hardLight: .hardLight, .softLight: .softLight, .difference: .difference,
        .exclusion: .exclusion, .hue: .hue, .saturation: .saturation, .color: .color, .luminosity: .luminosity, .add: .add,
    ]

    /// Shadow, then body, in the layer's bounds space.
    ///
    /// A shadow without a `shadowPath` follows everything the layer draws, its sublayers' shadows included: the
    /// body is drawn once, offscreen (clipped to its extent), and used both as the shadow's shape and as itself,
    /// so that nested layers with shadows cost each subtree once, not twice per level above it.
    private func drawWhole(_ layer: Layer, in context: Context) throws(RenderError) {
        guard layer.shadowOpacity > 0, layer.shadowColor.alpha > 0 else { return try drawBody(layer, in: context) }
        guard let body = try drawShadow(of: layer, in: context) else { return try drawBody(layer, in: context) }
        context.setSource(body)
        context.paint()
    }

    /// The layer's shadow alone, in its bounds space; returns the body drawn offscreen as the shadow's shape
    /// (`nil` for a `shadowPath` shadow, which needs none).
    @discardableResult
    func drawShadow(of layer: Layer, in context: Context) throws(RenderError) -> Pattern? {
        let shadow = ShadowPainter(drawing: self)
        guard layer.shadowPath == nil else {
            try shadow.drawShadow(of: layer, body: nil, in: context)
            return nil
        }
        let body = try context.withSavedState { () throws(RenderError) in
            clip(to: layer.extent, in: context)
            return try context.withGroup { () throws(RenderError) in try drawBody(layer, in: context) }
        }
        try shadow.drawShadow(of: layer, body: body, in: context)
        return body
    }

    /// Narrows the clip to `rect` in the current user space, with two device pixels to spare, so that the edges
    /// drawn inside keep their antialiasing whole.
    private func clip(to rect: Rect, in context: Context) {
        let spare = rect.outset(by: 2 / max(context.matrix.averageScale, 1e-9))
        context.rectangle(spare.minX, spare.minY, spare.width, spare.height)
        context.clip()
    }

    /// Everything but the shadow: background, content, sublayers, border.
    func drawBody(_ layer: Layer, in context: Context) throws(RenderError) {
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.setSource(background)
            context.setPath(layer.boundsPath)
            context.fill()
        }
        do {
            switch layer.content {
            case .plain: break
            case .shape(let shape): drawShape(shape, in: context)
            case .gradient(let gradient): try GradientPainter.draw(gradient, layer: layer, in: context)
            case .text(let text): try TextPainter.draw(text, in: layer.bounds, context: context, outlines: renderer.textAsOutlines)
            case .image(let image): try ImagePainter.draw(image, in: layer.bounds, context: context)
            }
        } catch {
            throw RenderError(layerID: layer.id, underlying: error)
        }
        if let matte = layer.matte, let matteLayer = layer.sublayers.first {
            try MattePainter(drawing: self).draw(Array(layer.sublayers.dropFirst()), through: matteLayer, matte, layerID: layer.id, in: context)
        } else {
            for sublayer in Layer.inDrawingOrder(layer.sublayers) {
                try draw(sublayer, in: context)
            }
        }
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 {
            // Inside the bounds: a stroke twice as wide, clipped to the outline, leaves the inner band.
            context.withSavedState {
                context.setPath(layer.boundsPath)
                context.clip()
                context.setPath(layer.boundsPath)
                context.setSource(layer.borderColor)
                context.setLine(width: 2 * layer.borderWidth, cap: .butt, join: .miter, miterLimit: 10)
                context.stroke()
            }
        }
    }

    private func drawShape(_ shape: ShapeContent, in context: Context) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.setPath(path)
            context.fillRule = shape.fillRule == .evenOdd ? .evenOdd : .winding
            context.setSource(fill)
            context.fill()
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.strokeStart < shape.strokeEnd {
            context.setPath(path.trimmed(from: shape.strokeStart, to: shape.strokeEnd))
            context.setSource(stroke)
            let cap: Context.LineCap =
                switch shape.lineCap {
                case .butt: .butt
                case .round: .round
                case .square: .square
                }
            let join: Context.LineJoin =
                switch shape.lineJoin {
                case .miter: .miter
                case .round: .round
                case .bevel: .bevel
                }
            context.setLine(width: shape.lineWidth, cap: cap, join: join, miterLimit: shape.miterLimit)
            context.setDash(shape.drawnDashes, phase: shape.lineDashPhase)
            context.stroke()
            context.setDash([])
        }
    }
}
