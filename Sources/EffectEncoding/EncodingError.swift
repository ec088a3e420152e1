/// Encoding an image failed.
public struct EncodingError: Error, CustomStringConvertible, Sendable {
    /// What was being encoded (`PNG`).
    public var format: String
    public var reason: String

    public init(format: String, reason: String) {
        self.format = format
        self.reason = reason
    }

    public var description: String { "\(format) encoding failed: \(reason)" }
}
