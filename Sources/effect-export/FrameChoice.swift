import EffectEngine
import EffectExport
import EffectModel

/// `--frames N | --times T1,T2,…`: the times a sheet shows and its charts mark.
struct FrameChoice {
    var count: Int?
    var times: [Double]?

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        count = try arguments.frameCount(maximum: WorkBudget.maximumFrames)
        times = try arguments.times(nonNegative: true, maximum: WorkBudget.maximumFrames)
    }

    /// The document's scene, its clock run over the review window (and to the last time asked for), and the times.
    func scene(of document: EffectDocument, effect: String) throws(CommandFailure) -> (Scene, [Double]) {
        let scene: Scene
        do {
            scene = try FrameRenderer.scene(document, horizon: times.map { max($0.max() ?? 0, document.effectiveDuration) })
        } catch {
            throw CommandFailure(error, file: effect)
        }
        return (scene, times ?? FrameSchedule.count(count ?? 12).times(duration: scene.duration))
    }
}
