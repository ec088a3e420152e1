import Foundation
import Synchronization

/// What a docs build has written so far, for the build that resumes it if it is interrupted: `.effect-export.journal`
/// in the site, a line per file (`SHA-256 path`, the path in the site), added before the file is moved into place.
/// The manifest, written when the build begins (saying a build is under way) and again when it finishes, lists
/// them only then, and the journal goes; until then the journal is how the next build knows the files a build of
/// ours wrote, by their hashes, as it knows a manifest's.
final class SiteJournal: Sendable {
    static let fileName = ".effect-export.journal"
    /// The largest journal read (a line is about 100 bytes: 150 000 files); a longer one is not read, so nothing it
    /// lists is taken as ours.
    static let maximumSize = 16 << 20

    private let path: String
    private let descriptor: Mutex<Int32>

    /// A new journal in `folder`, replacing one a build that was resumed left.
    init(_ folder: URL) throws(ExportError) {
        path = folder.appendingPathComponent(Self.fileName).path
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
        self.descriptor = Mutex(descriptor)
    }

    /// The files the journal in `folder` lists; lines that do not read as one a build wrote (a line cut short by
    /// the interruption, one edited by hand) are skipped.
    static func read(in folder: URL) -> [(path: String, sha256: String)] {
        guard let bytes = SiteFolder.contentsOfRegularFile(folder.appendingPathComponent(fileName).path, maximumSize: maximumSize) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let text = String(decoding: line, as: UTF8.self)
            guard let space = text.firstIndex(of: " ") else { return nil }
            let (hash, path) = (String(text[..<space]), String(text[text.index(after: space)...]))
            return SHA256.isHex(hash) && SiteManifest.isPathOfOurs(path) ? (path, hash) : nil
        }
    }

    /// Adds a file about to be written: `path` in the site and the SHA-256 of its bytes.
    func record(_ file: String, sha256: String) throws(ExportError) {
        let line = Array("\(sha256) \(file)\n".utf8)
        let written = descriptor.withLock { descriptor in line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
        guard written == line.count else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Closes the journal, and removes it when `finished` (the manifest lists all it did).
    func close(finished: Bool) {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            if finished { unlink(path) }
            Foundation.close(descriptor)
            descriptor = -1
        }
    }

    deinit { close(finished: false) }
}
