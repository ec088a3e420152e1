/// A named stretch of the timeline, as After Effects' composition markers and Lottie's `markers` name one (a
/// switch's "on" and "off"): what the spec groups the motion starting in it under and the preview marks on its
/// timeline. It plays nothing.
public struct Marker: Sendable, Equatable {
    /// Its name, as the designer wrote it (`on`, `Y Move Up Start`).
    public var name: String
    /// Where it starts, in document seconds.
    public var time: Double
    /// How long it lasts, in seconds (0: a point in time).
    public var duration: Double

    /// The marker `name` from `time` for `duration` seconds.
    public init(name: String, time: Double, duration: Double = 0) {
        self.name = name
        self.time = time
        self.duration = duration
    }
}

extension EffectDocument {
    /// The marker whose stretch a motion beginning at `time` (document seconds) starts in: the last at or before it
    /// (a point marker holds until the next); `nil` before the first.
    public func marker(containing time: Double) -> Marker? {
        markers.last { $0.time <= time + 1e-9 }
    }
}
