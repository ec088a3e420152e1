import _EffectTestSupport
import CairoKit
import EffectEncoding
import Testing

/// Our PNG encoder must give back the very pixels it was given, translucent ones included, as an independent
/// decoder (Cairo's, through libpng) reads them: across the pieces it deflates apart, when stacking images,
/// and at every compression level.
@Suite struct PNGEncoderTests {
    /// An image with opaque, translucent and empty pixels: a gradient, a half-transparent disc, a clear band.
    static func testImage(width: Int, height: Int) throws -> Surface {
        let surface = try Surface.image(width: width, height: height)
        let context = try Context(surface)
        let gradient = try Pattern.linear(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        gradient.addColorStop(0, red: 1, green: 0.5, blue: 0, alpha: 1)
        gradient.addColorStop(1, red: 0, green: 0.2, blue: 0.9, alpha: 0.4)
        context.setSource(gradient)
        context.rectangle(0, 0, Double(width), Double(height) * 0.8)
        context.fill()
        context.setSource(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.55)
        context.arc(Double(width) / 2, Double(height) / 2, radius: Double(min(width, height)) / 3)
        context.fill()
        try context.checkStatus("drawing the test image")
        return surface
    }

    static func pixels(_ surface: Surface) -> PixelBuffer {
        PixelBuffer(base: surface.flushedPixels, width: surface.width, height: surface.height, bytesPerRow: surface.stride, owner: surface)
    }

    /// Sizes within one piece and across several (a piece is about 1 MiB of filtered rows: 700 × 800 makes three).
    @Test(arguments: [(1, 1), (31, 17), (432, 128), (700, 800)])
    func decodesToTheSamePixels(_ size: (Int, Int)) throws {
        let image = try Self.testImage(width: size.0, height: size.1)
        let decoded = try Surface.image(png: try PNGEncoder().encode(Self.pixels(image)))
        let difference = try #require(try ImageDifference.between(decoded, image))
        #expect(difference.changedPixels == 0, "\(difference)")
        // The same pixels as Cairo's own writer gives.
        let cairos = try Surface.image(png: try image.pngData())
        #expect(try ImageDifference.between(decoded, cairos)?.changedPixels == 0)
    }

    @Test func stacksImagesOfOneWidth() throws {
        let top = try Self.testImage(width: 64, height: 20), bottom = try Self.testImage(width: 64, height: 33)
        let decoded = try Surface.image(png: try PNGEncoder().encode(stacking: [Self.pixels(top), Self.pixels(bottom)]))
        #expect(decoded.width == 64 && decoded.height == 53)
        decoded.withPixels { d in
            top.withPixels { t in
                #expect(Array(d[0..<(20 * decoded.stride)]) == Array(t[0..<(20 * top.stride)]))
            }
            bottom.withPixels { b in
                #expect(Array(d[(20 * decoded.stride)...]) == Array(b[0..<(33 * bottom.stride)]))
            }
        }
        #expect(throws: EncodingError.self) {
            try PNGEncoder().encode(stacking: [Self.pixels(top), Self.pixels(try Self.testImage(width: 65, height: 2))])
        }
    }

    @Test func levelsTradeSizeForSpeedWithoutChangingPixels() throws {
        let image = try Self.testImage(width: 300, height: 200)
        let fast = try PNGEncoder(compressionLevel: 1).encode(Self.pixels(image))
        let small = try PNGEncoder(compressionLevel: 9).encode(Self.pixels(image))
        #expect(fast.count > small.count)
        #expect(try ImageDifference.between(try Surface.image(png: fast), try Surface.image(png: small))?.changedPixels == 0)
    }

    /// Deterministic: no timestamps or metadata, so the same pixels give the same bytes.
    @Test func sameImageSameBytes() throws {
        let image = try Self.testImage(width: 120, height: 90)
        #expect(try PNGEncoder().encode(Self.pixels(image)) == PNGEncoder().encode(Self.pixels(try Self.testImage(width: 120, height: 90))))
    }
}
