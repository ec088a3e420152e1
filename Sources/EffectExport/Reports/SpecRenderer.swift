import CairoKit
import EffectCompositions
import EffectModel
import EffectRender

/// Draws the motion spec: a PDF on portrait pages of its paper at 100 % (as many as it needs, each numbered),
/// or one page 842 pt wide as SVG or PNG.
public enum SpecRenderer {
    /// The spec's pages as `format`: PDF on `paper`, SVG or PNG (at `scale` pixels per point) one page 842 pt wide.
    public static func render(_ spec: MotionSpec, format: OutputFormat, scale: Double, paper: Paper) throws(ExportError) -> [UInt8] {
        switch format {
        case .pdf:
            let (width, height) = paper.portrait
            let page = try Self.page(spec, width: width)
            return try DrawnPages.pdf(
                width: width, height: height, title: "\(spec.title): motion spec", what: "spec", count: page.pageCount(height: height)
            ) { index, context throws(RenderError) in
                try page.draw(page: index, height: height, on: context)
            }
        case .svg:
            let page = try Self.page(spec, width: SheetLayout.pageWidth)
            return try DrawnPages.svg(width: page.width, height: page.height, what: "spec") { context throws(RenderError) in
                try page.draw(on: context)
            }
        case .png:
            let page = try Self.page(spec, width: SheetLayout.pageWidth)
            return try DrawnPages.png(width: page.width, height: page.height, scale: scale, what: "spec") { context throws(RenderError) in
                try page.draw(on: context)
            }
        }
    }

    /// The spec laid out on pages `width` points wide.
    static func page(_ spec: MotionSpec, width: Double) throws(ExportError) -> SpecPage {
        try ExportError.catching { () throws(RenderError) in try SpecPage(spec: spec, width: width, producer: FrameRenderer.creator) }
    }
}
