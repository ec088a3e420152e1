import CWebP

/// A still WebP image (lossy or lossless, with or without alpha) read through libwebp and written again as the PNG
/// the model holds: what a Lottie file's `image/webp` assets need. Its size is read from its header and checked before
/// any pixel is decoded.
package enum WebPDecoder {
    /// Why a WebP image was not read.
    package enum Failure: Error, Equatable {
        /// Not a WebP file, or one libwebp cannot decode (an animation, a damaged file).
        case unreadable
        /// Wider or taller than `limit` pixels.
        case tooLarge(width: Int, height: Int, limit: Int)
    }

    /// Whether `bytes` start as a WebP file does (`RIFF`, a size, `WEBP`).
    package static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// The PNG of the WebP image `bytes`, at most `maximumSide` pixels a side.
    package static func png(of bytes: [UInt8], maximumSide: Int) throws(Failure) -> [UInt8] {
        guard isWebP(bytes) else { throw .unreadable }
        var width: Int32 = 0
        var height: Int32 = 0
        guard WebPGetInfo(bytes, bytes.count, &width, &height) != 0, width > 0, height > 0 else { throw .unreadable }
        guard width <= maximumSide, height <= maximumSide else { throw .tooLarge(width: Int(width), height: Int(height), limit: maximumSide) }
        let (w, h) = (Int(width), Int(height))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        let decoded = rgba.withUnsafeMutableBufferPointer { out in
            WebPDecodeRGBAInto(bytes, bytes.count, out.baseAddress, out.count, Int32(w * 4)) != nil
        }
        guard decoded else { throw .unreadable }
        let pixels = premultipliedARGB(straightRGBA: rgba)
        let png = pixels.withUnsafeBytes { words in
            try? PNGEncoder().encode(PixelBuffer(base: words.baseAddress!, width: w, height: h, bytesPerRow: w * 4, owner: nil))
        }
        guard let png else { throw .unreadable }
        return png
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
