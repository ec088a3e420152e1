import CairoKit
import EffectEncoding
import EffectRender

/// Pages the compositions draw (a spec, a sheet, a diff), as a file's bytes: a PDF of numbered pages, one SVG page,
/// one PNG page. `what` names the drawing in messages ("spec", "diff", "sheet").
enum DrawnPages {
    /// `count` pages of `width` × `height` points, page `index` drawn by `draw(index, context)`, as a PDF titled `title`.
    static func pdf(
        width: Double, height: Double, title: String, what: String, count: Int = 1, draw: (Int, Context) throws(RenderError) -> Void
    ) throws(ExportError) -> [UInt8] {
        let buffer = ByteBuffer()
        let (surface, context) = try ExportError.catching { () throws(CairoError) in
            let surface = try Surface.pdf(width: width, height: height, sink: .collecting(into: buffer), title: title, creator: FrameRenderer.creator)
            return (surface, try Context(surface))
        }
        for index in 0..<count {
            try ExportError.catching { () throws(RenderError) in try draw(index, context) }
            context.showPage()
        }
        try ExportError.catching { () throws(CairoError) in
            try context.checkStatus("drawing the \(what)")
            try surface.finish()
        }
        return buffer.bytes
    }

    /// One page of `width` × `height` points drawn by `draw`, as an SVG whose identifiers are numbered in order and
    /// whose translucent groups are drawn at their `opacity`, without masks (`SVGOpacityMasks`).
    static func svg(width: Double, height: Double, what: String, draw: (Context) throws(RenderError) -> Void) throws(ExportError) -> [UInt8] {
        let buffer = ByteBuffer()
        let (surface, context) = try ExportError.catching { () throws(CairoError) in
            let surface = try Surface.svg(width: width, height: height, sink: .collecting(into: buffer))
            return (surface, try Context(surface))
        }
        try ExportError.catching { () throws(RenderError) in try draw(context) }
        try ExportError.catching { () throws(CairoError) in
            try context.checkStatus("drawing the \(what)")
            try surface.finish()
        }
        return SVGIdentifiers.renumbered(SVGOpacityMasks.asOpacity(buffer.bytes))
    }

    /// One page of `width` × `height` points drawn by `draw` on white, as PNG at `scale` pixels a point; refused
    /// before drawing when the image would be too large.
    static func png(width: Double, height: Double, scale: Double, what: String, draw: (Context) throws(RenderError) -> Void) throws(ExportError)
        -> [UInt8]
    {
        try ExportError.catching { () throws(WorkBudget.Exceeded) in
            try WorkBudget.check(image: width * scale, height * scale, what: "PNG \(what)", remedy: "use a lower --scale, or PDF")
        }
        let image = try ExportError.catching { () throws(RenderError) in
            try self.image(width: width, height: height, scale: scale, what: what) { context throws(RenderError) in
                context.setSource(red: 1, green: 1, blue: 1, alpha: 1)
                context.paint()
                try draw(context)
            }
        }
        return try ExportError.catching { () throws(EncodingError) in try PNGEncoder().encode(PixelBuffer(image)) }
    }

    /// One page of `width` × `height` points drawn by `draw`, as an ARGB32 image at `scale` pixels a point, each side
    /// rounded up to whole pixels.
    static func image(width: Double, height: Double, scale: Double, what: String, draw: (Context) throws(RenderError) -> Void) throws(RenderError)
        -> Surface
    {
        let (surface, context) = try RenderError.outsideLayers { () throws(CairoError) in
            let surface = try Surface.image(
                width: Int(width * scale, rounding: .up, within: 1...Int(Int32.max)),
                height: Int(height * scale, rounding: .up, within: 1...Int(Int32.max)))
            return (surface, try Context(surface))
        }
        context.scale(scale, scale)
        try draw(context)
        try RenderError.outsideLayers { () throws(CairoError) in try context.checkStatus("drawing the \(what)") }
        return surface
    }
}
