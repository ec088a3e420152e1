import EffectExport
import EffectModel
import EffectSampling
import Foundation

/// `effect-export EFFECT [--format F] [--time T | --frames N | --fps F] [--scale S] [--output PATH|-]`.
struct ExportCommand {
    var effect: String
    var format: OutputFormat
    var schedule: FrameSchedule
    var scale: Double
    var output: String?
    var quiet: Bool

    /// Largest accepted PNG: 16384 pixels a side and 2^28 pixels in all; at most 10 000 frames.
    static let maximumPixelSide = 16384
    static let maximumPixels = 1 << 28
    static let maximumFrames = 10_000

    static let valued: Set<String> = ["format", "scale", "output", "time", "frames", "fps"]
    static let flags: Set<String> = ["help", "version", "quiet"]

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
        scale = try arguments.scale(command: "")
        output = arguments.values["output"]
        quiet = arguments.flags.contains("quiet")

        let chosen = ["time", "frames", "fps"].filter { arguments.values[$0] != nil }
        guard chosen.count <= 1 else { throw .usage("give one of --time, --frames and --fps, not \(chosen.map { "--" + $0 }.joined(separator: " and "))") }
        if let text = arguments.values["time"] {
            guard let t = Double(text), t.isFinite else { throw .usage("invalid time '\(text)'; expected seconds, such as 0.125") }
            schedule = .single(t)
        } else if let text = arguments.values["frames"] {
            guard let n = Int(text), (1...Self.maximumFrames).contains(n) else {
                throw .usage("invalid frame count '\(text)'; expected a whole number from 1 to \(Self.maximumFrames)")
            }
            schedule = .count(n)
        } else if let text = arguments.values["fps"] {
            guard let fps = Double(text), fps > 0, fps <= 1000 else { throw .usage("invalid rate '\(text)'; expected frames per second, more than 0 and at most 1000") }
            schedule = .rate(fps)
        } else {
            schedule = .single(0)
        }
        if schedule.isSequence, output == "-" { throw .usage("--output - writes one frame; a sequence needs a folder or a pattern") }
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
        let times = schedule.times(duration: document.effectiveDuration)
        guard times.count <= Self.maximumFrames else {
            throw .usage("\(times.count) frames are too many (at most \(Self.maximumFrames)); lower --fps")
        }
        let title = document.title ?? document.name
        do {
            let scene = try FrameRenderer.scene(document, horizon: times.max())
            if !schedule.isSequence {
                let bytes = try renderer.render(Sampler(scene: scene).layers(at: times[0]), canvas: scene.canvas, title: title, as: format)
                if output == "-" {
                    FileHandle.standardOutput.write(Data(bytes))
                } else {
                    try AtomicFile.write(bytes, to: output ?? "\(document.name).\(format.fileExtension)")
                }
                return
            }
            let exporter = FrameSequenceExporter(renderer: renderer, progress: ProgressLine.make(quiet: quiet))
            if format == .pdf {
                try exporter.writePDF(of: scene, title: title, times: times, to: output ?? "\(document.name).pdf")
            } else {
                let paths = try FramePaths(output: output, name: document.name, format: format).paths(count: times.count)
                try exporter.writeFrames(of: scene, title: title, times: times, format: format, paths: paths)
            }
            ProgressLine.finish(quiet: quiet)
        } catch {
            ProgressLine.finish(quiet: quiet)
            throw CommandFailure(error)
        }
    }
}

/// `frames 12/60` on standard error while a sequence renders, when it is a terminal.
enum ProgressLine {
    static func make(quiet: Bool) -> (@Sendable (Int, Int) -> Void)? {
        guard !quiet, isatty(STDERR_FILENO) != 0 else { return nil }
        return { done, total in
            FileHandle.standardError.write(Data("\reffect-export: frame \(done)/\(total)".utf8))
        }
    }

    static func finish(quiet: Bool) {
        if !quiet, isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

/// Finds and checks the document an `EFFECT` argument names: every problem stops the command before anything
/// is written (exit 65); warnings go to standard error and do not.
enum DocumentLoader {
    static func load(_ effect: String) throws(CommandFailure) -> EffectDocument {
        let report = EffectDocument.check(contentsOf: try locate(effect))
        for warning in report.warnings { printWarning(warning) }
        guard let document = report.document else {
            throw CommandFailure(messages: report.errors.map(\.description), exitCode: .badDocument)
        }
        return document
    }

    /// The file an `EFFECT` argument names: a path, or a template's document.
    static func locate(_ effect: String) throws(CommandFailure) -> URL {
        if FileManager.default.fileExists(atPath: effect) { return URL(fileURLWithPath: effect) }
        if effect.contains("/") || effect.hasSuffix(".json") {
            throw CommandFailure(messages: ["\(effect): no such file"], exitCode: .inputNotFound)
        }
        if let found = TemplateLibrary.standard().find(effect) { return found }
        let names = TemplateLibrary.standard().all().map(\.name)
        var message = "no template or file named '\(effect)'"
        if let near = NearMiss.suggestion(for: effect, among: names) { message += "; did you mean '\(near)'?" }
        throw CommandFailure(messages: [message + " (see 'effect-export list')"], exitCode: .inputNotFound)
    }

    static func printWarning(_ warning: DocumentError) {
        FileHandle.standardError.write(Data("effect-export: warning: \(warning)\n".utf8))
    }
}
