import CairoKit
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// The review as printed: pages of a landscape paper at 100 % of its width (never shrunk to fit a page's height):
/// the motion spec, the key frames two or more rows a page, the onion skin and motion paths, then the timing charts.
/// Each page after the first of its part has a running header; every page a footer with its number.
///
/// Content is laid out 842 pt wide (`SheetLayout.pageWidth`) and scaled by `fit` (1 on A4, 0.94 on Letter): text
/// of 7.5 pt stays at least 7 pt on paper.
public struct PrintedReview {
    /// The effect's title, in the running headers.
    public let title: String
    /// The document's name.
    public let name: String
    /// The footer's left text (`effect-export 0.1.0`).
    public let producer: String
    /// Width and height of the paper in points.
    public let paper: (width: Double, height: Double)
    private let spec: SpecPage?
    private let sheet: ContactSheet?
    private let charts: CurveCharts?
    private let pages: [Content]

    /// What one printed page holds.
    private enum Content {
        case spec(Int)
        /// The grid's rows, the first page's with the sheet's header.
        case frames(rows: Range<Int>, first: Bool)
        case summary
        /// Parts of the charts page (`CurveCharts.blocks`), the first page's with its header.
        case charts(blocks: Range<Int>, first: Bool)
    }

    /// Content points to paper points.
    public var fit: Double { Self.fit(paperWidth: paper.width) }
    /// Content points to paper points on a paper `paperWidth` points wide: content 842 pt wide fills it, never enlarged.
    static func fit(paperWidth: Double) -> Double { min(1, paperWidth / SheetLayout.pageWidth) }
    /// The page's height in content points.
    var contentHeight: Double { paper.height / fit }
    static let runningHeaderHeight = 24.0
    /// Where a page's content ends: above the footer.
    var bottom: Double { contentHeight - SheetLayout.margin - SheetLayout.footerHeight }

    /// Paginates the parts given (the spec, the sheet, the charts; any may be absent) on `paper` (width and height in points).
    ///
    /// - Throws: a drawing error from Pango while measuring text.
    public init(
        title: String, name: String, producer: String, paper: (width: Double, height: Double),
        spec: MotionSpec?, sheet: ContactSheet?, charts: CurveCharts?
    ) throws(RenderError) {
        (self.title, self.name, self.producer, self.paper) = (title, name, producer, paper)
        self.spec = try spec.map { spec throws(RenderError) in try SpecPage(spec: spec, width: SheetLayout.pageWidth, producer: producer) }
        self.sheet = sheet?.forPrint()
        self.charts = charts
        var pages: [Content] = []
        let height = paper.height / Self.fit(paperWidth: paper.width)
        let bottom = height - SheetLayout.margin - SheetLayout.footerHeight
        if let page = self.spec {
            pages += (0..<page.pageCount(height: height)).map { .spec($0) }
        }
        if let sheet = self.sheet {
            let layout = sheet.layout
            var row = 0
            var first = true
            while row < layout.rows {
                let top = first ? layout.cell(0).minY : SheetLayout.margin + Self.runningHeaderHeight
                let fitting = max(1, Int(((bottom - top + SheetLayout.gap) / layout.rowHeight).rounded(.down)))
                let end = min(layout.rows, row + fitting)
                pages.append(.frames(rows: row..<end, first: first))
                (row, first) = (end, false)
            }
            pages.append(.summary)
        }
        if let charts {
            let blocks = charts.blocks
            var start = 0
            while start < blocks.count {
                let first = start == 0
                let top = first ? 0 : SheetLayout.margin + Self.runningHeaderHeight
                let offset = top - (first ? 0 : blocks[start].top)
                var end = start + 1
                while end < blocks.count, blocks[end].top + blocks[end].height + offset <= bottom { end += 1 }
                pages.append(.charts(blocks: start..<end, first: first))
                start = end
            }
        }
        self.pages = pages
    }

    /// How many pages it prints on.
    public var pageCount: Int { pages.count }

    /// Draws page `index` on `context`, whose user space is the paper's.
    package func draw(page index: Int, on context: Context) throws(RenderError) {
        try context.withSavedState { () throws(RenderError) in
            context.scale(fit, fit)
            let page = Page(context: context)
            page.fill(Rect(0, 0, SheetLayout.pageWidth, contentHeight), .white)
            switch pages[index] {
            case .spec(let number):
                try spec!.draw(page: number, height: contentHeight, on: context, footer: false)
            case .frames(let rows, let first):
                let sheet = sheet!
                let layout = sheet.layout
                if first { try sheet.drawHeader(on: context) } else { try runningHeader(page, "key frames") }
                let top = first ? layout.cell(0).minY : SheetLayout.margin + Self.runningHeaderHeight
                let sampler = Sampler(scene: sheet.scene)
                try context.withSavedState { () throws(RenderError) in
                    context.translate(0, top - layout.cell(rows.lowerBound * layout.columns).minY)
                    for row in rows { try sheet.drawRow(row, on: page, sampler: sampler) }
                }
            case .summary:
                let sheet = sheet!
                try runningHeader(page, "onion skin and motion paths", continued: false)
                try context.withSavedState { () throws(RenderError) in
                    context.translate(0, SheetLayout.margin + Self.runningHeaderHeight)
                    try sheet.drawSummaryPart(on: context, footer: false)
                }
            case .charts(let blocks, let first):
                let charts = charts!
                if !first { try runningHeader(page, "timing curves") }
                let all = charts.blocks
                let offset = first ? 0 : SheetLayout.margin + Self.runningHeaderHeight - all[blocks.lowerBound].top
                try context.withSavedState { () throws(RenderError) in
                    context.translate(0, offset)
                    for block in blocks { try charts.drawBlock(block, on: context) }
                }
            }
            try page.footer(producer: producer, name: "\(name) · page \(index + 1) of \(pages.count)", pageHeight: contentHeight)
        }
    }

    private func runningHeader(_ page: Page, _ part: String, continued: Bool = true) throws(RenderError) {
        try page.text(
            "\(title) — \(part)" + (continued ? " (continued)" : ""), size: 10, weight: .medium, color: Page.Style.secondaryInk,
            x: SheetLayout.margin, y: SheetLayout.margin)
    }
}
