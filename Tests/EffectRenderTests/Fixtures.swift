import CairoKit
import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import _EffectTestSupport

@testable import EffectRender

extension Fixtures {
    static func document(_ name: String) throws -> EffectDocument {
        try EffectDocument(contentsOf: url(name))
    }
}

/// Frames drawn by the renderer itself, as the PNG, SVG and PDF outputs draw them (EffectExport's `FrameRenderer`
/// adds the file formats and fingertips).
enum Frames {
    /// The layers on an image of `scale` pixels per point, blurred shadows at the image's own resolution.
    static func image(_ layers: [Layer], canvas: EffectDocument.Canvas, scale: Double = 2) throws -> Surface {
        try LayerRenderer(rasterScale: 1).image(
            layers, canvas: canvas, width: Int((canvas.width * scale).rounded(.up)), height: Int((canvas.height * scale).rounded(.up)), scale: scale)
    }

    /// The image as PNG bytes.
    static func png(_ layers: [Layer], canvas: EffectDocument.Canvas, scale: Double = 2) throws -> [UInt8] {
        try image(layers, canvas: canvas, scale: scale).pngData()
    }

    /// The layers on a PDF page in points, blurred shadows embedded at `LayerRenderer.vectorShadowScale`, as
    /// vector outputs draw them (a PDF's bytes are the same on every run; Cairo's SVG numbers its ids per process).
    static func vector(_ layers: [Layer], canvas: EffectDocument.Canvas) throws -> [UInt8] {
        let buffer = ByteBuffer()
        let surface = try Surface.pdf(width: canvas.width, height: canvas.height, sink: .collecting(into: buffer), title: "frame", creator: "tests")
        let context = try Context(surface)
        try LayerRenderer(rasterScale: LayerRenderer.vectorShadowScale).draw(layers, canvas: canvas, in: context)
        context.showPage()
        try surface.finish()
        return buffer.bytes
    }
}

extension GoldenImage {
    /// Renders `document` at `t` seconds (scale 2) and compares it with the reference `suite/name`.
    func verifyFrame(of document: EffectDocument, at t: Double, suite: String, name: String) throws -> String? {
        let scene = try Scene(document: document)
        return verify(try Frames.png(Sampler(scene: scene).layers(at: t), canvas: scene.canvas), suite: suite, name: name)
    }
}
