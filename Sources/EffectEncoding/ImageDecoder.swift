/// Still images in the formats Lottie files carry besides PNG — WebP (libwebp) and JPEG (libjpeg-turbo) — read and
/// written again as the PNG the model holds. Each image's size is read from its header and checked before any pixel
/// is decoded.
package enum ImageDecoder {
    /// The formats read, recognised by their first bytes (whatever a file's name or a data URL says).
    package enum Format: String, Sendable {
        /// `RIFF`, a size, `WEBP`: lossy or lossless, with or without alpha (a still; not an animation).
        case webP = "WebP"
        /// `FF D8 FF`: baseline or progressive, greyscale, YCbCr or CMYK.
        case jpeg = "JPEG"

        /// The format `bytes` start as, if one of these.
        package init?(of bytes: [UInt8]) {
            if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
                self = .webP
            } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else {
                return nil
            }
        }
    }

    /// Why an image was not read.
    package enum Failure: Error, Equatable {
        /// Not one of the formats, or a file its library cannot decode (an animation, a damaged file): the
        /// library's words when it has some.
        case unreadable(String?)
        /// Wider or taller than `limit` pixels.
        case tooLarge(width: Int, height: Int, limit: Int)
    }

    /// The PNG of the image `bytes` (WebP or JPEG), at most `maximumSide` pixels a side.
    package static func png(of bytes: [UInt8], maximumSide: Int) throws(Failure) -> [UInt8] {
        let decoded: (rgba: [UInt8], width: Int, height: Int)
        switch Format(of: bytes) {
        case .webP: decoded = try webP(bytes, maximumSide: maximumSide)
        case .jpeg: decoded = try jpeg(bytes, maximumSide: maximumSide)
        case nil: throw .unreadable(nil)
        }
        let (width, height) = (decoded.width, decoded.height)
        let pixels = premultipliedARGB(straightRGBA: decoded.rgba)
        let png = pixels.withUnsafeBytes { words in
            try? PNGEncoder().encode(PixelBuffer(base: words.baseAddress!, width: width, height: height, bytesPerRow: width * 4, owner: nil))
        }
        guard let png else { throw .unreadable("the PNG could not be written") }
        return png
    }

    /// Throws `tooLarge` unless `width` × `height` is within `maximumSide` a side (and not empty).
    static func checkSize(_ width: Int, _ height: Int, maximumSide: Int) throws(Failure) {
        guard width > 0, height > 0 else { throw .unreadable("its header states no pixels") }
        guard width <= maximumSide, height <= maximumSide else { throw .tooLarge(width: width, height: height, limit: maximumSide) }
    }

    /// Straight-alpha RGBA bytes as the encoders' pixels: premultiplied ARGB in native 32-bit words.
    static func premultipliedARGB(straightRGBA rgba: [UInt8]) -> [UInt32] {
        (0..<rgba.count / 4).map { i in
            let (r, g, b, a) = (UInt32(rgba[4 * i]), UInt32(rgba[4 * i + 1]), UInt32(rgba[4 * i + 2]), UInt32(rgba[4 * i + 3]))
            func times(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
            return a << 24 | times(r) << 16 | times(g) << 8 | times(b)
        }
    }
}
