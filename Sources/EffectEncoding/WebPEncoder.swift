import CWebP

/// WebP through libwebp: a still (`WebPEncodeLosslessRGBA`, or lossy at a quality), or an animation
/// (`WebPAnimEncoder`) whose frames are added one at a time at timestamps n / fps rounded to the millisecond
/// (so they never drift). Lossless by default: each decoded frame is the PNG still of its time.
package final class WebPAnimationWriter {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let fps: Double
    private var frames = 0

    /// - Parameters:
    ///   - width: the frames' width in pixels.
    ///   - height: the frames' height in pixels.
    ///   - fps: frames a second.
    ///   - loops: how often it plays, 0 for ever.
    ///   - quality: 0…100 for lossy frames, `nil` for lossless.
    /// - Throws: `EncodingError` when libwebp refuses the options or the size.
    package init(width: Int, height: Int, fps: Double, loops: Int, quality: Double?) throws(EncodingError) {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw EncodingError(format: .webP, reason: "libwebp's version does not match its headers")
        }
        options.anim_params.loop_count = Int32(min(loops, 65535))
        options.allow_mixed = 0
        config.lossless = quality == nil ? 1 : 0
        config.quality = Float(quality ?? 75)
        config.exact = 1
        guard WebPValidateConfig(&config) != 0, let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw EncodingError(format: .webP, reason: "libwebp refused a \(width) × \(height) animation")
        }
        self.encoder = encoder
        self.fps = fps
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// Frame n's timestamp in milliseconds.
    static func timestamp(ofFrame n: Int, fps: Double) -> Int32 { Int32((Double(n) * 1000 / fps).rounded()) }

    package func append(_ frame: PixelBuffer) throws(EncodingError) {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw EncodingError(format: .webP, reason: "libwebp could not start a picture") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.width)
        picture.height = Int32(frame.height)
        let rgba = frame.straightRGBA()
        guard WebPPictureImportRGBA(&picture, rgba, Int32(frame.width * 4)) != 0,
            WebPAnimEncoderAdd(encoder, &picture, Self.timestamp(ofFrame: frames, fps: fps), &config) != 0
        else {
            throw EncodingError(format: .webP, reason: "frame \(frames): \(String(cString: WebPAnimEncoderGetError(encoder)))")
        }
        frames += 1
    }

    /// The file's bytes.
    package func finish() throws(EncodingError) -> [UInt8] {
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAdd(encoder, nil, Self.timestamp(ofFrame: frames, fps: fps), nil) != 0,
            WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes
        else {
            throw EncodingError(format: .webP, reason: String(cString: WebPAnimEncoderGetError(encoder)))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    /// One still image.
    package static func still(_ image: PixelBuffer, quality: Double?) throws(EncodingError) -> [UInt8] {
        let rgba = image.straightRGBA()
        var output: UnsafeMutablePointer<UInt8>?
        let size =
            quality.map { WebPEncodeRGBA(rgba, Int32(image.width), Int32(image.height), Int32(image.width * 4), Float($0), &output) }
            ?? WebPEncodeLosslessRGBA(rgba, Int32(image.width), Int32(image.height), Int32(image.width * 4), &output)
        guard size > 0, let output else { throw EncodingError(format: .webP, reason: "libwebp could not encode the image") }
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
