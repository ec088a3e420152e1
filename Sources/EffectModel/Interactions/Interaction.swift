/// A scripted touch or tap (the document's `interactions`): on a component, which reacts as its UIKit original
/// does, or on any layer, whose touches only trigger what the document ties to them (`Trigger`).
public struct Interaction: Sendable, Equatable {
    /// One thing a finger does.
    public enum Event: Sendable, Equatable {
        /// `touchesBegan` at a point in the layer's own coordinates.
        case touchDown(Point)
        /// `touchesMoved` to a point in the layer's own coordinates.
        case touchMoved(Point)
        /// `touchesEnded` where the finger last was.
        case touchUp
        /// A touch down at a point and its touch up one frame (`tapLength`) later.
        case tap(Point)
        /// One tap on a toggling component (`touchUpInside`).
        case toggle
    }

    /// The name triggers use for it (`"heart"` in `"trigger": "heart.touchUp"`); `nil`: none.
    public var id: String?
    /// The touched layer's id: a component's, or any layer's.
    public var layerID: String
    /// Events in document seconds, in the order they happen.
    public var events: [(time: Double, event: Event)]

    /// A script of `events` on the layer `layerID`, named `id` for triggers if given.
    public init(id: String? = nil, layerID: String, events: [(time: Double, event: Event)]) {
        self.id = id
        self.layerID = layerID
        self.events = events
    }

    public static func == (a: Interaction, b: Interaction) -> Bool {
        a.id == b.id && a.layerID == b.layerID && a.events.elementsEqual(b.events) { $0.time == $1.time && $0.event == $1.event }
    }

    /// A tap's touch up follows its touch down by one frame at 60 Hz.
    public static let tapLength = 1.0 / 60
}

extension Interaction.Event {
    /// When the finger lifts, for an event at `time`: a touch up, a tap's end, a toggle (a tap seen as one instant);
    /// `nil` for a touch down or move.
    public func liftTime(at time: Double) -> Double? {
        switch self {
        case .touchUp, .toggle: time
        case .tap: time + Interaction.tapLength
        case .touchDown, .touchMoved: nil
        }
    }

    /// Whether a finger lands: a touch down, a tap, a toggle.
    public var lands: Bool {
        switch self {
        case .touchDown, .tap, .toggle: true
        case .touchMoved, .touchUp: false
        }
    }
}

extension Interaction {
    /// What a scripted event is, without its point.
    public enum EventKind: Hashable, Sendable {
        /// A finger down.
        case touchDown
        /// A finger moving.
        case touchMoved
        /// A finger up.
        case touchUp
        /// A tap.
        case tap
        /// A toggle.
        case toggle
    }
}

extension Interaction.Event {
    /// What the event is, without its point.
    public var kind: Interaction.EventKind {
        switch self {
        case .touchDown: .touchDown
        case .touchMoved: .touchMoved
        case .touchUp: .touchUp
        case .tap: .tap
        case .toggle: .toggle
        }
    }
}
