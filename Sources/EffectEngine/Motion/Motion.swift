import EffectModel

/// A quantity over time as an animated file plays it: keys in time order, each interval eased from one key's
/// value to the next. Two keys at one time make a jump (the later one holds from then on), as SMIL's `keyTimes`
/// and Lottie's hold keyframes play them.
///
/// Made by `MotionFitter` from the engine's values, within stated bounds; what an animated SVG, a Lottie file
/// and the docs read.
public struct Motion: Sendable, Equatable {
    /// A value at a time.
    public struct Key: Sendable, Equatable {
        /// Seconds of document time.
        public var time: Double
        /// The quantity's components, in the units its reader chose (points, degrees, 0…1).
        public var value: [Double]

        /// The key of `value` at `time` seconds.
        public init(time: Double, value: [Double]) {
            self.time = time
            self.value = value
        }
    }

    /// How an interval runs from its key to the next.
    public enum Easing: Sendable, Equatable {
        /// Evenly in time: a fitted piece, a hold, or an animation with a linear timing.
        case linear
        /// Exactly the timing function of the animation that runs there (or the part of it that does), control
        /// points in 0…1.
        case curve(TimingFunction)
    }

    /// At least one, in time order.
    public var keys: [Key]
    /// `easings[i]` runs from `keys[i]` to `keys[i + 1]`.
    public var easings: [Easing]

    /// A motion through `keys` (at least one, in time order), with one easing per interval.
    public init(keys: [Key], easings: [Easing]) {
        precondition(!keys.isEmpty && easings.count == keys.count - 1, "a motion has one easing per interval")
        self.keys = keys
        self.easings = easings
    }

    /// A value that never changes.
    public init(constant value: [Double]) {
        self.init(keys: [Key(time: 0, value: value)], easings: [])
    }

    /// Whether every key holds the same value.
    public var isConstant: Bool {
        keys.allSatisfy { $0.value == keys[0].value }
    }

    /// The value played at `t` seconds: the last key at or before `t` eased toward the next; before the first
    /// key its value, after the last key its value.
    public func value(at t: Double) -> [Double] {
        var (lo, hi) = (0, keys.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid].time <= t { lo = mid + 1 } else { hi = mid }
        }
        let i = lo - 1
        guard i >= 0 else { return keys[0].value }
        guard i < keys.count - 1 else { return keys[i].value }
        let (a, b) = (keys[i], keys[i + 1])
        let span = b.time - a.time
        guard span > 0 else { return b.value }
        let u = (t - a.time) / span
        let f: Double =
            switch easings[i] {
            case .linear: u
            case .curve(let function): function.value(at: u)
            }
        guard a.value.count == b.value.count else { return u < 1 ? a.value : b.value }
        return zip(a.value, b.value).map { $0 + ($1 - $0) * f }
    }
}
