import _EffectTestSupport
import CairoKit
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing

/// Still SVGs drawn by SVG renderers that are not Cairo — resvg, CairoSVG, Inkscape and librsvg
/// (`scripts/install-deps` installs them) — show what the PNG still shows: every template and rendering fixture
/// at four instants, fingertips included, at most 1 % of pixels over 40/255 apart (renderers antialias edges and
/// approximate Gaussian blurs differently). One renderer per test.
@Suite struct StillSVGViewerTests {
    enum Renderer: String, CaseIterable {
        case resvg, cairosvg, inkscape, librsvg
    }

    /// Fractions of the duration: the first frame, inside the motion, and near its end.
    static let instants = [0.0, 0.2133, 0.5071, 0.8819]
    static let scale = 2.0

    @Test(arguments: Renderer.allCases)
    func everyStillDrawsAsThePNG(in renderer: Renderer) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, time: Double, drawn: URL, still: Surface)] = []
        for (name, url) in try AnimatedSVGBrowserTests.documents() {
            let document = try EffectDocument(contentsOf: url)
            let scene = try FrameRenderer.scene(document)
            let (sampler, overlay) = (Sampler(scene: scene), TouchOverlay(scene: scene))
            for (index, fraction) in Self.instants.enumerated() {
                let t = fraction * scene.duration
                let (layers, touches) = (sampler.layers(at: t), overlay.marks(at: t))
                let svg = folder.appendingPathComponent("\(name)-\(index).svg"), drawn = folder.appendingPathComponent("\(name)-\(index).png")
                try Data(try FrameRenderer(scale: 1).render(layers, canvas: scene.canvas, title: name, as: .svg, touches: touches)).write(to: svg)
                jobs.append("\(svg.path) \(drawn.path) \(Self.scale)")
                cases.append((name, t, drawn, try FrameRenderer(scale: Self.scale).renderImage(layers, canvas: scene.canvas, touches: touches)))
            }
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/SVGViewers/rasterise.py")
        let run = try ExternalTool.run("python3", [script.path, renderer.rawValue, jobFile.path])
        try #require(run.status == 0 && run.text.hasSuffix("ok\n"), "\(renderer) did not run (scripts/install-deps installs it): \(run.standardError)")

        let failures = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent(".build/golden-failures/still-svg-\(renderer)")
        var worst = (fraction: 0.0, name: "", time: 0.0)
        for item in cases {
            let drawn = try Surface.image(png: Array(try Data(contentsOf: item.drawn)))
            let difference = try #require(try ImageDifference.between(AnimatedSVGBrowserTests.onWhite(drawn), AnimatedSVGBrowserTests.onWhite(item.still), threshold: 40),
                                          "\(item.name) at \(item.time) s: \(renderer) drew \(drawn.width) × \(drawn.height)")
            let fraction = Double(difference.pixelsOver.count) / Double(difference.width * difference.height)
            if fraction > worst.fraction { worst = (fraction, item.name, item.time) }
            if fraction > 0.01 {
                try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                let base = failures.appendingPathComponent("\(item.name)@\(Int((item.time * 1000).rounded()))ms")
                try Data(try drawn.pngData()).write(to: base.appendingPathExtension("\(renderer).png"))
                try Data(try item.still.pngData()).write(to: base.appendingPathExtension("still.png"))
                try Data(try difference.diffImage.pngData()).write(to: base.appendingPathExtension("diff.png"))
            }
            #expect(fraction <= 0.01, "\(renderer), \(item.name) at \(item.time) s: \(difference.pixelsOver.count) pixels (\(fraction * 100) %) differ by more than 40; images in \(failures.path)")
        }
        print("still SVG in \(renderer): worst \(worst.fraction * 100) % of pixels over 40/255 (\(worst.name) at \(worst.time) s), \(cases.count) stills")
    }
}
