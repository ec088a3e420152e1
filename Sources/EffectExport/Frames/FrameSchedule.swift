import EffectModel
import Foundation

/// Which times of an effect a frame export renders, each computed from its index (never by adding a
/// step, so that error cannot build up).
public enum FrameSchedule: Sendable, Equatable {
    /// One frame at `t` seconds.
    case single(Double)
    /// `count` frames at n · duration / (count − 1): the first at 0, the last at the end (what a sheet shows).
    case count(Int)
    /// Frames at n / fps for 0 ≤ n < ceil(duration · fps), as video tools count them (1 s at 60 fps: 60
    /// frames, the last at 983.3 ms).
    case rate(Double)

    /// How many frames it gives for an effect of `duration` seconds, counted before any is made, so that a
    /// limit can be checked first.
    public func count(duration: Double) -> Int {
        switch self {
        case .single: 1
        case .count(let n): n
        case .rate(let fps): Self.rateCount(duration: duration, fps: fps)
        }
    }

    /// The frame times in seconds for an effect of `duration` seconds.
    public func times(duration: Double) -> [Double] {
        switch self {
        case .single(let t):
            return [t]
        case .count(let n):
            guard n > 1 else { return [0] }
            return (0..<n).map { Double($0) * duration / Double(n - 1) }
        case .rate(let fps):
            return (0..<Self.rateCount(duration: duration, fps: fps)).map { Double($0) / fps }
        }
    }

    /// How many frames `rate` gives; a product a hair above a whole number (duration · fps in floating
    /// point) does not add a frame.
    static func rateCount(duration: Double, fps: Double) -> Int {
        let exact = duration * fps
        let whole = exact.rounded()
        return Int(abs(exact - whole) < 1e-9 * max(1, whole) ? whole : exact, rounding: .up, within: 1...Int.max)
    }

    /// Whether it writes more than one frame.
    public var isSequence: Bool {
        if case .single = self { return false }
        return true
    }
}
