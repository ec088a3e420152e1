import EffectModel

/// Where everything on the contact sheet's frames page goes, in points, computed without drawing.
///
/// The page is 842 pt wide (A4 landscape's width); its height follows the content. It is drawn in two parts
/// that meet on a whole point (so on a pixel row at whole scales): the grid part (header and the frames in
/// a grid, each labelled below) and the summary part (onion skin and motion paths side by side, footer).
/// Each part's rectangles are in its own coordinates, its top at y = 0.
public struct SheetLayout: Sendable, Equatable {
    /// The page's width, in points (A4 landscape's).
    public static let pageWidth = 842.0
    /// The page's margin, in points.
    public static let margin = 36.0
    /// The gap between cells, in points.
    public static let gap = 14.0
    /// Room under each frame for a one-line label.
    public static let labelHeight = 16.0
    /// Each further line of a label that wraps.
    public static let labelLineHeight = 11.0
    /// Room under the onion skin and the motion paths for their captions, two lines.
    public static let summaryLabelHeight = 28.0
    /// The header's height, in points.
    public static let headerHeight = 74.0
    /// The footer's height, in points.
    public static let footerHeight = 28.0
    /// Room above the summary cells for their borders.
    static let summaryTop = 4.0

    /// Frames a row at most in print: six would make a cell narrower than 40 mm on Letter.
    public static let printedColumns = 5
    /// A cell's height at most in print, so that two rows of frames fit a landscape page.
    public static let printedCellHeight = 180.0

    /// The canvas's size in points.
    public let canvas: Size
    /// How many frames the sheet shows.
    public let frameCount: Int
    /// Frames a row.
    public let columns: Int
    /// A cell's height at most, in points.
    public let maximumCellHeight: Double
    /// The lines the longest cell label takes at the cell's width: every row leaves room for as many.
    public let labelLines: Int

    /// - Parameters:
    ///   - canvas: the canvas's size in points.
    ///   - frames: how many frames the sheet shows.
    ///   - columns: frames a row, clamped to 1…`frames`.
    ///   - maximumCellHeight: a cell's height at most, in points.
    ///   - labelLines: the lines the longest cell label takes at the cell's width (`cellSize.width`), at least 1.
    public init(canvas: Size, frames: Int, columns: Int, maximumCellHeight: Double = 260, labelLines: Int = 1) {
        self.canvas = canvas
        self.labelLines = max(1, labelLines)
        frameCount = frames
        self.columns = max(1, min(columns, frames))
        self.maximumCellHeight = maximumCellHeight
    }

    /// The width inside the margins, in points.
    public var contentWidth: Double { Self.pageWidth - 2 * Self.margin }

    /// A cell's size: the column width, the canvas's aspect, at most `maximumCellHeight` tall.
    public var cellSize: Size {
        let width = (contentWidth - Double(columns - 1) * Self.gap) / Double(columns)
        return Size(width, min(width * canvas.height / canvas.width, maximumCellHeight))
    }

    /// The room under each frame for its label, as many lines as the longest takes.
    public var cellLabelHeight: Double { Self.labelHeight + Double(labelLines - 1) * Self.labelLineHeight }

    /// A grid row's height: its cells and their labels, and the gap below.
    public var rowHeight: Double { cellSize.height + cellLabelHeight + Self.gap }

    /// Rows of frames.
    public var rows: Int { (frameCount + columns - 1) / columns }

    /// The large cells (onion skin, motion paths): two side by side, at most 300 pt tall.
    public var largeCellSize: Size {
        let width = (contentWidth - Self.gap) / 2
        return Size(width, min(width * canvas.height / canvas.width, 300))
    }

    /// The header's top, in the grid part.
    public var headerTop: Double { Self.margin }

    /// Frame `index`'s cell (row by row), in the grid part; its label sits below it.
    public func cell(_ index: Int) -> Rect {
        let (row, column) = (index / columns, index % columns)
        return Rect(
            Self.margin + Double(column) * (cellSize.width + Self.gap),
            Self.margin + Self.headerHeight + Double(row) * rowHeight,
            cellSize.width, cellSize.height)
    }

    /// The canvas's aspect inside `rect`, at its top, centred horizontally or at its left edge (on the grid's
    /// column).
    public func fitted(_ rect: Rect, centred: Bool = true) -> Rect {
        let s = min(rect.width / canvas.width, rect.height / canvas.height)
        let size = Size(canvas.width * s, canvas.height * s)
        return Rect(centred ? rect.midX - size.width / 2 : rect.minX, rect.minY, size.width, size.height)
    }

    /// Where frame `index` is drawn: the canvas fitted in its cell.
    public func frame(_ index: Int) -> Rect { fitted(cell(index)) }

    /// The onion skin, in the summary part, on the first column.
    public var onionSkin: Rect { fitted(Rect(origin: Point(Self.margin, Self.summaryTop), size: largeCellSize), centred: false) }

    /// The motion paths, in the summary part, on the column after the onion skin's half.
    public var motionPaths: Rect {
        fitted(Rect(origin: Point(Self.margin + largeCellSize.width + Self.gap, Self.summaryTop), size: largeCellSize), centred: false)
    }

    /// The grid part's height, in whole points.
    public var gridPartHeight: Double {
        (Self.margin + Self.headerHeight + Double(rows) * rowHeight + 20).rounded(.up)
    }

    /// The summary part's height (onion skin, motion paths, footer), in points.
    public var summaryPartHeight: Double { Self.summaryTop + largeCellSize.height + Self.summaryLabelHeight + Self.footerHeight + Self.margin }

    /// The frames page's height: both parts.
    public var pageHeight: Double { gridPartHeight + summaryPartHeight }
}
