import EffectModel
import Foundation
import Synchronization

/// The folder a docs build writes, held for the build (``SiteLock``): what it may write over and the only things
/// it removes.
///
/// - A file is written only at a name of ours (``SiteManifest/isPathOfOurs(_:)``), through no link: a link there is
///   replaced itself, never its target, and a folder on the way that is a link is refused.
/// - A file already at that name is replaced only when it is the site's: listed by the manifest (or the journal of
///   a build that was interrupted, ``SiteJournal``) with the SHA-256 of the bytes there, or listed by an earlier
///   version's manifest, which recorded no hashes, and not changed since it was written (as that version replaced
///   it). Any other is kept, and the site's own is written beside it (`index.html` → `index.effect-export.html`),
///   or left out when that name is taken too; a warning says which.
/// - A file is removed only when the manifest lists it and its bytes still have the hash it records; a folder, only
///   once it is empty. What stays is named in a warning.
final class SiteFolder: Sendable {
    /// The site's folder.
    let root: URL
    /// The manifest of the build before, which is ours (with what its journal adds, if it was interrupted); `nil`
    /// for a new, empty or adopted folder.
    let previous: SiteManifest?
    /// When the manifest was last written, in seconds since 1970.
    private let manifestTime: Double
    private let lock: SiteLock
    /// Paths in the site, at names of ours, of files that are not the site's: never replaced nor removed.
    private let kept = Mutex(Set<String>())
    private let journal = Mutex<SiteJournal?>(nil)
    private let notes = Mutex([String]())

    private init(root: URL, previous: SiteManifest?, lock: SiteLock) {
        (self.root, self.lock) = (root, lock)
        var info = stat()
        let manifest = root.appendingPathComponent(SiteManifest.fileName).path
        manifestTime = lstat(manifest, &info) == 0 ? Self.modified(info) : 0
        guard let previous, previous.isBuilding else {
            self.previous = previous
            return
        }
        self.previous = previous.adding(SiteJournal.read(in: root)) { path, hash in Self.sha256(ofFileAt: root.path + "/" + path) == hash }
    }

    /// The folder `root`, made if it is not there and locked, once a build may write into it: a new or empty folder,
    /// one with this tool's manifest (a finished build's or an interrupted one's), or with `adopting` (the command's
    /// `--force`) any folder whose `manifest.json`, if it has one, is ours.
    static func open(_ root: URL, adopting: Bool) throws(ExportError) -> SiteFolder {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .cannotCreateOutput(path: root.path, reason: "it is not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateOutput(path: root.path, reason: "\(error.localizedDescription)")
        }
        // Checked before the lock file is made (nothing is written into a folder refused), and again once it is held.
        _ = try manifest(of: root, adopting: adopting)
        let lock = try SiteLock(root)
        do {
            return SiteFolder(root: root, previous: try manifest(of: root, adopting: adopting), lock: lock)
        } catch {
            lock.release()
            throw error
        }
    }

    /// How the refusals end: what `--force` does.
    static let forceAdds =
        "or add --force to add the site to it (a file already there is never replaced nor removed: where the site has a file of the same name, its own is written beside it, as index.effect-export.html)"

    /// `root`'s manifest when a build may write into it, `nil` when it has none.
    private static func manifest(of root: URL, adopting: Bool) throws(ExportError) -> SiteManifest? {
        let manifestPath = root.appendingPathComponent(SiteManifest.fileName).path
        switch SiteManifest.find(in: root) {
        case .ours(let manifest):
            return manifest
        case .foreign(let reason):
            var info = stat()
            if lstat(manifestPath, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw .cannotCreateOutput(path: manifestPath, reason: "it is not a regular file; move it away")
            }
            guard adopting else {
                throw .cannotCreateOutput(
                    path: root.path, reason: "\(reason), so this is not a site effect-export built; choose a new or empty folder, \(forceAdds)")
            }
            throw .cannotCreateOutput(
                path: manifestPath,
                reason:
                    "\(reason), and --force never replaces a file that is not ours; move it away (or delete it, if it is a damaged manifest of a site of ours)"
            )
        case .none:
            let contents = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0 != SiteLock.fileName }
            guard contents.isEmpty || adopting else {
                throw .cannotCreateOutput(
                    path: root.path,
                    reason:
                        "the folder is not empty and has no \(SiteManifest.fileName), so it is not a site effect-export built; choose a new or empty folder, \(forceAdds)"
                )
            }
            return nil
        }
    }

    /// Before the first file is written: finds what is not the site's at the names this build may write (the top of
    /// the site and the folders of `effects`), then writes a manifest saying that a build is under way — the
    /// previous one's entries, those of `effects` to be rendered again — and begins a journal of the files it writes,
    /// so that an interrupted build leaves a site the next one resumes.
    func begin(effects: [String]) throws(ExportError) {
        // What the manifest says the site wrote; an earlier version's listed no site files, and hashed none.
        var hashes: [String: String] = [:]
        var unhashed = Set<String>()
        func record(_ file: SiteManifest.File, at path: String) {
            if let hash = file.sha256 { hashes[path] = hash } else if previous?.site == nil { unhashed.insert(path) }
        }
        if let previous {
            for file in previous.site ?? SiteManifest.siteFiles.map({ SiteManifest.File(name: $0) }) { record(file, at: file.name) }
            for (name, entry) in previous.effects {
                for file in entry.files { record(file, at: "\(name)/\(file.name)") }
            }
        }
        var found = Set<String>()
        let manager = FileManager.default
        for file in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] where SiteManifest.isSiteFile(file) {
            if !isOurs(file, hash: hashes[file], unhashed: unhashed.contains(file)) { found.insert(file) }
        }
        for name in effects where Self.isRealFolder(root.appendingPathComponent(name).path) {
            for file in (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)) ?? []
            where SiteManifest.couldBeOurs(file, ofEffect: name) {
                let path = "\(name)/\(file)"
                if !isOurs(path, hash: hashes[path], unhashed: unhashed.contains(path)) { found.insert(path) }
            }
        }
        kept.withLock { $0 = found }
        var building = previous ?? SiteManifest(generator: DocsSite.generator, site: [], effects: [:])
        building.isBuilding = true
        // The effects about to be written are current no more: a build that resumes this one renders them again.
        for name in effects where building.effects[name] != nil {
            building.effects[name]?.hash = ""
            building.effects[name]?.drawings = ""
        }
        try writeManifest(building)
        let journal = try SiteJournal(root)
        self.journal.withLock { $0 = journal }
    }

    /// Whether what is at `path` (in the site) may be replaced: nothing, a link the manifest lists (replaced itself),
    /// or a regular file whose bytes have the `hash` it records — or, `unhashed` (an earlier version's manifest lists
    /// it without a hash), that has not changed since that manifest was written.
    private func isOurs(_ path: String, hash: String?, unhashed: Bool) -> Bool {
        var info = stat()
        guard lstat(root.path + "/" + path, &info) == 0 else { return true }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return hash != nil || unhashed
        case S_IFREG:
            if let hash { return Self.sha256(ofFileAt: root.path + "/" + path) == hash }
            return unhashed && Self.modified(info) <= manifestTime
        default: return false
        }
    }

    /// Writes `bytes` at `path` in the site (`index.html`, `ripple/index.html`), or beside it when what is there is
    /// not the site's; returns the file as the manifest lists it, or `nil` when it was left out.
    func write(_ bytes: [UInt8], to path: String) throws(ExportError) -> SiteManifest.File? {
        let isKept = { (path: String) in self.kept.withLock { $0.contains(path) } }
        var written = path
        if isKept(path) {
            written = Self.beside(path)
            guard !isKept(written) else {
                note("\(display(path)) and \(display(written)) are not this site's, so both are kept and the site's own \(path) is left out")
                return nil
            }
            note(
                "\(display(path)) is not this site's (no build of ours wrote it, or it changed since), so it is kept; the site's own is \(display(written))"
            )
        }
        let hash = SHA256.hex(bytes)
        try journal.withLock { $0 }?.record(written, sha256: hash)
        try AtomicFile.write(bytes, to: root.path + "/" + written, links: .notFollowedBelow(root.path))
        return SiteManifest.File(name: String(written.split(separator: "/").last!), sha256: hash)
    }

    /// Makes effect `name`'s folder, unless it is there as a real folder.
    func makeFolder(_ name: String) throws(ExportError) {
        let path = root.appendingPathComponent(name).path
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && Self.isRealFolder(path)) else {
            throw .cannotCreateOutput(
                path: path, reason: errno == EEXIST ? "it is not a folder (a link or a file)" : String(cString: strerror(errno)))
        }
    }

    /// Removes `files` from effect `name`'s folder (`nil`: the top of the site) — those the manifest could have
    /// listed, still as they were written — and an effect's folder once nothing else is left in it. A warning names
    /// what stays. Returns whether the effect's folder is gone.
    @discardableResult
    func remove(_ files: [SiteManifest.File], ofEffect name: String?) -> Bool {
        if let name, !EffectDocument.isValidName(name) { return false }
        let folder = name.map { root.appendingPathComponent($0).path } ?? root.path
        guard Self.isRealFolder(folder) else { return false }
        var left: [String] = []
        for file in files where name.map({ SiteManifest.couldBeOurs(file.name, ofEffect: $0) }) ?? SiteManifest.isSiteFile(file.name) {
            let path = folder + "/" + file.name
            var info = stat()
            // Gone, or named already: kept where the site's own went beside it.
            guard lstat(path, &info) == 0, !kept.withLock({ $0.contains(name.map { "\($0)/\(file.name)" } ?? file.name) }) else { continue }
            if let hash = file.sha256, Self.sha256(ofFileAt: path) == hash {
                unlink(path)
            } else {
                left.append(file.name)
            }
        }
        if !left.isEmpty {
            note(
                "\(folder): kept \(left.joined(separator: ", ")): the manifest lists \(left.count == 1 ? "it" : "them"), but not as a build of ours wrote \(left.count == 1 ? "it" : "them") (changed since, or listed without a hash); remove \(left.count == 1 ? "it" : "them") yourself if \(left.count == 1 ? "it is" : "they are") not yours"
            )
        }
        return name != nil && rmdir(folder) == 0
    }

    /// Writes the finished build's manifest, removes the journal and lets go of the site.
    func finish(_ manifest: SiteManifest) throws(ExportError) {
        try writeManifest(manifest)
        journal.withLock { $0 }?.close(finished: true)
        lock.release()
    }

    /// Lets go of the site (after a failure: its manifest says a build was under way, its journal what it wrote).
    func release() {
        journal.withLock { $0 }?.close(finished: false)
        lock.release()
    }

    /// What the build left that the user should know, in order.
    var warnings: [String] { notes.withLock { $0.sorted() } }

    private func note(_ warning: String) { notes.withLock { $0.append(warning) } }

    private func writeManifest(_ manifest: SiteManifest) throws(ExportError) {
        try AtomicFile.write(manifest.json, to: root.appendingPathComponent(SiteManifest.fileName).path, links: .notFollowedBelow(root.path))
    }

    private func display(_ path: String) -> String { root.path + "/" + path }

    /// The name the site's own file takes beside one that is not the site's: `.effect-export` before the extension.
    static func beside(_ path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[slash...].lastIndex(of: ".") else { return path + besideMark }
        return String(path[..<dot]) + besideMark + String(path[dot...])
    }

    /// The name a file written beside another stands for (`index.effect-export.html` → `index.html`); any other, itself.
    static func ownName(of file: String) -> String {
        guard let range = file.range(of: besideMark, options: .backwards),
            range.upperBound == file.endIndex || file[range.upperBound...].first == "."
        else { return file }
        return String(file[..<range.lowerBound] + file[range.upperBound...])
    }

    static let besideMark = ".effect-export"

    /// The SHA-256 of the regular file at `path`, or `nil`.
    static func sha256(ofFileAt path: String) -> String? {
        contentsOfRegularFile(path).map(SHA256.hex)
    }

    /// The bytes of the regular file at `path` (never through a link, never blocking on a FIFO), or `nil` when
    /// there is none or it is larger than `maximumSize`.
    static func contentsOfRegularFile(_ path: String, maximumSize: Int = .max) -> [UInt8]? {
        let descriptor = Foundation.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumSize else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= maximumSize {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
        return nil
    }

    /// When a file was last modified, in seconds since 1970.
    private static func modified(_ info: stat) -> Double { Double(info.modified.tv_sec) + Double(info.modified.tv_nsec) / 1e9 }

    /// Whether `path` is a folder itself, not a link to one.
    static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` is a regular file itself, not a link to one.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether anything is at `path` (a dangling link too).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
