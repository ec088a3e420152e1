import Foundation

extension View {
    /// Runs `action` when a finger has stayed on the view `minimumDuration` seconds (`.infinity`: never) within
    /// `maximumDistance` points of where it landed; `onPressingChanged` is told `true` when the finger lands and `false`
    /// when the press ends: the finger lifts, moves too far, is cancelled, or has been held `minimumDuration` (the
    /// press then ends, before `action` runs). Changes it makes under `withAnimation` are filed under the touch down
    /// (the press and what it holds) or the touch up.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modified("onLongPressGesture") { node in
            node.hasView = true
            node.gestures.append {
                PressTracker(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action, pressing: onPressingChanged)
            }
        }
    }

    /// The older form (deprecated in iOS 27): `pressing` is `onPressingChanged`.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// Follows one finger for `onLongPressGesture`.
@MainActor final class PressTracker: GestureTracker {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: @MainActor () -> Void
    let pressing: (@MainActor (Bool) -> Void)?
    private var start: FingerPlace?
    private var isPressing = false
    private(set) var recognized = false

    init(minimumDuration: Double, maximumDistance: CGFloat, action: @escaping @MainActor () -> Void, pressing: (@MainActor (Bool) -> Void)?) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.action = action
        self.pressing = pressing
    }

    func began(_ place: FingerPlace) {
        start = place
        isPressing = true
        pressing?(true)
        guard minimumDuration.isFinite, let stage = EffectStage.current else { return }
        // On the clock, as part of the touch down: what the press does then is filed under it.
        stage.schedule(at: place.time + max(minimumDuration, 0)) { [weak self] in
            guard let self, isPressing else { return }
            recognized = true
            release()
            action()
        }
    }

    func moved(_ place: FingerPlace) {
        guard let start, isPressing, place.distance(from: start) > maximumDistance else { return }
        release()
    }

    func ended(_ place: FingerPlace) { release() }

    func cancelled() { release() }

    /// The press ends: `pressing` is told once.
    private func release() {
        guard isPressing else { return }
        isPressing = false
        pressing?(false)
    }
}

/// SwiftUI's `LongPressGesture` for `gesture(_:including:)`: its value is `true` while the finger is down (told to
/// `onChanged` when it lands), and it ends — `onEnded` told `true` — when the finger has stayed `minimumDuration`
/// seconds within `maximumDistance` points of where it landed; a finger that lifts or moves away sooner ends nothing.
public struct LongPressGesture: Gesture {
    /// Whether the finger is down (`onChanged`), whether the press succeeded (`onEnded`).
    public typealias Value = Bool

    /// Seconds the finger stays down before the gesture succeeds (default 0.5).
    public var minimumDuration: Double
    /// Points the finger may move before the gesture fails (default 10).
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds, failing beyond `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: FollowedGesture {
    func tracker(_ actions: GestureActions<Bool>) -> any GestureTracker {
        PressTracker(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance,
            action: { for action in actions.ended { action(true) } },
            pressing: { pressing in
                if pressing { for action in actions.changed { action(true) } }
            })
    }
}
