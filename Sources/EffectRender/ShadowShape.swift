import CairoKit
import EffectModel

/// A shadow's shape as the blur reads it, and the image the blurred shape is wanted as: everything that image
/// depends on.
struct ShadowShape: Hashable, Sendable {
    /// The blur's σ, in mask pixels.
    let sigma: Double
    let shape: Shape
    /// On pixel surfaces, the target image the blurred mask is scaled up to; `nil`: the mask itself.
    let target: Target?

    enum Shape: Hashable, Sendable {
        /// The shape as drawn in the mask.
        case mask(AlphaRows)
        /// A layer's body in device pixels, whose top-left lands at `origin` in a mask of the given size, `scale` mask
        /// pixels per device pixel.
        case body(AlphaRows, origin: Point, scale: Double, maskWidth: Int, maskHeight: Int)

        /// The pixels the shape is known by.
        var alpha: AlphaRows {
            switch self {
            case .mask(let alpha), .body(let alpha, _, _, _, _): alpha
            }
        }
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
