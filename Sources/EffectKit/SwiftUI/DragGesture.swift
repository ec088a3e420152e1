import Foundation

/// SwiftUI's `DragGesture`: recognized once the finger has moved `minimumDistance` points from where it landed (at
/// once, at the touch down, for 0); then each move is a change and the lift its end. Locations are in the view's own
/// space as it was when the finger landed (`.local`: a view the drag moves does not move the space, so that
/// `translation` is the finger's) or the stage's (`.global`).
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        /// When, as a date whose `timeIntervalSinceReferenceDate` is the document's time in seconds.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger landed.
        public var startLocation: CGPoint
        /// `location` less `startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second, between the finger's last two places (zero at its first).
        public var velocity: CGSize
    }

    /// Points the finger moves before the gesture is recognized (default 10).
    public var minimumDistance: CGFloat
    /// The space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag recognized after `minimumDistance` points, reporting locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

extension DragGesture: FollowedGesture {
    func tracker(_ actions: GestureActions<Value>) -> any GestureTracker { DragTracker(gesture: self, actions: actions) }
}

/// Follows one finger for a `DragGesture`.
@MainActor private final class DragTracker: GestureTracker {
    let gesture: DragGesture
    let actions: GestureActions<DragGesture.Value>
    private var start: FingerPlace?
    private var last: FingerPlace?
    private var velocity = CGSize.zero
    private(set) var recognized = false

    init(gesture: DragGesture, actions: GestureActions<DragGesture.Value>) {
        self.gesture = gesture
        self.actions = actions
    }

    func began(_ place: FingerPlace) {
        start = place
        last = place
        if gesture.minimumDistance <= 0 { change(to: place) }
    }

    func moved(_ place: FingerPlace) {
        guard let start else { return }
        if let last, place.time > last.time {
            let (from, to) = (last.global, place.global)
            velocity = CGSize(width: (to.x - from.x) / (place.time - last.time), height: (to.y - from.y) / (place.time - last.time))
        }
        last = place
        if recognized || place.distance(from: start) >= gesture.minimumDistance { change(to: place) }
    }

    func ended(_ place: FingerPlace) {
        guard recognized, let last else { return }
        let value = self.value(at: FingerPlace(local: last.local, global: last.global, time: place.time))
        for action in actions.ended { action(value) }
    }

    func cancelled() {}

    private func change(to place: FingerPlace) {
        recognized = true
        let value = self.value(at: place)
        for action in actions.changed { action(value) }
    }

    private func value(at place: FingerPlace) -> DragGesture.Value {
        let start = self.start ?? place
        let origin = gesture.coordinateSpace == .global ? start.global : start.local
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: place.time),
            location: CGPoint(x: origin.x + place.global.x - start.global.x, y: origin.y + place.global.y - start.global.y), startLocation: origin,
            velocity: velocity)
    }
}
