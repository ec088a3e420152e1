import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// Draws the timing-curve charts: one chart per animated key path (placed by `ChartLayout`), one square per
/// timing curve.
struct ChartDrawing {
    let page: Page
    typealias Style = Page.Style

    /// A key path of a layer (or of a group of layers in one role) over the window 0…`duration` s, in `frame`
    /// (as tall as its layout says).
    /// - Parameters:
    ///   - group: the key path and the layers it is charted for.
    ///   - frame: where on the page, in points.
    ///   - duration: the window's length, in seconds.
    ///   - interactions: the script's touches and taps, drawn as labelled rules through the plot.
    /// - Throws: `RenderError` when its text cannot be drawn.
    func draw(_ group: ChartGroup, in frame: Rect, duration: Double, interactions: [ScriptedEvent] = []) throws(RenderError) {
        let chart = group.members[0]
        let all =
            group.members.flatMap { $0.samples.compactMap(\.values).flatMap { $0 } } + (chart.domain.map { [$0.lowerBound, $0.upperBound] } ?? [])
        let layout = ChartLayout(
            origin: frame.origin, width: frame.width, duration: duration, spans: group.spanCount,
            jumps: group.jumpCount, values: (all.min() ?? 0)...(max(all.min() ?? 0, all.max() ?? 1)),
            padded: chart.domain == nil, downward: chart.keyPath.isScreenY)
        let plot = layout.plot
        try drawTitle(group, in: frame)
        try drawSpans(group, layout: layout, within: frame)
        drawBackground(group, layout: layout)
        try drawAxes(chart, layout: layout)
        // Touches and taps: a dotted rule through the plot, named at its top (below the line where jumps put
        // their numbers), a name a row lower when it would run into the one before.
        try drawRules(interactions, duration: duration, x: layout.x, from: plot.minY, to: plot.maxY, labelsTop: plot.minY + 13)
        // Sampled frame times: ticks along the bottom.
        for frame in chart.frames {
            page.line([Point(layout.x(frame.time), plot.maxY - 4), Point(layout.x(frame.time), plot.maxY)], Style.ink, width: 0.75)
        }
        // A colour is seen as a colour: a ramp of swatches over time, a band a layer, mid-tones as they blend.
        if chart.keyPath.valueKind == .color {
            drawColourRamps(group, in: plot, x: layout.x)
        }
        drawSeries(group, layout: layout)
        page.stroke(plot, Style.rule, width: 0.5)
        let range = max(1e-9, (all.max() ?? 1) - (all.min() ?? 0))
        try drawJumps(group, layout: layout, range: range)
    }

    /// The chart's title in a designer's words, the key path after it, and the legend.
    private func drawTitle(_ group: ChartGroup, in frame: Rect) throws(RenderError) {
        let chart = group.members[0]
        let isColour = chart.keyPath.valueKind == .color
        let unit = isColour ? "colour over time" : chart.keyPath.isScreenY ? "\(chart.unit.rawValue), up as on screen" : chart.unit.rawValue
        let title = "\(group.title)  (\(unit))"
        try page.text(title, size: 11, weight: .semibold, x: frame.minX, y: frame.minY)
        try page.text(
            group.keyPathTitle, size: 8, color: Style.secondaryInk, x: frame.minX + (try page.measure(title, size: 11, weight: .semibold)) + 10,
            y: frame.minY + 2.5)
        if !isColour || group.members.count > 1 { try drawLegend(group, right: frame.maxX, top: frame.minY) }
    }

    /// Spans: one bar per animation above the plot; legs alternate, the way back of a cycle darker; fills thin; a
    /// wait between being added and beginning that no fill shows, dotted; what ran before the animation was added (a
    /// begin in the past) only outlined, as nothing showed it.
    private func drawSpans(_ group: ChartGroup, layout: ChartLayout, within frame: Rect) throws(RenderError) {
        let spans = group.members.enumerated().flatMap { index, member in member.spans.map { (index, member, $0) } }
        let barRows = spans.count > group.spanCount ? group.spanCount - 1 : spans.count
        for (row, (memberIndex, member, span)) in spans.prefix(barRows).enumerated() {
            let label = (group.members.count > 1 ? "\(group.name(of: member)) · " : "") + member.label(span)
            try drawSpan(
                span, label: label, top: layout.spanBarTop(row), colour: group.members.count > 1 ? Style.channel(memberIndex) : nil,
                x: layout.x, within: frame)
        }
        if spans.count > barRows {
            try page.text(
                "… and \(spans.count - barRows) more animations", size: 7.5, color: Style.secondaryInk,
                x: layout.plot.minX, y: layout.spanBarTop(barRows) - 1.5)
        }
    }

    /// The plot's ground: what lies outside the values a screen shows shaded, and where animations run, faintly,
    /// darker where they overlap (each run of back-to-back ones shaded once).
    private func drawBackground(_ group: ChartGroup, layout: ChartLayout) {
        let (chart, plot) = (group.members[0], layout.plot)
        page.fill(plot, Style.faintFill.withAlpha(0.6))
        if let domain = chart.domain {
            let top = max(plot.minY, min(plot.maxY, layout.y(domain.upperBound)))
            let bottom = min(plot.maxY, max(plot.minY, layout.y(domain.lowerBound)))
            if top > plot.minY { page.fill(Rect(plot.minX, plot.minY, plot.width, top - plot.minY), Style.rule.withAlpha(0.45)) }
            if bottom < plot.maxY { page.fill(Rect(plot.minX, bottom, plot.width, plot.maxY - bottom), Style.rule.withAlpha(0.45)) }
        }
        for run in Self.runs(of: group.members.flatMap(\.spans).map { $0.begin...max($0.begin, $0.end) }) {
            page.fill(
                Rect(layout.x(run.lowerBound), plot.minY, max(0.5, layout.x(run.upperBound) - layout.x(run.lowerBound)), plot.height),
                Style.channel(0).withAlpha(0.05))
        }
    }

    /// Value ticks with their labels (none for a colour), time ticks along the bottom, the unit.
    private func drawAxes(_ chart: KeyPathChart, layout: ChartLayout) throws(RenderError) {
        let plot = layout.plot
        for tick in layout.valueTicks where chart.keyPath.valueKind != .color {
            page.line([Point(plot.minX, tick.y), Point(plot.maxX, tick.y)], Style.rule, width: 0.5)
            try page.text(
                chart.axisLabel(tick.value, axis: layout.valueAxis), size: 8, color: Style.secondaryInk, x: plot.minX - 5, y: tick.y - 5,
                alignment: .right)
        }
        for tick in layout.timeTicks {
            page.line([Point(tick.x, plot.maxY), Point(tick.x, plot.maxY + 3)], Style.secondaryInk, width: 0.5)
            try page.text(
                layout.timeAxis.label(tick.milliseconds), size: 8, color: Style.secondaryInk, x: tick.x, y: plot.maxY + 5, alignment: .center)
        }
        try page.text("ms", size: 8, weight: .semibold, color: Style.secondaryInk, x: plot.maxX + 14, y: plot.maxY + 5)
    }

    /// The series, broken where the layer is not in the tree: one colour a layer when several share the chart, else
    /// one a channel; the second and later channels of a layer dashed when colours go to layers.
    private func drawSeries(_ group: ChartGroup, layout: ChartLayout) {
        let chart = group.members[0]
        func style(member: Int, channel: Int) -> (Color, Bool) {
            group.members.count > 1 ? (Style.channel(member), channel > 0) : (Style.channel(channel), false)
        }
        for (memberIndex, member) in group.members.enumerated() where chart.keyPath.valueKind != .color {
            for channel in member.channels.indices {
                let (colour, dashed) = style(member: memberIndex, channel: channel)
                func shown(_ v: Double) -> Double { member.domain.map { min(max(v, $0.lowerBound), $0.upperBound) } ?? v }
                // The raw presentation value, dashed and thin, where the screen shows it clamped.
                if let domain = member.domain, member.samples.contains(where: { $0.values.map { !domain.contains($0[channel]) } ?? false }) {
                    var raw: [Point] = []
                    for sample in member.samples {
                        if let values = sample.values {
                            raw.append(Point(layout.x(sample.time), layout.y(values[channel])))
                        } else {
                            page.line(raw, colour.withAlpha(0.6), width: 0.75, dash: true)
                            raw = []
                        }
                    }
                    page.line(raw, colour.withAlpha(0.6), width: 0.75, dash: true)
                }
                var run: [Point] = []
                for sample in member.samples {
                    if let values = sample.values {
                        run.append(Point(layout.x(sample.time), layout.y(shown(values[channel]))))
                    } else {
                        page.line(run, colour, width: 1.5, dash: dashed)
                        run = []
                    }
                }
                page.line(run, colour, width: 1.5, dash: dashed)
                for frame in member.frames {
                    if let values = frame.values {
                        page.dot(Point(layout.x(frame.time), layout.y(shown(values[channel]))), radius: 2, Style.paper, ring: colour)
                    }
                }
            }
        }
    }

    /// Jumps: a red marker and a numbered note (naming the layer when several share the chart) with the jump's size;
    /// grey when a viewer cannot see it: under 0.5 % of the chart's `range` as shown (an opacity that snaps from a raw
    /// 1.0003 to 1), or while the layer is fully transparent (a scale set while the pencil is hidden).
    private func drawJumps(_ group: ChartGroup, layout: ChartLayout, range: Double) throws(RenderError) {
        let plot = layout.plot
        let jumps = group.members.flatMap { member in member.jumps.map { (member, $0) } }
        let noted = jumps.count > group.jumpCount ? group.jumpCount - 1 : jumps.count
        for (index, (member, jump)) in jumps.enumerated() {
            let px = layout.x(jump.time)
            let size = member.shownSize(of: jump)
            let seen = jump.isVisible && (size.map { $0 >= 0.005 * range } ?? true)
            let color = seen ? Style.alert : Style.tertiaryInk
            page.line([Point(px, plot.minY), Point(px, plot.maxY)], color, width: 0.75, dash: true)
            for value in [jump.before, jump.after].compactMap({ $0 }) {
                for v in value.components { page.dot(Point(px, layout.y(v * member.factor)), radius: 2.5, color) }
            }
            guard index < noted else { continue }
            try page.text("\(index + 1)", size: 8, weight: .bold, color: color, x: px + 3, y: plot.minY + 2)
            let note = layout.noteOrigin(index)
            let who = group.members.count > 1 ? "\(group.name(of: member)): " : ""
            let hidden = jump.isVisible ? "not visible" : "not visible: the layer is transparent then"
            let sizeText = size.map { seen ? " (by \(String(format: "%.3g", $0)))" : " (by \(String(format: "%.2g", $0)): \(hidden))" } ?? ""
            try page.text("\(index + 1)  \(who)\(member.note(jump))\(sizeText)", size: 8.5, color: color, x: note.x, y: note.y)
        }
        if jumps.count > noted {
            let note = layout.noteOrigin(noted)
            try page.text("… and \(jumps.count - noted) more jumps, marked on the plot", size: 8.5, color: Style.secondaryInk, x: note.x, y: note.y)
        }
    }

    /// Touches and taps as dotted rules from `top` to `bottom`, each named from `labelsTop` down, a row lower
    /// when a name would run into the one before (more than `namedInteractions`: ticks along the top, counted).
    func drawRules(
        _ interactions: [ScriptedEvent], duration: Double, x: (Double) -> Double, from top: Double, to bottom: Double,
        labelsTop: Double
    ) throws(RenderError) {
        let shown = interactions.filter { (0...duration).contains($0.time) }
        // Past a few dozen, rules and names would hide the plot: short ticks along its top, and one line that
        // counts them.
        guard shown.count <= Self.namedInteractions else {
            for event in shown { page.line([Point(x(event.time), top), Point(x(event.time), top + 4)], Style.ink.withAlpha(0.45), width: 0.5) }
            try page.text("\(shown.count) touches and taps", size: 7.5, color: Style.secondaryInk, x: x(0) + 2, y: labelsTop)
            return
        }
        var rowEnds: [Double] = []
        for event in shown {
            let x = x(event.time)
            page.line([Point(x, top), Point(x, bottom)], Style.ink.withAlpha(0.45), width: 0.6, dash: true)
            let name = event.event.kind.words
            // Three rows of names at most; a name with no room is left to its rule.
            guard let row = rowEnds.firstIndex(where: { $0 < x }) ?? (rowEnds.count < 3 ? rowEnds.count : nil) else { continue }
            if row == rowEnds.count { rowEnds.append(0) }
            try page.text(name, size: 7.5, color: Style.secondaryInk, x: x + 2, y: labelsTop + Double(row) * 9)
            rowEnds[row] = x + 4 + (try page.measure(name, size: 7.5))
        }
    }

    /// A span's bar, 7 pt tall from `top`, and its label beside it (on the side with room within `frame`).
    /// - Parameters:
    ///   - span: the animation's span.
    ///   - label: what the bar says.
    ///   - y: the bar's top, in page points.
    ///   - colour: the bar's colour; `nil` for the chart's ink.
    ///   - x: the page x of a time in document seconds.
    ///   - frame: the chart's frame, within which the label goes.
    /// - Throws: `RenderError` when its text cannot be drawn.
    func drawSpan(_ span: AnimationSpan, label: String, top y: Double, colour: Color?, x: (Double) -> Double, within frame: Rect) throws(RenderError)
    {
        for leg in span.legs {
            // The way back of a cycle: the same colour, darker.
            let color = (colour ?? Style.channel(0)).withAlpha(leg.isReturn ? 0.6 : 0.35)
            let shown = max(leg.start, span.addedAt)
            if shown > leg.start {
                page.stroke(Rect(x(leg.start), y + 0.5, max(0.5, x(min(shown, leg.end)) - x(leg.start)), 6), color, width: 0.75)
            }
            if shown < leg.end {
                page.fill(Rect(x(shown), y, max(0.5, x(leg.end) - x(shown)), 7), color)
            }
        }
        for hold in [span.holdBefore, span.holdAfter].compactMap({ $0 }) {
            let bar = Rect(x(hold.lowerBound), y + 2, max(0.5, x(hold.upperBound) - x(hold.lowerBound)), 3)
            page.fill(bar, Style.tertiaryInk.withAlpha(0.5))
        }
        if let added = span.addedWhenNotShown, added < span.begin {
            page.line([Point(x(added), y + 3.5), Point(x(span.begin), y + 3.5)], Style.tertiaryInk, width: 1, dash: true)
        }
        // After the bar and its hold; else before it; else over the hold, right after the active part, on white;
        // else cut short (…) in the widest room, on the bar if need be: never hiding the bar, which is what the row shows.
        let labelWidth = try page.measure(label, size: 7.5)
        let after = max(x(span.end), span.holdAfter.map { x($0.upperBound) } ?? 0) + 4
        let starts = [span.begin, span.holdBefore?.lowerBound, span.addedWhenNotShown].compactMap { $0 }
        let before = x(starts.min()!) - 4
        let afterActive = x(span.end) + 4
        if after + labelWidth <= frame.maxX {
            try page.text(label, size: 7.5, color: Style.secondaryInk, x: after, y: y - 1.5)
        } else if before - labelWidth >= frame.minX {
            try page.text(label, size: 7.5, color: Style.secondaryInk, x: before, y: y - 1.5, alignment: .right)
        } else if afterActive + labelWidth <= frame.maxX {
            page.fill(Rect(afterActive - 2, y - 1, labelWidth + 4, 9), Style.paper)
            try page.text(label, size: 7.5, color: Style.secondaryInk, x: afterActive, y: y - 1.5)
        } else {
            // The widest room: after the active part, before the bar, or on the bar itself (its colour is light).
            let rooms = [
                (x: afterActive, width: frame.maxX - afterActive, paper: true), (x: frame.minX, width: before - frame.minX, paper: false),
                (x: x(span.begin) + 3, width: min(frame.maxX, x(span.end)) - x(span.begin) - 6, paper: false),
            ]
            let room = rooms.max { $0.width < $1.width }!
            if room.paper { page.fill(Rect(room.x - 2, y - 1, room.width + 2, 9), Style.paper) }
            try page.text(label, size: 7.5, color: Style.ink, x: room.x, y: y - 1.5, width: max(room.width, 1), ellipsized: true)
        }
    }

    /// The legend, right-aligned at `right`: a swatch per layer when several share the chart, a swatch (or a line
    /// style) per channel when a value has several or one stands for several (`width = height`).
    private func drawLegend(_ group: ChartGroup, right: Double, top: Double) throws(RenderError) {
        var entries: [(String, Color, Bool)] = []
        // A colour's channels are its swatches, not lines.
        let isColour = group.keyPath.valueKind == .color
        if group.members.count > 1 {
            // Six layers by name at most; the title says how many share the chart.
            entries += group.members.enumerated().prefix(6).map { (group.name(of: $1), Style.channel($0), false) }
            if group.members.count > 6 { entries.append(("…", Style.tertiaryInk, false)) }
            if group.members[0].channels.count > 1, !isColour {
                entries += group.members[0].channels.enumerated().map { ($1, Style.secondaryInk, $0 > 0) }
            }
        } else if !isColour, group.members[0].channels.count > 1 || group.members[0].channels[0].contains(" = ") {
            entries += group.members[0].channels.enumerated().map { ($1, Style.channel($0), false) }
        }
        var x = right
        for (name, color, dashed) in entries.reversed() {
            x -= try page.measure(name, size: 9)
            try page.text(name, size: 9, color: Style.secondaryInk, x: x, y: top + 2)
            x -= 14
            page.line([Point(x, top + 8), Point(x + 10, top + 8)], color, width: 2, dash: dashed)
            x -= 10
        }
    }

    /// What uses a curve in a designer's words: the motion's name, then the elements it moves (`Pop in · Pencil
    /// button`), elements of one role together (`Hop · Dot 1 … Dot 3`); a motion without a name by its property
    /// (`Rotation · Plus icon`). `element` names a layer as a designer does.
    static func motions(using curve: TimingCurve, element: (String) -> String) -> String {
        var motions: [(name: String, ids: [String])] = []
        for user in curve.users {
            let name = user.label ?? user.keyPath.map { MotionProperty($0).title } ?? "Group"
            if let at = motions.firstIndex(where: { $0.name == name && ChartGroup.role(of: $0.ids[0]) == ChartGroup.role(of: user.layerID) }) {
                if !motions[at].ids.contains(user.layerID) { motions[at].ids.append(user.layerID) }
            } else {
                motions.append((name, [user.layerID]))
            }
        }
        return motions.map { motion in
            let who = motion.ids.count > 1 ? "\(element(motion.ids[0])) … \(element(motion.ids.last!))" : element(motion.ids[0])
            return "\(motion.name) · \(who)"
        }.joined(separator: "; ")
    }

    /// Who uses a curve in Core Animation's words, for the detail line: `fab/action-1 · transform.scale, opacity`,
    /// layer by layer; layers of one role with the same key paths together (`button/ripple-1 … ripple-3 · position,
    /// transform.scale`).
    static func users(of curve: TimingCurve) -> String {
        var layers: [(id: String, keyPaths: [String])] = []
        for user in curve.users {
            let name = user.keyPath?.rawValue ?? "group"
            if let at = layers.firstIndex(where: { $0.id == user.layerID }) {
                layers[at].keyPaths.append(name)
            } else {
                layers.append((user.layerID, [name]))
            }
        }
        var groups: [(ids: [String], keyPaths: [String])] = []
        for layer in layers {
            if let at = groups.firstIndex(where: { ChartGroup.role(of: $0.ids[0]) == ChartGroup.role(of: layer.id) && $0.keyPaths == layer.keyPaths })
            {
                groups[at].ids.append(layer.id)
            } else {
                groups.append(([layer.id], layer.keyPaths))
            }
        }
        return groups.map { group in
            let who = group.ids.count > 1 ? "\(group.ids[0]) … \(group.ids.last!.split(separator: "/").last!)" : group.ids[0]
            return "\(who) · \(group.keyPaths.joined(separator: ", "))"
        }.joined(separator: "; ")
    }

    /// The intervals with back-to-back ones joined (one that begins where another ends continues it), and
    /// Each member's colour over time as a band of 2 pt swatches across `plot`, over a checkerboard where it is
    /// translucent; nothing where the layer is not in the tree.
    private func drawColourRamps(_ group: ChartGroup, in plot: Rect, x: (Double) -> Double) {
        let bands = Double(group.members.count)
        let height = min(44, (plot.height - 8) / bands - 4)
        for (index, member) in group.members.enumerated() {
            let top = plot.minY + 8 + Double(index) * (height + 4)
            let samples = member.samples
            var column = plot.minX
            var next = 0
            while column < plot.maxX {
                let t = (column + 1 - plot.minX) / plot.width
                let time = t * (samples.last?.time ?? 0)
                while next + 1 < samples.count, samples[next + 1].time <= time { next += 1 }
                if let v = samples[next].values, v.count == 4 {
                    for (i, y) in stride(from: top, to: top + height, by: 4).enumerated() {
                        // The checkerboard shows through what is translucent.
                        let light = (Int((column - plot.minX) / 4) + i) % 2 == 0
                        page.fill(Rect(column, y, 2, min(4, top + height - y)), light ? .white : Style.rule)
                    }
                    page.fill(Rect(column, top, 2, height), Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
                }
                column += 2
            }
            page.stroke(Rect(plot.minX, top, plot.width, height), Style.frameBorder, width: 0.5)
        }
    }

    /// overlapping ones kept apart: at most as many as overlap at once, for a wave's thousands of legs.
    static func runs(of intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var open: [ClosedRange<Double>] = []
        var done: [ClosedRange<Double>] = []
        for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            // Continue the run that ends where this begins, else start one.
            if let at = open.firstIndex(where: { abs($0.upperBound - interval.lowerBound) < 1e-9 }) {
                open[at] = open[at].lowerBound...max(open[at].upperBound, interval.upperBound)
            } else {
                open.append(interval)
            }
            // Runs that ended before this began are finished.
            done += open.filter { $0.upperBound < interval.lowerBound - 1e-9 }
            open.removeAll { $0.upperBound < interval.lowerBound - 1e-9 }
        }
        return done + open
    }

    /// The most interactions a chart names one by one.
    static let namedInteractions = 40

    /// A timing function with its control polygon, or a spring's response, in `box` (a square), and its labels below:
    /// the motions that use it in a designer's words (`element` names a layer), then the layers, key paths and curve.
    func draw(_ curve: TimingCurve, in box: Rect, element: (String) -> String) throws(RenderError) {
        let size = box.width
        page.fill(box, Style.faintFill.withAlpha(0.6))
        switch curve.shape {
        case .bezier(let f):
            let values = (0...50).map { f.value(at: Double($0) / 50) }
            let yAxis = Axis(covering: min(0, f.y1, f.y2, values.min()!), max(1, f.y1, f.y2, values.max()!), ticks: 2, padded: false)
            func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * size, yAxis.map(y, from: box.maxY, to: box.minY)) }
            page.line([p(0, 0), p(1, 0)], Style.rule, width: 0.5)
            page.line([p(0, 1), p(1, 1)], Style.rule, width: 0.5)
            page.line([p(0, 0), p(1, 1)], Style.rule, width: 0.5, dash: true)
            page.line([p(0, 0), p(f.x1, f.y1)], Style.tertiaryInk, width: 0.75)
            page.line([p(1, 1), p(f.x2, f.y2)], Style.tertiaryInk, width: 0.75)
            page.line(
                (0...120).map { i in
                    let x = Double(i) / 120
                    return p(x, f.value(at: x))
                }, Style.channel(0), width: 1.75)
            page.dot(p(f.x1, f.y1), radius: 2.5, Style.paper, ring: Style.ink)
            page.dot(p(f.x2, f.y2), radius: 2.5, Style.paper, ring: Style.ink)
        case .spring(let spring, let duration):
            let samples = (0...160).map { i -> (Double, Double) in
                let t = duration * Double(i) / 160
                return (t, spring.fraction(at: t))
            }
            let yAxis = Axis(covering: min(0, samples.map(\.1).min()!), max(1, samples.map(\.1).max()!), ticks: 2)
            func p(_ t: Double, _ v: Double) -> Point { Point(box.minX + t / duration * size, yAxis.map(v, from: box.maxY, to: box.minY)) }
            page.line([p(0, 1), p(duration, 1)], Style.rule, width: 0.75, dash: true)
            page.line([p(0, 0), p(duration, 0)], Style.rule, width: 0.5)
            page.line(samples.map { p($0.0, $0.1) }, Style.channel(0), width: 1.75)
            try page.text(KeyPathChart.milliseconds(duration), size: 7.5, color: Style.secondaryInk, x: box.maxX, y: box.maxY + 2, alignment: .right)
        }
        page.stroke(box, Style.rule, width: 0.5)
        let heading = try page.text(
            Self.motions(using: curve, element: element), size: 8, weight: .semibold,
            x: box.minX, y: box.maxY + 12, width: size)
        try page.text(
            "\(Self.users(of: curve)) · \(curve.label)", size: 8, color: Style.secondaryInk, x: box.minX, y: box.maxY + 13 + heading, width: size)
    }
}
