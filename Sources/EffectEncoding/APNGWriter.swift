/// Writes an animated PNG (APNG 1.0, the W3C PNG 3 `acTL`/`fcTL`/`fdAT` chunks) a frame at a time, so that memory
/// stays that of two frames however many there are.
///
/// Frame 0 is the PNG's own image (a decoder without APNG shows it). Each later frame stores only the rectangle
/// of pixels that changed since the frame before, drawn with `APNG_DISPOSE_OP_NONE` and `APNG_BLEND_OP_SOURCE`,
/// so every decoded frame is exactly the PNG still of its time. Delays are exact fractions of a second: 1/60 at
/// 60 fps; at a rate that is not a whole number, per-frame delays in milliseconds whose running sum never drifts
/// from n / fps by half a millisecond or more.
package final class APNGWriter {
    private let width: Int
    private let height: Int
    private let frameCount: Int
    private let fps: Double
    private let encoder: PNGEncoder
    private let write: ([UInt8]) throws(EncodingError) -> Void
    private var sequence: UInt32 = 0
    private var framesWritten = 0
    /// The previous frame's pixels (premultiplied ARGB), to find what changed.
    private var previous: [UInt32]

    /// - Parameters:
    ///   - width: the frames' width in pixels.
    ///   - height: the frames' height in pixels.
    ///   - frameCount: how many frames will be added.
    ///   - fps: frames a second.
    ///   - loops: how often it plays, 0 for ever.
    ///   - encoder: the PNG encoder of each frame's pixels.
    ///   - write: receives the file's bytes in order.
    /// - Throws: `EncodingError` for no frame, no size or no rate, or what `write` throws.
    package init(
        width: Int, height: Int, frameCount: Int, fps: Double, loops: Int, encoder: PNGEncoder = PNGEncoder(),
        write: @escaping ([UInt8]) throws(EncodingError) -> Void
    ) throws(EncodingError) {
        guard frameCount >= 1, width >= 1, height >= 1, fps > 0, loops >= 0 else {
            throw EncodingError(format: .apng, reason: "an animation needs a frame, a size and a rate")
        }
        (self.width, self.height, self.frameCount, self.fps, self.encoder, self.write) = (width, height, frameCount, fps, encoder, write)
        previous = [UInt32](repeating: 0, count: width * height)
        var head = PNGEncoder.signatureAndHeader(width: width, height: height)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(UInt32(min(loops, Int(UInt32.max))))
        head.appendChunk("acTL", control)
        try write(head)
    }

    /// The delay of frame `n` as a fraction of a second: (numerator, denominator).
    static func delay(ofFrame n: Int, fps: Double) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps <= Double(UInt16.max) { return (1, UInt16(fps)) }
        let start = (Double(n) * 1000 / fps).rounded()
        let end = (Double(n + 1) * 1000 / fps).rounded()
        return (UInt16(min(max(end - start, 0), Double(UInt16.max))), 1000)
    }

    /// Adds the next frame, `width` × `height` pixels.
    package func append(_ frame: PixelBuffer) throws(EncodingError) {
        guard frame.width == width, frame.height == height, framesWritten < frameCount else {
            throw EncodingError(format: .apng, reason: "frame \(framesWritten) is \(frame.width) × \(frame.height) or one too many")
        }
        // The rectangle that changed (all of frame 0; one pixel when nothing did).
        var (x0, y0, x1, y1) = (width, height, -1, -1)
        previous.withUnsafeMutableBufferPointer { old in
            for y in 0..<height {
                let row = frame.row(y)
                var changed = framesWritten == 0
                for x in 0..<width where old[y * width + x] != row[x] {
                    (x0, x1) = (min(x0, x), max(x1, x))
                    old[y * width + x] = row[x]
                    changed = true
                }
                if changed { (y0, y1) = (min(y0, y), max(y1, y)) }
            }
        }
        if framesWritten == 0 { (x0, y0, x1, y1) = (0, 0, width - 1, height - 1) }
        if x1 < 0 { (x0, y0, x1, y1) = (0, 0, 0, 0) }

        var control: [UInt8] = []
        control.appendBigEndian(sequence)
        sequence += 1
        for value in [x1 - x0 + 1, y1 - y0 + 1, x0, y0] { control.appendBigEndian(UInt32(value)) }
        let (numerator, denominator) = Self.delay(ofFrame: framesWritten, fps: fps)
        control.appendBigEndian(numerator)
        control.appendBigEndian(denominator)
        control += [0, 0]  // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
        var chunks: [UInt8] = []
        chunks.appendChunk("fcTL", control)
        let data = try encoder.imageData(frame.cropped(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1))
        if framesWritten == 0 {
            chunks.appendChunk("IDAT", data)
        } else {
            var frameData: [UInt8] = []
            frameData.appendBigEndian(sequence)
            sequence += 1
            chunks.appendChunk("fdAT", frameData + data)
        }
        framesWritten += 1
        try write(chunks)
    }

    /// Ends the file; every frame announced must have been added.
    package func finish() throws(EncodingError) {
        guard framesWritten == frameCount else {
            throw EncodingError(format: .apng, reason: "\(framesWritten) of \(frameCount) frames were added")
        }
        var end: [UInt8] = []
        end.appendChunk("IEND", [])
        try write(end)
    }
}
