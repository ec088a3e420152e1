import CairoKit
import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// Still SVGs drawn by SVG renderers that are not Cairo — resvg, CairoSVG, Inkscape, librsvg and ThorVG
/// (`scripts/install-deps` installs them) — show what the PNG still shows: every template and rendering fixture
/// at four instants, fingertips included, at most 1 % of pixels over 40/255 apart (renderers antialias edges and
/// approximate Gaussian blurs differently). So do the review's pages: every template's sheet, charts and spec. One
/// renderer per test.
@Suite(.tags(.svgViewers), .needs(.resvg, .cairoSVG, .inkscape, .librsvg, .thorVG)) struct StillSVGViewerTests {
    enum Renderer: String, CaseIterable {
        case resvg, cairosvg, inkscape, librsvg, thorvg
    }

    /// Fractions of the duration: the first frame, inside the motion, and near its end.
    static let instants = [0.0, 0.2133, 0.5071, 0.8819]
    static let scale = 2.0

    @Test(arguments: Renderer.allCases)
    func everyStillDrawsAsThePNG(in renderer: Renderer) throws {
        try Self.require(renderer)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, time: Double, shot: URL, still: Surface)] = []
        for (name, url) in try AnimatedSVGBrowserTests.documents() {
            let document = try EffectDocument(contentsOf: url)
            let scene = try FrameRenderer.scene(document)
            let (sampler, overlay) = (Sampler(scene: scene), TouchOverlay(scene: scene))
            for (index, fraction) in Self.instants.enumerated() {
                let t = fraction * scene.duration
                let (layers, touches) = (sampler.layers(at: t), overlay.marks(at: t))
                let svg = folder.appendingPathComponent("\(name)-\(index).svg")
                let drawn = folder.appendingPathComponent("\(name)-\(index).png")
                try Data(try FrameRenderer(scale: 1).render(layers, canvas: scene.canvas, title: name, as: .svg, touches: touches)).write(to: svg)
                jobs.append("\(svg.path) \(drawn.path) \(Self.scale)")
                cases.append((name, t, drawn, try FrameRenderer(scale: Self.scale).renderImage(layers, canvas: scene.canvas, touches: touches)))
            }
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/SVGViewers/rasterise.py")
        let run = try ExternalTool.run("python3", [script.path, renderer.rawValue, jobFile.path])
        try #require(
            run.status == 0 && run.text.hasSuffix("ok\n"), "\(renderer) did not run (scripts/install-deps installs it): \(run.standardError)")

        AnimatedSVGBrowserTests.expectMatches(cases, what: "still SVG in \(renderer)", failures: "still-svg-\(renderer)", player: renderer.rawValue)
    }

    /// Every template's sheet (its frames page), timing charts and spec as SVG draw as their PNG at 1 px a point: no
    /// mask, filter or glyph symbol that a viewer lacks is left (Cairo writes a translucent group as a `<mask>`,
    /// which CairoSVG draws as a grey box; text as `<symbol>`s, which Qt, Skia and ThorVG do not draw).
    @Test(arguments: Renderer.allCases)
    func everyReviewPageDrawsAsThePNG(in renderer: Renderer) throws {
        try Self.require(renderer)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, time: Double, shot: URL, still: Surface)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: Templates.folder.path).sorted() where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            let document = try EffectDocument(contentsOf: Templates.url(name))
            let scene = try FrameRenderer.scene(document)
            let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
            let spec = MotionSpec(scene: scene, document: document)
            let sheet = ContactSheet(document: document, scene: scene, frames: frames, columns: 4, producer: FrameRenderer.creator)
            let charts = { CurveCharts(title: name, name: name, scene: scene, frameTimes: frames.map(\.time), producer: FrameRenderer.creator) }
            // The charts without the spec above them: the PNG draws each part on its own, at whole pixels.
            let pages: [(String, (OutputFormat) throws -> [UInt8])] = [
                ("sheet", { try SheetRenderer.render(sheet: sheet, spec: spec, title: name, charts: charts, format: $0, scale: 1) }),
                ("curves", { try SheetRenderer.render(sheet: nil, spec: nil, title: name, charts: charts, format: $0, scale: 1) }),
                ("spec", { try SpecRenderer.render(spec, format: $0, scale: 1, paper: .a4) }),
            ]
            for (page, render) in pages {
                let svg = folder.appendingPathComponent("\(name)-\(page).svg")
                let bytes = try render(.svg)
                let text = String(decoding: bytes, as: UTF8.self)
                for construct in ["<mask", "<filter", "<symbol", "<text"] {
                    #expect(!text.contains(construct), "\(name) \(page): \(construct) in the SVG")
                }
                try Data(bytes).write(to: svg)
                let drawn = folder.appendingPathComponent("\(name)-\(page).png")
                jobs.append("\(svg.path) \(drawn.path) 1")
                cases.append(("\(name) \(page)", 0, drawn, try Surface.image(png: try render(.png))))
            }
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/SVGViewers/rasterise.py")
        let run = try ExternalTool.run("python3", [script.path, renderer.rawValue, jobFile.path])
        try #require(
            run.status == 0 && run.text.hasSuffix("ok\n"), "\(renderer) did not run (scripts/install-deps installs it): \(run.standardError)")
        // A page whose height is not whole is rounded up by the PNG, to the nearest pixel by some viewers.
        let compared = try cases.map { item in
            let shot = try Surface.image(png: Array(try Data(contentsOf: item.shot)))
            try #require(
                abs(shot.width - item.still.width) <= 1 && abs(shot.height - item.still.height) <= 1,
                "\(item.name): \(renderer) drew \(shot.width) × \(shot.height)")
            let still = try Surface.image(width: shot.width, height: shot.height)
            let context = try Context(still)
            context.setSource(try Pattern.surface(item.still))
            context.paint()
            return (item.name, item.time, item.shot, still)
        }
        AnimatedSVGBrowserTests.expectMatches(
            compared, what: "review SVG in \(renderer)", failures: "review-svg-\(renderer)", player: renderer.rawValue)
    }

    /// Fails, saying how to install it, unless `renderer`'s Python package is there (ThorVG's is PyPI's thorvg-python).
    static func require(_ renderer: Renderer) throws {
        guard renderer == .thorvg else { return }
        let probe = try ExternalTool.run("python3", ["-c", "import thorvg_python"])
        try #require(probe.status == 0, "thorvg-python is missing: scripts/install-deps installs it")
    }
}
