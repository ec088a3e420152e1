import Foundation

/// `UIGestureRecognizer`: watches the fingers that land on its view (or a subview) and calls its handler as it
/// recognizes its gesture. Recognizers on the touched view and its superviews see a finger, the touched view's first;
/// the first to recognize wins and the others fail; with `cancelsTouchesInView` (the default) the view then gets
/// `touchesCancelled` instead of the rest of the touch, as in UIKit.
///
/// Linux: `#selector` needs the Objective-C runtime, so `init(target:action:)` is replaced by `init(handler:)`:
/// `UITapGestureRecognizer { [weak self] recognizer in self?.handleTap(recognizer) }` (docs/effectkit.md).
@MainActor open class UIGestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Watching; nothing recognized yet.
        case possible
        /// A continuous gesture started (a long press held long enough).
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture ended (a discrete gesture: recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture recognized: `.ended`.
        public static let recognized = State.ended
    }

    /// Where it is in its gesture.
    public internal(set) var state = State.possible
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// Whether it watches touches.
    public var isEnabled = true
    /// Whether the view's touches are cancelled once it recognizes (default true).
    public var cancelsTouchesInView = true
    /// Called at each change of state that UIKit reports to targets.
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// The finger it watches.
    var touch: UITouch?
    /// Where the finger landed, in the stage's coordinates.
    var landing = CGPoint.zero
    /// The finger it watches together with the others on its view's chain.
    weak var arena: GestureArena?

    /// A recognizer calling `handler` with itself when it recognizes (the Linux form of `init(target:action:)`).
    public init(handler: @escaping (UIGestureRecognizer) -> Void) { handlers.append(handler) }

    /// Not available on Linux: `#selector` needs the Objective-C runtime.
    @available(*, unavailable, message: "#selector needs the Objective-C runtime: pass a closure to init(handler:)")
    public func addTarget(_ target: Any, action: Any) {}

    /// Fingers on it now.
    public var numberOfTouches: Int { touch == nil ? 0 : 1 }

    /// The finger's place in `view`'s coordinates (`nil`: the stage's).
    public func location(in view: UIView?) -> CGPoint { touch?.location(in: view) ?? landing }

    /// Calls the handlers.
    func report() { for handler in handlers { handler(self) } }

    /// Recognizes the gesture: the others on the chain fail, then the handlers are called.
    func recognize(as state: State) {
        self.state = state
        arena?.recognized(self)
        report()
    }

    /// A finger landed; `later` runs code at a stage time, as part of this touch.
    func touchBegan(_ touch: UITouch, later: (Double, @escaping @MainActor () -> Void) -> Void) {
        self.touch = touch
        landing = touch.stagePoint
    }

    /// The finger moved.
    func touchMoved(_ touch: UITouch) {}

    /// The finger lifted.
    func touchEnded(_ touch: UITouch) {}

    /// Whether the finger is still within `limit` points of where it landed.
    func isWithin(_ limit: CGFloat, _ touch: UITouch) -> Bool {
        let (dx, dy) = (touch.stagePoint.x - landing.x, touch.stagePoint.y - landing.y)
        return (dx * dx + dy * dy).squareRoot() <= limit
    }
}

/// `UITapGestureRecognizer`: recognized when a finger lifts not far from where it landed (within 10 points here),
/// unless another recognizer of the touch recognized first (a long press held).
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps to recognize (EffectKit recognizes single taps: another number never recognizes).
    public var numberOfTapsRequired = 1
    /// Fingers to recognize (one: the stage's touches are single).
    public var numberOfTouchesRequired = 1

    override func touchMoved(_ touch: UITouch) {
        if state == .possible, !isWithin(10, touch) { state = .failed }
    }

    override func touchEnded(_ touch: UITouch) {
        guard state == .possible else { return }
        if numberOfTapsRequired == 1, numberOfTouchesRequired == 1, isWithin(10, touch) { recognize(as: .ended) } else { state = .failed }
    }
}

/// `UILongPressGestureRecognizer`: begins when a finger stays down `minimumPressDuration` seconds within
/// `allowableMovement` points of where it landed, then reports each move (`.changed`) and the lift (`.ended`).
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must stay down (default 0.5).
    public var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move before it begins (default 10).
    public var allowableMovement: CGFloat = 10
    /// Fingers to recognize (one: the stage's touches are single).
    public var numberOfTouchesRequired = 1
    /// Taps before the press (none: EffectKit recognizes presses without a tap before).
    public var numberOfTapsRequired = 0

    override func touchBegan(_ touch: UITouch, later: (Double, @escaping @MainActor () -> Void) -> Void) {
        super.touchBegan(touch, later: later)
        guard numberOfTouchesRequired == 1, numberOfTapsRequired == 0 else {
            state = .failed
            return
        }
        later(CACurrentMediaTime() + minimumPressDuration) { [weak self] in
            guard let self, state == .possible, self.touch === touch else { return }
            recognize(as: .began)
        }
    }

    override func touchMoved(_ touch: UITouch) {
        switch state {
        case .possible: if !isWithin(allowableMovement, touch) { state = .failed }
        case .began, .changed:
            state = .changed
            report()
        default: break
        }
    }

    override func touchEnded(_ touch: UITouch) {
        switch state {
        case .possible: state = .failed
        case .began, .changed:
            state = .ended
            report()
        default: break
        }
    }
}

/// The recognizers one finger meets — the touched view's, then each superview's — while it is down.
@MainActor final class GestureArena {
    private let recognizers: [UIGestureRecognizer]
    private let cancelView: () -> Void
    /// Whether the view's touches were cancelled by a recognizer.
    private(set) var viewCancelled = false

    /// The recognizers of `view` and its superviews that watch touches; `cancelView` cancels the view's touch.
    init(view: UIView, cancelView: @escaping () -> Void) {
        var found: [UIGestureRecognizer] = []
        var next: UIView? = view
        while let current = next {
            found += current.attachedRecognizers.filter(\.isEnabled)
            next = current.superview
        }
        recognizers = found
        self.cancelView = cancelView
    }

    /// Whether any recognizer watches the finger.
    var isEmpty: Bool { recognizers.isEmpty }

    private var watching: [UIGestureRecognizer] { recognizers.filter { [.possible, .began, .changed].contains($0.state) } }

    func began(_ touch: UITouch, later: (Double, @escaping @MainActor () -> Void) -> Void) {
        for recognizer in recognizers {
            recognizer.state = .possible
            recognizer.arena = self
            recognizer.touchBegan(touch, later: later)
        }
    }

    func moved(_ touch: UITouch) { for recognizer in watching { recognizer.touchMoved(touch) } }

    func ended(_ touch: UITouch) {
        for recognizer in watching { recognizer.touchEnded(touch) }
        for recognizer in recognizers { recognizer.touch = nil }
    }

    /// `winner` recognized: the others still watching fail, and the view's touch is cancelled when it says so.
    func recognized(_ winner: UIGestureRecognizer) {
        for recognizer in recognizers where recognizer !== winner && recognizer.state == .possible { recognizer.state = .failed }
        if winner.cancelsTouchesInView, !viewCancelled {
            viewCancelled = true
            cancelView()
        }
    }
}

extension UIView {
    /// The recognizers attached, in the order added (`nil`: none).
    public var gestureRecognizers: [UIGestureRecognizer]? { attachedRecognizers.isEmpty ? nil : attachedRecognizers }

    /// Attaches `gestureRecognizer` (taking it from the view it was on).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

// `init(target:action:)` on each recognizer, so that the compiler says what to write instead.
extension UIGestureRecognizer {
    /// Not available on Linux: `#selector` needs the Objective-C runtime.
    @available(
        *, unavailable, message: "#selector needs the Objective-C runtime: init(handler:) { [weak self] recognizer in self?.handle(recognizer) }"
    )
    public convenience init(target: Any?, action: Any?) { self.init(handler: { _ in }) }
}

extension UITapGestureRecognizer {
    /// Not available on Linux: `#selector` needs the Objective-C runtime.
    @available(
        *, unavailable, message: "#selector needs the Objective-C runtime: init(handler:) { [weak self] recognizer in self?.handle(recognizer) }"
    )
    public convenience init(target: Any?, action: Any?) { self.init(handler: { _ in }) }
}

extension UILongPressGestureRecognizer {
    /// Not available on Linux: `#selector` needs the Objective-C runtime.
    @available(
        *, unavailable, message: "#selector needs the Objective-C runtime: init(handler:) { [weak self] recognizer in self?.handle(recognizer) }"
    )
    public convenience init(target: Any?, action: Any?) { self.init(handler: { _ in }) }
}
