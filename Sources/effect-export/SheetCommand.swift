import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation

/// `effect-export sheet EFFECT …`: the design-review contact sheet (frames, onion skin, motion paths; the
/// motion spec first and the timing charts after in a PDF, printed on numbered pages).
struct SheetCommand: Command {
    static let declaration = CommandDeclaration(
        name: "sheet",
        abstract: "Draw the design-review contact sheet of an effect.",
        discussion:
            "A header (title, description, canvas size, duration), the key frames of the motion in a grid (every touch and tap, where each animation begins and ends, where a value turns, jumps, and in-betweens where the picture changes; identical frames held), each labelled with its time and why it is there, a fingertip where a touch is; cells cropped to what shows when it fills under a third of the canvas; an onion skin of all frames, the motion paths of every layer whose position is animated. A PDF is printed at 100 % on as many numbered pages as it needs: the motion spec, the key frames, the onion skin, then the timing-curve charts; 'effect-export curves' draws the charts for SVG and PNG.",
        arguments: [.effect],
        options: [
            Options.frames.option, Options.times.option, Options.columns.option, Options.format.option, Options.paper.option,
            Options.scale.option, Options.touches.option, Options.output.option, FlagKey.quiet.option,
        ]
    )

    enum Options {
        static let frames = FrameChoice.frames("N frames from 0 to the end, both included, instead of the key frames of the motion.")
        static let times = FrameChoice.times("These times in seconds instead.")
        static let columns = OptionKey<Int>.wholeNumber(
            "columns", "C", "Frames a row.", in: 1...100, defaultText: "4; 10 above 24 frames", invalid: "column count", expected: "1 to 100")
        static let format = OptionKey<OutputFormat>.choice(
            "format", "The output format; without it, the --output file's extension says.", allowed: [.pdf, .png, .svg], default: .pdf)
        static let paper = OptionKey<Paper>.choice("paper", "The PDF's paper, landscape, printed at 100 % of its width.", default: .a4)
        static let scale = OptionKey<Double>.scale()
        static let touches = OptionKey<ExportCommand.TouchVisibility>.choice(
            "touches", "Draw a fingertip where a touch is in each frame, or leave the frames as the effect draws them.", default: .show)
        static let output = OptionKey<String>.text("output", "PATH", "The file to write.", defaultText: "NAME-sheet.EXT in the current folder")
    }

    var effect: String
    var format: OutputFormat
    var frames: FrameChoice
    var columns: Int?
    var paper: Paper
    var scale: Double
    var output: String?
    /// `--touches`: a fingertip where a touch is (the default).
    var showsTouches: Bool
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        format = try arguments.format(Options.format, output: Options.output)
        frames = try FrameChoice(arguments, frames: Options.frames, times: Options.times)
        columns = try arguments.optionalValue(Options.columns)
        scale = try arguments.value(Options.scale)
        paper = try arguments.value(Options.paper)
        output = try arguments.optionalValue(Options.output)
        showsTouches = try arguments.value(Options.touches) == .show
        quiet = arguments.flag(.quiet)
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let (scene, cells) = try frames.scene(
            of: document, effect: effect, command: Self.declaration.name, sheet: (format, format == .png ? scale : 1))
        let times = cells.map(\.time)
        let producer = FrameRenderer.creator
        let sheet = ContactSheet(
            document: document, scene: scene, frames: cells, columns: columns ?? (cells.count > 24 ? 10 : 4), producer: producer,
            showsTouches: showsTouches)
        if let note = sheet.beyondCanvasNote {
            StandardStreams.writeError("effect-export: warning: \(effect): \(VisibleText.escaped(note))")
        }
        if format == .png {
            try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
                try WorkBudget.check(
                    image: SheetLayout.pageWidth * scale, sheet.layout.pageHeight * scale, what: "PNG sheet",
                    remedy: "use fewer frames, more columns, a lower --scale, or PDF")
            }
        }
        let title = document.title ?? document.name
        do throws(ExportError) {
            let report = ProgressLine.make(quiet: quiet)
            let bytes = try SheetRenderer.render(
                sheet: sheet, spec: MotionSpec(scene: scene, document: document), title: title,
                charts: {
                    CurveCharts(title: title, name: document.name, scene: scene, frameTimes: times, producer: producer)
                }, format: format, scale: scale, paper: paper, progress: { done in report?(done, times.count) })
            ProgressLine.finish(quiet: quiet)
            try AtomicFile.write(bytes, to: output ?? "\(document.name)-sheet.\(format.fileExtension)")
        } catch {
            throw CommandFailure(error, file: effect)
        }
    }
}
