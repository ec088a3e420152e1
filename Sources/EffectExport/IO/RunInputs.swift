import EffectFiles
import EffectModel
import Foundation
import Synchronization

/// The files this run reads (its documents and their token files), which none of its outputs may replace: a
/// document stored as `fade-lottie.json` is not overwritten by its own Lottie export, nor `fade.svg` by its SVG.
/// Files are compared as files (device and inode, links followed), so that another spelling of the path, a link
/// or a hard link to an input is caught as well. Empty until a command adds its inputs; every `AtomicFileWriter`
/// asks it before it writes.
public enum RunInputs {
    /// Each input file and the path it was read by.
    private static let files = Mutex<[FileIdentity: String]>([:])

    /// Remembers the file `identity`, read as `path`, as an input of this run.
    public static func add(_ identity: FileIdentity, path: String) {
        files.withLock { $0[identity] = $0[identity] ?? path }
    }

    /// Throws when `target` (the file an output `path` ends at, links followed) is an input of this run.
    static func refuseReplacing(_ target: String, output path: String) throws(ExportError) {
        guard let identity = SystemPath.identity(target), let input = files.withLock({ $0[identity] }) else { return }
        throw .cannotCreateOutput(path: path, reason: "it is \(input), which this run reads; write the output elsewhere (--output)")
    }
}
