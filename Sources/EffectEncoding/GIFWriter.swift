/// Writes a GIF89a a frame at a time with one global palette (`GIFPalette`), each frame mapped to it with an 8 × 8
/// Bayer ordered dither (deterministic, no crawling error between frames) — alpha too: GIF's one bit of
/// transparency shows a translucent layer as that share of its pixels (a 20 % halo keeps 1 pixel in 5), only the rectangle that changed stored
/// after the first frame, LZW-compressed; the NETSCAPE2.0 loop count; delays in centiseconds whose running sum is
/// always the nearest to the true time (never drifting).
package final class GIFWriter {
    private let width: Int
    private let height: Int
    private let palette: GIFPalette
    private let fps: Double
    private let write: ([UInt8]) throws(EncodingError) -> Void
    /// The previous frame's indices, to find what changed.
    private var previous: [UInt8]
    private var framesWritten = 0
    /// Exact nearest palette entry of each 24-bit colour met so far (0xFFFF: not yet).
    private var nearest = [UInt16](repeating: 0xFFFF, count: 1 << 24)
    private let opaqueColors: [(Double, Double, Double)]

    /// The largest rate a GIF plays at in browsers (they slow delays under 2 cs down to 10 cs).
    package static let maximumRate = 50.0
    /// How far the dither moves a channel, in 8-bit steps, from −amplitude/2 to +amplitude/2.
    package static let ditherAmplitude = 10.0

    /// - Parameters:
    ///   - width: the frames' width in pixels, 1 to 65535.
    ///   - height: the frames' height in pixels, 1 to 65535.
    ///   - palette: the colours every frame is drawn in.
    ///   - fps: frames a second.
    ///   - loops: how often it plays, 0 for ever.
    ///   - write: receives the file's bytes in order.
    /// - Throws: `EncodingError` for a size a GIF cannot have or no rate, or what `write` throws.
    package init(width: Int, height: Int, palette: GIFPalette, fps: Double, loops: Int, write: @escaping ([UInt8]) throws(EncodingError) -> Void)
        throws(EncodingError)
    {
        guard width >= 1, height >= 1, width <= 65535, height <= 65535, fps > 0 else {
            throw EncodingError(format: .gif, reason: "a GIF is 1 to 65535 pixels a side")
        }
        (self.width, self.height, self.palette, self.fps, self.write) = (width, height, palette, fps, write)
        previous = [UInt8](repeating: 0, count: width * height)
        opaqueColors = palette.colors.prefix(palette.transparentIndex ?? palette.colors.count).map { (Double($0.0), Double($0.1), Double($0.2)) }
        var head = Array("GIF89a".utf8)
        head.appendLittleEndian(UInt16(width))
        head.appendLittleEndian(UInt16(height))
        let bits = Self.tableBits(palette.colors.count)
        head += [0xF0 | UInt8(bits - 1), 0, 0]  // global table of 2^bits entries; background 0; no aspect ratio
        for i in 0..<(1 << bits) {
            let c = i < palette.colors.count ? palette.colors[i] : (0, 0, 0)
            head += [c.0, c.1, c.2]
        }
        if loops != 1 {
            // NETSCAPE2.0: repetitions after the first play (0: for ever).
            head += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            head.appendLittleEndian(UInt16(loops == 0 ? 0 : min(loops - 1, 65535)))
            head.append(0)
        }
        try write(head)
    }

    /// Bits of the colour table: 2^bits ≥ its colours.
    static func tableBits(_ count: Int) -> Int { ceilLog2(max(count, 2)) }

    static func ceilLog2(_ n: Int) -> Int {
        var bits = 1
        while 1 << bits < n { bits += 1 }
        return bits
    }

    /// Frame `n`'s delay in centiseconds.
    static func delay(ofFrame n: Int, fps: Double) -> Int {
        Int((Double(n + 1) * 100 / fps).rounded()) - Int((Double(n) * 100 / fps).rounded())
    }

    /// 8 × 8 Bayer thresholds, 0…63.
    private static let bayer: [Double] = {
        var m = [0]
        var size = 1
        while size < 8 {
            var next = [Int](repeating: 0, count: 4 * size * size)
            for y in 0..<size {
                for x in 0..<size {
                    let v = 4 * m[y * size + x]
                    next[y * 2 * size + x] = v
                    next[y * 2 * size + x + size] = v + 2
                    next[(y + size) * 2 * size + x] = v + 3
                    next[(y + size) * 2 * size + x + size] = v + 1
                }
            }
            m = next
            size *= 2
        }
        return m.map { (Double($0) + 0.5) / 64 - 0.5 }
    }()

    /// The dither's offset at each of the 8 × 8 positions, in 8-bit steps.
    private static let offsets: [Int32] = bayer.map { Int32(($0 * ditherAmplitude).rounded()) }
    /// The alpha each of the 8 × 8 positions needs to be opaque, 2…253.
    private static let alphaThresholds: [UInt32] = bayer.map { UInt32((($0 + 0.5) * 255).rounded()).clamped(1, 254) }

    /// Adds the next frame.
    package func append(_ frame: PixelBuffer) throws(EncodingError) {
        guard frame.width == width, frame.height == height else { throw EncodingError(format: .gif, reason: "a frame of another size") }
        var indices = [UInt8](repeating: 0, count: width * height)
        let transparent = UInt8(palette.transparentIndex ?? 0)
        let colors = opaqueColors
        let thresholds = palette.transparentIndex == nil ? [UInt32](repeating: 0, count: 64) : Self.alphaThresholds
        Self.offsets.withUnsafeBufferPointer { offsets in
            nearest.withUnsafeMutableBufferPointer { nearest in
                indices.withUnsafeMutableBufferPointer { indices in
                    for y in 0..<height {
                        let row = frame.row(y)
                        for x in 0..<width {
                            guard let (r, g, b) = GIFPixels.color(row[x], threshold: thresholds[(y & 7) << 3 | (x & 7)]) else {
                                indices[y * width + x] = transparent
                                continue
                            }
                            let o = offsets[(y & 7) << 3 | (x & 7)]
                            let key =
                                Int(min(max(Int32(r) + o, 0), 255)) << 16 | Int(min(max(Int32(g) + o, 0), 255)) << 8
                                | Int(min(max(Int32(b) + o, 0), 255))
                            if nearest[key] == 0xFFFF {
                                nearest[key] = UInt16(
                                    GIFPalette.closest((Double(key >> 16), Double((key >> 8) & 0xFF), Double(key & 0xFF)), in: colors))
                            }
                            indices[y * width + x] = UInt8(truncatingIfNeeded: nearest[key])
                        }
                    }
                }
            }
        }
        // With transparency every frame is whole and cleared after (a pixel may turn transparent); else only what changed.
        var (x0, y0, x1, y1) = (0, 0, width - 1, height - 1)
        if palette.transparentIndex == nil, framesWritten > 0 {
            (x0, y0, x1, y1) = (width, height, -1, -1)
            for y in 0..<height {
                for x in 0..<width where indices[y * width + x] != previous[y * width + x] {
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
                }
            }
            if x1 < 0 { (x0, y0, x1, y1) = (0, 0, 0, 0) }
        }
        previous = indices
        var block: [UInt8] = [0x21, 0xF9, 4]
        let disposal: UInt8 = palette.transparentIndex == nil ? 1 : 2
        block.append(disposal << 2 | (palette.transparentIndex == nil ? 0 : 1))
        block.appendLittleEndian(UInt16(Self.delay(ofFrame: framesWritten, fps: fps)))
        block += [UInt8(palette.transparentIndex ?? 0), 0]
        block.append(0x2C)
        for v in [x0, y0, x1 - x0 + 1, y1 - y0 + 1] { block.appendLittleEndian(UInt16(v)) }
        block.append(0)
        let bits = Self.tableBits(palette.colors.count)
        var region = [UInt8]()
        region.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
        for y in y0...y1 { region += indices[(y * width + x0)...(y * width + x1)] }
        block += LZW.encode(region, minimumCodeSize: max(2, bits))
        framesWritten += 1
        try write(block)
    }

    package func finish() throws(EncodingError) {
        try write([0x3B])
    }
}

/// GIF's variable-width LZW (codes up to 12 bits, a clear code when the table is full), in sub-blocks of 255 bytes.
/// The string table is the classic open-addressed hash of `compress` (5003 slots, keyed by prefix code and byte).
enum LZW {
    static let slots = 5003

    static func encode(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var table = StringTable()
        var next = end + 1
        var writer = CodeWriter(width: minimumCodeSize + 1)
        writer.output.reserveCapacity(data.count / 2)
        writer.emit(clear)
        var prefix = -1
        for byte in data {
            let c = Int(byte)
            guard prefix >= 0 else {
                prefix = c
                continue
            }
            let (known, slot) = table.find(prefix: prefix, byte: c)
            if let known {
                prefix = known
                continue
            }
            writer.emit(prefix)
            if next < 4096 {
                table.insert(prefix: prefix, byte: c, code: next, at: slot)
                if next == 1 << writer.width, writer.width < 12 { writer.width += 1 }
                next += 1
            } else {
                writer.emit(clear)
                table = StringTable()
                next = end + 1
                writer.width = minimumCodeSize + 1
            }
            prefix = c
        }
        if prefix >= 0 { writer.emit(prefix) }
        writer.emit(end)
        writer.flush()
        return subBlocks(writer.output, minimumCodeSize: minimumCodeSize)
    }

    /// The code stream as GIF image data: the minimum code size, sub-blocks of at most 255 bytes, a zero block.
    private static func subBlocks(_ output: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var blocks: [UInt8] = [UInt8(minimumCodeSize)]
        var start = 0
        while start < output.count {
            let n = min(255, output.count - start)
            blocks.append(UInt8(n))
            blocks += output[start..<(start + n)]
            start += n
        }
        blocks.append(0)
        return blocks
    }

    /// Codes packed least significant bit first, `width` bits each, into bytes.
    private struct CodeWriter {
        /// The bits of the current code width (3 to 12).
        var width: Int
        /// Bits not yet written, and how many.
        var bits: UInt32 = 0
        var count = 0
        /// The bytes written.
        var output: [UInt8] = []

        /// Appends `code` at the current width.
        mutating func emit(_ code: Int) {
            bits |= UInt32(code) << UInt32(count)
            count += width
            while count >= 8 {
                output.append(UInt8(bits & 0xFF))
                bits >>= 8
                count -= 8
            }
        }

        /// Writes the last, partial byte.
        mutating func flush() {
            if count > 0 { output.append(UInt8(bits & 0xFF)) }
        }
    }

    /// The string table: an open-addressed hash from (prefix code, byte) to the code of that string.
    private struct StringTable {
        var keys = [Int32](repeating: -1, count: LZW.slots)
        var codes = [Int16](repeating: 0, count: LZW.slots)

        /// The code of the string `prefix` + `byte` if the table has it, and the slot it was looked for in (where
        /// it goes when it is new).
        func find(prefix: Int, byte c: Int) -> (code: Int?, slot: Int) {
            let key = Int32(c << 12 | prefix)
            var slot = (c << 4) ^ prefix
            let step = slot == 0 ? 1 : LZW.slots - slot
            while keys[slot] >= 0 {
                if keys[slot] == key { return (Int(codes[slot]), slot) }
                slot -= step
                if slot < 0 { slot += LZW.slots }
            }
            return (nil, slot)
        }

        /// Adds the string `prefix` + `byte` as `code` at `slot` (from ``find(prefix:byte:)``).
        mutating func insert(prefix: Int, byte c: Int, code: Int, at slot: Int) {
            keys[slot] = Int32(c << 12 | prefix)
            codes[slot] = Int16(code)
        }
    }
}

extension UInt32 {
    fileprivate func clamped(_ low: UInt32, _ high: UInt32) -> UInt32 { Swift.min(Swift.max(self, low), high) }
}

extension [UInt8] {
    mutating func appendLittleEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)])
    }
}
