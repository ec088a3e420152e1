import CairoKit
import EffectModel

/// Draws sublayers through a matte (`Layer.matte`): the rest drawn as one group, then painted through the
/// matte's coverage. An alpha matte masks with the matte's own group (vectors stay vectors); the others with an
/// 8-bit image of the coverage at the target's resolution over the part of the layer the clip leaves drawable.
struct MattePainter {
    let drawing: Drawing

    func draw(_ sublayers: [Layer], through matteLayer: Layer, _ matte: Matte, layerID: String, in context: Context) throws(RenderError) {
        let content = try context.withGroup { () throws(RenderError) in
            for sublayer in Layer.inDrawingOrder(sublayers) { try drawing.draw(sublayer, in: context) }
        }
        context.setSource(content)
        if matte == Matte(.alpha) {
            context.mask(try context.withGroup { () throws(RenderError) in try drawing.draw(matteLayer, in: context) })
        } else if let coverage = try coverage(of: matteLayer, matte, layerID: layerID, in: context) {
            context.mask(coverage)
        } else if matte.isInverted {
            context.paint()
        }
    }

    /// The matte's coverage as an A8 image pattern over the clip's extent in user space; `nil` when nothing can show.
    private func coverage(of matteLayer: Layer, _ matte: Matte, layerID: String, in context: Context) throws(RenderError) -> Pattern? {
        let box = context.clipExtents
        let scale = context.matrix.averageScale * drawing.renderer.rasterScale
        let pixels = 1...16_384
        guard box.x1 > box.x0, box.y1 > box.y0, scale > 0 else { return nil }
        let width = Int(max((box.x1 - box.x0) * scale, 1), rounding: .up, within: pixels)
        let height = Int(max((box.y1 - box.y0) * scale, 1), rounding: .up, within: pixels)
        let (sx, sy) = (Double(width) / (box.x1 - box.x0), Double(height) / (box.y1 - box.y0))
        func cairo<R>(_ work: () throws(CairoError) -> R) throws(RenderError) -> R {
            do { return try work() } catch { throw RenderError(layerID: layerID, underlying: error) }
        }
        let (image, painter) = try cairo { () throws(CairoError) in
            let image = try Surface.image(width: width, height: height)
            return (image, try Context(image))
        }
        painter.scale(sx, sy)
        painter.translate(-box.x0, -box.y0)
        try Drawing(renderer: drawing.renderer, deviceCanvas: Rect(0, 0, Double(width), Double(height))).draw(matteLayer, in: painter)
        return try cairo { () throws(CairoError) in
            try painter.checkStatus("drawing a matte")
            let mask = try Surface.image(.a8, width: width, height: height)
            image.withPixels { source in
                mask.withPixels { target in
                    for y in 0..<height {
                        let row = source.baseAddress!.advanced(by: y * image.stride).assumingMemoryBound(to: UInt32.self)
                        let out = target.baseAddress!.advanced(by: y * mask.stride).assumingMemoryBound(to: UInt8.self)
                        for x in 0..<width {
                            // Premultiplied: the luminance of the stored channels is the colour's times its alpha.
                            let p = row[x]
                            let (a, r, g, b) = (Double(p >> 24), Double((p >> 16) & 255), Double((p >> 8) & 255), Double(p & 255))
                            let value = matte.coverage(red: r / 255, green: g / 255, blue: b / 255, alpha: matte.channel == .alpha ? a / 255 : 1)
                            out[x] = UInt8(min(max(value * 255 + 0.5, 0), 255))
                        }
                    }
                }
            }
            let pattern = try Pattern.surface(mask)
            pattern.setMatrix(Matrix(xx: sx, yx: 0, xy: 0, yy: sy, x0: -box.x0 * sx, y0: -box.y0 * sy))
            return pattern
        }
    }
}
