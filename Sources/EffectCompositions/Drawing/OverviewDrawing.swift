import EffectEngine
import EffectModel
import EffectRender

extension ChartDrawing {
    /// The overview in `frame` (as tall as `overview.height`) on the charts' time axis over 0…`duration` s: a
    /// row of labelled bars per layer, the interactions as rules through them, and the sheet's frames as
    /// numbered ticks along the time axis.
    func draw(_ overview: Overview, in frame: Rect, duration: Double, interactions: [ScriptedEvent]) throws(RenderError) {
        let axis = Axis(exactly: 0, duration * 1000, ticks: 8)
        let (left, right) = (frame.minX + ChartLayout.plotLeftInset, frame.maxX - ChartLayout.plotRightInset)
        func x(_ t: Double) -> Double { axis.map(t * 1000, from: left, to: right) }
        try page.text("Timeline", size: 11, weight: .semibold, x: frame.minX, y: frame.minY)
        try page.text(
            "each layer's animations; numbers: the sheet's frames", size: 8, color: Style.secondaryInk,
            x: frame.maxX, y: frame.minY + 3, alignment: .right)
        let rowsTop = frame.minY + Overview.titleHeight
        let rowsBottom = frame.maxY - Overview.stripHeight
        page.fill(Rect(left, rowsTop, right - left, rowsBottom - rowsTop), Style.faintFill.withAlpha(0.6))
        // The frames first, faint, so that bars and names lie over them.
        for time in overview.frameTimes {
            page.line([Point(x(time), rowsTop), Point(x(time), rowsBottom)], Style.rule, width: 0.5)
        }
        try drawRows(of: overview, left: left, right: right, top: rowsTop, x: x)
        page.stroke(Rect(left, rowsTop, right - left, rowsBottom - rowsTop), Style.rule, width: 0.5)

        // The frames' numbers above the time axis, a row higher where one would run into the one before.
        let baseline = rowsBottom + 30
        page.line([Point(left, baseline), Point(right, baseline)], Style.tertiaryInk, width: 0.5)
        try drawFrameNumbers(overview.frameTimes, baseline: baseline, x: x)
        for tick in axis.ticks {
            let px = axis.map(tick, from: left, to: right)
            try page.text(axis.label(tick), size: 8, color: Style.secondaryInk, x: px, y: baseline + 14, alignment: .center)
        }
        try page.text("ms", size: 8, weight: .semibold, color: Style.secondaryInk, x: right + 14, y: baseline + 14)
        // Touches and taps through everything, named under the time labels.
        try drawRules(interactions, duration: duration, x: x, from: rowsTop, to: baseline + 26, labelsTop: baseline + 26)
    }

    /// A row a layer from `top`: its element's name (its layer id after it, in grey, when that says more), a bar
    /// an animation, how many bars and rows are left out.
    private func drawRows(of overview: Overview, left: Double, right: Double, top: Double, x: (Double) -> Double) throws(RenderError) {
        var y = top
        for (index, row) in overview.rows.enumerated() {
            if index > 0 { page.line([Point(left, y), Point(right, y)], Page.Style.paper, width: 1.5) }
            // The element as a designer calls it; its layer id after it, in grey, when that says something more.
            try page.text(row.element, size: 8, weight: .semibold, color: Style.ink, x: left + 3, y: y + 2)
            if row.element != row.layerID {
                let nameWidth = try page.measure(row.element, size: 8, weight: .semibold)
                try page.text(row.layerID, size: 7.5, color: Style.secondaryInk, x: left + 3 + nameWidth + 6, y: y + 2.5)
            }
            y += Overview.nameHeight
            for bar in row.bars {
                try drawSpan(bar.span, label: bar.label, top: y + 2, colour: nil, x: x, within: Rect(left, y, right - left, Overview.barHeight))
                y += Overview.barHeight
            }
            if row.hiddenBars > 0 {
                try page.text("… and \(row.hiddenBars) more animations", size: 7.5, color: Style.secondaryInk, x: left + 3, y: y)
                y += Overview.barHeight
            }
            y += 4
        }
        if overview.hiddenRows > 0 {
            try page.text(
                "… and \(overview.hiddenRows) more layers, which the charts below show", size: 8, color: Style.secondaryInk, x: left + 3, y: y + 1)
        }
    }

    /// The frames' numbers above the time axis at `baseline`, a row higher where one would run into the one before.
    private func drawFrameNumbers(_ frameTimes: [Double], baseline: Double, x: (Double) -> Double) throws(RenderError) {
        var rowEnds = [-Double.infinity, -Double.infinity, -Double.infinity]
        for (index, time) in frameTimes.enumerated() {
            let px = x(time)
            let number = "\(index + 1)"
            let width = try page.measure(number, size: 7.5, weight: .semibold)
            let row = rowEnds.firstIndex { $0 < px - width / 2 } ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] }!
            let top = baseline - 12 - Double(row) * 9
            page.line([Point(px, top + 9), Point(px, baseline)], Style.ink, width: 0.75)
            try page.text(number, size: 7.5, weight: .semibold, color: Style.ink, x: px, y: top, alignment: .center)
            rowEnds[row] = px + width / 2 + 2
        }
    }
}
