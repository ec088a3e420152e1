import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The animated SVG's structure, read back with an XML parser: no script, nothing external, identifiers that
/// resolve, SMIL that a player accepts; exact timing functions kept as `keySplines`; the command line.
@Suite struct AnimatedSVGTests {
    /// Every element of a file, with its attributes, in document order.
    final class Elements: NSObject, XMLParserDelegate {
        var list: [(name: String, attributes: [String: String])] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            list.append((name, attributes))
        }
    }

    static func elements(_ bytes: [UInt8]) throws -> [(name: String, attributes: [String: String])] {
        let parser = XMLParser(data: Data(bytes))
        let elements = Elements()
        parser.delegate = elements
        try #require(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        return elements.list
    }

    static func render(_ url: URL, loops: Int = 0) throws -> [UInt8] {
        let document = try EffectDocument(contentsOf: url)
        return try AnimatedSVG(loops: loops).render(try FrameRenderer.scene(document), title: document.title ?? document.name)
    }

    @Test(arguments: try AnimatedSVGBrowserTests.documents().map(\.name))
    func structureIsSelfContainedSMIL(_ name: String) throws {
        let url = try #require(try AnimatedSVGBrowserTests.documents().first { $0.name == name }).url
        let bytes = try Self.render(url)
        let text = String(decoding: bytes, as: UTF8.self)
        let elements = try Self.elements(bytes)
        #expect(elements.first?.name == "svg")
        #expect(!elements.contains { $0.name.lowercased() == "script" || $0.name == "foreignObject" })
        #expect(!text.contains("javascript:"))
        #expect(!elements.contains { $0.attributes.keys.contains { $0.lowercased().hasPrefix("on") } }, "no event handler attribute")

        var ids = Set<String>()
        for element in elements {
            if let id = element.attributes["id"] { #expect(ids.insert(id).inserted, "id \(id) used twice") }
        }
        for element in elements {
            for (attribute, value) in element.attributes {
                // References stay inside the file: #id, or data embedded in it.
                if attribute == "href" {
                    #expect(value.hasPrefix("#") && ids.contains(String(value.dropFirst())) || value.hasPrefix("data:image/png;base64,"))
                    #expect(element.attributes["xlink:href"] == value, "SVG 1.1 viewers read xlink:href")
                }
                if value.contains("url(") {
                    let target = value.replacingOccurrences(of: "url(#", with: "").replacingOccurrences(of: ")", with: "")
                    #expect(value.hasPrefix("url(#") && ids.contains(target), "\(attribute)=\(value) refers outside the file")
                }
            }
        }
        for element in elements where element.name.hasPrefix("animate") {
            let a = element.attributes
            let keyTimes = try #require(a["keyTimes"]).split(separator: ";").map { try #require(Double($0)) }
            let values = try #require(a["values"]).split(separator: ";", omittingEmptySubsequences: false)
            #expect(keyTimes.count == values.count, "\(name): \(a["attributeName"] ?? "") has \(keyTimes.count) key times, \(values.count) values")
            #expect(keyTimes.first == 0 && zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(a["dur"] != nil && a["repeatCount"] == "indefinite" && a["fill"] == "freeze")
            if a["calcMode"] == "discrete" { continue }
            #expect(keyTimes.last == 1)
            if a["calcMode"] == "spline" {
                let splines = try #require(a["keySplines"]).split(separator: ";")
                #expect(splines.count == keyTimes.count - 1)
                for spline in splines {
                    let numbers = spline.split(separator: " ").compactMap { Double($0) }
                    #expect(numbers.count == 4 && numbers.allSatisfy { (0...1).contains($0) }, "\(name): keySplines \(spline)")
                }
            }
        }
    }

    /// The touch-down ripple's transform runs on Material's standard curve: written as that curve, not baked.
    @Test func aTimingFunctionStaysExact() throws {
        let text = String(decoding: try Self.render(Templates.url("ripple-mdc")), as: UTF8.self)
        #expect(text.contains(";0.4 0 0.2 1;"))
        let elements = try Self.elements(Array(text.utf8))
        let scale = try #require(elements.first { $0.name == "animateTransform" && $0.attributes["type"] == "scale" })
        // Before the touch, the touch-down (one curve), held, then the rest: five keys, no fitted ones.
        #expect(scale.attributes["keySplines"]?.split(separator: ";").count == 4)
    }

    @Test func sameDocumentSameBytesDifferentDocumentsDifferentIdentifiers() throws {
        let first = try Self.render(Templates.url("ripple-contained"))
        #expect(try Self.render(Templates.url("ripple-contained")) == first)
        func prefixes(_ bytes: [UInt8]) throws -> Set<String> {
            Set(try Self.elements(bytes).compactMap { $0.attributes["id"]?.split(separator: "-").first.map(String.init) })
        }
        let other = try Self.render(Templates.url("ripple-outlined"))
        #expect(try prefixes(first).count == 1)
        #expect(try prefixes(first).isDisjoint(with: try prefixes(other)))
        #expect(try prefixes(first).isDisjoint(with: try prefixes(try Self.render(Templates.url("ripple-contained"), loops: 2))))
    }

    /// Stills of one effect at two times have different identifiers (so both can be inlined in a page; the
    /// contained ripple's clip path has one), and a title holding the placeholder prefix keeps its text; every
    /// reference resolves.
    @Test func stillsOfOneEffectHaveTheirOwnIdentifiers() throws {
        let scene = try FrameRenderer.scene(try EffectDocument(contentsOf: Templates.url("ripple-contained")))
        let sampler = Sampler(scene: scene)
        let early = try AnimatedSVG.still(sampler.layers(at: 0.1), canvas: scene.canvas, title: "e-1 url(#e-2)")
        let late = try AnimatedSVG.still(sampler.layers(at: 0.9), canvas: scene.canvas, title: "e-1 url(#e-2)")
        func identifiers(_ bytes: [UInt8]) throws -> Set<String> { Set(try Self.elements(bytes).compactMap { $0.attributes["id"] }) }
        #expect(try !identifiers(early).isEmpty)
        #expect(try identifiers(early).isDisjoint(with: try identifiers(late)))
        for bytes in [early, late] {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("<title>e-1 url(#e-2)</title>"))
            let ids = try identifiers(bytes)
            for element in try Self.elements(bytes) {
                for (name, value) in element.attributes where value.hasPrefix("url(#") || (name.hasSuffix("href") && value.hasPrefix("#")) {
                    let target = String(value.drop { $0 != "#" }.dropFirst().prefix { $0 != ")" })
                    #expect(ids.contains(target), "\(name)=\"\(value)\" names no element")
                }
            }
        }
    }

    /// A shadowed layer 60 000 pt wide on a small canvas: its still's shadow image covers only what the canvas
    /// shows (it once covered the whole layer: a 16 384-pixel-square image, minutes and gigabytes).
    @Test func aHugeLayersShadowIsDrawnOnlyWhereTheCanvasShowsIt() throws {
        let document = try EffectDocument(
            json: Array(
                #"""
                { "effect": 1, "canvas": { "width": 240, "height": 96 },
                  "layers": [{ "id": "big", "bounds": [0, 0, 60000, 60000], "position": [120, 48], "backgroundColor": "#3366FF",
                               "shadowOpacity": 0.5, "shadowRadius": 2, "shadowOffset": [0, 2] }] }
                """#.utf8))
        let svg = try FrameRenderer(scale: 1).render(document, as: .svg)
        let images = try Self.elements(svg).filter { $0.name == "image" }
        #expect(images.count == 1)
        #expect(svg.count < 20_000, "\(svg.count) bytes")
    }

    /// Numbers are written as `%.Nf` would round them (but ties, away from zero), without trailing zeros or `-0`.
    @Test func numbersAreShortAndRoundedToTheirDecimals() {
        #expect(SVGValues.number(0.1 + 0.2) == "0.3")
        #expect(SVGValues.number(-0.0004) == "0")
        #expect(SVGValues.number(1234.5678) == "1234.568")
        #expect(SVGValues.number(-12.0) == "-12")
        #expect(SVGValues.number(0.05, decimals: 4) == "0.05")
        #expect(SVGValues.number(-0.00123, decimals: 5) == "-0.00123")
        #expect(SVGValues.number(1e17) == "100000000000000000")
        #expect(SVGValues.number(.nan) == "0")
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for _ in 0..<20_000 {
            let decimals = Int.random(in: 0...6, using: &generator)
            let x = Double.random(in: -1...1, using: &generator) * pow(10, Double.random(in: -4...7, using: &generator))
            let reference = String(format: "%.\(decimals)f", x)
            let written = SVGValues.number(x, decimals: decimals)
            let short = !written.hasSuffix(".") && written != "-0" && !(written.contains(".") && written.hasSuffix("0"))
            // At most one unit of the last decimal from printf's (a tie, or x · 10ⁿ rounded as a double), and as
            // written, equal to printf's once its zeros are dropped.
            let close = abs(Double(written)! - Double(reference)!) <= pow(10, -Double(decimals)) + abs(x) * 1e-12
            if !short || !close { wrong.append("\(x) to \(decimals): \(written), printf \(reference)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Layers that come and go switch `display`; the last frame holds after the last loop.
    @Test func layersAppearAndDisappearAndLoopsAreCounted() throws {
        let elements = try Self.elements(try Self.render(Templates.url("ripple-rapid-taps"), loops: 3))
        let displays = elements.filter { $0.name == "animate" && $0.attributes["attributeName"] == "display" }
        #expect(displays.count >= 3)
        #expect(displays.allSatisfy { $0.attributes["calcMode"] == "discrete" && $0.attributes["values"]?.hasSuffix("none") == true })
        #expect(elements.filter { $0.name.hasPrefix("animate") }.allSatisfy { $0.attributes["repeatCount"] == "3" })
    }
}

/// `effect-export EFFECT --animated`: the third time mode.
@Suite struct AnimatedCommandLineTests {
    let tool = ExternalTool.effectExport

    @Test func writesOneFileOrStandardOutput() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, ["ripple-contained", "--animated", "--loops", "2"], in: folder)
        #expect(run.status == 0 && run.standardError.isEmpty)
        let file = try Data(contentsOf: folder.appendingPathComponent("ripple-contained.svg"))
        #expect(String(decoding: file, as: UTF8.self).contains("repeatCount=\"2\""))
        let piped = try ExternalTool.run(tool, ["ripple-contained", "--animated", "--loops", "2", "--output", "-"], in: folder)
        #expect(piped.status == 0 && piped.standardOutput == file)
        // --fps goes with --animated (the frame rate of formats with frames; SVG has none).
        #expect(try ExternalTool.run(tool, ["ripple-contained", "--animated", "--fps", "30", "--output", "-"], in: folder).status == 0)
    }

    @Test(arguments: [
        (["--animated", "--time", "0.1"], "give one of --time, --frames, --fps and --animated, not --time and --animated"),
        (["--animated", "--frames", "4"], "give one of --time, --frames, --fps and --animated, not --frames and --animated"),
        (["--animated", "--format", "pdf"], "--animated: a PDF cannot play; use --format svg or png"),
        (["--loops", "2"], "--loops is for animated files; add --animated"),
        (["--animated", "--loops", "-1"], "invalid loop count '-1'; expected a whole number from 0 (for ever) to 1000000"),
    ])
    func refusesWhatCannotBe(_ options: [String], _ message: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, ["ripple-contained"] + options, in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("effect-export: error: \(message)\n"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
