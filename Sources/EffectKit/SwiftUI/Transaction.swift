import Foundation

/// SwiftUI's `AnimationCompletionCriteria`: when a completion added to a transaction runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool

    /// When the animations have logically completed (a spring: when it has settled; here the same as `removed`).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When every animation has finished and is removed.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// SwiftUI's `Transaction`: the animation that the changes made under it run with, and completions to run when
/// they have finished.
public struct Transaction {
    /// The animation the changes run with; nil: they are made at once.
    public var animation: Animation?
    /// Whether the changes are made at once whatever `animation` says.
    public var disablesAnimations = false
    /// Whether the changes are part of a continuous gesture (recorded like any other here).
    public var isContinuous = false
    /// Whether velocity is carried from one change to the next (recorded like any other here).
    public var tracksVelocity = false
    /// Run once, when the animations made under the transaction have ended (at once when there are none).
    var completions: [() -> Void] = []

    /// A transaction with no animation.
    public init() {}

    /// A transaction running its changes with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// Adds `completion`, to run once when the animations made under this transaction are complete.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(completion)
    }
}

/// Runs `body` under `transaction`: the changes it makes to EffectKit's views, and to the state of hosted SwiftUI
/// views (their bodies are evaluated again at its end), are recorded as the transaction's animation
/// (`UIView.animate(_:changes:completion:)`), or made at once when it has none; its completions run when those
/// animations are complete. Called on the main actor, where views and the stage live (SwiftUI's is not isolated;
/// here a call from another thread stops the program).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = UIView.animationBlock
    let animation = transaction.disablesAnimations ? nil : transaction.animation
    let block = UIView.AnimationBlock()
    UIView.animationBlock = animation == nil ? nil : block
    defer {
        UIView.animationBlock = outer
        nonisolated(unsafe) let block = block
        nonisolated(unsafe) let completions = transaction.completions
        MainActor.assumeIsolated {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if !completions.isEmpty { CATransaction.setCompletionBlock { for completion in completions { completion() } } }
            UIView.addAnimations(for: block) { _ in animation?.coreAnimation() }
            ViewHost.updateWaiting(animation: animation)
            CATransaction.commit()
        }
    }
    return try body()
}

/// Runs `body` with `animation` (the default spring when not given): SwiftUI's `withAnimation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then `completion` once the animations it made are complete (at once when none).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

extension UIView {
    /// iOS 18's `UIView.animate(_:changes:completion:)`: the changes `changes` makes to views move with a SwiftUI
    /// `animation`, then `completion` runs.
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        var transaction = Transaction(animation: animation)
        if let completion { transaction.addAnimationCompletion(completion) }
        withTransaction(transaction, changes)
    }
}
