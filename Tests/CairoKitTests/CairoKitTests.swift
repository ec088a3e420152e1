import Foundation
import Testing

@testable import CairoKit

/// The Cairo and Pango wrapper on its own: statuses become typed errors, pixels are what Cairo documents
/// (premultiplied ARGB32 in native order), files come out whole through their sinks, text is measured at 72 dpi.
@Suite struct CairoKitTests {
    /// The pixel at (x, y) as (a, r, g, b), premultiplied.
    static func pixel(_ surface: Surface, _ x: Int, _ y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        let word = surface.flushedPixels.load(fromByteOffset: y * surface.stride + x * 4, as: UInt32.self)
        return (UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
    }

    @Test func aFilledRectangleIsPremultipliedARGB() throws {
        let surface = try Surface.image(width: 4, height: 4)
        let context = try Context(surface)
        context.rectangle(0, 0, 2, 4)
        context.setSource(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        context.fill()
        try context.checkStatus("fill")
        let inside = Self.pixel(surface, 1, 1)
        #expect(inside.a == 128 && inside.r == 128 && inside.g == 64 && inside.b == 0)
        let outside = Self.pixel(surface, 3, 1)
        #expect(outside.a == 0 && outside.r == 0)
        #expect(surface.width == 4 && surface.height == 4 && surface.stride >= 16)
    }

    @Test func pngRoundTripsThePixels() throws {
        let surface = try Surface.image(width: 3, height: 2)
        let context = try Context(surface)
        context.setSource(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        context.paint()
        let png = try surface.pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let read = try Surface.image(png: png)
        #expect(read.width == 3 && read.height == 2)
        let (a, r, g, b) = Self.pixel(read, 2, 1)
        #expect(a == 255 && r == 51 && g == 102 && b == 153)
    }

    @Test func notAPNGIsATypedError() {
        #expect(throws: CairoError.self) { try Surface.image(png: Array("not a png".utf8)) }
        #expect(throws: CairoError.self) { try Surface.image(width: -1, height: 4) }
    }

    @Test func vectorFilesComeOutWholeThroughTheirSinks() throws {
        let pdfBytes = ByteBuffer()
        let pdf = try Surface.pdf(width: 200, height: 100, sink: .collecting(into: pdfBytes), title: "Test", creator: "CairoKitTests")
        let context = try Context(pdf)
        context.rectangle(10, 10, 50, 50)
        context.fill()
        context.showPage()
        try pdf.finish()
        #expect(String(decoding: pdfBytes.bytes.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: pdfBytes.bytes.suffix(6), as: UTF8.self).contains("%%EOF"))

        let svgBytes = ByteBuffer()
        let svg = try Surface.svg(width: 200, height: 100, sink: .collecting(into: svgBytes))
        try Context(svg).paint()
        try svg.finish()
        let text = String(decoding: svgBytes.bytes, as: UTF8.self)
        #expect(text.contains("<svg") && text.contains("width=\"200\"") && text.hasSuffix("</svg>\n"))
    }

    /// A sink that refuses the bytes makes the surface fail with Cairo's write error, named after the surface.
    @Test func aRefusingSinkIsAWriteError() throws {
        let svg = try Surface.svg(width: 10, height: 10, sink: OutputSink { _ in false })
        try Context(svg).paint()
        do {
            try svg.finish()
            Issue.record("finishing into a refusing sink succeeded")
        } catch {
            #expect(error.reason == "error while writing to output stream")
        }
    }

    @Test func matricesComposeAsCairosDo() throws {
        let surface = try Surface.image(width: 1, height: 1)
        let context = try Context(surface)
        context.translate(10, 20)
        context.scale(2, 3)
        let m = context.matrix
        #expect(m == Matrix(xx: 2, yx: 0, xy: 0, yy: 3, x0: 10, y0: 20))
        let p = m.apply(x: 1, y: 1)
        #expect(p.x == 12 && p.y == 23)
        #expect(m.applyLinear(x: 1, y: 1) == (x: 2, y: 3))
        #expect(abs(m.averageScale - 6.0.squareRoot()) < 1e-12)
    }

    @Test func pathsAreCopiedBackAsBuilt() throws {
        let context = try Context(try Surface.recording())
        context.move(to: 1, 2)
        context.line(to: 3, 4)
        context.closePath()
        let path = try context.copyPath()
        #expect(path.count >= 3)
        #expect(path.first == .move(x: 1, y: 2))
    }

    /// Text at 72 dpi, unhinted: a point is a pixel, and wider text measures wider.
    @Test func textIsMeasuredInPoints() throws {
        let context = try Context(try Surface.image(width: 10, height: 10))
        func width(_ text: String, _ font: String = "Inter 18") throws -> Double {
            try TextLayout(context: context, text: text, font: font, wrapWidth: nil, alignment: .left).logicalExtents.width
        }
        let short = try width("Ripple")
        let long = try width("Ripple button")
        #expect(short > 20 && long > short)
        #expect(try width("Ripple", "Inter 36") > 1.8 * short)
        // Hangul falls back to an installed font rather than drawing nothing.
        #expect(try width("물결 버튼") > 20)
        let wrapped = try TextLayout(context: context, text: "a few words that wrap", font: "Inter 18", wrapWidth: 60, alignment: .left)
        #expect(wrapped.lineCount > 1)
    }

    @Test func errorsSayWhatFailedOnWhat() {
        let error = CairoError(operation: "cairo_svg_surface_create", target: "out/a.svg", reason: "error while writing to output stream")
        #expect(error.description == "cairo_svg_surface_create(out/a.svg) failed: error while writing to output stream")
        #expect(CairoError(operation: "drawing", reason: "out of memory").description == "drawing failed: out of memory")
    }
}
