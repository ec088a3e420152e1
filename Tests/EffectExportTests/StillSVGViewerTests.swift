import CairoKit
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

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
}
