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

    public class func begin() { stack.append(State()) }

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
        if let stage = EffectStage.current {
            stage.runSoon { state.runCompletion() }
        } else {
            EffectStage.completionsAtStart.append(state)
        }
    }

    public class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    public class func completionBlock() -> (() -> Void)? { current.completion }
    public class func setAnimationDuration(_ duration: CFTimeInterval) { current.duration = duration }
    public class func animationDuration() -> CFTimeInterval { current.duration }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    public class func disableActions() -> Bool { current.disableActions }
}

/// Core Animation's clock, in seconds: the document time plus `EffectStage.mediaTimeOrigin` (0, so that times computed
/// from it are exactly the document's).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
    EffectStage.mediaTimeOrigin + (EffectStage.current?.now ?? 0)
}
