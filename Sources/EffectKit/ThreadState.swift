import EffectModel
import Foundation

/// What UIKit and Core Animation keep for their thread — the stage running, the open transactions, the animation
/// block, what waits for the stage to start, the screen — kept per thread, as UIKit's main thread keeps its own. A
/// stage records on the main actor; Core Animation's classes, not main-actor (as on iOS), find it here.
final class ThreadState {
    var stage: EffectStage?
    var sequence = 0
    var transactions: [CATransaction.State] = []
    var implicitTransaction: CATransaction.State?
    var animationBlock: UIView.AnimationBlock?
    var keyframeBlock: UIView.KeyframeBlock?
    var completionsAtStart: [CATransaction.State] = []
    var callsAtStart: [(calls: [(layer: CALayer, old: Layer, view: ViewAnimation)], completion: ((Bool) -> Void)?, end: Double)] = []
    var screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Work given to `DispatchQueue.main` while a stage is set up: run at that time after the start.
    var afterStart: [(time: Double, work: @MainActor () -> Void)] = []

    private static let key = "EffectKit.ThreadState"

    /// This thread's.
    static var current: ThreadState {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[key] as? ThreadState { return state }
        let state = ThreadState()
        dictionary[key] = state
        return state
    }
}
