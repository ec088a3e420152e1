import CCairo
import Foundation

/// Receives the bytes a vector or PNG surface writes; `write` returns false on failure, which Cairo
/// then reports as a write error.
package final class OutputSink {
    let write: (UnsafeRawBufferPointer) -> Bool

    package init(write: @escaping (UnsafeRawBufferPointer) -> Bool) {
        self.write = write
    }

    /// A sink that collects everything in memory.
    package static func collecting(into buffer: ByteBuffer) -> OutputSink {
        OutputSink { bytes in
            buffer.bytes.append(contentsOf: bytes)
            return true
        }
    }
}

/// Bytes collected from a sink.
package final class ByteBuffer {
    package var bytes: [UInt8] = []
    package init() {}
}

/// The C callback that forwards Cairo's output to an `OutputSink`.
private let sinkWrite: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<OutputSink>.fromOpaque(closure).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    return sink.write(bytes) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}

/// A Cairo surface: an image in memory, or an SVG or PDF document written to a sink.
///
/// Not `Sendable`: each frame gets its own surface.
package final class Surface {
    package enum ImageFormat {
        /// Premultiplied 32-bit ARGB, native endian.
        case argb32
        /// 8-bit alpha only.
        case a8

        var cairo: cairo_format_t { self == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8 }
    }

    let pointer: OpaquePointer
    private let sink: OutputSink?
    /// What the surface is, for error messages (`image 432×128`, `SVG`, `PDF`).
    package let label: String

    private init(pointer: OpaquePointer, sink: OutputSink?, label: String, operation: String) throws(CairoError) {
        self.pointer = pointer
        self.sink = sink
        self.label = label
        try check(cairo_surface_status(pointer), operation, label)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Another reference to a surface Cairo made (a group's).
    init(retaining pointer: OpaquePointer) {
        self.pointer = cairo_surface_reference(pointer)
        sink = nil
        label = "image \(cairo_image_surface_get_width(pointer))×\(cairo_image_surface_get_height(pointer))"
    }

    /// An image surface of `width` × `height` pixels, cleared to transparent.
    package static func image(_ format: ImageFormat = .argb32, width: Int, height: Int) throws(CairoError) -> Surface {
        try Surface(
            pointer: cairo_image_surface_create(format.cairo, Int32(width), Int32(height)), sink: nil,
            label: "image \(width)×\(height)", operation: "cairo_image_surface_create")
    }

    /// An unbounded recording surface: paths built on it are never culled to a surface's size.
    package static func recording() throws(CairoError) -> Surface {
        try Surface(
            pointer: cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil), sink: nil,
            label: "recording", operation: "cairo_recording_surface_create")
    }

    /// An SVG document of `width` × `height` user units (px), with `viewBox` = the canvas.
    package static func svg(width: Double, height: Double, sink: OutputSink) throws(CairoError) -> Surface {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface = try Surface(
            pointer: cairo_svg_surface_create_for_stream(sinkWrite, closure, width, height), sink: sink,
            label: "SVG", operation: "cairo_svg_surface_create_for_stream")
        cairo_svg_surface_restrict_to_version(surface.pointer, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
        return surface
    }

    /// A PDF document whose first page is `width` × `height` points. Metadata is fixed (creation date,
    /// creator) so that the same drawing gives the same bytes.
    package static func pdf(width: Double, height: Double, sink: OutputSink, title: String?, creator: String) throws(CairoError) -> Surface {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface = try Surface(
            pointer: cairo_pdf_surface_create_for_stream(sinkWrite, closure, width, height), sink: sink,
            label: "PDF", operation: "cairo_pdf_surface_create_for_stream")
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATOR, creator)
        if let title { cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_TITLE, title.drawable) }
        return surface
    }

    /// Reads a PNG file's bytes into an ARGB32 image surface.
    package static func image(png bytes: [UInt8]) throws(CairoError) -> Surface {
        let reader = PNGReader(bytes)
        let closure = Unmanaged.passUnretained(reader).toOpaque()
        let pointer = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                return reader.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, closure)!
        return try Surface(pointer: pointer, sink: nil, label: "PNG", operation: "cairo_image_surface_create_from_png_stream")
    }

    /// Sets the size of the next PDF page, in points.
    package func setPDFPageSize(width: Double, height: Double) {
        cairo_pdf_surface_set_size(pointer, width, height)
    }

    /// Finishes a document surface, writing what remains to its sink.
    package func finish() throws(CairoError) {
        cairo_surface_finish(pointer)
        try check(cairo_surface_status(pointer), "cairo_surface_finish", label)
    }

    /// The image encoded as PNG (Cairo's encoder).
    package func pngData() throws(CairoError) -> [UInt8] {
        let buffer = ByteBuffer()
        let sink = OutputSink.collecting(into: buffer)
        let status = cairo_surface_write_to_png_stream(pointer, sinkWrite, Unmanaged.passUnretained(sink).toOpaque())
        try check(status, "cairo_surface_write_to_png_stream", label)
        return buffer.bytes
    }

    // MARK: Image pixels

    /// Whether the surface is an image (pixels), not a vector or recording surface.
    package var isImage: Bool { cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE }
    /// Whether the surface is a PDF's page.
    package var isPDF: Bool { cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_PDF }

    package var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    package var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    /// Bytes per row.
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The image's pixels (`stride` bytes a row, premultiplied ARGB32 in native byte order), with all drawing
    /// flushed into them, for reading while nothing draws; valid as long as the surface lives.
    package var flushedPixels: UnsafeRawPointer {
        cairo_surface_flush(pointer)
        return UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
    }

    /// Gives the image's pixel rows (`stride` bytes each) to `body` for reading and writing.
    package func withPixels<R, Failure: Error>(_ body: (UnsafeMutableRawBufferPointer) throws(Failure) -> R) throws(Failure) -> R {
        cairo_surface_flush(pointer)
        let buffer = UnsafeMutableRawBufferPointer(start: cairo_image_surface_get_data(pointer), count: stride * height)
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(buffer)
    }
}

/// Feeds PNG bytes to Cairo's reader.
private final class PNGReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into destination: UnsafeMutablePointer<UInt8>?, count: Int) -> Bool {
        guard let destination, offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
