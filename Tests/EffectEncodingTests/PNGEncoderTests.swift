import CairoKit
import Testing
import _EffectTestSupport

@testable import EffectEncoding

/// Our PNG encoder must give back the very pixels it was given, translucent ones included, as an independent
/// decoder (Cairo's, through libpng) reads them: across the pieces it filters apart, when stacking images,
/// and at every compression level; each row filtered as libpng chooses.
@Suite struct PNGEncoderTests {
    /// A gradient from opaque orange to translucent blue.
    static func testPattern(width: Int, height: Int) throws -> Pattern {
        let gradient = try Pattern.linear(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        gradient.addColorStop(0, red: 1, green: 0.5, blue: 0, alpha: 1)
        gradient.addColorStop(1, red: 0, green: 0.2, blue: 0.9, alpha: 0.4)
        return gradient
    }

    /// An image with opaque, translucent and empty pixels: a gradient, a half-transparent disc, a clear band.
    static func testImage(width: Int, height: Int) throws -> Surface {
        let surface = try Surface.image(width: width, height: height)
        let context = try Context(surface)
        context.setSource(try testPattern(width: width, height: height))
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
        let top = try Self.testImage(width: 64, height: 20)
        let bottom = try Self.testImage(width: 64, height: 33)
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

    /// An opaque image is written as RGB (colour type 2), a translucent one as RGBA (6), both decoding to the pixels.
    @Test func opaqueImagesAreRGB() throws {
        let translucent = try Self.testImage(width: 50, height: 40)
        let opaque = try Surface.image(width: 50, height: 40)
        let context = try Context(opaque)
        context.setSource(red: 1, green: 1, blue: 1, alpha: 1)
        context.paint()
        context.setSource(try Self.testPattern(width: 50, height: 40))
        context.paint()
        for (image, colourType) in [(translucent, UInt8(6)), (opaque, 2)] {
            let png = try PNGEncoder().encode(Self.pixels(image))
            #expect(png[25] == colourType, "IHDR colour type")
            #expect(try ImageDifference.between(try Surface.image(png: png), image)?.changedPixels == 0)
        }
    }

    /// Deterministic: no timestamps or metadata, so the same pixels give the same bytes.
    @Test func sameImageSameBytes() throws {
        let image = try Self.testImage(width: 120, height: 90)
        #expect(try PNGEncoder().encode(Self.pixels(image)) == PNGEncoder().encode(Self.pixels(try Self.testImage(width: 120, height: 90))))
    }

    /// The five filters and the choice, against a plain one-byte-at-a-time reading of the standard, on random rows
    /// of every length around the 16-byte steps (and long enough for the sums to need their intermediate totals).
    @Test func filtersRowsAsTheStandardSays() {
        var generator = SeededGenerator(seed: 16)
        for (width, pixel) in [1, 2, 3, 4, 5, 7, 8, 9, 33, 1100].flatMap({ width in [(width, 3), (width, 4)] }) {
            let count = width * pixel
            for smoothness in [0, 3, 255] {
                // Rows between noise and gentle ramps, so that every filter wins somewhere.
                func row() -> [UInt8] {
                    var value = Int.random(in: 0...255, using: &generator)
                    return (0..<count).map { _ in
                        value = (value + Int.random(in: -smoothness...smoothness, using: &generator)) & 255
                        return UInt8(value)
                    }
                }
                let (above, current) = (row(), row())
                let padded = { (row: [UInt8]) in [UInt8](repeating: 0, count: pixel) + row }
                var output = [UInt8](repeating: 0, count: 1 + count)
                var scratch = [UInt8](repeating: 0, count: PNGRowFilter.scratchCount(count: count))
                padded(current).withUnsafeBufferPointer { c in
                    padded(above).withUnsafeBufferPointer { a in
                        PNGRowFilter.filterBest(
                            current: c.baseAddress! + pixel, above: a.baseAddress! + pixel, count: count, pixelBytes: pixel,
                            into: &output, scratch: &scratch)
                    }
                }
                let expected = Self.referenceFilter(current: current, above: above, pixel: pixel)
                #expect(output == expected, "width \(width) × \(pixel), smoothness \(smoothness): filter \(output[0]), expected \(expected[0])")
            }
        }
    }

    /// ISO/IEC 15948 §9.2 and libpng's heuristic, a byte at a time.
    static func referenceFilter(current x: [UInt8], above b: [UInt8], pixel: Int) -> [UInt8] {
        func left(_ row: [UInt8], _ i: Int) -> Int { i >= pixel ? Int(row[i - pixel]) : 0 }
        let rows: [[UInt8]] = (0..<5).map { type in
            x.indices.map { i in
                let (a, up, c) = (left(x, i), Int(b[i]), left(b, i))
                let prediction =
                    switch type {
                    case 0: 0
                    case 1: a
                    case 2: up
                    case 3: (a + up) / 2
                    default:
                        {
                            let p = a + up - c
                            let (pa, pb, pc) = (abs(p - a), abs(p - up), abs(p - c))
                            return pa <= pb && pa <= pc ? a : pb <= pc ? up : c
                        }()
                    }
                return UInt8(truncatingIfNeeded: Int(x[i]) - prediction)
            }
        }
        let sums = rows.map { $0.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
        let best = sums.firstIndex(of: sums.min()!)!
        return [UInt8(best)] + rows[best]
    }
}
