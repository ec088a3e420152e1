/// What the server answers: a whole response, or an event stream that stays open (Server-Sent Events).
public enum HTTPResponse: Sendable {
    case complete(status: HTTPStatus, contentType: String, body: [UInt8])
    /// `text/event-stream`; `initial` is sent at once (the current state), then every broadcast event.
    case eventStream(initial: [UInt8])

    /// A plain-text answer, for refusals: `403 Forbidden` and why.
    public static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        .complete(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// Headers every response has: nothing cached (the preview changes on save), nothing sniffed, framed or read by
    /// another site, and scripts, styles and pictures from this server only.
    static let commonHeaders =
        "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n"
        + "Cross-Origin-Resource-Policy: same-origin\r\n"
        + "Content-Security-Policy: default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'\r\n"

    /// The bytes sent for it (`head`: without the body, for `HEAD`).
    func bytes(headOnly: Bool) -> [UInt8] {
        switch self {
        case .complete(let status, let contentType, let body):
            let head =
                "HTTP/1.1 \(status.rawValue) \(status.reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
                + Self.commonHeaders + "Connection: close\r\n\r\n"
            return Array(head.utf8) + (headOnly ? [] : body)
        case .eventStream(let initial):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n" + Self.commonHeaders + "Connection: keep-alive\r\n\r\n"
            return Array(head.utf8) + (headOnly ? [] : initial)
        }
    }
}

/// The statuses the preview answers with.
public enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case headerFieldsTooLarge = 431
    case serviceUnavailable = 503

    var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .serviceUnavailable: "Service Unavailable"
        }
    }
}

/// One Server-Sent Event: `event: NAME` and its data lines.
public struct ServerSentEvent: Sendable {
    public var name: String
    public var data: String

    public init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// As sent: `event: update\ndata: …\n\n`, a data line per line of `data`.
    public var bytes: [UInt8] {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        return Array("event: \(name)\n\(lines)\n".utf8)
    }
}
