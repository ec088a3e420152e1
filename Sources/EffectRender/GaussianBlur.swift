import Foundation

/// A true Gaussian blur of an 8-bit alpha image, separable, in place.
///
/// `sigma` is the standard deviation in pixels; the kernel reaches 3σ each side and is normalised, so a
/// flat area keeps its value. Pixels outside the image count as transparent.
struct GaussianBlur {
    let sigma: Double
    let kernel: [Float]

    init(sigma: Double) {
        self.sigma = sigma
        let radius = Int(3 * sigma, rounding: .up, within: 1...Int(Int32.max))
        var weights = (-radius...radius).map { i in Float(exp(-Double(i * i) / (2 * sigma * sigma))) }
        let sum = weights.reduce(0, +)
        weights = weights.map { $0 / sum }
        kernel = weights
    }

    var radius: Int { kernel.count / 2 }

    /// Blurs `width` × `height` alpha bytes laid out in rows of `stride` bytes.
    func apply(to pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int) {
        guard sigma > 0.01, width > 0, height > 0 else { return }
        let bytes = pixels.bindMemory(to: UInt8.self)
        var horizontal = [Float](repeating: 0, count: width * height)
        let r = radius
        for y in 0..<height {
            let row = y * stride
            for x in 0..<width {
                var sum: Float = 0
                let lo = max(0, x - r), hi = min(width - 1, x + r)
                for i in lo...hi { sum += Float(bytes[row + i]) * kernel[i - x + r] }
                horizontal[y * width + x] = sum
            }
        }
        for x in 0..<width {
            for y in 0..<height {
                var sum: Float = 0
                let lo = max(0, y - r), hi = min(height - 1, y + r)
                for j in lo...hi { sum += horizontal[j * width + x] * kernel[j - y + r] }
                bytes[y * stride + x] = UInt8(min(255, max(0, sum.rounded())))
            }
        }
    }
}

