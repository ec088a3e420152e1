import EffectFiles
import EffectModel
import Foundation
import Synchronization

/// Writes a file so that readers see the old file or the complete new one, never a part, and never loses
/// what the path names.
///
/// - A regular file (or a new one): the bytes go to a temporary file in the same folder (`.effect-export-XXXXXXXX.tmp`,
///   whatever the target's name length), which `commit()` renames over the target. Until then, or on failure,
///   an existing target is left as it was; an uncommitted writer removes its temporary file when it goes away,
///   and `TemporaryFiles.removeAll()` removes every one still open (on SIGINT or SIGTERM).
/// - A symbolic link: the file it points to is replaced (or created, for a dangling link), not the link; a loop
///   of links is refused. Inside a docs site (``Links/notFollowedBelow(_:)``) no link is followed: one at the path
///   is replaced itself, and a folder on the way that is a link is refused.
/// - A device, FIFO or socket (`/dev/null`, `/dev/stdout`, a pipe): written directly, never replaced.
/// - A folder: refused.
/// - A file this run reads (`RunInputs`): refused, whatever path names it.
///
/// Paths are bytes (`SystemPath`): a name that is not UTF-8 is written as given.
///
/// Descriptors are opened close-on-exec and never as 0, 1 or 2, so a closed standard stream cannot make
/// another writer (Pango's warnings) write into the output.
public final class AtomicFileWriter {
    /// The path as given.
    public let path: String
    /// The file the bytes end up in: the target, or the file a link points to.
    private let target: String
    /// The temporary file, for regular targets; `nil` when writing a device directly.
    private let temporaryPath: String?
    private var descriptor: Int32
    /// Why the disk refused the bytes (`No space left on device`), once it has.
    public private(set) var failure: String?

    /// The file being written until `commit()` moves it into place (the target itself for a device).
    public var fileBeingWritten: String { temporaryPath ?? target }
    /// The temporary file once `finish` closed it, which owns it from then on.
    private var finished: FinishedFile?

    /// A writer for `path` (a device is written directly; links as `links` says). Nothing shows at `path` until `commit()`.
    ///
    /// - Throws: ``ExportError/cannotCreateOutput(path:reason:)`` when the folder cannot take a file, or the file is
    ///   an input of this run.
    public init(path: String, links: Links = .followed) throws(ExportError) {
        self.path = path
        let target: String
        switch links {
        case .followed: target = try Self.followingLinks(path)
        case .notFollowedBelow(let folder): target = try Self.linkFree(path, below: folder)
        }
        var info = stat()
        self.target = target
        if SystemPath.withCString(target, { lstat($0, &info) }) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw .cannotCreateOutput(path: path, reason: "it is a folder")
            case S_IFREG:
                try RunInputs.refuseReplacing(target, output: path)
            case S_IFLNK:  // a link only when not followed: renamed over, it goes, its target stays
                break
            default:
                guard case .followed = links else { throw .cannotCreateOutput(path: path, reason: "it is not a regular file") }
                temporaryPath = nil
                descriptor = try Self.open(target, flags: O_WRONLY | O_CLOEXEC, path: path)
                return
            }
        }
        // Beside the target: its folder as written (a string, no `getcwd` per file), or the current folder.
        let folder = SystemPath.folder(of: target) ?? ""
        let temporary = folder + ".effect-export-\(String(UInt32.random(in: .min ... .max) | 1 << 31, radix: 16)).tmp"
        temporaryPath = temporary
        do {
            descriptor = try TemporaryFiles.create(temporary) { () throws(ExportError) in
                try Self.open(temporary, flags: O_WRONLY | O_CREAT | O_TRUNC | O_EXCL | O_CLOEXEC, path: path)
            }
        } catch {
            var info = stat()
            guard SystemPath.withCString(folder.isEmpty ? "." : folder, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotCreateOutput(path: path, reason: "the folder \(folder.count > 1 ? String(folder.dropLast()) : folder) does not exist")
            }
            throw error
        }
    }

    /// What a writer does with symbolic links on the way to its file.
    public enum Links: Sendable {
        /// Followed as `open` follows them: a link the user named as the output keeps pointing where it did, and
        /// the file it names is replaced.
        case followed
        /// Followed nowhere below `folder` (a docs site): every folder between it and the file must be a real
        /// folder, a link at the path is replaced itself (its target untouched), and only a regular file or a link
        /// may be there.
        case notFollowedBelow(String)
    }

    /// `path` itself, once every folder between `folder` and it is checked to be a real folder, not a link.
    static func linkFree(_ path: String, below folder: String) throws(ExportError) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(base) else { throw .cannotCreateOutput(path: path, reason: "it is not inside \(folder)") }
        var current = String(base.dropLast())
        for component in path.dropFirst(base.count).split(separator: "/").dropLast() {
            current += "/" + component
            var info = stat()
            guard SystemPath.withCString(current, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotCreateOutput(path: path, reason: "\(current) is not a folder (a link, a file or nothing)")
            }
        }
        return path
    }

    /// The file `path` ends at, following symbolic links as `open` would — to a target that does not exist yet
    /// (a dangling link), which is then created — and refusing a loop of links.
    static func followingLinks(_ path: String) throws(ExportError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard SystemPath.withCString(current, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = SystemPath.withCString(current) { readlink($0, &buffer, buffer.count - 1) }
            guard length >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
            let destination = SystemPath.string(buffer[0..<length].map { UInt8(bitPattern: $0) })
            current = destination.hasPrefix("/") ? destination : (SystemPath.folder(of: current) ?? "") + destination
        }
        throw .cannotCreateOutput(path: path, reason: "it is a loop of symbolic links")
    }

    /// Opens `file`, moved to a descriptor above 2 if it got a standard one.
    private static func open(_ file: String, flags: Int32, path: String) throws(ExportError) -> Int32 {
        var descriptor = SystemPath.withCString(file) { Foundation.open($0, flags, 0o644) }
        guard descriptor >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
        if descriptor <= 2 {
            let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
            Foundation.close(descriptor)
            guard moved >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
            descriptor = moved
        }
        return descriptor
    }

    deinit {
        if descriptor >= 0 { Foundation.close(descriptor) }
        // Once finished, the temporary file is the `FinishedFile`'s to move or remove.
        if let temporaryPath, finished == nil { TemporaryFiles.remove(temporaryPath) }
    }

    /// Bytes appended but not yet written: Cairo's PDF stream hands over a few dozen bytes at a time, and a
    /// system call each (3 700 for a 60-page PDF) cost more than drawing it.
    private var pending: [UInt8] = []
    /// How many bytes are gathered before they are written.
    static let bufferSize = 1 << 16

    /// Appends bytes; returns false (and remembers why) when the disk refuses them (perhaps bytes appended before).
    @discardableResult
    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        if pending.count + bytes.count > Self.bufferSize, !writePending() { return false }
        guard bytes.count < Self.bufferSize else { return writeNow(bytes) }
        pending.append(contentsOf: bytes)
        return true
    }

    private func writePending() -> Bool {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending.withUnsafeBytes { writeNow($0) }
    }

    private func writeNow(_ bytes: UnsafeRawBufferPointer) -> Bool {
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

    /// Ends writing: the bytes are flushed to disk (unless `syncing` is false: see `DiskFlusher`) and the file
    /// closed; the target is not touched yet. Returns the temporary file, to be moved into place from any thread
    /// (`nil` for a device, written directly).
    @discardableResult
    public func finish(syncing: Bool = true) throws(ExportError) -> FinishedFile? {
        guard descriptor >= 0 else { return finished }
        if failure == nil, !pending.isEmpty { _ = writePending() }
        pending = []  // a sequence keeps its writers until all are done: none may keep a buffer
        // A device cannot always sync (EINVAL): only a temporary file must reach the disk.
        if syncing, failure == nil, temporaryPath != nil, fdatasync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if Foundation.close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        descriptor = -1
        if let failure { throw .cannotCreateOutput(path: path, reason: failure) }
        finished = temporaryPath.map { FinishedFile(path: path, temporaryPath: $0, target: target) }
        return finished
    }

    /// Moves the finished file over the target (nothing to do for a device).
    public func moveIntoPlace() throws(ExportError) {
        try finished?.moveIntoPlace()
    }

    /// `finish()`, then `moveIntoPlace()`.
    public func commit() throws(ExportError) {
        try finish()
        try moveIntoPlace()
    }
}

/// Whole files written at once.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically, treating links as `links` says.
    public static func write(_ bytes: [UInt8], to path: String, links: AtomicFileWriter.Links = .followed) throws(ExportError) {
        try write([(bytes, path)], links: links)
    }

    /// Writes each file atomically, and all of them together: every one is finished beside its target before any
    /// is moved into place, so that a failure leaves every old file as it was (a diff and its picture).
    public static func write(_ files: [(bytes: [UInt8], path: String)], links: AtomicFileWriter.Links = .followed) throws(ExportError) {
        var finished: [FinishedFile] = []
        for (bytes, path) in files {
            let writer = try AtomicFileWriter(path: path, links: links)
            _ = bytes.withUnsafeBytes { writer.write($0) }
            if let file = try writer.finish() { finished.append(file) }
        }
        try FinishedFile.moveIntoPlace(finished)
    }
}

/// A new folder only this process's user can enter (`mkdtemp` under `$TMPDIR`), removed with what is in it when
/// the value goes away, and on an interrupt.
package final class PrivateFolder {
    package let path: String

    package init() throws(ExportError) {
        var template = Array((FileManager.default.temporaryDirectory.path + "/effect-export-XXXXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .cannotCreateOutput(
                path: FileManager.default.temporaryDirectory.path, reason: "cannot make a private folder: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
        TemporaryFiles.register(folder: path)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
        TemporaryFiles.unregister(path)
    }
}

/// The temporary files this process has open, so that an interrupt can remove them before it exits.
package enum TemporaryFiles {
    private struct State {
        var paths = Set<String>()
        /// Private folders (`PrivateFolder`), removed with their contents.
        var folders = Set<String>()
        /// Set by `removeAll()`: no temporary file may be made after it.
        var isClosed = false
    }

    private static let state = Mutex(State())

    /// Creates the temporary file `path` with `open` and remembers it — one step under the lock, so that an
    /// interrupt's `removeAll()` on another thread sees either no file or a remembered one, never a file made
    /// after it looked.
    static func create(_ path: String, _ open: () throws(ExportError) -> Int32) throws(ExportError) -> Int32 {
        try state.withLock { state throws(ExportError) in
            guard !state.isClosed else { throw .cannotCreateOutput(path: path, reason: "interrupted") }
            let descriptor = try open()
            state.paths.insert(path)
            return descriptor
        }
    }

    static func unregister(_ path: String) {
        state.withLock {
            _ = $0.paths.remove(path)
            _ = $0.folders.remove(path)
        }
    }

    /// Removes the temporary file `path` and forgets it.
    static func remove(_ path: String) {
        state.withLock {
            SystemPath.withCString(path) { _ = unlink($0) }
            _ = $0.paths.remove(path)
        }
    }

    /// Renames each finished file over its target, all in one step under the lock: an interrupt's `removeAll()`
    /// comes before the first rename (and removes them all) or after the last, never between, so that a run's
    /// outputs are replaced all together or not at all.
    static func moveIntoPlace(_ files: [FinishedFile]) throws(ExportError) {
        guard let first = files.first else { return }
        try state.withLock { state throws(ExportError) in
            guard !state.isClosed else { throw .cannotCreateOutput(path: first.path, reason: "interrupted") }
            for file in files where !file.isMoved {
                try file.rename()
                state.paths.remove(file.temporaryPath)
            }
        }
    }

    static func register(folder: String) { state.withLock { _ = $0.folders.insert(folder) } }

    /// Removes every temporary file still open and every private folder, and refuses new ones; for a signal
    /// handler's last act before the process exits.
    package static func removeAll() {
        state.withLock {
            for path in $0.paths { SystemPath.withCString(path) { _ = unlink($0) } }
            for folder in $0.folders { try? FileManager.default.removeItem(atPath: folder) }
            $0 = State(isClosed: true)
        }
    }
}

/// A file written in full beside its target (`AtomicFileWriter.finish`), waiting to be moved over it; removed when
/// it goes away unmoved. Immutable but for the move, so that the workers of a sequence hand their frames over.
public final class FinishedFile: Sendable {
    /// The path as given.
    public let path: String
    /// Where the bytes are.
    let temporaryPath: String
    /// The file they replace: the target, or the file a link points to.
    private let target: String
    private let moved = Atomic(false)

    init(path: String, temporaryPath: String, target: String) {
        (self.path, self.temporaryPath, self.target) = (path, temporaryPath, target)
    }

    /// Renames the file over the target (once; later calls do nothing).
    public func moveIntoPlace() throws(ExportError) {
        try Self.moveIntoPlace([self])
    }

    /// Renames every one of `files` over its target, together: a run of several outputs (a PDF and the frames of
    /// `--format pdf,svg`, a diff and its picture) finishes them all beside their targets first, and replaces
    /// nothing until all are finished; an interrupt lands before the first rename or after the last.
    public static func moveIntoPlace(_ files: [FinishedFile]) throws(ExportError) {
        try TemporaryFiles.moveIntoPlace(files)
    }

    /// Whether the file has been renamed over its target.
    var isMoved: Bool { moved.load(ordering: .acquiring) }

    /// The rename itself (`TemporaryFiles.moveIntoPlace` calls it, under its lock).
    fileprivate func rename() throws(ExportError) {
        let renamed = SystemPath.withCString(temporaryPath) { from in SystemPath.withCString(target) { Foundation.rename(from, $0) } }
        guard renamed == 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
        moved.store(true, ordering: .releasing)
    }

    deinit {
        if !isMoved { TemporaryFiles.remove(temporaryPath) }
    }
}

/// Flushes finished files to disk in the background while more are being made, so that a sequence's frames wait
/// for the disk alongside the drawing, not one after another (`AtomicFileWriter.finish(syncing: false)`, then
/// `flush`; `wait()` before moving them into place).
final class DiskFlusher: Sendable {
    private let group = DispatchGroup()
    private let queue = DispatchQueue(label: "effect-export.flush", qos: .utility, attributes: .concurrent)
    private let failure = Mutex<ExportError?>(nil)

    init() {}

    /// Flushes `file` (finished, not yet moved into place) to disk, in the background.
    func flush(_ file: FinishedFile) {
        queue.async(group: group) { [self] in
            // By path: a descriptor kept open per frame could run out for long sequences.
            let descriptor = SystemPath.withCString(file.temporaryPath) { Foundation.open($0, O_RDONLY | O_CLOEXEC) }
            if descriptor < 0 || fdatasync(descriptor) != 0 {
                let reason = String(cString: strerror(errno))
                failure.withLock { if $0 == nil { $0 = .cannotCreateOutput(path: file.path, reason: reason) } }
            }
            if descriptor >= 0 { Foundation.close(descriptor) }
        }
    }

    /// Waits for every flush; returns the first failure, if any.
    func wait() -> ExportError? {
        group.wait()
        return failure.withLock { $0 }
    }
}
