import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

/// `--frames N | --times T1,T2,…`, or neither (key frames): the frames a sheet shows and its charts mark.
struct FrameChoice {
    var count: Int?
    var times: [Double]?

    /// `--frames N`, with the command's help.
    static func frames(_ help: String) -> OptionKey<Int> { .frames(help, maximum: WorkBudget.maximumFrames, group: "times") }

    /// `--times T1,T2,…` (from 0), with the command's help.
    static func times(_ help: String) -> OptionKey<[Double]> { .times(help, nonNegative: true, maximum: WorkBudget.maximumFrames, group: "times") }

    init(_ arguments: ParsedArguments, frames: OptionKey<Int>, times: OptionKey<[Double]>) throws(CommandFailure) {
        count = try arguments.optionalValue(frames)
        self.times = try arguments.optionalValue(times)
    }

    /// The document's scene, its clock run over the review window (and to the last time asked for), its review
    /// checked against the work budget (the charts, the key frames' pictures, and with `cells` a sheet of its
    /// frames drawn as `format` at `scale`), and its frames: the times asked for, or else the key frames of its
    /// motion.
    func scene(
        of document: EffectDocument, effect: String, command: String, sheet: (format: OutputFormat, scale: Double)? = nil
    ) throws(CommandFailure) -> (Scene, [SheetFrame]) {
        let scene = try CommandFailure.scene(of: document, horizon: times.map { max($0.max() ?? 0, document.effectiveDuration) }, file: effect)
        let asked = times.map(SheetFrame.evenly) ?? count.map { SheetFrame.evenly(FrameSchedule.count($0).times(duration: scene.duration)) }
        try CommandFailure.checkingBudget(of: command, file: effect) { () throws(WorkBudget.Exceeded) in
            let review = WorkEstimate.review(
                of: scene, document, pictures: asked == nil ? 100 : 0, cells: sheet == nil ? 0 : asked?.count ?? 24,
                as: sheet?.format ?? .pdf, scale: sheet?.scale ?? 1)
            try WorkBudget.check(review, of: sheet == nil ? "drawing the charts" : "drawing the sheet")
        }
        return (scene, asked ?? SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration))
    }
}
