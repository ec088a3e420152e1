import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing

/// Every input the fuzzers (`make fuzz`) or a hostile user once broke the tool with, run down every path the
/// fuzz targets take: decoding, the clock, a still in every format, the sheet, the curves, `sample` and the
/// animated SVG. Each
/// must give a document or located problems, and then bytes or a typed error, within the work budget.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test(.tags(.slow), arguments: inputs)
    func everyPathEndsCleanly(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let report = EffectDocument.check(json: bytes)
        #expect(report.document != nil || !report.errors.isEmpty)
        guard let document = report.document else { return }
        let scene: Scene
        do {
            scene = try FrameRenderer.scene(document, horizon: min(document.effectiveDuration, 5))
        } catch {
            guard case .clock = error else {
                Issue.record("\(name): \(error)")
                return
            }
            return
        }
        #expect(scene.duration == document.effectiveDuration)
        let budget = (try? WorkBudget.checkFrameMemory(of: document, scale: 1)) != nil
        let t = min(scene.duration, 5) / 2
        let layers = Sampler(scene: scene).layers(at: t)
        for format in OutputFormat.allCases where budget || format != .png {
            do {
                _ = try FrameRenderer(scale: 1).render(layers, canvas: scene.canvas, title: name, as: format)
            } catch {
                Issue.record("\(name) as \(format): \(error)")
            }
        }
        let times = FrameSchedule.count(4).times(duration: min(scene.duration, 5))
        let sheet = ContactSheet(
            document: document, scene: scene, frames: SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration),
            columns: 4, producer: "test")
        for format in [OutputFormat.svg, .pdf] {
            #expect(throws: Never.self) {
                _ = try SheetRenderer.render(
                    sheet: format == .svg ? nil : sheet, spec: MotionSpec(scene: scene, document: document), title: name,
                    charts: {
                        CurveCharts(title: name, name: name, scene: scene, frameTimes: times, producer: "test")
                    }, format: format, scale: 1)
            }
        }
        _ = SampleReport(effect: name, sampler: Sampler(scene: scene), times: times).json
        if (try? WorkBudget.check(animatedDuration: scene.duration)) != nil {
            // A motion finer than the fitter's budget is a document error (a cycle of 1e-300 s repeating for ever).
            do {
                _ = try AnimatedSVG().render(scene, title: name)
            } catch {
                guard case .motion = error else {
                    Issue.record("\(name) animated: \(error)")
                    return
                }
            }
        }
    }

    @Test func thereAreRegressions() {
        #expect(Self.inputs.count > 20)
    }
}
