import CairoKit
import EffectModel
import EffectSampling
import Foundation

/// The timing-curve page: every animated key path of every layer over the document's time, then every
/// animation's timing function or spring.
public struct CurveCharts {
    public var title: String
    public var name: String
    public var curves: CurveSet
    public var duration: Double

    static let width = ContactSheet.pageWidth
    static let margin = ContactSheet.margin
    static let headerHeight = 46.0
    static let chartGap = 22.0
    static let curveSize = 118.0
    static let curvesPerRow = 5

    public init(title: String, name: String, curves: CurveSet, duration: Double) {
        self.title = title
        self.name = name
        self.curves = curves
        self.duration = duration
    }

    var curveRows: Int { (curves.timingCurves.count + Self.curvesPerRow - 1) / Self.curvesPerRow }

    public var height: Double {
        Self.margin + Self.headerHeight + curves.charts.map { ChartDrawing.height(of: $0) + Self.chartGap }.reduce(0, +)
            + 24 + Double(curveRows) * ChartDrawing.curveRowHeight(size: Self.curveSize) + ContactSheet.footerHeight + Self.margin
    }

    func draw(on context: Context) throws {
        let page = Page(context: context)
        let drawing = ChartDrawing(page: page)
        page.fill(Rect(0, 0, Self.width, height), .white)
        let contentWidth = Self.width - 2 * Self.margin
        var y = Self.margin
        try page.text("\(title) — timing curves", size: 16, weight: "Bold", x: Self.margin, y: y)
        try page.text("presentation values over \(ContactSheet.milliseconds(duration)) ms; bars: each animation's legs (the way back of a cycle darker) and fill holds (thin); dots: sampled frames; red: jumps",
                      size: 9, color: Page.Style.secondaryInk, x: Self.margin, y: y + 22, width: contentWidth)
        y += Self.headerHeight
        if curves.charts.isEmpty {
            try page.text("No animated key paths.", size: 10, color: Page.Style.secondaryInk, x: Self.margin, y: y)
        }
        for chart in curves.charts {
            try drawing.draw(chart, in: Rect(Self.margin, y, contentWidth, ChartDrawing.height(of: chart)), duration: duration)
            y += ChartDrawing.height(of: chart) + Self.chartGap
        }
        try page.text("Timing functions and springs", size: 11, weight: "Semi-Bold", x: Self.margin, y: y)
        y += 24
        let spacing = (contentWidth - Double(Self.curvesPerRow) * Self.curveSize) / Double(Self.curvesPerRow - 1)
        for (index, curve) in curves.timingCurves.enumerated() {
            let (row, column) = (index / Self.curvesPerRow, index % Self.curvesPerRow)
            try drawing.draw(curve, at: Point(Self.margin + Double(column) * (Self.curveSize + spacing),
                                              y + Double(row) * ChartDrawing.curveRowHeight(size: Self.curveSize)), size: Self.curveSize)
        }
        let footer = height - Self.margin - 10
        page.line([Point(Self.margin, footer - 8), Point(Self.margin + contentWidth, footer - 8)], Page.Style.rule, width: 0.5)
        try page.text("effect-export \(EffectExportVersion.current)", size: 8.5, color: Page.Style.tertiaryInk, x: Self.margin, y: footer)
        try page.text(name, size: 8.5, color: Page.Style.tertiaryInk, x: Self.margin + contentWidth, y: footer, alignment: .right)
    }
}

/// Renders sheets and chart pages to SVG, PDF or PNG bytes.
public enum CompositionRenderer {
    /// A page to draw: its height in points and how.
    struct Part: @unchecked Sendable {
        var height: Double
        var draw: (Context) throws -> Void
    }

    /// The sheet's frames page and, in a PDF, the charts on the next page; or the charts alone (`sheet` nil).
    /// `charts` is made only when it is drawn.
    public static func render(sheet: ContactSheet?, title: String, charts makeCharts: () -> CurveCharts, format: OutputFormat, scale: Double,
                              progress: ((Int) -> Void)? = nil) throws(ExportError) -> [UInt8] {
        var parts: [Part] = []
        // On images the device space is already in pixels: shadows rasterise at 1 per device unit.
        var sheet = sheet
        if format == .png { sheet?.rasterScale = 1 }
        if let sheet {
            if format == .png {
                // Two parts of the frames page, drawn on two cores.
                parts.append(Part(height: sheet.gridPartHeight) { try sheet.drawGridPart(on: $0, progress: progress) })
                parts.append(Part(height: sheet.summaryPartHeight) { try sheet.drawSummaryPart(on: $0) })
            } else {
                parts.append(Part(height: sheet.framesPageHeight) { try sheet.drawFramesPage(on: $0, progress: progress) })
            }
        }
        // A PDF sheet carries its charts on the following page; an SVG or PNG sheet is the frames page alone
        // (`effect-export curves` draws the charts).
        if sheet == nil || format == .pdf {
            let charts = makeCharts()
            parts.append(Part(height: charts.height) { try charts.draw(on: $0) })
        }
        let width = ContactSheet.pageWidth
        do {
            switch format {
            case .pdf:
                let buffer = ByteBuffer()
                let surface = try Surface.pdf(width: width, height: parts[0].height, sink: .collecting(into: buffer),
                                              title: title, creator: FrameRenderer.creator)
                let context = try Context(surface)
                for part in parts {
                    surface.setPDFPageSize(width: width, height: part.height)
                    try part.draw(context)
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
                // Each part drawn on its own core into its own image, then encoded as one (zlib level 1:
                // sheets are mostly flat, and level 6 would double the encoding time for 20 % fewer bytes).
                let images = PartImages(count: parts.count)
                let drawn = parts
                DispatchQueue.concurrentPerform(iterations: drawn.count) { index in
                    images.set(index, Result { try Self.image(drawn[index], width: width, scale: scale) })
                }
                return try PNGEncoder(compressionLevel: 1).encode(stacking: try images.all())
            }
        } catch let error as ExportError {
            throw error
        } catch {
            throw .render("\(error)")
        }
    }

    /// One part as an image at `scale`; its height rounded to whole pixels.
    private static func image(_ part: Part, width: Double, scale: Double) throws -> Surface {
        let surface = try Surface.image(width: Int((width * scale).rounded(.up)), height: Int((part.height * scale).rounded(.up)))
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
