import CairoKit
import EffectCompositions
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// A paper size for PDF pages, landscape; the review's pages are printed at 100 % of its width (`PrintedReview`).
public enum Paper: String, CaseIterable, Sendable {
    /// ISO A4: 841.89 × 595.28 pt landscape.
    case a4
    /// US Letter: 792 × 612 pt landscape.
    case letter

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
/// A PDF is printed (`PrintedReview`): the motion spec, then the key frames, the onion skin and motion paths and the
/// charts, on as many pages of `paper` as they need, legible at 100 %. An SVG or PNG sheet is the frames page alone
/// (`effect-export curves` draws the charts, headed by the spec). A PNG's parts are drawn on two cores.
public enum SheetRenderer {
    /// The design-review sheet of `document` as `effect-export sheet` writes it by default (its key frames by what is
    /// seen, the spec and the charts): a PDF on `paper`, or an SVG or PNG (`scale` pixels a point) of the frames page.
    /// What a Swift program that recorded an effect with EffectKit calls to print its review.
    public static func reviewSheet(of document: EffectDocument, format: OutputFormat = .pdf, scale: Double = 2, paper: Paper = .a4)
        throws(ExportError) -> [UInt8]
    {
        let scene = try FrameRenderer.scene(document)
        let cells = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        let producer = FrameRenderer.creator
        let sheet = ContactSheet(document: document, scene: scene, frames: cells, columns: cells.count > 24 ? 10 : 4, producer: producer)
        let title = document.title ?? document.name
        return try render(
            sheet: sheet, spec: MotionSpec(scene: scene, document: document), title: title,
            charts: {
                CurveCharts(title: title, name: document.name, scene: scene, frameTimes: cells.map(\.time), producer: producer)
            }, format: format, scale: scale, paper: paper)
    }

    /// A part of a page to draw: its height in points and how.
    private struct Part: @unchecked Sendable {
        var height: Double
        var draw: (Context) throws(RenderError) -> Void
    }

    /// The sheet's frames page and, in a PDF, the charts on the next page; or the charts alone (`sheet` nil).
    /// `charts` is made only when it is drawn. `progress` after each frame of the sheet drawn.
    public static func render(
        sheet: ContactSheet?, spec: MotionSpec?, title: String, charts makeCharts: () -> CurveCharts, format: OutputFormat,
        scale: Double, paper: Paper = .a4, progress: ((Int) -> Void)? = nil
    ) throws(ExportError) -> [UInt8] {
        // On images the device space is already in pixels: shadows rasterise at 1 per device unit.
        var sheet = sheet
        if format == .png { sheet?.rasterScale = 1 }
        if format == .pdf {
            // Printed: its own pages.
            return try print(sheet: sheet, spec: spec, title: title, charts: makeCharts(), paper: paper)
        }
        let parts = try parts(sheet: sheet, spec: spec, charts: makeCharts, format: format, progress: progress)
        let width = SheetLayout.pageWidth
        if format == .svg {
            return try DrawnPages.svg(width: width, height: parts.map(\.height).reduce(0, +), what: "sheet") { context throws(RenderError) in
                try stack(parts, on: context)
            }
        }
        // Each part drawn on its own core into its own image, then encoded as one (libdeflate's level 6: on the
        // benchmark sheet it is faster than its level 1, 14 ms against 26, and smaller).
        let images = ConcurrentSlots<Result<PixelBuffer, RenderError>>(count: parts.count)
        let drawn = parts
        DispatchQueue.concurrentPerform(iterations: drawn.count) { index in
            let part = drawn[index]
            images.fill(
                index,
                with: Result { () throws(RenderError) in
                    PixelBuffer(try DrawnPages.image(width: width, height: part.height, scale: scale, what: "sheet", draw: part.draw))
                })
        }
        let pixels = try images.filled.map { result throws(ExportError) in try ExportError.catching { () throws(RenderError) in try result.get() } }
        return try ExportError.catching { () throws(EncodingError) in try PNGEncoder().encode(stacking: pixels) }
    }

    /// The parts stacked on the page: the sheet's grid and summary (apart on a PNG, for drawing on two cores) or its
    /// page; without a sheet, the spec's page without its footer, then the charts.
    private static func parts(
        sheet: ContactSheet?, spec: MotionSpec?, charts makeCharts: () -> CurveCharts, format: OutputFormat, progress: ((Int) -> Void)?
    ) throws(ExportError) -> [Part] {
        var parts: [Part] = []
        if let sheet {
            if format == .png {
                let grid = Part(height: sheet.layout.gridPartHeight) { context throws(RenderError) in
                    try sheet.drawGridPart(on: context, progress: progress)
                }
                let summary = Part(height: sheet.layout.summaryPartHeight) { context throws(RenderError) in
                    try sheet.drawSummaryPart(on: context)
                }
                parts += [grid, summary]
            } else {
                let page = Part(height: sheet.layout.pageHeight) { context throws(RenderError) in
                    try sheet.drawPage(on: context, progress: progress)
                }
                parts.append(page)
            }
        } else {
            if let spec {
                let page = try SpecRenderer.page(spec, width: SheetLayout.pageWidth)
                // Without its footer: the charts below end the page.
                let height = page.height - SheetLayout.footerHeight - SheetLayout.margin
                parts.append(
                    Part(height: height) { context throws(RenderError) in
                        Self.paintPaper(context, height: height)
                        try page.draw(on: context, footer: false)
                    })
            }
            let charts = makeCharts()
            parts.append(Part(height: charts.height) { context throws(RenderError) in try charts.draw(on: context) })
        }
        return parts
    }

    /// The review printed on pages of `paper` at 100 % of its width, each numbered.
    private static func print(sheet: ContactSheet?, spec: MotionSpec?, title: String, charts: CurveCharts, paper: Paper) throws(ExportError)
        -> [UInt8]
    {
        let review = try ExportError.catching { () throws(RenderError) in
            try PrintedReview(
                title: title, name: sheet?.name ?? charts.name, producer: FrameRenderer.creator, paper: paper.size,
                spec: spec, sheet: sheet, charts: charts)
        }
        return try DrawnPages.pdf(width: paper.size.width, height: paper.size.height, title: title, what: "sheet", count: review.pageCount) {
            index, context throws(RenderError) in try review.draw(page: index, on: context)
        }
    }

    private static func paintPaper(_ context: Context, height: Double) {
        let paper = Palette.current.paper
        context.setSource(red: paper.red, green: paper.green, blue: paper.blue, alpha: 1)
        context.rectangle(0, 0, SheetLayout.pageWidth, height)
        context.fill()
    }

    /// Draws the parts one below the other.
    private static func stack(_ parts: [Part], on context: Context) throws(RenderError) {
        var y = 0.0
        for part in parts {
            try context.withSavedState { () throws(RenderError) in
                context.translate(0, y)
                try part.draw(context)
            }
            y += part.height
        }
    }
}
