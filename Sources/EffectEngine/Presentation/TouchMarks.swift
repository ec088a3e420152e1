import EffectModel

/// One finger's stay at one place, as sheets and every playing output draw it: from a touch down (or a move)
/// until the finger lifts or moves on, or a tap; the mark then fades out over `fade`.
public struct TouchEpisode: Sendable, Equatable {
    /// A press or a tap.
    public enum Kind: String, Sendable {
        /// A finger put down (or moved here) and held until `lifted`.
        case press
        /// A tap (a toggle): the mark holds `tapHold`, then fades.
        case tap
    }

    /// On the canvas, in points, where the finger lands (placed when it lands).
    public var point: Point
    /// A press or a tap.
    public var kind: Kind
    /// Document seconds: when it lands, when it lifts (or the mark starts to fade), when the mark has gone.
    public var begin: Double
    /// When the finger lifts (or a tap's mark starts to fade), in document seconds.
    public var lifted: Double
    /// When the mark has gone, in document seconds.
    public var end: Double

    /// Seconds a tap's mark shows at full strength.
    public static let tapHold = 0.15
    /// Seconds a lifted finger's or a tap's mark takes to fade out.
    public static let fade = 0.15

    /// How strongly the mark shows at `t`, 0…1: 1 until it lifts, then fading linearly to 0 at `end`.
    public func strength(at t: Double) -> Double {
        guard t >= begin, t < end else { return 0 }
        return t < lifted ? 1 : max(0, 1 - (t - lifted) / (end - lifted))
    }
}

/// A finger on the canvas at one moment.
public struct TouchMark: Sendable, Equatable {
    /// What the finger is doing.
    public enum Phase: String, Sendable {
        /// Held down.
        case down
        /// Lifted: its mark fading.
        case lifting
        /// A tap's mark.
        case tap
    }

    /// On the canvas, in points.
    public var point: Point
    /// What the finger is doing.
    public var phase: Phase
    /// How strongly it shows, 0…1.
    public var strength: Double
    /// When its phase began, in document seconds: the touch down or tap, or the lift.
    public var since: Double
}

extension Sampler {
    /// Every finger's stays, layer by layer in the order first touched, each in time order.
    public func touchEpisodes() -> [TouchEpisode] {
        var episodes: [TouchEpisode] = []
        var layers: [String] = []
        for event in scene.interactions where !layers.contains(event.layerID) { layers.append(event.layerID) }
        for id in layers {
            var open: Int?
            func land(_ p: Point, at time: Double, kind: TouchEpisode.Kind) {
                let point = canvasPoint(p, inLayer: id, at: time) ?? p
                let lifted = kind == .tap ? time + TouchEpisode.tapHold : .infinity
                episodes.append(
                    TouchEpisode(point: point, kind: kind, begin: time, lifted: lifted, end: kind == .tap ? lifted + TouchEpisode.fade : .infinity))
            }
            for event in scene.interactions where event.layerID == id {
                switch event.event {
                case .touchDown(let p), .touchMoved(let p):
                    if let index = open {
                        // Moved on: the mark leaves this place at once.
                        (episodes[index].lifted, episodes[index].end) = (event.time, event.time)
                    }
                    land(p, at: event.time, kind: .press)
                    open = episodes.count - 1
                case .touchUp:
                    if let index = open { (episodes[index].lifted, episodes[index].end) = (event.time, event.time + TouchEpisode.fade) }
                    open = nil
                case .tap(let p):
                    if let index = open { (episodes[index].lifted, episodes[index].end) = (event.time, event.time) }
                    open = nil
                    land(p, at: event.time, kind: .tap)
                case .toggle:
                    let bounds = scene.track(id)?.presentation(at: event.time).bounds ?? .zero
                    land(Point(bounds.midX, bounds.midY), at: event.time, kind: .tap)
                }
            }
        }
        return episodes.filter { $0.end > $0.begin }
    }

    /// The fingers showing at `t`.
    public func touches(at t: Double) -> [TouchMark] { TouchEpisode.marks(of: touchEpisodes(), at: t) }
}

extension TouchEpisode {
    /// The marks `episodes` show at `t`: what `Sampler.touches(at:)` gives, for episodes found once.
    public static func marks(of episodes: [TouchEpisode], at t: Double) -> [TouchMark] {
        episodes.compactMap { episode in
            let strength = episode.strength(at: t)
            guard strength > 0 else { return nil }
            let phase: TouchMark.Phase = episode.kind == .tap ? .tap : t < episode.lifted ? .down : .lifting
            return TouchMark(point: episode.point, phase: phase, strength: strength, since: phase == .lifting ? episode.lifted : episode.begin)
        }
    }
}
