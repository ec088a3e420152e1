import CairoKit
import EffectEncoding
import EffectEngine
import EffectRender

/// Exporting failed after the document was read: running its clock, drawing, encoding, or writing the output.
/// Each stage keeps its own typed error, so that the command line can tell a document problem from a fault.
public indirect enum ExportError: Error, CustomStringConvertible {
    /// The document's clock could not finish (a document problem).
    case clock(TimelineError)
    /// A layer's motion is too fine for an animated file to reproduce within the fitting budget (a document problem).
    case motion(MotionFitter.TooDetailed)
    /// Drawing a layer failed inside Cairo or Pango.
    case render(RenderError)
    /// Cairo failed outside a layer (a surface, a page, a sheet).
    case cairo(CairoError)
    /// An image could not be encoded.
    case encoding(EncodingError)
    /// The output cannot be created where it was asked for (sysexits' EX_CANTCREAT).
    case cannotCreateOutput(path: String, reason: String)
    /// A docs page template (or a theme's) cannot be read or asks for a value that does not exist.
    case template(TemplateError)
    /// The docs site's page of the effect named `effect` failed.
    case page(effect: String, ExportError)
    /// The effect has something `format` cannot show (a document problem), each reason naming the layer.
    case inexpressible(format: String, reasons: [String])

    public var description: String {
        switch self {
        case .clock(let error): error.description
        case .motion(let error): error.description
        case .render(let error): error.description
        case .cairo(let error): error.description
        case .encoding(let error): error.description
        case .cannotCreateOutput(let path, let reason): "cannot create \(path): \(reason)"
        case .template(let error): error.description
        case .page(let effect, let error): "\(effect): \(error.description)"
        case .inexpressible(let format, let reasons): "cannot be written as \(format): " + reasons.joined(separator: "; ")
        }
    }

    /// Any error thrown while drawing and encoding, as an export error.
    init(_ error: any Error) {
        switch error {
        case let error as ExportError: self = error
        case let error as TimelineError: self = .clock(error)
        case let error as MotionFitter.TooDetailed: self = .motion(error)
        case let error as RenderError: self = .render(error)
        case let error as CairoError: self = .cairo(error)
        case let error as EncodingError: self = .encoding(error)
        case let error as TemplateError: self = .template(error)
        default: self = .cairo(CairoError(operation: "exporting", reason: "\(error)"))
        }
    }
}

extension PixelBuffer {
    /// The pixels of an ARGB32 image surface (kept alive by the buffer).
    init(_ surface: Surface) {
        self.init(base: surface.flushedPixels, width: surface.width, height: surface.height, bytesPerRow: surface.stride, owner: surface)
    }
}
