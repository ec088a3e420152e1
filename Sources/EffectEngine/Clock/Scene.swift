import EffectModel

/// A touch or tap of the document's script, at a moment of document time.
public struct ScriptedEvent: Sendable {
    /// When it happens, in document seconds.
    public var time: Double
    /// The touched layer's id (a component's, or any layer's).
    public var layerID: String
    /// What the finger does.
    public var event: Interaction.Event
}

/// An effect over time: every layer that ever exists, with its model-value changes and the animations
/// added to it, as the document's clock (`Timeline`) recorded them. Immutable; what a frame shows at t is
/// a pure function of the scene and t.
public struct Scene: Sendable {
    /// The stage the layers stand on.
    public let canvas: EffectDocument.Canvas
    /// The review window in seconds: the document's `duration`, else the end of the last finite animation, else 1 s.
    public let duration: Double
    /// Every layer, in the order created (document layers first, parents before their sublayers).
    public let tracks: [LayerTrack]
    /// The scripted touches and taps, in time order (equal times: document order).
    public let interactions: [ScriptedEvent]
    private let trackIndex: [String: Int]

    init(canvas: EffectDocument.Canvas, duration: Double, tracks: [LayerTrack], interactions: [ScriptedEvent] = []) {
        self.canvas = canvas
        self.duration = duration
        self.interactions = interactions
        self.tracks = tracks.map { track in
            var track = track
            track.index()
            return track
        }
        trackIndex = Dictionary(tracks.enumerated().map { ($1.model.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where the finger is at `t` on the layer `id` (in its own coordinates), for a touch still down then (a
    /// tap's for its one frame); `nil` when no finger is down.
    public func finger(on id: String, at t: Double) -> Point? {
        var finger: Point?
        for event in interactions where event.layerID == id && event.time <= t {
            switch event.event {
            case .touchDown(let p), .touchMoved(let p): finger = p
            case .tap(let p): finger = t < event.time + Interaction.tapLength ? p : nil
            case .touchUp, .toggle: finger = nil
            }
        }
        return finger
    }

    /// The track of the layer `id`.
    public func track(_ id: String) -> LayerTrack? {
        trackIndex[id].map { tracks[$0] }
    }
}
