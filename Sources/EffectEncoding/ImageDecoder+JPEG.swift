import CTurboJPEG

extension ImageDecoder {
    /// A JPEG's pixels as opaque RGBA, through libjpeg-turbo's TurboJPEG API (errors are return codes, never a jump
    /// out of Swift); a progressive file is held to libjpeg-turbo's limit of scans (`TJFLAG_LIMITSCANS`).
    static func jpeg(_ bytes: [UInt8], maximumSide: Int) throws(Failure) -> (rgba: [UInt8], width: Int, height: Int) {
        guard let handle = tjInitDecompress() else { throw .unreadable("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
            throw .unreadable(String(cString: tjGetErrorStr2(handle)))
        }
        try checkSize(Int(width), Int(height), maximumSide: maximumSide)
        let (w, h) = (Int(width), Int(height))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        let status = rgba.withUnsafeMutableBufferPointer { out in
            tjDecompress2(handle, bytes, UInt(bytes.count), out.baseAddress, width, width * 4, height, Int32(TJPF_RGBA.rawValue), TJFLAG_LIMITSCANS)
        }
        guard status == 0 else { throw .unreadable(String(cString: tjGetErrorStr2(handle))) }
        return (rgba, w, h)
    }
}
