import EffectModel
import Foundation

/// File paths as the system has them: bytes, not always UTF-8 (a Linux name is any bytes but `/` and NUL).
///
/// A path travels as a `String` in which each byte that is not part of valid UTF-8 stands as one scalar of
/// U+10FE80…U+10FEFF (a block of the private use area), so that `caf\xE9.json` from the command line reaches
/// open(2) as the bytes given, never repaired to `caf\u{FFFD}.json`. Valid UTF-8 of a scalar of that block is
/// carried byte by byte too, so that every byte string comes back exactly: `bytes(string(b)) == b`. System calls
/// take the bytes (`withCString`); messages show those scalars as `\xE9` (`shown`).
public enum SystemPath {
    /// The scalar standing for raw byte 0x00 (only 0x80…0xFF are ever used: ASCII is always valid).
    private static let rawBase: UInt32 = 0x10FE00

    /// The path whose bytes are `bytes` (an argument, a link's destination).
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            if let length = UTF8.validSequenceLength(in: bytes, at: i),
                let scalar = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first, rawByte(scalar) == nil
            {
                scalars.append(scalar)
                i += length
            } else {
                // Not UTF-8, or UTF-8 of a scalar that stands for a byte: the byte stands for itself.
                scalars.append(Unicode.Scalar(rawBase + UInt32(bytes[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// The bytes `path` names.
    public static func bytes(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) { bytes.append(byte) } else { bytes += UTF8.encode(scalar)! }
        }
        return bytes
    }

    /// Calls `body` with `path`'s bytes as a C string, for a system call.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        // The common case, a path that is all text, without a copy.
        guard !isUTF8(path) else { return try path.withCString(body) }
        return try (bytes(path).map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The byte `scalar` stands for in a path made by `string(_:)`; `nil` for a scalar of text.
    public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        (rawBase + 0x80...rawBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - rawBase) : nil
    }

    /// Whether `path`'s bytes are all UTF-8 (no scalar of it stands for a byte).
    public static func isUTF8(_ path: String) -> Bool {
        !path.unicodeScalars.contains { rawByte($0) != nil }
    }

    /// `path` for a message: each byte that is not UTF-8 as `\xE9`.
    public static func shown(_ path: String) -> String {
        var text = ""
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) { text += "\\x" + String(byte, radix: 16, uppercase: true) } else { text.unicodeScalars.append(scalar) }
        }
        return text
    }

    /// The file `path` names, links followed: its device and inode; `nil` when there is none.
    public static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// The folder part of `path` (`dir/` of `dir/a.json`), `nil` for a name in the current folder.
    public static func folder(of path: String) -> String? {
        path.lastIndex(of: "/").map { String(path[...$0]) }
    }
}

/// A file as the system knows it, whatever path or link names it: its device and inode (a hard link is the same
/// file).
public struct FileIdentity: Hashable, Sendable {
    /// The device the file is on (`st_dev`).
    public var device: UInt64
    /// Its number on that device (`st_ino`).
    public var inode: UInt64

    /// The identity in `info`, from stat(2) or fstat(2).
    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
