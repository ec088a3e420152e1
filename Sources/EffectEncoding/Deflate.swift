import CZlib

/// The zlib calls the encoders need (RFC 1950/1951 deflate, Adler-32, CRC-32); the only file that sees zlib.
enum Deflate {
    /// Raw deflate of `bytes` at zlib `level` (0…9), ending on a byte boundary (a sync flush) unless `last`, so
    /// that independently deflated pieces can be joined into one stream. `nil` when zlib fails.
    static func raw(_ bytes: UnsafeBufferPointer<UInt8>, level: Int32, last: Bool) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 16)
        let status: Int32 = output.withUnsafeMutableBufferPointer { out in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
            stream.avail_in = UInt32(bytes.count)
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(out.count)
            return deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
        }
        guard status == (last ? Z_STREAM_END : Z_OK) else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// The Adler-32 of `bytes`.
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(CZlib.adler32(1, bytes.baseAddress, UInt32(bytes.count)))
    }

    /// The Adler-32 of two pieces joined, from each one's and the second one's length.
    static func adler32(combining first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        UInt32(adler32_combine(UInt(first), UInt(second), off_t(secondLength)))
    }

    /// The CRC-32 of `bytes`.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(CZlib.crc32(0, bytes.baseAddress, UInt32(bytes.count)))
    }
}
