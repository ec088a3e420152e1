import CWebP

extension ImageDecoder {
    /// A WebP still's straight-alpha RGBA pixels, through libwebp (`WebPGetInfo`, then `WebPDecodeRGBAInto`).
    static func webP(_ bytes: [UInt8], maximumSide: Int) throws(Failure) -> (rgba: [UInt8], width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        guard WebPGetInfo(bytes, bytes.count, &width, &height) != 0 else { throw .unreadable("libwebp cannot read its header") }
        try checkSize(Int(width), Int(height), maximumSide: maximumSide)
        let (w, h) = (Int(width), Int(height))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        let decoded = rgba.withUnsafeMutableBufferPointer { out in
            WebPDecodeRGBAInto(bytes, bytes.count, out.baseAddress, out.count, Int32(w * 4)) != nil
        }
        guard decoded else { throw .unreadable("libwebp cannot decode it (an animation, or damaged)") }
        return (rgba, w, h)
    }
}
