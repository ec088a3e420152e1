import CairoKit
import EffectEngine
import EffectModel

/// The timing-curve page: every animated key path of every layer over the effect's time, then every
/// animation's timing function or spring (`ChartsPageLayout` places them).
public struct CurveCharts: Sendable {
    public var title: String
    public var name: String
    /// The key paths' charts, layers of one role sharing one.
    public var charts: [ChartGroup]
    /// Every layer's animations on one time axis, with the sheet's frames numbered.
    public var overview: Overview
    public var timingCurves: [TimingCurve]
    public var duration: Double
    /// The footer's left text (`effect-export 0.1.0`).
    public var producer: String
    /// The script's touches and taps, drawn through every chart.
    public var interactions: [ScriptedEvent]
    public let layout: ChartsPageLayout

    /// The charts of `scene`'s key paths that chart as lines, with the sheet's frame times marked.
    public init(title: String, name: String, scene: Scene, frameTimes: [Double], producer: String) {
        let series = SceneSeries(scene: scene, marks: frameTimes) { KeyPathChart.channels(of: $0) != nil }
        self.title = title
        self.name = name
        charts = ChartGroup.grouping(series.series.compactMap(KeyPathChart.init))
        overview = Overview(charts: charts, frameTimes: frameTimes)
        timingCurves = series.timingCurves
        duration = scene.duration
        interactions = scene.interactions
        self.producer = producer
        layout = ChartsPageLayout(overviewHeight: overview.rows.isEmpty ? 0 : overview.height, chartHeights: charts.map { ChartLayout.height(spans: $0.spanCount, jumps: $0.jumpCount) },
                                  curveCount: timingCurves.count)
    }

    public var height: Double { layout.height }

    public func draw(on context: Context) throws {
        let page = Page(context: context)
        let drawing = ChartDrawing(page: page)
        let (left, contentWidth) = (SheetLayout.margin, ChartsPageLayout.width - 2 * SheetLayout.margin)
        page.fill(Rect(0, 0, ChartsPageLayout.width, height), .white)
        try page.text("\(title) — timing curves", size: 16, weight: "Bold", x: left, y: SheetLayout.margin)
        try page.text("presentation values over \(SheetLayout.milliseconds(duration)) ms; bars: each animation's legs (the way back of a cycle darker) and fill holds (thin); dots and numbers: the sheet's frames; red: jumps",
                      size: 9, color: Page.Style.secondaryInk, x: left, y: SheetLayout.margin + 22, width: contentWidth)
        if charts.isEmpty {
            try page.text("No animated key paths.", size: 10, color: Page.Style.secondaryInk, x: left, y: layout.emptyNoteTop)
        }
        if !overview.rows.isEmpty {
            try drawing.draw(overview, in: layout.overview, duration: duration, interactions: interactions)
        }
        for (chart, frame) in zip(charts, layout.charts) {
            try drawing.draw(chart, in: frame, duration: duration, interactions: interactions)
        }
        try page.text("Timing functions and springs", size: 11, weight: "Semi-Bold", x: left, y: layout.curvesTitleTop)
        if timingCurves.isEmpty, !charts.isEmpty {
            try page.text("None: every change here is instant (a UIKit duration of 0 runs for 1 ms).", size: 10, color: Page.Style.secondaryInk,
                          x: left, y: layout.curvesTitleTop + ChartsPageLayout.curveSectionTitleHeight)
        }
        for (curve, square) in zip(timingCurves, layout.curves) {
            try drawing.draw(curve, in: square)
        }
        try page.footer(producer: producer, name: name, pageHeight: height)
    }
}
