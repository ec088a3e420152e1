import EffectExport
import EffectModel
import Foundation

/// `effect-export EFFECT [--format F] [--scale S] [--output PATH|-]`: one frame at t = 0.
struct ExportCommand {
    var effect: String
    var format: OutputFormat
    var scale: Double
    var output: String?

    /// Largest accepted PNG: 16384 pixels a side and 2^28 pixels in all.
    static let maximumPixelSide = 16384
    static let maximumPixels = 1 << 28

    init(_ arguments: Arguments) throws(CommandFailure) {
        guard arguments.positional.count == 1 else {
            throw .usage(arguments.positional.isEmpty ? "missing EFFECT (a template name or a document path)"
                                                      : "unexpected argument '\(arguments.positional[1])'")
        }
        effect = arguments.positional[0]
        let formatName = arguments.values["format"] ?? "svg"
        guard let format = OutputFormat(rawValue: formatName) else {
            throw .usage("unknown format '\(formatName)'; expected svg, pdf or png")
        }
        self.format = format
        let scaleText = arguments.values["scale"] ?? "2"
        guard let scale = Double(scaleText), scale > 0, scale <= 16 else {
            throw .usage("invalid scale '\(scaleText)'; expected a number greater than 0 and at most 16")
        }
        self.scale = scale
        output = arguments.values["output"]
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let renderer = FrameRenderer(scale: scale)
        if format == .png {
            let size = renderer.pixelSize(of: document.canvas)
            guard size.width <= Self.maximumPixelSide, size.height <= Self.maximumPixelSide,
                  size.width * size.height <= Self.maximumPixels else {
                throw .usage("a \(size.width) × \(size.height) pixel PNG is too large (at most \(Self.maximumPixelSide) a side and 2^28 pixels); lower --scale")
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try renderer.render(document, as: format)
        } catch {
            throw CommandFailure(messages: [error.description], exitCode: .internalError)
        }
        let path = output ?? "\(document.name).\(format.fileExtension)"
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(messages: [error.description], exitCode: .cannotCreateOutput)
        }
    }
}

/// Finds and decodes the document an `EFFECT` argument names.
enum DocumentLoader {
    static func load(_ effect: String) throws(CommandFailure) -> EffectDocument {
        let url: URL
        if FileManager.default.fileExists(atPath: effect) {
            url = URL(fileURLWithPath: effect)
        } else if effect.contains("/") || effect.hasSuffix(".json") {
            throw CommandFailure(messages: ["\(effect): no such file"], exitCode: .inputNotFound)
        } else if let found = TemplateLibrary.standard().find(effect) {
            url = found
        } else {
            let names = TemplateLibrary.standard().all().map(\.name)
            var message = "no template or file named '\(effect)'"
            if let near = NearMiss.suggestion(for: effect, among: names) { message += "; did you mean '\(near)'?" }
            throw CommandFailure(messages: [message + " (see 'effect-export list')"], exitCode: .inputNotFound)
        }
        do {
            return try EffectDocument(contentsOf: url)
        } catch {
            throw CommandFailure(messages: [error.description], exitCode: .badDocument)
        }
    }
}
