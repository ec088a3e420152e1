import EffectModel

/// An effect over time: every layer that ever exists, with its model-value changes and the animations
/// added to it, as the document's clock (`Timeline`) recorded them. Immutable; what a frame shows at t is
/// a pure function of the scene and t.
public struct Scene: Sendable {
    public let canvas: EffectDocument.Canvas
    /// The review window in seconds: the document's `duration`, else the end of the last finite animation, else 1 s.
    public let duration: Double
    /// Every layer, in the order created (document layers first, parents before their sublayers).
    public let tracks: [LayerTrack]
    private let trackIndex: [String: Int]

    init(canvas: EffectDocument.Canvas, duration: Double, tracks: [LayerTrack]) {
        self.canvas = canvas
        self.duration = duration
        self.tracks = tracks.map { track in
            var track = track
            track.index()
            return track
        }
        trackIndex = Dictionary(tracks.enumerated().map { ($1.model.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The track of the layer `id`.
    public func track(_ id: String) -> LayerTrack? {
        trackIndex[id].map { tracks[$0] }
    }
}
