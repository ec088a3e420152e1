import Foundation
import Synchronization

/// Calls back when any of a set of files changes: written, replaced by a rename (as editors save), created or removed.
/// On Linux through inotify, watching each file's folder (a file saved by rename is a new file); elsewhere, or when
/// inotify is refused (its watches used up), by polling each file's size, time and identity.
public final class FileWatcher: Sendable {
    /// The files watched, as absolute paths; replaced as a rebuild learns which token files a document names.
    private let files: Mutex<Set<String>>
    private let changed: @Sendable () -> Void
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
            let descriptor = polling ? -1 : inotify_init1(Int32(IN_CLOEXEC))
            if descriptor >= 0 {
                Thread.detachNewThread { self.runInotify(descriptor) }
                return "inotify"
            }
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
        #if os(Linux)
            return Stamp(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: info.st_mtim.tv_sec,
                nanoseconds: info.st_mtim.tv_nsec)
        #else
            return Stamp(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: info.st_mtimespec.tv_sec,
                nanoseconds: info.st_mtimespec.tv_nsec)
        #endif
    }

    private func runPolling() {
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

    // MARK: inotify

    #if os(Linux)
        private func runInotify(_ descriptor: Int32) {
            var watches: [Int32: String] = [:]
            var watched: Set<String> = []
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MODIFY)
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                // The folders of the files watched now.
                let now = files.withLock { $0 }
                // A folder watched is watched itself (any `.json` in it counts); a file, through its folder.
                let folders = Set(now.map { Self.isFolder($0) ? $0 : ($0 as NSString).deletingLastPathComponent })
                for folder in folders.subtracting(watched) {
                    let watch = inotify_add_watch(descriptor, folder, mask)
                    if watch >= 0 {
                        watches[watch] = folder
                        watched.insert(folder)
                    }
                }
                var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&polled, 1, 500) > 0 else { continue }
                let n = read(descriptor, &buffer, buffer.count)
                guard n > 0 else { continue }
                var touched = false
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= n {
                    let (watch, length) = buffer.withUnsafeBytes { raw in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, Int(event.len))
                    }
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = buffer[nameStart..<min(nameStart + length, n)].prefix { $0 != 0 }
                    if let folder = watches[watch] {
                        let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                        if now.contains(path) || (now.contains(folder) && path.lowercased().hasSuffix(".json")) { touched = true }
                    }
                    offset = nameStart + length
                }
                if touched {
                    // A save is often several events (truncate, write, close; or write a copy, rename): one rebuild for them.
                    Thread.sleep(forTimeInterval: 0.03)
                    var rest = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    while poll(&rest, 1, 0) > 0, read(descriptor, &buffer, buffer.count) > 0 {}
                    changed()
                }
            }
        }
    #endif
}
