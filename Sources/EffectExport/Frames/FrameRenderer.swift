import CairoKit
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// Renders frames — the presentation tree at one time — into the bytes of SVG, PDF or PNG files.
///
/// `scale` is output pixels per point: the PNG's size. SVG and PDF are in points; the PDF embeds its blurred
/// shadows as images at `LayerRenderer.vectorShadowScale`, the SVG (`AnimatedSVG.still`) too, at that many
/// pixels per canvas point. The same frame, format and scale always give the same bytes.
public struct FrameRenderer: Sendable {
    /// Output pixels per point: a PNG's size; SVG and PDF are in points.
    public var scale: Double

    /// The version written into PDF metadata as the creator.
    public static let creator = "effect-export \(EffectExportVersion.current)"

    /// A renderer at `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale
    }

    /// The PNG's size in pixels for a canvas: each side rounded up.
    public func pixelSize(of canvas: EffectDocument.Canvas) -> (width: Int, height: Int) {
        (Int(canvas.width * scale, rounding: .up, within: 1...Int(Int32.max)), Int(canvas.height * scale, rounding: .up, within: 1...Int(Int32.max)))
    }

    /// A document's first frame, at t = 0.
    public func render(_ document: EffectDocument, as format: OutputFormat) throws(ExportError) -> [UInt8] {
        try render(
            Sampler(scene: try Self.scene(document)).layers(at: 0), canvas: document.canvas,
            title: document.title ?? document.name, as: format)
    }

    /// The scene of a document, its clock run to `horizon` (default: the end of the review window), keeping what
    /// can show at or after `keepingFrom` (default: everything).
    public static func scene(_ document: EffectDocument, horizon: Double? = nil, keepingFrom: Double = -.infinity) throws(ExportError) -> Scene {
        do {
            return try Scene(document: document, horizon: horizon, keepingFrom: keepingFrom)
        } catch {
            throw .clock(error)
        }
    }

    /// One frame's layers (and fingertips, if given) as a file's bytes.
    public func render(
        _ layers: [Layer], canvas: EffectDocument.Canvas, title: String, as format: OutputFormat,
        touches: TouchOverlay.Marks? = nil
    ) throws(ExportError) -> [UInt8] {
        switch format {
        case .png:
            let image = try ExportError.catching { () throws(RenderError) in try renderImage(layers, canvas: canvas, touches: touches) }
            return try ExportError.catching { () throws(EncodingError) in try PNGEncoder().encode(PixelBuffer(image)) }
        case .svg:
            return try AnimatedSVG.still(layers, canvas: canvas, title: title, touches: touches)
        case .pdf:
            let buffer = ByteBuffer()
            let document = try PDFDocument(canvas: canvas, title: title, sink: .collecting(into: buffer))
            try document.addPage(layers, renderer: self, touches: touches)
            try document.finish()
            return buffer.bytes
        }
    }

    /// The frame as an ARGB32 image at `scale`, with its fingertips.
    package func renderImage(_ layers: [Layer], canvas: EffectDocument.Canvas, touches: TouchOverlay.Marks? = nil) throws(RenderError) -> Surface {
        let size = pixelSize(of: canvas)
        return try LayerRenderer(rasterScale: 1).image(layers, canvas: canvas, width: size.width, height: size.height, scale: scale) {
            touches?.draw(in: $0)
        }
    }

    /// Draws a frame on a vector surface, whose device unit is the point.
    func draw(
        _ layers: [Layer], canvas: EffectDocument.Canvas, on surface: Surface, rasterScale: Double, endPage: Bool = false,
        touches: TouchOverlay.Marks? = nil
    ) throws(RenderError) {
        let context = try RenderError.outsideLayers { () throws(CairoError) in try Context(surface) }
        try LayerRenderer(rasterScale: rasterScale).draw(layers, canvas: canvas, in: context)
        touches?.draw(in: context)
        if endPage { context.showPage() }
        try RenderError.outsideLayers { () throws(CairoError) in try context.checkStatus("drawing") }
    }
}

/// A PDF of one page per frame, written to a sink as pages are added (nothing is held but the page in hand).
package final class PDFDocument {
    private let surface: Surface
    private let canvas: EffectDocument.Canvas

    package init(canvas: EffectDocument.Canvas, title: String, sink: OutputSink) throws(ExportError) {
        self.canvas = canvas
        surface = try ExportError.catching { () throws(CairoError) in
            try Surface.pdf(width: canvas.width, height: canvas.height, sink: sink, title: title, creator: FrameRenderer.creator)
        }
    }

    package func addPage(_ layers: [Layer], renderer: FrameRenderer, touches: TouchOverlay.Marks? = nil) throws(ExportError) {
        try ExportError.catching { () throws(RenderError) in
            try renderer.draw(layers, canvas: canvas, on: surface, rasterScale: LayerRenderer.vectorShadowScale, endPage: true, touches: touches)
        }
    }

    package func finish() throws(ExportError) {
        try ExportError.catching { () throws(CairoError) in try surface.finish() }
    }
}
