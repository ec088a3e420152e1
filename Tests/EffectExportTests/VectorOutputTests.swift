import EffectExport
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG and PDF outputs: well-formed, the right size, text kept as text in the PDF. (What SVG renderers draw of the
/// SVG is `StillSVGViewerTests`'.)
@Suite struct VectorOutputTests {
    /// Renders `document` at scale 1 into a new temporary folder (the caller removes it).
    static func write(_ document: EffectDocument, as format: OutputFormat) throws -> (folder: URL, file: URL) {
        let folder = try ExternalTool.temporaryFolder()
        let file = folder.appendingPathComponent("\(document.name).\(format.fileExtension)")
        try Data(try FrameRenderer(scale: 1).render(document, as: format)).write(to: file)
        return (folder, file)
    }

    @Test(arguments: Fixtures.names)
    func svgIsWellFormedWithTheCanvasAsViewBox(_ name: String) throws {
        let document = try EffectDocument(contentsOf: Fixtures.url(name))
        let svg = try FrameRenderer(scale: 1).render(document, as: .svg)
        let xml = try XMLDocument(data: Data(svg))
        #expect(xml.rootElement()?.name == "svg")
        let (w, h) = (document.canvas.width.shortDescription, document.canvas.height.shortDescription)
        // The root element is namespaced: `attribute(forName:)` misses its attributes, XPath does not.
        func attribute(_ name: String) throws -> String? {
            try xml.nodes(forXPath: "/*[local-name()='svg']/@\(name)").first?.stringValue
        }
        #expect(try attribute("viewBox") == "0 0 \(w) \(h)")
        #expect(try attribute("width") == w)
        #expect(try attribute("height") == h)
        let drawn = try xml.nodes(forXPath: "//*[local-name()='path' or local-name()='rect' or local-name()='use' or local-name()='image']")
        #expect(!drawn.isEmpty, "the SVG draws nothing")
    }

    @Test(.tags(.pdfReaders), .needs(.poppler), arguments: Fixtures.names)
    func pdfHasOnePageOfTheCanvasSize(_ name: String) throws {
        let document = try EffectDocument(contentsOf: Fixtures.url(name))
        let (folder, pdfURL) = try Self.write(document, as: .pdf)
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = try ExternalTool.run("pdfinfo", [pdfURL.path])
        try #require(info.status == 0, "pdfinfo failed: \(info.standardError)")
        let fields = Dictionary(
            info.text.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { a, _ in a })
        #expect(fields["Pages"] == "1")
        let (w, h) = (document.canvas.width.shortDescription, document.canvas.height.shortDescription)
        #expect(fields["Page size"] == "\(w) x \(h) pts")
        #expect(fields["CreationDate"]?.contains("2000") == true, "the creation date is fixed")
    }

    @Test(.tags(.pdfReaders), .needs(.poppler), arguments: Array(Fixtures.texts.keys).sorted())
    func pdfKeepsTextExtractable(_ name: String) throws {
        let (folder, pdfURL) = try Self.write(try EffectDocument(contentsOf: Fixtures.url(name)), as: .pdf)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try ExternalTool.run("pdftotext", [pdfURL.path, "-"])
        try #require(text.status == 0, "pdftotext failed: \(text.standardError)")
        let flattened = text.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for expected in Fixtures.texts[name]! {
            #expect(flattened.contains(expected), "'\(expected)' not in the PDF's text: \(flattened)")
        }
    }
}
