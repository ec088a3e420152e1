import EffectEncoding
import EffectModel

/// A zip archive's entries, read from its central directory (PKWARE APPNOTE 4.3): names, methods and stated
/// sizes, nothing inflated until an entry is asked for.
struct ZipArchive {
    /// One file in the archive, as its central directory states it.
    struct Entry {
        var name: String
        /// 0 stored, 8 deflated; others are refused when read.
        var method: Int
        var compressedSize: Int
        /// What the entry says it inflates to, in bytes; held to when inflating.
        var size: Int
        /// Where its local header starts.
        var headerOffset: Int
    }

    /// Why an archive or one of its entries cannot be read.
    enum Failure: Error {
        case notAZip(String)
        case tooLarge(entry: String, size: Int, limit: Int)
        case unreadable(entry: String, String)
    }

    let bytes: [UInt8]
    private(set) var entries: [Entry] = []

    /// The archive's table of contents, read from its end of central directory record.
    init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        let floor = max(0, bytes.count - 22 - 0xFFFF)
        var end = bytes.count - 22
        while end >= floor, !(end >= 0 && read32(end) == 0x0605_4b50) { end -= 1 }
        guard end >= floor, end >= 0 else { throw .notAZip("no end of central directory record") }
        let count = read16(end + 10)
        var offset = read32(end + 16)
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, read32(offset) == 0x0201_4b50 else { throw .notAZip("a central directory entry is cut short") }
            let nameLength = read16(offset + 28)
            guard offset + 46 + nameLength <= bytes.count else { throw .notAZip("a central directory entry is cut short") }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            entries.append(
                Entry(
                    name: name, method: read16(offset + 10), compressedSize: read32(offset + 20), size: read32(offset + 24),
                    headerOffset: read32(offset + 42)))
            offset += 46 + nameLength + read16(offset + 30) + read16(offset + 32)
        }
    }

    /// The entry named `name`, if the archive holds one.
    func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// The entry's bytes, refused before inflating when it states more than `limit` bytes, and refused when it
    /// inflates to other than it stated.
    func contents(of entry: Entry, atMost limit: Int) throws(Failure) -> [UInt8] {
        guard entry.size <= limit else { throw .tooLarge(entry: entry.name, size: entry.size, limit: limit) }
        let header = entry.headerOffset
        guard header + 30 <= bytes.count, read32(header) == 0x0403_4b50 else { throw .unreadable(entry: entry.name, "no local header") }
        let start = header + 30 + read16(header + 26) + read16(header + 28)
        guard start + entry.compressedSize <= bytes.count else { throw .unreadable(entry: entry.name, "the data is cut short") }
        let data = bytes[start..<(start + entry.compressedSize)]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else { throw .unreadable(entry: entry.name, "a stored entry's sizes differ") }
            return Array(data)
        case 8:
            do throws(Inflate.Failure) {
                return try Inflate.raw(data, size: entry.size)
            } catch {
                throw .unreadable(
                    entry: entry.name,
                    error == .sizeMismatch ? "it inflates to other than the \(entry.size) bytes it states" : "the data is not DEFLATE")
            }
        default: throw .unreadable(entry: entry.name, "compression method \(entry.method) (only stored and deflated are read)")
        }
    }

    private func read16(_ i: Int) -> Int { i + 2 <= bytes.count ? Int(bytes[i]) | Int(bytes[i + 1]) << 8 : 0 }
    private func read32(_ i: Int) -> Int { i + 4 <= bytes.count ? read16(i) | read16(i + 2) << 16 : 0 }
}
