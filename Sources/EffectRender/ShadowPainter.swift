import CairoKit
import EffectModel

/// Draws a layer's shadow: its shape (the `shadowPath`, or the alpha of everything the layer draws)
/// rasterised in device space, blurred with a Gaussian of σ = `shadowRadius`, offset by `shadowOffset`
/// (both in the layer's space), and painted in the shadow colour at `shadowOpacity`.
///
/// The shadow is always an image: at device resolution on image surfaces, at the export scale in SVG and PDF,
/// and coarser where the blur is wide enough not to need the detail.
struct ShadowPainter {
    let drawing: Drawing

    /// The largest σ, in mask pixels, blurred at full resolution.
    static let maximumSigma = 4.0
    /// The widest blur drawn, in points.
    static let widestBlur = 1000.0

    /// - Parameter body: everything the layer draws (but its shadow), drawn once offscreen, whose alpha is the
    ///   shadow's shape when the layer has no `shadowPath`.
    func drawShadow(of layer: Layer, body: Pattern?, in context: Context) throws(RenderError) {
        do {
            try paint(layer, body: body, in: context)
        } catch {
            throw RenderError(layerID: layer.id, underlying: error)
        }
    }

    private func paint(_ layer: Layer, body: Pattern?, in context: Context) throws(CairoError) {
        let ctm = context.matrix
        // A wide blur is computed at a resolution where σ is 4 pixels and scaled up smoothly, as browsers do:
        // the result is the same soft shadow at a fraction of the cost (a 19 px σ: 1/22 of the pixels).
        // Past 1000 pt a blur is flat across any canvas; capping it keeps the mask's scale well inside Cairo's.
        let fullSigma = min(layer.shadowRadius, Self.widestBlur) * ctm.averageScale * drawing.renderer.rasterScale
        let scale = drawing.renderer.rasterScale * (fullSigma > Self.maximumSigma ? Self.maximumSigma / fullSigma : 1)
        let sigma = min(fullSigma, Self.maximumSigma)
        let reach = (3 * sigma).rounded(.up) + 1

        // The shape's extent in device pixels, grown by the blur's reach, and only where it can reach the canvas.
        let shape = (layer.shadowPath?.controlBounds ?? layer.extent)
        let offsetShape = Rect(shape.minX + layer.shadowOffset.width, shape.minY + layer.shadowOffset.height, shape.width, shape.height)
        let device = Rect.enclosing(offsetShape.corners.map { p in
            let d = ctm.apply(x: p.x, y: p.y)
            return Point(d.x * scale, d.y * scale)
        })!.outset(by: reach)
        let canvas = Rect(drawing.deviceCanvas.minX * scale, drawing.deviceCanvas.minY * scale,
                          drawing.deviceCanvas.width * scale, drawing.deviceCanvas.height * scale).outset(by: reach)
        let x0 = max(device.minX, canvas.minX).rounded(.down), y0 = max(device.minY, canvas.minY).rounded(.down)
        let x1 = min(device.maxX, canvas.maxX).rounded(.up), y1 = min(device.maxY, canvas.maxY).rounded(.up)
        guard x1 > x0, y1 > y0 else { return }

        let mask = try Surface.image(.a8, width: Int(x1 - x0, rounding: .up, within: 1...Int(Int32.max)),
                                     height: Int(y1 - y0, rounding: .up, within: 1...Int(Int32.max)))
        let maskContext = try Context(mask)
        maskContext.matrix = Matrix(xx: ctm.xx * scale, yx: ctm.yx * scale, xy: ctm.xy * scale, yy: ctm.yy * scale,
                                    x0: ctm.x0 * scale - x0, y0: ctm.y0 * scale - y0)
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
        let blur = GaussianBlur(sigma: sigma)
        mask.withPixels { blur.apply(to: $0, width: mask.width, height: mask.height, stride: mask.stride) }

        let pattern = try Pattern.surface(mask)
        pattern.setMatrix(Matrix(xx: scale, yx: 0, xy: 0, yy: scale, x0: -x0, y0: -y0))
        pattern.filterBilinear()
        context.withSavedState {
            context.matrix = .identity
            let color = layer.shadowColor
            context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * layer.shadowOpacity)
            context.mask(pattern)
        }
    }
}
