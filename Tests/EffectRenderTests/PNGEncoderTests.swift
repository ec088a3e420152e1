import CairoKit
import EffectExport
import EffectModel
import _EffectTestSupport
import Testing

/// Our PNG encoder must give the same pixels as Cairo's own writer, translucent ones included.
@Suite struct PNGEncoderTests {
    @Test(arguments: ["shadow-shape", "gradient-kinds", "color-forms", "text-hangul"])
    func decodesToCairosPixels(_ name: String) throws {
        let document = try Fixtures.document(name)
        let image = try FrameRenderer(scale: 2).renderImage(document.layers, canvas: document.canvas)
        let ours = try Surface.image(png: try PNGEncoder().encode(image))
        let cairos = try Surface.image(png: try image.pngData())
        let difference = try #require(try ImageDifference.between(ours, cairos))
        #expect(difference.changedPixels == 0, "\(difference)")
    }

    @Test func levelsTradeSizeForSpeedWithoutChangingPixels() throws {
        let document = try Fixtures.document("gradient-kinds")
        let image = try FrameRenderer(scale: 1).renderImage(document.layers, canvas: document.canvas)
        let fast = try PNGEncoder(compressionLevel: 1).encode(image), small = try PNGEncoder(compressionLevel: 9).encode(image)
        #expect(fast.count > small.count)
        let difference = try #require(try ImageDifference.between(try Surface.image(png: fast), try Surface.image(png: small)))
        #expect(difference.changedPixels == 0)
    }
}
