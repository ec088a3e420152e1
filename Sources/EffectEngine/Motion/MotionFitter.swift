import EffectModel

/// Turns a quantity's exact values over time into a `Motion` a player reproduces within a tolerance.
///
/// The window is cut at `breaks` (where the quantity may jump, or an animation begins, ends or turns). On each
/// piece the fitter first tries the exact easings offered for it (the timing function of the animation running
/// there, and linear), each checked against the values; a piece none of them matches is fitted, key by key, on a
/// grid fine enough that values between its points stray no more than ⅛ of the tolerance from the line between
/// them (0.5 ms apart, halved where the curve bends): from each key, whichever reaches further of one eased curve
/// (a Hermite cubic whose control points stay in 0…1, along a run that does not turn back) and the longest line,
/// each within ¾ of the tolerance at every grid value.
/// Jumps stay jumps: at a break, and wherever the values leap between two grid points (a step), the fitter
/// finds the instant to a nanosecond and writes two keys at it.
///
/// Its work is bounded before it starts: a motion takes at most ``samplesPerSecond`` values a second of its window
/// (re-sampled pieces counted again) and ``keysPerSecond`` keys, each plus ``budgetFloor``; each key scans at most
/// `maximumRun` (8 192) grid values ahead. A motion finer than that — a spring ringing at kilohertz, a timing function
/// whose control points swing the value by millions of points — throws ``TooDetailed`` instead of running for ever.
public struct MotionFitter: Sendable {
    /// Grid values a motion may take per second of its window: eight times the 0.5 ms grid.
    public static let samplesPerSecond = 16_000.0
    /// Keys a motion may have per second of its window: one a millisecond, sixteen a 60 fps frame.
    public static let keysPerSecond = 1_000.0
    /// Samples and keys every motion may take however short its window.
    public static let budgetFloor = 4_096.0
    /// The most grid values one key's curve is tried across.
    static let maximumRun = 8_192

    /// A motion that cannot be fitted within the budget: where it ran out, and of what.
    public struct TooDetailed: Error, Sendable, Equatable, CustomStringConvertible {
        /// What ran out.
        public enum Resource: Sendable, Equatable {
            /// Values sampled to follow the motion (``samplesPerSecond``).
            case samples
            /// Keys to reproduce it (``keysPerSecond``).
            case keys
        }

        /// The document time the fit had reached, in seconds.
        public var time: Double
        /// What ran out.
        public var resource: Resource
        /// The layer and the key paths whose motion it is, once known (`SceneMotion` fills them in).
        public var layerID: String?
        /// The key paths the quantity depends on.
        public var keyPaths: [AnimatableKeyPath] = []

        public var description: String {
            let what = layerID.map { "\"\($0)\"" + (keyPaths.isEmpty ? "" : " " + keyPaths.map(\.rawValue).joined(separator: ", ")) } ?? "a value"
            let need =
                switch resource {
                case .samples: "more than \(Int(MotionFitter.samplesPerSecond)) samples a second"
                case .keys: "more than \(Int(MotionFitter.keysPerSecond)) keys a second"
                }
            return
                "the motion of \(what) is too fine for an animated file: by \(Int((time * 1000).rounded())) ms it needs \(need) to stay within its tolerance (a spring ringing too fast, or control points that swing the value too far)"
        }
    }

    /// The largest difference allowed between the played and the exact value, in the quantity's units, for
    /// every component.
    public var tolerance: Double
    /// The spacing of the samples a fitted piece is checked at, in seconds.
    public var step = 0.0005

    /// A fitter keeping every component within `tolerance` (> 0) of the exact value.
    public init(tolerance: Double) {
        precondition(tolerance > 0, "a fitting tolerance is positive")
        self.tolerance = tolerance
    }

    /// - Parameters:
    ///   - window: the times the motion covers, in seconds.
    ///   - breaks: times where the quantity may be discontinuous or change its timing.
    ///   - easings: the exact easings to try on a piece from the first to the second time.
    ///   - value: the exact value at a time; `nil` where the quantity does not exist (its layer is not in the
    ///     tree), where the motion holds its last value.
    /// - Returns: the motion, within the fitter's tolerance of `value` over `window`.
    /// - Throws: `TooDetailed` when the motion cannot be fitted within the budget (where it ran out, and of what).
    public func fit(
        over window: ClosedRange<Double>, breaks: [Double] = [],
        easings: (Double, Double) -> [TimingFunction] = { _, _ in [] },
        value: (Double) -> [Double]?
    ) throws(TooDetailed) -> Motion {
        var cuts = Set(breaks.filter { $0 > window.lowerBound && $0 < window.upperBound })
        cuts.formUnion([window.lowerBound, window.upperBound])
        let times = cuts.sorted()
        var builder = Builder(tolerance: tolerance)
        let length = window.upperBound - window.lowerBound
        var samplesLeft = Int(min(Self.samplesPerSecond * length + Self.budgetFloor, 1e9))
        let maximumKeys = Int(min(Self.keysPerSecond * length + Self.budgetFloor, 1e9))
        var pieces = Array(zip(times, times.dropFirst()).reversed())
        while let (a, b) = pieces.popLast() {
            // Limits from inside the piece: at its ends the engine may still show what is on the other side (an
            // animation's last instant is its end value; it is removed just after).
            guard let start = value(Self.justAfter(a)) ?? value((a + b) / 2) else {
                builder.hold(until: b)
                continue
            }
            let end = value(Self.justBefore(b)) ?? start
            if let exact = exactEasing(from: a, to: b, start: start, end: end, candidates: [.linear] + easings(a, b), value: value) {
                builder.add(Motion.Key(time: a, value: start))
                builder.add(Motion.Key(time: b, value: end), easing: exact)
                continue
            }
            let grid = Grid(from: a, to: b, step: step, tolerance: tolerance, budget: samplesLeft, value: value)
            samplesLeft -= grid.times.count
            guard samplesLeft > 0 else {
                throw TooDetailed(time: grid.exhaustedAt ?? a, resource: .samples)
            }
            if b - a > 1e-8, let jump = grid.unlistedJump(tolerance: tolerance) {
                // Fit both sides of a step on their own, the earlier first.
                pieces.append((jump, b))
                pieces.append((a, jump))
                continue
            }
            builder.add(Motion.Key(time: a, value: start))
            builder.fitLinear(grid, tolerance: tolerance * 3 / 4)
            guard builder.keys.count <= maximumKeys else {
                throw TooDetailed(time: builder.keys[maximumKeys].time, resource: .keys)
            }
        }
        return builder.motion(defaultValue: value(window.lowerBound) ?? [])
    }

    /// A time so close before `t` that the value there is the limit from the left.
    static func justBefore(_ t: Double) -> Double { t - max(1e-9, abs(t) * 1e-12) }

    /// A time so close after `t` that the value there is the limit from the right.
    static func justAfter(_ t: Double) -> Double { t + max(1e-9, abs(t) * 1e-12) }

    /// The first candidate that reproduces every value of the piece (to a thousandth of the tolerance), `nil` if none.
    private func exactEasing(
        from a: Double, to b: Double, start: [Double], end: [Double], candidates: [TimingFunction],
        value: (Double) -> [Double]?
    ) -> Motion.Easing? {
        guard start.count == end.count else { return nil }
        let probes = (1..<24).map { Double($0) / 24 }
        let samples = probes.map { value(a + $0 * (b - a)) }
        let limit = tolerance / 1000
        for candidate in candidates {
            let matches = zip(probes, samples).allSatisfy { u, sample in
                guard let sample, sample.count == start.count else { return false }
                let f = candidate.value(at: u)
                return zip(sample, zip(start, end)).allSatisfy { abs($0 - ($1.0 + ($1.1 - $1.0) * f)) <= limit }
            }
            if matches { return candidate.isLinear ? .linear : .curve(candidate) }
        }
        return nil
    }
}

/// Values across a piece, the last just before its end: evenly spaced, then halved wherever the value at a
/// cell's middle strays from the straight line between its ends by more than an eighth of the tolerance, so that a
/// line through the grid values is within that of the values between them too. A discontinuity halves its cell
/// down to a nanosecond, where it is found.
private struct Grid {
    var times: [Double] = []
    var values: [[Double]] = []
    /// The most samples this piece may take (the motion's budget left); past it the grid stops refining, and its
    /// count tells the fitter that the budget is spent.
    let capacity: Int
    /// Where the grid stopped refining for want of samples.
    private(set) var exhaustedAt: Double?

    init(from a: Double, to b: Double, step: Double, tolerance: Double, budget: Int, value: (Double) -> [Double]?) {
        capacity = budget
        let count = min(max(Int(((b - a) / step).rounded(.up)), 8), 40_000)
        var last: [Double] = value(a) ?? []
        func sample(_ t: Double) -> [Double] {
            let v = value(t) ?? last
            last = v
            return v
        }
        let base = (0...count).map { i in
            i == 0 ? MotionFitter.justAfter(a) : i == count ? MotionFitter.justBefore(b) : a + (b - a) * Double(i) / Double(count)
        }
        var previous = (base[0], sample(base[0]))
        times.append(previous.0)
        values.append(previous.1)
        for t in base.dropFirst() {
            let next = (t, sample(t))
            refine(previous, next, tolerance: tolerance, sample: sample)
            previous = next
        }
        times[0] = a
        times[times.count - 1] = b
    }

    /// Appends the samples after `start` up to `end`, halving the cell where needed.
    private mutating func refine(_ start: (Double, [Double]), _ end: (Double, [Double]), tolerance: Double, sample: (Double) -> [Double]) {
        let width = end.0 - start.0
        if times.count >= capacity, exhaustedAt == nil { exhaustedAt = start.0 }
        if width > 1e-9, times.count < capacity {
            let middle = (start.0 + width / 2, sample(start.0 + width / 2))
            let straight = start.1.count == end.1.count ? zip(start.1, end.1).map { ($0 + $1) / 2 } : []
            // Past 1e11 the doubles' own rounding exceeds a tenth of a point: no finer grid can follow it.
            let rounding = (middle.1.map(abs).max() ?? 0) * 1e-12
            if Self.distance(middle.1, straight) > max(tolerance / 8, rounding) {
                refine(start, middle, tolerance: tolerance, sample: sample)
                refine(middle, end, tolerance: tolerance, sample: sample)
                return
            }
        }
        times.append(end.0)
        values.append(end.1)
    }

    /// The largest change of any component between two values (infinite between values of different shapes).
    static func distance(_ x: [Double], _ y: [Double]) -> Double {
        guard x.count == y.count else { return .infinity }
        return zip(x, y).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }

    /// The first discontinuity of more than half the tolerance: a cell no wider than a few nanoseconds across
    /// which the value leaps. The instant just after it.
    func unlistedJump(tolerance: Double) -> Double? {
        for k in 0..<(times.count - 1) where times[k + 1] - times[k] <= 4e-9 && Self.distance(values[k], values[k + 1]) > tolerance / 2 {
            if k + 1 < times.count - 1 { return times[k + 1] }
        }
        return nil
    }
}

/// Collects keys, merging a piece's start with the previous piece's end where the value does not jump.
private struct Builder {
    let tolerance: Double
    var keys: [Motion.Key] = []
    var easings: [Motion.Easing] = []

    mutating func add(_ key: Motion.Key, easing: Motion.Easing = .linear) {
        if let last = keys.last, last.time == key.time {
            // The same instant: one key where the value goes on, two where it jumps.
            // (A tenth of the tolerance is room the fit leaves: its keys stay within 0.875 of it.)
            if Grid.distance(last.value, key.value) <= tolerance / 10 { return }
        }
        if !keys.isEmpty { easings.append(easing) }
        keys.append(key)
    }

    /// Holds the last value (the quantity does not exist here).
    mutating func hold(until t: Double) {
        guard let last = keys.last else { return }
        add(Motion.Key(time: t, value: last.value))
    }

    /// Linear keys from the last key along the grid, each piece as long as some line through its start stays
    /// within `tolerance` of every grid value it spans; its end is the grid value, moved into that band if need be.
    mutating func fitLinear(_ grid: Grid, tolerance: Double) {
        var i = 0
        var origin = keys[keys.count - 1].value
        let n = grid.times.count - 1
        while i < n {
            // A run that one eased curve covers further than a line does is one key, not many.
            let linearReach = Self.linearReach(grid, from: i, origin: origin, tolerance: tolerance)
            if let (end, easing) = Self.curveRun(grid, from: i, origin: origin, tolerance: tolerance), end > linearReach {
                add(Motion.Key(time: grid.times[end], value: grid.values[end]), easing: .curve(easing))
                origin = grid.values[end]
                i = end
                continue
            }
            let dimensions = origin.count
            var low = [Double](repeating: -.infinity, count: dimensions)
            var high = [Double](repeating: .infinity, count: dimensions)
            var end = i + 1
            var bestLow = low
            var bestHigh = high
            for j in (i + 1)...n {
                guard grid.values[j].count == dimensions else { break }
                let dt = grid.times[j] - grid.times[i]
                var feasible = true
                for c in 0..<dimensions {
                    low[c] = max(low[c], (grid.values[j][c] - tolerance - origin[c]) / dt)
                    high[c] = min(high[c], (grid.values[j][c] + tolerance - origin[c]) / dt)
                    if low[c] > high[c] { feasible = false }
                }
                guard feasible else { break }
                (end, bestLow, bestHigh) = (j, low, high)
            }
            let dt = grid.times[end] - grid.times[i]
            let target = grid.values[end]
            let value: [Double]
            if target.count == dimensions {
                value = (0..<dimensions).map { c in min(max(target[c], origin[c] + bestLow[c] * dt), origin[c] + bestHigh[c] * dt) }
            } else {
                // The quantity changes shape here: a jump to the new shape.
                add(Motion.Key(time: grid.times[end], value: origin))
                value = target
            }
            add(Motion.Key(time: grid.times[end], value: value))
            origin = value
            i = end
        }
    }

    /// How far a line from `origin` at grid point `i` stays within `tolerance` of the grid values.
    static func linearReach(_ grid: Grid, from i: Int, origin: [Double], tolerance: Double) -> Int {
        let dimensions = origin.count
        var low = [Double](repeating: -.infinity, count: dimensions)
        var high = [Double](repeating: .infinity, count: dimensions)
        var end = i + 1
        for j in (i + 1)..<grid.times.count {
            guard grid.values[j].count == dimensions else { break }
            let dt = grid.times[j] - grid.times[i]
            for c in 0..<dimensions {
                low[c] = max(low[c], (grid.values[j][c] - tolerance - origin[c]) / dt)
                high[c] = min(high[c], (grid.values[j][c] + tolerance - origin[c]) / dt)
                if low[c] > high[c] { return end }
            }
            end = j
        }
        return end
    }

    /// The farthest grid point a single timing function (control points in 0…1, so SMIL and Lottie both take it)
    /// carries every component to from `origin`, within `tolerance` at every grid value on the way: the run up to
    /// where the value turns back, shortened until the curve fits. Its tangents are the values' own slopes at the
    /// ends (a Hermite cubic with its control points at ⅓ and ⅔ of the time).
    static func curveRun(_ grid: Grid, from i: Int, origin: [Double], tolerance: Double) -> (Int, TimingFunction)? {
        let dimensions = origin.count
        guard dimensions > 0, i + 2 < grid.times.count else { return nil }
        // The monotonic run: no component turns back (beyond the tolerance).
        var runEnd = i + 1
        var direction = [Double](repeating: 0, count: dimensions)
        scan: for j in (i + 1)..<min(grid.times.count, i + 1 + MotionFitter.maximumRun) {
            guard grid.values[j].count == dimensions else { break }
            for c in 0..<dimensions {
                let change = grid.values[j][c] - origin[c]
                if direction[c] == 0, abs(change) > tolerance { direction[c] = change > 0 ? 1 : -1 }
                if direction[c] != 0, (grid.values[j][c] - grid.values[runEnd][c]) * direction[c] < -tolerance / 4 { break scan }
            }
            runEnd = j
        }
        func fit(_ j: Int) -> TimingFunction? {
            let delta = (0..<dimensions).map { grid.values[j][$0] - origin[$0] }
            guard let c = (0..<dimensions).max(by: { abs(delta[$0]) < abs(delta[$1]) }), abs(delta[c]) > tolerance, j - i >= 2 else { return nil }
            let span = grid.times[j] - grid.times[i]
            func progress(_ k: Int) -> (u: Double, e: Double) {
                ((grid.times[k] - grid.times[i]) / span, (grid.values[k][c] - origin[c]) / delta[c])
            }
            let first = progress(i + 1)
            let last = progress(j - 1)
            let startSlope = first.e / first.u
            let endSlope = (1 - last.e) / (1 - last.u)
            let function = TimingFunction(1.0 / 3, min(max(startSlope / 3, 0), 1), 2.0 / 3, min(max(1 - endSlope / 3, 0), 1))
            for k in (i + 1)..<j {
                let f = function.value(at: (grid.times[k] - grid.times[i]) / span)
                for d in 0..<dimensions where abs(origin[d] + delta[d] * f - grid.values[k][d]) > tolerance { return nil }
            }
            return function
        }
        if let whole = fit(runEnd) { return (runEnd, whole) }
        // Shorten by halves to the longest run that fits.
        var (good, bad) = (i + 1, runEnd)
        var best: (Int, TimingFunction)?
        while bad - good > 1 {
            let mid = (good + bad) / 2
            if let function = fit(mid) { (good, best) = (mid, (mid, function)) } else { bad = mid }
        }
        return best
    }

    /// The keys, without keys in the middle of a straight run (a hold cut by breaks where nothing happens).
    func motion(defaultValue: [Double]) -> Motion {
        guard !keys.isEmpty else { return Motion(constant: defaultValue) }
        var (kept, keptEasings) = ([keys[0]], [Motion.Easing]())
        for i in 1..<keys.count {
            let easing = easings[i - 1]
            if i + 1 < keys.count, easing == .linear, easings[i] == .linear, let previous = kept.last,
                previous.time < keys[i].time, keys[i].time < keys[i + 1].time, previous.value.count == keys[i].value.count,
                keys[i + 1].value.count == keys[i].value.count
            {
                let u = (keys[i].time - previous.time) / (keys[i + 1].time - previous.time)
                let straight = zip(previous.value, zip(keys[i].value, keys[i + 1].value)).allSatisfy { p, pair in
                    abs(p + (pair.1 - p) * u - pair.0) <= 1e-9 * max(1, abs(pair.0))
                }
                if straight { continue }
            }
            kept.append(keys[i])
            keptEasings.append(easing)
        }
        return Motion(keys: kept, easings: keptEasings)
    }
}
