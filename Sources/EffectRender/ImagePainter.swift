import CairoKit
import EffectModel

/// Draws a layer's image as Core Animation draws `contents`: stretched over the bounds (`contentsGravity`
/// `.resize`), smoothed (the default `.linear` filters), its edge pixels held to the bounds' edge.
enum ImagePainter {
    static func draw(_ image: ImageContent, in bounds: Rect, context: Context) throws(CairoError) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let pattern = try Pattern.surface(try Surface.image(png: image.png))
        pattern.filterBilinear()
        pattern.extendPad()
        // User space to the image's pixels.
        let (sx, sy) = (Double(image.pixelWidth) / bounds.width, Double(image.pixelHeight) / bounds.height)
        pattern.setMatrix(Matrix(xx: sx, yx: 0, xy: 0, yy: sy, x0: -bounds.minX * sx, y0: -bounds.minY * sy))
        context.setSource(pattern)
        context.rectangle(bounds.minX, bounds.minY, bounds.width, bounds.height)
        context.fill()
    }
}
