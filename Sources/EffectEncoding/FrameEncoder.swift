/// An encoder that takes an animation's frames one after another (APNG, GIF, WebP).
package protocol FrameEncoder: AnyObject {
    /// Adds the next frame, the size the encoder was made for.
    func append(_ frame: PixelBuffer) throws(EncodingError)
}

extension APNGWriter: FrameEncoder {}
extension GIFWriter: FrameEncoder {}
extension WebPAnimationWriter: FrameEncoder {}
