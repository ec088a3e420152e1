import CairoKit
import EffectModel

/// A shadow's shape as the blur reads it, and the image the blurred shape is wanted as: everything that image
/// depends on.
struct ShadowShape: Hashable, Sendable {
    /// The blur's σ, in mask pixels.
    let sigma: Double
    /// The pixels the shape is known by: the shape as drawn in the mask, or a layer's body in device pixels.
    let alpha: AlphaRows
    /// For a body in device pixels, how the mask takes it; `nil`: `alpha` is the mask.
    let placement: Placement?
    /// On pixel surfaces, the target image the blurred mask is scaled up to; `nil`: the mask itself.
    let target: Target?

    /// Where the body's top-left lands in the mask (in mask pixels), the mask pixels per device pixel, and the
    /// mask's size.
    struct Placement: Hashable, Sendable {
        let origin: Point
        let scale: Double
        let maskWidth: Int
        let maskHeight: Int
    }

    /// A size in target pixels, the mask pixels per target pixel (below 1), and where in the mask the target's
    /// first pixel starts, in mask pixels.
    struct Target: Hashable, Sendable {
        let width: Int
        let height: Int
        let reduction: Double
        let phase: Point
    }

    /// `mask` blurred, and scaled up to `target` when there is one.
    static func blur(_ mask: AlphaRows, by blur: GaussianBlur, to target: Target?) throws(CairoError) -> AlphaRows {
        var bytes = mask.bytes
        bytes.withUnsafeMutableBytes { blur.apply(to: $0, width: mask.width, height: mask.height, stride: mask.width) }
        let small = AlphaRows(width: mask.width, bytes: bytes)
        guard let target else { return small }
        let image = try Surface.image(.a8, width: target.width, height: target.height)
        let context = try Context(image)
        let pattern = try Pattern.surface(try small.surface())
        pattern.setMatrix(Matrix(xx: target.reduction, yx: 0, xy: 0, yy: target.reduction, x0: target.phase.x, y0: target.phase.y))
        pattern.filterBilinear()
        context.setSource(pattern)
        context.paint()
        try context.checkStatus("scaling the shadow up")
        return image.alphaRows()
    }
}
