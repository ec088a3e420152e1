import EffectCompositions
import EffectExport
import EffectModel

/// `effect-export curves EFFECT …`: the timing-curve charts alone.
struct CurvesCommand: Command {
    static let declaration = CommandDeclaration(
        name: "curves",
        abstract: "Draw the timing-curve charts of an effect.",
        discussion:
            "Headed by the motion spec. For every animated key path of every layer: its presentation value over the effect's duration, with each animation's legs and fill holds and every jump flagged and explained; then every animation's timing function (with its control polygon, in CSS notation and by Core Animation name) or spring.",
        arguments: [.effect],
        options: [
            Options.frames.option, Options.times.option, Options.format.option, Options.paper.option, Options.scale.option,
            Options.output.option, FlagKey.quiet.option,
        ]
    )

    enum Options {
        static let frames = FrameChoice.frames("Mark N frame times from 0 to the end on the charts, instead of the key frames.")
        static let times = FrameChoice.times("Mark these times in seconds instead.")
        static let format = OptionKey<OutputFormat>.choice(
            "format", "The output format; without it, the --output file's extension says.", default: .svg)
        static let paper = OptionKey<Paper>.choice(
            "paper", "The PDF's paper, landscape, printed at 100 % of its width on as many pages as the charts need.", default: .a4)
        static let scale = OptionKey<Double>.scale()
        static let output = OptionKey<String>.text("output", "PATH", "The file to write.", defaultText: "NAME-curves.EXT in the current folder")
    }

    var effect: String
    var format: OutputFormat
    var frames: FrameChoice
    var scale: Double
    var paper: Paper
    var output: String?

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        format = try arguments.format(Options.format, output: Options.output)
        frames = try FrameChoice(arguments, frames: Options.frames, times: Options.times)
        scale = try arguments.value(Options.scale)
        paper = try arguments.value(Options.paper)
        output = try arguments.optionalValue(Options.output)
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let (scene, cells) = try frames.scene(of: document, effect: effect, command: Self.declaration.name)
        let times = cells.map(\.time)
        let title = document.title ?? document.name
        let charts = CurveCharts(title: title, name: document.name, scene: scene, frameTimes: times, producer: FrameRenderer.creator)
        if format == .png {
            try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
                try WorkBudget.check(
                    image: ChartsPageLayout.width * scale, charts.height * scale, what: "PNG page of curves",
                    remedy: "use a lower --scale, or PDF or SVG")
            }
        }
        do throws(ExportError) {
            let bytes = try SheetRenderer.render(
                sheet: nil, spec: MotionSpec(scene: scene, document: document), title: title, charts: { charts },
                format: format, scale: scale, paper: paper)
            try AtomicFile.write(bytes, to: output ?? "\(document.name)-curves.\(format.fileExtension)")
        } catch {
            throw CommandFailure(error, file: effect)
        }
    }
}
