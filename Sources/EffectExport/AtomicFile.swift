import Foundation

/// Writes a file so that readers see the old file or the complete new one, never a part.
///
/// The bytes go to a temporary file in the target's folder, which is then renamed over the target.
/// On failure the temporary file is removed and an existing target is left as it was.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(ExportError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .cannotCreateOutput(path: path, reason: "it is a folder")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotCreateOutput(path: path, reason: "the folder \(folder) does not exist")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .cannotCreateOutput(path: path, reason: failure)
        }
    }
}
