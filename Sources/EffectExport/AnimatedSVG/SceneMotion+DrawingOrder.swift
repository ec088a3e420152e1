import EffectEngine
import EffectModel

extension SceneMotion {
    /// Sublayers in drawing order, as the files that play a scene stack them (the animated SVG, CSS, Lottie): by
    /// `zPosition` when each appears (a file cannot reorder its layers as it plays), creation order among equals.
    func inDrawingOrder(_ tracks: [LayerTrack]) -> [LayerTrack] {
        Layer.inDrawingOrder(tracks) { $0.presentation(at: max(presence(of: $0.model.id)?.lowerBound ?? 0, 0)).zPosition }
    }

    /// The layers created under `parent` (`nil`: the root layers) in drawing order, found through the sampler's index
    /// (not by scanning every track for each layer).
    func sublayersInDrawingOrder(of parent: String?) -> [LayerTrack] { inDrawingOrder(sampler.childTracks(of: parent)) }
}
