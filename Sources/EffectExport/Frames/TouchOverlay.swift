import CairoKit
import EffectEngine
import EffectModel
import EffectRender

/// The fingertips of a scene, for frames that show where touches are (`--touches show`): its touch episodes and
/// the marker's colour, chosen once for the whole scene.
public struct TouchOverlay: Sendable {
    package let marker: TouchMarker
    /// Each finger's stays, in time order.
    public let episodes: [TouchEpisode]

    /// The fingertips of `scene`, with a marker colour that stands out from its layers and background.
    public init(scene: Scene) {
        marker = TouchMarker(avoiding: scene.tracks.map(\.model), background: scene.canvas.background)
        episodes = Sampler(scene: scene).touchEpisodes()
    }

    /// The marks showing at `t`.
    public func marks(at t: Double) -> Marks {
        Marks(marker: marker, points: TouchEpisode.marks(of: episodes, at: t).map { ($0.point, $0.strength) })
    }

    /// The fingertips of one frame.
    public struct Marks: Sendable {
        package var marker: TouchMarker
        /// Canvas points and strengths (0…1).
        public var points: [(Point, Double)]

        /// Draws them on `context`, whose user space is the canvas's.
        func draw(in context: Context) {
            for (point, strength) in points { marker.draw(at: point, strength: strength, in: context) }
        }
    }
}
