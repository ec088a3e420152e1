import Foundation

/// Writes a file so that readers see the old file or the complete new one, never a part.
///
/// The bytes go to a temporary file in the target's folder, which `commit()` renames over the target.
/// Until then, or on failure, an existing target is left as it was; an uncommitted writer removes its
/// temporary file when it goes away.
public final class AtomicFileWriter {
    public let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var failure: String?

    public init(path: String) throws(ExportError) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .cannotCreateOutput(path: path, reason: "it is a folder")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotCreateOutput(path: path, reason: "the folder \(folder) does not exist")
        }
        temporaryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp").path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    /// Appends bytes; returns false (and remembers why) when the disk refuses them.
    @discardableResult
    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return false
            }
            offset += n
        }
        return true
    }

    /// Flushes the temporary file to disk and renames it over the target.
    public func commit() throws(ExportError) {
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        descriptor = -1
        if failure == nil, rename(temporaryPath, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporaryPath)
            throw .cannotCreateOutput(path: path, reason: failure)
        }
    }
}

public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(ExportError) {
        let writer = try AtomicFileWriter(path: path)
        _ = bytes.withUnsafeBytes { writer.write($0) }
        try writer.commit()
    }
}
