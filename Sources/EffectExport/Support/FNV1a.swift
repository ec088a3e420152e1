/// FNV-1a, 64 bits: a fast, stable hash of bytes (the same on every run and machine, unlike `Hasher`), for
/// fingerprints of files and identifiers derived from content. Not for anything an adversary chooses to collide.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, seed: UInt64 = offsetBasis) -> UInt64 {
        bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
