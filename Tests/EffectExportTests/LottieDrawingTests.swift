import CairoKit
import EffectEngine
import EffectModel
import Foundation
import LottieImport
import Testing
import _EffectTestSupport

@testable import EffectExport

/// Lottie in, item 2's drawing (issue 41): track mattes, masks and gradients on any path, each in a file of our own
/// making (`Fixtures/Lottie/`), drawn at 0, 25, 50, 75 and 100 % of its frames as a player draws it: at most 1 % of
/// pixels differ by more than 40/255 over white. Where the players disagree, the one that follows the Lottie
/// specification is named; where neither draws the feature, our frames are compared with a twin file that says the
/// same in a form they draw.
@Suite struct LottieDrawingTests {
    static let folder = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Fixtures/Lottie")
    static let fractions = [0, 0.25, 0.5, 0.75, 1.0]
    /// The share of pixels allowed to differ by more than 40/255: antialiased edges.
    static let tolerance = 0.01

    /// Each fixture and the player it is compared with, with the reason when it is only one of them.
    static let played: [(name: String, players: Set<Player>, reason: String)] = [
        ("gradient-fill-star", [.rlottie, .lottieWeb], "a linear gradient on a polystar, its points keyed"),
        ("gradient-stroke-path", [.rlottie, .lottieWeb], "a radial gradient stroke on an open path, its end point keyed"),
        ("image-embedded", [.rlottie, .lottieWeb], "an embedded PNG image layer moving and fading over a shape, drawn pixel for pixel"),
        ("gradient-radial-highlight", [.rlottie, .lottieWeb], "radial gradients' highlights, one off-centre as its radius grows, one negative"),
        ("masks-subtract-first", [.rlottie, .lottieWeb], "a first mask that subtracts starts from the whole layer"),
        ("masks-inverted-as-subtract", [.rlottie, .lottieWeb], "the twin of masks-inverted"),
        ("masks-add-subtract", [.lottieWeb], "rlottie 0.1 ignores a mask's keyed opacity; the specification fades the mask"),
        ("masks-intersect", [.lottieWeb], "rlottie 0.1 draws an intersecting mask at full opacity; the specification fades it"),
        ("matte-alpha", [.lottieWeb], "rlottie 0.1 (Debian's) draws no matted layer at all"),
        ("matte-inverted-alpha", [.lottieWeb], "rlottie 0.1 draws no matted layer at all"),
        ("matte-luma", [.lottieWeb], "rlottie 0.1 draws no matted layer at all"),
        ("matte-by-index-adjacent", [.lottieWeb], "rlottie 0.1 draws no matted layer at all"),
        ("blend-modes", [.lottieWeb], "rlottie 0.1 draws every layer normally; lottie-web blends by CSS's mix-blend-mode"),
        ("stroke-dashes", [.lottieWeb], rlottieDashes),
    ]

    static let rlottieDashes = "rlottie 0.1 starts the dash pattern again at corners; lottie-web runs it along the path, as SVG's dasharray does"
    /// Fixtures whose features rlottie 0.1 does not draw as the specification says, so our Lottie of them is not
    /// compared with its frames (what the file holds is checked instead).
    static let rlottieDrawsOtherwise = ["blend-modes": "rlottie 0.1 draws no blend mode", "stroke-dashes": rlottieDashes]

    enum Player: String {
        case rlottie
        case lottieWeb = "lottie-web"
    }

    /// The file's frames at the five instants, and its size.
    static func instants(_ name: String) throws -> (frames: [Int], fps: Double, width: Int, height: Int) {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("\(name).json"))) as? [String: Any])
        let (fr, ip, op) = (json["fr"] as? Double ?? 0, json["ip"] as? Double ?? 0, json["op"] as? Double ?? 0)
        let count = Int(op - ip)
        return (fractions.map { Int(($0 * Double(count - 1)).rounded()) }, fr, json["w"] as? Int ?? 0, json["h"] as? Int ?? 0)
    }

    /// Every fixture's name.
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
        .map { String($0.dropLast(5)) }.sorted()

    /// The fixture `name` read as a document.
    static func document(_ name: String) throws -> EffectDocument {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("\(name).json")))
        let report = try #require(LottieImport.check(bytes, defaultName: name))
        return try #require(report.document, "\(report.errors)")
    }

    /// Our frames of the fixture `name` at its five instants.
    static func ours(_ name: String) throws -> [Surface] {
        let document = try document(name)
        let sampler = Sampler(scene: try FrameRenderer.scene(document))
        let (frames, fps, _, _) = try instants(name)
        return try frames.map { try FrameRenderer(scale: 1).renderImage(sampler.layers(at: Double($0) / fps), canvas: document.canvas) }
    }

    /// rlottie-frames built into `folder` (Debian's librlottie through `Tests/Tools/rlottie-frames.c`).
    static func rlottie(in folder: URL) throws -> String {
        let helper = folder.appendingPathComponent("rlottie-frames").path
        let flags = try ExternalTool.run("pkg-config", ["--cflags", "--libs", "rlottie", "cairo"]).text.split(separator: " ").map {
            String($0).trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { !$0.isEmpty }
        let compile = try ExternalTool.run(
            "gcc", ["-O2", "-o", helper, AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/Tools/rlottie-frames.c").path] + flags)
        try #require(compile.status == 0, "rlottie-frames did not build (scripts/install-deps installs librlottie-dev): \(compile.standardError)")
        return helper
    }

    /// The share of pixels of `a` and `b`, over white, whose largest channel difference is over 40/255.
    static func share(_ a: Surface, _ b: Surface) throws -> Double {
        let difference = try #require(
            try ImageDifference.between(AnimatedSVGBrowserTests.onWhite(a), AnimatedSVGBrowserTests.onWhite(b), threshold: 40))
        return Double(difference.pixelsOver.count) / Double(a.width * a.height)
    }

    @Test(.tags(.lottiePlayers), .needs(.rlottie)) func rlottieDrawsTheFixturesAsWeDo() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let helper = try Self.rlottie(in: folder)
        for (name, players, reason) in Self.played where players.contains(.rlottie) {
            let (frames, _, width, height) = try Self.instants(name)
            let prefix = folder.appendingPathComponent(name).path
            let run = try ExternalTool.run(
                helper, [Self.folder.appendingPathComponent("\(name).json").path, prefix, String(width), String(height)] + frames.map(String.init))
            try #require(run.status == 0, "rlottie: \(run.standardError)")
            for (k, mine) in try Self.ours(name).enumerated() {
                let theirs = try Surface.image(png: Array(try Data(contentsOf: URL(fileURLWithPath: "\(prefix)-\(k).png"))))
                let share = try Self.share(mine, theirs)
                #expect(share <= Self.tolerance, "\(name) (\(reason)) frame \(frames[k]): \(share * 100) % of pixels over 40/255 from rlottie")
            }
        }
    }

    @Test(.tags(.lottiePlayers, .browser), .needs(.lottieWeb, .chromium)) func lottieWebDrawsTheFixturesAsWeDo() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = Self.played.filter { $0.players.contains(.lottieWeb) }
        var jobs: [String] = []
        for (name, _, _) in cases {
            let (frames, _, width, height) = try Self.instants(name)
            let file = Self.folder.appendingPathComponent("\(name).json").path
            jobs.append("\(file) \(width) \(height) \(folder.appendingPathComponent(name).path) \(frames.map(String.init).joined(separator: ","))")
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let run = try ExternalTool.run(
            "python3",
            [AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/lottie-web-frames.py").path, jobFile.path])
        try #require(run.status == 0 && run.text.hasPrefix("ok"), "lottie-web did not run: \(run.standardError)")
        for (name, _, reason) in cases {
            let frames = try Self.instants(name).frames
            for (k, mine) in try Self.ours(name).enumerated() {
                let shot = folder.appendingPathComponent("\(name)-\(k).png")
                let theirs = try Surface.image(png: Array(try Data(contentsOf: shot)))
                let share = try Self.share(mine, theirs)
                #expect(share <= Self.tolerance, "\(name) (\(reason)) frame \(frames[k]): \(share * 100) % of pixels over 40/255 from lottie-web")
            }
        }
    }

    /// Forms the players do not draw, compared with a twin file that says the same in a form they do: an inverted
    /// mask that adds (both players ignore `inv`; the specification inverts the mask) is the layer less the mask, as
    /// a mask that subtracts; a matte named by index (`tp`, which neither player reads) is the matte above.
    @Test(arguments: [("masks-inverted", "masks-inverted-as-subtract"), ("matte-by-index", "matte-by-index-adjacent")])
    func aFormThePlayersDoNotReadDrawsAsItsTwin(_ name: String, _ twin: String) throws {
        for (k, (mine, theirs)) in zip(try Self.ours(name), try Self.ours(twin)).enumerated() {
            let difference = try #require(try ImageDifference.between(mine, theirs, threshold: 2))
            #expect(difference.pixelsOver.count == 0, "\(name) at \(Self.fractions[k] * 100) %: \(difference)")
        }
    }

    /// An inverted luma matte shows what a luma matte hides (lottie-web 5.7 draws it as no matte, rlottie 0.1 draws no
    /// matted layer): with the same matte, the two frames' opacities add up to the content's, within 2/255.
    @Test func anInvertedLumaMatteShowsWhatTheLumaMatteHides() throws {
        for (k, (inverted, luma)) in zip(try Self.ours("matte-inverted-luma"), try Self.ours("matte-luma")).enumerated() {
            var worst = 0
            inverted.withPixels { a in
                luma.withPixels { b in
                    for y in 0..<inverted.height {
                        for x in 0..<inverted.width {
                            let sum = Int(a[y * inverted.stride + x * 4 + 3]) + Int(b[y * luma.stride + x * 4 + 3])
                            // The content is an opaque square from 10 to 90 points.
                            let content = (10..<90).contains(x) && (10..<90).contains(y) ? 255 : 0
                            worst = max(worst, abs(sum - content))
                        }
                    }
                }
            }
            #expect(worst <= 2, "at \(Self.fractions[k] * 100) %: opacities add up to the content's within \(worst)/255")
        }
    }

    /// Our Lottie export of every fixture writes its mattes (`td`/`tt` on precompositions), masks and gradients, and
    /// rlottie plays it as we draw the fixture: at most 1 % of pixels over 40/255 at the five instants.
    @Test(.tags(.lottiePlayers), .needs(.rlottie)) func ourLottieOfEachFixturePlaysAsWeDrawIt() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let helper = try Self.rlottie(in: folder)
        for name in Self.names where Self.rlottieDrawsOtherwise[name] == nil {
            let scene = try FrameRenderer.scene(try Self.document(name))
            let (bytes, warnings) = try LottieExport(fps: 60).render(scene, title: name)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
            let lottie = folder.appendingPathComponent("\(name).json")
            try Data(bytes).write(to: lottie)
            let (frames, fps, width, height) = try Self.instants(name)
            let prefix = folder.appendingPathComponent(name).path
            let played = frames.map { String(Int((Double($0) / fps * 60).rounded())) }
            let run = try ExternalTool.run(helper, [lottie.path, prefix, String(width), String(height)] + played)
            try #require(run.status == 0, "rlottie: \(run.standardError)")
            for (k, mine) in try Self.ours(name).enumerated() {
                let theirs = try Surface.image(png: Array(try Data(contentsOf: URL(fileURLWithPath: "\(prefix)-\(k).png"))))
                let share = try Self.share(mine, theirs)
                // rlottie weighs a luma matte's channels otherwise than SVG's luminance mask (lottie-web), which we follow.
                let allowed = name.contains("luma") ? 0.015 : Self.tolerance
                #expect(share <= allowed, "our Lottie of \(name) at frame \(frames[k]): \(share * 100) % of pixels over 40/255 in rlottie")
            }
        }
    }

    /// The still SVG of every fixture at its five instants draws as the PNG in the SVG renderers the stills are
    /// checked in: mattes as `<mask>` (an alpha one with `mask-type: alpha`, the others through an sRGB filter).
    /// Not ThorVG and CairoSVG, which draw neither SVG filters nor `mask-type` (resvg, librsvg, Inkscape and the
    /// browsers do).
    @Test(.tags(.svgViewers), .needs(.resvg, .librsvg, .inkscape), arguments: [StillSVGViewerTests.Renderer.resvg, .librsvg, .inkscape])
    func stillSVGsOfTheFixturesDrawAsThePNG(in renderer: StillSVGViewerTests.Renderer) throws {
        try StillSVGViewerTests.require(renderer)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, time: Double, shot: URL, still: Surface)] = []
        for name in Self.names {
            let document = try Self.document(name)
            let sampler = Sampler(scene: try FrameRenderer.scene(document))
            let (frames, fps, _, _) = try Self.instants(name)
            for (k, frame) in frames.enumerated() {
                let (t, layers) = (Double(frame) / fps, sampler.layers(at: Double(frame) / fps))
                let svg = folder.appendingPathComponent("\(name)-\(k).svg")
                let drawn = folder.appendingPathComponent("\(name)-\(k).png")
                try Data(try FrameRenderer(scale: 1).render(layers, canvas: document.canvas, title: name, as: .svg)).write(to: svg)
                jobs.append("\(svg.path) \(drawn.path) 1")
                cases.append((name, t, drawn, try FrameRenderer(scale: 1).renderImage(layers, canvas: document.canvas)))
            }
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/SVGViewers/rasterise.py")
        let run = try ExternalTool.run("python3", [script.path, renderer.rawValue, jobFile.path])
        try #require(run.status == 0 && run.text.hasSuffix("ok\n"), "\(renderer) did not run: \(run.standardError)")
        AnimatedSVGBrowserTests.expectMatches(
            cases, what: "Lottie fixture's still SVG in \(renderer)", failures: "lottie-svg-\(renderer)", player: renderer.rawValue)
    }

    /// Our Lottie keeps a stroke's dashes (`d`: dash, gap, … offset).
    @Test func ourLottieKeepsDashes() throws {
        let scene = try FrameRenderer.scene(try Self.document("stroke-dashes"))
        let text = String(decoding: try LottieExport(fps: 60).render(scene, title: "stroke-dashes").bytes, as: UTF8.self)
        #expect(
            text.contains(
                #""d":[{"n":"d","v":{"a":0,"k":10}},{"n":"g","v":{"a":0,"k":5}},{"n":"d","v":{"a":0,"k":2}},{"n":"g","v":{"a":0,"k":5}},{"n":"o","v":{"a":0,"k":3}}]"#
            ))
    }

    /// Swift sets a blend mode as Core Animation's filter (`compositingFilter = "luminosityBlendMode"`, as lottie-ios);
    /// CSS writes it as `mix-blend-mode`.
    @Test func blendModesAreWrittenWhereTheFormatHasThem() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Self.folder.appendingPathComponent("blend-modes.json").path
        let swift = try ExternalTool.run(
            ExternalTool.effectExport, [input, "--format", "swift", "--output", folder.appendingPathComponent("b.swift").path])
        #expect(swift.status == 0, "\(swift.standardError)")
        let written = try String(contentsOf: folder.appendingPathComponent("b.swift"), encoding: .utf8)
        for filter in ["multiplyBlendMode", "screenBlendMode", "differenceBlendMode", "luminosityBlendMode"] {
            #expect(written.contains("compositingFilter = \"\(filter)\""), "\(filter)")
        }
        let css = try ExternalTool.run(ExternalTool.effectExport, [input, "--format", "css", "--output", "-"])
        #expect(css.status == 0, "\(css.standardError)")
        for mode in ["multiply", "screen", "difference", "luminosity"] { #expect(css.text.contains("mix-blend-mode: \(mode);")) }
        // Our Lottie keeps each layer's mode (rlottie 0.1 draws none, so its frames are not compared).
        let scene = try FrameRenderer.scene(try Self.document("blend-modes"))
        let (bytes, _) = try LottieExport(fps: 60).render(scene, title: "blend-modes")
        let file = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let layers = file["layers"] as? [[String: Any]] ?? []
        #expect(Set(layers.compactMap { $0["bm"] as? Int }) == [0, 1, 2, 3, 4, 5, 10, 11, 15])
    }

    /// CSS and Swift cannot apply a matte: each refuses the file, exit 65, naming the layer and the matte; no file is left.
    @Test(arguments: ["css", "swift"])
    func formatsWithoutMattesRefuseThem(_ format: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.\(format)")
        let run = try ExternalTool.run(
            ExternalTool.effectExport, [Self.folder.appendingPathComponent("matte-luma.json").path, "--format", format, "--output", output.path])
        #expect(run.status == 65)
        #expect(run.standardError.contains("layer 'layers1-matted': its first sublayer is its matte (luma matte"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
