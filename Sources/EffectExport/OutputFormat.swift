/// The file formats a frame can be written in.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, pdf, png

    public var fileExtension: String { rawValue }
}
