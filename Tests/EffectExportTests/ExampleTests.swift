import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing

/// The hand-written effects of `Examples/`: each checks clean, its spec states the motion a designer would (trigger,
/// element, property, delay, duration), and it renders as a sheet, curves, an animated SVG and a spec page.
@Suite struct ExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            .sorted()
    }

    /// One motion each example must state: (trigger label, element, property title, delay ms, duration ms).
    static let expected: [String: (trigger: String, element: String, property: String, delay: Double, duration: Double)] = [
        "like-heart": ("tap", "Heart", "Scale", 0, 863),
        "toast": ("tap", "Toast", "Opacity", 2400, 200),
        "switch-toggle": ("2nd tap", "Track", "Colour", 0, 250),
        "pull-to-refresh": ("touch up", "Spinner", "Rotation", 0, 800),
        "skeleton-shimmer": ("start", "Title placeholder", "Gradient stops", 0, 1200),
        "bottom-sheet": ("tap", "Backdrop", "Opacity", 0, 250),
        "badge-bounce": ("start", "Badge", "Scale", 1200, 300),
        "checkmark": ("tap", "Check", "Stroke end", 150, 350),
        "password-shake": ("wrong-password", "Password field", "Offset X", 0, 500),
        "typing-indicator": ("start", "Second dot", "Opacity", 150, 600),
        "segmented-control": ("tap on Week", "Thumb", "Position X", 0, 350),
    ]

    @Test func thereAreTheElevenExamples() {
        #expect(Set(Self.names) == Set(Self.expected.keys))
    }

    @Test(.tags(.slow), arguments: Self.names)
    func checksCleanStatesItsMotionAndRenders(_ name: String) throws {
        let url = Self.folder.appendingPathComponent("\(name).json")
        let report = EffectDocument.check(contentsOf: url)
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors + report.warnings)")
        let document = try #require(report.document)
        let scene = try Scene(document: document)
        let spec = MotionSpec(scene: scene, document: document)
        let want = try #require(Self.expected[name])
        let motions = spec.triggers.filter { $0.label == want.trigger }.flatMap(\.motions)
        let motion = motions.first { $0.element == want.element && $0.property.title == want.property && abs($0.delay - want.delay) < 0.5 }
        #expect(
            motion.map { abs($0.duration - want.duration) < 0.5 } == true,
            "\(name): \(spec.triggers.map { "\($0.label): " + $0.motions.map { "\($0.element) \($0.property.title) +\($0.delay) \($0.duration)" }.joined(separator: ", ") })"
        )

        let times = FrameSchedule.count(6).times(duration: scene.duration)
        let sheet = ContactSheet(
            document: document, scene: scene, frames: SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration),
            columns: 4, producer: "test")
        let png = try SheetRenderer.render(
            sheet: sheet, spec: spec, title: name,
            charts: {
                CurveCharts(title: name, name: name, scene: scene, frameTimes: times, producer: "test")
            }, format: .png, scale: 1)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let curves = try SheetRenderer.render(
            sheet: nil, spec: spec, title: name,
            charts: {
                CurveCharts(title: name, name: name, scene: scene, frameTimes: times, producer: "test")
            }, format: .svg, scale: 1)
        #expect(String(decoding: curves, as: UTF8.self).hasSuffix("</svg>\n"))
        let animated = String(decoding: try AnimatedSVG().render(scene, title: name), as: UTF8.self)
        #expect(animated.contains("<animate"))
        #expect(try SpecRenderer.render(spec, format: .png, scale: 1, paper: .a4).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(SpecReport(spec).markdown.contains("| \(want.element) | \(want.property) |"))
    }
}
