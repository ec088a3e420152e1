import Foundation

/// PNG's five row filters (ISO/IEC 15948 §9.2) on rows of 8-bit channels, and libpng's choice among them: for each row, the
/// filter whose output bytes, read as signed, have the smallest sum of magnitudes.
///
/// Each filter predicts a byte from its left neighbour `a` (the same channel of the pixel before), the byte
/// above `b` and the one above-left `c`, and stores the difference; 16 bytes are filtered at a time.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// Filters `count` bytes of the row at `current` against the row at `above`, pixels of `pixelBytes` bytes (3 for
    /// RGB, 4 for RGBA), both readable from `pixelBytes` before their start (zeros there: the pixel left of the
    /// image), and writes the chosen filter's type byte followed by its `count` bytes to `output`. `scratch` holds
    /// 5 × `count` bytes.
    static func filterBest(current: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, pixelBytes: Int,
                           into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        // A row equal to the one above: "up" leaves only zeros, the least there is; an earlier filter ties it only
        // when the row itself is all zeros, and then "none" (the first) gives the same zeros.
        if memcmp(current, above, count) == 0 {
            output[0] = current[0] == 0 && memcmp(current, current + 1, count - 1) == 0 ? PNGRowFilter.none.rawValue : PNGRowFilter.up.rawValue
            (output + 1).update(repeating: 0, count: count)
            return
        }
        typealias Bytes = SIMD16<UInt8>
        typealias Wide = SIMD16<Int16>
        // Only lane-wise arithmetic, which compiles to vector instructions: masks are all-ones lanes from signs.
        @inline(__always) func absolute(_ v: Wide) -> Wide { let sign = v &>> 15; return (v ^ sign) &- sign }
        @inline(__always) func notAbove(_ x: Wide, _ y: Wide) -> Wide { ~((y &- x) &>> 15) }  // all ones where x ≤ y
        /// A filtered byte read as signed, its magnitude 0…128.
        @inline(__always) func magnitude(_ v: Bytes) -> Wide { let w = Wide(truncatingIfNeeded: v); return absolute(w &- ((w &>> 7) &<< 8)) }
        @inline(__always) func load(_ p: UnsafePointer<UInt8>) -> Bytes { UnsafeRawPointer(p).loadUnaligned(as: Bytes.self) }
        @inline(__always) func store(_ v: Bytes, _ p: UnsafeMutablePointer<UInt8>) { UnsafeMutableRawPointer(p).storeBytes(of: v, as: Bytes.self) }
        let (none, sub, up, average, paeth) = (scratch, scratch + count, scratch + 2 * count, scratch + 3 * count, scratch + 4 * count)
        var (sumNone, sumSub, sumUp, sumAverage, sumPaeth) = (0, 0, 0, 0, 0)

        var k = 0
        while k + 16 <= count {
            // Lane sums of at most 128 × 255 fit 16 bits: add them up every 255 steps.
            var (laneNone, laneSub, laneUp, laneAverage, lanePaeth) = (Wide(), Wide(), Wide(), Wide(), Wide())
            var steps = 0
            while k + 16 <= count, steps < 255 {
                let x = load(current + k), a = load(current + k - pixelBytes), b = load(above + k), c = load(above + k - pixelBytes)
                let (wa, wb, wc) = (Wide(truncatingIfNeeded: a), Wide(truncatingIfNeeded: b), Wide(truncatingIfNeeded: c))
                let pa = absolute(wb &- wc), pb = absolute(wa &- wc), pc = absolute(wa &+ wb &- wc &- wc)
                let useA = notAbove(pa, pb) & notAbove(pa, pc)
                let useB = notAbove(pb, pc) & ~useA
                let predicted = (wa & useA) | (wb & useB) | (wc & ~(useA | useB))
                let (fSub, fUp) = (x &- a, x &- b)
                let fAverage = x &- ((a & b) &+ ((a ^ b) &>> 1)), fPaeth = x &- Bytes(truncatingIfNeeded: predicted)
                store(x, none + k); store(fSub, sub + k); store(fUp, up + k); store(fAverage, average + k); store(fPaeth, paeth + k)
                laneNone &+= magnitude(x); laneSub &+= magnitude(fSub); laneUp &+= magnitude(fUp)
                laneAverage &+= magnitude(fAverage); lanePaeth &+= magnitude(fPaeth)
                k += 16
                steps += 1
            }
            func total(_ lanes: Wide) -> Int { Int(SIMD16<UInt32>(truncatingIfNeeded: SIMD16<UInt16>(truncatingIfNeeded: lanes)).wrappedSum()) }
            sumNone += total(laneNone); sumSub += total(laneSub); sumUp += total(laneUp)
            sumAverage += total(laneAverage); sumPaeth += total(lanePaeth)
        }
        func signedMagnitude(_ v: UInt8) -> Int { Int(min(v, 0 &- v)) }
        while k < count {
            let x = current[k], a = current[k - pixelBytes], b = above[k], c = above[k - pixelBytes]
            (none[k], sub[k], up[k]) = (x, x &- a, x &- b)
            (average[k], paeth[k]) = (x &- UInt8((Int(a) + Int(b)) / 2), x &- paethPredictor(a, b, c))
            sumNone += signedMagnitude(none[k]); sumSub += signedMagnitude(sub[k]); sumUp += signedMagnitude(up[k])
            sumAverage += signedMagnitude(average[k]); sumPaeth += signedMagnitude(paeth[k])
            k += 1
        }
        // The first smallest, in the standard's order, as libpng does.
        let sums = [sumNone, sumSub, sumUp, sumAverage, sumPaeth]
        let best = sums.indices.min { sums[$0] < sums[$1] }!
        output[0] = UInt8(best)
        (output + 1).update(from: scratch + best * count, count: count)
    }

    /// The Paeth predictor: whichever of left, above and above-left is nearest to left + above − above-left,
    /// ties to left, then above.
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
