import CairoKit
import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// Pictures that read right (issue 39): colour charts of every pair of colours, vertical offsets up as up, the
/// crop's map over no cell, labels whole, jumps only where the picture jumps, titles in a designer's words.
@Suite struct PictureTests {
    /// Three layers whose colour goes from white, black and grey: the ends that drew empty strips.
    static let colourEnds = """
        { "effect": 1, "name": "colour-ends", "canvas": { "width": 200, "height": 100, "background": "#FFFFFF" }, "duration": 0.6,
          "layers": [ { "id": "a", "label": "Label", "frame": [10, 10, 50, 50], "backgroundColor": "white" },
                      { "id": "b", "label": "Badge", "frame": [70, 10, 50, 50], "backgroundColor": "black" },
                      { "id": "c", "label": "Dot", "frame": [130, 10, 50, 50], "backgroundColor": "#808080" } ],
          "animations": [
            { "layer": "a", "keyPath": "backgroundColor", "fromValue": "white", "toValue": "#3C3C43", "duration": 0.5, "fillMode": "forwards", "isRemovedOnCompletion": false },
            { "layer": "b", "keyPath": "backgroundColor", "fromValue": "black", "toValue": "red", "duration": 0.5, "fillMode": "forwards", "isRemovedOnCompletion": false },
            { "layer": "c", "keyPath": "backgroundColor", "fromValue": "#808080", "toValue": "red", "duration": 0.5, "fillMode": "forwards", "isRemovedOnCompletion": false }
          ] }
        """

    /// The designer's typing indicator: three dots that hop 6 pt up one after another, for ever.
    static let typingDots = """
        { "effect": 1, "name": "typing-dots", "canvas": { "width": 120, "height": 60 }, "duration": 1.2,
          "layers": [ { "id": "bubble", "label": "Bubble", "frame": [20, 14, 80, 32], "backgroundColor": "#E5E5EA", "cornerRadius": 16, "sublayers": [
            { "id": "dot-1", "label": "Dot", "frame": [18, 13, 8, 8], "backgroundColor": "#8E8E93", "cornerRadius": 4 },
            { "id": "dot-2", "label": "Dot", "frame": [36, 13, 8, 8], "backgroundColor": "#8E8E93", "cornerRadius": 4 },
            { "id": "dot-3", "label": "Dot", "frame": [54, 13, 8, 8], "backgroundColor": "#8E8E93", "cornerRadius": 4 } ] } ],
          "animations": [
            { "layer": "dot-1", "label": "Hop", "type": "keyframe", "keyPath": "transform.translation.y", "duration": 0.6, "repeatCount": "infinity",
              "values": [0, -6, 0, 0], "keyTimes": [0, 0.3, 0.6, 1], "timingFunctions": ["easeOut", "easeIn", "linear"] },
            { "layer": "dot-2", "label": "Hop", "type": "keyframe", "keyPath": "transform.translation.y", "duration": 0.6, "repeatCount": "infinity",
              "beginTime": 0.15, "values": [0, -6, 0, 0], "keyTimes": [0, 0.3, 0.6, 1], "timingFunctions": ["easeOut", "easeIn", "linear"] },
            { "layer": "dot-3", "label": "Hop", "type": "keyframe", "keyPath": "transform.translation.y", "duration": 0.6, "repeatCount": "infinity",
              "beginTime": 0.3, "values": [0, -6, 0, 0], "keyTimes": [0, 0.3, 0.6, 1], "timingFunctions": ["easeOut", "easeIn", "linear"] }
          ] }
        """

    /// The designer's segmented control: a small control on a large canvas (the sheet crops to it), its labels
    /// where the crop's map used to go, a tap on Month sliding the selection there.
    static let segmentedControl = """
        { "effect": 1, "name": "segmented-control", "title": "Segmented control", "canvas": { "width": 360, "height": 200 }, "duration": 0.7,
          "layers": [ { "id": "track", "label": "Track", "frame": [100, 84, 150, 32], "backgroundColor": "#EEEEEF", "cornerRadius": 9, "sublayers": [
            { "id": "thumb", "label": "Selection", "frame": [2, 2, 48, 28], "backgroundColor": "#3C3C43", "cornerRadius": 7 },
            { "id": "day", "label": "Day", "type": "text", "frame": [2, 8, 48, 16], "string": "Day", "alignmentMode": "center", "foregroundColor": "white" },
            { "id": "week", "label": "Week", "type": "text", "frame": [51, 8, 48, 16], "string": "Week", "alignmentMode": "center", "foregroundColor": "#3C3C43" },
            { "id": "month", "label": "Month", "type": "text", "frame": [100, 8, 48, 16], "string": "Month", "alignmentMode": "center", "foregroundColor": "#3C3C43" } ] } ],
          "interactions": [ { "id": "tap-month", "layer": "month", "tap": 0.15 } ],
          "animations": [
            { "layer": "thumb", "label": "Slide to Month", "keyPath": "position.x", "fromValue": 26, "toValue": 124, "duration": 0.3,
              "timingFunction": [0.2, 0, 0, 1], "trigger": "tap-month", "fillMode": "forwards", "isRemovedOnCompletion": false },
            { "layer": "day", "label": "Dim Day", "keyPath": "foregroundColor", "fromValue": "white", "toValue": "#3C3C43", "duration": 0.3,
              "trigger": "tap-month", "fillMode": "forwards", "isRemovedOnCompletion": false },
            { "layer": "month", "label": "Light Month", "keyPath": "foregroundColor", "fromValue": "#3C3C43", "toValue": "white", "duration": 0.3,
              "trigger": "tap-month", "fillMode": "forwards", "isRemovedOnCompletion": false }
          ] }
        """

    static func scene(_ json: String) throws -> (EffectDocument, Scene) {
        let document = try EffectDocument(json: Array(json.utf8))
        return (document, try FrameRenderer.scene(document))
    }

    static func sheet(_ json: String) throws -> ContactSheet {
        let (document, scene) = try Self.scene(json)
        let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        return ContactSheet(document: document, scene: scene, frames: frames, columns: 4, producer: "")
    }

    static func sheet(template name: String) throws -> ContactSheet {
        let document = try SheetGoldenTests.document(name)
        let scene = try FrameRenderer.scene(document)
        let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        return ContactSheet(document: document, scene: scene, frames: frames, columns: 4, producer: "")
    }

    /// The pixel (r, g, b) at page point (x, y) of an image drawn at 1 px a point (premultiplied, opaque here).
    static func pixel(_ surface: Surface, _ x: Double, _ y: Double) -> [Int] {
        surface.withPixels { p in
            let i = Int(y) * surface.stride + Int(x) * 4
            return [Int(p[i + 2]), Int(p[i + 1]), Int(p[i])]
        }
    }

    /// Each colour chart draws its swatches whatever its ends: white → #3C3C43, black → red, #808080 → red each begin
    /// and end in their colours (within 6 of 255), and the middle of each ramp differs from the chart's background.
    @Test func colourChartsDrawEveryPairOfColours() throws {
        let (_, scene) = try Self.scene(Self.colourEnds)
        let curves = CurveCharts(title: "", name: "", scene: scene, frameTimes: [], producer: "")
        let surface = try Surface.image(width: Int(ChartsPageLayout.width), height: Int(curves.height.rounded(.up)))
        try curves.draw(on: try Context(surface))
        let ends: [String: ([Int], [Int])] = [
            "a": ([255, 255, 255], [60, 60, 67]), "b": ([0, 0, 0], [255, 0, 0]), "c": ([128, 128, 128], [255, 0, 0]),
        ]
        #expect(curves.charts.count == 3)
        for (group, frame) in zip(curves.charts, curves.layout.charts) {
            let plot = ChartLayout(
                origin: frame.origin, width: frame.width, duration: scene.duration, spans: group.spanCount, jumps: group.jumpCount, values: 0...1
            ).plot
            let (start, end) = try #require(ends[group.members[0].layerID])
            let y = plot.minY + 8 + 20
            let first = Self.pixel(surface, plot.minX + 1, y)
            let last = Self.pixel(surface, plot.maxX - 3, y)
            #expect(zip(first, start).allSatisfy { abs($0 - $1) <= 6 }, "\(group.title) begins \(first), not \(start)")
            #expect(zip(last, end).allSatisfy { abs($0 - $1) <= 6 }, "\(group.title) ends \(last), not \(end)")
            let background = Self.pixel(surface, plot.midX, plot.maxY - 4)
            let middle = Self.pixel(surface, plot.midX, y)
            #expect(zip(middle, background).contains { abs($0 - $1) > 16 }, "\(group.title): the ramp's middle \(middle) is the background")
        }
    }

    /// A hop is drawn and named up: the sheet's cell at its top says `up 6 pt` (never `low −6 pt`), the chart's axis
    /// labels `up 6`, and −6 is drawn above 0.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func verticalOffsetsReadUpAsUp() throws {
        let (_, scene) = try Self.scene(Self.typingDots)
        let captions = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration).compactMap(\.caption)
        #expect(captions.contains { $0.contains("up 6 pt") }, "\(captions)")
        #expect(!captions.contains { $0.contains("low") || $0.contains("−6") || $0.contains("-6") }, "\(captions)")
        let curves = CurveCharts(title: "", name: "", scene: scene, frameTimes: [], producer: "")
        let group = try #require(curves.charts.first { $0.keyPath == .translationY })
        let chart = group.members[0]
        let layout = ChartLayout(
            origin: Point(0, 0), width: 770, duration: scene.duration, spans: 1, jumps: 0, values: -6...0, downward: chart.keyPath.isScreenY)
        #expect(layout.y(-6) < layout.y(0))
        #expect(layout.valueTicks.map { chart.axisLabel($0.value, axis: layout.valueAxis) }.contains("up 6"))
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("curves.pdf")
        try Data(try SheetRenderer.render(sheet: nil, spec: nil, title: "", charts: { curves }, format: .pdf, scale: 1)).write(to: url)
        let text = try ExternalTool.run("pdftotext", [url.path, "-"]).text
        #expect(text.contains("up 6") && text.contains("up as on screen"))
    }

    /// The crop's map lies in the header, clear of every cell and its label; a sheet of the whole canvas has none.
    @Test(arguments: ["segmented", "floating-button"])
    func cropMapCoversNoCell(_ name: String) throws {
        let sheet = try name == "segmented" ? Self.sheet(Self.segmentedControl) : Self.sheet(template: name)
        let map = try #require(sheet.viewMap)
        #expect(map.maxY <= sheet.layout.headerTop + SheetLayout.headerHeight - 12)
        for index in sheet.frames.indices {
            let cell = sheet.layout.cell(index)
            let withLabel = Rect(cell.minX, cell.minY, cell.width, cell.height + sheet.layout.cellLabelHeight)
            #expect(map.intersection(withLabel).map { $0.width <= 0 || $0.height <= 0 } ?? true, "the map \(map) covers cell #\(index + 1)")
        }
        #expect(try Self.sheet(template: "ripple-contained").viewMap == nil)
    }

    /// No cell label is cut: each fits the lines its row leaves (`Touch-down ripple ends`, `hold 400 ms` whole), and the
    /// printed sheets hold no ellipsis.
    @Test(.tags(.pdfReaders), .needs(.poppler), arguments: ["floating-button", "ripple-contained", "ripple-mdc-late-release"])
    func cellLabelsAreWhole(_ name: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sheet.pdf")
        let sheet = try Self.sheet(template: name)
        let charts = { CurveCharts(title: name, name: name, scene: sheet.scene, frameTimes: sheet.frames.map(\.time), producer: "") }
        try Data(try SheetRenderer.render(sheet: sheet, spec: nil, title: name, charts: charts, format: .pdf, scale: 1)).write(to: url)
        let text = try ExternalTool.run("pdftotext", [url.path, "-"]).text
        // Past the unit of a fraction (`0…1`), an ellipsis is a label cut short.
        #expect(!text.replacingOccurrences(of: "0…1", with: "").contains("…"), "\(name): a label is cut")
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for caption in sheet.frames.compactMap(\.caption) {
            #expect(words.contains(caption.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "\(name): '\(caption)' is not whole")
        }
    }

    /// The floating button's tap sets the pencil's scale while it is transparent: no `jump` at 100 ms, nor where its
    /// spring is taken off at 1.001×.
    @Test func noJumpWhereThePictureDoesNotJump() throws {
        let sheet = try Self.sheet(template: "floating-button")
        for frame in sheet.frames {
            #expect(!(frame.caption ?? "").contains("jump"), "\(frame.time * 1000) ms: \(frame.caption ?? "")")
        }
    }

    /// Lanes, chart titles, bars, curve headings, the animations table and alt text lead with the element and the
    /// motion's name; layer ids and key paths come after, in the detail.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func designerNamesLead() throws {
        let document = try SheetGoldenTests.document("floating-button")
        let scene = try FrameRenderer.scene(document)
        let curves = CurveCharts(title: "", name: "", scene: scene, frameTimes: [], producer: "")
        #expect(curves.overview.rows.map(\.element) == ["Plus icon", "Pencil button"])
        let table = AnimationTable(scene: scene)
        #expect(table.rows.allSatisfy { !$0.timing.contains("e+") }, "\(table.rows.map(\.timing))")
        #expect(table.rows.map(\.element).contains("Pencil button") && table.rows.map(\.label).contains("Pop in"))
        let alt = MotionDescription.of(scene, title: "Floating action button")
        #expect(alt.hasPrefix("Floating action button, 1600 ms: Plus icon: "), "\(alt)")
        #expect(!alt.contains("transform") && !alt.contains("fab"), "\(alt)")
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("curves.pdf")
        try Data(try SheetRenderer.render(sheet: nil, spec: nil, title: "", charts: { curves }, format: .pdf, scale: 1)).write(to: url)
        let text = try ExternalTool.run("pdftotext", [url.path, "-"]).text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for words in ["Pop in · Pencil button", "Plus icon fab", "Pencil button fab/action-1"] {
            #expect(text.contains(words), "'\(words)' is not in the curves")
        }
        #expect(!text.contains("model value"))
    }
}
