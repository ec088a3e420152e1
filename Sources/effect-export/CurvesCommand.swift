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
            .value("frames", "N", "Mark N frame times from 0 to the end on the charts, instead of the key frames.", group: "times"),
            .value("times", "T1,T2,…", "Mark these times in seconds instead.", group: "times"),
            .value("format", "svg|pdf|png", "The output format; without it, the --output file's extension says.", default: "svg"),
            .value(
                "paper", "a4|letter", "The PDF's paper, landscape, printed at 100 % of its width on as many pages as the charts need.", default: "a4"),
            .scale(),
            .value("output", "PATH", "The file to write.", default: "NAME-curves.EXT in the current folder"),
            .quiet,
        ]
    )

    var effect: String
    var format: OutputFormat
    var frames: FrameChoice
    var scale: Double
    var paper: Paper
    var output: String?

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        format = try arguments.format(of: OutputFormat.self, expected: "svg, pdf or png")
        frames = try FrameChoice(arguments)
        scale = try arguments.scale()
        paper = try arguments.choice("paper", of: Paper.self, expected: "a4 or letter")!
        output = arguments.string("output")
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let (scene, cells) = try frames.scene(of: document, effect: effect)
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
