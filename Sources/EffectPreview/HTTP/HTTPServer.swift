import EffectExport
import Foundation
import Synchronization

/// A small HTTP/1.1 server on POSIX sockets, run by one thread that polls every connection: each request is read
/// (its head within `HTTPLimits`), checked by `RequestPolicy`, answered by `respond` and closed, except event streams,
/// which stay open and get every broadcast event. No client can hold the others up: sockets never block, a slow head
/// or a stalled reader is closed at its deadline, and when connections run out the oldest still sending its head
/// makes room.
public final class HTTPServer: Sendable {
    public let socket: ListeningSocket
    public let policy: RequestPolicy
    public let limits: HTTPLimits
    private let respond: @Sendable (_ path: String) -> HTTPResponse
    /// Events to send to every stream, queued by any thread and sent by the server's.
    private let outbox = Mutex<[[UInt8]]>([])
    /// Written to wake the poll when events are queued.
    private let wake: (read: Int32, write: Int32)

    /// Answers requests on `socket` with `respond`, given the admitted path.
    public init(socket: ListeningSocket, limits: HTTPLimits = HTTPLimits(), respond: @escaping @Sendable (_ path: String) -> HTTPResponse) {
        self.socket = socket
        self.policy = RequestPolicy(authority: socket.authority)
        self.limits = limits
        self.respond = respond
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wake = (ends[0], ends[1])
    }

    /// Sends `event` to every open event stream.
    public func broadcast(_ event: ServerSentEvent) {
        outbox.withLock { $0.append(event.bytes) }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// One client's connection.
    private struct Connection {
        let descriptor: Int32
        let opened: Double
        var head: [UInt8] = []
        var output: [UInt8] = []
        var sent = 0
        /// Answered: once `output` is sent, the connection closes (unless it streams).
        var answered = false
        var streams = false
        /// The last time the client took bytes (or connected).
        var progressed: Double
        var lastHeartbeat: Double

        var pending: Int { output.count - sent }
    }

    /// Serves until the process ends.
    public func run() -> Never {
        var connections: [Int32: Connection] = [:]
        while true {
            var polled = [pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            for connection in connections.values {
                let events = connection.pending > 0 ? POLLOUT : (connection.answered ? 0 : POLLIN)
                polled.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
            }
            _ = poll(&polled, nfds_t(polled.count), 250)
            let now = Self.now()
            if polled[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 256)
                while Foundation.read(wake.read, &drain, drain.count) > 0 {}
                let events = outbox.withLock { queued in
                    defer { queued.removeAll() }
                    return queued
                }
                for descriptor in connections.keys where connections[descriptor]!.streams {
                    for event in events { connections[descriptor]!.output += event }
                }
            }
            for entry in polled.dropFirst(2) where entry.revents != 0 {
                guard var connection = connections[entry.fd] else { continue }
                if entry.revents & Int16(POLLIN) != 0, !connection.answered { read(into: &connection) }
                if connection.pending > 0, entry.revents & Int16(POLLOUT | POLLERR | POLLHUP) != 0 { flush(&connection, now: now) }
                connections[entry.fd] = connection
            }
            // Deadlines, finished responses and streams whose client does not read.
            for (descriptor, var connection) in connections {
                if connection.streams, connection.pending == 0, now - connection.lastHeartbeat > limits.heartbeat {
                    connection.output += Array(": heartbeat\n\n".utf8)
                    connection.lastHeartbeat = now
                    connections[descriptor] = connection
                }
                let done = connection.answered && !connection.streams && connection.pending == 0
                let slowHead = !connection.answered && now - connection.opened > limits.headTimeout
                let stalled = connection.pending > 0 && now - connection.progressed > limits.writeTimeout
                let flooded = connection.streams && connection.pending > limits.maximumQueuedEventBytes
                if done || slowHead || stalled || flooded {
                    if done { shutdown(descriptor, Int32(SHUT_WR)) }
                    close(descriptor)
                    connections[descriptor] = nil
                }
            }
            if polled[0].revents != 0 { accept(into: &connections, now: now) }
        }
    }

    /// Takes every waiting connection; at the limit, the oldest one still sending its head is closed for each.
    private func accept(into connections: inout [Int32: Connection], now: Double) {
        while true {
            let descriptor = Foundation.accept(socket.descriptor, nil, nil)
            guard descriptor >= 0 else { return }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            Platform.keepsSignalsOnWrite(descriptor)
            if connections.count >= limits.maximumConnections {
                let oldest = connections.values.filter { !$0.answered }.min { $0.opened < $1.opened }
                guard let oldest else {
                    close(descriptor)
                    continue
                }
                close(oldest.descriptor)
                connections[oldest.descriptor] = nil
            }
            connections[descriptor] = Connection(descriptor: descriptor, opened: now, progressed: now, lastHeartbeat: now)
        }
    }

    /// Reads what the client sent; once its head is complete (or too long, or the client hung up), answers it.
    private func read(into connection: inout Connection) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !connection.answered {
            let n = recv(connection.descriptor, &buffer, buffer.count, 0)
            if n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                connection.answered = true
                connection.output = []
                connection.sent = 0
                return
            }
            if n < 0 { return }
            connection.head += buffer[0..<n]
            if let end = Self.endOfHead(connection.head) {
                answer(&connection, head: connection.head[..<end])
            } else if connection.head.count > limits.maximumHeadBytes {
                answer(&connection, with: .text(.headerFieldsTooLarge, "a request's head may have at most \(limits.maximumHeadBytes) bytes"))
            }
        }
    }

    private func answer(_ connection: inout Connection, head: ArraySlice<UInt8>) {
        let request: HTTPRequestHead
        do throws(HTTPRequestHead.Malformed) {
            request = try HTTPRequestHead(parsing: head)
        } catch {
            return answer(&connection, with: .text(.badRequest, "not an HTTP/1 request"))
        }
        do throws(RequestPolicy.Refusal) {
            let path = try policy.admit(request)
            answer(&connection, with: respond(path), headOnly: request.method == "HEAD")
        } catch {
            answer(&connection, with: .text(error.status, error.reason))
        }
    }

    private func answer(_ connection: inout Connection, with response: HTTPResponse, headOnly: Bool = false) {
        connection.answered = true
        connection.head = []
        connection.output = response.bytes(headOnly: headOnly)
        if case .eventStream = response, !headOnly { connection.streams = true }
    }

    /// Sends what the client will take now.
    private func flush(_ connection: inout Connection, now: Double) {
        while connection.pending > 0 {
            let n = connection.output.withUnsafeBytes {
                send(connection.descriptor, $0.baseAddress! + connection.sent, connection.pending, Platform.sendFlags)
            }
            if n > 0 {
                connection.sent += n
                connection.progressed = now
                continue
            }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { break }
            connection.output = []
            connection.sent = 0
            connection.streams = false
            connection.answered = true
            return
        }
        if connection.pending == 0 {
            connection.output = []
            connection.sent = 0
        }
    }

    /// The index of the blank line that ends a request's head (`\r\n\r\n`), if it has come.
    static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 { return i }
        return nil
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
