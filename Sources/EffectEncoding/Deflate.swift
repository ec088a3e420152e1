import CDeflate
import Foundation

/// The libdeflate calls the encoders need (a zlib stream, RFC 1950, and CRC-32); the only file that sees libdeflate.
///
/// Measured on the benchmark ripple's 60 frames at 2× (13.3 MB of filtered rows; `Benchmarks/deflate/compare.c`,
/// which `make bench` runs), libdeflate at level 6 deflates in 18.6 ms to 57 884 bytes where zlib at its level 6
/// takes 30.4 ms for 59 118. It compresses whole buffers only, so one call per image.
enum Deflate {
    /// `bytes` as one zlib stream at libdeflate `level` (0 stored … 12 smallest); `nil` if libdeflate fails.
    static func zlib(_ bytes: UnsafeBufferPointer<UInt8>, level: Int32) -> [UInt8]? {
        guard let compressor = compressors.take(level: level) else { return nil }
        defer { compressors.give(compressor, level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        return ReusableBuffers.shared.with(bytes: bound) { out in
            let written = libdeflate_zlib_compress(compressor, bytes.baseAddress, bytes.count, out.baseAddress, bound)
            return written == 0 ? nil : Array(UnsafeRawBufferPointer(rebasing: out[..<written]).bindMemory(to: UInt8.self))
        }
    }

    /// Compressors kept for reuse: each holds about a megabyte of tables, costly to map afresh for every frame.
    private static let compressors = Compressors()

    /// Unchecked: libdeflate's compressors are C pointers, which a `Mutex` cannot take in (Swift's region
    /// checking); every access to `idle` is under `lock`, and a compressor belongs to one caller between take and give.
    private final class Compressors: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [Int32: [OpaquePointer]] = [:]

        func take(level: Int32) -> OpaquePointer? {
            lock.withLock { idle[level]?.popLast() } ?? libdeflate_alloc_compressor(level)
        }

        /// Keeps at most one compressor a core for each level.
        func give(_ compressor: OpaquePointer, level: Int32) {
            let kept = lock.withLock { () -> Bool in
                guard idle[level, default: []].count < Processors.count else { return false }
                idle[level, default: []].append(compressor)
                return true
            }
            if !kept { libdeflate_free_compressor(compressor) }
        }
    }

    /// The CRC-32 of `bytes`.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        libdeflate_crc32(0, bytes.baseAddress, bytes.count)
    }
}
