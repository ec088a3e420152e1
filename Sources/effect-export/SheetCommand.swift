import EffectExport
import EffectModel
import EffectSampling
import Foundation

/// `effect-export sheet EFFECT …` and `effect-export curves EFFECT …`: the contact sheet (frames, onion skin,
/// motion paths and the timing charts) or the timing charts alone.
struct SheetCommand {
    enum Kind { case sheet, curves }

    var kind: Kind
    var effect: String
    var format: OutputFormat
    var frames: Int?
    var times: [Double]?
    var columns: Int?
    var scale: Double
    var output: String?
    var quiet: Bool

    static let valued: Set<String> = ["frames", "columns", "times", "format", "output", "scale"]
    static let flags: Set<String> = ["help", "quiet"]

    init(_ kind: Kind, _ arguments: Arguments) throws(CommandFailure) {
        self.kind = kind
        let command = kind == .sheet ? "sheet" : "curves"
        guard arguments.positional.count == 1 else {
            throw .usage(arguments.positional.isEmpty ? "missing EFFECT (a template name or a document path)"
                                                      : "unexpected argument '\(arguments.positional[1])'", command: command)
        }
        effect = arguments.positional[0]
        let formatName = arguments.values["format"] ?? (kind == .sheet ? "pdf" : "svg")
        guard let format = OutputFormat(rawValue: formatName) else {
            throw .usage("unknown format '\(formatName)'; expected pdf, png or svg", command: command)
        }
        self.format = format
        if let text = arguments.values["frames"] {
            guard let n = Int(text), (1...ExportCommand.maximumFrames).contains(n) else {
                throw .usage("invalid frame count '\(text)'; expected a whole number from 1 to \(ExportCommand.maximumFrames)", command: command)
            }
            frames = n
        }
        times = try arguments.times(command: command, nonNegative: true)
        if times != nil, frames != nil { throw .usage("give --frames or --times, not both", command: command) }
        if let text = arguments.values["columns"] {
            guard let c = Int(text), (1...100).contains(c) else { throw .usage("invalid column count '\(text)'; expected 1 to 100", command: command) }
            columns = c
        }
        scale = try arguments.scale(command: command)
        output = arguments.values["output"]
        quiet = arguments.flags.contains("quiet")
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let scene: Scene
        do {
            scene = try FrameRenderer.scene(document, horizon: times.map { max($0.max() ?? 0, document.effectiveDuration) })
        } catch {
            throw CommandFailure(messages: [error.description], exitCode: .internalError)
        }
        let frameTimes = times ?? FrameSchedule.count(frames ?? 12).times(duration: scene.duration)
        let title = document.title ?? document.name
        let sheet = kind == .sheet
            ? ContactSheet(document: document, scene: scene, times: frameTimes, columns: columns ?? (frameTimes.count > 24 ? 10 : 4)) : nil
        if format == .png, let sheet {
            let (width, height) = (ContactSheet.pageWidth * scale, sheet.framesPageHeight * scale)
            guard height <= Double(ExportCommand.maximumPixelSide), width * height <= Double(ExportCommand.maximumPixels) else {
                throw .usage("a \(Int(width.rounded(.up))) × \(Int(height.rounded(.up))) pixel PNG sheet is too large (at most \(ExportCommand.maximumPixelSide) a side and 2^28 pixels); use fewer frames, more columns, a lower --scale, or PDF",
                             command: "sheet")
            }
        }
        do {
            let report = ProgressLine.make(quiet: quiet)
            let bytes = try CompositionRenderer.render(sheet: sheet, title: title, charts: {
                CurveCharts(title: title, name: document.name, curves: CurveSet(scene: scene, frameTimes: frameTimes), duration: scene.duration)
            }, format: format, scale: scale) { done in
                report?(done, frameTimes.count)
            }
            ProgressLine.finish(quiet: quiet || kind == .curves)
            let suffix = kind == .sheet ? "sheet" : "curves"
            try AtomicFile.write(bytes, to: output ?? "\(document.name)-\(suffix).\(format.fileExtension)")
        } catch {
            throw CommandFailure(error)
        }
    }
}
