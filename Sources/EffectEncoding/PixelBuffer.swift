/// An image's pixels in memory, as the encoders read them: premultiplied 32-bit ARGB in native byte order
/// (Cairo's `ARGB32`), `width` × `height` pixels, rows `bytesPerRow` bytes apart.
///
/// A view, not a copy: `owner` (the surface that holds the pixels) is retained so that they stay valid, and
/// nobody may draw into them while an encoder reads them (from several threads).
package struct PixelBuffer: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package let bytesPerRow: Int
    private let base: UnsafeRawPointer
    private let owner: AnyObject?

    package init(base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, owner: AnyObject?) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= 4 * width, "a pixel row holds at least width × 4 bytes")
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.owner = owner
    }

    /// The part of the image in the rectangle at (`x`, `y`), `width` × `height` pixels: a view of the same pixels.
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> PixelBuffer {
        precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height, "a crop lies inside the image")
        return PixelBuffer(base: base + y * bytesPerRow + x * 4, width: width, height: height, bytesPerRow: bytesPerRow, owner: owner)
    }

    /// Whether every pixel is opaque.
    package var isOpaque: Bool {
        (0..<height).allSatisfy { y in
            let pixels = row(y)
            // Alpha is each word's top byte: all set in every word when their AND has it set.
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= pixels[x] }
            return all >= 0xFF00_0000
        }
    }

    /// Row `y`'s pixels, `width` of them.
    package func row(_ y: Int) -> UnsafePointer<UInt32> {
        (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }
}
