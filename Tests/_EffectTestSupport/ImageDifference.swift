import CairoKit

/// How two images of the same size differ, measured as Cairo's test suite does (`buffer-diff`):
/// how many pixels changed at all, and the largest difference of any channel (0…255).
package struct ImageDifference: CustomStringConvertible {
    package var width: Int
    package var height: Int
    package var changedPixels: Int
    package var maximumChannelDifference: Int
    /// Pixels whose largest channel difference exceeds `threshold`, for the looser comparisons.
    package var pixelsOver: (threshold: Int, count: Int)
    /// Channel difference × 4 + 128, opaque: one-unit changes show.
    package var diffImage: Surface

    package var description: String {
        "\(changedPixels) of \(width * height) pixels changed, largest channel difference \(maximumChannelDifference)"
    }

    /// Compares two ARGB32 images; `nil` when their sizes differ.
    package static func between(_ a: Surface, _ b: Surface, threshold: Int = 16) throws -> ImageDifference? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let (width, height) = (a.width, a.height)
        let diff = try Surface.image(width: width, height: height)
        var changed = 0
        var maximum = 0
        var over = 0
        a.withPixels { pa in
            b.withPixels { pb in
                diff.withPixels { pd in
                    for y in 0..<height {
                        for x in 0..<width {
                            var pixelMaximum = 0
                            for c in 0..<4 {
                                let (ia, ib) = (y * a.stride + x * 4 + c, y * b.stride + x * 4 + c)
                                let d = Int(pa[ia]) - Int(pb[ib])
                                pixelMaximum = max(pixelMaximum, abs(d))
                                pd[y * diff.stride + x * 4 + c] = c == 3 ? 255 : UInt8(min(255, max(0, d * 4 + 128)))
                            }
                            if pixelMaximum > 0 { changed += 1 }
                            if pixelMaximum > threshold { over += 1 }
                            maximum = max(maximum, pixelMaximum)
                        }
                    }
                }
            }
        }
        return ImageDifference(
            width: width, height: height, changedPixels: changed, maximumChannelDifference: maximum,
            pixelsOver: (threshold, over), diffImage: diff)
    }
}
