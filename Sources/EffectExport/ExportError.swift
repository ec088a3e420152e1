import CairoKit
import EffectRender

/// Exporting failed after the document was read: drawing, encoding, or writing the output.
public enum ExportError: Error, CustomStringConvertible {
    /// Drawing or encoding failed inside Cairo or Pango.
    case render(String)
    /// The output cannot be created where it was asked for (sysexits' EX_CANTCREAT).
    case cannotCreateOutput(path: String, reason: String)

    public var description: String {
        switch self {
        case .render(let message): message
        case .cannotCreateOutput(let path, let reason): "cannot create \(path): \(reason)"
        }
    }

    init(_ error: RenderError) { self = .render(error.description) }
    init(_ error: CairoError) { self = .render(error.description) }
}
