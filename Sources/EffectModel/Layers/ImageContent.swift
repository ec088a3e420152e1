import Foundation

/// A layer's image (`CALayer.contents` holding a `CGImage`): a PNG, stretched over the bounds as Core Animation's
/// default `contentsGravity` (`.resize`) draws it.
public struct ImageContent: Sendable, Equatable {
    /// The PNG file's bytes.
    public let png: [UInt8]
    /// Its width in pixels, from its header.
    public let pixelWidth: Int
    /// Its height in pixels, from its header.
    public let pixelHeight: Int

    /// The longest side an image may have, in pixels: a screen's worth several times over.
    public static let maximumSide = 8192

    /// The image of `png`; nil unless the bytes start as a PNG does (its signature, then a header of a size from 1 to
    /// `maximumSide` pixels a side). The rest is read when it is drawn.
    public init?(png: [UInt8]) {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard png.count >= 33, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        func bigEndian(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (bigEndian(16), bigEndian(20))
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        (self.png, pixelWidth, pixelHeight) = (png, width, height)
    }

    /// The prefix of the data URL an image is written as.
    public static let dataURLPrefix = "data:image/png;base64,"

    /// The image a `data:image/png;base64,…` URL holds; nil when it holds none.
    public init?(dataURL: String) {
        guard dataURL.hasPrefix(Self.dataURLPrefix), let data = Data(base64Encoded: String(dataURL.dropFirst(Self.dataURLPrefix.count))) else {
            return nil
        }
        self.init(png: Array(data))
    }

    /// The image as a data URL.
    public var dataURL: String { Self.dataURLPrefix + Data(png).base64EncodedString() }
}
