import CairoKit
import EffectCompositions
import EffectEncoding
import EffectEngine
import EffectModel
import Foundation

/// A paper size for PDF pages, landscape: each page's content is scaled to fit it and centred.
public enum Paper: String, CaseIterable, Sendable {
    case a4, letter

    /// Width and height in points, landscape.
    public var size: (width: Double, height: Double) {
        switch self {
        case .a4: (841.89, 595.28)
        case .letter: (792, 612)
        }
    }

    /// Width and height in points, portrait.
    public var portrait: (width: Double, height: Double) { (size.height, size.width) }
}

/// Renders the contact sheet and the timing-curve page to SVG, PDF or PNG bytes.
///
/// A PDF sheet is the frames page, then the charts on a second page, each on a page of `paper` (scaled to fit);
/// an SVG or PNG sheet is the frames page alone (`effect-export curves` draws the charts). A PNG's two parts
/// (grid, summary) are drawn on two cores.
public enum SheetRenderer {
    /// A part of a page to draw: its height in points and how.
    private struct Part: @unchecked Sendable {
        var height: Double
        var draw: (Context) throws -> Void
    }

    /// The sheet's frames page and, in a PDF, the charts on the next page; or the charts alone (`sheet` nil).
    /// `charts` is made only when it is drawn. `progress` after each frame of the sheet drawn.
    public static func render(sheet: ContactSheet?, title: String, charts makeCharts: () -> CurveCharts, format: OutputFormat, scale: Double,
                              paper: Paper = .a4, progress: ((Int) -> Void)? = nil) throws(ExportError) -> [UInt8] {
        var parts: [Part] = []
        // On images the device space is already in pixels: shadows rasterise at 1 per device unit.
        var sheet = sheet
        if format == .png { sheet?.rasterScale = 1 }
        if let sheet {
            if format == .png {
                parts.append(Part(height: sheet.layout.gridPartHeight) { try sheet.drawGridPart(on: $0, progress: progress) })
                parts.append(Part(height: sheet.layout.summaryPartHeight) { try sheet.drawSummaryPart(on: $0) })
            } else {
                parts.append(Part(height: sheet.layout.pageHeight) { try sheet.drawPage(on: $0, progress: progress) })
            }
        }
        if sheet == nil || format == .pdf {
            let charts = makeCharts()
            parts.append(Part(height: charts.height) { try charts.draw(on: $0) })
        }
        let width = SheetLayout.pageWidth
        do {
            switch format {
            case .pdf:
                let buffer = ByteBuffer()
                let page = paper.size
                let surface = try Surface.pdf(width: page.width, height: page.height, sink: .collecting(into: buffer),
                                              title: title, creator: FrameRenderer.creator)
                let context = try Context(surface)
                for part in parts {
                    // Scaled to fit the paper (never enlarged), centred.
                    let fit = min(1, page.width / width, page.height / part.height)
                    try context.withSavedState { () throws in
                        context.translate((page.width - width * fit) / 2, (page.height - part.height * fit) / 2)
                        context.scale(fit, fit)
                        try part.draw(context)
                    }
                    context.showPage()
                }
                try context.checkStatus("drawing the sheet")
                try surface.finish()
                return buffer.bytes
            case .svg:
                let buffer = ByteBuffer()
                let surface = try Surface.svg(width: width, height: parts.map(\.height).reduce(0, +), sink: .collecting(into: buffer))
                try stack(parts, on: try Context(surface))
                try surface.finish()
                return SVGIdentifiers.renumbered(buffer.bytes)
            case .png:
                // Each part drawn on its own core into its own image, then encoded as one (libdeflate's level 6:
                // on the benchmark sheet it is faster than its level 1, 14 ms against 26, and smaller).
                let images = PartImages(count: parts.count)
                let drawn = parts
                DispatchQueue.concurrentPerform(iterations: drawn.count) { index in
                    images.set(index, Result { try Self.image(drawn[index], width: width, scale: scale) })
                }
                return try PNGEncoder().encode(stacking: try images.all().map { PixelBuffer($0) })
            }
        } catch {
            throw ExportError(error)
        }
    }

    /// One part as an image at `scale`; its height rounded to whole pixels.
    private static func image(_ part: Part, width: Double, scale: Double) throws -> Surface {
        let surface = try Surface.image(width: Int(width * scale, rounding: .up, within: 1...Int(Int32.max)),
                                        height: Int(part.height * scale, rounding: .up, within: 1...Int(Int32.max)))
        let context = try Context(surface)
        context.scale(scale, scale)
        try part.draw(context)
        try context.checkStatus("drawing the sheet")
        return surface
    }

    /// Draws the parts one below the other.
    private static func stack(_ parts: [Part], on context: Context) throws {
        var y = 0.0
        for part in parts {
            try context.withSavedState { () throws in
                context.translate(0, y)
                try part.draw(context)
            }
            y += part.height
        }
        try context.checkStatus("drawing the sheet")
    }
}

/// The images of a page's parts, drawn in parallel.
private final class PartImages: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Surface, Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Surface, Error>) { lock.withLock { results[index] = result } }

    func all() throws -> [Surface] { try lock.withLock { try results.map { try $0!.get() } } }
}
