import EffectModel

/// Where one key-path chart's parts go, in points, computed without drawing: the title line, one bar row per
/// animation, the plot with its time and value axes, and one note line per flagged jump below.
public struct ChartLayout: Sendable {
    static let titleHeight = 22.0
    static let spanRowHeight = 11.0
    static let plotHeight = 120.0
    /// Room under the plot for the time labels.
    static let axisLabelsHeight = 34.0
    static let noteHeight = 14.0
    static let plotLeftInset = 44.0
    static let plotRightInset = 26.0

    /// The whole chart.
    public let frame: Rect
    /// The plotting area, inside the axes.
    public let plot: Rect
    /// Milliseconds, exactly the window.
    public let timeAxis: Axis
    /// The values, in chart units.
    public let valueAxis: Axis
    let spanCount: Int
    /// Whether values grow down the page, as screen y does (`AnimatableKeyPath.isScreenY`): up on the chart is up on screen.
    let downward: Bool

    /// - Parameters:
    ///   - origin: the chart's top left corner, in points.
    ///   - width: the chart's width, in points.
    ///   - duration: the window, 0…duration seconds.
    ///   - spans: how many animation spans the chart lists under its plot.
    ///   - jumps: how many jump notes the chart lists under its plot.
    ///   - values: the lowest and highest value charted.
    ///   - padded: the value axis leaves room around the values (not for a fixed domain such as 0…1).
    ///   - downward: the values are screen y (a vertical offset or position), drawn growing down the page.
    public init(
        origin: Point, width: Double, duration: Double, spans: Int, jumps: Int, values: ClosedRange<Double>, padded: Bool = true,
        downward: Bool = false
    ) {
        self.downward = downward
        frame = Rect(origin.x, origin.y, width, Self.height(spans: spans, jumps: jumps))
        spanCount = spans
        plot = Rect(
            origin.x + Self.plotLeftInset, origin.y + Self.titleHeight + Double(spans) * Self.spanRowHeight,
            width - Self.plotLeftInset - Self.plotRightInset, Self.plotHeight)
        timeAxis = Axis(exactly: 0, duration * 1000, ticks: 8)
        valueAxis = Axis(covering: values.lowerBound, values.upperBound, ticks: 4, padded: padded)
    }

    /// A chart's height with `spans` bar rows and `jumps` notes.
    public static func height(spans: Int, jumps: Int) -> Double {
        titleHeight + Double(spans) * spanRowHeight + plotHeight + axisLabelsHeight + Double(jumps) * noteHeight
    }

    /// The page x of `t` seconds.
    public func x(_ t: Double) -> Double { timeAxis.map(t * 1000, from: plot.minX, to: plot.maxX) }

    /// The page y of a value.
    public func y(_ value: Double) -> Double {
        downward ? valueAxis.map(value, from: plot.minY, to: plot.maxY) : valueAxis.map(value, from: plot.maxY, to: plot.minY)
    }

    /// The top of span bar `row`, 7 pt tall.
    public func spanBarTop(_ row: Int) -> Double { frame.minY + 20 + Double(row) * Self.spanRowHeight }

    /// Time ticks: milliseconds and page x.
    public var timeTicks: [(milliseconds: Double, x: Double)] {
        timeAxis.ticks.map { ($0, timeAxis.map($0, from: plot.minX, to: plot.maxX)) }
    }

    /// Value ticks: value and page y.
    public var valueTicks: [(value: Double, y: Double)] { valueAxis.ticks.map { ($0, y($0)) } }

    /// Where note `index` (0-based) is written, below the time labels.
    public func noteOrigin(_ index: Int) -> Point { Point(plot.minX, plot.maxY + 20 + Double(index) * Self.noteHeight) }
}

/// Where the timing-curve page's parts go: the header, the key-path charts one below the other, then the
/// timing curves five to a row, and the footer.
public struct ChartsPageLayout: Sendable {
    /// The page's width, in points (the sheet's).
    public static let width = SheetLayout.pageWidth
    static let margin = SheetLayout.margin
    static let headerHeight = 46.0
    static let chartGap = 22.0
    static let curveSectionTitleHeight = 24.0
    /// A timing curve's square, in points.
    public static let curveSize = 118.0
    /// Timing curves to a row.
    public static let curvesPerRow = 5
    /// A timing curve's square and the room for its two labels below.
    public static let curveRowHeight = curveSize + 96

    /// The overview's frame, below the header.
    public let overview: Rect
    /// Each chart's frame.
    public let charts: [Rect]
    /// The top of the line saying there are no charts, when there are none.
    public var emptyNoteTop: Double { Self.margin + Self.headerHeight }
    /// The "Timing functions and springs" title's top.
    public let curvesTitleTop: Double
    /// Each timing curve's square.
    public let curves: [Rect]
    /// The page's height, in points.
    public let height: Double

    /// - Parameters:
    ///   - overviewHeight: the overview's height (`Overview.height`), 0 for none.
    ///   - chartHeights: each chart's height (`ChartLayout.height(spans:jumps:)`).
    ///   - curveCount: how many timing curves the page draws, each in its own square.
    public init(overviewHeight: Double, chartHeights: [Double], curveCount: Int) {
        let contentWidth = Self.width - 2 * Self.margin
        var y = Self.margin + Self.headerHeight
        overview = Rect(Self.margin, y, contentWidth, overviewHeight)
        if overviewHeight > 0 { y += overviewHeight + Self.chartGap }
        var charts: [Rect] = []
        for height in chartHeights {
            charts.append(Rect(Self.margin, y, contentWidth, height))
            y += height + Self.chartGap
        }
        self.charts = charts
        if chartHeights.isEmpty { y += Self.curveSectionTitleHeight }  // a line that says there are none
        curvesTitleTop = y
        y += Self.curveSectionTitleHeight
        let spacing = (contentWidth - Double(Self.curvesPerRow) * Self.curveSize) / Double(Self.curvesPerRow - 1)
        curves = (0..<curveCount).map { index in
            let (row, column) = (index / Self.curvesPerRow, index % Self.curvesPerRow)
            return Rect(
                Self.margin + Double(column) * (Self.curveSize + spacing), y + Double(row) * Self.curveRowHeight, Self.curveSize, Self.curveSize)
        }
        let rows = (curveCount + Self.curvesPerRow - 1) / Self.curvesPerRow
        // Without curves, a line says why.
        height = y + (rows > 0 ? Double(rows) * Self.curveRowHeight : Self.curveSectionTitleHeight) + SheetLayout.footerHeight + Self.margin
    }
}
