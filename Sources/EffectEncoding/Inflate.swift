import CDeflate

/// Raw DEFLATE streams (RFC 1951) decompressed by libdeflate, for archives that hold them (a dotLottie's zip).
///
/// The size a stream inflates to is stated before it is read (a zip entry states it), and it is held to that: a
/// stream that would inflate past it is refused without inflating further, so a small file that claims little
/// and holds much (a zip bomb) costs no more memory than the size it claimed.
public enum Inflate {
    /// Why a stream did not inflate.
    public enum Failure: Error, Sendable, Equatable {
        /// The data is not DEFLATE, or is cut short.
        case badData
        /// It inflates to more or fewer bytes than stated.
        case sizeMismatch
    }

    /// `bytes` inflated, exactly `size` bytes long.
    public static func raw(_ bytes: ArraySlice<UInt8>, size: Int) throws(Failure) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .badData }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: size)
        var written = 0
        let result = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, size, &written)
            }
        }
        switch result {
        case LIBDEFLATE_SUCCESS where written == size: return out
        case LIBDEFLATE_SUCCESS, LIBDEFLATE_SHORT_OUTPUT, LIBDEFLATE_INSUFFICIENT_SPACE: throw .sizeMismatch
        default: throw .badData
        }
    }
}
