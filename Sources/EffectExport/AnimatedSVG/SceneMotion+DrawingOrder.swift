import EffectEngine
import EffectModel

extension SceneMotion {
    /// Sublayers in drawing order, as the files that play a scene stack them (the animated SVG, CSS, Lottie): by
    /// `zPosition` when each appears (a file cannot reorder its layers as it plays), creation order among equals.
    func inDrawingOrder(_ tracks: [LayerTrack]) -> [LayerTrack] {
        Layer.inDrawingOrder(tracks) { $0.presentation(at: max(presence(of: $0.model.id)?.lowerBound ?? 0, 0)).zPosition }
    }
}
