import Foundation

/// Checks that a file ffmpeg wrote is a whole container, since its exit status alone does not say so (it exits
/// 0 when the disk fills while it rewrites an MP4 for `+faststart`).
enum VideoContainer {
    /// What is wrong with the file at `path` as a `container`, or `nil` when it is whole: an MP4's top-level boxes
    /// (`ftyp` first, a `moov` and an `mdat`) exactly fill the file; a WebM starts with an EBML header of
    /// DocType `webm`, then a Segment that holds at least one Cluster and whose elements fit inside the file.
    static func problem(inFileAt path: String, container: FFmpegVideo.Container) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "it wrote no file" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        guard size > 0 else { return "the file is empty" }
        func read(_ offset: Int, _ count: Int) -> [UInt8] {
            guard offset >= 0, offset < size, (try? handle.seek(toOffset: UInt64(offset))) != nil else { return [] }
            return Array((try? handle.read(upToCount: min(count, size - offset))) ?? Data())
        }
        switch container {
        case .mp4: return mp4Problem(size: size, read: read)
        case .webm: return webmProblem(size: size, read: read)
        }
    }

    private static func mp4Problem(size: Int, read: (Int, Int) -> [UInt8]) -> String? {
        guard read(4, 4) == Array("ftyp".utf8) else { return "it is not an MP4 (no ftyp box first)" }
        var offset = 0
        var types: [String] = []
        while offset < size {
            let header = read(offset, 16)
            guard header.count >= 8 else { return "its MP4 boxes stop mid-way (truncated)" }
            var length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            if length == 1 {
                guard header.count == 16 else { return "its MP4 boxes stop mid-way (truncated)" }
                length = header[8..<16].reduce(0) { $0 << 8 | Int($1) }
            } else if length == 0 {
                length = size - offset
            }
            guard length >= 8, length <= size - offset else { return "its MP4 box '\(type)' runs past the end of the file (truncated)" }
            types.append(type)
            offset += length
        }
        guard types.contains("moov") else { return "the MP4 has no moov box" }
        guard types.contains("mdat") else { return "the MP4 has no mdat box" }
        return nil
    }

    private static func webmProblem(size: Int, read: (Int, Int) -> [UInt8]) -> String? {
        /// An EBML element's ID (marker kept), data size (`nil`: unknown) and header length at `offset`.
        func element(at offset: Int) -> (id: UInt32, size: Int?, header: Int)? {
            let bytes = read(offset, 12)
            guard let first = bytes.first, first != 0 else { return nil }
            let idLength = first.leadingZeroBitCount + 1
            guard idLength <= 4, bytes.count > idLength else { return nil }
            let id = bytes[0..<idLength].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let sizeFirst = bytes[idLength]
            guard sizeFirst != 0 else { return nil }
            let sizeLength = sizeFirst.leadingZeroBitCount + 1
            guard bytes.count >= idLength + sizeLength else { return nil }
            var value = UInt64(sizeFirst) & ((1 << (8 - UInt64(sizeLength))) - 1)
            var allOnes = value == (1 << (8 - UInt64(sizeLength))) - 1
            for byte in bytes[(idLength + 1)..<(idLength + sizeLength)] {
                value = value << 8 | UInt64(byte)
                allOnes = allOnes && byte == 0xFF
            }
            return (id, allOnes ? nil : Int(clamping: value), idLength + sizeLength)
        }
        guard let header = element(at: 0), header.id == 0x1A45_DFA3, let headerSize = header.size else {
            return "it is not a WebM (no EBML header)"
        }
        guard String(decoding: read(header.header, headerSize), as: UTF8.self).contains("webm") else { return "its EBML DocType is not webm" }
        let segmentStart = header.header + headerSize
        guard let segment = element(at: segmentStart), segment.id == 0x1853_8067 else { return "the WebM has no Segment" }
        let contentStart = segmentStart + segment.header
        let end = segment.size.map { contentStart + $0 } ?? size
        guard end <= size else { return "its Segment runs past the end of the file (truncated)" }
        var offset = contentStart
        var clusters = 0
        while offset < end {
            guard let child = element(at: offset), let childSize = child.size, offset + child.header + childSize <= end else {
                return "its Segment stops mid-element (truncated)"
            }
            if child.id == 0x1F43_B675 { clusters += 1 }
            offset += child.header + childSize
        }
        return clusters > 0 ? nil : "the WebM has no Cluster (no frames)"
    }
}
