import EffectModel
import Foundation

/// `CATransaction`: groups changes, sets the duration and timing function of implicit animations, disables them,
/// and runs a completion block once every animation added in it has ended. Changes made outside `begin()` and
/// `commit()` belong to an implicit transaction committed at the end of the moment.
public final class CATransaction {
    /// The transaction's state; `pending` counts its animations still running.
    final class State {
        var completion: (() -> Void)?
        var duration: CFTimeInterval = MediaTiming.transactionDuration
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var pending = 0
        var committed = false

        /// One of its animations ended (or was removed): the block runs when it was the last and the transaction is committed.
        func animationEnded() {
            pending -= 1
            if pending == 0, committed { runCompletion() }
        }

        func runCompletion() {
            let block = completion
            completion = nil
            block?()
        }
    }

    /// Explicit transactions, innermost last (this thread's).
    static var stack: [State] {
        get { ThreadState.current.transactions }
        set { ThreadState.current.transactions = newValue }
    }

    /// The transaction of changes made outside `begin()`/`commit()`, until the moment ends.
    static var implicit: State? {
        get { ThreadState.current.implicitTransaction }
        set { ThreadState.current.implicitTransaction = newValue }
    }

    static var current: State {
        if let explicit = stack.last { return explicit }
        if let implicit { return implicit }
        let state = State()
        implicit = state
        return state
    }

    /// Opens a nested transaction.
    public class func begin() { stack.append(State()) }

    /// Closes the innermost transaction; its completion block runs when its animations have finished.
    public class func commit() {
        guard let state = stack.popLast() else { return }
        commitState(state)
    }

    /// Commits the implicit transaction: the end of a moment.
    static func commitImplicit() {
        guard let state = implicit else { return }
        implicit = nil
        commitState(state)
    }

    private static func commitState(_ state: State) {
        state.committed = true
        guard state.pending == 0, state.completion != nil else { return }
        if EffectStage.current != nil {
            nonisolated(unsafe) let state = state
            EffectStage.whenRecording { $0.runSoon { state.runCompletion() } }
        } else {
            EffectStage.completionsAtStart.append(state)
        }
    }

    /// Runs `block` once every animation added in the transaction has finished (at once when there are none).
    public class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    /// The transaction's completion block.
    public class func completionBlock() -> (() -> Void)? { current.completion }
    /// The duration of implicit animations (and of animations without one) in the transaction, in seconds.
    public class func setAnimationDuration(_ duration: CFTimeInterval) { current.duration = duration }
    /// The transaction's animation duration, in seconds (default 0.25).
    public class func animationDuration() -> CFTimeInterval { current.duration }
    /// The timing function of implicit animations in the transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// The transaction's timing function (`nil`: each property's default).
    public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    /// Turns implicit animations off (`true`) in the transaction.
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    /// Whether implicit animations are off.
    public class func disableActions() -> Bool { current.disableActions }
}

/// Core Animation's clock, in seconds: the document time plus `EffectStage.mediaTimeOrigin` (0, so that times computed
/// from it are exactly the document's).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
    EffectStage.mediaTimeOrigin + EffectStage.currentTime
}
