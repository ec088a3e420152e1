/// Encoding an image failed.
public struct EncodingError: Error, CustomStringConvertible, Sendable {
    /// What was being encoded (`PNG`).
    public var format: String
    /// What went wrong, in the encoder's words.
    public var reason: String

    /// A failure to encode `format`, for `reason`.
    public init(format: String, reason: String) {
        self.format = format
        self.reason = reason
    }

    public var description: String { "\(format) encoding failed: \(reason)" }
}
