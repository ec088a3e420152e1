import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Contact sheets and curve charts: golden images for ten templates (MDC's ripple released early and late
/// among them: its fade is anchored to the touch-down), PDF pages and text, SVG structure.
@Suite struct SheetGoldenTests {
    static let suite = "Sheets"
    static let templates = [
        "ripple-contained", "floating-button", "gradient-pitfall", "ripple-mdc", "ripple-mdc-late-release", "ripple-rapid-taps", "wave-pulse",
        "ripple-outlined", "gradient-fixed", "tap-highlight",
    ]
    let goldens = GoldenImage()

    static let templateFolder = Templates.folder

    static func document(_ name: String) throws -> EffectDocument {
        try EffectDocument(contentsOf: templateFolder.appendingPathComponent("\(name).json"))
    }

    static func render(_ name: String, sheet: Bool, format: OutputFormat, scale: Double = 1) throws -> [UInt8] {
        let document = try Self.document(name)
        let scene = try FrameRenderer.scene(document)
        let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        let times = frames.map(\.time)
        let contact = sheet ? ContactSheet(document: document, scene: scene, frames: frames, columns: 4, producer: FrameRenderer.creator) : nil
        return try SheetRenderer.render(
            sheet: contact, spec: MotionSpec(scene: scene, document: document), title: document.title ?? name,
            charts: {
                CurveCharts(title: document.title ?? name, name: name, scene: scene, frameTimes: times, producer: FrameRenderer.creator)
            }, format: format, scale: scale)
    }

    @Test(.tags(.slow), arguments: templates)
    func sheetLooksLikeTheReference(_ name: String) throws {
        let failure = goldens.verify(try Self.render(name, sheet: true, format: .png), suite: Self.suite, name: "\(name)-sheet")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    @Test(.tags(.slow), arguments: templates)
    func curvesLookLikeTheReference(_ name: String) throws {
        let failure = goldens.verify(try Self.render(name, sheet: false, format: .png), suite: Self.suite, name: "\(name)-curves")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    /// Outlined only what moves, grows or fades yet never shows more than 15 % of its colour: the outlined
    /// button's 10 % ripple and the wave's 15 % halo, not the wave's still 5 % circle nor the contained
    /// button's 30 % ripple.
    @Test func faintLayersAreTheOnesThatMoveUnseen() throws {
        func faint(_ name: String) throws -> Set<String> {
            let document = try Self.document(name)
            let scene = try FrameRenderer.scene(document)
            let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
            return ContactSheet(document: document, scene: scene, frames: frames, columns: 4, producer: "").faintLayers
        }
        #expect(try faint("ripple-outlined") == ["button/ripple-1"])
        #expect(try faint("wave-pulse") == ["wave/wave"])
        #expect(try faint("ripple-contained") == [])
    }

    /// The gradient pitfall's panel names the drift between the gradient layer and the view that grows under
    /// it; the wave grows inside a root that does not change, which is no drift.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func outlinesNameTheDriftFromAGrowingSuperlayer() throws {
        func text(_ name: String) throws -> String {
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("sheet.pdf")
            try Data(try Self.render(name, sheet: true, format: .pdf)).write(to: url)
            return try ExternalTool.run("pdftotext", [url.path, "-"]).text.replacingOccurrences(of: "\n", with: " ")
        }
        let pitfall = try text("gradient-pitfall")
        #expect(pitfall.contains("Gradient view blue, Gradient orange"))
        // The view and its layer part by 75 pt at their widest (1.1 s); the nearest key frame shows a little less.
        let drift = try #require(pitfall.range(of: #"Gradient drifts (\d+) pt from Gradient view at #\d+"#, options: .regularExpression))
        let points = Int(pitfall[drift].split(separator: " ")[2])!
        #expect((65...75).contains(points), "\(pitfall[drift])")
        #expect(!(try text("wave-pulse")).contains("drifts"))
    }

    @Test func everyReferenceHasACase() {
        #expect(goldens.orphans(suite: Self.suite, names: Set(Self.templates.flatMap { ["\($0)-sheet", "\($0)-curves"] })) == [])
    }

    /// The PDF sheet, printed: the spec, the key frames, the onion skin and the charts on numbered A4 pages, vector (no
    /// images but for blurred shadows); its title, the spec's rows, the key frames' times and reasons (the touches among
    /// them) and the bars' labels are extractable text.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func pdfSheetIsPrintedOnNumberedPagesOfRealText() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sheet.pdf")
        try Data(try Self.render("ripple-contained", sheet: true, format: .pdf)).write(to: url)
        let info = try ExternalTool.run("pdfinfo", [url.path])
        let pages = try #require(
            info.text.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) })
        #expect((4...8).contains(pages), "\(pages) pages")
        #expect(info.text.contains("Page size:       841.89 x 595.28 pts (A4)"))
        #expect(info.text.contains("Title:           Contained ripple button"))
        let text = try ExternalTool.run("pdftotext", [url.path, "-"]).text
        #expect(text.contains("Contained ripple button"))
        let frames = ReviewPictures(scene: try FrameRenderer.scene(try Self.document("ripple-contained"))).keyFrames().count
        for label in [
            "Contained ripple button: motion spec", "Touch down at 50 ms", "0× → 1×", "225 ms", "Touch up at 450 ms", "page 1 of \(pages)",
            "page \(pages) of \(pages)", "0 ms · start", "50 ms · touch down", "275 ms · Touch-down ripple ends",
            "450 ms · touch up, Fade out begins", "touch up",
            "key frames", "#\(frames)", "timing curves", "Touch-down ripple · 225 ms", "cubic-bezier(0.4, 0, 0.2, 1)", "effect-export 0.1.0",
        ] {
            #expect(text.contains(label), "'\(label)' is not in the PDF's text")
        }
        // The description ends on two words, not on a lone "fades.".
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("and fades.") && !lines.contains("fades."))
        // The timeline numbers the sheet's frames; the overview says so.
        #expect(text.contains("Timeline") && text.contains("numbers: the sheet's frames"))
        // Vector: the only images are the button's blurred shadow, once per cell (each frame, the onion skin's
        // each frame, the motion paths' one).
        let rows = try ExternalTool.run("pdfimages", ["-list", url.path]).text.split(separator: "\n").dropFirst(2)
        let images = rows.filter { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first == "image" }
        #expect(images.count <= 2 * frames + 1, "\(images.count) images for \(frames) frames")
    }

    /// Every template's printed PDFs — the sheet, the curves, the spec and a diff against the next template, on A4
    /// and on Letter at 100 % — are on pages of exactly that paper (landscape; the spec portrait) and have no text
    /// under 7 pt, as printed: each text's font size through its text matrix and every transformation above it
    /// (`Decoders/pdf-text-sizes.py`). A key frame's own text is a picture of the UI, outlined.
    @Test(.tags(.pdfReaders), .needs(.python), arguments: templates)
    func printedPagesAreThePaperAndTextIsAtLeast7Points(_ name: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Self.document(name)
        let scene = try FrameRenderer.scene(document)
        let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        let spec = MotionSpec(scene: scene, document: document)
        let sheet = ContactSheet(document: document, scene: scene, frames: frames, columns: 4, producer: FrameRenderer.creator)
        let charts = { CurveCharts(title: name, name: name, scene: scene, frameTimes: frames.map(\.time), producer: FrameRenderer.creator) }
        let next = try Self.document(Self.templates[(Self.templates.firstIndex(of: name)! + 1) % Self.templates.count])
        let diff = try DiffReport(old: document, new: next)
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Decoders/pdf-text-sizes.py")
        for paper in Paper.allCases {
            let files: [(String, [UInt8], (width: Double, height: Double))] = [
                (
                    "sheet", try SheetRenderer.render(sheet: sheet, spec: spec, title: name, charts: charts, format: .pdf, scale: 1, paper: paper),
                    paper.size
                ),
                (
                    "curves", try SheetRenderer.render(sheet: nil, spec: spec, title: name, charts: charts, format: .pdf, scale: 1, paper: paper),
                    paper.size
                ),
                ("spec", try SpecRenderer.render(spec, format: .pdf, scale: 1, paper: paper), paper.portrait),
                ("diff", try diff.render(.pdf, paper: paper), paper.size),
            ]
            for (part, bytes, size) in files {
                let url = folder.appendingPathComponent("\(part)-\(paper).pdf")
                try Data(bytes).write(to: url)
                let run = try ExternalTool.run("python3", [script.path, url.path])
                try #require(run.status == 0, "\(run.standardError)")
                let pages = run.text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
                #expect(!pages.isEmpty)
                for (index, page) in pages.enumerated() {
                    let place = "\(name) \(part) on \(paper), page \(index + 1)"
                    #expect(
                        abs(Double(page[0])! - size.width) < 0.01 && abs(Double(page[1])! - size.height) < 0.01,
                        "\(place) is \(page[0]) × \(page[1]) pt")
                    #expect(page[2] == "none" || Double(page[2])! >= 7, "\(place): text of \(page[2]) pt")
                }
                #expect(pages.contains { $0[2] != "none" }, "\(name) \(part) on \(paper): no text")
            }
        }
    }

    /// A motion that begins on a moment, with nothing yet to see, has its own frame at that moment: the hold before it
    /// ends there, and does not claim the motion began at its start ("0 ms · start, Slide begins").
    @Test func aMotionBeginningUnseenHasItsOwnFrame() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "name": "m", "canvas": { "width": 100, "height": 60 }, "duration": "1s",
                  "layers": [ { "id": "a", "frame": [10, 10, 40, 40], "backgroundColor": "#3366FF" } ],
                  "interactions": [ { "id": "ping", "at": "600ms" } ],
                  "animations": [ { "layer": "a", "label": "Slide", "trigger": "ping", "keyPath": "transform.translation.x",
                    "fromValue": 0, "toValue": 40, "duration": "200ms" } ] }
                """.utf8))
        let scene = try FrameRenderer.scene(document)
        let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        #expect(frames.first?.caption == "start · hold 600 ms")
        #expect(frames.contains { abs($0.time - 0.6) < 1e-9 && $0.caption == "Slide begins" })
    }

    @Test func svgSheetIsWellFormed() throws {
        let svg = try Self.render("floating-button", sheet: true, format: .svg)
        let xml = try XMLDocument(data: Data(svg))
        let viewBox = try xml.nodes(forXPath: "/*[local-name()='svg']/@viewBox").first?.stringValue
        #expect(viewBox?.hasPrefix("0 0 842 ") == true)
        #expect(try xml.nodes(forXPath: "//*[local-name()='path']").count > 100)
    }
}

/// Key frames follow what is seen: drawn at the review's size by the frame renderer, no two neighbouring cells of a
/// template's sheet differ in under 0.2 % of their pixels, unless one of them marks a touch or tap, an animation's
/// begin or end, or a hold.
@Suite struct KeyFramesBySightTests {
    static func marks(_ frame: ReviewFrame) -> Bool {
        frame.holdsUntil != nil
            || frame.reasons.contains { reason in
                switch reason {
                case .interaction, .begins, .ends, .start, .end: true
                default: false
                }
            }
    }

    @Test(.tags(.slow), arguments: SheetGoldenTests.templates)
    func neighbouringCellsDiffer(_ name: String) throws {
        let scene = try FrameRenderer.scene(try SheetGoldenTests.document(name))
        let frames = ReviewPictures(scene: scene).keyFrames()
        let renderer = FrameRenderer(scale: 180 / scene.canvas.width)
        let sampler = Sampler(scene: scene)
        let pictures = try frames.map { try renderer.renderImage(sampler.layers(at: $0.time), canvas: scene.canvas) }
        for index in frames.indices.dropFirst() where !Self.marks(frames[index - 1]) && !Self.marks(frames[index]) {
            let difference = try #require(try ImageDifference.between(pictures[index - 1], pictures[index], threshold: ReviewPictures.threshold))
            let fraction = Double(difference.pixelsOver.count) / Double(difference.width * difference.height)
            #expect(
                fraction >= ReviewFrameSelection.leastVisibleChange,
                "\(name): cells #\(index) and #\(index + 1) (\(frames[index - 1].time) s, \(frames[index].time) s) differ in \(fraction * 100) % of pixels"
            )
        }
    }
}
