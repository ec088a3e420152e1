import CairoKit
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// The diff's review page in headless Chromium: it loads nothing remote and logs no error, and its two players run
/// on one clock — paused at three instants, each shows what our renderer draws of its version then.
@Suite(.tags(.browser), .needs(.chromium)) struct DiffBrowserTests {
    @Test func theReviewPagePlaysBothVersionsInLockStep() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try EffectDocument(contentsOf: Templates.folder.appendingPathComponent("gradient-pitfall.json"))
        let new = try EffectDocument(contentsOf: Templates.folder.appendingPathComponent("gradient-fixed.json"))
        let report = try DiffReport(old: old, new: new)
        let page = folder.appendingPathComponent("diff.html")
        try Data(try report.html().utf8).write(to: page)
        let times = [0.2731, 0.6113, 1.0457]
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-diff.py").path
        let run = try ExternalTool.run("python3", [script, page.path, folder.path, times.map { String($0) }.joined(separator: ",")])
        try #require(
            run.status == 0, "the browser did not run (scripts/install-deps installs chromium, chromium-driver and selenium): \(run.standardError)")
        let result = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        for key in ["remote", "failed", "consoleErrors", "undecoded", "withoutAlt"] {
            #expect((result[key] as? [Any])?.isEmpty == true, "\(key): \(result[key] ?? "")")
        }
        #expect(result["players"] as? Int == 2)

        // Where each player sits in the side-by-side SVG (points): below the labels, the new one after a gap.
        let origins = [(0.0, 22.0), (old.canvas.width + 24, 22.0)]
        let scale = 2.0
        for (index, t) in times.enumerated() {
            let shot = try AnimatedSVGBrowserTests.onWhite(
                try Surface.image(png: Array(try Data(contentsOf: folder.appendingPathComponent("players-\(index).png")))))
            for (version, origin) in zip([old, new], origins) {
                let scene = try FrameRenderer.scene(version)
                let still = try FrameRenderer(scale: scale).renderImage(
                    Sampler(scene: scene).layers(at: t), canvas: scene.canvas,
                    touches: TouchOverlay(scene: scene).marks(at: t))
                let crop = try Self.crop(shot, x: Int(origin.0 * scale), y: Int(origin.1 * scale), width: still.width, height: still.height)
                let difference = try #require(try ImageDifference.between(crop, try AnimatedSVGBrowserTests.onWhite(still), threshold: 40))
                let fraction = Double(difference.pixelsOver.count) / Double(difference.width * difference.height)
                #expect(fraction <= 0.01, "\(version.name) at \(t) s: \(fraction * 100) % of pixels differ by more than 40")
            }
        }
    }

    /// The part of `image` at (`x`, `y`), `width` × `height` pixels.
    static func crop(_ image: Surface, x: Int, y: Int, width: Int, height: Int) throws -> Surface {
        let part = try Surface.image(width: width, height: height)
        let context = try Context(part)
        // The pattern's matrix maps the crop's pixels to the image's: shifted by the origin.
        let pattern = try Pattern.surface(image)
        pattern.setMatrix(Matrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: Double(x), y0: Double(y)))
        context.setSource(pattern)
        context.paint()
        return part
    }
}
