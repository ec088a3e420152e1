extension PixelBuffer {
    /// Straight-alpha RGBA of premultiplied native-endian ARGB, into `out` (4 bytes a pixel).
    static func unpremultiply(_ source: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt32>) {
        for x in 0..<width {
            let v = UInt32(littleEndian: source[x])
            let a = v >> 24
            if a == 255 || a == 0 {
                // Opaque or empty: only the byte order changes (ARGB in a word → R, G, B, A in memory).
                out[x] = UInt32(littleEndian: (v & 0xFF00_FF00) | ((v >> 16) & 0xFF) | ((v & 0xFF) << 16))
            } else {
                let r = (((v >> 16) & 0xFF) * 255 + a / 2) / a
                let g = (((v >> 8) & 0xFF) * 255 + a / 2) / a
                let b = ((v & 0xFF) * 255 + a / 2) / a
                out[x] = UInt32(littleEndian: (a << 24) | (b << 16) | (g << 8) | r)
            }
        }
    }

    /// The whole image as straight-alpha RGBA bytes, row after row.
    func straightRGBA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { out in
            let words = out.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for y in 0..<height { Self.unpremultiply(row(y), width: width, into: words + y * width) }
        }
        return bytes
    }
}
