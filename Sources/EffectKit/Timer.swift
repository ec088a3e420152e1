import Foundation

/// Foundation's block timer on the stage's clock: it fires `timeInterval` seconds after it is scheduled, and every
/// `timeInterval` after that if it repeats (at exact multiples, as a run loop's timer keeps its schedule), until it is
/// invalidated or the recording ends.
///
/// It shadows Foundation's `Timer` for code that imports EffectKit; `scheduledTimer(timeInterval:target:selector:…)`
/// needs the Objective-C runtime and is absent.
public final class Timer {
    /// Seconds between firings; at least 0.1 ms, as Foundation's.
    public let timeInterval: TimeInterval
    /// Whether it still fires.
    public private(set) var isValid = true
    private let repeats: Bool
    private let block: (Timer) -> Void

    /// A timer not yet scheduled.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
    }

    /// A timer scheduled from now: its first firing is `interval` seconds away.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(from: DispatchTime.now().seconds, firing: 1)
        return timer
    }

    /// Runs the block now; a timer that does not repeat is invalidated by it, as Foundation's.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops it: it fires no more.
    public func invalidate() { isValid = false }

    /// Fires the `count`-th time at `start + count × timeInterval`, then schedules the next if it repeats.
    private func schedule(from start: Double, firing count: Int) {
        // The stage's clock runs on the main actor, where the timer was scheduled.
        nonisolated(unsafe) let timer = self
        DispatchQueue.enqueue(at: start + Double(count) * timeInterval) {
            guard timer.isValid else { return }
            timer.fire()
            if timer.repeats { timer.schedule(from: start, firing: count + 1) }
        }
    }
}
