import EffectModel
import Foundation

/// The folder a document was read from, as its decoding reads the files the document names there (its token
/// file): a regular file beside the document or below it, never through a link out of the folder (the path is
/// compared once links are resolved), at most the size asked. What it read is kept with which file it was: an
/// input of the run, which no output may replace.
public final class DocumentFolder: DocumentFiles {
    /// The folder as given (`effects`, `.` for the current one): where each file is looked for.
    public let path: String
    /// Each file read, as the document names it, and which file it was.
    public private(set) var filesRead: [(path: String, identity: FileIdentity)] = []

    /// The folder `folder` (`nil`: the current folder).
    public init(_ folder: URL?) {
        path = folder?.relativePath ?? "."
    }

    /// The folder of the file at `file` (bytes as `SystemPath` carries them; `nil`, standard input: the current folder).
    public convenience init(besideFile file: String?) {
        self.init(file.flatMap(SystemPath.folder(of:)).map { URL(fileURLWithPath: $0) })
    }

    /// The bytes of the regular file at `name`, relative to the folder (the decoder has refused an absolute path
    /// and `..`); a device or a FIFO, which could be read for ever, is refused.
    public func read(_ name: String, atMost limit: Int) throws(DocumentFileError) -> [UInt8] {
        let joined = path + "/" + name
        var confined = joined
        // Not found (either of them): said by the read.
        if let resolvedFolder = Self.resolved(path), let resolvedFile = Self.resolved(joined) {
            guard resolvedFile.hasPrefix(resolvedFolder == "/" ? "/" : resolvedFolder + "/") else { throw .linkLeavesFolder }
            confined = resolvedFile
        }
        do throws(InputFile.Failure) {
            let file = try InputFile(reading: confined, atMost: limit, streams: false)
            if let identity = file.identity { filesRead.append((name, identity)) }
            return file.bytes
        } catch {
            throw .unreadable(lookedFor: joined, reason: error.description)
        }
    }

    /// `path` with every link resolved (realpath(3)), `nil` when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let real = SystemPath.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return SystemPath.string(UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real)))
    }
}
