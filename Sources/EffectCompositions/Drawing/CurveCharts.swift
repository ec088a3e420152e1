import CairoKit
import EffectEngine
import EffectModel
import EffectRender

/// The timing-curve page: every animated key path of every layer over the effect's time, then every
/// animation's timing function or spring (`ChartsPageLayout` places them).
public struct CurveCharts: Sendable {
    /// The effect's title, in the header.
    public var title: String
    /// The document's name.
    public var name: String
    /// The key paths' charts, layers of one role sharing one.
    public var charts: [ChartGroup]
    /// Every layer's animations on one time axis, with the sheet's frames numbered.
    public var overview: Overview
    /// Every distinct timing function or spring, with what uses it.
    public var timingCurves: [TimingCurve]
    /// The review window, in seconds.
    public var duration: Double
    /// The footer's left text (`effect-export 0.1.0`).
    public var producer: String
    /// The script's touches and taps, drawn through every chart.
    public var interactions: [ScriptedEvent]
    /// Where everything goes on the page.
    public let layout: ChartsPageLayout
    /// What a designer calls each layer.
    let elementNames: ElementNames

    /// The charts of `scene`'s key paths that chart as lines, with the sheet's frame times marked.
    public init(title: String, name: String, scene: Scene, frameTimes: [Double], producer: String) {
        let series = SceneSeries(scene: scene, marks: frameTimes) { KeyPathChart.channels(of: $0) != nil }
        self.title = title
        self.name = name
        let names = ElementNames(scene)
        elementNames = names
        charts = ChartGroup.grouping(series.series.compactMap(KeyPathChart.init)) { names[$0] }
        overview = Overview(charts: charts, frameTimes: frameTimes)
        timingCurves = series.timingCurves
        duration = scene.duration
        interactions = scene.interactions
        self.producer = producer
        layout = ChartsPageLayout(
            overviewHeight: overview.rows.isEmpty ? 0 : overview.height,
            chartHeights: charts.map { ChartLayout.height(spans: $0.spanCount, jumps: $0.jumpCount) },
            curveCount: timingCurves.count)
    }

    /// The page's height, in points.
    public var height: Double { layout.height }

    /// The one tall page.
    package func draw(on context: Context) throws(RenderError) {
        Page(context: context).fill(Rect(0, 0, ChartsPageLayout.width, height), Page.Style.paper)
        for index in blocks.indices { try drawBlock(index, on: context) }
        try Page(context: context).footer(producer: producer, name: name, pageHeight: height)
    }

    /// The page's parts from top to bottom, where the tall page has them, as print splits them across pages: the
    /// header, the overview, each chart, the curves' title with their first row, each further row of curves.
    public var blocks: [(top: Double, height: Double)] {
        var blocks: [(Double, Double)] = [(0, SheetLayout.margin + ChartsPageLayout.headerHeight)]
        if !overview.rows.isEmpty { blocks.append((layout.overview.minY, layout.overview.height)) }
        if charts.isEmpty { blocks.append((layout.emptyNoteTop, ChartsPageLayout.curveSectionTitleHeight)) }
        blocks += layout.charts.map { ($0.minY, $0.height) }
        let rows = (timingCurves.count + ChartsPageLayout.curvesPerRow - 1) / ChartsPageLayout.curvesPerRow
        let first = ChartsPageLayout.curveSectionTitleHeight + (rows > 0 ? ChartsPageLayout.curveRowHeight : ChartsPageLayout.curveSectionTitleHeight)
        blocks.append((layout.curvesTitleTop, first))
        for row in 1..<max(rows, 1) {
            blocks.append(
                (
                    layout.curvesTitleTop + ChartsPageLayout.curveSectionTitleHeight + Double(row) * ChartsPageLayout.curveRowHeight,
                    ChartsPageLayout.curveRowHeight
                ))
        }
        return blocks
    }

    /// Draws part `index` of `blocks` where the tall page has it.
    package func drawBlock(_ index: Int, on context: Context) throws(RenderError) {
        let page = Page(context: context)
        let drawing = ChartDrawing(page: page)
        let (left, contentWidth) = (SheetLayout.margin, ChartsPageLayout.width - 2 * SheetLayout.margin)
        var index = index
        if index == 0 {
            try page.text("\(title) — timing curves", size: 16, weight: .bold, x: left, y: SheetLayout.margin)
            try page.text(
                "presentation values over \(SheetLayout.milliseconds(duration)) ms; bars: each animation's legs (the way back of a cycle darker) and fill holds (thin), with its delay after its trigger; dots and numbers: the sheet's frames; red: jumps that show",
                size: 9, color: Page.Style.secondaryInk, x: left, y: SheetLayout.margin + 22, width: contentWidth)
            return
        }
        index -= 1
        if !overview.rows.isEmpty {
            if index == 0 { return try drawing.draw(overview, in: layout.overview, duration: duration, interactions: interactions) }
            index -= 1
        }
        if charts.isEmpty {
            if index == 0 {
                try page.text("No animated key paths.", size: 10, color: Page.Style.secondaryInk, x: left, y: layout.emptyNoteTop)
                return
            }
            index -= 1
        }
        if index < charts.count { return try drawing.draw(charts[index], in: layout.charts[index], duration: duration, interactions: interactions) }
        let row = index - charts.count
        if row == 0 {
            try page.text("Timing functions and springs", size: 11, weight: .semibold, x: left, y: layout.curvesTitleTop)
            if timingCurves.isEmpty, !charts.isEmpty {
                try page.text(
                    "None: every change here is instant (a UIKit duration of 0 runs for 1 ms).", size: 10, color: Page.Style.secondaryInk,
                    x: left, y: layout.curvesTitleTop + ChartsPageLayout.curveSectionTitleHeight)
            }
        }
        let perRow = ChartsPageLayout.curvesPerRow
        for (curve, square) in zip(timingCurves, layout.curves).dropFirst(row * perRow).prefix(perRow) {
            try drawing.draw(curve, in: square) { elementNames[$0] }
        }
    }
}
