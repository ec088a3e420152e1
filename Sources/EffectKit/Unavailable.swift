import Foundation

// UIKit's names that teams use most and EffectKit does not have yet, declared unavailable so that the compiler says
// what to do instead of "cannot find in scope".

/// Not available: pans are not recognized yet.
@available(
    *, unavailable,
    message:
        "EffectKit has no pan recognizer yet: a UILongPressGestureRecognizer with minimumPressDuration 0 reports each move, or override touchesMoved"
)
open class UIPanGestureRecognizer {
    /// A recognizer.
    public init() {}
    /// A recognizer sending `action` to `target`.
    public init(target: Any?, action: Any?) {}
}
