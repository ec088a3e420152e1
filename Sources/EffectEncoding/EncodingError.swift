/// Encoding an image failed.
public struct EncodingError: Error, CustomStringConvertible, Sendable {
    /// The image formats this module encodes, named as messages name them.
    public enum Format: String, Sendable, CustomStringConvertible {
        /// A still PNG.
        case png = "PNG"
        /// An animated PNG.
        case apng = "APNG"
        /// A GIF.
        case gif = "GIF"
        /// An animated WebP.
        case webP = "WebP"

        /// As messages name it: `PNG`, `WebP`.
        public var description: String { rawValue }
    }

    /// What was being encoded.
    public var format: Format
    /// What went wrong, in the encoder's words.
    public var reason: String

    /// A failure to encode `format`, for `reason`.
    public init(format: Format, reason: String) {
        self.format = format
        self.reason = reason
    }

    public var description: String { "\(format) encoding failed: \(reason)" }
}
