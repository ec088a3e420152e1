import Foundation

/// A Gaussian blur of an 8-bit alpha image, separable, in place, whose cost per pixel does not grow with σ.
///
/// `sigma` is the standard deviation in pixels. From σ = 2 up it is Deriche's recursive filter (R. Deriche,
/// “Recursively implementing the Gaussian and its derivatives”, INRIA RR-1893, 1993): the Gaussian written as two
/// damped oscillations, run once forwards and once backwards along each row and column, a fixed number of
/// operations per pixel at any σ, within 0.1/255 of the true Gaussian. Below σ = 2, where that fit loosens, it is
/// the sampled kernel itself (at most 13 taps). Pixels outside the image count as transparent.
struct GaussianBlur {
    /// The standard deviation, in pixels.
    let sigma: Double
    private let method: Method

    private enum Method {
        /// A normalised kernel reaching 3σ each side.
        case kernel([Double])
        /// The Gaussian's response as Re Σ cₖ pₖⁿ for n ≥ 0 (and mirrored), two complex terms.
        case recursive(Deriche)
    }

    /// The σ, in pixels, from which the recursive filter is used.
    static let recursiveFrom = 2.0

    init(sigma: Double) {
        self.sigma = sigma
        if sigma < Self.recursiveFrom {
            let radius = Int(3 * sigma, rounding: .up, within: 1...6)
            let weights = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
            let sum = weights.reduce(0, +)
            method = .kernel(weights.map { $0 / sum })
        } else {
            method = .recursive(Deriche(sigma: sigma))
        }
    }

    /// How far, in pixels, the blur spreads a pixel each way before it falls below 1/255 of a full step's edge:
    /// 3σ, rounded up.
    var reach: Int {
        switch method {
        case .kernel(let weights): weights.count / 2
        case .recursive: Int(3 * sigma, rounding: .up, within: 0...Int(Int32.max))
        }
    }

    /// Blurs `width` × `height` alpha bytes laid out in rows of `stride` bytes.
    func apply(to pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int) {
        guard sigma > 0.01, width > 0, height > 0 else { return }
        let bytes = pixels.bindMemory(to: UInt8.self)
        var image = [Double](repeating: 0, count: width * height)
        image.withUnsafeMutableBufferPointer { image in
            for y in 0..<height {
                for x in 0..<width { image[y * width + x] = Double(bytes[y * stride + x]) }
            }
            switch method {
            case .kernel(let weights):
                Self.convolve(image, width: width, height: height, kernel: weights)
            case .recursive(let filter):
                // Across: each row on its own. Down: all columns at once, a row of states at a time.
                Array(image).withUnsafeBufferPointer { source in
                    for y in 0..<height {
                        let row = y * width..<(y + 1) * width
                        filter.apply(
                            lines: 1, length: width, input: UnsafeBufferPointer(rebasing: source[row]),
                            output: UnsafeMutableBufferPointer(rebasing: image[row]))
                    }
                }
                Array(image).withUnsafeBufferPointer { filter.apply(lines: width, length: height, input: $0, output: image) }
            }
            for y in 0..<height {
                for x in 0..<width { bytes[y * stride + x] = UInt8(min(255, max(0, image[y * width + x] + 0.5))) }
            }
        }
    }

    private static func convolve(_ image: UnsafeMutableBufferPointer<Double>, width: Int, height: Int, kernel: [Double]) {
        let r = kernel.count / 2
        let input = Array(image)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for i in max(0, x - r)...min(width - 1, x + r) { sum += input[y * width + i] * kernel[i - x + r] }
                image[y * width + x] = sum
            }
        }
        let across = Array(image)
        for y in 0..<height {
            let lo = max(0, y - r)
            let hi = min(height - 1, y + r)
            for x in 0..<width {
                var sum = 0.0
                for j in lo...hi { sum += across[j * width + x] * kernel[j - y + r] }
                image[y * width + x] = sum
            }
        }
    }
}

/// Deriche's fourth-order recursive Gaussian in parallel form: the impulse response h(n) = Re Σₖ cₖ pₖ^|n|,
/// applied as a causal pass (n ≥ 0) plus an anticausal one (n < 0), each a first-order complex recursion per term.
struct Deriche {
    /// The two terms' weights cₖ and poles pₖ, as (real, imaginary).
    let weights: [(Double, Double)]
    let poles: [(Double, Double)]

    /// Deriche's fit of the unit Gaussian: (aₖ cos(ωₖ x) + bₖ sin(ωₖ x)) e^(−λₖ x), summed over two terms.
    private static let fit: [(a: Double, b: Double, lambda: Double, omega: Double)] = [
        (1.68, 3.735, 1.783, 0.6318),
        (-0.6803, -0.2598, 1.723, 1.997),
    ]

    init(sigma: Double) {
        var weights: [(Double, Double)] = []
        var poles: [(Double, Double)] = []
        for term in Self.fit {
            // aₖ cos + bₖ sin = Re((aₖ − i bₖ) e^(i ωₖ x)); one step of x is 1/σ.
            weights.append((term.a, -term.b))
            let magnitude = exp(-term.lambda / sigma)
            let angle = term.omega / sigma
            poles.append((magnitude * cos(angle), magnitude * sin(angle)))
        }
        // Normalise the whole response to sum to 1: Σₙ h(n) = Re Σₖ cₖ (1 + pₖ) / (1 − pₖ).
        var total = 0.0
        for (c, p) in zip(weights, poles) {
            let (nr, ni) = (1 + p.0, p.1)
            let (dr, di) = (1 - p.0, -p.1)
            let d = dr * dr + di * di
            let (qr, qi) = ((nr * dr + ni * di) / d, (ni * dr - nr * di) / d)
            total += c.0 * qr - c.1 * qi
        }
        self.weights = weights.map { ($0.0 / total, $0.1 / total) }
        self.poles = poles
    }

    /// Filters `lines` interleaved lines of `length` samples: sample i of line l at `i * lines + l` (one row:
    /// `lines` = 1; all columns of a row-major image: `lines` = its width). `output` must not overlap `input`.
    func apply(lines: Int, length: Int, input: UnsafeBufferPointer<Double>, output: UnsafeMutableBufferPointer<Double>) {
        // Per term and line, the running state (real, imaginary).
        var state = [Double](repeating: 0, count: 4 * lines)
        state.withUnsafeMutableBufferPointer { state in
            let (c0, c1) = (weights[0], weights[1])
            let (p0, p1) = (poles[0], poles[1])
            // Causal: yₖ[n] = cₖ x[n] + pₖ yₖ[n−1]; out[n] = Re Σ yₖ[n].
            for n in 0..<length {
                for l in 0..<lines {
                    let x = input[n * lines + l]
                    let (r0, i0, r1, i1) = (state[l], state[lines + l], state[2 * lines + l], state[3 * lines + l])
                    let nr0 = c0.0 * x + p0.0 * r0 - p0.1 * i0
                    let ni0 = c0.1 * x + p0.0 * i0 + p0.1 * r0
                    let nr1 = c1.0 * x + p1.0 * r1 - p1.1 * i1
                    let ni1 = c1.1 * x + p1.0 * i1 + p1.1 * r1
                    state[l] = nr0
                    state[lines + l] = ni0
                    state[2 * lines + l] = nr1
                    state[3 * lines + l] = ni1
                    output[n * lines + l] = nr0 + nr1
                }
            }
            // Anticausal: wₖ[n] = pₖ (cₖ x[n+1] + wₖ[n+1]); out[n] += Re Σ wₖ[n].
            for i in 0..<state.count { state[i] = 0 }
            for n in stride(from: length - 2, through: 0, by: -1) {
                for l in 0..<lines {
                    let x = input[(n + 1) * lines + l]
                    let (ar0, ai0) = (c0.0 * x + state[l], c0.1 * x + state[lines + l])
                    let (ar1, ai1) = (c1.0 * x + state[2 * lines + l], c1.1 * x + state[3 * lines + l])
                    let nr0 = p0.0 * ar0 - p0.1 * ai0
                    let ni0 = p0.0 * ai0 + p0.1 * ar0
                    let nr1 = p1.0 * ar1 - p1.1 * ai1
                    let ni1 = p1.0 * ai1 + p1.1 * ar1
                    state[l] = nr0
                    state[lines + l] = ni0
                    state[2 * lines + l] = nr1
                    state[3 * lines + l] = ni1
                    output[n * lines + l] += nr0 + nr1
                }
            }
        }
    }
}
