import EffectEngine
import EffectModel

/// One `@keyframes` rule: a motion's keys as percentages of one play and its rest, each interval eased as the
/// motion eases it — `cubic-bezier()` where an animation's timing function runs, a spring's whole settle as one
/// `linear()` easing, straight between keys elsewhere.
struct CSSKeyframes {
    /// A keyframe: where it lies (0…1 of the period), the property's value there, and the easing of the interval
    /// that follows it (`nil`: the animation's own).
    struct Frame: Equatable {
        var offset: Double
        var value: String
        var easing: String?
    }

    var frames: [Frame]

    init(frames: [Frame]) {
        self.frames = frames
    }

    /// Offsets are written to a ten-thousandth of a percent: a jump is two keyframes that far apart.
    static let jumpOffset = 1e-6

    /// The keyframes of `motion` over `duration` seconds and `rest` seconds after it (the last value held), the
    /// values written by `format`; where a spring runs (`springs`, in seconds), its settle as one easing.
    init(_ motion: Motion, duration: Double, rest: Double, springs: [ClosedRange<Double>] = [], format: ([Double]) -> String) {
        let period = duration + rest
        let played = motion.period(duration: duration, rest: rest)
        let (keys, easings) = (played.keys, played.easings)
        var frames: [Frame] = []
        var i = 0
        while i < keys.count {
            let offset = period > 0 ? keys[i].time / period : 0
            var frame = Frame(offset: offset, value: format(keys[i].value))
            // A jump: the earlier of two keys at one time moves just before it.
            if i + 1 < keys.count, keys[i + 1].time <= keys[i].time {
                frame.offset = max(offset - Self.jumpOffset, frames.last.map { $0.offset + Self.jumpOffset / 2 } ?? 0)
                if i == 0 || frame.offset >= offset { frame = Frame(offset: offset, value: "") }
            }
            if i + 1 < keys.count {
                if let run = Self.spring(keys, easings, from: i, springs: springs) {
                    frame.easing = run.easing
                    if !frame.value.isEmpty { frames.append(frame) }
                    i = run.end
                    continue
                }
                if case .curve(let function) = easings[i] {
                    frame.easing =
                        "cubic-bezier(\(SVGValues.numbers([function.x1, function.y1, function.x2, function.y2], decimals: 6).replacingOccurrences(of: " ", with: ", ")))"
                }
            }
            if !frame.value.isEmpty { frames.append(frame) }
            i += 1
        }
        self.frames = frames
    }

    /// A spring's settle from key `start`, when a spring begins there: the keys up to the spring's end (or the
    /// play's), all on the line from the first value to the last, as one `linear()` easing between those two keys,
    /// sampled `springSamples` times and thinned to what stays within `springTolerance` of progress. `nil` when no
    /// spring begins at the key or its values leave that line.
    private static func spring(_ keys: [Motion.Key], _ easings: [Motion.Easing], from start: Int, springs: [ClosedRange<Double>]) -> (
        easing: String, end: Int
    )? {
        guard let spring = springs.first(where: { abs($0.lowerBound - keys[start].time) < 1e-9 }) else { return nil }
        var end = start
        while end < easings.count, keys[end + 1].time > keys[end].time, keys[end + 1].time <= spring.upperBound + 1e-9 { end += 1 }
        guard end - start >= 2 else { return nil }
        let (t0, t1) = (keys[start].time, keys[end].time)
        let motion = Motion(keys: Array(keys[start...end]), easings: Array(easings[start..<end]))
        let samples = (0...springSamples).map { motion.value(at: t0 + (t1 - t0) * Double($0) / Double(springSamples)) }
        guard let progress = progress(along: samples, from: keys[start].value, to: keys[end].value) else { return nil }
        let points = thinned(progress).map { index in
            let number = SVGValues.number(progress[index], decimals: 4)
            return index == 0 || index == springSamples
                ? number : number + " " + SVGValues.number(Double(index) / Double(springSamples) * 100, decimals: 3) + "%"
        }
        return ("linear(" + points.joined(separator: ", ") + ")", end)
    }

    /// Samples of a spring's run, both ends included.
    static let springSamples = 240
    /// How far `linear()`'s straight pieces may stray from the spring, in progress (a thousandth of the distance).
    static let springTolerance = 0.001

    /// Each value's progress from `a` to `b`, when every value lies on that line (within a millionth of the
    /// distance, and of a unit); `nil` otherwise or when the ends are equal.
    private static func progress(along values: [[Double]], from a: [Double], to b: [Double]) -> [Double]? {
        guard a.count == b.count, values.allSatisfy({ $0.count == a.count }) else { return nil }
        let delta = zip(b, a).map { $0 - $1 }
        let length2 = delta.reduce(0) { $0 + $1 * $1 }
        guard length2 > 1e-12 else { return nil }
        let tolerance = 1e-6 * max(length2.squareRoot(), 1)
        var progress: [Double] = []
        for value in values {
            let offset = zip(value, a).map { $0 - $1 }
            let p = zip(offset, delta).reduce(0) { $0 + $1.0 * $1.1 } / length2
            guard zip(offset, delta).allSatisfy({ abs($0 - p * $1) <= tolerance }) else { return nil }
            progress.append(p)
        }
        progress[0] = 0
        progress[progress.count - 1] = 1
        return progress
    }

    /// The indices of evenly spaced samples to keep so that straight lines between them stay within
    /// `springTolerance` of every sample (Ramer–Douglas–Peucker); the ends always.
    private static func thinned(_ samples: [Double]) -> [Int] {
        var keep = Set([0, samples.count - 1])
        var spans = [(0, samples.count - 1)]
        while let (a, b) = spans.popLast() {
            guard b - a > 1 else { continue }
            var (worst, error) = (a, 0.0)
            for i in (a + 1)..<b {
                let f = Double(i - a) / Double(b - a)
                let e = abs(samples[i] - (samples[a] + (samples[b] - samples[a]) * f))
                if e > error { (worst, error) = (i, e) }
            }
            if error > springTolerance {
                keep.insert(worst)
                spans += [(a, worst), (worst, b)]
            }
        }
        return keep.sorted()
    }

    /// The rule, named `name`.
    func rule(named name: String) -> String {
        var text = "@keyframes \(name) {\n"
        for frame in frames {
            text += "  \(SVGValues.number(frame.offset * 100, decimals: 4))% { \(frame.value)"
            if let easing = frame.easing { text += " animation-timing-function: \(easing);" }
            text += " }\n"
        }
        return text + "}\n"
    }
}
