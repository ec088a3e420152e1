import CairoKit
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// An effect's frames at t = n / fps, rendered in order a few at a time (one per core) and handed to `body` one
/// after the other: what animated raster files stream into their encoders, holding no more frames than cores.
public struct AnimatedFrames: Sendable {
    /// Draws each frame (its scale: the file's pixels per point).
    public var renderer: FrameRenderer
    /// Frames per second.
    public var fps: Double
    /// Draw a fingertip where touches are (`--touches show`).
    public var showsTouches: Bool
    /// Seconds the last frame holds before the file plays again (`--rest`): that many frames' worth of it, repeated.
    public var rest: Double
    /// Called after each frame with (frames done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?

    /// The default rest: long enough to see the end state before the effect plays again.
    public static let defaultRest = 1.0

    /// Frames drawn by `renderer` at `fps`, fingertips shown unless `showsTouches` is false, the last frame held `rest` seconds; `progress` is called after each frame.
    public init(
        renderer: FrameRenderer, fps: Double, showsTouches: Bool = true, rest: Double = Self.defaultRest,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.renderer = renderer
        self.fps = fps
        self.showsTouches = showsTouches
        self.rest = rest
        self.progress = progress
    }

    /// The frame times for `scene`, as `--fps` counts them (the rest not counted).
    public func times(of scene: Scene) -> [Double] {
        FrameSchedule.rate(fps).times(duration: scene.duration)
    }

    /// How many times the last frame is repeated for the rest.
    public var restFrames: Int { Int(rest * fps, rounding: .toNearestOrAwayFromZero, within: 0...Int(WorkBudget.maximumFrames)) }

    /// Every frame the file holds: the times, then the rest.
    public func frameCount(of scene: Scene) -> Int { times(of: scene).count + restFrames }

    /// Renders every frame of `scene` and passes each, in order, to `body`.
    package func forEach(
        of scene: Scene, threads: Int = Processors.count,
        _ body: (Int, PixelBuffer) throws(ExportError) -> Void
    ) throws(ExportError) {
        let times = times(of: scene)
        let total = times.count + restFrames
        let sampler = Sampler(scene: scene)
        let overlay = showsTouches ? TouchOverlay(scene: scene) : nil
        let batch = max(1, threads)
        var start = 0
        var last: PixelBuffer?
        while start < times.count {
            let count = min(batch, times.count - start)
            let frames = ConcurrentSlots<Result<PixelBuffer, RenderError>>(count: count)
            let renderer = renderer
            let canvas = scene.canvas
            let first = start
            DispatchQueue.concurrentPerform(iterations: count) { k in
                let t = times[first + k]
                frames.fill(
                    k,
                    with: Result { () throws(RenderError) in
                        PixelBuffer(try renderer.renderImage(sampler.layers(at: t), canvas: canvas, touches: overlay?.marks(at: t)))
                    })
            }
            for k in 0..<count {
                let frame = try ExportError.catching { () throws(RenderError) in try frames[k]!.get() }
                last = frame
                try body(start + k, frame)
                progress?(start + k + 1, total)
            }
            start += count
        }
        // The rest: the last frame again, so that every player holds it whatever its frame timing.
        guard let last else { return }
        for n in 0..<restFrames {
            try body(times.count + n, last)
            progress?(times.count + n + 1, total)
        }
    }
}

extension AnimatedFrames {
    /// The largest frame rate a GIF plays at in browsers.
    public static let maximumGIFRate = GIFWriter.maximumRate
    /// A GIF's pixels per point and frames per second where the command line gives none: a GIF is for chat, where
    /// it shows at one pixel a point and must stay small (every template at most 1 MB; the moving gradient of
    /// `gradient-fixed` was 4.2 MB at 2 px and 50 frames a second).
    public static let chatGIF = (scale: 1.0, rate: 30.0)

    /// The effect as an animated PNG, its bytes passed to `write` as they are made.
    package func writeAPNG(of scene: Scene, loops: Int, to write: @escaping ([UInt8]) throws(EncodingError) -> Void) throws(ExportError) {
        let apng = try makeAPNG(of: scene, loops: loops, to: write)
        try encode(scene, into: [apng])
        try Self.encoding { () throws(EncodingError) in try apng.finish() }
    }

    /// The animated PNG and the lossless animated WebP of the same frames, each frame drawn once for both.
    public func writeAPNGAndWebP(of scene: Scene, loops: Int) throws(ExportError) -> (apng: [UInt8], webp: [UInt8]) {
        var bytes: [UInt8] = []
        let apng = try makeAPNG(of: scene, loops: loops) { bytes += $0 }
        let webp = try makeWebP(of: scene, loops: loops, quality: nil)
        try encode(scene, into: [apng, webp])
        try Self.encoding { () throws(EncodingError) in try apng.finish() }
        return (bytes, try Self.encoding { () throws(EncodingError) in try webp.finish() })
    }

    private func makeAPNG(of scene: Scene, loops: Int, to write: @escaping ([UInt8]) throws(EncodingError) -> Void) throws(ExportError) -> APNGWriter
    {
        let size = renderer.pixelSize(of: scene.canvas)
        let count = frameCount(of: scene)
        return try Self.encoding { () throws(EncodingError) in
            try APNGWriter(width: size.width, height: size.height, frameCount: count, fps: fps, loops: loops, write: write)
        }
    }

    /// The effect as a GIF: a first pass over every frame chooses one palette for all of them, the second encodes.
    package func writeGIF(of scene: Scene, loops: Int, to write: @escaping ([UInt8]) throws(EncodingError) -> Void) throws(ExportError) {
        let size = renderer.pixelSize(of: scene.canvas)
        var histogram = ColorHistogram()
        var palettePass = self
        palettePass.rest = 0
        palettePass.progress = nil
        try palettePass.forEach(of: scene) { (_, frame) throws(ExportError) in histogram.add(frame) }
        let gif = try Self.encoding { () throws(EncodingError) in
            try GIFWriter(width: size.width, height: size.height, palette: GIFPalette(histogram), fps: fps, loops: loops, write: write)
        }
        try encode(scene, into: [gif])
        try Self.encoding { () throws(EncodingError) in try gif.finish() }
    }

    /// The effect as an animated PNG's bytes.
    public func writeAPNG(of scene: Scene, loops: Int) throws(ExportError) -> [UInt8] {
        var bytes: [UInt8] = []
        try writeAPNG(of: scene, loops: loops) { bytes += $0 }
        return bytes
    }

    /// The effect as a GIF's bytes (one palette for every frame).
    public func writeGIF(of scene: Scene, loops: Int) throws(ExportError) -> [UInt8] {
        var bytes: [UInt8] = []
        try writeGIF(of: scene, loops: loops) { bytes += $0 }
        return bytes
    }

    /// The effect as an animated WebP: lossless, or lossy at `quality` (0…100).
    public func writeWebP(of scene: Scene, loops: Int, quality: Double?) throws(ExportError) -> [UInt8] {
        let webp = try makeWebP(of: scene, loops: loops, quality: quality)
        try encode(scene, into: [webp])
        return try Self.encoding { () throws(EncodingError) in try webp.finish() }
    }

    private func makeWebP(of scene: Scene, loops: Int, quality: Double?) throws(ExportError) -> WebPAnimationWriter {
        let size = renderer.pixelSize(of: scene.canvas)
        return try Self.encoding { () throws(EncodingError) in
            try WebPAnimationWriter(width: size.width, height: size.height, fps: fps, loops: loops, quality: quality)
        }
    }

    /// Every frame of `scene`, in order, into each of `encoders`.
    private func encode(_ scene: Scene, into encoders: [any FrameEncoder]) throws(ExportError) {
        try forEach(of: scene) { (_, frame) throws(ExportError) in
            for encoder in encoders { try Self.encoding { () throws(EncodingError) in try encoder.append(frame) } }
        }
    }

    /// An encoder's step, its error as an export error.
    private static func encoding<T>(_ step: () throws(EncodingError) -> T) throws(ExportError) -> T {
        do {
            return try step()
        } catch {
            throw .encoding(error)
        }
    }
}

extension FrameRenderer {
    /// One frame as a WebP still: lossless, or lossy at `quality` (0…100).
    public func renderWebP(_ layers: [Layer], canvas: EffectDocument.Canvas, quality: Double?, touches: TouchOverlay.Marks? = nil) throws(ExportError)
        -> [UInt8]
    {
        let image = try ExportError.catching { () throws(RenderError) in try renderImage(layers, canvas: canvas, touches: touches) }
        return try ExportError.catching { () throws(EncodingError) in try WebPAnimationWriter.still(PixelBuffer(image), quality: quality) }
    }
}
