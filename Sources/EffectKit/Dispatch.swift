import Foundation

/// A time on the stage's clock: what `DispatchQueue.main.asyncAfter(deadline:)` waits for.
///
/// It shadows Dispatch's `DispatchTime` for code that imports EffectKit, so that `.now() + 0.3` on a stage is the
/// document time 0.3 s after the moment running — the very `Double` the document holds — not the wall clock's.
/// Dispatch's own stays reachable as `Dispatch.DispatchTime`.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Document seconds.
    public let seconds: Double

    /// A time `seconds` after the document's start.
    public init(seconds: Double) { self.seconds = seconds }

    /// A time `uptimeNanoseconds` after the document's start.
    public init(uptimeNanoseconds: UInt64) { seconds = Double(uptimeNanoseconds) / 1e9 }

    /// Nanoseconds since the document's start.
    public var uptimeNanoseconds: UInt64 { seconds.isFinite ? UInt64((max(seconds, 0) * 1e9).rounded()) : .max }

    /// The document time of the moment running (0 while a stage is set up).
    public static func now() -> DispatchTime { DispatchTime(seconds: EffectStage.currentTime) }

    /// Never.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }

    /// `seconds` later.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds + seconds) }
    /// `seconds` earlier.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds - seconds) }
    /// `interval` later.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time + interval.seconds }
    /// `interval` earlier.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time - interval.seconds }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never`: infinity).
    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

/// The stage's main queue: work given to it runs on the document clock, where completion blocks run.
///
/// It shadows Dispatch's `DispatchQueue` for code that imports EffectKit, so that iOS code's
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` runs 0.3 s later in the document, and what it does
/// is recorded then. Off a running stage (while it is set up) times count from the start. Other queues are Dispatch's:
/// `Dispatch.DispatchQueue.global()`. (Quality of service means nothing on one clock: there is no `qos:`.)
public final class DispatchQueue: Sendable {
    /// The main queue, whose clock is the stage's.
    public static let main = DispatchQueue()

    private init() {}

    /// Runs `work` at the moment running, after the code running now and what is already due then.
    public func async(execute work: @escaping @MainActor () -> Void) {
        Self.enqueue(at: DispatchTime.now().seconds, work)
    }

    /// Runs `work` at `deadline` (at once, after what is due, if the deadline has passed).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        Self.enqueue(at: deadline.seconds, work)
    }

    /// Performs `item` at `deadline` unless it is cancelled by then.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item
        Self.enqueue(at: deadline.seconds) { if !item.isCancelled { item.perform() } }
    }

    /// Performs `item` at the moment running, after the code running now, unless it is cancelled by then.
    public func async(execute item: DispatchWorkItem) { asyncAfter(deadline: .now(), execute: item) }

    /// Runs `work` at `time` (document seconds; at once, after what is due, if it has passed) on the stage recording,
    /// or, while a stage is set up, that long after its start.
    /// (The compiler reads closures given to a `DispatchQueue`'s `async…` methods as sendable; this one takes any.)
    static func enqueue(at time: Double, _ work: @escaping @MainActor () -> Void) {
        if EffectStage.current != nil {
            EffectStage.whenRecording { $0.schedule(at: max(time, $0.now), work) }
        } else {
            ThreadState.current.afterStart.append((max(time, 0), work))
        }
    }
}
