import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// The work budget's estimate at the edge of each limit (issue 38): each kind of document the tester found past the
/// promise refused, by the part that costs, with its JSON path or option and its exit status's side; the same kind
/// smaller, and every template and example, within it. What the accepted ones really take is measured by
/// `Benchmarks/run-scale.py` and the `budget` fuzz target, never timed here.
@Suite struct WorkEstimateTests {
    static func document(_ text: String) throws -> EffectDocument {
        let report = EffectDocument.check(json: Array(text.utf8), defaultName: "budget")
        return try #require(report.document, "\(report.errors)")
    }

    static func scene(_ document: EffectDocument) throws -> Scene { try FrameRenderer.scene(document) }

    /// What a command checks, for a document: its estimate and the check the command makes of it.
    enum Work {
        case still(scale: Double)
        case stillSVG
        case frames(Int, scale: Double)
        case animatedSVG
        case lottie
        case gif
        case curves
        case docsPage

        func check(_ document: EffectDocument) throws {
            let scene = try WorkEstimateTests.scene(document)
            switch self {
            case .still(let scale):
                try WorkBudget.check(frame: WorkEstimate.frame(of: scene, document, at: [0], as: .png, scale: scale), scale: scale)
            case .stillSVG:
                try WorkBudget.check(WorkEstimate.frame(of: scene, document, at: [0], as: .svg, scale: 1), of: "writing the frame", within: 10)
            case .frames(let count, let scale):
                let frame = WorkEstimate.frame(of: scene, document, at: WorkEstimate.times(of: scene, count: count), as: .png, scale: scale)
                try WorkBudget.check(frames: count, each: frame, scale: scale, of: "writing \(count) frames") { "lower --frames to at most \($0)" }
            case .animatedSVG: try WorkBudget.check(WorkEstimate.playingFile(of: scene, document), of: "writing the animated SVG")
            case .lottie: try WorkBudget.check(WorkEstimate.playingFile(of: scene, document, lottie: true), of: "writing the Lottie file")
            case .gif:
                let count = FrameSchedule.rate(50).count(duration: scene.duration + 1)
                let frame = WorkEstimate.frame(of: scene, document, at: WorkEstimate.times(of: scene, count: count), as: .png, scale: 2)
                try WorkBudget.check(frames: count, each: frame, scale: 2, of: "writing the GIF") { "lower --fps to at most \($0)" }
            case .curves: try WorkBudget.check(WorkEstimate.review(of: scene, document), of: "drawing the charts")
            case .docsPage:
                try WorkBudget.check(
                    WorkEstimate.docsPage(of: scene, document, scale: 2, animatedFrames: 600, gifFrames: 500), of: "drawing its docs page")
            }
        }
    }

    /// (what, document, work, JSON path or nil for the options, words the message holds).
    static let refused: [(String, String, Work, String?, String)] = [
        (
            "2 000 wide shadows on a still", BudgetDocuments.shadows(2_000, radius: 300, side: 4_000), .still(scale: 1), "layers[",
            "drawing the frame would take about"
        ),
        (
            "2 000 translucent layers filling a still", BudgetDocuments.translucent(2_000, side: 4_000), .still(scale: 1), "layers[0]",
            "2000 translucent or shadowed layers composited offscreen over 32000000000 pixels"
        ),
        ("a square at --scale 16 for 10 000 frames", BudgetDocuments.square, .frames(10_000, scale: 16), nil, "lower --frames to at most"),
        (
            "20 texts of Hanja as a still SVG", BudgetDocuments.hanja(layers: 20), .stillSVG, "layers[0]",
            "(20 texts written as 100000 glyph outlines)"
        ),
        (
            "a path of 10 000 segments across a 4 000 pt canvas", BudgetDocuments.zigzag(segments: 9_999, side: 4_000), .still(scale: 1), "layers[0]",
            "1 path rasterised"
        ),
        (
            "100 layers of 1 000 keyframes, 12 times, as Lottie", BudgetDocuments.keyframes(layers: 100, values: 1_000, repeats: "12", window: 12),
            .lottie,
            "animations[0]", "keys)"
        ),
        ("10 000 springs, charted", BudgetDocuments.springs(layers: 10_000), .curves, "animations[0]", "drawing the charts would take about"),
        ("the docs page of 2 000 springs", BudgetDocuments.springs(layers: 2_000), .docsPage, "layers[0]", "drawing its docs page would take about"),
        (
            "a GIF of 1 000 taps on a 960 × 384 pt canvas", BudgetDocuments.taps(1_000, every: 0.15, width: 960, height: 384), .gif, nil,
            "lower --fps to at most"
        ),
    ]

    @Test(.tags(.slow), arguments: refused.indices)
    func refusesPastTheLimit(_ index: Int) throws {
        let (what, text, work, path, words) = Self.refused[index]
        let document = try Self.document(text)
        do {
            try work.check(document)
            Issue.record("\(what): not refused")
        } catch let exceeded as WorkBudget.Exceeded {
            #expect(exceeded.isFromOptions == (path == nil), "\(what): \(exceeded)")
            if let path { #expect(exceeded.path?.hasPrefix(path) == true, "\(what): \(exceeded.path ?? "no path"): \(exceeded)") }
            #expect(exceeded.description.contains(words), "\(what): \(exceeded)")
        }
    }

    /// The same kinds smaller, and the cases made cheaper, within the limits (their times: `Benchmarks/run-scale.py`).
    static let accepted: [(String, String, Work)] = [
        ("100 wide shadows on a still", BudgetDocuments.shadows(100, radius: 300, side: 4_000), .still(scale: 1)),
        ("100 translucent layers filling a still", BudgetDocuments.translucent(100, side: 4_000), .still(scale: 1)),
        ("a square at --scale 16 for 1 000 frames", BudgetDocuments.square, .frames(1_000, scale: 16)),
        ("a text of Hanja as a still SVG", BudgetDocuments.hanja(layers: 1), .stillSVG),
        ("a path of 1 000 segments across a 2 000 pt canvas", BudgetDocuments.zigzag(segments: 1_000, side: 2_000), .still(scale: 1)),
        ("200 layers of 100 keyframes as Lottie", BudgetDocuments.keyframes(layers: 200, values: 100), .lottie),
        ("1 000 layers of 1 000 keyframes, charted", BudgetDocuments.keyframes(layers: 1_000, values: 1_000), .curves),
        ("a GIF of 1 000 taps", BudgetDocuments.taps(1_000), .gif),
        ("a gradient of 500 stops through 10 keyframes as an animated SVG", BudgetDocuments.gradient(stops: 500, keyframes: 10), .animatedSVG),
        ("a floating button of 1 000 actions as an animated SVG", BudgetDocuments.floatingButton(actions: 1_000), .animatedSVG),
        ("the docs page of 200 springs", BudgetDocuments.springs(layers: 200), .docsPage),
    ]

    @Test(.tags(.slow), arguments: accepted.indices)
    func acceptsWithinTheLimit(_ index: Int) throws {
        let (what, text, work) = Self.accepted[index]
        #expect(throws: Never.self, "\(what)") { try work.check(try Self.document(text)) }
    }

    /// Nothing ordinary is refused: every template and example, as a still, a sequence, every file that plays and a
    /// docs page.
    @Test func everyTemplateAndExampleIsWithinTheBudget() throws {
        let package = Templates.folder.deletingLastPathComponent()
        let files = ["Templates", "Examples"].flatMap { folder in
            let url = package.appendingPathComponent(folder)
            return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".json") }.map {
                url.appendingPathComponent($0)
            }
        }
        #expect(files.count >= 20)
        for file in files {
            let report = EffectDocument.check(contentsOf: file)
            let document = try #require(report.document, "\(file.lastPathComponent)")
            for work in [Work.still(scale: 2), .stillSVG, .frames(600, scale: 2), .animatedSVG, .lottie, .gif, .curves, .docsPage] {
                #expect(throws: Never.self, "\(file.lastPathComponent) \(work)") { try work.check(document) }
            }
        }
    }

    /// A diff of 2 000 layers each moved further is within the budget (it once took two minutes: every change drew
    /// every layer); one of translucent layers filling a large canvas is refused.
    @Test func diffsByLayersAndDrawings() throws {
        let (old, new) = (
            try Self.document(BudgetDocuments.moving(layers: 2_000, by: 10)), try Self.document(BudgetDocuments.moving(layers: 2_000, by: 11))
        )
        let within = WorkEstimate.diff(old: (old, try Self.scene(old)), new: (new, try Self.scene(new)))
        #expect(throws: Never.self) { try WorkBudget.check(within.estimate, of: "comparing them") }
        let heavy = try Self.document(BudgetDocuments.translucent(400, side: 4_000))
        let past = WorkEstimate.diff(old: (heavy, try Self.scene(heavy)), new: (heavy, try Self.scene(heavy)))
        #expect(throws: WorkBudget.Exceeded.self) { try WorkBudget.check(past.estimate, of: "comparing them") }
    }
}
