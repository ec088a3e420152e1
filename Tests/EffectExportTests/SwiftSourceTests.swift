import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// `--format swift` round trip: every example and fixture is written as Swift, the files are compiled together against
/// EffectKit (as a user's program would be) and run on its stage, and what they record renders the frames the
/// original renders (PNG at scale 1, every 1/30 s, within 1/255 a channel where printed constants round).
@Suite struct SwiftSourceTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents written as Swift: the templates (components as their UIKit code), the examples, the fixtures.
    static let documents: [URL] = ["Templates", "Examples", "Tests/EffectRenderTests/Fixtures"].flatMap { folder in
        let url = package.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// What the compiled program recorded, by document name, and what `swift format lint` said of the generated files:
    /// written, linted, compiled and run once for the suite.
    static let recorded = Result(catching: { () throws(RoundTripFailure) in try compileAndRun() })

    struct RoundTripFailure: Error, CustomStringConvertible, Sendable {
        var description: String
    }

    /// Writes every document's Swift and a `main.swift` calling each `record…()` and writing its JSON; compiles them with
    /// the package's built EffectKit, EffectEngine and EffectModel; runs the program; reads what it wrote.
    static func compileAndRun() throws(RoundTripFailure) -> (documents: [String: EffectDocument], lint: String) {
        do {
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var calls: [String] = []
            var names: [String] = []
            for url in documents {
                let document = try EffectDocument(contentsOf: url)
                let source = SwiftSource(document: document)
                try source.text.write(to: folder.appendingPathComponent("\(document.name).swift"), atomically: true, encoding: .utf8)
                let function = "record" + document.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                calls.append("try \(function)().write(to: URL(fileURLWithPath: \"\(folder.path)/\(document.name).recorded.json\"))")
                names.append(document.name)
            }
            try (["import EffectKit", "import Foundation", ""] + calls).joined(separator: "\n").write(
                to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            let generated = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") && $0 != "main.swift" }
            let lint = try ExternalTool.run("swift", ["format", "lint", "--strict"] + generated.map { folder.appendingPathComponent($0).path })
            let products = ExternalTool.productsFolder
            // The objects of the modules' current sources, as the build's output file map lists them (a file removed
            // since leaves its object behind).
            let objects = try ["EffectKit", "EffectEngine", "EffectModel"].flatMap { module in
                let map = products.appendingPathComponent("\(module).build/output-file-map.json")
                let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: [String: String]] ?? [:]
                return entries.values.compactMap { $0["object"] }.sorted()
            }
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.map {
                folder.appendingPathComponent($0).path
            }
            let compile = try ExternalTool.run(
                "swiftc",
                [
                    "-swift-version", "6", "-warnings-as-errors", "-I", products.appendingPathComponent("Modules").path, "-o",
                    folder.appendingPathComponent("record").path,
                ] + sources + objects)
            guard compile.status == 0 else { throw RoundTripFailure(description: "swiftc: \(compile.standardError)") }
            let run = try ExternalTool.run(folder.appendingPathComponent("record").path, [])
            guard run.status == 0 else { throw RoundTripFailure(description: "the program: \(run.standardError)") }
            var result: [String: EffectDocument] = [:]
            for name in names { result[name] = try EffectDocument(contentsOf: folder.appendingPathComponent("\(name).recorded.json")) }
            return (result, lint.status == 0 ? "" : lint.standardError + lint.text)
        } catch let error as RoundTripFailure {
            throw error
        } catch {
            throw RoundTripFailure(description: "\(error)")
        }
    }

    /// The generated files are as swift-format writes them: `swift format lint --strict` says nothing (they also parse,
    /// since they compile).
    @Test func theGeneratedSwiftPassesSwiftFormatsLint() throws {
        let lint = try Self.recorded.get().lint
        #expect(lint.isEmpty, "\(lint)")
    }

    @Test(arguments: documents) func theSwiftRecordsTheFramesOfItsDocument(_ url: URL) throws {
        let original = try EffectDocument(contentsOf: url)
        let recorded = try #require(try Self.recorded.get().documents[original.name])
        #expect(recorded.layers.map(\.id) == original.layers.map(\.id))
        let (a, b) = (Sampler(scene: try Scene(document: original)), Sampler(scene: try Scene(document: recorded)))
        let renderer = FrameRenderer(scale: 1)
        let frames = Int((original.effectiveDuration * 30).rounded(.down))
        var worst = 0
        for frame in 0...frames {
            let t = Double(frame) / 30
            let expected = try renderer.renderImage(a.layers(at: t), canvas: original.canvas)
            let actual = try renderer.renderImage(b.layers(at: t), canvas: recorded.canvas)
            let difference = try #require(try ImageDifference.between(expected, actual, threshold: 1))
            worst = max(worst, difference.maximumChannelDifference)
            #expect(difference.pixelsOver.count == 0, "\(original.name) at \(t) s: \(difference)")
        }
        print("swift round trip · \(original.name): \(frames + 1) frames at 1/30 s, largest channel difference \(worst)/255")
        #expect(worst <= 1, "\(original.name): largest channel difference \(worst)")
    }

}
