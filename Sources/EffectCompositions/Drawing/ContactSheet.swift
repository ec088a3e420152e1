import CairoKit
import EffectEngine
import EffectModel
import EffectRender
import Foundation

/// The design-review contact sheet's frames page: a header, the frames in a grid with their times, an onion
/// skin of all frames, and the motion paths of every layer whose position is animated (`SheetLayout` places
/// them). In a PDF the timing charts (`CurveCharts`) follow on the next page.
public struct ContactSheet: Sendable {
    /// The effect's title, in the header.
    public var title: String
    /// The effect's description, under the title.
    public var description: String?
    /// The document's name.
    public var name: String
    /// What the clock recorded.
    public var scene: Scene
    /// The cells, in order: their times and captions.
    public var frames: [SheetFrame]
    /// Where everything goes on the page.
    public var layout: SheetLayout
    /// The footer's left text (`effect-export 0.1.0`).
    public var producer: String
    /// The layers that reach beyond the canvas in some frames (0-based indices), which the cells show cut at
    /// the canvas's edge; in the order first found.
    public let beyondCanvas: [(layerID: String, frames: [Int])]
    /// The layers that move, grow or fade from frame to frame but never show more than `faintAlpha` of their
    /// colour (a 10 % ripple, a 15 % halo): each cell outlines them.
    public let faintLayers: Set<String>
    /// Each frame's faint layers as they land on the canvas, in frame order.
    private let faintOnCanvas: [[LayerOnCanvas]]
    /// When an average of the frames would be mush (what changes, opaque, changes in more than `mushFrames` of them):
    /// each frame's changing layers, which the onion skin draws as a strip of outlines instead.
    private let strobedOnCanvas: [[LayerOnCanvas]]?
    /// More changed frames than this of opaque layers make an averaged onion skin unreadable.
    static let mushFrames = 6
    /// How far beyond a cell's edge what lies beyond the canvas is ghosted, in points (under half the gap).
    static let ghostBleed = 6.0
    /// The most a layer shows of its colour, 0…1, and still is faint.
    public static let faintAlpha = 0.15
    /// The fingertip drawn where touches are, in a colour none of the effect's.
    let touchMarker: TouchMarker
    /// What a designer calls each layer.
    let elementNames: ElementNames
    /// The fingers showing in each frame, in frame order.
    let touches: [[TouchMark]]
    /// The part of the canvas every cell shows: the whole canvas, or — when what shows in any frame fills less than
    /// a third of it — that part, with a margin (a map of the canvas in the header says where: `viewMap`).
    public let view: Rect
    /// Whether `view` is a crop.
    public var isCropped: Bool { view != Rect(0, 0, canvas.width, canvas.height) }
    /// Shadow raster pixels per device unit: 1 on images (already in pixels), 2 in SVG and PDF.
    public var rasterScale = LayerRenderer.vectorShadowScale

    /// The sheet of `document` showing `frames` of `scene`, `columns` to a row, `producer` in the footer; a fingertip
    /// where a touch is unless `showsTouches` is false.
    public init(document: EffectDocument, scene: Scene, frames: [SheetFrame], columns: Int, producer: String, showsTouches: Bool = true) {
        title = document.title ?? document.name
        description = document.description
        name = document.name
        self.scene = scene
        self.frames = frames
        self.producer = producer
        let sampler = Sampler(scene: scene)
        let onCanvas = frames.map { sampler.layersOnCanvas(at: $0.time) }
        let size = Size(scene.canvas.width, scene.canvas.height)
        let (beyond, strongest, changing) = Self.survey(onCanvas, canvas: size)
        beyondCanvas = beyond
        let faint = changing.filter { (strongest[$0] ?? 0) > 0 && strongest[$0]! <= Self.faintAlpha + 1e-9 }
        faintLayers = faint
        faintOnCanvas = onCanvas.map { $0.filter { faint.contains($0.layer.id) && $0.shownAlpha > 0 } }
        let opaque = changing.subtracting(faint)
        let looks = onCanvas.map { placements in
            placements.filter { opaque.contains($0.layer.id) }.map {
                [
                    $0.visibleExtent?.minX ?? 0, $0.visibleExtent?.minY ?? 0, $0.visibleExtent?.width ?? 0, $0.visibleExtent?.height ?? 0,
                    $0.shownAlpha,
                ]
            }
        }
        let changedFrames = zip(looks, looks.dropFirst()).filter { $0 != $1 }.count
        strobedOnCanvas = changedFrames > Self.mushFrames ? onCanvas.map { $0.filter { opaque.contains($0.layer.id) && $0.shownAlpha > 0.01 } } : nil
        let episodes = sampler.touchEpisodes()
        touches = frames.map { showsTouches ? TouchEpisode.marks(of: episodes, at: $0.time) : [] }
        view = Self.view(of: onCanvas, touches: touches.flatMap { $0 }, canvas: size)
        layout = Self.fitting(frames, SheetLayout(canvas: view.size, frames: frames.count, columns: columns))
        touchMarker = TouchMarker(avoiding: scene.tracks.map(\.model), background: scene.canvas.background)
        elementNames = ElementNames(scene)
    }

    /// What the frames show of each layer: the frames where it is cut at the canvas's edge as a mistake would be,
    /// the strongest alpha it shows, and whether its extent or alpha changes from frame to frame.
    private static func survey(
        _ onCanvas: [[LayerOnCanvas]], canvas size: Size
    ) -> (beyond: [(layerID: String, frames: [Int])], strongest: [String: Double], changing: Set<String>) {
        var beyond: [(layerID: String, frames: [Int])] = []
        var strongest: [String: Double] = [:]
        var first: [String: (Rect?, Double)] = [:]
        var changing = Set<String>()
        // Where each layer lands in each frame: one that slides between frames (its extent moved, not resized) is
        // coming in or going out.
        let extents = onCanvas.map { placements in
            Dictionary(placements.compactMap { p in p.visibleExtent.map { (p.layer.id, $0) } }, uniquingKeysWith: { a, _ in a })
        }
        /// Whether the layer is cut at the canvas's edge as a mistake would be: partly on the canvas, partly beyond
        /// it, and not sliding in or out (content parked off-canvas, or entering on purpose, is no warning).
        func isCutOff(_ placed: LayerOnCanvas, frame index: Int) -> Bool {
            guard placed.reachesBeyond(canvas: size), let extent = placed.visibleExtent,
                extent.intersection(Rect(0, 0, size.width, size.height)).map({ $0.width > 0 && $0.height > 0 }) == true
            else { return false }
            let sliding = [index - 1, index + 1].contains { other in
                guard onCanvas.indices.contains(other), let there = extents[other][placed.layer.id] else { return false }
                let moved = Point(extent.minX, extent.minY).distance(to: Point(there.minX, there.minY)) > 0.5
                return moved && abs(extent.width - there.width) < 0.5 && abs(extent.height - there.height) < 0.5
            }
            return !sliding
        }
        for (index, placements) in onCanvas.enumerated() {
            for placed in placements {
                let id = placed.layer.id
                let look = (placed.visibleExtent, placed.shownAlpha)
                if isCutOff(placed, frame: index) {
                    if let at = beyond.firstIndex(where: { $0.layerID == id }) {
                        beyond[at].frames.append(index)
                    } else {
                        beyond.append((id, [index]))
                    }
                }
                strongest[id] = max(strongest[id] ?? 0, placed.shownAlpha)
                if let seen = first[id] { if seen != look { changing.insert(id) } } else { first[id] = look }
            }
        }
        return (beyond, strongest, changing)
    }

    var canvas: EffectDocument.Canvas { scene.canvas }

    /// What shows in any frame (layers that paint, their shadows, the fingertips), with a margin, within the canvas,
    /// when the content itself fills under a third of the canvas; else the whole canvas.
    static func view(of frames: [[LayerOnCanvas]], touches: [TouchMark], canvas size: Size) -> Rect {
        let whole = Rect(0, 0, size.width, size.height)
        var content: Rect?
        var shown: Rect?
        func union(_ a: Rect?, _ rect: Rect) -> Rect {
            a.map { Rect.enclosing([Point($0.minX, $0.minY), Point($0.maxX, $0.maxY), Point(rect.minX, rect.minY), Point(rect.maxX, rect.maxY)])! }
                ?? rect
        }
        func add(_ rect: Rect, shadow: Double = 0) {
            content = union(content, rect)
            shown = union(shown, rect.outset(by: shadow))
        }
        for placed in frames.joined() where placed.shownAlpha > 0.01 || placed.layer.shadowOpacity > 0 {
            guard var extent = placed.visibleExtent else { continue }
            let layer = placed.layer
            let b = layer.bounds
            if b.width == b.height, layer.cornerRadius >= b.width / 2 - 0.01 {
                // A circle turns within its own circle, not its bounds' turned square.
                let centre = placed.toCanvas.apply(to: Point(b.midX, b.midY))
                let r = b.width / 2 * placed.toCanvas.apply(to: Point(1, 0)).distance(to: placed.toCanvas.apply(to: Point(0, 0)))
                extent = Rect(centre.x - r, centre.y - r, 2 * r, 2 * r)
            }
            let shadow = layer.shadowOpacity > 0 ? 1.5 * layer.shadowRadius + max(abs(layer.shadowOffset.width), abs(layer.shadowOffset.height)) : 0
            add(extent, shadow: shadow)
        }
        for touch in touches {
            add(
                Rect(
                    touch.point.x - TouchMarker.radius - 4, touch.point.y - TouchMarker.radius - 4, 2 * TouchMarker.radius + 8,
                    2 * TouchMarker.radius + 8))
        }
        guard let content = content?.intersection(whole), content.width * content.height < whole.width * whole.height / 3,
            let view = shown?.outset(by: 8).intersection(whole), view.width > 0, view.height > 0
        else { return whole }
        return view
    }

    /// Canvas points to the page inside a cell's `frame`, which shows `view`.
    func toCell(_ frame: Rect) -> EffectModel.AffineTransform {
        let s = frame.width / view.width
        return EffectModel.AffineTransform.translation(-view.minX, -view.minY).concatenating(.scale(s, s)).concatenating(
            .translation(frame.minX, frame.minY))
    }

    /// When the cells show a crop, where the canvas is drawn in miniature with the part they show: at the header's
    /// right under the meta line, outside every cell so that it covers nothing, at most 44 × 30 pt (the canvas's
    /// shape kept); `nil` when the cells show the whole canvas.
    public var viewMap: Rect? {
        guard isCropped else { return nil }
        let s = min(44 / canvas.width, 30 / canvas.height)
        return Rect(SheetLayout.margin + layout.contentWidth - canvas.width * s, layout.headerTop + 21, canvas.width * s, canvas.height * s)
    }

    /// The canvas in miniature at `viewMap`, with the part the cells show, and `cells show` before it.
    private func drawViewMap(_ page: Page) throws(RenderError) {
        guard let map = viewMap else { return }
        let s = map.width / canvas.width
        page.fill(map, Page.Style.paper)
        page.stroke(map, Page.Style.tertiaryInk, width: 0.5)
        page.fill(Rect(map.minX + view.minX * s, map.minY + view.minY * s, view.width * s, view.height * s), Page.Style.tertiaryInk.withAlpha(0.45))
        try page.text("cells show", size: 7.5, color: Page.Style.secondaryInk, x: map.minX - 5, y: map.midY - 5, alignment: .right)
    }

    var times: [Double] { frames.map(\.time) }

    /// The whole frames page, `layout.pageHeight` tall. `progress` after each frame drawn.
    package func drawPage(on context: Context, progress: ((Int) -> Void)? = nil) throws(RenderError) {
        try drawGridPart(on: context, progress: progress)
        try context.withSavedState { () throws(RenderError) in
            context.translate(0, layout.gridPartHeight)
            try drawSummaryPart(on: context)
        }
    }

    /// Header and the grid of frames, from the page's top.
    package func drawGridPart(on context: Context, progress: ((Int) -> Void)? = nil) throws(RenderError) {
        let page = Page(context: context)
        page.fill(Rect(0, 0, SheetLayout.pageWidth, layout.gridPartHeight), Page.Style.paper)
        try drawHeader(page)
        let sampler = Sampler(scene: scene)
        for row in 0..<layout.rows { try drawRow(row, on: page, sampler: sampler, progress: progress) }
    }

    /// The frames of grid row `row`, where the grid part places them.
    func drawRow(_ row: Int, on page: Page, sampler: Sampler, progress: ((Int) -> Void)? = nil) throws(RenderError) {
        for index in (row * layout.columns)..<min((row + 1) * layout.columns, frames.count) {
            let sheetFrame = frames[index]
            let t = sheetFrame.time
            let (cell, frame) = (layout.cell(index), layout.frame(index))
            // What reaches beyond the canvas, ghosted in the gap around the cell (a caption's room below).
            let ghost =
                beyondCanvas.contains { $0.frames.contains(index) }
                ? Rect(
                    frame.minX - Self.ghostBleed, frame.minY - Self.ghostBleed, frame.width + 2 * Self.ghostBleed, frame.height + Self.ghostBleed + 2)
                : nil
            try page.frame(sampler.layers(at: t), canvas: canvas, view: view, in: frame, rasterScale: rasterScale, ghostedIn: isCropped ? nil : ghost)
            try drawFaintOutlines(page, faintOnCanvas[index], in: frame)
            // A finger while it is down, and at the instant it lifts or taps (a fading mark would only clutter the cells).
            // Labelled where it happens: the cell of the touch down, the touch up or the tap.
            for touch in touches[index] where touch.strength >= 1 {
                try drawTouch(page, touch, in: frame, alpha: 1, labelled: abs(touch.since - t) < 0.001)
            }
            page.stroke(frame.outset(by: 0.5), Page.Style.frameBorder, width: 0.5)
            let number = "#\(index + 1)"
            try page.text(
                Self.label(sheetFrame), size: 9, color: Page.Style.ink, x: cell.minX, y: cell.maxY + 3,
                width: try Self.labelWidth(index, cell: cell.width, page: page), ellipsized: true, lineLimit: layout.labelLines)
            try page.text(number, size: 9, color: Page.Style.tertiaryInk, x: cell.maxX, y: cell.maxY + 3, alignment: .right)
            progress?(index + 1)
        }
    }

    /// A cell's label: its time and why it is there (`450 ms · Slide to Month ends`), or `t = 201 ms`.
    static func label(_ frame: SheetFrame) -> String {
        let time = "\(SheetLayout.milliseconds(frame.time)) ms"
        return frame.caption.map { "\(time) · \($0)" } ?? "t = \(time)"
    }

    /// The width a cell's label wraps at: the cell's, less its number (`#12`) on the right.
    static func labelWidth(_ index: Int, cell width: Double, page: Page) throws(RenderError) -> Double {
        width - (try page.measure("#\(index + 1)", size: 9)) - 6
    }

    /// `layout` with room under each cell for the lines its longest label takes (wrapped, never cut): measured on a
    /// scratch page; three lines when text cannot be measured.
    static func fitting(_ frames: [SheetFrame], _ layout: SheetLayout) -> SheetLayout {
        let lines = try? { () throws(RenderError) -> Int in
            let page = try Page.scratch()
            let line = try page.height(of: "Ag", size: 9, width: 1000)
            var most = 1
            for (index, frame) in frames.enumerated() {
                let height = try page.height(of: label(frame), size: 9, width: try labelWidth(index, cell: layout.cellSize.width, page: page))
                most = max(most, Int((height / line).rounded()))
            }
            return most
        }()
        return SheetLayout(
            canvas: layout.canvas, frames: layout.frameCount, columns: layout.columns, maximumCellHeight: layout.maximumCellHeight,
            labelLines: lines ?? 3)
    }

    /// Onion skin, motion paths and (unless printed, where every page has its own) the footer, from the top of their part.
    package func drawSummaryPart(on context: Context, footer: Bool = true) throws(RenderError) {
        let page = Page(context: context)
        let sampler = Sampler(scene: scene)
        page.fill(Rect(0, 0, SheetLayout.pageWidth, layout.summaryPartHeight), Page.Style.paper)
        try drawOnionSkin(page, sampler: sampler, in: layout.onionSkin)
        try drawMotionPaths(page, sampler: sampler, in: layout.motionPaths)
        if footer { try page.footer(producer: producer, name: name, pageHeight: layout.summaryPartHeight) }
    }

    /// The sheet laid out for print: at most `SheetLayout.printedColumns` a row, so that a cell is at least 40 mm wide on
    /// A4 and Letter, and cells at most `SheetLayout.printedCellHeight` tall, so that two rows fit a page.
    public func forPrint() -> ContactSheet {
        var sheet = self
        sheet.layout = Self.fitting(
            frames,
            SheetLayout(
                canvas: layout.canvas, frames: layout.frameCount, columns: min(layout.columns, SheetLayout.printedColumns),
                maximumCellHeight: SheetLayout.printedCellHeight))
        return sheet
    }

    /// The header at the top of the grid part.
    func drawHeader(on context: Context) throws(RenderError) { try drawHeader(Page(context: context)) }

    /// Over each of a frame's faint layers (`faintOnCanvas`), a dashed outline and how strongly it shows
    /// (`ripple-1 · 10 %`), so that a review sees it move; the picture below is drawn as it is.
    private func drawFaintOutlines(_ page: Page, _ faint: [LayerOnCanvas], in frame: Rect) throws(RenderError) {
        guard !faint.isEmpty else { return }
        let toCell = toCell(frame)
        let color = Page.Style.ink.withAlpha(0.55)
        try page.context.withSavedState { () throws(RenderError) in
            page.context.rectangle(frame.minX, frame.minY, frame.width, frame.height)
            page.context.clip()
            var labels: [Rect] = []
            for placed in faint {
                let (outline, clip) = trace(page, placed, toCell: toCell, color: color, dashed: true)
                guard let traced = outline.controlBounds, let box = clip.map({ traced.intersection($0) }) ?? traced else { continue }
                // The opacity the charts show (the layer's, times its superlayers'), and its colour's own alpha apart.
                func percent(_ x: Double) -> String { "\(Int((x * 100).rounded())) %" }
                let paint = placed.layer.paintAlpha
                let name =
                    "\(elementNames[placed.layer.id]) · opacity \(percent(placed.opacity))" + (paint < 0.995 ? ", colour \(percent(paint))" : "")
                // Centred above the outline (below it when there is no room), a line further out than a name
                // already there.
                let width = try page.measure(name, size: 7.5)
                let x = min(max(box.midX - width / 2, frame.minX + 2), frame.maxX - width - 2)
                let above = box.minY - 9 >= frame.minY + 1
                var label = Rect(x, above ? box.minY - 9 : min(box.maxY + 1, frame.maxY - 9), width, 8)
                var step = above ? -8.0 : 8.0  // up while there is room, then down for good
                for _ in 0...(2 * labels.count)
                where labels.contains(where: { $0.intersection(label).map { $0.width > 0 && $0.height > 0 } ?? false }) {
                    if step < 0, label.minY - 8 < frame.minY + 1 { step = 8 }
                    label = Rect(label.minX, label.minY + step, width, 8)
                }
                labels.append(label)
                try page.text(name, size: 7.5, color: Page.Style.secondaryInk, x: label.minX, y: label.minY)
            }
        }
    }

    /// Strokes `placed`'s outline (`LayerOnCanvas.outline`) carried by `toCell`, cut by its masks; returns the
    /// outline and the masks' rectangle in page space.
    @discardableResult
    private func trace(_ page: Page, _ placed: LayerOnCanvas, toCell: EffectModel.AffineTransform, color: Color, dashed: Bool) -> (Path, Rect?) {
        let outline = placed.outline.applying(placed.toCanvas.concatenating(toCell))
        let clip = placed.clip.flatMap { Rect.enclosing($0.corners.map(toCell.apply)) }
        page.stroke(outline, color, width: 0.75, dash: dashed ? [2.5, 2] : [], within: clip)
        return (outline, clip)
    }

    /// The fingertip of a touch at `t` drawn into `frame` as every playing output draws it, scaled with the cell,
    /// and, when `labelled`, what the finger does (`touch down`, `touch up`, `tap`) beside it on a white tag.
    private func drawTouch(_ page: Page, _ mark: TouchMark, in frame: Rect, alpha: Double, labelled: Bool) throws(RenderError) {
        let s = frame.width / view.width
        page.context.withSavedState {
            page.context.rectangle(frame.minX, frame.minY, frame.width, frame.height)
            page.context.clip()
            page.context.translate(frame.minX, frame.minY)
            page.context.scale(s, s)
            page.context.translate(-view.minX, -view.minY)
            touchMarker.draw(at: mark.point, strength: mark.strength * alpha, in: page.context)
        }
        guard labelled else { return }
        let words =
            switch mark.phase {
            case .down: "touch down"
            case .lifting: "touch up"
            case .tap: "tap"
            }
        let width = try page.measure(words, size: 7.5) + 6
        let reach = (TouchMarker.radius + 4) * s
        let centre = toCell(frame).apply(to: mark.point)
        let below = centre.y + reach + 12 <= frame.maxY
        let tag = Rect(
            min(max(centre.x - width / 2, frame.minX + 1), frame.maxX - width - 1), below ? centre.y + reach + 1 : centre.y - reach - 12, width, 11)
        page.fill(tag, Page.Style.paper.withAlpha(0.92))
        page.stroke(tag, touchMarker.color, width: 0.75)
        try page.text(words, size: 7.5, weight: .medium, color: Page.Style.ink, x: tag.minX + 3, y: tag.minY + 1)
    }

    private func drawHeader(_ page: Page) throws(RenderError) {
        let (y, left, width) = (layout.headerTop, SheetLayout.margin, layout.contentWidth)
        // The right column: the meta line; under it the crop's map, and left of that the note of what lies beyond the
        // canvas; the description takes what is left.
        try drawViewMap(page)
        let map = viewMap
        let noteRight = map.map { $0.minX - 60 } ?? left + width
        let noteWidth = width * 0.38
        let titleHeight = try page.text(title, size: 20, weight: .bold, x: left, y: y)
        if let description {
            try page.text(
                description, size: 10.5, color: Page.Style.secondaryInk, x: left, y: y + titleHeight + 3,
                width: beyondCanvas.isEmpty ? min(width * 0.8, (map?.minX ?? left + width) - 60 - left) : noteRight - noteWidth - 12 - left)
        }
        let kind = frames.contains { $0.caption != nil } ? "key frames" : "frames"
        let meta =
            "\(canvas.width.shortDescription) × \(canvas.height.shortDescription) pt · \(SheetLayout.milliseconds(scene.duration)) ms · \(frames.count) \(kind)"
        try page.text(meta, size: 9.5, weight: .medium, color: Page.Style.tertiaryInk, x: left + width, y: y + 6, alignment: .right)
        if let note = beyondCanvasNote {
            try page.text("⚠ \(note)", size: 9, color: Page.Style.ink, x: noteRight - noteWidth, y: y + 21, alignment: .right, width: noteWidth)
        }
        let rule = y + SheetLayout.headerHeight - 12
        page.line([Point(left, rule), Point(left + width, rule)], Page.Style.rule, width: 0.5)
    }

    /// `beyond the canvas, cut at its edge: Gradient (gradient/gradient) in #7–#11`, naming at most two layers; `nil` when
    /// everything stays inside.
    public var beyondCanvasNote: String? {
        guard !beyondCanvas.isEmpty else { return nil }
        func cells(_ frames: [Int]) -> String {
            // Runs of consecutive frames as ranges: `#2, #4–#9`.
            var runs: [(Int, Int)] = []
            for f in frames { if let last = runs.last, last.1 == f - 1 { runs[runs.count - 1].1 = f } else { runs.append((f, f)) } }
            return runs.map { $0 == $1 ? "#\($0 + 1)" : "#\($0 + 1)–#\($1 + 1)" }.joined(separator: ", ")
        }
        // The element as a designer calls it, its layer id after it.
        func who(_ id: String) -> String { elementNames[id] == id ? id : "\(elementNames[id]) (\(id))" }
        var parts = beyondCanvas.prefix(2).map { "\(who($0.layerID)) in \(cells($0.frames))" }
        if beyondCanvas.count > 2 { parts.append("\(beyondCanvas.count - 2) more") }
        return "beyond the canvas, cut at its edge: " + parts.joined(separator: "; ")
    }

    /// Every frame over the others, the earliest faintest, in `frame`.
    private func drawOnionSkin(_ page: Page, sampler: Sampler, in frame: Rect) throws(RenderError) {
        // A weighted average of the frames, each over the canvas background: frame k (0-based) has weight k + 1
        // (the earliest faintest) and the weights sum to 1, so whatever stands still looks exactly as in one
        // frame (shadows do not pile up) and only motion leaves ghosts. Drawn in order, a frame goes over the
        // ones before at alpha = its weight / the weights so far; a run of identical frames is drawn once with
        // the run's weight, which gives the same average. (A transparent canvas has no background to average over.)
        guard let first = times.first else { return }
        if let strobed = strobedOnCanvas {
            // Too much moves for an average to read: the last frame dimmed, and what changes outlined at every frame.
            try page.frame(sampler.layers(at: times[times.count - 1]), canvas: canvas, view: view, in: frame, rasterScale: rasterScale, alpha: 0.3)
            strobe(page, strobed, in: frame)
        } else {
            try drawAverage(page, sampler: sampler, first: first, in: frame)
        }
        // Where fingers were, the earliest faintest; a finger that stays is drawn once, as late as it stays.
        var placed: [(mark: TouchMark, alpha: Double)] = []
        for (index, frameTouches) in touches.enumerated() {
            for touch in frameTouches {
                let alpha = Double(index + 1) / Double(times.count)
                if let at = placed.firstIndex(where: { $0.mark.point.distance(to: touch.point) < 0.5 }) {
                    placed[at] = (touch, alpha)
                } else {
                    placed.append((touch, alpha))
                }
            }
        }
        for (mark, alpha) in placed { try drawTouch(page, mark, in: frame, alpha: alpha, labelled: false) }
        // What the average flattens to a tint (a faint ripple), strobed: its outline at every frame, early to late.
        if !faintLayers.isEmpty { strobe(page, faintOnCanvas, in: frame) }
        page.stroke(frame.outset(by: 0.5), Page.Style.frameBorder, width: 0.5)
        let caption =
            strobedOnCanvas != nil
            ? "Onion skin · \(times.count) frames as outlines, violet (early) to orange (late), over the last frame"
            : faintLayers.isEmpty
                ? "Onion skin · \(times.count) frames, the earliest faintest; what stands still shows as in one frame"
                : "Onion skin · \(times.count) frames; faint layers' outlines violet (early) to orange (late)"
        try page.text(
            caption, size: 9, color: Page.Style.ink, x: frame.minX, y: frame.maxY + 3, width: layout.largeCellSize.width, ellipsized: true,
            lineLimit: 2)
    }

    /// Each frame's `layers` outlined in `frame`, violet (early) to orange (late).
    private func strobe(_ page: Page, _ layers: [[LayerOnCanvas]], in frame: Rect) {
        let toCell = toCell(frame)
        page.context.withSavedState {
            page.context.rectangle(frame.minX, frame.minY, frame.width, frame.height)
            page.context.clip()
            for (index, placements) in layers.enumerated() {
                let color = Page.Style.early.interpolated(to: Page.Style.late, times.count > 1 ? Double(index) / Double(times.count - 1) : 0)
                for placed in placements { trace(page, placed, toCell: toCell, color: color.withAlpha(0.8), dashed: false) }
            }
        }
    }

    /// A weighted average of the frames, each over the canvas background, the earliest faintest.
    private func drawAverage(_ page: Page, sampler: Sampler, first: Double, in frame: Rect) throws(RenderError) {
        var weightSoFar = 0.0
        var index = 0
        var layers = sampler.layers(at: first)
        while index < times.count {
            var weight = Double(index + 1)
            var next = index + 1
            var following: [Layer]?
            while next < times.count {
                let candidate = sampler.layers(at: times[next])
                guard candidate == layers else {
                    following = candidate
                    break
                }
                weight += Double(next + 1)
                next += 1
            }
            weightSoFar += weight
            try page.frame(layers, canvas: canvas, view: view, in: frame, rasterScale: rasterScale, alpha: weight / weightSoFar)
            index = next
            if let following { layers = following }
        }
    }

    /// The layers whose place moves: their position or their translation is animated (a slide, a shake).
    static func moved(in scene: Scene) -> [LayerTrack] {
        let keys: Set<AnimatableKeyPath> = [.position, .positionX, .positionY, .translation, .translationX, .translationY]
        return scene.tracks.filter { $0.animatedKeyPaths.contains(where: keys.contains) }
    }

    /// What moves, over the first frame dimmed: each moved layer's path (its position or translation) over the whole window
    /// (hollow at its start, an arrow at its end) with a dot at every frame; or, when no position moves, the
    /// outline of every layer whose size, scale or rotation changes, at every frame (a colour a layer, the earliest
    /// faintest), and the furthest drift of a layer from its superlayer's bounds.
    private func drawMotionPaths(_ page: Page, sampler: Sampler, in frame: Rect) throws(RenderError) {
        try page.frame(sampler.layers(at: 0), canvas: canvas, view: view, in: frame, rasterScale: rasterScale, alpha: 0.35)
        let cell = toCell(frame)
        let moving = Self.moved(in: scene)
        let shapeKeys: Set<AnimatableKeyPath> = [.bounds, .boundsSize, .boundsWidth, .boundsHeight, .scale, .scaleX, .scaleY, .rotation, .rotationZ]
        let changing = moving.isEmpty ? scene.tracks.filter { $0.animatedKeyPaths.contains(where: shapeKeys.contains) } : []
        // A layer that changes inside a superlayer that changes too: does it follow?
        let changingIDs = Set(changing.map(\.model.id))
        let drift = changing.filter { $0.parentID.map(changingIDs.contains) ?? false }
            .compactMap { Drift(of: $0.model.id, sampler: sampler, times: times) }.max { $0.distance < $1.distance }
        try page.context.withSavedState { () throws(RenderError) in
            page.context.rectangle(frame.minX, frame.minY, frame.width, frame.height)
            page.context.clip()
            for (index, track) in moving.enumerated() { drawPath(of: track, page, sampler: sampler, cell: cell, color: Page.Style.channel(index)) }
            drawOutlines(of: changing, page, sampler: sampler, cell: cell)
            // Where a layer drifts furthest from its superlayer's bounds: its corners tied to theirs.
            if let drift {
                for (from, to) in zip(drift.superlayerCorners, drift.corners) {
                    page.line([cell.apply(to: from), cell.apply(to: to)], Page.Style.ink.withAlpha(0.7), width: 0.75, dash: true)
                    page.dot(cell.apply(to: to), radius: 1.5, Page.Style.ink)
                }
            }
        }
        page.stroke(frame.outset(by: 0.5), Page.Style.frameBorder, width: 0.5)
        try page.text(
            motionCaption(moving: moving, changing: changing, drift: drift), size: 9, color: Page.Style.ink, x: frame.minX,
            y: frame.maxY + 3, width: layout.largeCellSize.width, ellipsized: true, lineLimit: 2)
    }

    /// One moved layer's path over the whole window in `color`, placed by `cell`: broken where the layer does not
    /// show, a dot at every frame, hollow at its start, an arrow at its end.
    private func drawPath(of track: LayerTrack, _ page: Page, sampler: Sampler, cell: EffectModel.AffineTransform, color: Color) {
        let id = track.model.id
        var runs: [[Point]] = [[]]
        for i in 0...240 {
            if let p = sampler.canvasAnchor(of: id, at: scene.duration * Double(i) / 240) {
                runs[runs.count - 1].append(cell.apply(to: p))
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        for run in runs { page.line(run, color, width: 1.25) }
        for t in times {
            if let p = sampler.canvasAnchor(of: id, at: t) { page.dot(cell.apply(to: p), radius: 2.5, Page.Style.paper, ring: color) }
        }
        let points = runs.flatMap { $0 }
        if let start = points.first { page.dot(start, radius: 4, Page.Style.paper, ring: color) }
        if let end = points.last, let before = points.dropLast().last(where: { $0.distance(to: end) > 1 }) {
            drawArrowhead(page, at: end, from: before, color: color)
        }
    }

    /// The outline of each changing layer at every frame, placed by `cell`: a colour a layer, the earliest faintest,
    /// as in the onion skin.
    private func drawOutlines(of changing: [LayerTrack], _ page: Page, sampler: Sampler, cell: EffectModel.AffineTransform) {
        for (index, t) in times.enumerated() {
            let progress = times.count > 1 ? Double(index) / Double(times.count - 1) : 1
            for (layerIndex, track) in changing.enumerated() {
                let id = track.model.id
                guard let toCanvas = sampler.canvasTransform(of: id, at: t) else { continue }
                let placed = toCanvas.concatenating(cell)
                page.stroke(
                    track.presentation(at: t).boundsPath.applying(placed), Page.Style.channel(layerIndex).withAlpha(0.2 + 0.7 * progress),
                    width: 1)
            }
        }
    }

    /// The motion-path cell's caption: the moved layers (a colour each when several), or the changing layers and
    /// the furthest drift, or that nothing changes.
    private func motionCaption(moving: [LayerTrack], changing: [LayerTrack], drift: Drift?) -> String {
        // Elements as a designer calls them, four at most, then how many more.
        func listed(_ names: [String]) -> String {
            names.prefix(4).joined(separator: ", ") + (names.count > 4 ? " and \(names.count - 4) more" : "")
        }
        let colours = ["blue", "orange", "green", "purple", "brown", "cyan"]
        if !moving.isEmpty {
            return "Motion paths · "
                + listed(
                    moving.enumerated().map {
                        moving.count > 1 ? "\(elementNames[$1.model.id]) \(colours[$0 % colours.count])" : elementNames[$1.model.id]
                    })
        } else if !changing.isEmpty {
            return "Outlines, earliest faintest: "
                + listed(changing.enumerated().map { "\(elementNames[$1.model.id]) \(colours[$0 % colours.count])" })
                + (drift.map {
                    " · \(elementNames[$0.layerID]) drifts \(Int($0.distance.rounded())) pt from \(elementNames[$0.superlayerID]) at #\($0.frame + 1)"
                } ?? "")
        } else {
            return "Nothing moves, grows or turns"
        }
    }

    /// How far a layer's bounds move on the canvas against its superlayer's, from the first frame where both
    /// show, at the frame where it is furthest: the gradient pitfall, a layer that keeps its frame while its
    /// view grows. `nil` for a root layer or a drift under a point.
    struct Drift {
        var layerID: String
        var superlayerID: String
        /// The greatest corner's drift, in canvas points.
        var distance: Double
        /// The sheet's frame (0-based) where it is greatest, and both layers' corners on the canvas then.
        var frame: Int
        var corners: [Point]
        var superlayerCorners: [Point]

        init?(of id: String, sampler: Sampler, times: [Double]) {
            guard let track = sampler.scene.track(id), let parentID = track.parentID, let parent = sampler.scene.track(parentID) else { return nil }
            func cornersOnCanvas(_ track: LayerTrack, at t: Double) -> [Point]? {
                sampler.canvasTransform(of: track.model.id, at: t).map { m in track.presentation(at: t).bounds.corners.map(m.apply) }
            }
            var start: [Point]?
            var best: (distance: Double, frame: Int, corners: [Point], parent: [Point])?
            for (index, t) in times.enumerated() {
                guard let own = cornersOnCanvas(track, at: t), let theirs = cornersOnCanvas(parent, at: t) else { continue }
                let offsets = zip(own, theirs).map { Point($0.x - $1.x, $0.y - $1.y) }
                guard let first = start else {
                    start = offsets
                    continue
                }
                let distance = zip(offsets, first).map { $0.distance(to: $1) }.max() ?? 0
                if distance > (best?.distance ?? 0) { best = (distance, index, own, theirs) }
            }
            guard let best, best.distance >= 1 else { return nil }
            (layerID, superlayerID, distance, frame, corners, superlayerCorners) = (
                id, parentID, best.distance, best.frame, best.corners, best.parent
            )
        }
    }

    /// A filled arrowhead at `tip`, pointing away from `from`.
    private func drawArrowhead(_ page: Page, at tip: Point, from: Point, color: Color) {
        let d = tip.distance(to: from)
        let (ux, uy) = ((tip.x - from.x) / d, (tip.y - from.y) / d)
        let (length, half) = (8.0, 3.5)
        let base = Point(tip.x - ux * length, tip.y - uy * length)
        page.context.newPath()
        page.context.move(to: tip.x, tip.y)
        page.context.line(to: base.x - uy * half, base.y + ux * half)
        page.context.line(to: base.x + uy * half, base.y - ux * half)
        page.context.closePath()
        page.context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        page.context.fill()
    }
}
