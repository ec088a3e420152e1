import Foundation

/// PNG's five row filters (ISO/IEC 15948 §9.2) on rows of 8-bit channels, and libpng's choice among them: for each
/// row, the filter whose output bytes, read as signed, have the smallest sum of magnitudes.
///
/// Each filter predicts a byte from its left neighbour `a` (the same channel of the pixel before), the byte
/// above `b` and the one above-left `c`, and stores the difference.
enum PNGRowFilter: UInt8 {
    case none = 0
    case sub, up, average, paeth

    /// The bytes `filterBest` works in for rows of `count` bytes.
    static func scratchCount(count: Int) -> Int { 5 * count }

    /// Filters `count` bytes of the row at `current` against the row at `above`, pixels of `pixelBytes` bytes (3 for
    /// RGB, 4 for RGBA), both readable from `pixelBytes` before their start (zeros there: the pixel left of the
    /// image), and writes the chosen filter's type byte followed by its `count` bytes to `output`. `scratch` holds
    /// `scratchCount(count:)` bytes.
    static func filterBest(
        current: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, pixelBytes: Int,
        into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
    ) {
        guard count > 0 else {
            output[0] = PNGRowFilter.none.rawValue
            return
        }
        // A row equal to the one above: "up" leaves only zeros, the least there is; an earlier filter ties it only
        // when the row itself is all zeros, and then "none" (the first) gives the same zeros.
        if memcmp(current, above, count) == 0 {
            output[0] = current[0] == 0 && memcmp(current, current + 1, count - 1) == 0 ? PNGRowFilter.none.rawValue : PNGRowFilter.up.rawValue
            (output + 1).update(repeating: 0, count: count)
            return
        }
        // All five in one pass, with their sums, a byte at a time: selects and wrapping arithmetic only, so that the
        // optimiser runs the loop on vectors (and an unoptimised build stays quick).
        let (none, sub, up, average, paeth) = (scratch, scratch + count, scratch + 2 * count, scratch + 3 * count, scratch + 4 * count)
        var (sumNone, sumSub, sumUp, sumAverage, sumPaeth): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
        /// A filtered byte read as signed: its magnitude, 0…128.
        @inline(__always) func magnitude(_ byte: UInt8) -> Int32 {
            let v = Int32(byte)
            return v < 128 ? v : 256 &- v
        }
        @inline(__always) func absolute(_ v: Int32) -> Int32 { v < 0 ? 0 &- v : v }
        for i in 0..<count {
            let x = current[i]
            let a = current[i &- pixelBytes]
            let b = above[i]
            let c = above[i &- pixelBytes]
            let (wa, wb, wc) = (Int32(a), Int32(b), Int32(c))
            let pa = absolute(wb &- wc)
            let pb = absolute(wa &- wc)
            let pc = absolute(wa &+ wb &- wc &- wc)
            let predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            let (fSub, fUp, fAverage, fPaeth) = (x &- a, x &- b, x &- UInt8(truncatingIfNeeded: (wa &+ wb) >> 1), x &- predicted)
            none[i] = x
            sub[i] = fSub
            up[i] = fUp
            average[i] = fAverage
            paeth[i] = fPaeth
            sumNone &+= magnitude(x)
            sumSub &+= magnitude(fSub)
            sumUp &+= magnitude(fUp)
            sumAverage &+= magnitude(fAverage)
            sumPaeth &+= magnitude(fPaeth)
        }
        // The first smallest, in the standard's order, as libpng does.
        let sums = [sumNone, sumSub, sumUp, sumAverage, sumPaeth]
        let best = sums.indices.min { sums[$0] < sums[$1] }!
        output[0] = UInt8(best)
        (output + 1).update(from: scratch + best * count, count: count)
    }
}
