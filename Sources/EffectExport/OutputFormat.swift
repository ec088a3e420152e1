/// The file formats a frame can be written in.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// SVG: vectors in points, the animated SVG's writer at one instant.
    case svg
    /// PDF: vectors in points, one page per frame.
    case pdf
    /// PNG: pixels at the renderer's scale.
    case png

    /// The file name's extension, without the dot.
    public var fileExtension: String { rawValue }
}
