import CairoKit
import EffectEncoding
import EffectEngine
import EffectRender

/// Exporting failed after the document was read: running its clock, drawing, encoding, or writing the output.
/// Each stage keeps its own typed error, so that the command line can tell a document problem from a fault; each
/// stage's error has one case, and each function says which it throws (`throws(…)`), so none is guessed.
public indirect enum ExportError: Error, CustomStringConvertible {
    /// The document's clock could not finish (a document problem).
    case clock(TimelineError)
    /// A layer's motion is too fine for an animated file to reproduce within the fitting budget (a document problem).
    case motion(MotionFitter.TooDetailed)
    /// Drawing failed inside Cairo or Pango: a layer (named), or a page's text, chart or picture.
    case render(RenderError)
    /// Cairo failed around the drawing: making a surface or a PDF, finishing a file.
    case cairo(CairoError)
    /// An image could not be encoded.
    case encoding(EncodingError)
    /// The work asked for exceeds what one run may cost (`WorkBudget`), found while drawing: an image too large.
    case budget(WorkBudget.Exceeded)
    /// The output cannot be created where it was asked for (sysexits' EX_CANTCREAT).
    case cannotCreateOutput(path: String, reason: String)
    /// A docs page template (or a theme's) cannot be read or asks for a value that does not exist.
    case template(TemplateError)
    /// The docs site's page of the effect named `effect` failed.
    case page(effect: String, ExportError)
    /// The effect has something `format` cannot show (a document problem), each reason naming the layer.
    case inexpressible(format: WrittenFormat, reasons: [String])

    /// The formats that write an effect as a description another program plays or builds (not as frames), which can
    /// refuse an effect they cannot express; named as messages name them.
    public enum WrittenFormat: String, Sendable, CustomStringConvertible {
        /// A Lottie animation (`--format lottie`).
        case lottie = "Lottie"
        /// CSS animations in an HTML page (`--format css`, `--format html`).
        case cssAnimations = "CSS animations"
        /// Swift source (`--format swift`).
        case swift = "Swift"
        /// A SwiftUI view (`--format swiftui`).
        case swiftUI = "SwiftUI"

        /// As messages name it: `Lottie`, `CSS animations`.
        public var description: String { rawValue }
    }

    public var description: String {
        switch self {
        case .clock(let error): error.description
        case .motion(let error): error.description
        case .render(let error): error.description
        case .cairo(let error): error.description
        case .encoding(let error): error.description
        case .budget(let error): error.description
        case .cannotCreateOutput(let path, let reason): "cannot create \(path): \(reason)"
        case .template(let error): error.description
        case .page(let effect, let error): "\(effect): \(error.description)"
        case .inexpressible(let format, let reasons): "cannot be written as \(format): " + reasons.joined(separator: "; ")
        }
    }

    /// Runs one stage's work, its failure thrown as the export error that carries it.
    static func catching<Value, Failure: ExportStageError>(_ work: () throws(Failure) -> Value) throws(ExportError) -> Value {
        do { return try work() } catch { throw error.exportError }
    }
}

/// The typed error of one stage of exporting, and the case of `ExportError` that carries it.
protocol ExportStageError: Error {
    var exportError: ExportError { get }
}

extension TimelineError: ExportStageError {
    var exportError: ExportError { .clock(self) }
}

extension MotionFitter.TooDetailed: ExportStageError {
    var exportError: ExportError { .motion(self) }
}

extension RenderError: ExportStageError {
    var exportError: ExportError { .render(self) }
}

extension CairoError: ExportStageError {
    var exportError: ExportError { .cairo(self) }
}

extension EncodingError: ExportStageError {
    var exportError: ExportError { .encoding(self) }
}

extension WorkBudget.Exceeded: ExportStageError {
    var exportError: ExportError { .budget(self) }
}

extension TemplateError: ExportStageError {
    var exportError: ExportError { .template(self) }
}

extension PixelBuffer {
    /// The pixels of an ARGB32 image surface (kept alive by the buffer).
    init(_ surface: Surface) {
        self.init(base: surface.flushedPixels, width: surface.width, height: surface.height, bytesPerRow: surface.stride, owner: surface)
    }
}
