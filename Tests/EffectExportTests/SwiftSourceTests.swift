import EffectEngine
import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// `--format swift` round trip: every example and fixture is written as Swift, the files are compiled together against
/// EffectKit (as a user's program would be) and run on its stage, and what they record renders the frames the
/// original renders (PNG at scale 1, every 1/30 s, within 1/255 a channel where printed constants round).
@Suite(.tags(.swiftc), .needs(.swiftc)) struct SwiftSourceTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents written as Swift: the templates (components as their UIKit code), the examples, the fixtures.
    static let documents: [URL] = ["Templates", "Examples", "Tests/EffectRenderTests/Fixtures"].flatMap { folder in
        let url = package.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// What the compiled program recorded, by document name, and what `swift format lint` said of the generated files:
    /// written, linted, compiled and run once for the suite.
    static let recorded = Result(catching: { () throws(RoundTripFailure) in
        do {
            return try compileAndRun(try documents.map { url in try EffectDocument(contentsOf: url) })
        } catch let error as RoundTripFailure {
            throw error
        } catch {
            throw RoundTripFailure(description: "\(error)")
        }
    })

    /// The recorded documents written as Swift in turn, compiled and run: what an engineer gets from `--format swift`
    /// of a recording.
    static let recordedAgain = Result(catching: { () throws(RoundTripFailure) in
        try compileAndRun(try recorded.get().documents.values.sorted { $0.name < $1.name })
    })

    struct RoundTripFailure: Error, CustomStringConvertible, Sendable {
        var description: String
    }

    /// Writes every document's Swift (`source`: by default `--format swift`'s) and a `main.swift` calling each
    /// `record…()` and writing its JSON; compiles them with the package's built EffectKit, EffectEngine and EffectModel;
    /// runs the program; reads what it wrote.
    static func compileAndRun(
        _ documents: [EffectDocument], source: (EffectDocument) throws -> String = { try SwiftSource(document: $0).text }
    ) throws(RoundTripFailure) -> (documents: [String: EffectDocument], lint: String) {
        do {
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var calls: [String] = []
            var names: [String] = []
            for document in documents {
                let text = try source(document)
                try text.write(to: folder.appendingPathComponent("\(document.name).swift"), atomically: true, encoding: .utf8)
                guard let function = text.firstMatch(of: /func (record\w+)\(\) -> EffectDocument/)?.1 else {
                    throw RoundTripFailure(description: "\(document.name): no record function")
                }
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

    /// The tester's cases, through the command line: a label or title whose line break (line feed, carriage return,
    /// U+2028) is followed by a statement or `#error`; ids that are keywords (`deinit`, `fallthrough`, `await`),
    /// the name of a function the file declares or a local of it (`likeTouchDown`, `start`, `animation1`, `root`);
    /// two interaction ids that map to one name; a font whose size reads as `nan`. Each is exit 0 with nothing on
    /// standard error and its file written; the files compile together, and none holds a line of code that is not
    /// the writer's.
    @Test func theTestersDocumentsCompileAndRunNothing() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layers =
            #"[ { "id": "deinit", "label": "Fade\nFileManager.default.createFile(atPath: \"pwned\", contents: nil)", "frame": [0, 0, 10, 10] },"#
            + #" { "id": "fallthrough", "frame": [0, 0, 10, 10] }, { "id": "await", "frame": [0, 0, 10, 10] }, { "id": "likeTouchDown", "frame": [0, 0, 10, 10] },"#
            + #" { "id": "start", "frame": [0, 0, 10, 10] }, { "id": "animation1", "frame": [0, 0, 10, 10] }, { "id": "root", "frame": [0, 0, 10, 10] },"#
            + #" { "id": "t", "type": "text", "string": "a\u2028b", "font": "Inter nan", "frame": [0, 0, 10, 10] } ]"#
        let documents = [
            #"{ "effect": 1, "name": "tester-label", "title": "Fade\n#error(\"boom\")", "description": "x\r#error(\"boom\")", "#
                + #""canvas": { "width": 100, "height": 100 }, "duration": 0.5, "layers": \#(layers), "#
                + #""interactions": [ { "id": "like", "layer": "deinit", "tap": 0.1 }, { "id": "save-title", "layer": "await", "tap": 0.2 }, "#
                + #"{ "id": "save_title", "layer": "animation1", "tap": 0.3 } ], "#
                + #""animations": [ { "layer": "deinit", "trigger": "like", "label": "Pop\u2028#error(\"boom\")", "keyPath": "opacity", "#
                + #""fromValue": 0, "toValue": 1, "duration": 0.2 }, { "layer": "animation1", "trigger": "save-title", "keyPath": "opacity", "#
                + #""fromValue": 0, "toValue": 1, "duration": 0.2 }, { "layer": "root", "trigger": "save_title", "keyPath": "opacity", "#
                + #""fromValue": 0, "toValue": 1, "duration": 0.2, "key": "a\"b" } ] }"#
        ]
        var files: [String] = []
        for (index, json) in documents.enumerated() {
            try json.write(to: folder.appendingPathComponent("in-\(index).json"), atomically: true, encoding: .utf8)
            let run = try ExternalTool.run(
                ExternalTool.effectExport, ["in-\(index).json", "--format", "swift", "--output", "out-\(index).swift"], in: folder)
            #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
            let source = try String(contentsOf: folder.appendingPathComponent("out-\(index).swift"), encoding: .utf8)
            let skeleton = SwiftSkeleton(source)
            #expect(skeleton.problems.isEmpty && !skeleton.tokens.contains("#error"))
            let lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("FileManager") })
            files.append(folder.appendingPathComponent("out-\(index).swift").path)
        }
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        let check = try ExternalTool.run("swiftc", ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + files)
        #expect(check.status == 0, "\(check.standardError.prefix(4000))")
    }

    /// The fuzzers' finds (`Fuzz/regressions/`) keep the swiftwriter target's rule: each document's Swift is token for
    /// token its harmless twin's (a font named "Inter Semi`Bold" once had a twin the writer read as a system weight).
    @Test func theFuzzFindsKeepTheirTextsInert() throws {
        let folder = FuzzRegressionTests.folder
        for name in FuzzRegressionTests.inputs {
            let json = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            guard let document = try? EffectDocument(json: json), let twinJSON = benignTwin(ofJSON: json),
                let twin = try? EffectDocument(json: twinJSON), let source = try? SwiftSource(document: document).text
            else { continue }
            let skeleton = SwiftSkeleton(source)
            #expect(skeleton.problems.isEmpty, "\(name): \(skeleton.problems)")
            #expect(skeleton.tokens == SwiftSkeleton(try SwiftSource(document: twin).text).tokens, "\(name)")
        }
    }

    /// Generated Swift of 1 000 random documents whose every text is hostile (`HostileDocuments`): nothing in it is
    /// left open or raw (a literal or comment at a line break, a control character, a bidirectional control), its
    /// code is token for token that of the same document with harmless texts (no statement, directive or
    /// declaration came from a text; a keyword id is never declared as itself), and it compiles: type-checked
    /// against EffectKit, 250 files a compiler run (one module each: the libraries are loaded once).
    @Test func hostileTextsStayInertInTheGeneratedSwift() throws {
        var random = SeededGenerator(seed: 38)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for index in 0..<1000 {
            let json = Array(HostileDocuments.json(index: index, using: &random).utf8)
            let document = try EffectDocument(json: json)
            let twin = try EffectDocument(json: try #require(benignTwin(ofJSON: json)))
            let source = try SwiftSource(document: document).text
            let skeleton = SwiftSkeleton(source)
            let expected = SwiftSkeleton(try SwiftSource(document: twin).text).tokens
            #expect(skeleton.problems.isEmpty, "\(document.name): \(skeleton.problems)")
            if skeleton.tokens != expected {
                let common = min(skeleton.tokens.count, expected.count)
                let at = (0..<common).first { skeleton.tokens[$0] != expected[$0] } ?? common
                Issue.record(
                    "\(document.name): code from its texts, at token \(at): \(skeleton.tokens[at...].prefix(12)) where the writer wrote \(expected[at...].prefix(12))"
                )
            }
            let file = folder.appendingPathComponent("\(document.name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        for start in stride(from: 0, to: files.count, by: 250) {
            let batch = Array(files[start..<min(start + 250, files.count)])
            let check = try ExternalTool.run("swiftc", ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + batch)
            #expect(check.status == 0, "\(check.standardError.prefix(4000))")
        }
    }

    /// The seed articles' code, a `@MainActor` control that overrides `init(frame:)` and schedules `[weak self]`
    /// work with `asyncAfter`, and one that animates with SwiftUI's `withAnimation` (Tests/EffectKitTests:
    /// `SeedArticles.swift`, `MainActorControl.swift`, `SwiftUIAnimatedControl.swift`), and the example
    /// package's program (Examples/Swift) and the SwiftUI examples' (Examples/SwiftUI), type-check against the built
    /// modules in the Swift 6 language mode with warnings as errors, as an app's target compiles them.
    @Test func theSeedsAndTheExampleCompileInSwift6WithoutWarnings() throws {
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        // The C modules EffectExport's interface names: their module maps and the headers they include.
        let headers = try ExternalTool.run("pkg-config", ["--cflags-only-I", "pangocairo"]).text.split(separator: " ").flatMap {
            ["-Xcc", String($0).trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        let cModules = ["CCairo", "CPangoCairo", "CWebP", "CDeflate", "CTurboJPEG"].flatMap {
            ["-I", Self.package.appendingPathComponent("Sources/\($0)").path]
        }
        let groups = [
            [
                "Tests/EffectKitTests/SeedArticles.swift", "Tests/EffectKitTests/MainActorControl.swift",
                "Tests/EffectKitTests/SwiftUIAnimatedControl.swift",
            ],
            ["Examples/Swift/Sources/RippleReview/main.swift"],
            [
                "Examples/SwiftUI/Sources/SwiftUIReview/main.swift", "Examples/SwiftUI/Sources/SwiftUIReview/Reviews.swift",
                "Examples/SwiftUI/Sources/SwiftUIReview/LikeButton.swift", "Examples/SwiftUI/Sources/SwiftUIReview/SettingsToggle.swift",
                "Examples/SwiftUI/Sources/SwiftUIReview/SegmentedPicker.swift", "Examples/SwiftUI/Sources/SwiftUIReview/TypingIndicator.swift",
            ],
        ]
        for files in groups {
            let paths = files.map { Self.package.appendingPathComponent($0).path }
            let check = try ExternalTool.run(
                "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + cModules + headers + paths)
            #expect(check.status == 0 && check.standardError.isEmpty, "\(files): \(check.standardError.prefix(4000))")
        }
    }

    @Test(arguments: documents) func theSwiftRecordsTheFramesOfItsDocument(_ url: URL) throws {
        let original = try EffectDocument(contentsOf: url)
        let recorded = try #require(try Self.recorded.get().documents[original.name])
        #expect(recorded.layers.count == original.layers.count)
        // The recording names each layer by the property holding it (`plusIcon`), never by a number (`layer-2`) or a
        // `layer.name` the Swift set to the document's id. (A component's layers keep the names its code gives them,
        // and a button's title label is numbered: `text-1`.)
        for layer in Layer.flattened(recorded.layers) where original.components.isEmpty && !layer.id.contains("/") {
            #expect(layer.id.allSatisfy { $0.isLetter || $0.isNumber }, "\(original.name): \(layer.id)")
        }
        try Self.expectSameFrames(original, recorded)
    }

    /// A recording's Swift (the recorder's ids, `shape-2`; times on its clock, `13.0 / 60`) records its frames again.
    @Test(arguments: documents) func theSwiftOfARecordingRecordsItsFrames(_ url: URL) throws {
        let name = try EffectDocument(contentsOf: url).name
        let recorded = try #require(try Self.recorded.get().documents[name])
        let again = try #require(try Self.recordedAgain.get().documents[name])
        try Self.expectSameFrames(recorded, again)
    }

    /// Every document's Swift, the templates', examples', fixtures' and their recordings', reads as an iOS engineer
    /// writes it: no `Inter` (the system font is `UIFont.systemFont`, a named font follows a note that the app must
    /// bundle it), no number with more than four decimals, no `animation1`, layers and animations named by their
    /// short labels, `contentsScale` on text layers, `duration = settlingDuration` on springs of no duration, views
    /// added with `addSubview`.
    @Test func theSwiftOfEveryDocumentReadsAsAnEngineerWritesIt() throws {
        let originals = try Self.documents.map { url in try EffectDocument(contentsOf: url) }
        let recordings = try Self.recorded.get().documents.values.sorted { $0.name < $1.name }
        for document in originals + recordings {
            let source = try SwiftSource(document: document).text
            let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let inter = code.matches(of: /\bInter\b/).count
            #expect(inter == 0, "\(document.name): \(code.split(separator: "\n").filter { $0.contains("Inter") })")
            let long = code.matches(of: /[0-9]+\.[0-9]{5,}/).map { String(code[$0.range]) }
            #expect(long.isEmpty, "\(document.name): \(long)")
            let numbered = code.matches(of: /\banimation[0-9]+/).map { String(code[$0.range]) }
            #expect(numbered.isEmpty, "\(document.name): \(numbered)")
            let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.contains("UIFont(name:") {
                #expect(index > 0 && lines[index - 1].hasPrefix("// The app must bundle"), "\(document.name): \(line)")
            }
            for layer in Layer.flattened(document.layers) where document.components.allSatisfy({ !Layer.flattened($0.layers).contains(layer) }) {
                if let label = layer.label, label.split(separator: " ").count <= 3, label.allSatisfy({ $0.isLetter || $0 == " " }) {
                    let name = label.split(separator: " ").enumerated().map { $0 == 0 ? $1.lowercased() : $1.capitalized }.joined()
                    #expect(code.contains("let \(name) = ") || code.contains("let \(name)Layer = "), "\(document.name): \(label) is not \(name)")
                }
                if case .text = layer.content { #expect(code.contains("contentsScale = UITraitCollection.current.displayScale")) }
            }
            let springs = code.matches(of: /let (\w+) = CASpringAnimation/).map { String($0.1) }
            for spring in springs { #expect(code.contains("\(spring).duration = "), "\(document.name): \(spring) has no duration") }
            for layer in Layer.flattened(document.layers) where document.components.allSatisfy({ !Layer.flattened($0.layers).contains(layer) }) {
                #expect(!code.contains("name = \"\(layer.id)\""), "\(document.name): \(layer.id) set as a name")
            }
            let viewsAsLayers = code.matches(of: /(root\.layer|\.layer)\.addSublayer\(\w+\.layer\)/).map { String(code[$0.range]) }
            #expect(viewsAsLayers.isEmpty, "\(document.name): a view's layer added to a view's as a sublayer: \(viewsAsLayers)")
        }
    }

    /// `CATextLayer.font` is `CFTypeRef?` on iOS: a string literal does not compile, here as there; a `UIFont` does.
    @Test func aTextLayersFontIsAnObjectAsOnIOS() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        func typecheck(_ statement: String) throws -> ToolRun {
            let file = folder.appendingPathComponent("font.swift")
            try "import EffectKit\n@MainActor func make() {\n    let text = CATextLayer()\n    \(statement)\n}\n".write(
                to: file, atomically: true, encoding: .utf8)
            return try ExternalTool.run("swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules, file.path])
        }
        let literal = try typecheck(#"text.font = "Inter""#)
        #expect(literal.status != 0 && literal.standardError.contains("expected to be an instance of a class"), "\(literal.standardError)")
        for statement in ["text.font = UIFont.boldSystemFont(ofSize: 18)", #"text.font = UIFont(name: "Roboto Italic", size: 14)"#] {
            let run = try typecheck(statement)
            #expect(run.status == 0, "\(statement): \(run.standardError)")
        }
    }

    /// UIKit's and SwiftUI's names EffectKit does not have say what to do instead (`@available(*, unavailable,
    /// message:)`), and `UIImage(named:)` no longer reads as "expected 'systemName:'".
    @Test func missingUIKitNamesSayWhatToDoInstead() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        let cases = [
            (#"_ = UIImage(named: "like")"#, "use UIImage(systemName:) with a symbol it ships"),
            ("_ = UITapGestureRecognizer(target: nil, action: nil)", "#selector needs the Objective-C runtime: init(handler:)"),
            ("_ = UIPanGestureRecognizer()", "no pan recognizer yet"),
            ("_ = Circle().blur(radius: 4)", "the effect document has no blur filter"),
            ("_ = Image(systemName: \"heart\").symbolEffect(.bounce, value: 1)", "EffectKit draws no symbol effects"),
            ("_ = Button(\"OK\") {}.buttonStyle(.bordered)", "EffectKit draws no bordered buttons"),
            (#"_ = Text("1").contentTransition(.numericText())"#, "no content transitions yet"),
        ]
        for (statement, message) in cases {
            let file = folder.appendingPathComponent("missing.swift")
            try "import EffectKit\n@MainActor func use() {\n    \(statement)\n}\n".write(to: file, atomically: true, encoding: .utf8)
            let run = try ExternalTool.run("swiftc", ["-typecheck", "-swift-version", "6", "-I", modules, file.path])
            #expect(run.status != 0 && run.standardError.contains(message), "\(statement): \(run.standardError)")
        }
    }

    /// The README's "Swift in and out" example of the library product compiles with `import EffectExport` alone (and
    /// Foundation): GIF, APNG, WebP, the spec, sampling and the diff are public or re-exported.
    @Test func theReadmesLibraryExampleCompiles() throws {
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```swift\nimport EffectExport\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let example = String(readme[start.upperBound..<end.lowerBound])
        #expect(example.split(separator: "\n").count <= 12)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try ("import EffectExport\n" + example + "\n").write(to: file, atomically: true, encoding: .utf8)
        // The C modules EffectExport's own imports reach, with their headers' folders.
        let maps = ["CCairo", "CPangoCairo", "CDeflate", "CWebP", "CTurboJPEG"].flatMap { module in
            ["-Xcc", "-fmodule-map-file=" + Self.package.appendingPathComponent("Sources/\(module)/module.modulemap").path]
        }
        let headers = try ExternalTool.run("pkg-config", ["--cflags-only-I", "pangocairo", "libdeflate", "libwebpmux"]).text
        let includes = headers.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .flatMap { ["-Xcc", $0] }
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        let check = try ExternalTool.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + maps + includes + [file.path])
        #expect(check.status == 0, "\(check.standardError.prefix(4000))")
    }

    /// The frames of `recorded` are those of `original` (PNG at scale 1, every 1/30 s or at `fractions` of the
    /// duration, within `tolerance`/255 a channel).
    static func expectSameFrames(_ original: EffectDocument, _ recorded: EffectDocument, tolerance: Int = 1, fractions: [Double]? = nil) throws {
        let (a, b) = (Sampler(scene: try Scene(document: original)), Sampler(scene: try Scene(document: recorded)))
        let renderer = FrameRenderer(scale: 1)
        let frames = Int((original.effectiveDuration * 30).rounded(.down))
        let times = fractions.map { $0.map { $0 * original.effectiveDuration } } ?? (0...frames).map { Double($0) / 30 }
        var worst = 0
        for t in times {
            let expected = try renderer.renderImage(a.layers(at: t), canvas: original.canvas)
            let actual = try renderer.renderImage(b.layers(at: t), canvas: recorded.canvas)
            let difference = try #require(try ImageDifference.between(expected, actual, threshold: tolerance))
            worst = max(worst, difference.maximumChannelDifference)
            #expect(difference.pixelsOver.count == 0, "\(original.name) at \(t) s: \(difference)")
        }
        print("swift round trip · \(original.name): \(times.count) frames, largest channel difference \(worst)/255")
        #expect(worst <= tolerance, "\(original.name): largest channel difference \(worst)")
    }
}
