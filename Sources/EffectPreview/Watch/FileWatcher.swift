import EffectExport
import Foundation
import Synchronization

/// Calls back when any of a set of files changes: written, replaced by a rename (as editors save), created or removed.
/// On Linux through inotify, watching each file's folder (a file saved by rename is a new file;
/// `FileWatcher+Linux.swift`); elsewhere (Darwin), or when inotify is refused (its watches used up), by polling each
/// file's size, time and identity.
public final class FileWatcher: Sendable {
    /// The files watched, as absolute paths; replaced as a rebuild learns which token files a document names.
    let files: Mutex<Set<String>>
    let changed: @Sendable () -> Void
    /// How often the polling fallback looks: well within the half second a page has to update.
    public static let pollingInterval = 0.1

    /// Watches `files`, calling `changed` (on the watcher's thread) after each burst of changes.
    public init(files: Set<String>, changed: @escaping @Sendable () -> Void) {
        self.files = Mutex(Set(files.map(Self.absolute)))
        self.changed = changed
    }

    /// The files to watch from now on.
    public func watch(_ files: Set<String>) {
        self.files.withLock { $0 = Set(files.map(Self.absolute)) }
    }

    /// Starts the watching thread: inotify where it works (unless `polling`), else polling. Returns which.
    @discardableResult
    public func start(polling: Bool = false) -> String {
        #if os(Linux)
            if !polling, startInotify() { return "inotify" }
        #endif
        Thread.detachNewThread { self.runPolling() }
        return "polling"
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    // MARK: Polling

    /// What a file is now: its identity, size and modification time, or nothing when it is gone.
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.modified.tv_sec),
            nanoseconds: Int(info.modified.tv_nsec))
    }

    func runPolling() {
        var last: [String: Stamp?] = [:]
        while true {
            let now = files.withLock { $0 }
            var current: [String: Stamp?] = [:]
            for file in now { current[file] = Self.stamp(file) }
            let differs = now.contains { file in last[file].map { $0 != current[file]! } ?? false }
            last = current
            if differs { changed() }
            Thread.sleep(forTimeInterval: Self.pollingInterval)
        }
    }
}
