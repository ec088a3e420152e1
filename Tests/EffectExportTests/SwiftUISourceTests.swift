import EffectExport
import EffectModel
import Foundation
import LottieImport
import Testing
import _EffectTestSupport

/// `--format swiftui` round trip: every template, example and fixture is written as SwiftUI, the files are compiled
/// together against EffectKit (`swiftc -swift-version 6 -warnings-as-errors`, as a user's program would be) and run on
/// its stage; what a document the SwiftUI says whole records renders the frames the original renders (PNG at scale 1,
/// every 1/30 s, within 2/255 a channel). What the SwiftUI leaves out is said in a comment at its place.
@Suite(.tags(.swiftc), .needs(.swiftc)) struct SwiftUISourceTests {
    /// The templates, examples and render fixtures, as `SwiftSourceTests` writes them, and the export fixtures: the spec's
    /// documents and our own Lottie files.
    static let documents = SwiftSourceTests.documents + fixtures

    /// The export fixtures (`Tests/EffectExportTests/Fixtures`): effect documents and Lottie files.
    static let fixtures: [URL] = ["Spec", "Lottie"].flatMap { folder in
        let url = SwiftSourceTests.package.appendingPathComponent("Tests/EffectExportTests/Fixtures/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// The document at `url`, read as the command reads it (a Lottie file by its content); an export fixture is named
    /// after its folder (`spec-typing-dots`, `lottie-matte-alpha`), apart from the examples of the same name.
    static func document(_ url: URL) throws -> EffectDocument {
        var document = try #require(
            EffectFile.check(Array(try Data(contentsOf: url)), file: url.path, files: DocumentFolder(besideFile: url.path)).document,
            "\(url.lastPathComponent)")
        if fixtures.contains(url) {
            let stem = url.deletingPathExtension().lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
            document.name = url.deletingLastPathComponent().lastPathComponent.lowercased() + "-" + String(stem)
        }
        return document
    }

    /// What the compiled program recorded, by document name, and what `swift format lint` said: written, compiled and
    /// run once for the suite (every document, those with something left out too: they compile as well).
    static let recorded = Result(catching: { () throws(SwiftSourceTests.RoundTripFailure) in
        do {
            let all = try documents.map(document)
            return try SwiftSourceTests.compileAndRun(all, source: { try SwiftUISource(document: $0).text })
        } catch let error as SwiftSourceTests.RoundTripFailure {
            throw error
        } catch {
            throw SwiftSourceTests.RoundTripFailure(description: "\(error)")
        }
    })

    @Test(arguments: documents) func theSwiftUIRecordsTheFramesOfItsDocument(_ url: URL) throws {
        let original = try Self.document(url)
        let source = try SwiftUISource(document: original)
        guard source.approximations.isEmpty else {
            // Each thing left out is said where it is: a comment in the file.
            for note in source.approximations {
                #expect(source.text.contains("// effect-export: left out: \(note)"), "\(original.name): \(note)")
            }
            print("swiftui round trip · \(original.name): left out: \(source.approximations.joined(separator: "; "))")
            return
        }
        let recorded = try #require(try Self.recorded.get().documents[original.name])
        try SwiftSourceTests.expectSameFrames(original, recorded, tolerance: 2)
    }

    /// The generated files are as swift-format writes them.
    @Test func theGeneratedSwiftUIPassesSwiftFormatsLint() throws {
        let lint = try Self.recorded.get().lint
        #expect(lint.isEmpty, "\(lint)")
    }

    /// How many documents the SwiftUI says whole: the bottom sheet, the checkmark and the switch among them.
    @Test func theSwiftUISaysMostOfTheMotionWhole() throws {
        let sources = try Self.documents.map { url in try SwiftUISource(document: Self.document(url)) }
        let whole = sources.filter(\.approximations.isEmpty).count
        print("swiftui round trip: \(whole) of \(sources.count) documents expressed whole")
        for name in ["bottom-sheet", "switch-toggle", "checkmark", "shape-paths"] {
            let url = try #require(Self.documents.first { $0.lastPathComponent == "\(name).json" })
            #expect(try SwiftUISource(document: Self.document(url)).approximations.isEmpty, "\(name)")
        }
    }

    /// The floating button reads as an iOS engineer writes it: a view struct, state, the turn as Apple's linear curve,
    /// the pop's UIKit spring as an interpolating spring 0.2 s later, the taps on the button; the UIKit spring stops
    /// before it settles, which SwiftUI's does not: said in a comment and as an approximation.
    @Test func theFloatingButtonReadsAsSwiftUI() throws {
        let url = try #require(Self.documents.first { $0.lastPathComponent == "floating-button.json" })
        let source = try SwiftUISource(document: Self.document(url))
        let text = source.text
        #expect(
            source.approximations == [
                "layer 'fab/action-1': its transform.scale animation: its spring stops at 0.3 s, 0.2 % short of its end; SwiftUI's runs on until it settles",
                "layer 'fab/action-1': its opacity animation: its spring stops at 0.3 s, 0.2 % short of its end; SwiftUI's runs on until it settles",
            ])
        for expected in [
            "#if canImport(SwiftUI)\n  import SwiftUI\n#else\n  import EffectKit\n#endif", "struct FloatingButtonEffect: View {",
            "@State private var plusIconRotation: Angle = .zero", "withAnimation(.linear(duration: 0.3)) {", "plusIconRotation = .degrees(45)",
            ".delay(0.2)", ".interpolatingSpring(", ".onTapGesture {", "#if !canImport(SwiftUI)",
            "func recordFloatingButton() -> EffectDocument {", "stage.host(FloatingButtonEffect())",
            "func recordFloatingButtonEffect() -> EffectDocument {\n    recordFloatingButton()\n  }",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(text.matches(of: /[0-9]+\.[0-9]{5,}/).isEmpty)
    }

    /// SwiftUI of 250 random documents whose every text is hostile (`HostileDocuments`): nothing in it is left open or
    /// raw, its code is token for token that of the same document with harmless texts (no statement came from a text),
    /// and the files type-check together against EffectKit.
    @Test func hostileTextsStayInertInTheGeneratedSwiftUI() throws {
        var random = SeededGenerator(seed: 43)
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for index in 0..<250 {
            let json = Array(HostileDocuments.json(index: index, using: &random).utf8)
            let document = try EffectDocument(json: json)
            let twin = try EffectDocument(json: try #require(benignTwin(ofJSON: json)))
            let source = try SwiftUISource(document: document).text
            let skeleton = SwiftSkeleton(source)
            #expect(skeleton.problems.isEmpty, "\(document.name): \(skeleton.problems)")
            #expect(skeleton.tokens == SwiftSkeleton(try SwiftUISource(document: twin).text).tokens, "\(document.name)")
            let file = folder.appendingPathComponent("\(document.name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let modules = ExternalTool.productsFolder.appendingPathComponent("Modules").path
        let check = try ExternalTool.run("swiftc", ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + files)
        #expect(check.status == 0, "\(check.standardError.prefix(4000))")
    }

    /// `--format swiftui` on the command line: what it leaves out is a warning on standard error and the file is
    /// written; with `--strict` the same sentences fail it (exit 65) and nothing is written.
    @Test func theCommandWarnsOrFailsOnWhatItLeavesOut() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shake = SwiftSourceTests.package.appendingPathComponent("Examples/password-shake.json").path
        let run = try ExternalTool.run(ExternalTool.effectExport, [shake, "--format", "swiftui"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardError.hasPrefix("effect-export: warning: layer 'field': "), "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("password-shake.swift").path))
        let strict = try ExternalTool.run(
            ExternalTool.effectExport, [shake, "--format", "swiftui", "--strict", "--output", "strict.swift"], in: folder)
        #expect(strict.status == 65 && strict.standardError.contains("layer 'field': "), "\(strict.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.swift").path))
        let checkmark = SwiftSourceTests.package.appendingPathComponent("Examples/checkmark.json").path
        let whole = try ExternalTool.run(ExternalTool.effectExport, [checkmark, "--format", "swiftui", "--strict", "--output", "-"], in: folder)
        #expect(whole.status == 0 && whole.standardError.isEmpty && whole.text.contains("struct CheckmarkEffect: View"))
    }
}

/// SwiftUI out read as code. Keyframes: a layer's values that keyframes move are a `.keyframeAnimator` around its
/// modifiers, a track a value, each segment a `LinearKeyframe` with its curve; played by a tap's trigger, or looping
/// for ever (`repeating: true`) with a start delay moved into the loop's rest. An alpha matte is a `.mask`. The frames
/// are the round trip's (`SwiftUISourceTests`).
@Suite struct SwiftUISourceCodeTests {
    static let spec = SwiftSourceTests.package.appendingPathComponent("Tests/EffectExportTests/Fixtures/Spec")

    static func source(_ name: String, in folder: URL = spec) throws -> SwiftUISource {
        try SwiftUISource(document: SwiftUISourceTests.document(folder.appendingPathComponent("\(name).json")))
    }

    /// Our Lottie file whose square shows through a moving circle (an alpha track matte): the square's group
    /// `.mask`ed by the circle's, both laid out in the same frame; said whole. Inverted and luminance mattes are named
    /// as left out.
    @Test func anAlphaMatteIsAMask() throws {
        let lottie = SwiftSourceTests.package.appendingPathComponent("Tests/EffectExportTests/Fixtures/Lottie")
        let source = try Self.source("matte-alpha", in: lottie)
        #expect(source.approximations.isEmpty, "\(source.approximations)")
        #expect(
            Self.code(source.text).contains(
                Self.code("}\n.frame(width: 0, height: 0)\n.mask(alignment: .topLeading) {\nZStack(alignment: .topLeading) {")))
        #expect(source.text.contains(".position(x: matteX, y: matteY)"))
        let luma = try Self.source("matte-luma", in: lottie)
        #expect(luma.approximations.contains { $0.contains("luminance matte") } && !luma.text.contains(".mask("))
    }

    /// The code's lines without their indentation, one a line: what is written, whatever its depth.
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    /// The star's pop (1 → 1.3 → 0.9 → 1 at 0, 30, 65, 100 % of 500 ms, ease-out then ease-in-out) and its tilt (100 ms
    /// later, 0 → −0.2 → 0.2 → 0 rad at 0, 25, 75, 100 % of 400 ms) in one animator that the star's tap plays; the dot
    /// breathes for ever (1 → 0.3 → 1 over 800 ms).
    @Test func aTapsKeyframesAreAKeyframeAnimatorItsTapTriggers() throws {
        let source = try Self.source("star-pop")
        #expect(source.approximations.isEmpty, "\(source.approximations)")
        let expected = """
                  .keyframeAnimator(initialValue: StarValues(), trigger: starPlays) { content, value in
                    content
                      .scaleEffect(value.scale)
                      .rotationEffect(value.rotation)
                  } keyframes: { _ in
                    KeyframeTrack(\\.scale) {
                      LinearKeyframe(1.3, duration: 0.15, timingCurve: .easeOut)
                      LinearKeyframe(0.9, duration: 0.175, timingCurve: .easeInOut)
                      LinearKeyframe(1, duration: 0.175, timingCurve: .easeInOut)
                    }
                    KeyframeTrack(\\.rotation) {
                      LinearKeyframe(.zero, duration: 0.1)
                      LinearKeyframe(.radians(-0.2), duration: 0.1)
                      LinearKeyframe(.radians(0.2), duration: 0.2)
                      LinearKeyframe(.zero, duration: 0.1)
                    }
                  }
                  .accessibilityIdentifier("star")
                  .onTapGesture {
                    starPlays += 1
                  }
            """
        #expect(Self.code(source.text).contains(Self.code(expected)), "\(source.text)")
        for line in [
            "@State private var starPlays = 0", "private struct StarValues {\n    var scale: CGFloat = 1\n    var rotation: Angle = .zero\n  }",
            ".keyframeAnimator(initialValue: DotValues(), repeating: true) { content, value in",
            "KeyframeTrack(\\.opacity) {\n              LinearKeyframe(0.3, duration: 0.4, timingCurve: .easeInOut)\n              LinearKeyframe(1, duration: 0.4, timingCurve: .easeInOut)\n",
        ] {
            #expect(Self.code(source.text).contains(Self.code(line)), "\(line)")
        }
        #expect(!source.text.contains(".onAppear"))
    }

    /// The like heart pops from 0.6 on SwiftUI's bouncy spring where it stands at 1: no state moves so (SwiftUI
    /// animates from what shows), so its tap plays keyframes — a jump to 0.6, the spring for its 0.863 s, a jump to
    /// where it settles — and the fill stays a state changed in `withAnimation`.
    @Test func aPopFromElsewhereIsAJumpThenItsSpring() throws {
        let url = SwiftSourceTests.package.appendingPathComponent("Examples/like-heart.json")
        let source = try SwiftUISource(document: SwiftUISourceTests.document(url))
        #expect(source.approximations.isEmpty, "\(source.approximations)")
        let track = """
            KeyframeTrack(\\.scale) {
              MoveKeyframe(0.6)
              SpringKeyframe(1, duration: 0.863, spring: Spring(duration: 0.5, bounce: 0.3))
              MoveKeyframe(1)
            }
            """
        #expect(Self.code(source.text).contains(Self.code(track)), "\(source.text)")
        #expect(Self.code(source.text).contains("}\nheartPlays += 1\n}"), "\(source.text)")
        #expect(source.text.contains(".accessibilityIdentifier(\"heart\")"))
        #expect(source.text.contains("@State private var heartFill: Color"))
    }

    /// The typing dots hop for ever, the second 150 ms and the third 300 ms after the first, each resting at 0 for the
    /// last 60 % of its 1.2 s: each loop starts with its delay at rest and ends its rest that much sooner.
    @Test func aDelayedLoopStartsWithItsDelayAtRest() throws {
        let source = try Self.source("typing-dots")
        #expect(source.approximations.isEmpty, "\(source.approximations)")
        for (delay, rest) in [("0.15", "0.57"), ("0.3", "0.42")] {
            let track = """
                KeyframeTrack(\\.offsetY) {
                                LinearKeyframe(0, duration: \(delay))
                                LinearKeyframe(-6, duration: 0.24, timingCurve: .easeOut)
                                LinearKeyframe(0, duration: 0.24, timingCurve: .easeIn)
                                LinearKeyframe(0, duration: \(rest))
                              }
                """
            #expect(Self.code(source.text).contains(Self.code(track)), "\(source.text)")
        }
    }
}
