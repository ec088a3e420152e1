import CairoKit
import EffectCompositions
import EffectEncoding
import EffectModel

/// Draws the motion spec: a PDF on portrait pages of its paper at 100 % (as many as it needs, each numbered),
/// or one page 842 pt wide as SVG or PNG.
public enum SpecRenderer {
    /// The spec's pages as `format`: PDF on `paper`, SVG or PNG (at `scale` pixels per point) one page 842 pt wide.
    public static func render(_ spec: MotionSpec, format: OutputFormat, scale: Double, paper: Paper) throws(ExportError) -> [UInt8] {
        do {
            switch format {
            case .pdf:
                let (width, height) = paper.portrait
                let page = try SpecPage(spec: spec, width: width, producer: FrameRenderer.creator)
                let buffer = ByteBuffer()
                let surface = try Surface.pdf(
                    width: width, height: height, sink: .collecting(into: buffer),
                    title: "\(spec.title): motion spec", creator: FrameRenderer.creator)
                let context = try Context(surface)
                for index in 0..<page.pageCount(height: height) {
                    try page.draw(page: index, height: height, on: context)
                    context.showPage()
                }
                try context.checkStatus("drawing the spec")
                try surface.finish()
                return buffer.bytes
            case .svg:
                let page = try SpecPage(spec: spec, width: SheetLayout.pageWidth, producer: FrameRenderer.creator)
                let buffer = ByteBuffer()
                let surface = try Surface.svg(width: page.width, height: page.height, sink: .collecting(into: buffer))
                let context = try Context(surface)
                try page.draw(on: context)
                try context.checkStatus("drawing the spec")
                try surface.finish()
                return SVGIdentifiers.renumbered(buffer.bytes)
            case .png:
                let page = try SpecPage(spec: spec, width: SheetLayout.pageWidth, producer: FrameRenderer.creator)
                return try StandalonePage.png(width: page.width, height: page.height, scale: scale, what: "PNG spec") { try page.draw(on: $0) }
            }
        } catch let error as WorkBudget.Exceeded {
            throw ExportError(error)
        } catch {
            throw ExportError(error)
        }
    }
}
