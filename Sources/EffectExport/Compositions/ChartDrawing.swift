import EffectModel
import EffectSampling
import Foundation

/// Draws the timing-curve charts: one chart per animated key path, one unit square per timing curve.
struct ChartDrawing {
    let page: Page
    typealias Style = Page.Style

    /// Height a key-path chart takes, its notes included.
    static func height(of chart: KeyPathChart) -> Double {
        22 + Double(chart.spans.count) * 11 + 150 + 34 + Double(chart.discontinuities.count) * 14
    }

    /// A key path of a layer over the document's time, in `rect` (of `height(of:)`) for a window of `duration` s.
    func draw(_ chart: KeyPathChart, in rect: Rect, duration: Double) throws {
        try page.text("\(chart.layerID) · \(chart.keyPath.rawValue)  (\(chart.unit))", size: 11, weight: "Semi-Bold", x: rect.minX, y: rect.minY)
        // Legend, right-aligned: a swatch per channel.
        var legendX = rect.maxX
        for (i, name) in chart.channels.enumerated().reversed() where chart.channels.count > 1 {
            let w = try page.measure(name, size: 9)
            legendX -= w
            try page.text(name, size: 9, color: Style.secondaryInk, x: legendX, y: rect.minY + 2)
            legendX -= 14
            page.line([Point(legendX, rect.minY + 8), Point(legendX + 10, rect.minY + 8)], Style.channel(i), width: 2)
            legendX -= 10
        }
        let plot = Rect(rect.minX + 44, rect.minY + 22 + Double(chart.spans.count) * 11, rect.width - 70, 150)
        let xAxis = Axis(exactly: 0, duration * 1000, ticks: 8)
        func x(_ t: Double) -> Double { xAxis.map(t * 1000, from: plot.minX, to: plot.maxX) }

        // Spans: one bar per animation above the plot; legs alternate, the way back of a cycle darker; fills hatched.
        for (row, span) in chart.spans.enumerated() {
            let y = rect.minY + 20 + Double(row) * 11
            for leg in span.legs {
                page.fill(Rect(x(leg.start), y, max(0.5, x(leg.end) - x(leg.start)), 7),
                          leg.isReturn ? Style.channel(1).withAlpha(0.45) : Style.channel(0).withAlpha(0.35))
            }
            for hold in [span.holdBefore, span.holdAfter].compactMap({ $0 }) {
                let bar = Rect(x(hold.lowerBound), y + 2, max(0.5, x(hold.upperBound) - x(hold.lowerBound)), 3)
                page.fill(bar, Style.tertiaryInk.withAlpha(0.5))
            }
            let label = "\(span.label) \(Int((span.begin * 1000).rounded()))–\(Int((span.end * 1000).rounded())) ms"
            let labelWidth = try page.measure(label, size: 7.5)
            let after = max(x(span.end), span.holdAfter.map { x($0.upperBound) } ?? 0) + 4
            if after + labelWidth <= rect.maxX {
                try page.text(label, size: 7.5, color: Style.secondaryInk, x: after, y: y - 1.5)
            } else {
                let before = min(x(span.begin), span.holdBefore.map { x($0.lowerBound) } ?? .infinity) - 4
                try page.text(label, size: 7.5, color: Style.secondaryInk, x: before, y: y - 1.5, alignment: .right)
            }
        }

        // Value axis from every sample.
        let all = chart.samples.compactMap(\.values).flatMap { $0 }
        let yAxis = Axis(covering: all.min() ?? 0, all.max() ?? 1, ticks: 4)
        func y(_ v: Double) -> Double { yAxis.map(v, from: plot.maxY, to: plot.minY) }
        page.fill(plot, Style.faintFill.withAlpha(0.6))
        for span in chart.spans {
            page.fill(Rect(x(span.begin), plot.minY, max(0.5, x(span.end) - x(span.begin)), plot.height), Style.channel(0).withAlpha(0.05))
        }
        for tick in yAxis.ticks {
            page.line([Point(plot.minX, y(tick)), Point(plot.maxX, y(tick))], Style.rule, width: 0.5)
            try page.text(yAxis.label(tick), size: 8, color: Style.secondaryInk, x: plot.minX - 5, y: y(tick) - 5, alignment: .right)
        }
        for tick in xAxis.ticks {
            let px = xAxis.map(tick, from: plot.minX, to: plot.maxX)
            page.line([Point(px, plot.maxY), Point(px, plot.maxY + 3)], Style.secondaryInk, width: 0.5)
            try page.text(xAxis.label(tick), size: 8, color: Style.secondaryInk, x: px, y: plot.maxY + 5, alignment: .center)
        }
        try page.text("ms", size: 8, weight: "Semi-Bold", color: Style.secondaryInk, x: plot.maxX + 14, y: plot.maxY + 5)
        // Sampled frame times: ticks along the bottom.
        for frame in chart.frames {
            page.line([Point(x(frame.time), plot.maxY - 4), Point(x(frame.time), plot.maxY)], Style.ink, width: 0.75)
        }
        // The series, broken where the layer is not in the tree.
        for channel in chart.channels.indices {
            var run: [Point] = []
            for sample in chart.samples {
                if let values = sample.values {
                    run.append(Point(x(sample.time), y(values[channel])))
                } else {
                    page.line(run, Style.channel(channel), width: 1.5)
                    run = []
                }
            }
            page.line(run, Style.channel(channel), width: 1.5)
            for frame in chart.frames {
                if let values = frame.values { page.dot(Point(x(frame.time), y(values[channel])), radius: 2, .white, ring: Style.channel(channel)) }
            }
        }
        page.stroke(plot, Style.rule, width: 0.5)
        // Discontinuities: a red marker and a numbered note.
        for (index, jump) in chart.discontinuities.enumerated() {
            let px = x(jump.time)
            page.line([Point(px, plot.minY), Point(px, plot.maxY)], Style.alert, width: 0.75, dash: true)
            for values in [jump.before, jump.after].compactMap({ $0 }) {
                for v in values { page.dot(Point(px, y(v)), radius: 2.5, Style.alert) }
            }
            try page.text("\(index + 1)", size: 8, weight: "Bold", color: Style.alert, x: px + 3, y: plot.minY + 2)
            try page.text("\(index + 1)  \(jump.note)", size: 8.5, color: Style.alert, x: plot.minX, y: plot.maxY + 20 + Double(index) * 14)
        }
    }

    /// A timing function with its control polygon, or a spring's response, in a `size`-point square plus its label.
    func draw(_ curve: TimingCurve, at origin: Point, size: Double) throws {
        let box = Rect(origin.x, origin.y, size, size)
        page.fill(box, Style.faintFill.withAlpha(0.6))
        switch curve.shape {
        case .bezier(let f):
            let yAxis = Axis(covering: min(0, f.y1, f.y2, minValue(f)), max(1, f.y1, f.y2, maxValue(f)), ticks: 2, padded: false)
            func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * size, yAxis.map(y, from: box.maxY, to: box.minY)) }
            page.line([p(0, 0), p(1, 0)], Style.rule, width: 0.5)
            page.line([p(0, 1), p(1, 1)], Style.rule, width: 0.5)
            page.line([p(0, 0), p(1, 1)], Style.rule, width: 0.5, dash: true)
            page.line([p(0, 0), p(f.x1, f.y1)], Style.tertiaryInk, width: 0.75)
            page.line([p(1, 1), p(f.x2, f.y2)], Style.tertiaryInk, width: 0.75)
            page.line((0...120).map { i in let x = Double(i) / 120; return p(x, f.value(at: x)) }, Style.channel(0), width: 1.75)
            page.dot(p(f.x1, f.y1), radius: 2.5, .white, ring: Style.ink)
            page.dot(p(f.x2, f.y2), radius: 2.5, .white, ring: Style.ink)
        case .spring(let spring, let duration):
            let samples = (0...160).map { i -> (Double, Double) in let t = duration * Double(i) / 160; return (t, spring.fraction(at: t)) }
            let yAxis = Axis(covering: min(0, samples.map(\.1).min()!), max(1, samples.map(\.1).max()!), ticks: 2)
            func p(_ t: Double, _ v: Double) -> Point { Point(box.minX + t / duration * size, yAxis.map(v, from: box.maxY, to: box.minY)) }
            page.line([p(0, 1), p(duration, 1)], Style.rule, width: 0.75, dash: true)
            page.line([p(0, 0), p(duration, 0)], Style.rule, width: 0.5)
            page.line(samples.map { p($0.0, $0.1) }, Style.channel(4), width: 1.75)
            try page.text("\(Int((duration * 1000).rounded())) ms", size: 7.5, color: Style.secondaryInk, x: box.maxX, y: box.maxY + 2, alignment: .right)
        }
        page.stroke(box, Style.rule, width: 0.5)
        let heading = try page.text("\(curve.layerID)\(curve.keyPath.map { " · \($0.rawValue)" } ?? " · group")", size: 8, weight: "Semi-Bold",
                                    x: box.minX, y: box.maxY + 12, width: size)
        try page.text(curve.label, size: 8, color: Style.secondaryInk, x: box.minX, y: box.maxY + 13 + heading, width: size)
    }

    private func minValue(_ f: TimingFunction) -> Double { (0...50).map { f.value(at: Double($0) / 50) }.min()! }
    private func maxValue(_ f: TimingFunction) -> Double { (0...50).map { f.value(at: Double($0) / 50) }.max()! }

    /// Height of the timing-curve block for curves laid out `perRow` to a row.
    static func curveRowHeight(size: Double) -> Double { size + 96 }
}
