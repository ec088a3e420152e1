import CairoKit
import EffectEngine
import EffectModel
import EffectRender
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// Every template and rendering fixture as an animated SVG and as CSS animations, played by a real browser
/// (headless Chromium, driven through Selenium; `scripts/install-deps` installs them): paused at times that are
/// not frame times, each screenshot matches the PNG still at that time — at most 1 % of pixels differ by more
/// than 40/255 (Skia and Cairo antialias edges differently). One browser per test.
@Suite(.tags(.browser), .needs(.chromium, .firefox)) struct AnimatedSVGBrowserTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/EffectRenderTests/Fixtures")

    /// Templates and fixtures, by name.
    static func documents() throws -> [(name: String, url: URL)] {
        var documents: [(String, URL)] = []
        for folder in [Templates.folder, fixtures] {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".json") {
                documents.append((String(file.dropLast(5)), folder.appendingPathComponent(file)))
            }
        }
        return documents
    }

    /// Fractions of the duration where the browser is paused: none of them a frame time at 60 fps.
    static let instants = [0.0, 0.0731, 0.1613, 0.2507, 0.3389, 0.4271, 0.5519, 0.6637, 0.7919, 0.9241]
    static let scale = 2.0

    /// The browsers that play the files: Chromium through Selenium, Firefox ESR through Marionette.
    enum Browser: String, CaseIterable {
        case chromium = "Chromium"
        case firefox = "Firefox"

        /// The script that pauses files in it and takes the screenshots (one job a line, as `paused-frames.py` reads).
        var script: URL {
            AnimatedSVGBrowserTests.packageRoot.appendingPathComponent(
                "Tests/EffectExportTests/Browser/\(self == .chromium ? "paused-frames.py" : "firefox-frames.py")")
        }
    }

    @Test(arguments: Browser.allCases)
    func everyDocumentPlaysAsItsStillsShowIt(in browser: Browser) throws {
        try Self.compareWithStills(what: "animated SVG", in: browser, touches: true) { scene, name, folder in
            let svg = folder.appendingPathComponent("\(name).svg")
            try Data(try AnimatedSVG().render(scene, title: name)).write(to: svg)
            return svg
        }
    }

    /// The CSS animations of every document CSS can draw play as its stills show it (without fingertips, which a
    /// page does not draw); the one CSS cannot draw (a `shadowPath` shadow) is refused with its reason.
    @Test(arguments: Browser.allCases)
    func everyDocumentCSSCanDrawPlaysAsItsStillsShowIt(in browser: Browser) throws {
        var refused: [String] = []
        try Self.compareWithStills(what: "CSS animations", in: browser, touches: false) { scene, name, folder in
            do throws(ExportError) {
                let css = try CSSAnimation().render(scene, name: name, title: name)
                let page = folder.appendingPathComponent("\(name).html")
                try? Data(css.page(title: name).utf8).write(to: page)
                return page
            } catch {
                guard case .inexpressible(_, let reasons) = error else { throw error }
                #expect(!reasons.isEmpty)
                #expect(reasons.allSatisfy { $0.hasPrefix("layer '") }, "\(reasons)")
                refused.append(name)
                return nil
            }
        }
        print("CSS animations: refused \(refused.count): \(refused.joined(separator: ", "))")
        #expect(refused == ["shadow-shape"])
    }

    /// Writes each template and fixture with `write` (which returns the file, or `nil` to leave the document out),
    /// pauses it in `browser` at `instants` and half-way through the rest, and compares each screenshot with the
    /// PNG still at that time.
    static func compareWithStills(what: String, in browser: Browser, touches: Bool, _ write: (Scene, String, URL) throws -> URL?) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, time: Double, shot: URL, still: Surface)] = []
        for (name, url) in try Self.documents() {
            let document = try EffectDocument(contentsOf: url)
            let scene = try FrameRenderer.scene(document)
            guard let file = try write(scene, name, folder) else { continue }
            // Half-way through the rest (1 s by default) the file holds its last frame.
            let times = Self.instants.map { $0 * scene.duration } + [scene.duration + AnimatedFrames.defaultRest / 2]
            let prefix = folder.appendingPathComponent(name).path
            jobs.append(
                "\(file.path) \(document.canvas.width) \(document.canvas.height) \(Self.scale) \(prefix) \(times.map { String($0) }.joined(separator: ","))"
            )
            let sampler = Sampler(scene: scene)
            let overlay = TouchOverlay(scene: scene)
            for (index, t) in times.enumerated() {
                let shown = min(t, scene.duration)
                let still = try FrameRenderer(scale: Self.scale).renderImage(
                    sampler.layers(at: shown), canvas: scene.canvas, touches: touches ? overlay.marks(at: shown) : nil)
                cases.append((name, t, URL(fileURLWithPath: "\(prefix)-\(index).png"), still))
            }
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let run = try ExternalTool.run("python3", [browser.script.path, jobFile.path])
        try #require(
            run.status == 0 && run.text.contains("ok"),
            "\(browser.rawValue) did not run (scripts/install-deps installs chromium, firefox-esr, selenium and marionette-driver): \(run.standardError)"
        )

        var null = stat()
        #expect(
            stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR,
            "\(browser.rawValue)'s driver left /dev/null a device (marionette-driver deletes its log file)")
        expectMatches(
            cases, what: "\(what) in \(browser.rawValue)", failures: "\(what.replacingOccurrences(of: " ", with: "-"))-\(browser)", player: "browser")
    }

    /// Compares each picture a player drew (a PNG file) with the still at its time, on white: at most 1 % of pixels
    /// more than 40/255 apart. A failure's picture, still and diff image go to `.build/golden-failures/FAILURES/`;
    /// prints the worst case.
    static func expectMatches(_ cases: [(name: String, time: Double, shot: URL, still: Surface)], what: String, failures: String, player: String) {
        let folder = Self.packageRoot.appendingPathComponent(".build/golden-failures/\(failures)")
        var worst = (fraction: 0.0, name: "", time: 0.0)
        for item in cases {
            do {
                let shot = try Surface.image(png: Array(try Data(contentsOf: item.shot)))
                let difference = try #require(
                    try ImageDifference.between(Self.onWhite(shot), Self.onWhite(item.still), threshold: 40),
                    "\(item.name) at \(item.time) s: the \(player) drew \(shot.width) × \(shot.height)")
                let fraction = Double(difference.pixelsOver.count) / Double(difference.width * difference.height)
                if fraction > worst.fraction { worst = (fraction, item.name, item.time) }
                if fraction > 0.01 {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let base = folder.appendingPathComponent("\(item.name)@\(Int((item.time * 1000).rounded()))ms")
                    try Data(try shot.pngData()).write(to: base.appendingPathExtension("\(player).png"))
                    try Data(try item.still.pngData()).write(to: base.appendingPathExtension("still.png"))
                    try Data(try difference.diffImage.pngData()).write(to: base.appendingPathExtension("diff.png"))
                }
                #expect(
                    fraction <= 0.01,
                    "\(what), \(item.name) at \(item.time) s: \(difference.pixelsOver.count) pixels (\(fraction * 100) %) differ by more than 40; images in \(folder.path)"
                )
            } catch {
                Issue.record(error, "\(what), \(item.name) at \(item.time) s")
            }
        }
        print("\(what): worst \(worst.fraction * 100) % of pixels over 40/255 (\(worst.name) at \(worst.time) s), \(cases.count) instants")
    }

    /// In Chromium, the animated SVG at a touch-down and at a tap shows the fingertip where the touch is: its pixels
    /// differ from the same file with `--touches hide` only near the touch point.
    @Test func theFingertipShowsWhereTheTouchIs() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, touch: Point)] = []
        for (name, t) in [("ripple-contained", 0.1), ("floating-button", 0.15), ("tap-highlight", 0.3)] {
            let document = try EffectDocument(contentsOf: Templates.url(name))
            let scene = try FrameRenderer.scene(document)
            let touch = try #require(TouchOverlay(scene: scene).episodes.first { $0.begin <= t && t < $0.end }).point
            for shows in [true, false] {
                let svg = folder.appendingPathComponent("\(name)-\(shows).svg")
                try Data(try AnimatedSVG(showsTouches: shows).render(scene, title: name)).write(to: svg)
                jobs.append("\(svg.path) \(document.canvas.width) \(document.canvas.height) \(Self.scale) \(folder.path)/\(name)-\(shows) \(t)")
            }
            cases.append((name, touch))
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let script = Self.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/paused-frames.py").path
        let run = try ExternalTool.run("python3", [script, jobFile.path])
        try #require(run.status == 0 && run.text.hasSuffix("ok\n"), "the browser did not run: \(run.standardError)")
        for (name, touch) in cases {
            let shown = try Surface.image(png: Array(try Data(contentsOf: folder.appendingPathComponent("\(name)-true-0.png"))))
            let hidden = try Surface.image(png: Array(try Data(contentsOf: folder.appendingPathComponent("\(name)-false-0.png"))))
            let pixels = try AnimatedRasterTests.differingPixels(shown, hidden, over: 40)
            #expect(pixels.count > Int(300 * Self.scale * Self.scale), "\(name): only \(pixels.count) pixels show the fingertip")
            let reach = (TouchMarker.radius + 6) * Self.scale
            let far = pixels.filter { hypot(Double($0.x) + 0.5 - touch.x * Self.scale, Double($0.y) + 0.5 - touch.y * Self.scale) > reach }
            #expect(far.isEmpty, "\(name): \(far.count) pixels differ farther than \(reach) px from the touch at \(touch)")
        }
    }

    /// The image over white, as the browser's page shows a transparent canvas, in ARGB32.
    static func onWhite(_ image: Surface) throws -> Surface {
        let copy = try Surface.image(width: image.width, height: image.height)
        let context = try Context(copy)
        context.setSource(red: 1, green: 1, blue: 1, alpha: 1)
        context.paint()
        context.setSource(try Pattern.surface(image))
        context.paint()
        return copy
    }
}
