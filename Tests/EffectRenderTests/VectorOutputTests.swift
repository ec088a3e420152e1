import _EffectTestSupport
import CairoKit
import EffectExport
import EffectModel
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// SVG and PDF outputs: well-formed, the right size, the same picture as the PNG, text kept as text.
@Suite struct VectorOutputTests {
    /// rsvg-convert rasterises glyph outlines and resamples the shadow images a little differently from
    /// Cairo's image surface: at most 1 % of the pixels may differ by more than 24 of 255.
    static let rasterTolerance = (threshold: 24, share: 0.01)

    /// Renders `document` at scale 1 into a new temporary folder (the caller removes it).
    static func write(_ document: EffectDocument, as format: OutputFormat) throws -> (folder: URL, file: URL) {
        let folder = try ExternalTool.temporaryFolder()
        let file = folder.appendingPathComponent("\(document.name).\(format.fileExtension)")
        try Data(try FrameRenderer(scale: 1).render(document, as: format)).write(to: file)
        return (folder, file)
    }

    @Test(arguments: Fixtures.names)
    func svgIsWellFormedWithTheCanvasAsViewBox(_ name: String) throws {
        let document = try Fixtures.document(name)
        let svg = try FrameRenderer(scale: 1).render(document, as: .svg)
        let xml = try XMLDocument(data: Data(svg))
        #expect(xml.rootElement()?.name == "svg")
        let (w, h) = (document.canvas.width.shortDescription, document.canvas.height.shortDescription)
        // Cairo's root element is namespaced: `attribute(forName:)` misses its attributes, XPath does not.
        func attribute(_ name: String) throws -> String? {
            try xml.nodes(forXPath: "/*[local-name()='svg']/@\(name)").first?.stringValue
        }
        #expect(try attribute("viewBox") == "0 0 \(w) \(h)")
        #expect(try attribute("width") == "\(w)px")
        #expect(try attribute("height") == "\(h)px")
        let drawn = try xml.nodes(forXPath: "//*[local-name()='path' or local-name()='rect' or local-name()='use' or local-name()='image']")
        #expect(!drawn.isEmpty, "the SVG draws nothing")
    }

    @Test(arguments: Fixtures.names)
    func svgRasterisedByRsvgMatchesThePNG(_ name: String) throws {
        let document = try Fixtures.document(name)
        let (folder, svgURL) = try Self.write(document, as: .svg)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pngURL = folder.appendingPathComponent("\(name).rsvg.png")
        let run = try ExternalTool.run("rsvg-convert", ["--format=png", "--output", pngURL.path, svgURL.path])
        try #require(run.status == 0, "rsvg-convert failed: \(run.standardError)")

        let fromSVG = try Surface.image(png: Array(try Data(contentsOf: pngURL)))
        let direct = try FrameRenderer(scale: 1).renderImage(document.layers, canvas: document.canvas)
        let difference = try #require(try ImageDifference.between(direct, fromSVG, threshold: Self.rasterTolerance.threshold),
                                      "rsvg-convert made a \(fromSVG.width)×\(fromSVG.height) image")
        let share = Double(difference.pixelsOver.count) / Double(difference.width * difference.height)
        #expect(share <= Self.rasterTolerance.share,
                "\(name): \(difference.pixelsOver.count) pixels differ by more than \(Self.rasterTolerance.threshold) (\(difference))")
    }

    @Test(arguments: Fixtures.names)
    func pdfHasOnePageOfTheCanvasSize(_ name: String) throws {
        let document = try Fixtures.document(name)
        let (folder, pdfURL) = try Self.write(document, as: .pdf)
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = try ExternalTool.run("pdfinfo", [pdfURL.path])
        try #require(info.status == 0, "pdfinfo failed: \(info.standardError)")
        let fields = Dictionary(info.text.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }, uniquingKeysWith: { a, _ in a })
        #expect(fields["Pages"] == "1")
        let (w, h) = (document.canvas.width.shortDescription, document.canvas.height.shortDescription)
        #expect(fields["Page size"] == "\(w) x \(h) pts")
        #expect(fields["CreationDate"]?.contains("2000") == true, "the creation date is fixed")
    }

    @Test(arguments: Array(Fixtures.texts.keys).sorted())
    func pdfKeepsTextExtractable(_ name: String) throws {
        let (folder, pdfURL) = try Self.write(try Fixtures.document(name), as: .pdf)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try ExternalTool.run("pdftotext", [pdfURL.path, "-"])
        try #require(text.status == 0, "pdftotext failed: \(text.standardError)")
        let flattened = text.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for expected in Fixtures.texts[name]! {
            #expect(flattened.contains(expected), "'\(expected)' not in the PDF's text: \(flattened)")
        }
    }
}
