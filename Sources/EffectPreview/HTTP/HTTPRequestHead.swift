/// A request's line and headers, as read from the connection (no body: the preview takes none).
public struct HTTPRequestHead: Sendable, Equatable {
    /// `GET`, `HEAD`, …
    public var method: String
    /// The request target as sent: `/`, `/ripple/model.json?v=3`, or (refused later) `http://host/`.
    public var target: String
    /// `HTTP/1.1`.
    public var version: String
    /// Header names lowercased, values trimmed, in the order sent.
    public var headers: [(name: String, value: String)]

    /// The values of the header `name` (lowercase).
    public func values(of name: String) -> [String] { headers.filter { $0.name == name }.map(\.value) }

    public static func == (a: Self, b: Self) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version && a.headers.elementsEqual(b.headers) { $0 == $1 }
    }

    /// Why bytes are not a request head.
    public enum Malformed: Error, Equatable {
        case requestLine
        case header
        case notUTF8
    }

    /// Reads the head in `bytes` (up to, without, the blank line): the request line, then `Name: value` lines.
    /// Obsolete line folding, a header without a colon, spaces before the colon and control bytes are refused.
    public init(parsing bytes: ArraySlice<UInt8>) throws(Malformed) {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { throw .requestLine }
        let parts = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && !$0.isWhitespace && $0 != "\u{7F}" } }),
            parts[2].hasPrefix("HTTP/1.")
        else { throw .requestLine }
        method = String(parts[0])
        target = String(parts[1])
        version = String(parts[2])
        headers = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { throw .header }
            let name = line[..<colon]
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_!#$%&'*+.^`|~".contains($0)) }) else { throw .header }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else { throw .header }
            headers.append((name.lowercased(), value))
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
