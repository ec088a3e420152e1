import EffectFiles
import EffectModel
import Foundation
import Testing

/// A document written as JSON reads back as the same document: every template, example and fixture; a document built
/// in Swift; the designer notations written as the values they stood for. Public API only, as an app would call it.
@Suite struct DocumentEncodingTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every effect document the package ships or tests with.
    static let documents: [URL] = ["Templates", "Examples", "Tests/EffectRenderTests/Fixtures", "Benchmarks"].flatMap { folder in
        let url = package.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test func theFoldersHoldDocuments() {
        #expect(Self.documents.count >= 40, "\(Self.documents.count) documents")
    }

    @Test(arguments: documents) func aDocumentReadsBackAsItself(_ url: URL) throws {
        let document = try EffectDocument(contentsOf: url)
        let text = try document.jsonText()
        let report = EffectDocument.check(json: Array(text.utf8))
        #expect(report.errors.isEmpty, "\(report.errors)\n\(text)")
        let reread = try #require(report.document)
        #expect(reread == document)
        #expect(try reread.jsonText() == text, "written twice, the same text")
        // Another parser reads it too.
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    }

    /// Through an encoder that orders an object's keys its own way, a `view` call's changes and a `set` action's values
    /// may come back in another order; nothing else differs.
    @Test(arguments: documents) func foundationsEncoderWritesTheSameDocument(_ url: URL) throws {
        let document = try EffectDocument(contentsOf: url)
        let data = try JSONEncoder().encode(document)
        #expect(Self.keyPathsSorted(try EffectDocument(json: Array(data))) == Self.keyPathsSorted(document))
    }

    /// With what Foundation's encoder may reorder (the keys of an object: a view call's changes, a set action's
    /// values, the platform notes) in one order.
    static func keyPathsSorted(_ document: EffectDocument) -> EffectDocument {
        var document = document
        for i in document.animations.indices {
            guard case .view(var view) = document.animations[i].content else { continue }
            view.changes.sort { $0.keyPath.rawValue < $1.keyPath.rawValue }
            document.animations[i].content = .view(view)
        }
        for i in document.actions.indices {
            guard case .set(let id, var values, let implicit) = document.actions[i].change else { continue }
            values.sort { $0.keyPath.rawValue < $1.keyPath.rawValue }
            document.actions[i].change = .set(layerID: id, values: values, implicit: implicit)
        }
        document.guidance.platforms.sort { $0.platform.rawValue < $1.platform.rawValue }
        return document
    }

    @Test func notationsAndTokensAreWrittenAsTheirValues() throws {
        let json = #"""
            { "effect": 1, "name": "n", "canvas": { "width": 100, "height": 100, "background": "transparent" },
              "tokens": { "motion": { "fast": { "$type": "duration", "$value": "150ms" } } },
              "layers": [ { "id": "dot", "frame": [10, 20, 30, 40], "backgroundColor": "systemBlue",
                            "transform": { "rotation": "90deg" } } ],
              "animations": [ { "layer": "dot", "keyPath": "transform.rotation.z", "toValue": "0.5turn",
                                "duration": "{motion.fast}", "timingFunction": "ease-out" },
                              { "layer": "dot", "type": "spring", "keyPath": "opacity", "toValue": 0, "preset": "bouncy" } ] }
            """#
        let document = try EffectDocument(json: Array(json.utf8))
        let text = try document.jsonText()
        for expected in [
            #""frame": [10, 20, 30, 40]"#, ##""backgroundColor": "#007AFF""##, #""background": "transparent""#,
            #""duration": 0.15"#, #""timingFunction": "easeOut""#, #""perceptualDuration": 0.5"#, #""bounce": 0.3"#,
            #""toValue": 3.141592653589793"#, #""rotation": 1.5707963267948966"#,
        ] {
            #expect(text.contains(expected), "\(expected) in\n\(text)")
        }
        for absent in ["tokens", "ms\"", "deg", "preset", "anchorPoint", "opacity\": 1"] {
            #expect(!text.contains(absent), "\(absent) in\n\(text)")
        }
        #expect(try EffectDocument(json: Array(text.utf8)) == document)
    }

    /// A radial gradient's focal offset is read and written back; one on or outside the ellipse is refused at its path.
    @Test func aFocalOffsetRoundTripsAndStaysInsideTheEllipse() throws {
        func document(_ offset: String) -> String {
            """
            { "effect": 1, "name": "n", "canvas": { "width": 100, "height": 100 },
              "layers": [ { "id": "orb", "type": "gradient", "frame": [0, 0, 100, 100], "gradientType": "radial",
                            "colors": ["white", "blue"], "startPoint": [0.5, 0.5], "endPoint": [1, 1], "focalOffset": \(offset) } ] }
            """
        }
        let read = try EffectDocument(json: Array(document("[0.3, -0.4]").utf8))
        guard case .gradient(let gradient) = read.layers.first?.content else {
            Issue.record("a gradient layer")
            return
        }
        #expect(gradient.focalOffset == Point(0.3, -0.4))
        #expect(try EffectDocument(json: Array(try read.jsonText().utf8)) == read)
        #expect(try read.jsonText().contains(#""focalOffset": [0.3, -0.4]"#))
        let report = EffectDocument.check(json: Array(document("[0.6, 0.8]").utf8), file: "orb.json")
        let refusal = "layers[0].focalOffset: a focal offset lies inside the ellipse"
        #expect(report.errors.map(\.description).contains { $0.contains(refusal) }, "\(report.errors)")
    }

    /// A delay credits its token whichever word names it, the designer's `delay` or Core Animation's `beginTime`.
    @Test(arguments: ["delay", "beginTime"]) func aDelayCreditsItsTokenUnderEitherName(_ key: String) throws {
        let json = """
            { "effect": 1, "name": "n", "canvas": { "width": 100, "height": 100 },
              "tokens": { "motion": { "short": { "$type": "duration", "$value": "200ms" } } },
              "layers": [ { "id": "dot", "frame": [10, 20, 30, 40] } ],
              "animations": [ { "layer": "dot", "keyPath": "opacity", "toValue": 0, "duration": 0.3, "\(key)": "{motion.short}" } ] }
            """
        guard case .core(let animation, _) = try EffectDocument(json: Array(json.utf8)).animations.first?.content else {
            Issue.record("a core animation")
            return
        }
        #expect(animation.timing.beginTime == 0.2)
        #expect(animation.tokens["delay"] == "motion.short")
    }

    @Test func aDocumentBuiltInSwiftIsWrittenWithItsComponent() throws {
        var document = EffectDocument(name: "built", canvas: EffectDocument.Canvas(width: 240, height: 120, background: nil), layers: [])
        var button = RippleButtonSpec(id: "button")
        button.frame = Rect(20, 36, 200, 48)
        button.title = "Save \"draft\"\n(ß, 저장)"
        button.touchDownDuration = 0.3
        document.add(.rippleButton(button))
        var badge = Layer(id: "badge", content: .text(TextContent()), bounds: Rect(0, 0, 20, 20), position: Point(200, 30))
        badge.opacity = 0
        document.layers.append(badge)
        document.interactions = [
            Interaction(
                id: "press", layerID: "button", events: [(0.1, .touchDown(Point(40, 24))), (0.2, .touchMoved(Point(60, 24))), (0.5, .touchUp)])
        ]
        var timing = MediaTiming()
        timing.repeatCount = .infinity
        timing.fillMode = .both
        document.animations = [
            DocumentAnimation(
                Animation(keyPath: .opacity, timing: timing, kind: .keyframe(Keyframes(values: [.number(0), .number(1)]))),
                on: "badge", key: "blink", trigger: .touchUp("press"))
        ]
        document.actions = [DocumentAction(delay: 0.7, change: .removeAnimations(layerID: "badge", key: "blink"))]

        let text = try document.jsonText()
        #expect(text.contains(#""type": "rippleButton""#) && !text.contains("button/title"), "\(text)")
        #expect(text.contains(#""repeatCount": "infinity""#) && text.contains(#""at": 0.7"#), "\(text)")
        let reread = try EffectDocument(json: Array(text.utf8))
        #expect(reread == document)
        #expect(reread.layers.map(\.id) == ["button", "badge"])
    }

    /// The example of `docs/effect-format.md` ("Building and writing a document in Swift"), as written there.
    @Test func theFormatReferencesExampleBuildsAndReadsBack() throws {
        var document = EffectDocument(name: "like", canvas: EffectDocument.Canvas(width: 160, height: 160), layers: [])
        var heart = Layer(id: "heart", content: .shape(ShapeContent()), bounds: Rect(0, 0, 48, 44), position: Point(80, 80))
        heart.label = "Heart"
        document.layers.append(heart)
        var save = RippleButtonSpec(id: "save")
        save.frame = Rect(20, 100, 120, 40)
        document.add(.rippleButton(save))
        document.interactions = [Interaction(id: "like", layerID: "heart", events: [(0.25, .tap(Point(24, 22)))])]
        document.animations = [
            DocumentAnimation(
                Animation(keyPath: .scale, kind: .spring(Spring(preset: .bouncy), from: .number(0.6), to: .number(1), by: nil)),
                on: "heart", trigger: .touchDown("like"))
        ]
        let report = EffectDocument.check(json: Array(try document.jsonText().utf8))
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors + report.warnings)")
        #expect(report.document == document)
    }

    @Test func whatTheFormatCannotSayIsAnErrorAtItsPath() {
        var document = EffectDocument(name: "taps", canvas: EffectDocument.Canvas(width: 10, height: 10), layers: [Layer(id: "a")])
        document.interactions = [Interaction(layerID: "a", events: [(0, .tap(Point(1, 1))), (1, .tap(Point(2, 2)))])]
        #expect(throws: DocumentError.self) { try document.jsonText() }
        do throws(DocumentError) {
            _ = try document.jsonText()
        } catch {
            #expect(error.description.hasPrefix("interactions[0]: "), "\(error)")
        }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(document) }
    }

    @Test func aWrittenFileIsADocumentEveryCommandReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("encoding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try EffectDocument(contentsOf: Self.package.appendingPathComponent("Templates/floating-button.json"))
        let url = folder.appendingPathComponent("fab.json")
        try document.write(to: url)
        #expect(try EffectDocument(contentsOf: url) == document)
    }
}
