import CairoKit
import EffectCompositions
import EffectEncoding
import EffectEngine
import EffectModel
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
        var draw: (Context) throws -> Void
    }

    /// The sheet's frames page and, in a PDF, the charts on the next page; or the charts alone (`sheet` nil).
    /// `charts` is made only when it is drawn. `progress` after each frame of the sheet drawn.
    public static func render(
        sheet: ContactSheet?, spec: MotionSpec?, title: String, charts makeCharts: () -> CurveCharts, format: OutputFormat,
        scale: Double, paper: Paper = .a4, progress: ((Int) -> Void)? = nil
    ) throws(ExportError) -> [UInt8] {
        var parts: [Part] = []
        // On images the device space is already in pixels: shadows rasterise at 1 per device unit.
        var sheet = sheet
        if format == .png { sheet?.rasterScale = 1 }
        do {
            if format == .pdf {
                // Printed: its own pages.
            } else if let sheet {
                if format == .png {
                    parts.append(Part(height: sheet.layout.gridPartHeight) { try sheet.drawGridPart(on: $0, progress: progress) })
                    parts.append(Part(height: sheet.layout.summaryPartHeight) { try sheet.drawSummaryPart(on: $0) })
                } else {
                    parts.append(Part(height: sheet.layout.pageHeight) { try sheet.drawPage(on: $0, progress: progress) })
                }
            } else {
                if let spec {
                    let page = try SpecPage(spec: spec, width: SheetLayout.pageWidth, producer: FrameRenderer.creator)
                    // Without its footer: the charts below end the page.
                    let height = page.height - SheetLayout.footerHeight - SheetLayout.margin
                    parts.append(
                        Part(height: height) { context in
                            Self.paintPaper(context, height: height)
                            try page.draw(on: context, footer: false)
                        })
                }
                let charts = makeCharts()
                parts.append(Part(height: charts.height) { try charts.draw(on: $0) })
            }
        } catch {
            throw ExportError(error)
        }
        let width = SheetLayout.pageWidth
        do {
            switch format {
            case .pdf:
                return try print(sheet: sheet, spec: spec, title: title, charts: makeCharts(), paper: paper)
            case .svg:
                let buffer = ByteBuffer()
                let surface = try Surface.svg(width: width, height: parts.map(\.height).reduce(0, +), sink: .collecting(into: buffer))
                try stack(parts, on: try Context(surface))
                try surface.finish()
                return SVGIdentifiers.renumbered(buffer.bytes)
            case .png:
                // Each part drawn on its own core into its own image, then encoded as one (libdeflate's level 6:
                // on the benchmark sheet it is faster than its level 1, 14 ms against 26, and smaller).
                let images = ConcurrentSlots<Result<PixelBuffer, any Error>>(count: parts.count)
                let drawn = parts
                DispatchQueue.concurrentPerform(iterations: drawn.count) { index in
                    images.fill(index, with: Result { PixelBuffer(try Self.image(drawn[index], width: width, scale: scale)) })
                }
                return try PNGEncoder().encode(stacking: try images.filled.map { try $0.get() })
            }
        } catch {
            throw ExportError(error)
        }
    }

    /// The review printed on pages of `paper` at 100 % of its width, each numbered.
    private static func print(sheet: ContactSheet?, spec: MotionSpec?, title: String, charts: CurveCharts, paper: Paper) throws(ExportError)
        -> [UInt8]
    {
        do {
            let review = try PrintedReview(
                title: title, name: sheet?.name ?? charts.name, producer: FrameRenderer.creator, paper: paper.size,
                spec: spec, sheet: sheet, charts: charts)
            let buffer = ByteBuffer()
            let surface = try Surface.pdf(
                width: paper.size.width, height: paper.size.height, sink: .collecting(into: buffer),
                title: title, creator: FrameRenderer.creator)
            let context = try Context(surface)
            for index in 0..<review.pageCount {
                try review.draw(page: index, on: context)
                context.showPage()
            }
            try context.checkStatus("drawing the sheet")
            try surface.finish()
            return buffer.bytes
        } catch {
            throw ExportError(error)
        }
    }

    private static func paintPaper(_ context: Context, height: Double) {
        let paper = Palette.current.paper
        context.setSource(red: paper.red, green: paper.green, blue: paper.blue, alpha: 1)
        context.rectangle(0, 0, SheetLayout.pageWidth, height)
        context.fill()
    }

    /// One part as an image at `scale`; its height rounded to whole pixels.
    private static func image(_ part: Part, width: Double, scale: Double) throws -> Surface {
        let surface = try Surface.image(
            width: Int(width * scale, rounding: .up, within: 1...Int(Int32.max)),
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
