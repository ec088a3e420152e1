import EffectEngine

extension SceneMotion {
    /// Sublayers in drawing order, as the files that play a scene stack them: by `zPosition` when each appears,
    /// creation order among equals.
    func inDrawingOrder(_ tracks: [LayerTrack]) -> [LayerTrack] {
        func z(_ track: LayerTrack) -> Double { track.presentation(at: max(presence(of: track.model.id)?.lowerBound ?? 0, 0)).zPosition }
        return tracks.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
    }
}
