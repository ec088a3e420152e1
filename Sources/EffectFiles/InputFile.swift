import Foundation

/// A file read whole: its bytes and which file it was.
public struct InputFile: Sendable {
    /// The path as given (bytes as `SystemPath` carries them).
    public var path: String
    /// The file read, `nil` for standard input.
    public var identity: FileIdentity?
    /// What it holds, as read.
    public var bytes: [UInt8]

    /// Why a file could not be read.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// Nothing is at the path.
        case notFound
        /// The path names a folder.
        case isFolder
        /// A device, FIFO or socket where only a regular file will do.
        case notRegular
        /// Larger than the limit: its size when known (a stream's is not).
        case tooLarge(size: Int?, limit: Int)
        /// What the system said (`Permission denied`).
        case unreadable(String)

        public var description: String {
            switch self {
            case .notFound: "no such file"
            case .isFolder: "it is a folder"
            case .notRegular: "it is not a regular file"
            case .tooLarge(let size?, let limit): "it is \(size) bytes, more than the \(limit >> 20) MiB allowed"
            case .tooLarge(nil, let limit): "it holds more than the \(limit >> 20) MiB allowed"
            case .unreadable(let reason): "cannot read it: \(reason)"
            }
        }
    }

    /// Reads the file at `path`, at most `limit` bytes. A regular file is refused at once when larger; a pipe
    /// (`<(…)`), FIFO or device is read as a stream to its end (`streams`), or refused (`notRegular`).
    public init(reading path: String, atMost limit: Int, streams: Bool = true) throws(Failure) {
        // A FIFO that only a regular file may be is opened without waiting for a writer (that could be for ever).
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | (streams ? 0 : O_NONBLOCK)) }
        guard descriptor >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .notFound : .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw .isFolder
        case S_IFREG: if Int(info.st_size) > limit { throw .tooLarge(size: Int(info.st_size), limit: limit) }
        default: if !streams { throw .notRegular }
        }
        self.path = path
        identity = FileIdentity(info)
        bytes = try Self.readAll(descriptor, atMost: limit)
    }

    /// Reads standard input to its end, at most `limit` bytes.
    public static func standardInput(atMost limit: Int) throws(Failure) -> InputFile {
        InputFile(path: "-", identity: nil, bytes: try readAll(STDIN_FILENO, atMost: limit))
    }

    private init(path: String, identity: FileIdentity?, bytes: [UInt8]) {
        (self.path, self.identity, self.bytes) = (path, identity, bytes)
    }

    /// Every byte `descriptor` gives until its end; more than `limit` is refused without reading further.
    private static func readAll(_ descriptor: Int32, atMost limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw errno == EISDIR ? .isFolder : .unreadable(String(cString: strerror(errno)))
            }
            if n == 0 { return bytes }
            guard bytes.count + n <= limit else { throw .tooLarge(size: nil, limit: limit) }
            bytes += chunk[0..<n]
        }
    }
}
