#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket listening on a host and port (IPv4 or IPv6 literal), non-blocking, closed on exec.
public struct ListeningSocket: Sendable {
    public let descriptor: Int32
    /// The port it listens on (the one the system chose when 0 was asked for).
    public let port: Int
    /// The address as given: `127.0.0.1`, `::1`.
    public let host: String

    /// `host:port` as a `Host` header and URL write it (`[::1]:8765` for IPv6).
    public var authority: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
    /// The address printed: `http://127.0.0.1:8765/`.
    public var url: String { "http://\(authority)/" }

    /// Why no socket listens.
    public enum Failure: Error, Equatable, Sendable {
        /// `host` is not an IPv4 or IPv6 address.
        case notAnAddress(String)
        /// The port asked for is taken (by another preview, or any server).
        case portTaken(host: String, port: Int)
        /// No port from `first` through `last` is free.
        case noFreePort(host: String, first: Int, last: Int)
        /// The system refused (`errno`'s message).
        case system(String)
    }

    /// Listens on `host`:`port`; with `orNextFree`, on the first free port from `port` up to `port + 99`.
    public static func listening(on host: String, port: Int, orNextFree: Bool) throws(Failure) -> ListeningSocket {
        let last = orNextFree ? min(port + 99, 65535) : port
        for candidate in port...last {
            do throws(Failure) {
                return try ListeningSocket(host: host, port: candidate)
            } catch .portTaken where orNextFree {
                continue
            }
        }
        throw .noFreePort(host: host, first: port, last: last)
    }

    init(host: String, port: Int) throws(Failure) {
        let (address, length, family) = try Self.address(host: host, port: port)
        var storage = address
        #if canImport(Glibc)
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(family, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .system(Self.message(errno)) }
        #if !canImport(Glibc)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #endif
        // SO_REUSEADDR lets a stopped preview's port be taken again at once (its closed connections in TIME_WAIT),
        // and on Linux still refuses a port another socket listens on.
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let error = errno
            close(descriptor)
            if error == EADDRINUSE { throw .portTaken(host: host, port: port) }
            throw .system(Self.message(error))
        }
        self.descriptor = descriptor
        self.port = Self.boundPort(of: descriptor, family: family)
        self.host = host
    }

    /// The socket address of `host` (an IPv4 or IPv6 address) and `port`, its length and its address family.
    private static func address(host: String, port: Int) throws(Failure) -> (sockaddr_storage, socklen_t, Int32) {
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            family = AF_INET
            withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                address.pointee.sin_family = sa_family_t(AF_INET)
                address.pointee.sin_port = in_port_t(UInt16(port).bigEndian)
                address.pointee.sin_addr = v4
            }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
        } else if inet_pton(AF_INET6, host, &v6) == 1 {
            family = AF_INET6
            withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                address.pointee.sin6_family = sa_family_t(AF_INET6)
                address.pointee.sin6_port = in_port_t(UInt16(port).bigEndian)
                address.pointee.sin6_addr = v6
            }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        } else {
            throw .notAnAddress(host)
        }
        return (storage, length, family)
    }

    /// The port the socket `descriptor` of `family` is bound to (the one the system chose for port 0).
    private static func boundPort(of descriptor: Int32, family: Int32) -> Int {
        var chosen = sockaddr_storage()
        var chosenLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &chosenLength) }
        }
        let chosenPort = withUnsafeBytes(of: &chosen) { raw in
            family == AF_INET
                ? raw.load(as: sockaddr_in.self).sin_port : raw.load(as: sockaddr_in6.self).sin6_port
        }
        return Int(UInt16(bigEndian: chosenPort))
    }

    static func message(_ error: Int32) -> String { String(cString: strerror(error)) }
}
