import CairoKit
import EffectModel
import EffectRender
import Foundation

/// Renders one frame of a document into the bytes of an SVG, PDF or PNG file.
///
/// `scale` is output pixels per point: the PNG's size, and in SVG and PDF (whose unit is the point)
/// the resolution of the embedded blurred-shadow images. Output is deterministic: the same document,
/// format and scale give the same bytes in a fresh process (Cairo numbers SVG ids process-wide).
public struct FrameRenderer {
    public var scale: Double

    /// The version written into PDF metadata as the creator.
    public static let creator = "effect-export \(EffectExportVersion.current)"

    public init(scale: Double) {
        self.scale = scale
    }

    /// The PNG's size in pixels for a canvas: each side rounded up.
    public func pixelSize(of canvas: EffectDocument.Canvas) -> (width: Int, height: Int) {
        (Int((canvas.width * scale).rounded(.up)), Int((canvas.height * scale).rounded(.up)))
    }

    public func render(_ document: EffectDocument, as format: OutputFormat) throws(ExportError) -> [UInt8] {
        do {
            switch format {
            case .png: return try renderImage(document).pngData()
            case .svg, .pdf: return try renderVector(document, format)
            }
        } catch let error as RenderError {
            throw ExportError(error)
        } catch let error as CairoError {
            throw ExportError(error)
        } catch {
            throw ExportError.render("\(error)")
        }
    }

    /// The frame as an ARGB32 image at `scale`.
    public func renderImage(_ document: EffectDocument) throws -> Surface {
        let size = pixelSize(of: document.canvas)
        let surface = try Surface.image(width: size.width, height: size.height)
        let context = try Context(surface)
        context.scale(scale, scale)
        try LayerRenderer(rasterScale: 1).draw(document.layers, canvas: document.canvas, in: context)
        return surface
    }

    private func renderVector(_ document: EffectDocument, _ format: OutputFormat) throws -> [UInt8] {
        let buffer = ByteBuffer()
        let sink = OutputSink.collecting(into: buffer)
        let canvas = document.canvas
        let surface: Surface = format == .svg
            ? try .svg(width: canvas.width, height: canvas.height, sink: sink)
            : try .pdf(width: canvas.width, height: canvas.height, sink: sink, title: document.title ?? document.name, creator: Self.creator)
        do {
            let context = try Context(surface)
            try LayerRenderer(rasterScale: scale).draw(document.layers, canvas: canvas, in: context)
            if format == .pdf { context.showPage() }
            try context.checkStatus("drawing")
        }
        try surface.finish()
        return buffer.bytes
    }
}
