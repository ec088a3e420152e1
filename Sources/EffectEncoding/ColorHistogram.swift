/// How often each colour occurs across many frames, in 5 bits a channel (32 768 bins, each keeping the exact
/// mean of its colours), and whether any pixel is transparent: what a GIF's one palette is chosen from.
package struct ColorHistogram: Sendable {
    var counts = [UInt64](repeating: 0, count: 1 << 15)
    var sums = [UInt64](repeating: 0, count: 3 << 15)
    /// Some pixel is not opaque: the palette keeps an entry for transparency.
    package private(set) var hasTransparency = false

    package init() {}

    /// The bin of an 8-bit colour.
    @inline(__always) static func bin(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> Int {
        Int((r >> 3) << 10 | (g >> 3) << 5 | (b >> 3))
    }

    /// Counts every pixel of `frame` that shows at all, by its straight colour; a pixel that is not opaque marks
    /// transparency.
    package mutating func add(_ frame: PixelBuffer) {
        for y in 0..<frame.height {
            let row = frame.row(y)
            for x in 0..<frame.width {
                if UInt32(littleEndian: row[x]) >> 24 < 255 { hasTransparency = true }
                guard let (r, g, b) = GIFPixels.color(row[x], threshold: 1) else { continue }
                let i = Self.bin(r, g, b)
                counts[i] += 1
                sums[3 * i] += UInt64(r)
                sums[3 * i + 1] += UInt64(g)
                sums[3 * i + 2] += UInt64(b)
            }
        }
    }
}

/// Straight colours of premultiplied ARGB pixels, as a GIF shows them.
enum GIFPixels {
    /// The pixel's straight 8-bit colour, `nil` when its alpha is under `threshold` (transparent in a GIF).
    @inline(__always) static func color(_ pixel: UInt32, threshold: UInt32) -> (UInt32, UInt32, UInt32)? {
        let v = UInt32(littleEndian: pixel)
        let a = v >> 24
        guard a >= threshold else { return nil }
        let (r, g, b) = ((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)
        if a == 255 { return (r, g, b) }
        return (min(255, (r * 255 + a / 2) / a), min(255, (g * 255 + a / 2) / a), min(255, (b * 255 + a / 2) / a))
    }
}

/// A palette of at most 256 colours (one of them transparent when needed) chosen from a histogram: median cut
/// on the bins by their weighted spread, then a few rounds of k-means (Lloyd) on the bins to move each colour to
/// the mean of what it stands for; and a table from every 5-bit bin to its nearest colour. Deterministic.
package struct GIFPalette: Sendable {
    /// RGB, 8 bits a channel.
    package private(set) var colors: [(UInt8, UInt8, UInt8)]
    /// The transparent entry's index, if any.
    package let transparentIndex: Int?
    /// For each 5-bit bin, the nearest palette entry.
    var nearest: [UInt8]

    package init(_ histogram: ColorHistogram, maximumColors: Int = 256) {
        let bins = (0..<(1 << 15)).filter { histogram.counts[$0] > 0 }
        func mean(_ i: Int) -> (Double, Double, Double) {
            let n = Double(histogram.counts[i])
            return (Double(histogram.sums[3 * i]) / n, Double(histogram.sums[3 * i + 1]) / n, Double(histogram.sums[3 * i + 2]) / n)
        }
        let points = bins.map { (color: mean($0), weight: Double(histogram.counts[$0])) }
        let budget = max(1, maximumColors - (histogram.hasTransparency ? 1 : 0))

        let centres = Self.lloydRounds(Self.weightedMeans(of: Self.medianCut(points, into: budget), points), points)
        colors = centres.map {
            (UInt8(min(255, max(0, $0.0.rounded()))), UInt8(min(255, max(0, $0.1.rounded()))), UInt8(min(255, max(0, $0.2.rounded()))))
        }
        if colors.isEmpty { colors = [(0, 0, 0)] }
        transparentIndex = histogram.hasTransparency ? colors.count : nil
        if histogram.hasTransparency { colors.append((0, 0, 0)) }
        let opaque = colors.prefix(transparentIndex ?? colors.count).map { (Double($0.0), Double($0.1), Double($0.2)) }
        nearest = (0..<(1 << 15)).map { bin in
            let centre = (Double((bin >> 10) << 3 | 4), Double(((bin >> 5) & 31) << 3 | 4), Double((bin & 31) << 3 | 4))
            return UInt8(Self.closest(centre, in: opaque))
        }
    }

    /// A histogram bin: its mean colour (RGB, 0–255) and how many pixels fell in it.
    typealias WeightedColor = (color: (Double, Double, Double), weight: Double)

    /// Median cut: the indices of `points` in at most `budget` boxes, splitting the box with the largest weighted
    /// variance along its widest channel, at the weighted median, until none can be split.
    private static func medianCut(_ points: [WeightedColor], into budget: Int) -> [[Int]] {
        var boxes: [[Int]] = points.isEmpty ? [] : [Array(points.indices)]
        func channel(_ c: (Double, Double, Double), _ k: Int) -> Double { k == 0 ? c.0 : k == 1 ? c.1 : c.2 }
        func spread(_ box: [Int]) -> (score: Double, axis: Int) {
            var best = (0.0, 0)
            for k in 0..<3 {
                let w = box.reduce(0.0) { $0 + points[$1].weight }
                let m = box.reduce(0.0) { $0 + channel(points[$1].color, k) * points[$1].weight } / w
                let v = box.reduce(0.0) { $0 + pow2(channel(points[$1].color, k) - m) * points[$1].weight }
                if v > best.0 { best = (v, k) }
            }
            return best
        }
        // Each box's spread, computed once when the box is made.
        var scores = boxes.map(spread)
        while boxes.count < budget {
            let candidates = scores.indices.filter { boxes[$0].count > 1 }
            guard let index = candidates.max(by: { (scores[$0].score, $1) < (scores[$1].score, $0) }), scores[index].score > 0 else { break }
            let axis = scores[index].axis
            let sorted = boxes[index].sorted { (channel(points[$0].color, axis), $0) < (channel(points[$1].color, axis), $1) }
            let total = sorted.reduce(0.0) { $0 + points[$1].weight }
            var running = 0.0
            var cut = 1
            for (k, i) in sorted.enumerated() {
                running += points[i].weight
                if running >= total / 2 {
                    cut = min(max(k + 1, 1), sorted.count - 1)
                    break
                }
            }
            boxes[index] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
            scores[index] = spread(boxes[index])
            scores.append(spread(boxes[boxes.count - 1]))
        }
        return boxes
    }

    /// Each box's weighted mean colour.
    private static func weightedMeans(of boxes: [[Int]], _ points: [WeightedColor]) -> [(Double, Double, Double)] {
        boxes.map { box -> (Double, Double, Double) in
            let w = box.reduce(0.0) { $0 + points[$1].weight }
            return (
                box.reduce(0.0) { $0 + points[$1].color.0 * points[$1].weight } / w,
                box.reduce(0.0) { $0 + points[$1].color.1 * points[$1].weight } / w,
                box.reduce(0.0) { $0 + points[$1].color.2 * points[$1].weight } / w
            )
        }
    }

    /// Four of Lloyd's rounds on the bins: each centre moved to the weighted mean of the points nearest it.
    private static func lloydRounds(_ start: [(Double, Double, Double)], _ points: [WeightedColor]) -> [(Double, Double, Double)] {
        var centres = start
        for _ in 0..<4 where !centres.isEmpty {
            var sums = [(Double, Double, Double, Double)](repeating: (0, 0, 0, 0), count: centres.count)
            for point in points {
                let k = Self.closest(point.color, in: centres)
                sums[k].0 += point.color.0 * point.weight
                sums[k].1 += point.color.1 * point.weight
                sums[k].2 += point.color.2 * point.weight
                sums[k].3 += point.weight
            }
            for k in centres.indices where sums[k].3 > 0 { centres[k] = (sums[k].0 / sums[k].3, sums[k].1 / sums[k].3, sums[k].2 / sums[k].3) }
        }
        return centres
    }

    static func closest(_ c: (Double, Double, Double), in centres: [(Double, Double, Double)]) -> Int {
        var best = (Double.infinity, 0)
        for (k, p) in centres.enumerated() {
            let d = pow2(c.0 - p.0) * 0.30 + pow2(c.1 - p.1) * 0.59 + pow2(c.2 - p.2) * 0.11
            if d < best.0 { best = (d, k) }
        }
        return best.1
    }
}

@inline(__always) private func pow2(_ x: Double) -> Double { x * x }
