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

    /// The document's scene, its clock run over the review window (and to the last time asked for), and its
    /// frames: the times asked for, or else the key frames of its motion.
    func scene(of document: EffectDocument, effect: String) throws(CommandFailure) -> (Scene, [SheetFrame]) {
        let scene: Scene
        do {
            scene = try FrameRenderer.scene(document, horizon: times.map { max($0.max() ?? 0, document.effectiveDuration) })
        } catch {
            throw CommandFailure(error, file: effect)
        }
        if let times { return (scene, SheetFrame.evenly(times)) }
        if let count { return (scene, SheetFrame.evenly(FrameSchedule.count(count).times(duration: scene.duration))) }
        return (scene, SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration))
    }
}
