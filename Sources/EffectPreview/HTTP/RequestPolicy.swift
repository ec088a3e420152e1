/// Which requests the preview answers at all, before any routing: only `GET` and `HEAD`, only for the address it
/// printed (a `Host` naming another is a DNS-rebinding page's request), never from another site's page (an `Origin`
/// that is not ours), and only paths of its own shape (`/name/file.ext`: no `..`, no percent-encoding, no absolute
/// URL, nothing but letters, digits, `-`, `_`, `.` and `/`).
public struct RequestPolicy: Sendable {
    /// `127.0.0.1:8765`: the authority of the printed address, the only `Host` answered.
    public var authority: String

    public init(authority: String) {
        self.authority = authority
    }

    /// The origin of the printed address: `http://127.0.0.1:8765`.
    public var origin: String { "http://\(authority)" }

    /// A refused request: its status and the reason the body gives.
    public struct Refusal: Error, Equatable, Sendable {
        public var status: HTTPStatus
        public var reason: String
    }

    /// The path to route (the target without its query), or why the request is refused.
    public func admit(_ request: HTTPRequestHead) throws(Refusal) -> String {
        let hosts = request.values(of: "host")
        guard hosts.count == 1 else { throw Refusal(status: .badRequest, reason: "a request needs exactly one Host header") }
        guard hosts[0].lowercased() == authority else {
            throw Refusal(status: .forbidden, reason: "this preview answers only requests for \(authority)")
        }
        for origin in request.values(of: "origin") where origin != self.origin {
            throw Refusal(status: .forbidden, reason: "requests from another site's page are refused")
        }
        if request.values(of: "sec-fetch-site").contains("cross-site") {
            throw Refusal(status: .forbidden, reason: "requests from another site's page are refused")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            throw Refusal(status: .methodNotAllowed, reason: "the preview answers GET and HEAD only")
        }
        guard !request.values(of: "content-length").contains(where: { $0 != "0" }), request.values(of: "transfer-encoding").isEmpty else {
            throw Refusal(status: .badRequest, reason: "the preview takes no request body")
        }
        return try Self.path(of: request.target)
    }

    /// The path of an origin-form target (`/a/b.json?v=2` → `/a/b.json`), refused unless it is of the preview's shape.
    public static func path(of target: String) throws(Refusal) -> String {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard path.hasPrefix("/"), !path.hasPrefix("//") else {
            throw Refusal(status: .badRequest, reason: "only paths on this server are served (no absolute URLs)")
        }
        guard path.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }) else {
            throw Refusal(status: .badRequest, reason: "the path has characters no page of the preview has (encoded or not)")
        }
        guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            throw Refusal(status: .badRequest, reason: "the path leaves its folder ('..')")
        }
        return String(path)
    }
}
