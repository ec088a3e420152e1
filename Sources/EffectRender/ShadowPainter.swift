import CairoKit
import EffectModel

/// Draws a layer's shadow: its shape (the `shadowPath`, or the alpha of everything the layer draws)
/// rasterised in device space, blurred with a Gaussian of σ = `shadowRadius`, offset by `shadowOffset`
/// (both in the layer's space), and painted in the shadow colour at `shadowOpacity`.
///
/// The shadow is always an image: at device resolution on image surfaces, at the export scale in SVG and PDF,
/// and coarser where the blur is wide enough not to need the detail.
package struct ShadowPainter {
    let drawing: Drawing

    /// The largest σ, in mask pixels, blurred at full resolution.
    package static let maximumSigma = 6.0
    /// The widest blur drawn, in points.
    package static let widestBlur = 1000.0

    /// - Parameters:
    ///   - layer: the layer whose shadow is drawn.
    ///   - body: everything the layer draws (but its shadow), drawn once offscreen, whose alpha is the
    ///     shadow's shape when the layer has no `shadowPath`.
    ///   - context: where it is drawn.
    /// - Throws: `RenderError` when the shadow's mask cannot be made.
    func drawShadow(of layer: Layer, body: Pattern?, in context: Context) throws(RenderError) {
        do {
            try paint(layer, body: body, in: context)
        } catch {
            throw RenderError(layerID: layer.id, underlying: error)
        }
    }

    private func paint(_ layer: Layer, body: Pattern?, in context: Context) throws(CairoError) {
        guard let area = ShadowArea(layer: layer, ctm: context.matrix, pixelsPerUnit: drawing.renderer.rasterScale, stage: drawing.deviceCanvas),
            let (target, deviceToImage) = area.target(onImage: context.surface.isImage)
        else { return }
        // Blurred once per distinct shape. A body drawn in pixels is known by its alpha there and where the mask
        // takes it from, so that an unchanged shadow is not even drawn again; any other shape by its mask.
        let input: ShadowShape
        if layer.shadowPath == nil, let image = body?.deviceImage {
            let offset = area.ctm.applyLinear(x: layer.shadowOffset.width, y: layer.shadowOffset.height)
            let origin = Point((image.x + offset.x) * area.scale - area.x0, (image.y + offset.y) * area.scale - area.y0)
            let placement = ShadowShape.Placement(origin: origin, scale: area.scale, maskWidth: area.maskSize.0, maskHeight: area.maskSize.1)
            input = ShadowShape(sigma: area.blur.sigma, alpha: image.surface.alphaChannel(), placement: placement, target: target)
        } else {
            input = ShadowShape(sigma: area.blur.sigma, alpha: try area.drawMask(of: layer, body: body), placement: nil, target: target)
        }
        let blurred = try Self.blurred.value(for: input) { () throws(CairoError) in
            try ShadowShape.blur(input.placement == nil ? input.alpha : try area.drawMask(of: layer, body: body), by: area.blur, to: target)
        }
        try composite(blurred, of: layer, deviceToImage: deviceToImage, in: context)
    }

    /// On images the colour through the blurred alpha; in vector outputs the shadow as a coloured picture, painted:
    /// Cairo writes a mask as an SVG <mask>, which CairoSVG draws as a grey box and ThorVG drops.
    private func composite(_ blurred: AlphaRows, of layer: Layer, deviceToImage: Matrix, in context: Context) throws(CairoError) {
        let color = layer.shadowColor
        let isImage = context.surface.isImage
        let pattern = try Pattern.surface(try isImage ? blurred.surface() : blurred.surface(colored: color, opacity: layer.shadowOpacity))
        pattern.setMatrix(deviceToImage)
        pattern.filterBilinear()
        context.withSavedState {
            context.matrix = .identity
            if isImage {
                context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * layer.shadowOpacity)
                context.mask(pattern)
            } else {
                context.setSource(pattern)
                context.paint()
            }
        }
    }

    /// Blurred shadows by their exact shape, so that a shadow whose shape has not changed, from frame to frame or
    /// button to button, is blurred once (32 MiB of them at most).
    static let blurred = BoundedCache<ShadowShape, AlphaRows>(budget: 32 << 20) { input, image in
        input.alpha.bytes.count + image.bytes.count + 256
    }
}

/// Where a layer's shadow is computed: its mask in whole mask pixels (the shape's extent grown by the blur's reach,
/// only where it can reach the canvas), at a resolution where a wide blur's σ is `ShadowPainter.maximumSigma` pixels.
private struct ShadowArea {
    let ctm: Matrix
    let pixelsPerUnit: Double
    /// The canvas in device units.
    let stage: Rect
    let blur: GaussianBlur
    /// The mask's pixels per target pixel: 1, or less for a wide blur.
    let reduction: Double
    /// Mask pixels per device unit.
    let scale: Double
    /// The mask's extent in mask pixels.
    let x0, y0, x1, y1: Double
    let maskSize: (Int, Int)
    static let pixels = 1...Int(Int32.max)

    /// A wide blur is computed at a resolution where σ is 6 pixels and scaled up smoothly, as browsers do: within
    /// 2/255 of the full-resolution shadow at a fraction of the cost (a 19 px σ: 1/10 of the pixels). Past 1000 pt a
    /// blur is flat across any canvas; capping it keeps the mask's scale well inside Cairo's. Nil: nothing to draw.
    init?(layer: Layer, ctm: Matrix, pixelsPerUnit: Double, stage: Rect) {
        (self.ctm, self.pixelsPerUnit, self.stage) = (ctm, pixelsPerUnit, stage)
        let fullSigma = min(layer.shadowRadius, ShadowPainter.widestBlur) * ctm.averageScale * pixelsPerUnit
        reduction = fullSigma > ShadowPainter.maximumSigma ? ShadowPainter.maximumSigma / fullSigma : 1
        blur = GaussianBlur(sigma: fullSigma * reduction)
        let reach = Double(blur.reach + 1)
        let scale = pixelsPerUnit * reduction
        self.scale = scale
        let shape = (layer.shadowPath?.controlBounds ?? layer.extent)
        let offsetShape = Rect(shape.minX + layer.shadowOffset.width, shape.minY + layer.shadowOffset.height, shape.width, shape.height)
        let device = Rect.enclosing(
            offsetShape.corners.map { p in
                let d = ctm.apply(x: p.x, y: p.y)
                return Point(d.x * scale, d.y * scale)
            })!.outset(by: reach)
        let canvas = Rect(stage.minX * scale, stage.minY * scale, stage.width * scale, stage.height * scale).outset(by: reach)
        (x0, y0) = (max(device.minX, canvas.minX).rounded(.down), max(device.minY, canvas.minY).rounded(.down))
        (x1, y1) = (min(device.maxX, canvas.maxX).rounded(.up), min(device.maxY, canvas.maxY).rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        maskSize = (Int(x1 - x0, rounding: .up, within: Self.pixels), Int(y1 - y0, rounding: .up, within: Self.pixels))
    }

    /// On images the blurred shadow is also scaled up to whole target pixels, so that it composites pixel for pixel
    /// (only the canvas's pixels: a wide blur's reach, in target pixels, is far larger than the canvas); vector output
    /// embeds the small mask and lets the viewer scale it. With the matrix from device units to the blurred image's
    /// pixels; nil when no target pixel is on the canvas.
    func target(onImage: Bool) -> (ShadowShape.Target?, Matrix)? {
        guard onImage, reduction < 1 else { return (nil, Matrix(xx: scale, yx: 0, xy: 0, yy: scale, x0: -x0, y0: -y0)) }
        let (tx0, ty0) = (
            max(x0 / reduction, stage.minX * pixelsPerUnit).rounded(.down), max(y0 / reduction, stage.minY * pixelsPerUnit).rounded(.down)
        )
        let (tx1, ty1) = (
            min(x1 / reduction, stage.maxX * pixelsPerUnit).rounded(.up), min(y1 / reduction, stage.maxY * pixelsPerUnit).rounded(.up)
        )
        guard tx1 > tx0, ty1 > ty0 else { return nil }
        let target = ShadowShape.Target(
            width: Int(tx1 - tx0, rounding: .up, within: Self.pixels), height: Int(ty1 - ty0, rounding: .up, within: Self.pixels),
            reduction: reduction, phase: Point(tx0 * reduction - x0, ty0 * reduction - y0))
        return (target, Matrix(xx: pixelsPerUnit, yx: 0, xy: 0, yy: pixelsPerUnit, x0: -tx0, y0: -ty0))
    }

    /// The shadow's shape (its path, or the body's alpha), drawn in the mask whose origin is the mask pixel (x0, y0).
    func drawMask(of layer: Layer, body: Pattern?) throws(CairoError) -> AlphaRows {
        let mask = try Surface.image(.a8, width: maskSize.0, height: maskSize.1)
        let maskContext = try Context(mask)
        maskContext.matrix = Matrix(
            xx: ctm.xx * scale, yx: ctm.yx * scale, xy: ctm.xy * scale, yy: ctm.yy * scale, x0: ctm.x0 * scale - x0, y0: ctm.y0 * scale - y0)
        maskContext.translate(layer.shadowOffset.width, layer.shadowOffset.height)
        if let path = layer.shadowPath {
            maskContext.setSource(red: 0, green: 0, blue: 0, alpha: 1)
            maskContext.setPath(path)
            maskContext.fill()
        } else if let body {
            maskContext.setSource(body)
            maskContext.paint()
        }
        try maskContext.checkStatus("drawing the shadow shape")
        return mask.alphaRows()
    }
}
