import CairoKit
import EffectEncoding
import EffectEngine
import EffectModel
import EffectRender
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

@Suite struct FrameExportTests {
    /// The command line's rule: `--fps F` gives t = n / F for n < ceil(duration · F); `--frames N`, t = n · duration / (N − 1).
    /// Every template, mid-way, in every still format: something drawn, and the title and description the docs need.
    @Test(arguments: ((try? FileManager.default.contentsOfDirectory(atPath: Templates.folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted())
    func everyTemplateRendersInEveryFormat(_ file: String) throws {
        let document = try EffectDocument(contentsOf: Templates.folder.appendingPathComponent(file))
        #expect(document.title?.isEmpty == false && document.description?.isEmpty == false, "\(file) needs a title and a description")
        let scene = try FrameRenderer.scene(document)
        let layers = Sampler(scene: scene).layers(at: scene.duration / 2)
        for format in OutputFormat.allCases {
            let bytes = try FrameRenderer(scale: 2).render(layers, canvas: scene.canvas, title: document.name, as: format)
            #expect(bytes.count > 500, "\(file) as \(format)")
        }
    }

    @Test func frameTimes() {
        let sixty = FrameSchedule.rate(60).times(duration: 1)
        #expect(sixty.count == 60)
        #expect(sixty.last == 59.0 / 60)
        #expect(FrameSchedule.rate(30).times(duration: 0.1).count == 3)  // 0.1 · 30 is 3.0000000000000004
        #expect(FrameSchedule.rate(60).times(duration: 0.225).count == 14)  // 13.5 → 14
        #expect(FrameSchedule.count(5).times(duration: 2) == [0, 0.5, 1, 1.5, 2])
        #expect(FrameSchedule.count(1).times(duration: 2) == [0])
        #expect(FrameSchedule.single(0.3).times(duration: 2) == [0.3])
    }

    @Test func framePaths() throws {
        #expect(try FramePaths(output: nil, name: "r", format: .png).paths(count: 2) == ["r-0000.png", "r-0001.png"])
        #expect(try FramePaths(output: "out/f%03d.svg", name: "r", format: .svg).paths(count: 1) == ["out/f000.svg"])
        #expect(try FramePaths(output: "frames/", name: "r", format: .png).paths(count: 1) == ["frames/r-0000.png"])
        #expect(throws: ExportError.self) { try FramePaths(output: "single.png", name: "r", format: .png) }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Renders `times` of a document into files on `threads` threads and reads them back.
    static func frames(_ document: EffectDocument, times: [Double], format: OutputFormat, threads: Int) throws -> [Data] {
        let scene = try FrameRenderer.scene(document)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = times.indices.map { folder.appendingPathComponent("f\($0).\(format.fileExtension)").path }
        try FrameSequenceExporter(renderer: FrameRenderer(scale: 2))
            .writeFrames(of: scene, title: "t", times: times, format: format, paths: paths, threads: threads)
        return try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    }

    /// Frames rendered on one thread and on several give the same bytes, SVG included (whose surface ids
    /// Cairo numbers process-wide).
    @Test(arguments: [OutputFormat.png, .svg])
    func parallelOutputEqualsSerialOutput(_ format: OutputFormat) throws {
        let document = try EffectDocument(contentsOf: Self.packageRoot.appendingPathComponent("Benchmarks/ripple-benchmark.json"))
        let times = FrameSchedule.count(8).times(duration: document.effectiveDuration)
        let serial = try Self.frames(document, times: times, format: format, threads: 1)
        #expect(try Self.frames(document, times: times, format: format, threads: 4) == serial)
        #expect(Set(serial).count >= 3, "the frames differ from each other")
    }

    /// Text laid out by Pango on several threads at once (each thread has its own font map) is the same text.
    @Test func parallelTextEqualsSerialText() throws {
        let document = try EffectDocument(contentsOf: Self.packageRoot.appendingPathComponent("Tests/EffectRenderTests/Fixtures/text-alignment.json"))
        let times = Array(repeating: 0.0, count: 8)
        let serial = try Self.frames(document, times: times, format: .png, threads: 1)
        #expect(try Self.frames(document, times: times, format: .png, threads: 4) == serial)
        #expect(Set(serial).count == 1)
    }

    /// Our PNG frames are no larger than Cairo's own writer (libpng: every filter tried per row, zlib level 6)
    /// makes of the same pixels, for every template mid-effect at 2×.
    @Test func pngFramesAreNoLargerThanCairosWriter() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Templates.folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 10)
        var (ours, cairos) = (0, 0)
        for name in names.sorted() {
            let document = try EffectDocument(contentsOf: Templates.folder.appendingPathComponent(name))
            let scene = try FrameRenderer.scene(document)
            let layers = Sampler(scene: scene).layers(at: scene.duration / 2)
            let renderer = FrameRenderer(scale: 2)
            let png = try renderer.render(layers, canvas: scene.canvas, title: name, as: .png)
            let cairo = try renderer.renderImage(layers, canvas: scene.canvas).pngData()
            #expect(png.count <= cairo.count, "\(name): \(png.count) bytes, Cairo's writer \(cairo.count)")
            (ours, cairos) = (ours + png.count, cairos + cairo.count)
        }
        print("PNG frames of every template at 2×: \(ours) bytes, Cairo's writer \(cairos)")
    }

    /// A pattern's frame number is its first `%d` or `%0Nd`; a `%` that starts neither is part of the name.
    @Test func aPatternsNumberIsItsFirstPercentD() throws {
        func field(_ text: String) -> String? { FramePaths.numberField(in: text).map { String(text[$0]) } }
        #expect(field("frames/f-%04d.png") == "%04d")
        #expect(field("100%-%d.svg") == "%d")
        #expect(field("x%%12d") == "%12d")
        #expect(field("50% off.png") == nil)
        #expect(field("%x%٣d") == nil, "only ASCII digits")
        #expect(try FramePaths(output: "a%03d-%d.png", name: "n", format: .png).paths(count: 2) == ["a000-%d.png", "a001-%d.png"])
    }

    @Test func svgIdsAreRenumberedInOrderOfAppearance() {
        let svg = Array(##"<use xlink:href="#surface42"/><g id="surface42"><image id="image7"/></g><path fill="url(#surface9)"/>"##.utf8)
        #expect(
            String(decoding: SVGIdentifiers.renumbered(svg), as: UTF8.self)
                == ##"<use xlink:href="#surface1"/><g id="surface1"><image id="image1"/></g><path fill="url(#surface2)"/>"##)
    }
}

/// Each stage's error stays typed through the export, so that the command line can tell a document problem
/// (the clock, a motion too fine, a budget) from a fault (drawing, encoding) and from an output it cannot create.
@Suite struct ExportErrorTests {
    private func caught(_ work: () throws(ExportError) -> Void) -> ExportError? {
        do throws(ExportError) {
            try work()
            return nil
        } catch {
            return error
        }
    }

    @Test func eachStagesErrorLandsInItsCase() {
        let clock = caught { () throws(ExportError) in try ExportError.catching { () throws(TimelineError) in throw .runaway(time: 2) } }
        guard case .clock(.runaway(let time)) = clock, time == 2 else {
            Issue.record("a runaway clock is a clock error: \(String(describing: clock))")
            return
        }
        let encoding = caught { () throws(ExportError) in
            try ExportError.catching { () throws(EncodingError) in throw EncodingError(format: .png, reason: "x") }
        }
        guard case .encoding(let error) = encoding, error.format == .png else {
            Issue.record("an encoding error: \(String(describing: encoding))")
            return
        }
        let drawing = caught { () throws(ExportError) in
            try ExportError.catching { () throws(RenderError) in
                try RenderError.outsideLayers { () throws(CairoError) in throw CairoError(operation: "cairo_create", reason: "x") }
            }
        }
        guard case .render(let error) = drawing, error.layerID == nil, error.underlying.operation == "cairo_create" else {
            Issue.record("Cairo outside a layer is a drawing error: \(String(describing: drawing))")
            return
        }
        #expect(drawing?.description == "cairo_create failed: x")
    }

    /// A drawn page too large for one image is refused before drawing, as a budget the options exceed (exit 64
    /// with "use a lower --scale"), not as a drawing fault.
    @Test func aPageTooLargeForAnImageIsABudgetNotAFault() {
        var drawn = false
        let error = caught { () throws(ExportError) in
            _ = try DrawnPages.png(width: 842, height: 2000, scale: 16, what: "spec") { _ throws(RenderError) in drawn = true }
        }
        guard case .budget(let exceeded) = error else {
            Issue.record("expected a budget, got \(String(describing: error))")
            return
        }
        #expect(exceeded.isFromOptions)
        #expect(
            exceeded.description == "a 13472 × 32000 pixel PNG spec is too large (at most 16384 a side and 2^28 pixels); use a lower --scale, or PDF")
        #expect(!drawn)
    }
}
