import CairoKit
import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// Lottie export: the fields the Lottie schema requires, for every template and fixture; python-lottie loads each
/// file and sees every layer; rlottie (Debian's librlottie, through `Tests/Tools/rlottie-frames.c`) plays every
/// frame of every template as its PNG still shows it — at most 2 % of pixels off by more than 48/255.
@Suite struct LottieTests {
    static let root = AnimatedSVGBrowserTests.packageRoot

    static func lottie(_ url: URL) throws -> (json: [String: Any], bytes: [UInt8], warnings: [String], scene: Scene) {
        let document = try EffectDocument(contentsOf: url)
        let scene = try FrameRenderer.scene(document)
        let (bytes, warnings) = try LottieExport(fps: 60).render(scene, title: document.title ?? document.name)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return (json, bytes, warnings, scene)
    }

    /// Checks a property: `a` 0 with a value, or `a` 1 with keyframes in time order, each but the last eased or held.
    static func checkProperty(_ value: Any?, _ place: String) {
        guard let property = value as? [String: Any], let animated = property["a"] as? Int, let k = property["k"] else {
            Issue.record("\(place): not a property")
            return
        }
        guard animated == 1 else { return }
        guard let frames = k as? [[String: Any]], !frames.isEmpty else {
            Issue.record("\(place): no keyframes")
            return
        }
        let times = frames.compactMap { $0["t"] as? Double }
        #expect(times.count == frames.count && zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(place): keyframe times \(times)")
        for frame in frames.dropLast() {
            #expect(
                frame["s"] != nil && (frame["h"] as? Int == 1 || (frame["i"] != nil && frame["o"] != nil)), "\(place): a keyframe without easing")
        }
    }

    static func checkLayers(_ layers: [[String: Any]], assets: Set<String>, _ place: String) {
        let indices = layers.compactMap { $0["ind"] as? Int }
        #expect(Set(indices).count == layers.count, "\(place): layer indices unique")
        for layer in layers {
            let name = layer["nm"] as? String ?? "?"
            let type = layer["ty"] as? Int
            #expect(type == 4 || type == 0, "\(place) \(name): type")
            #expect((layer["ip"] as? Double ?? -1) < (layer["op"] as? Double ?? -1), "\(place) \(name): ip < op")
            if let parent = layer["parent"] as? Int { #expect(indices.contains(parent), "\(place) \(name): parent \(parent)") }
            if type == 0 { #expect(assets.contains(layer["refId"] as? String ?? ""), "\(place) \(name): precomp asset") }
            let transform = layer["ks"] as? [String: Any] ?? [:]
            for key in ["o", "r", "p", "a", "s"] { checkProperty(transform[key], "\(place) \(name).ks.\(key)") }
            func checkShapes(_ shapes: [[String: Any]]) {
                for shape in shapes {
                    #expect(shape["ty"] is String, "\(place) \(name): a shape without ty")
                    if let items = shape["it"] as? [[String: Any]] { checkShapes(items) }
                }
            }
            checkShapes(layer["shapes"] as? [[String: Any]] ?? [])
        }
    }

    @Test(.tags(.lottiePlayers), .needs(.pythonLottie), arguments: try AnimatedSVGBrowserTests.documents().map(\.name))
    func requiredFieldsAndEveryLayer(_ name: String) throws {
        let url = try #require(try AnimatedSVGBrowserTests.documents().first { $0.name == name }).url
        let (json, bytes, _, scene) = try Self.lottie(url)
        for key in ["v", "fr", "ip", "op", "w", "h", "layers", "assets"] { #expect(json[key] != nil, "\(name): \(key)") }
        let assets = json["assets"] as? [[String: Any]] ?? []
        let ids = Set(assets.compactMap { $0["id"] as? String })
        Self.checkLayers(json["layers"] as? [[String: Any]] ?? [], assets: ids, name)
        for asset in assets { Self.checkLayers(asset["layers"] as? [[String: Any]] ?? [], assets: ids, "\(name) \(asset["id"] ?? "")") }

        // python-lottie loads it and sees every layer that shows.
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data(bytes).write(to: file)
        let run = try ExternalTool.run(
            "python3", [Self.root.appendingPathComponent("Tests/EffectExportTests/Decoders/check-lottie.py").path, file.path])
        try #require(run.status == 0, "python-lottie could not load \(name): \(run.standardError)")
        let seen = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: [String]])[file.path] ?? []
        let shown = scene.tracks.map(\.model.id).filter { SceneMotion(scene: scene).presence(of: $0) != nil }
        for id in shown { #expect(seen.contains(id), "\(name): python-lottie does not see \(id)") }
    }

    @Test(.tags(.lottiePlayers), .needs(.rlottie)) func rlottiePlaysEveryTemplateAsItsStillsShowIt() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let helper = folder.appendingPathComponent("rlottie-frames").path
        let flags = try ExternalTool.run("pkg-config", ["--cflags", "--libs", "rlottie", "cairo"]).text.split(separator: " ").map {
            String($0).trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { !$0.isEmpty }
        let compile = try ExternalTool.run(
            "gcc", ["-O2", "-o", helper, Self.root.appendingPathComponent("Tests/Tools/rlottie-frames.c").path] + flags)
        try #require(compile.status == 0, "rlottie-frames did not build (scripts/install-deps installs librlottie-dev): \(compile.standardError)")
        var worst = (0.0, "")
        for file in try FileManager.default.contentsOfDirectory(atPath: Templates.folder.path).sorted() where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            let (_, bytes, _, scene) = try Self.lottie(Templates.url(name))
            let lottie = folder.appendingPathComponent("\(name).json")
            try Data(bytes).write(to: lottie)
            let frames = FrameSchedule.rate(60).times(duration: scene.duration)
            let (w, h) = (Int(scene.canvas.width), Int(scene.canvas.height))
            let run = try ExternalTool.run(
                helper, [lottie.path, folder.appendingPathComponent(name).path, String(w), String(h)] + frames.indices.map(String.init))
            try #require(run.status == 0, "rlottie: \(run.standardError)")
            let sampler = Sampler(scene: scene)
            for (n, t) in frames.enumerated() {
                let played = try Surface.image(png: Array(try Data(contentsOf: folder.appendingPathComponent("\(name)-\(n).png"))))
                let still = try FrameRenderer(scale: 1).renderImage(sampler.layers(at: t), canvas: scene.canvas)
                let difference = try #require(
                    try ImageDifference.between(AnimatedSVGBrowserTests.onWhite(played), AnimatedSVGBrowserTests.onWhite(still), threshold: 48))
                let fraction = Double(difference.pixelsOver.count) / Double(w * h)
                if fraction > worst.0 { worst = (fraction, "\(name) frame \(n)") }
                #expect(fraction <= 0.02, "\(name) frame \(n): \(fraction * 100) % of pixels differ by more than 48")
            }
        }
        print("Lottie in rlottie: worst \(worst.0 * 100) % of pixels over 48/255 (\(worst.1))")
    }

    /// lottie-web (5.7, the web's Lottie player; from the PyPI wheel wagtail-lottie, in headless Chromium) draws every
    /// template at 12 frames as the stills show them: at most 1 % of pixels differ by more than 48/255.
    @Test(.tags(.lottiePlayers, .browser), .needs(.lottieWeb, .chromium)) func lottieWebPlaysEveryTemplateAsItsStillsShowIt() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs: [String] = []
        var cases: [(name: String, frame: Int, shot: URL, still: Surface)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: Templates.folder.path).sorted() where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            let (_, bytes, _, scene) = try Self.lottie(Templates.url(name))
            let lottie = folder.appendingPathComponent("\(name).json")
            try Data(bytes).write(to: lottie)
            let count = FrameSchedule.rate(60).times(duration: scene.duration).count
            let frames = Array(Set((0..<12).map { $0 * (count - 1) / 11 })).sorted()
            let prefix = folder.appendingPathComponent(name).path
            jobs.append("\(lottie.path) \(scene.canvas.width) \(scene.canvas.height) \(prefix) \(frames.map(String.init).joined(separator: ","))")
            let sampler = Sampler(scene: scene)
            for (index, frame) in frames.enumerated() {
                let still = try FrameRenderer(scale: 1).renderImage(sampler.layers(at: Double(frame) / 60), canvas: scene.canvas)
                cases.append((name, frame, URL(fileURLWithPath: "\(prefix)-\(index).png"), still))
            }
        }
        let jobFile = folder.appendingPathComponent("jobs.txt")
        try jobs.joined(separator: "\n").write(to: jobFile, atomically: true, encoding: .utf8)
        let run = try ExternalTool.run(
            "python3", [Self.root.appendingPathComponent("Tests/EffectExportTests/Browser/lottie-web-frames.py").path, jobFile.path])
        try #require(
            run.status == 0 && run.text.hasPrefix("ok"),
            "lottie-web did not run (scripts/install-deps installs chromium and wagtail-lottie): \(run.text)\(run.standardError)")
        var worst = (0.0, "")
        for item in cases {
            let played = try Surface.image(png: Array(try Data(contentsOf: item.shot)))
            let difference = try #require(
                try ImageDifference.between(AnimatedSVGBrowserTests.onWhite(played), AnimatedSVGBrowserTests.onWhite(item.still), threshold: 48),
                "\(item.name) frame \(item.frame): the screenshot is \(played.width) × \(played.height)")
            let fraction = Double(difference.pixelsOver.count) / Double(difference.width * difference.height)
            if fraction > worst.0 { worst = (fraction, "\(item.name) frame \(item.frame)") }
            #expect(fraction <= 0.01, "lottie-web, \(item.name) frame \(item.frame): \(fraction * 100) % of pixels differ by more than 48")
        }
        print(
            "Lottie in lottie-web \(run.text.dropFirst(3).trimmingCharacters(in: .whitespacesAndNewlines)): worst \(worst.0 * 100) % of pixels over 48/255 (\(worst.1)), \(cases.count) frames"
        )
    }

    /// Every file that plays a scene stacks siblings by one rule (`SceneMotion.inDrawingOrder`): their `zPosition` when
    /// they appear. Here the model says `back` is behind `front`, but `back`'s animation holds it at z 1 from the
    /// start: the still, the animated SVG and Lottie all draw it in front (Lottie read the model's z and drew it
    /// behind).
    @Test func filesThatPlayStackSiblingsAsTheStillDoes() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "name": "order", "canvas": { "width": 100, "height": 100 }, "duration": 1,
                  "layers": [ { "id": "back", "bounds": [0, 0, 60, 60], "position": [40, 40], "backgroundColor": "#ff0000" },
                              { "id": "front", "bounds": [0, 0, 60, 60], "position": [60, 60], "backgroundColor": "#0000ff" } ],
                  "animations": [ { "layer": "back", "type": "basic", "keyPath": "zPosition", "fromValue": 1, "toValue": 1,
                                    "duration": 1, "fillMode": "both", "isRemovedOnCompletion": false } ] }
                """.utf8))
        let scene = try FrameRenderer.scene(document)
        // The still at 0.5 s: where they overlap (50, 50), back (red) is in front.
        let still = Sampler(scene: scene).layers(at: 0.5)
        #expect(Layer.inDrawingOrder(still).map(\.id) == ["front", "back"])
        let (bytes, _) = try LottieExport(fps: 60).render(scene, title: "order")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let names = (json["layers"] as? [[String: Any]] ?? []).compactMap { $0["nm"] as? String }
        #expect(names == ["back", "front"], "Lottie lists the topmost layer first")
        let svg = String(decoding: try AnimatedSVG().render(scene, title: "order"), as: UTF8.self)
        let back = try #require(svg.range(of: "data-layer=\"back\""))
        let front = try #require(svg.range(of: "data-layer=\"front\""))
        #expect(front.lowerBound < back.lowerBound, "the SVG draws later elements in front")
    }
}

/// `effect-export EFFECT --format lottie` at the shell.
@Suite struct LottieCommandLineTests {
    let tool = ExternalTool.effectExport

    @Test func writesTheFileBesideTheDocumentNeverOverIt() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, ["ripple-contained", "--format", "lottie"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardError.contains("effect-export: warning: button: shadow not exported (Lottie players draw no layer effects)"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("ripple-contained-lottie.json"))) as? [String: Any])
        #expect(json["fr"] as? Double == 60 && json["op"] as? Double == 42)
        let piped = try ExternalTool.run(tool, ["ripple-contained", "--format", "lottie", "--fps", "30", "--output", "-"], in: folder)
        #expect((try JSONSerialization.jsonObject(with: piped.standardOutput) as? [String: Any])?["fr"] as? Double == 30)
        let loops = try ExternalTool.run(tool, ["ripple-contained", "--format", "lottie", "--loops", "2"], in: folder)
        #expect(
            loops.status == 64
                && loops.standardError.hasPrefix("effect-export: error: --loops: a lottie file has no loop count (players loop it themselves)\n"))
        // --strict: what players cannot show is an error, and nothing is written.
        let strict = try ExternalTool.run(tool, ["ripple-contained", "--format", "lottie", "--strict", "--output", "strict.json"], in: folder)
        #expect(strict.status == 65)
        #expect(
            strict.standardError == "effect-export: error: ripple-contained: button: shadow not exported (Lottie players draw no layer effects)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.json").path))
        #expect(try ExternalTool.run(tool, ["wave-pulse", "--format", "lottie", "--strict", "--output", "-"], in: folder).status == 0)
    }
}
