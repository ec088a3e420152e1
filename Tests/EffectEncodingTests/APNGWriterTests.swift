import Testing

@testable import EffectEncoding

/// The APNG layout, byte by byte, on a 2 × 1 image whose second frame changes its right pixel.
@Suite struct APNGWriterTests {
    /// Pixels in memory, kept alive for a `PixelBuffer` view.
    final class Pixels {
        var words: [UInt32]
        init(_ words: [UInt32]) { self.words = words }
        func buffer(width: Int, height: Int) -> PixelBuffer {
            words.withUnsafeBytes { PixelBuffer(base: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4, owner: self) }
        }
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: independent of the encoder's zlib.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 { bytes.reduce(0) { $0 << 8 | UInt32($1) } }

    /// (type, data) of each chunk, checking every length and CRC.
    static func chunks(_ png: [UInt8]) -> [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset < png.count {
            let length = Int(bigEndian(png[offset..<(offset + 4)]))
            let typed = png[(offset + 4)..<(offset + 8 + length)]
            #expect(bigEndian(png[(offset + 8 + length)..<(offset + 12 + length)]) == crc32(typed), "CRC of chunk at \(offset)")
            result.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            offset += 12 + length
        }
        #expect(offset == png.count)
        return result
    }

    @Test func chunkLayout() throws {
        let red: UInt32 = 0xFFFF_0000
        let blue: UInt32 = 0xFF00_00FF
        let frames = [Pixels([red, red]), Pixels([red, blue]), Pixels([red, blue])]
        var png: [UInt8] = []
        let writer = try APNGWriter(width: 2, height: 1, frameCount: 3, fps: 60, loops: 3) { png += $0 }
        for frame in frames { try writer.append(frame.buffer(width: 2, height: 1)) }
        try writer.finish()

        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(png)
        #expect(chunks.map(\.0) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[0].1 == [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        #expect(chunks[1].1 == [0, 0, 0, 3, 0, 0, 0, 3])  // 3 frames, played 3 times
        // fcTL: sequence, width, height, x, y, delay 1/60, dispose NONE, blend SOURCE.
        #expect(chunks[2].1 == [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0])
        // Frame 1: only the right pixel changed.
        #expect(chunks[4].1 == [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0])
        #expect(Array(chunks[5].1.prefix(4)) == [0, 0, 0, 2])
        // Frame 2: nothing changed: one pixel at the origin.
        #expect(chunks[6].1 == [0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0])
        #expect(Array(chunks[7].1.prefix(4)) == [0, 0, 0, 4])
        #expect(chunks[8].1.isEmpty)
    }

    /// At a rate that is not whole, per-frame millisecond delays whose running sum stays on n / fps.
    @Test func delaysNeverDrift() {
        var total = 0
        for n in 0..<1000 {
            let (numerator, denominator) = APNGWriter.delay(ofFrame: n, fps: 29.97)
            #expect(denominator == 1000)
            total += Int(numerator)
            #expect(abs(Double(total) - Double(n + 1) * 1000 / 29.97) <= 0.5)
        }
        #expect(APNGWriter.delay(ofFrame: 7, fps: 60) == (1, 60))
        #expect((0..<100).map { GIFWriter.delay(ofFrame: $0, fps: 30) }.reduce(0, +) == 333)
    }
}
