import CairoKit
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// Both versions of an effect drawn at one instant, with the same renderer and settings, and compared pixel by
/// pixel: what a reviewer sees change.
///
/// Both are drawn on a surface that holds either canvas (the larger width and height), so that a canvas that grew
/// counts its new part as changed.
public struct FrameComparison {
    /// Document seconds.
    public let t: Double
    package let old: Surface
    package let new: Surface
    /// Pixels where a channel differs by more than 1 (of 255).
    public let changedPixels: Int
    /// Pixels compared.
    public let totalPixels: Int
    /// Per pixel, the largest channel difference (0…255), row by row.
    private let differences: [UInt8]

    /// Changed pixels as a percentage of all, 0…100.
    public var changedPercent: Double { totalPixels == 0 ? 0 : Double(changedPixels) * 100 / Double(totalPixels) }

    /// - Parameters:
    ///   - old: the old version's sampler and canvas.
    ///   - new: the new version's sampler and canvas.
    ///   - t: the instant compared, in document seconds.
    ///   - scale: pixels per point.
    /// - Throws: `RenderError` when a frame cannot be drawn.
    public init(
        old: (sampler: Sampler, canvas: EffectDocument.Canvas), new: (sampler: Sampler, canvas: EffectDocument.Canvas),
        at t: Double, scale: Double
    ) throws(RenderError) {
        try self.init(old: (old.sampler.layers(at: t), old.canvas), new: (new.sampler.layers(at: t), new.canvas), at: t, scale: scale)
    }

    /// Two layer trees drawn and compared: `t` only labels them.
    public init(
        old: (layers: [Layer], canvas: EffectDocument.Canvas), new: (layers: [Layer], canvas: EffectDocument.Canvas),
        at t: Double, scale: Double
    ) throws(RenderError) {
        self.t = t
        let width = max(1, Int((max(old.canvas.width, new.canvas.width) * scale).rounded(.up)))
        let height = max(1, Int((max(old.canvas.height, new.canvas.height) * scale).rounded(.up)))
        func draw(_ version: (layers: [Layer], canvas: EffectDocument.Canvas)) throws(RenderError) -> Surface {
            try LayerRenderer(rasterScale: 1).image(version.layers, canvas: version.canvas, width: width, height: height, scale: scale)
        }
        (self.old, self.new) = (try draw(old), try draw(new))
        let (a, b) = (self.old, self.new)
        let stride = a.stride
        var differences = [UInt8](repeating: 0, count: width * height)
        var changed = 0
        a.withPixels { pa in
            b.withPixels { pb in
                for y in 0..<height {
                    let row = y * stride
                    // Most rows of most frames are the same: skip them whole.
                    if memcmp(pa.baseAddress! + row, pb.baseAddress! + row, width * 4) == 0 { continue }
                    for x in 0..<width {
                        let i = row + x * 4
                        var largest = 0
                        for c in 0..<4 { largest = Swift.max(largest, Swift.abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                        differences[y * width + x] = UInt8(largest)
                        if largest > 1 { changed += 1 }
                    }
                }
            }
        }
        self.differences = differences
        changedPixels = changed
        totalPixels = width * height
    }

    /// The new frame faded to a light grey, with what changed painted over it: red, stronger where it changed more.
    package func heatMap() throws(RenderError) -> Surface {
        let surface = try RenderError.outsideLayers { () throws(CairoError) in try Surface.image(width: new.width, height: new.height) }
        let (width, height, stride, targetStride) = (new.width, new.height, new.stride, surface.stride)
        new.withPixels { source in
            surface.withPixels { target in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * stride + x * 4
                        // Premultiplied BGRA: the luminance of the new frame over white, faded to 85…100 %.
                        let alpha = Double(source[i + 3]) / 255
                        let luminance = (0.0722 * Double(source[i]) + 0.7152 * Double(source[i + 1]) + 0.2126 * Double(source[i + 2])) / 255
                        let grey = 0.85 + 0.15 * (luminance + (1 - alpha))
                        let strength = Double(differences[y * width + x]) / 255
                        let heat = differences[y * width + x] > 1 ? 0.35 + 0.65 * min(1, strength * 2) : 0
                        let (r, g, b) = (grey + (1 - grey) * heat, grey * (1 - heat) + 0.23 * heat, grey * (1 - heat) + 0.19 * heat)
                        let j = y * targetStride + x * 4
                        (target[j], target[j + 1], target[j + 2], target[j + 3]) = (Self.byte(b), Self.byte(g), Self.byte(r), 255)
                    }
                }
            }
        }
        return surface
    }

    private static func byte(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
}
