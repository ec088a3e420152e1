import CairoKit
import EffectModel

/// An 8-bit alpha image as plain bytes, row after row without padding: what can be kept, compared and shared
/// between threads, unlike a Cairo surface.
struct AlphaRows: Hashable, Sendable {
    let width: Int
    let bytes: [UInt8]

    var height: Int { width == 0 ? 0 : bytes.count / width }

    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// A new A8 image surface holding these pixels.
    func surface() throws(CairoError) -> Surface {
        let image = try Surface.image(.a8, width: width, height: height)
        image.withPixels { pixels in
            let stride = image.stride
            bytes.withUnsafeBytes { rows in
                for y in 0..<height {
                    pixels.baseAddress!.advanced(by: y * stride).copyMemory(from: rows.baseAddress!.advanced(by: y * width), byteCount: width)
                }
            }
        }
        return image
    }

    /// A new ARGB32 image surface of `color` at `opacity` (0…1) times these alphas, premultiplied: the shadow as a
    /// picture of its own, which vector outputs paint without a mask.
    func surface(colored color: Color, opacity: Double) throws(CairoError) -> Surface {
        let image = try Surface.image(.argb32, width: width, height: height)
        let strength = max(0, min(1, color.alpha * opacity))
        let channels = [color.red, color.green, color.blue].map { max(0, min(1, $0)) }
        image.withPixels { pixels in
            let stride = image.stride
            for y in 0..<height {
                let row = pixels.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let a = Double(bytes[y * width + x]) * strength
                    let (r, g, b) = (channels[0] * a, channels[1] * a, channels[2] * a)
                    row[x] = UInt32(a.rounded()) << 24 | UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
                }
            }
        }
        return image
    }
}

extension Surface {
    /// The pixels of an A8 image surface, without the rows' padding.
    func alphaRows() -> AlphaRows {
        withPixels { pixels in
            let (width, stride) = (self.width, self.stride)
            var bytes = [UInt8](repeating: 0, count: width * height)
            bytes.withUnsafeMutableBytes { rows in
                for y in 0..<height {
                    rows.baseAddress!.advanced(by: y * width).copyMemory(from: pixels.baseAddress!.advanced(by: y * stride), byteCount: width)
                }
            }
            return AlphaRows(width: width, bytes: bytes)
        }
    }

    /// The alpha of an ARGB32 image surface (premultiplied, native byte order: alpha is a pixel's top byte).
    func alphaChannel() -> AlphaRows {
        let (width, height, stride) = (self.width, self.height, self.stride)
        let pixels = flushedPixels
        var bytes = [UInt8](repeating: 0, count: width * height)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
        return AlphaRows(width: width, bytes: bytes)
    }
}
