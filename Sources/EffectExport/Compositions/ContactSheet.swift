import CairoKit
import EffectModel
import EffectSampling
import Foundation

/// The design-review contact sheet: a header, the frames in a grid with their times, an onion skin of all
/// frames, the motion paths of every layer whose position is animated, and the timing-curve charts.
///
/// Laid out on an 842 pt wide page (A4 landscape's width); its height follows the content. In a PDF the
/// frames and the charts are separate pages; in SVG and PNG they stand one above the other.
public struct ContactSheet: Sendable {
    public var title: String
    public var description: String?
    public var name: String
    public var scene: Scene
    public var times: [Double]
    public var columns: Int
    /// Shadow raster pixels per device unit: 1 on images (already in pixels), `vectorShadowScale` in SVG and PDF.
    var rasterScale = FrameRenderer.vectorShadowScale

    public static let pageWidth = 842.0
    static let margin = 36.0
    static let gap = 14.0
    static let labelHeight = 16.0

    public init(document: EffectDocument, scene: Scene, times: [Double], columns: Int) {
        title = document.title ?? document.name
        description = document.description
        name = document.name
        self.scene = scene
        self.times = times
        self.columns = max(1, min(columns, times.count))
    }

    var contentWidth: Double { Self.pageWidth - 2 * Self.margin }
    var canvas: EffectDocument.Canvas { scene.canvas }

    /// A cell's frame rectangle size: the column width, the canvas's aspect, at most 260 pt tall.
    var cellSize: Size {
        let width = (contentWidth - Double(columns - 1) * Self.gap) / Double(columns)
        let height = min(width * canvas.height / canvas.width, 260)
        return Size(width, height)
    }

    var rows: Int { (times.count + columns - 1) / columns }

    /// The large cells (onion skin, motion paths): two side by side.
    var largeCellSize: Size {
        let width = (contentWidth - Self.gap) / 2
        return Size(width, min(width * canvas.height / canvas.width, 300))
    }

    static let headerHeight = 74.0
    static let footerHeight = 28.0

    /// The frames page's height: the grid part and the summary part.
    public var framesPageHeight: Double { gridPartHeight + summaryPartHeight }

    /// Whole points, so that the parts of a PNG meet on a pixel row at whole scales.
    var gridPartHeight: Double { (Self.margin + Self.headerHeight + Double(rows) * (cellSize.height + Self.labelHeight + Self.gap) + 20).rounded(.up) }
    var summaryPartHeight: Double { Self.summaryTop + largeCellSize.height + Self.labelHeight + Self.footerHeight + Self.margin }

    /// Room above the large cells for their borders.
    static let summaryTop = 4.0

    /// The frames page: header, grid, onion skin and motion paths, footer. `progress` after each frame drawn.
    func drawFramesPage(on context: Context, progress: ((Int) -> Void)? = nil) throws {
        try drawGridPart(on: context, progress: progress)
        try context.withSavedState { () throws in
            context.translate(0, gridPartHeight)
            try drawSummaryPart(on: context)
        }
    }

    /// Header and the grid of frames, from the page's top.
    func drawGridPart(on context: Context, progress: ((Int) -> Void)? = nil) throws {
        let page = Page(context: context)
        let sampler = Sampler(scene: scene)
        page.fill(Rect(0, 0, Self.pageWidth, gridPartHeight), .white)
        var y = Self.margin
        try drawHeader(page, y: y)
        y += Self.headerHeight
        for (index, t) in times.enumerated() {
            let (row, column) = (index / columns, index % columns)
            let origin = Point(Self.margin + Double(column) * (cellSize.width + Self.gap),
                               y + Double(row) * (cellSize.height + Self.labelHeight + Self.gap))
            let rect = Rect(origin: origin, size: cellSize)
            try page.frame(sampler.layers(at: t), canvas: canvas, in: fitted(rect), rasterScale: rasterScale)
            page.stroke(fitted(rect).outset(by: 0.5), Page.Style.frameBorder, width: 0.5)
            try page.text("t = \(Self.milliseconds(t)) ms", size: 9, color: Page.Style.ink, x: rect.minX, y: rect.maxY + 3)
            try page.text("#\(index + 1)", size: 9, color: Page.Style.tertiaryInk, x: rect.maxX, y: rect.maxY + 3, alignment: .right)
            progress?(index + 1)
        }
    }

    /// Onion skin, motion paths and the footer, from the top of their part.
    func drawSummaryPart(on context: Context) throws {
        let page = Page(context: context)
        let sampler = Sampler(scene: scene)
        page.fill(Rect(0, 0, Self.pageWidth, summaryPartHeight), .white)
        try drawOnionSkin(page, sampler: sampler, in: Rect(origin: Point(Self.margin, Self.summaryTop), size: largeCellSize))
        try drawMotionPaths(page, sampler: sampler, in: Rect(origin: Point(Self.margin + largeCellSize.width + Self.gap, Self.summaryTop), size: largeCellSize))
        try drawFooter(page, pageHeight: summaryPartHeight)
    }

    /// The canvas's aspect inside `rect`, centred.
    func fitted(_ rect: Rect) -> Rect {
        let s = min(rect.width / canvas.width, rect.height / canvas.height)
        let size = Size(canvas.width * s, canvas.height * s)
        return Rect(rect.midX - size.width / 2, rect.minY, size.width, size.height)
    }

    static func milliseconds(_ t: Double) -> String {
        let ms = t * 1000
        return abs(ms - ms.rounded()) < 0.05 ? String(Int(ms.rounded())) : String(format: "%.1f", ms)
    }

    private func drawHeader(_ page: Page, y: Double) throws {
        let titleHeight = try page.text(title, size: 20, weight: "Bold", x: Self.margin, y: y)
        if let description {
            try page.text(description, size: 10.5, color: Page.Style.secondaryInk, x: Self.margin, y: y + titleHeight + 3, width: contentWidth * 0.8)
        }
        let meta = "\(canvas.width.shortDescription) × \(canvas.height.shortDescription) pt · \(Self.milliseconds(scene.duration)) ms · \(times.count) frames"
        try page.text(meta, size: 9.5, weight: "Medium", color: Page.Style.tertiaryInk, x: Self.margin + contentWidth, y: y + 6, alignment: .right)
        page.line([Point(Self.margin, y + Self.headerHeight - 12), Point(Self.margin + contentWidth, y + Self.headerHeight - 12)], Page.Style.rule, width: 0.5)
    }

    private func drawFooter(_ page: Page, pageHeight: Double) throws {
        let y = pageHeight - Self.margin - 10
        page.line([Point(Self.margin, y - 8), Point(Self.margin + contentWidth, y - 8)], Page.Style.rule, width: 0.5)
        try page.text("effect-export \(EffectExportVersion.current)", size: 8.5, color: Page.Style.tertiaryInk, x: Self.margin, y: y)
        try page.text(name, size: 8.5, color: Page.Style.tertiaryInk, x: Self.margin + contentWidth, y: y, alignment: .right)
    }

    /// Every frame over the others, the earliest faintest.
    private func drawOnionSkin(_ page: Page, sampler: Sampler, in rect: Rect) throws {
        let frame = fitted(rect)
        // A weighted average of the frames, each over the canvas background: frame k (0-based) has weight k + 1
        // (the earliest faintest) and the weights sum to 1, so whatever stands still looks exactly as in one
        // frame (shadows do not pile up) and only motion leaves ghosts. Drawn in order, a frame goes over the
        // ones before at alpha = its weight / the weights so far; a run of identical frames is drawn once with
        // the run's weight, which gives the same average. (A transparent canvas has no background to average over.)
        guard let first = times.first else { return }
        var weightSoFar = 0.0
        var index = 0
        var layers = sampler.layers(at: first)
        while index < times.count {
            var weight = Double(index + 1)
            var next = index + 1
            var following: [Layer]?
            while next < times.count {
                let candidate = sampler.layers(at: times[next])
                guard candidate == layers else { following = candidate; break }
                weight += Double(next + 1)
                next += 1
            }
            weightSoFar += weight
            try page.frame(layers, canvas: canvas, in: frame, rasterScale: rasterScale, alpha: weight / weightSoFar)
            index = next
            if let following { layers = following }
        }
        page.stroke(frame.outset(by: 0.5), Page.Style.frameBorder, width: 0.5)
        try page.text("Onion skin · \(times.count) frames, the earliest faintest; what stands still shows as in one frame", size: 9, color: Page.Style.ink, x: frame.minX, y: frame.maxY + 3)
    }

    /// The first frame, faint, under each position-animated layer's path over the whole window, with a dot
    /// at every sampled frame time.
    private func drawMotionPaths(_ page: Page, sampler: Sampler, in rect: Rect) throws {
        let frame = fitted(rect)
        try page.frame(sampler.layers(at: 0), canvas: canvas, in: frame, rasterScale: rasterScale, alpha: 0.35)
        let s = frame.width / canvas.width
        func place(_ p: Point) -> Point { Point(frame.minX + p.x * s, frame.minY + p.y * s) }
        let moving = scene.tracks.filter { $0.animatedKeyPaths.contains { [.position, .positionX, .positionY].contains($0) } }
        try page.context.withSavedState { () throws in
            page.context.rectangle(frame.minX, frame.minY, frame.width, frame.height)
            page.context.clip()
            for (index, track) in moving.enumerated() {
                let id = track.model.id
                let color = Page.Style.channel(index)
                var run: [Point] = []
                for i in 0...240 {
                    if let p = sampler.canvasPosition(of: id, at: scene.duration * Double(i) / 240) { run.append(place(p)) } else {
                        page.line(run, color, width: 1.25)
                        run = []
                    }
                }
                page.line(run, color, width: 1.25)
                for t in times {
                    if let p = sampler.canvasPosition(of: id, at: t) { page.dot(place(p), radius: 2.5, .white, ring: color) }
                }
            }
        }
        page.stroke(frame.outset(by: 0.5), Page.Style.frameBorder, width: 0.5)
        let caption = moving.isEmpty ? "Motion paths · no layer's position is animated" : "Motion paths · " + moving.map(\.model.id).joined(separator: ", ")
        try page.text(caption, size: 9, color: Page.Style.ink, x: frame.minX, y: frame.maxY + 3, width: frame.width)
    }
}

