import CairoKit
import EffectModel
import EffectRender
import Foundation

/// A motion diff drawn for review on one page as tall as it needs (PNG, PDF, the picture beside a pull-request
/// comment): the verdict, key frames of both versions with a heat map of what differs, and the changes in a
/// designer's words.
public struct DiffPage {
    /// What is drawn.
    public let review: DiffReview
    /// The page's width, in points.
    public let width: Double
    /// The footer's left text (`effect-export 0.1.0`).
    public let producer: String
    /// The key frames' height at most, in points.
    public let maximumFrameHeight: Double

    static let margin = SheetLayout.margin
    static let bodySize = 9.0
    static let smallSize = 7.5
    static let labelWidth = 64.0
    static let columnShares = [0.2, 0.2, 0.38, 0.13, 0.09]
    /// The changes table's column titles.
    public static let columnTitles = ["When", "Element · property", "Change", "Shows", "On screen"]
    /// Changes and text changes drawn at most, each list ending with how many more the JSON report holds, so that a
    /// diff of thousands of layers is a page an image can hold.
    public static let maximumRows = 250

    /// The page of `review`, `width` points wide (default: the sheet's), its key frames at most `maximumFrameHeight` points tall.
    public init(review: DiffReview, width: Double = SheetLayout.pageWidth, producer: String, maximumFrameHeight: Double = 140) {
        self.review = review
        self.width = width
        self.producer = producer
        self.maximumFrameHeight = maximumFrameHeight
    }

    var content: Double { width - 2 * Self.margin }

    /// The key frames' cell: one column per key frame, the canvas scaled to fit.
    var frameSize: (width: Double, height: Double) {
        let canvas = review.new.document.canvas
        let columns = Double(max(review.keyFrames.count, 1))
        let cell = (content - Self.labelWidth - 8 * (columns - 1)) / columns
        let scale = min(cell / canvas.width, maximumFrameHeight / canvas.height)
        return (canvas.width * scale, canvas.height * scale)
    }

    /// The heights of the rows of the changes table, measured.
    private func rowHeights(_ page: Page) throws(RenderError) -> [Double] {
        try review.diff.changes.prefix(Self.maximumRows).map { change throws(RenderError) in
            var height = 0.0
            for (i, cell) in Self.cells(change).enumerated() {
                height = max(height, try page.height(of: cell, size: Self.bodySize, width: Self.columnShares[i] * content - 6))
            }
            return height + 8
        }
    }

    /// A part of the page that is never split between printed pages.
    enum Block: Hashable {
        /// The title and the verdict.
        case header
        /// The key frames' title and their three rows.
        case keyFrames
        /// The changes table's title.
        case changesTitle
        /// A row of the changes table (index into the changes).
        case change(Int)
        /// The line saying how many more changes the JSON holds.
        case moreChanges
        /// The text changes' title.
        case textTitle
        /// A text change's line (index into the text changes).
        case text(Int)
        /// The line saying how many more text changes the JSON holds.
        case moreText
    }

    /// The page's blocks in order, each with its height in points; `rows` are the changes' measured heights.
    /// `height()`, `draw(on:)` and the printed pages all read these, so that what is drawn and the room made for it agree.
    private func blocks(rows: [Double]) -> [(block: Block, height: Double)] {
        var blocks: [(Block, Double)] = [(.header, 56)]
        if !review.keyFrames.isEmpty { blocks.append((.keyFrames, 20 + 3 * (frameSize.height + 18) + 10)) }
        if !rows.isEmpty {
            blocks.append((.changesTitle, 20 + Self.tableHeaderHeight))
            blocks += rows.enumerated().map { (.change($0.offset), $0.element) }
            if Self.more(review.diff.changes) != nil { blocks.append((.moreChanges, Self.textChangeLine)) }
            // The gap under the table.
            blocks[blocks.count - 1].1 += 10
        }
        if !review.diff.textChanges.isEmpty {
            blocks.append((.textTitle, 20))
            blocks += (0..<min(review.diff.textChanges.count, Self.maximumRows)).map { (.text($0), Self.textChangeLine) }
            if Self.more(review.diff.textChanges) != nil { blocks.append((.moreText, Self.textChangeLine)) }
        }
        return blocks
    }

    /// The changes table's column titles and the rule under them; the first row begins 3 pt below the rule, as each
    /// row after a row's rule.
    private static let tableHeaderHeight = 18.0
    /// A text change's line, in points.
    private static let textChangeLine = 14.0
    /// The footer's height below the content: a gap, its rule, its line.
    private static let footerHeight = 28.0
    /// A printed page's running header (after the first page), in points.
    private static let runningHeaderHeight = 24.0

    /// The height of the page.
    public func height() throws(RenderError) -> Double {
        try height(rows: rowHeights(Page.scratch()))
    }

    private func height(rows: [Double]) -> Double {
        Self.margin + blocks(rows: rows).map(\.height).reduce(0, +) + Self.footerHeight + Self.margin
    }

    /// The key frames' height at most, in points, for the title, the key frames and the footer to fit one page
    /// `pageHeight` tall: how `PrintedDiff` shrinks them on paper.
    static func frameHeight(fitting pageHeight: Double) -> Double {
        (pageHeight - 2 * margin - 56 - footerHeight - 30) / 3 - 18
    }

    /// The blocks of each printed page `pageHeight` points tall: as many as fit above the footer, a block never split
    /// (a page holds at least one); a page that begins inside the changes table repeats its column titles.
    func pages(height pageHeight: Double) throws(RenderError) -> [[Block]] {
        let all = blocks(rows: try rowHeights(Page.scratch()))
        var pages: [[Block]] = [[]]
        var y = Self.margin
        let bottom = pageHeight - Self.margin - Self.footerHeight
        for (block, height) in all {
            if !pages[pages.count - 1].isEmpty, y + height > bottom {
                pages.append([])
                y = Self.margin + Self.runningHeaderHeight
                if case .change = block { y += Self.tableHeaderHeight }
            }
            pages[pages.count - 1].append(block)
            y += height
        }
        return pages
    }

    /// `Touch down at 50 ms`, `Ripple · Scale`, `duration 225 → 300 ms`, `50–350 ms`, `yes`.
    public static func cells(_ change: MotionDiff.Change) -> [String] {
        let shows = change.shows.map { "\(Self.milliseconds($0.lowerBound))–\(Self.milliseconds($0.upperBound)) ms" } ?? "never"
        // Unknown when the review had too many changes to draw each (`DiffReview`'s budget).
        let visible = change.visible.map { $0 ? "yes" : "not visible" } ?? "not drawn"
        return [change.trigger ?? "throughout", "\(change.element) · \(change.propertyTitle)", change.words, shows, visible]
    }

    /// The versions' names: `ripple-mdc` when both have it, else `ripple-mdc → ripple-slow`.
    public static func names(_ review: DiffReview) -> [String] {
        let (old, new) = (review.old.document.name, review.new.document.name)
        return old == new ? [new] : [old, new]
    }

    /// `… and 1750 more (see the JSON report)` under a list longer than `maximumRows`; `nil` for a shorter one.
    static func more<Item>(_ list: [Item]) -> String? {
        list.count > maximumRows ? "… and \(list.count - maximumRows) more (see the JSON report)" : nil
    }

    /// A time to a tenth of a millisecond: `50`, `66.7`.
    static func milliseconds(_ ms: Double) -> String { MotionSpec.number((ms * 10).rounded() / 10) }

    /// `2 changes in motion, from 50 to 350 ms`, `… · none of it shows on screen`, `No change in motion.`
    public static func verdict(_ review: DiffReview) -> String {
        let count = review.diff.changes.count
        guard count > 0 else {
            return review.diff.textChanges.isEmpty ? "No change in motion." : "No change in motion; text changed (below)."
        }
        var text = "\(count) change\(count == 1 ? "" : "s") in motion"
        if let differs = review.diff.differs {
            text += ", from \(milliseconds(differs.lowerBound)) to \(milliseconds(differs.upperBound)) ms"
        }
        if !review.frames.contains(where: { $0.changedPercent > 0 }), !review.diff.changes.contains(where: { $0.visible == true }) {
            text += " · none of it shows on screen"
        }
        return text
    }

    /// Draws the page on `context` from y = 0, all of it, as tall as it needs.
    package func draw(on context: Context) throws(RenderError) {
        let page = Page(context: context)
        let rows = try rowHeights(page)
        try draw(blocks(rows: rows).map(\.block), rows: rows, on: page, from: Self.margin)
        try page.footer(producer: producer, name: Self.names(review).joined(separator: " → "), pageHeight: height(rows: rows), width: width)
    }

    /// Draws printed page `index` of `pages` (`pages(height:)`), `pageHeight` points tall, on `context` from y = 0:
    /// after the first, a running header; the footer numbers the page.
    func draw(page index: Int, of pages: [[Block]], pageHeight: Double, on context: Context) throws(RenderError) {
        let page = Page(context: context)
        let rows = try rowHeights(page)
        var y = Self.margin
        if index > 0 {
            let new = review.new.document
            try page.text(
                "\(new.title ?? new.name): motion diff (continued)", size: 10, weight: .medium, color: Page.Style.secondaryInk, x: Self.margin, y: y)
            y += Self.runningHeaderHeight
            if case .change = pages[index].first {
                try columnTitles(on: page, y: y)
                y += Self.tableHeaderHeight
            }
        }
        try draw(pages[index], rows: rows, on: page, from: y)
        let name = Self.names(review).joined(separator: " → ") + " · page \(index + 1) of \(pages.count)"
        try page.footer(producer: producer, name: name, pageHeight: pageHeight, width: width)
    }

    /// The left edge of each column of the changes table.
    private var columnX: [Double] {
        var x = Self.margin
        return Self.columnShares.map { share in
            defer { x += share * content }
            return x
        }
    }

    /// The changes table's column titles with their top at `y`, and the rule under them.
    private func columnTitles(on page: Page, y: Double) throws(RenderError) {
        for (i, title) in Self.columnTitles.enumerated() {
            try page.text(title, size: Self.smallSize + 0.5, weight: .medium, color: Page.Style.tertiaryInk, x: columnX[i], y: y)
        }
        page.line(
            [Point(Self.margin, y + Self.tableHeaderHeight - 3), Point(Self.margin + content, y + Self.tableHeaderHeight - 3)], Page.Style.rule,
            width: 0.5)
    }

    /// Draws `blocks` one under the other from `top`.
    private func draw(_ blocks: [Block], rows: [Double], on page: Page, from top: Double) throws(RenderError) {
        let heights = Dictionary(self.blocks(rows: rows), uniquingKeysWith: { a, _ in a })
        let left = Self.margin
        var y = top
        let new = review.new.document
        for block in blocks {
            switch block {
            case .header:
                try page.text("\(new.title ?? new.name): motion diff", size: 16, weight: .bold, x: left, y: y)
                try page.text(
                    Self.names(review).joined(separator: " → ") + " · \(Self.verdict(review))", size: Self.bodySize, color: Page.Style.secondaryInk,
                    x: left, y: y + 24, width: content)
            case .keyFrames:
                try drawKeyFrames(on: page, y: y)
            case .changesTitle:
                try page.text("What changed", size: 11, weight: .semibold, x: left, y: y)
                try columnTitles(on: page, y: y + 20)
            case .change(let index):
                let change = review.diff.changes[index]
                for (i, cell) in Self.cells(change).enumerated() {
                    let color = i == 4 && change.visible == false ? Page.Style.note : Page.Style.ink
                    try page.text(
                        cell, size: Self.bodySize, weight: i == 1 ? .medium : .regular, color: color, x: columnX[i], y: y,
                        width: Self.columnShares[i] * content - 6)
                }
                page.line([Point(left, y + rows[index] - 3), Point(left + content, y + rows[index] - 3)], Page.Style.faintFill, width: 0.5)
            case .moreChanges:
                try page.text(
                    Self.more(review.diff.changes) ?? "", size: Self.bodySize, color: Page.Style.secondaryInk, x: left, y: y, width: content)
            case .textTitle:
                try page.text("No visible change: text", size: 11, weight: .semibold, x: left, y: y)
            case .text(let index):
                let text = review.diff.textChanges[index]
                try page.text(
                    "\(text.what): \(text.old ?? "—") → \(text.new ?? "—")", size: Self.bodySize, color: Page.Style.secondaryInk,
                    x: left, y: y, width: content, ellipsized: true)
            case .moreText:
                try page.text(
                    Self.more(review.diff.textChanges) ?? "", size: Self.bodySize, color: Page.Style.secondaryInk, x: left, y: y, width: content)
            }
            y += heights[block] ?? 0
        }
    }

    /// The key frames' title and their rows (before, after, what differs) with their top at `y`.
    private func drawKeyFrames(on page: Page, y top: Double) throws(RenderError) {
        let context = page.context
        let left = Self.margin
        var y = top
        try page.text("Key frames", size: 11, weight: .semibold, x: left, y: y)
        y += 20
        let (w, h) = frameSize
        let columns = Double(review.keyFrames.count)
        let step = (content - Self.labelWidth - w) / max(columns - 1, 1)
        for (row, title) in ["Before", "After", "What differs"].enumerated() {
            try page.text(
                title, size: Self.bodySize, weight: .medium, color: row == 2 ? Page.Style.alert : Page.Style.ink,
                x: left, y: y + 14 + h / 2 - 6)
            for (i, frame) in review.keyFrames.enumerated() {
                let x = left + Self.labelWidth + Double(i) * step
                if row == 0 {
                    try page.text(
                        "\(MotionSpec.number(frame.t * 1000)) ms · \(MotionSpec.number(MotionSpec.rounded(frame.changedPercent, digits: 2)))% changed",
                        size: Self.smallSize, color: Page.Style.secondaryInk, x: x, y: y)
                }
                let image = try row == 0 ? frame.old : row == 1 ? frame.new : frame.heatMap()
                try context.withSavedState { () throws(RenderError) in
                    context.rectangle(x, y + 14, w, h)
                    context.clip()
                    context.translate(x, y + 14)
                    context.scale(w / Double(image.width), h / Double(image.height))
                    let pattern = try RenderError.outsideLayers { () throws(CairoError) in try Pattern.surface(image) }
                    pattern.filterBilinear()
                    context.setSource(pattern)
                    context.paint()
                }
                page.stroke(Rect(x, y + 14, w, h), Page.Style.frameBorder, width: 0.5)
            }
            y += h + 18
        }
    }
}
