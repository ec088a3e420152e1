import CairoKit
import EffectEngine
import EffectModel
import EffectRender
import Synchronization

/// The frames of a scene as a review cell shows them, drawn small (the canvas 180 px wide), to measure how much the
/// picture changes between two times: what key frames are chosen by (`ReviewFrameSelection.pictureChange`).
public final class ReviewPictures: Sendable {
    /// What the clock recorded.
    public let scene: Scene
    private let sampler: Sampler
    /// Review pixels per canvas point.
    public let scale: Double
    /// A channel must change by more than this (of 255) for a pixel to count as changed.
    public static let threshold = 4
    private let pictures = Mutex<[Double: [UInt8]]>([:])

    /// Pictures of `scene` with the canvas `width` pixels wide.
    public init(scene: Scene, width: Double = 180) {
        self.scene = scene
        sampler = Sampler(scene: scene)
        scale = Self.scale(canvasWidth: scene.canvas.width, width: width)
    }

    /// Review pixels per canvas point for a canvas `canvasWidth` points wide drawn `width` pixels wide.
    public static func scale(canvasWidth: Double, width: Double = 180) -> Double { min(2, max(0.02, width / max(canvasWidth, 1))) }

    /// How the frames at `a` and `b` differ: the fraction of pixels changed by more than `threshold` in a channel, and
    /// the mean change of all channels.
    public func change(from a: Double, to b: Double) -> PictureDifference {
        guard let first = picture(at: a), let second = picture(at: b), first.count == second.count, !first.isEmpty else {
            return PictureDifference(changedPixels: 0, magnitude: 0)
        }
        var changed = 0
        var total = 0
        first.withUnsafeBufferPointer { p in
            second.withUnsafeBufferPointer { q in
                var i = 0
                while i < p.count {
                    var largest = 0
                    for c in 0..<4 {
                        let d = abs(Int(p[i + c]) - Int(q[i + c]))
                        total += d
                        largest = max(largest, d)
                    }
                    if largest > Self.threshold { changed += 1 }
                    i += 4
                }
            }
        }
        return PictureDifference(changedPixels: Double(changed) / Double(first.count / 4), magnitude: Double(total) / Double(first.count * 255))
    }

    /// The key frames of the scene, in-betweens placed where the picture changes.
    public func keyFrames(maximumFrames: Int = 24) -> [ReviewFrame] {
        ReviewFrameSelection(maximumFrames: maximumFrames, pictureChange: { [self] in change(from: $0, to: $1) }).frames(of: scene)
    }

    /// The frame at `t` drawn over the canvas background, its pixels (ARGB32, tightly packed); cached.
    private func picture(at t: Double) -> [UInt8]? {
        if let cached = pictures.withLock({ $0[t] }) { return cached }
        let width = Int(scene.canvas.width * scale, rounding: .up, within: 1...4096)
        let height = Int(scene.canvas.height * scale, rounding: .up, within: 1...4096)
        guard let surface = try? Surface.image(width: width, height: height), let context = try? Context(surface) else { return nil }
        context.scale(scale, scale)
        guard (try? LayerRenderer(rasterScale: 1).draw(sampler.layers(at: t), canvas: scene.canvas, in: context)) != nil else { return nil }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        surface.withPixels { buffer in
            for row in 0..<height { pixels += buffer[(row * surface.stride)..<(row * surface.stride + width * 4)] }
        }
        pictures.withLock { $0[t] = pixels }
        return pixels
    }
}
