import EffectCompositions
import EffectModel
import Foundation
import Testing

/// The sheet's and the charts' geometry, computed without drawing: cells, frames, parts, plots and ticks.
@Suite struct SheetLayoutTests {
    /// 12 frames of a 240 × 96 canvas in 4 columns on an 842 pt page with 36 pt margins and 14 pt gaps:
    /// cells (770 − 3 · 14) / 4 = 182 pt wide and 182 · 96 / 240 = 72.8 pt tall, rows 72.8 + 16 + 14 apart.
    @Test func cellsFillTheContentWidthRowByRow() {
        let layout = SheetLayout(canvas: Size(240, 96), frames: 12, columns: 4)
        #expect(layout.rows == 3)
        #expect(layout.cellSize == Size(182, 72.8))
        #expect(layout.cell(0) == Rect(36, 36 + 74, 182, 72.8))
        #expect(layout.cell(5) == Rect(36 + 196, 36 + 74 + 102.8, 182, 72.8))
        #expect(layout.cell(11).maxX == 842 - 36)
        // Frames keep the canvas's aspect inside their cells.
        for index in 0..<12 {
            let frame = layout.frame(index)
            let cell = layout.cell(index)
            #expect(abs(frame.width / frame.height - 2.5) < 1e-12)
            #expect(frame.minX >= cell.minX && frame.maxX <= cell.maxX && frame.minY >= cell.minY && frame.maxY <= cell.maxY)
        }
        // The grid part ends on a whole point below the last row's label.
        let gridBottom: Double = 36 + 74 + 3 * 102.8 + 20
        #expect(layout.gridPartHeight == gridBottom.rounded(.up))
        #expect(layout.pageHeight == layout.gridPartHeight + layout.summaryPartHeight)
    }

    /// A tall canvas: cells are at most 260 pt tall, and frames are centred in them.
    @Test func tallCanvasesAreCappedAndCentred() {
        let layout = SheetLayout(canvas: Size(100, 1000), frames: 2, columns: 4)
        #expect(layout.columns == 2)
        #expect(layout.cellSize.height == 260)
        let (cell, frame) = (layout.cell(1), layout.frame(1))
        #expect(frame.height == 260 && frame.width == 26 && abs(frame.midX - cell.midX) < 1e-12)
    }

    /// The onion skin and the motion paths sit side by side in the summary part, without overlapping.
    @Test func summaryCellsSideBySide() {
        let layout = SheetLayout(canvas: Size(240, 240), frames: 12, columns: 4)
        let (onion, paths) = (layout.onionSkin, layout.motionPaths)
        #expect(onion.maxX <= paths.minX && onion.minY == paths.minY)
        #expect(onion.width == onion.height && onion.height <= 300)
        #expect(paths.maxY + SheetLayout.summaryLabelHeight + SheetLayout.footerHeight + SheetLayout.margin <= layout.summaryPartHeight + 1e-9)
        // A tall canvas's panels are narrower than half the page: they stand on the grid's first and third columns.
        let tall = SheetLayout(canvas: Size(200, 260), frames: 12, columns: 4)
        #expect(tall.onionSkin.minX == tall.cell(0).minX && abs(tall.motionPaths.minX - tall.cell(2).minX) < 1e-9)
        #expect(tall.onionSkin.width < tall.largeCellSize.width)
    }

    @Test func millisecondsAsSheetsPrintThem() {
        #expect(SheetLayout.milliseconds(0.1125) == "113")
        #expect(SheetLayout.milliseconds(0.7) == "700")
        #expect(SheetLayout.milliseconds(0.7 / 11) == "64")
    }
}

@Suite struct ChartLayoutTests {
    /// A 700 ms window: time ticks every 100 ms (the round step for about 8 ticks), from the plot's left
    /// edge to its right; value ticks at round numbers (0.5 for about 4 over 0…1 padded by 6 %) around the values.
    @Test func ticksAtRoundNumbersInsideThePlot() {
        let layout = ChartLayout(origin: Point(36, 100), width: 770, duration: 0.7, spans: 2, jumps: 1, values: 0...1)
        #expect(layout.plot == Rect(36 + 44, 100 + 22 + 22, 770 - 70, 120))
        #expect(layout.timeTicks.map(\.milliseconds) == [0, 100, 200, 300, 400, 500, 600, 700])
        #expect(layout.timeTicks.first?.x == layout.plot.minX && layout.timeTicks.last?.x == layout.plot.maxX)
        #expect(layout.x(0.35) == layout.plot.midX)
        #expect(layout.valueTicks.map(\.value) == [-0.5, 0, 0.5, 1, 1.5])
        for tick in layout.valueTicks { #expect(tick.y >= layout.plot.minY - 1e-9 && tick.y <= layout.plot.maxY + 1e-9) }
        #expect(layout.y(0) > layout.y(1))  // values go up
        #expect(layout.frame.height == ChartLayout.height(spans: 2, jumps: 1))
        #expect(layout.noteOrigin(0).y > layout.plot.maxY && layout.noteOrigin(0).y + 14 <= layout.frame.maxY)
    }

    /// The page stacks the overview, the charts with gaps, then the timing curves five to a row.
    @Test func pageStacksOverviewChartsThenCurves() {
        let heights = [ChartLayout.height(spans: 1, jumps: 0), ChartLayout.height(spans: 3, jumps: 2)]
        let page = ChartsPageLayout(overviewHeight: 120, chartHeights: heights, curveCount: 7)
        #expect(page.overview.height == 120 && page.overview.maxY < page.charts[0].minY)
        #expect(page.charts.count == 2 && page.charts[0].maxY < page.charts[1].minY)
        #expect(page.curvesTitleTop > page.charts[1].maxY)
        #expect(page.curves.count == 7)
        #expect(page.curves[0].minX == 36 && abs(page.curves[4].maxX - (842 - 36)) < 1e-9)
        #expect(page.curves[5].minY == page.curves[0].minY + ChartsPageLayout.curveRowHeight)
        #expect(page.height > page.curves[6].maxY)
        // Without charts, a line says so before the curves' title.
        let empty = ChartsPageLayout(overviewHeight: 0, chartHeights: [], curveCount: 1)
        #expect(empty.curvesTitleTop > empty.emptyNoteTop)
    }
}

@Suite struct PrintedLayoutTests {
    /// Every colour the review draws text in — the inks, the alert red, the note brown — is at least 4.5:1 on its
    /// paper, light and dark (WCAG 2.2's contrast ratio of relative luminances): secondary text stays readable in print.
    @Test func everyTextColourIsAtLeast4_5To1OnThePaper() {
        func luminance(_ color: Color) -> Double {
            func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        }
        for (name, palette) in [("light", Palette.light), ("dark", Palette.dark)] {
            let texts = [
                ("ink", palette.ink), ("secondaryInk", palette.secondaryInk), ("tertiaryInk", palette.tertiaryInk),
                ("alert", palette.alert), ("note", palette.note),
            ]
            for (role, color) in texts {
                let (a, b) = (luminance(color) + 0.05, luminance(palette.paper) + 0.05)
                let ratio = max(a, b) / min(a, b)
                #expect(ratio >= 4.5, "\(name) \(role) is \(ratio):1 on the paper")
            }
        }
    }

    /// In print a cell is at least 40 mm wide on A4 and on Letter, however many columns a sheet asks for, and two
    /// rows of the tallest cells fit a page below its header.
    @Test func printedCellsAreAtLeast40MillimetresWide() throws {
        let millimetre = 72 / 25.4
        for paper in [(841.89, 595.28), (792.0, 612.0)] {
            let fit = min(1, paper.0 / SheetLayout.pageWidth)
            for columns in 1...10 {
                for canvas in [Size(240, 96), Size(200, 260), Size(300, 300), Size(40, 800)] {
                    let layout = SheetLayout(
                        canvas: canvas, frames: 30, columns: min(columns, SheetLayout.printedColumns),
                        maximumCellHeight: SheetLayout.printedCellHeight)
                    #expect(
                        layout.cellSize.width * fit >= 40 * millimetre,
                        "\(columns) columns on \(paper): \(layout.cellSize.width * fit / millimetre) mm")
                    let usable = paper.1 / fit - 2 * SheetLayout.margin - SheetLayout.footerHeight - SheetLayout.headerHeight
                    #expect(2 * layout.rowHeight - SheetLayout.gap <= usable, "\(canvas): two rows do not fit")
                }
            }
        }
    }
}
