import CairoKit
import EffectModel
import EffectRender
import Foundation

/// The motion spec drawn as a table per trigger, for print: on pages of a given height (a PDF's, each with its
/// page number) or as one page as tall as it needs (SVG, PNG, the head of the curves page).
///
/// Text is at least 7.5 pt, so that it stays at least 7 pt on Letter, the narrower paper.
public struct SpecPage {
    /// What is drawn.
    public let spec: MotionSpec
    /// The page's width, in points.
    public let width: Double
    /// The footer's left text (`effect-export 0.1.0`).
    public let producer: String
    /// The blocks laid out one below the other, with their heights, measured once.
    private let blocks: [Block]

    static let margin = SheetLayout.margin
    static let bodySize = 9.0
    static let smallSize = 7.5
    static let rowGap = 5.0
    /// Column shares of the content width: element, property, change, delay, duration, easing, repeats.
    static let columnShares = [0.13, 0.1, 0.21, 0.07, 0.08, 0.25, 0.16]
    static let columnTitles = ["Element", "Property", "Change", "Delay", "Duration", "Easing", "Repeats"]
    static let footerHeight = 28.0

    enum Block {
        case header(height: Double)
        case heading(trigger: Int, continued: Bool, height: Double)
        case columns(height: Double)
        case row(trigger: Int, motion: Int, height: Double)
        case nothing(trigger: Int, height: Double)

        var height: Double {
            switch self {
            case .header(let h), .heading(_, _, let h), .columns(let h), .row(_, _, let h), .nothing(_, let h): h
            }
        }
    }

    /// The spec laid out as a page.
    ///
    /// - Parameters:
    ///   - spec: the motion to state.
    ///   - width: the page's width in points (a PDF's paper; 842 for SVG and PNG).
    ///   - producer: the tool and version printed in the page's footer.
    /// - Throws: `RenderError` when its text cannot be measured.
    public init(spec: MotionSpec, width: Double, producer: String) throws(RenderError) {
        self.spec = spec
        self.width = width
        self.producer = producer
        let page = try Page.scratch()
        let content = width - 2 * Self.margin
        var blocks: [Block] = [.header(height: 52)]
        for (t, trigger) in spec.triggers.enumerated() {
            blocks.append(.heading(trigger: t, continued: false, height: 26))
            guard !trigger.motions.isEmpty else {
                blocks.append(.nothing(trigger: t, height: 16))
                continue
            }
            blocks.append(.columns(height: 16))
            for (m, motion) in trigger.motions.enumerated() {
                let cells = Self.cells(motion)
                var height = 0.0
                for (i, cell) in cells.enumerated() {
                    height = max(height, try page.height(of: cell, size: Self.bodySize, width: Self.columnShares[i] * content - 6))
                }
                // The colour swatches under the change, as `draw` puts them.
                if Self.hasSwatches(motion) {
                    height = max(
                        height, try page.height(of: cells[2], size: Self.bodySize, width: Self.columnShares[2] * content - 6) + Self.swatchRow)
                }
                for line in Self.lines(below: motion) {
                    height += 2 + (try page.height(of: line.text, size: line.size, width: content - 12))
                }
                blocks.append(.row(trigger: t, motion: m, height: height + Self.rowGap * 2))
            }
        }
        self.blocks = blocks
    }

    /// The room the colour swatches take under a colour change.
    static let swatchRow = 12.0

    /// Whether the row shows its colours as swatches.
    static func hasSwatches(_ motion: MotionSpec.Row) -> Bool {
        if case .colors = motion.from, case .colors = motion.to { return true }
        return false
    }

    /// The table cells of one motion's row: the element with the designer's name for the motion under it (`Pencil
    /// button` / `Pop in`), then the property and the rest.
    public static func cells(_ motion: MotionSpec.Row) -> [String] {
        [
            motion.element + (motion.label.map { "\n\($0)" } ?? ""), motion.property.title, MotionSpec.change(motion),
            "\(MotionSpec.number(motion.delay)) ms" + MotionSpec.inFrames(motion.delay, motion),
            "\(MotionSpec.number(motion.duration)) ms" + MotionSpec.inFrames(motion.duration, motion),
            MotionSpec.easing(motion).replacingOccurrences(of: " · ", with: "\n"),
            MotionSpec.repeats(motion),
        ]
    }

    /// What follows a row on lines of its own: its notes, the tokens its times came from, then its detail in Core
    /// Animation's terms.
    static func lines(below motion: MotionSpec.Row) -> [(text: String, size: Double, isNote: Bool)] {
        let tokens = [("duration", "Duration"), ("delay", "Delay")].compactMap { key, title in motion.tokens[key].map { "\(title) \($0)" } }
        return motion.notes.map { ("⚑ " + $0, 8.5, true) } + (tokens.isEmpty ? [] : [(tokens.joined(separator: " · "), 8.5, false)])
            + [(MotionSpec.detail(motion), smallSize, false)]
    }

    /// The height of the one page that holds everything.
    public var height: Double { blocks.map(\.height).reduce(Self.margin, +) + Self.footerHeight + Self.margin }

    /// The blocks split onto pages of `pageHeight`: a trigger's heading never ends a page, and a trigger
    /// continued on a new page repeats its heading and the column titles.
    func pages(height pageHeight: Double) -> [[Block]] {
        let usable = pageHeight - 2 * Self.margin - Self.footerHeight
        var pages: [[Block]] = [[]]
        var y = 0.0
        var currentTrigger: Int?
        for (index, block) in blocks.enumerated() {
            // A heading or the column titles go with what follows them.
            var needed = block.height
            var next = index + 1
            if case .heading = block, next < blocks.count {
                needed += blocks[next].height
                next += 1
            }
            if case .heading = block, next < blocks.count, case .row = blocks[next] { needed += blocks[next].height }
            if case .columns = block, next < blocks.count { needed += blocks[next].height }
            if y + needed > usable, !pages[pages.count - 1].isEmpty {
                pages.append([])
                y = 0
                if case .row(let t, _, _) = block, currentTrigger == t {
                    for carried in [Block.heading(trigger: t, continued: true, height: 26), .columns(height: 16)] {
                        pages[pages.count - 1].append(carried)
                        y += carried.height
                    }
                }
            }
            if case .heading(let t, _, _) = block { currentTrigger = t }
            pages[pages.count - 1].append(block)
            y += block.height
        }
        return pages
    }

    /// How many pages of `pageHeight` the spec takes.
    public func pageCount(height pageHeight: Double) -> Int { pages(height: pageHeight).count }

    /// Draws page `index` of the pages of `pageHeight` (`nil`: the one tall page) on `context`, from y = 0, with its
    /// footer unless the caller numbers the pages itself.
    package func draw(page index: Int = 0, height pageHeight: Double? = nil, on context: Context, footer: Bool = true) throws(RenderError) {
        let all = pageHeight.map { pages(height: $0) } ?? [blocks]
        let page = Page(context: context)
        let content = width - 2 * Self.margin
        let left = Self.margin
        var y = Self.margin
        var columnX: [Double] = []
        var x = left
        for share in Self.columnShares {
            columnX.append(x)
            x += share * content
        }
        for block in all[index] {
            switch block {
            case .header:
                try page.text("\(spec.title): motion spec", size: 16, weight: .bold, x: left, y: y)
                try page.text(
                    "\(spec.effect) · \(MotionSpec.number(spec.duration)) ms review · delays are measured from each trigger",
                    size: Self.bodySize, color: Page.Style.secondaryInk, x: left, y: y + 24)
            case .heading(let t, let continued, _):
                let trigger = spec.triggers[t]
                page.fill(Rect(left, y + 6, 4, 13), Page.Style.channel(t))
                try page.text(MotionSpec.heading(trigger) + (continued ? " (continued)" : ""), size: 11, weight: .semibold, x: left + 10, y: y + 5)
            case .columns:
                for (i, title) in Self.columnTitles.enumerated() {
                    try page.text(title, size: Self.smallSize + 0.5, weight: .medium, color: Page.Style.tertiaryInk, x: columnX[i], y: y + 2)
                }
                page.line([Point(left, y + 15), Point(left + content, y + 15)], Page.Style.rule, width: 0.5)
            case .row(let t, let m, let height):
                try drawRow(spec.triggers[t].motions[m], height: height, top: y, columnX: columnX, page: page)
            case .nothing(let t, _):
                try page.text(MotionSpec.withoutMotion(spec.triggers[t]), size: Self.bodySize, color: Page.Style.secondaryInk, x: left + 10, y: y + 1)
            }
            y += block.height
        }
        guard footer else { return }
        let number = all.count > 1 ? " · page \(index + 1) of \(all.count)" : ""
        try page.footer(producer: producer, name: spec.effect + number, pageHeight: pageHeight ?? height, width: width)
    }

    /// One motion's row of `height` from `top`: its cells in the columns at `columnX` (a colour change's swatches
    /// under its change), the lines below it, and a faint rule at its foot.
    private func drawRow(_ motion: MotionSpec.Row, height: Double, top: Double, columnX: [Double], page: Page) throws(RenderError) {
        let content = width - 2 * Self.margin
        let left = Self.margin
        var lineY = top + Self.rowGap
        var tallest = 0.0
        for (i, cell) in Self.cells(motion).enumerated() {
            let weight: Page.Weight = i == 0 ? .medium : .regular
            tallest = max(
                tallest,
                try page.text(
                    cell, size: Self.bodySize, weight: weight, x: columnX[i], y: lineY,
                    width: Self.columnShares[i] * content - 6))
        }
        if case .colors(let from) = motion.from, case .colors(let to) = motion.to {
            let change = try page.height(of: Self.cells(motion)[2], size: Self.bodySize, width: Self.columnShares[2] * content - 6)
            try swatches(from, to, at: Point(columnX[2], lineY + change + 2), page: page)
            tallest = max(tallest, change + Self.swatchRow)
        }
        lineY += tallest
        for line in Self.lines(below: motion) {
            lineY += 2
            lineY += try page.text(
                line.text, size: line.size, color: line.isNote ? Page.Style.note : Page.Style.tertiaryInk,
                x: left + 12, y: lineY, width: content - 12)
        }
        page.line([Point(left, top + height - 0.5), Point(left + content, top + height - 0.5)], Page.Style.faintFill, width: 0.5)
    }

    /// Colour swatches of a colour change: the start's, then the end's.
    private func swatches(_ from: [Color], _ to: [Color], at origin: Point, page: Page) throws(RenderError) {
        var x = origin.x
        for (i, color) in (from + to).enumerated() {
            if i == from.count {
                try page.text("→", size: Self.smallSize, color: Page.Style.secondaryInk, x: x, y: origin.y - 1)
                x += 10
            }
            page.fill(Rect(x, origin.y, 10, 10), color)
            page.stroke(Rect(x, origin.y, 10, 10), Page.Style.frameBorder, width: 0.5)
            x += 12
        }
    }
}
