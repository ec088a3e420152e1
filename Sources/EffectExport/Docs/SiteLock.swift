import Foundation
import Synchronization

/// A docs build's hold on its site, so that two builds never write one folder at once: `.effect-export.lock` in the
/// folder, locked with `flock` for the whole build and holding the builder's process id. A second build refuses
/// (exit 73, naming that process) rather than waiting. The kernel lets go of the lock when its process ends however it
/// ends, so the file a killed build left is taken over by the next; a build that finishes removes it.
final class SiteLock: Sendable {
    static let fileName = ".effect-export.lock"

    private let path: String
    private let descriptor: Int32
    private let isReleased = Atomic(false)

    /// Takes the lock of the site in `folder`.
    ///
    /// - Throws: ``ExportError/cannotCreateOutput(path:reason:)`` when another build holds it, or the lock file cannot
    ///   be made (a link or a folder is in its place).
    init(_ folder: URL) throws(ExportError) {
        path = folder.appendingPathComponent(Self.fileName).path
        // A lock file removed by the build that held it, between our `open` and our `flock`, is locked in vain: the
        // next build makes a new one. Only a lock on the file that is at the path counts.
        for _ in 0..<100 {
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let reason = errno == ELOOP ? "it is a symbolic link; move it away" : String(cString: strerror(errno))
                throw .cannotCreateOutput(path: path, reason: reason)
            }
            var held = stat()
            var there = stat()
            guard fstat(descriptor, &held) == 0, held.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                throw .cannotCreateOutput(path: path, reason: "it is not a regular file; move it away")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let owner = Self.owner(descriptor)
                close(descriptor)
                throw .cannotCreateOutput(
                    path: folder.path,
                    reason:
                        "another effect-export docs (\(owner.map { "process \($0)" } ?? "another process")) is building this site; run this again once it has finished"
                )
            }
            guard lstat(path, &there) == 0, there.st_dev == held.st_dev, there.st_ino == held.st_ino else {
                close(descriptor)
                continue
            }
            let pid = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            self.descriptor = descriptor
            return
        }
        throw .cannotCreateOutput(path: path, reason: "the lock file keeps being replaced")
    }

    /// The process id written in the lock file, if it reads as one.
    private static func owner(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Removes the lock file, then lets go of the lock (once; later calls do nothing).
    func release() {
        guard !isReleased.exchange(true, ordering: .acquiringAndReleasing) else { return }
        unlink(path)
        close(descriptor)
    }

    deinit { release() }
}
