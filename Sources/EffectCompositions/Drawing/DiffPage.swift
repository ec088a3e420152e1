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

    /// The page of `review`, `width` points wide (default: the sheet's).
    public init(review: DiffReview, width: Double = SheetLayout.pageWidth, producer: String) {
        self.review = review
        self.width = width
        self.producer = producer
    }

    var content: Double { width - 2 * Self.margin }

    /// The key frames' cell: one column per key frame, the canvas scaled to fit.
    var frameSize: (width: Double, height: Double) {
        let canvas = review.new.document.canvas
        let columns = Double(max(review.keyFrames.count, 1))
        let cell = (content - Self.labelWidth - 8 * (columns - 1)) / columns
        let scale = min(cell / canvas.width, 140 / canvas.height)
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

    /// The heights of the page's parts, in points, which `height()` and `draw(on:)` both read, so that the footer
    /// lies below what is drawn: the title and verdict; the key frames; the changes table (its title, the column
    /// titles over their rule, the rows, and a gap); the text changes, a line each.
    private func partHeights(rows: [Double]) -> (header: Double, keyFrames: Double, changes: Double, textChanges: Double) {
        (
            header: 56,
            keyFrames: review.keyFrames.isEmpty ? 0 : 20 + 3 * (frameSize.height + 18) + 10,
            changes: rows.isEmpty
                ? 0 : 20 + Self.tableHeaderHeight + rows.reduce(0, +) + (Self.more(review.diff.changes) == nil ? 0 : Self.textChangeLine) + 10,
            textChanges: review.diff.textChanges.isEmpty
                ? 0
                : 20 + Double(min(review.diff.textChanges.count, Self.maximumRows) + (Self.more(review.diff.textChanges) == nil ? 0 : 1))
                    * Self.textChangeLine
        )
    }

    /// The changes table's column titles and the rule under them; the first row begins 3 pt below the rule, as each
    /// row after a row's rule.
    private static let tableHeaderHeight = 18.0
    /// A text change's line, in points.
    private static let textChangeLine = 14.0
    /// The footer's height below the content: a gap, its rule, its line.
    private static let footerHeight = 28.0

    /// The height of the page.
    public func height() throws(RenderError) -> Double {
        try height(rows: rowHeights(Page.scratch()))
    }

    private func height(rows: [Double]) -> Double {
        let parts = partHeights(rows: rows)
        return Self.margin + parts.header + parts.keyFrames + parts.changes + parts.textChanges + Self.footerHeight + Self.margin
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

    /// Draws the page on `context` from y = 0.
    package func draw(on context: Context) throws(RenderError) {
        let page = Page(context: context)
        let rows = try rowHeights(page)
        let parts = partHeights(rows: rows)
        let left = Self.margin
        var y = Self.margin
        let new = review.new.document
        try page.text("\(new.title ?? new.name): motion diff", size: 16, weight: "Bold", x: left, y: y)
        try page.text(
            Self.names(review).joined(separator: " → ") + " · \(Self.verdict(review))", size: Self.bodySize, color: Page.Style.secondaryInk, x: left,
            y: y + 24,
            width: content)
        y += parts.header
        if !review.keyFrames.isEmpty {
            try page.text("Key frames", size: 11, weight: "Semibold", x: left, y: y)
            y += 20
            let (w, h) = frameSize
            let columns = Double(review.keyFrames.count)
            let step = (content - Self.labelWidth - w) / max(columns - 1, 1)
            for (row, title) in ["Before", "After", "What differs"].enumerated() {
                try page.text(
                    title, size: Self.bodySize, weight: "Medium", color: row == 2 ? Page.Style.alert : Page.Style.ink,
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
            y += 10
        }
        let changesTop = Self.margin + parts.header + parts.keyFrames
        y = changesTop
        if !review.diff.changes.isEmpty {
            try page.text("What changed", size: 11, weight: "Semibold", x: left, y: y)
            y += 20
            var columnX: [Double] = []
            var x = left
            for share in Self.columnShares {
                columnX.append(x)
                x += share * content
            }
            for (i, title) in Self.columnTitles.enumerated() {
                try page.text(title, size: Self.smallSize + 0.5, weight: "Medium", color: Page.Style.tertiaryInk, x: columnX[i], y: y)
            }
            y += Self.tableHeaderHeight
            page.line([Point(left, y - 3), Point(left + content, y - 3)], Page.Style.rule, width: 0.5)
            for (change, height) in zip(review.diff.changes, rows) {
                for (i, cell) in Self.cells(change).enumerated() {
                    let color = i == 4 && change.visible == false ? Page.Style.note : Page.Style.ink
                    try page.text(
                        cell, size: Self.bodySize, weight: i == 1 ? "Medium" : "", color: color, x: columnX[i], y: y,
                        width: Self.columnShares[i] * content - 6)
                }
                y += height
                page.line([Point(left, y - 3), Point(left + content, y - 3)], Page.Style.faintFill, width: 0.5)
            }
            if let more = Self.more(review.diff.changes) {
                try page.text(more, size: Self.bodySize, color: Page.Style.secondaryInk, x: left, y: y, width: content)
            }
        }
        y = changesTop + parts.changes
        if !review.diff.textChanges.isEmpty {
            try page.text("No visible change: text", size: 11, weight: "Semibold", x: left, y: y)
            y += 20
            for text in review.diff.textChanges.prefix(Self.maximumRows) {
                try page.text(
                    "\(text.what): \(text.old ?? "—") → \(text.new ?? "—")", size: Self.bodySize, color: Page.Style.secondaryInk,
                    x: left, y: y, width: content, ellipsized: true)
                y += Self.textChangeLine
            }
            if let more = Self.more(review.diff.textChanges) {
                try page.text(more, size: Self.bodySize, color: Page.Style.secondaryInk, x: left, y: y, width: content)
            }
        }
        try page.footer(producer: producer, name: Self.names(review).joined(separator: " → "), pageHeight: height(rows: rows), width: width)
    }
}
