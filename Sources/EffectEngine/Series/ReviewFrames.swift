import EffectModel

/// A frame chosen for what happens in it, as a motion storyboard shows key poses rather than a uniform clock.
public struct ReviewFrame: Sendable, Equatable {
    /// Why a frame is there. Its wording belongs to the page that shows it.
    public enum Reason: Hashable, Sendable {
        /// The window's start.
        case start
        /// The window's end.
        case end
        /// A scripted touch or tap on the component `layerID`.
        case interaction(Interaction.EventKind, layerID: String)
        /// An animation (its `label`, when it has one) begins or ends on the layer.
        case begins(String?, layerID: String)
        /// An animation (its `label`, when it has one) ends on the layer.
        case ends(String?, layerID: String)
        /// A turning point of a key path's value: a spring's peak, a wave's turnaround (`value` in model units).
        case peak(AnimatableKeyPath, layerID: String, value: Double)
        /// A low turning point of a key path's value (`value` in model units).
        case trough(AnimatableKeyPath, layerID: String, value: Double)
        /// The value jumps.
        case jump(AnimatableKeyPath, layerID: String)
        /// Placed between two others so that no change between neighbouring frames is larger than the step.
        case inBetween
    }

    /// Document seconds.
    public var time: Double
    /// Most telling first.
    public var reasons: [Reason]
    /// For a run of identical frames collapsed into this one: the time of the last of them.
    public var holdsUntil: Double?
}

/// Chooses a scene's key frames from its motion: the start and end, every interaction, the start and end of
/// each animation, each turning point of a value (refined to 0.1 ms), each jump; then, during motion, frames
/// between those — where the picture changes, when a `pictureChange` measure is given, else evenly so that no value
/// changes by more than `step` of its whole range from one frame to the next; then runs of identical frames
/// collapsed into holds.
public struct ReviewFrameSelection {
    /// The largest change of any value between neighbouring frames, as a fraction of its range in the window.
    public var step = 0.25
    /// Frames at most; past it the step widens, then in-between frames and animation edges give way.
    public var maximumFrames = 24
    /// How the review picture differs between the frames at two times, measured by whoever can draw them; with it,
    /// in-betweens follow what is seen rather than how far values travel.
    public var pictureChange: (@Sendable (Double, Double) -> PictureDifference)?
    /// With `pictureChange`: in-betweens split the whole effect's change into about this many equal steps.
    public static let pictureSteps = 10.0
    /// With `pictureChange`: an in-between that differs from a neighbour in less of the picture than this is dropped.
    public static let leastVisibleChange = 0.002

    /// A selection with `step` (a fraction of each value's range), at most `maximumFrames` frames, measuring the picture with `pictureChange` if given.
    public init(step: Double = 0.25, maximumFrames: Int = 24, pictureChange: (@Sendable (Double, Double) -> PictureDifference)? = nil) {
        self.step = step
        self.maximumFrames = maximumFrames
        self.pictureChange = pictureChange
    }

    /// The scene's key frames, in time order.
    public func frames(of scene: Scene) -> [ReviewFrame] {
        let window = 0...scene.duration
        let sampler = Sampler(scene: scene)
        let watched = SceneSeries(scene: scene, resolution: 400) { $0.valueKind != .path }.series.compactMap { Watched($0, sampler: sampler) }
        var candidates: [ReviewFrame] = [ReviewFrame(time: 0, reasons: [.start]), ReviewFrame(time: scene.duration, reasons: [.end])]
        for event in scene.interactions where window.contains(event.time) {
            candidates.append(ReviewFrame(time: event.time, reasons: [.interaction(event.event.kind, layerID: event.layerID)]))
        }
        for series in watched {
            candidates +=
                series.edges(in: window) + series.turningPoints()
                + series.series.jumps.filter { series.shows($0) && changesPicture($0) }.map {
                    ReviewFrame(time: $0.time, reasons: [.jump(series.series.keyPath, layerID: series.series.layerID)])
                }
        }
        var frames = Self.merged(candidates)
        // In-betweens only where there is room for them: past the cap they would be the first to go (and
        // looking for them costs every value's travel between every two frames).
        if frames.count <= maximumFrames {
            if let pictureChange {
                let profile = PictureProfile(frames) { pictureChange($0, $1).magnitude }
                var step = max(profile.total / Self.pictureSteps, 1e-9)
                var filled = profile.filled(step: step)
                while filled.count > maximumFrames, step < profile.total {
                    step *= 1.5
                    filled = profile.filled(step: step)
                }
                frames = Self.withoutUnseenInBetweens(filled) { pictureChange($0, $1).changedPixels }
            } else {
                var step = self.step
                var filled = Self.filled(frames, watched: watched, step: step)
                while filled.count > maximumFrames, step < 4 {
                    step *= 1.5
                    filled = Self.filled(frames, watched: watched, step: step)
                }
                frames = filled
            }
        }
        frames = Self.collapsedHolds(frames, sampler: sampler)
        if frames.count > maximumFrames { frames = Self.trimmed(frames, to: maximumFrames) }
        return frames
    }

    /// Whether the picture differs just before and just after a jump (`jumpWindow` each side), when it can be
    /// measured.
    func changesPicture(_ jump: Jump) -> Bool {
        pictureChange.map { $0(max(0, jump.time - Self.jumpWindow), jump.time + Self.jumpWindow).changedPixels > 0 } ?? true
    }

    /// How far either side of a jump its picture is compared, in seconds: well under a frame, so that what moves
    /// smoothly does not count.
    static let jumpWindow = 0.00005

    /// Candidates within 1 ms of each other become one frame with all their reasons.
    static func merged(_ candidates: [ReviewFrame]) -> [ReviewFrame] {
        var frames: [ReviewFrame] = []
        for candidate in candidates.sorted(by: { $0.time < $1.time }) {
            if let last = frames.last, candidate.time - last.time < 0.001 {
                for reason in candidate.reasons where !frames[frames.count - 1].reasons.contains(reason) {
                    frames[frames.count - 1].reasons.append(reason)
                }
            } else {
                frames.append(candidate)
            }
        }
        return frames.map { frame in
            var frame = frame
            frame.reasons.sort { $0.priority < $1.priority }
            return frame
        }
    }

    /// In-between frames, evenly spaced, where a value travels more than `step` of its range between two frames:
    /// as many as it takes for every piece to stay within the step (at most 64 pieces).
    static func filled(_ frames: [ReviewFrame], watched: [Watched], step: Double) -> [ReviewFrame] {
        guard var previous = frames.first else { return [] }
        var result = [previous]
        for frame in frames.dropFirst() {
            let (a, b) = (previous.time, frame.time)
            func travel(_ t0: Double, _ t1: Double) -> Double { watched.map { $0.travel(from: t0, to: t1) }.max() ?? 0 }
            func times(_ pieces: Int) -> [Double] { (0...pieces).map { a + (b - a) * Double($0) / Double(pieces) } }
            // Within one frame of 60 fps a change is a cut, whatever its size: nothing in between can be seen.
            var pieces = b - a < 1.0 / 60 ? 1 : Int(travel(a, b) / step, rounding: .up, within: 1...64)
            while pieces < 64, b - a >= 1.0 / 60, zip(times(pieces), times(pieces).dropFirst()).contains(where: { travel($0, $1) > step }) {
                pieces += 1
            }
            for t in times(pieces).dropFirst().dropLast() { result.append(ReviewFrame(time: t, reasons: [.inBetween])) }
            result.append(frame)
            previous = frame
        }
        return result
    }

    /// In-betweens whose picture differs from a neighbour's in less than `leastVisibleChange` of its pixels: they show
    /// nothing new.
    static func withoutUnseenInBetweens(_ frames: [ReviewFrame], change: (Double, Double) -> Double) -> [ReviewFrame] {
        var kept: [ReviewFrame] = []
        for (index, frame) in frames.enumerated() {
            if frame.reasons == [.inBetween] {
                let next = index + 1 < frames.count ? frames[index + 1].time : nil
                if let last = kept.last, change(last.time, frame.time) < leastVisibleChange { continue }
                if let next, change(frame.time, next) < leastVisibleChange { continue }
            }
            kept.append(frame)
        }
        return kept
    }

    /// Runs of frames that show exactly the same tree become one frame that holds (the first of the run); a
    /// touch or tap, and a motion beginning, always have their own frame (its finger, or its start, is what it shows).
    static func collapsedHolds(_ frames: [ReviewFrame], sampler: Sampler) -> [ReviewFrame] {
        var result: [ReviewFrame] = []
        var trees: [[Layer]] = []  // each kept frame's picture
        var previousTree: [Layer]?
        for frame in frames {
            let tree = sampler.layers(at: frame.time)
            // A touch, and a motion beginning, are moments a designer looks for, even when nothing shows yet: a hold
            // that absorbed them would say they happened at its start.
            let isMoment = frame.reasons.contains {
                switch $0 {
                case .interaction, .begins: true
                default: false
                }
            }
            if let previousTree, tree == previousTree, !isMoment, let last = result.indices.last {
                result[last].holdsUntil = frame.time
                for reason in frame.reasons where reason != .inBetween && !result[last].reasons.contains(reason) {
                    result[last].reasons.append(reason)
                }
            } else {
                result.append(frame)
                trees.append(tree)
            }
            previousTree = tree
        }
        // A frame whose picture lasts until just before the next one holds too.
        for index in result.indices.dropLast() where result[index].holdsUntil == nil {
            let next = result[index + 1].time
            if next - result[index].time >= 1.0 / 60, sampler.layers(at: next - 1e-6) == trees[index] {
                result[index].holdsUntil = next - 1e-6
            }
        }
        return result
    }

    /// The `count` most telling frames, in time order, a frame as telling as its most telling reason: in-between
    /// frames go first, then animation edges; of the level that does not fit whole, frames spread evenly over it.
    static func trimmed(_ frames: [ReviewFrame], to count: Int) -> [ReviewFrame] {
        let levels = Dictionary(grouping: frames.indices) { frames[$0].reasons.map(\.priority).min() ?? 9 }
        var kept: [Int] = []
        for level in levels.keys.sorted() {
            let indices = levels[level]!
            let room = count - kept.count
            guard room > 0 else { break }
            if indices.count <= room {
                kept += indices
            } else {
                // Evenly over the level, its first and last among them.
                kept += (0..<room).map { indices[room == 1 ? 0 : $0 * (indices.count - 1) / (room - 1)] }
            }
        }
        return kept.sorted().map { frames[$0] }
    }
}

/// How two pictures of a review differ: the share of pixels that changed at all, and how much, on average.
public struct PictureDifference: Sendable, Equatable {
    /// The fraction of pixels (0…1) with a visible change.
    public var changedPixels: Double
    /// The mean absolute change of every channel of every pixel, 0…1: a fade counts as little as it shows.
    public var magnitude: Double

    /// A difference of `changedPixels` (0…1) of the pixels, by `magnitude` (0…1) on average.
    public init(changedPixels: Double, magnitude: Double) {
        self.changedPixels = changedPixels
        self.magnitude = magnitude
    }
}

/// How much the picture changes between the event frames, measured at 60 steps a second (at most 64 between two
/// frames, `maximumSamples` in all), so that in-betweens go where the change is.
struct PictureProfile {
    let frames: [ReviewFrame]
    /// For each gap between two frames: the sample times and the cumulative change at each.
    let gaps: [(times: [Double], cumulative: [Double])]

    /// Pictures measured at most, over all the gaps: what a review costs does not grow with the effect's length.
    static let maximumSamples = 240

    init(_ frames: [ReviewFrame], change: (Double, Double) -> Double) {
        self.frames = frames
        let span = max((frames.last?.time ?? 0) - (frames.first?.time ?? 0), 1e-9)
        gaps = zip(frames, frames.dropFirst()).map { previous, frame in
            let (a, b) = (previous.time, frame.time)
            // Within one frame of 60 fps a change is a cut, whatever its size: nothing in between can be seen.
            guard b - a >= 1.0 / 60 else { return ([a], [0]) }
            let share = Int(Double(Self.maximumSamples) * (b - a) / span, rounding: .down, within: 0...Self.maximumSamples)
            let steps = min(Int((b - a) * 60, rounding: .up, within: 2...64), max(2, share))
            // Up to just before the next frame: a cut at it is its own.
            let times = (0...steps).map { a + (b - 1e-6 - a) * Double($0) / Double(steps) }
            var cumulative = [0.0]
            for (t0, t1) in zip(times, times.dropFirst()) { cumulative.append(cumulative.last! + change(t0, t1)) }
            return (times, cumulative)
        }
    }

    /// The change over the whole effect.
    var total: Double { gaps.map { $0.cumulative.last ?? 0 }.reduce(0, +) }

    /// The frames with in-betweens at equal shares of each gap's change, each share at most `step`.
    func filled(step: Double) -> [ReviewFrame] {
        guard let first = frames.first else { return [] }
        var result = [first]
        for (gap, frame) in zip(gaps, frames.dropFirst()) {
            let total = gap.cumulative.last ?? 0
            // A motion of its own that lasts 100 ms or more (a thin icon turning) shows at least its middle.
            let lasting = total > 0 && frame.time - (gap.times.first ?? frame.time) >= 0.1
            let pieces = max(Int(total / step, rounding: .up, within: 1...64), lasting ? 2 : 1)
            for piece in 1..<pieces {
                let target = total * Double(piece) / Double(pieces)
                guard let index = gap.cumulative.firstIndex(where: { $0 >= target }), index > 0 else { continue }
                // Between the two samples around the target, in proportion.
                let (c0, c1) = (gap.cumulative[index - 1], gap.cumulative[index])
                let f = c1 > c0 ? (target - c0) / (c1 - c0) : 0
                let t = gap.times[index - 1] + (gap.times[index] - gap.times[index - 1]) * f
                if let last = result.last, t - last.time < 0.001 { continue }
                result.append(ReviewFrame(time: t, reasons: [.inBetween]))
            }
            result.append(frame)
        }
        return result
    }
}

extension ReviewFrame.Reason {
    /// Lower is more telling: what the user did and where the motion turns, before edges and in-betweens.
    var priority: Int {
        switch self {
        case .start, .end: 0
        case .interaction: 1
        case .peak, .trough, .jump: 2
        case .begins, .ends: 3
        case .inBetween: 4
        }
    }
}

/// One key path of one layer, as the selection watches it: its samples and range, component by component.
struct Watched {
    let series: KeyPathSeries
    let sampler: Sampler
    /// Each component's lowest and highest value over the window.
    let ranges: [ClosedRange<Double>]

    /// `nil` for a value that does not move enough to be seen.
    init?(_ series: KeyPathSeries, sampler: Sampler) {
        let values = series.samples.compactMap(\.value?.components).map { components in
            [.opacity, .shadowOpacity].contains(series.keyPath) ? components.map { min(max($0, 0), 1) } : components
        }
        guard let width = values.first?.count, width > 0, values.allSatisfy({ $0.count == width }) else { return nil }
        let ranges = (0..<width).map { i in (values.map { $0[i] }.min()!)...(values.map { $0[i] }.max()!) }
        guard ranges.contains(where: { $0.upperBound - $0.lowerBound >= Self.smallestVisible(series.keyPath) }) else { return nil }
        self.series = series
        self.sampler = sampler
        self.ranges = ranges
    }

    /// The least change of a key path's value a review notices: 1 pt, 1°, 1 % of a factor or an opacity.
    static func smallestVisible(_ keyPath: AnimatableKeyPath) -> Double {
        switch keyPath {
        case .rotation, .rotationZ: .pi / 180
        case .opacity, .shadowOpacity, .strokeStart, .strokeEnd, .scale, .scaleX, .scaleY, .anchorPoint, .startPoint, .endPoint: 0.01
        default: keyPath.valueKind == .color || keyPath.valueKind == .colors || keyPath.valueKind == .numbers ? 0.01 : 1
        }
    }

    /// Whether a jump shows as one: not while the layer is transparent (a model value set under a fade), and by at
    /// least `smallestVisible` as the value shows (not a scale that snaps from 1.001 to 1); a layer that comes or goes
    /// always does.
    func shows(_ jump: Jump) -> Bool {
        guard jump.isVisible else { return false }
        guard let before = jump.before.map(shown), let after = jump.after.map(shown), before.count == after.count else { return true }
        return zip(before, after).contains { abs($0 - $1) >= Self.smallestVisible(series.keyPath) }
    }

    /// The value at `t` as it shows: an opacity beyond 0…1 (a spring's overshoot) shows as its end of the range.
    func components(at t: Double) -> [Double]? {
        sampler.value(series.keyPath, of: series.layerID, at: t).map(shown)
    }

    private func shown(_ value: AnimatableValue) -> [Double] {
        switch series.keyPath {
        case .opacity, .shadowOpacity: value.components.map { min(max($0, 0), 1) }
        default: value.components
        }
    }

    /// The begin and end of each animation on the key path, inside the window, where they could be seen (not
    /// before the animation was added).
    func edges(in window: ClosedRange<Double>) -> [ReviewFrame] {
        series.spans.flatMap { span -> [ReviewFrame] in
            [
                ReviewFrame(time: span.begin, reasons: [.begins(span.animation.label, layerID: series.layerID)]),
                ReviewFrame(time: span.end, reasons: [.ends(span.animation.label, layerID: series.layerID)]),
            ]
            .filter { $0.time >= span.addedAt }
        }.filter { window.contains($0.time) }
    }

    /// Where a component's value turns, found among the samples and refined by golden-section search to 0.1 ms.
    /// A turn counts when it stands out: its prominence (how far the value falls, or rises, before it meets a
    /// higher peak or a lower trough on either side) is at least 2 % of the range and visible; turns at a jump are
    /// the jump's.
    func turningPoints() -> [ReviewFrame] {
        var frames: [ReviewFrame] = []
        let samples = series.samples.compactMap { sample in sample.value.map { (sample.time, shown($0)) } }
        let jumps = series.jumps.map(\.time)
        for component in ranges.indices where ranges[component].upperBound - ranges[component].lowerBound >= Self.smallestVisible(series.keyPath) {
            let range = ranges[component].upperBound - ranges[component].lowerBound
            let values = samples.map { $0.1[component] }
            for i in values.indices.dropFirst().dropLast() {
                // Strictly on both sides: where a value arrives and stays (a plateau) it has not turned.
                let isPeak = values[i] > values[i - 1] && values[i] > values[i + 1]
                let isTrough = values[i] < values[i - 1] && values[i] < values[i + 1]
                guard isPeak || isTrough, !jumps.contains(where: { abs($0 - samples[i].0) < 0.002 }) else { continue }
                let sign = isPeak ? 1.0 : -1.0
                // How far the value falls before it is back as high (within 512 samples each way, as scipy's
                // `wlen` bounds it: a wave's thousands of equal peaks each look as far as the next).
                func lowestUntilAsHigh(_ indices: some Sequence<Int>) -> Double {
                    var lowest = values[i] * sign
                    for j in indices.prefix(512) {
                        if values[j] * sign >= values[i] * sign { break }
                        lowest = min(lowest, values[j] * sign)
                    }
                    return lowest
                }
                let prominence =
                    values[i] * sign - max(lowestUntilAsHigh(stride(from: i - 1, through: 0, by: -1)), lowestUntilAsHigh(i + 1..<values.count))
                guard prominence >= max(range * 0.02, Self.smallestVisible(series.keyPath)) else { continue }
                let t = refine(component: component, from: samples[i - 1].0, to: samples[i + 1].0, maximum: isPeak)
                guard let value = components(at: t)?[component] else { continue }
                let keyPath = series.keyPath
                let layerID = series.layerID
                frames.append(
                    ReviewFrame(
                        time: t, reasons: [isPeak ? .peak(keyPath, layerID: layerID, value: value) : .trough(keyPath, layerID: layerID, value: value)]
                    ))
            }
        }
        return frames
    }

    /// The time in `lower…upper` where the component is highest (or lowest), to 0.1 ms.
    private func refine(component: Int, from lower: Double, to upper: Double, maximum: Bool) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (a, b) = (lower, upper)
        func score(_ t: Double) -> Double {
            guard let v = components(at: t)?[component] else { return -.infinity }
            return maximum ? v : -v
        }
        while b - a > 0.0001 {
            let c = b - (b - a) * ratio
            let d = a + (b - a) * ratio
            if score(c) >= score(d) { b = d } else { a = c }
        }
        return (a + b) / 2
    }

    /// The largest distance any component travels between `a` and just before `b` (summed along the samples
    /// between them), as a fraction of its range; a jump at `b` is a cut, not travel.
    func travel(from a: Double, to b: Double) -> Double {
        var points = series.samples.filter { $0.time > a && $0.time < b - 1e-6 }.compactMap { $0.value.map(shown) }
        if let start = components(at: a) { points.insert(start, at: 0) }
        if let end = components(at: max(a, b - 1e-6)) { points.append(end) }
        guard points.count > 1 else { return 0 }
        return ranges.indices.map { component -> Double in
            let range = ranges[component].upperBound - ranges[component].lowerBound
            guard range >= Self.smallestVisible(series.keyPath) else { return 0 }
            var total = 0.0
            for (p, q) in zip(points, points.dropFirst()) where p.count > component && q.count > component {
                total += abs(q[component] - p[component])
            }
            return total / range
        }.max() ?? 0
    }
}
