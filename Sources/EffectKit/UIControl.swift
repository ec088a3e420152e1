import Foundation

/// `UIControl`: tracks a touch as UIKit does — highlighted while the finger is within 70 pt of its bounds — and
/// sends its events to the actions added for them.
open class UIControl: UIView {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated finger down (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moving inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moving outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moving in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moving out (beyond the 70 pt margin).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger up inside (with the margin): a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger up outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// UIKit keeps a control highlighted while the finger is this far outside its bounds.
    public static let trackingMargin: CGFloat = 70

    /// Whether a finger is down on it and inside (UIKit's 70 pt margin).
    open var isHighlighted = false
    /// Whether it is selected.
    open var isSelected = false
    /// Whether it takes touches.
    open var isEnabled = true
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (with the margin).
    public private(set) var isTouchInside = false
    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` for `events`: target–action as closures (UIKit since iOS 14; `#selector` needs Objective-C).
    public func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }

    /// Runs the actions added for any of `events`.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }

    private func isNear(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(touch.location(in: self))
    }

    /// Starts tracking: highlighted, `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, touches.first != nil else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// Follows the finger: highlighted while inside, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isNear(touch)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        if isHighlighted != inside { isHighlighted = inside }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Ends tracking: `.touchUpInside` or `.touchUpOutside`, highlight off.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        let inside = isNear(touch)
        if isHighlighted { isHighlighted = false }
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// Ends tracking: `.touchCancel`, highlight off.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        if isHighlighted { isHighlighted = false }
        sendActions(for: .touchCancel)
    }
}

/// `UIAction`: a closure a control runs.
@MainActor public final class UIAction {
    /// The action's title.
    public let title: String
    let handler: (UIAction) -> Void

    /// An action running `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
