import Foundation
import Testing

@testable import EffectRender

/// The shadow blur against a direct convolution with the sampled Gaussian (reaching 8σ, so that truncation
/// does not count), on shapes whose blur has edges, corners and thin lines.
@Suite struct GaussianBlurTests {
    /// A 64 × 48 alpha image: a filled rectangle, a one-pixel line and a single pixel, on transparency.
    static func shapes(width: Int = 64, height: Int = 48) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 10..<30 { for x in 8..<30 { pixels[y * width + x] = 255 } }
        for y in 4..<44 { pixels[y * width + 44] = 255 }
        pixels[40 * width + 20] = 255
        return pixels
    }

    /// The reference: a separable convolution with the sampled, normalised Gaussian, outside pixels transparent.
    static func reference(_ pixels: [UInt8], width: Int, height: Int, sigma: Double) -> [Double] {
        let r = Int((8 * sigma).rounded(.up))
        let kernel = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        var across = [Double](repeating: 0, count: width * height)
        var out = across
        for y in 0..<height {
            for x in 0..<width {
                for i in -r...r where (0..<width).contains(x + i) { across[y * width + x] += Double(pixels[y * width + x + i]) * kernel[i + r] / sum }
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                for j in -r...r where (0..<height).contains(y + j) { out[y * width + x] += across[(y + j) * width + x] * kernel[j + r] / sum }
            }
        }
        return out
    }

    @Test(arguments: [0.6, 1.2, 1.99, 2.0, 3.0, 4.0, 7.5])
    func matchesTheGaussian(sigma: Double) {
        let (width, height) = (64, 48)
        var pixels = Self.shapes()
        let expected = Self.reference(pixels, width: width, height: height, sigma: sigma)
        pixels.withUnsafeMutableBytes { GaussianBlur(sigma: sigma).apply(to: $0, width: width, height: height, stride: width) }
        let worst = zip(pixels, expected).map { abs(Double($0) - $1) }.max()!
        // Rounding to bytes is half a level; the sampled kernel below σ = 2 is cut at 3σ (within 0.3 %).
        #expect(worst <= (sigma < 2 ? 1.5 : 0.6), "σ = \(sigma): worst difference \(worst) of 255")
    }

    @Test func keepsAFlatAreaAndReachesNoFurtherThanItSays() {
        for sigma in [1.5, 4.0] {
            let (width, height) = (80, 80)
            var pixels = [UInt8](repeating: 0, count: width * height)
            for y in 30..<50 { for x in 30..<50 { pixels[y * width + x] = 255 } }
            let blur = GaussianBlur(sigma: sigma)
            pixels.withUnsafeMutableBytes { blur.apply(to: $0, width: width, height: height, stride: width) }
            let big = GaussianBlur(sigma: sigma)
            var flat = [UInt8](repeating: 255, count: 40 * 40)
            flat.withUnsafeMutableBytes { big.apply(to: $0, width: 40, height: 40, stride: 40) }
            #expect(flat[20 * 40 + 20] == 255, "the middle of a flat area keeps its value (σ = \(sigma))")
            // Nothing beyond `reach` of the square.
            for y in 0..<height {
                for x in 0..<width where max(30 - x, x - 49, 30 - y, y - 49) > blur.reach {
                    #expect(pixels[y * width + x] == 0, "(\(x), \(y)) is \(pixels[y * width + x]) beyond the reach \(blur.reach) (σ = \(sigma))")
                }
            }
        }
    }

    @Test func readsRowsOfAnyStride() {
        let (width, height, stride) = (64, 48, 72)
        let packed = Self.shapes()
        var padded = [UInt8](repeating: 7, count: stride * height)
        for y in 0..<height { for x in 0..<width { padded[y * stride + x] = packed[y * width + x] } }
        var blurred = packed
        blurred.withUnsafeMutableBytes { GaussianBlur(sigma: 3).apply(to: $0, width: width, height: height, stride: width) }
        padded.withUnsafeMutableBytes { GaussianBlur(sigma: 3).apply(to: $0, width: width, height: height, stride: stride) }
        #expect((0..<height).allSatisfy { y in Array(padded[y * stride..<y * stride + width]) == Array(blurred[y * width..<(y + 1) * width]) })
        #expect((0..<height).allSatisfy { y in padded[y * stride + width..<(y + 1) * stride].allSatisfy { $0 == 7 } }, "padding untouched")
    }
}
