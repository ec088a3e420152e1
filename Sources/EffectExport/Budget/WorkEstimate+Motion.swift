import EffectCompositions
import EffectEngine
import EffectModel

extension WorkEstimate {
    /// The motions of `scene` fitted for a file that plays it (the animated SVG, Lottie, CSS), each by the samples
    /// the fitter takes: a piece an exact easing reproduces costs its probes, one it fits on its grid (springs,
    /// keyframes) a sample every 0.5 ms and more about every keyframe, within the fitter's own bound; each sample as
    /// costly as the value is large. With `keyBytes`, the keys the file holds (Lottie's typed tree): keyframe values
    /// and spring turns, each cycle.
    static func fitting(of scene: Scene, _ document: EffectDocument, keyBytes: Double = 0) -> WorkEstimate {
        let window = 0...max(scene.duration, 0)
        let cap = MotionFitter.samplesPerSecond * window.upperBound + MotionFitter.budgetFloor
        var (samples, keys, seconds, motions) = (0.0, 0.0, 0.0, 0)
        var worst: (track: LayerTrack, animation: Animation, seconds: Double)?
        for track in scene.tracks {
            for attached in track.animations {
                let work = MotionWork(attached, track: track, window: window)
                guard work.active > 0 else { continue }
                let taken = min(work.samples, cap)
                let others = Double(min(track.animations.count, 9) - 1)
                let cost = taken * Rate.fittedSample * (1 + work.valueSize / 64) * (1 + others / 4)
                (samples, keys, seconds, motions) = (samples + taken, keys + work.keys, seconds + cost, motions + 1)
                if cost > worst?.seconds ?? -1 { worst = (track, attached.animation, cost) }
            }
        }
        guard motions > 0 else { return WorkEstimate() }
        let path = worst.map { document.jsonPath(ofWhatMoves: $0.track.model.id, $0.animation.keyPaths) ?? "animations" }
        var parts = [
            Part(
                seconds: seconds, what: "\(count(Double(motions), "motion")) fitted from \(count(samples)) samples",
                fix: "animate fewer layers, with fewer repeats, springs or keyframes over a shorter duration", path: path)
        ]
        if keyBytes > 0 {
            parts.append(
                Part(
                    seconds: 0, bytes: keys * keyBytes, what: "\(count(keys, "key"))",
                    fix: "animate fewer layers, with fewer keyframes or repeats", path: path))
        }
        return WorkEstimate(parts)
    }

    /// The timing-curve charts of `scene` (`curves`, the sheet's charts, the docs pages): each animated key path
    /// of each layer sampled (400 times, and about each event: an animation added, begun, ended, taken off), each
    /// turn of its value found among the samples (a keyframe, a spring's swing, a cycle: at most half the samples)
    /// and refined, the key frames chosen from them; and the plots drawn `drawings` times, at most 12 layers of one
    /// role on one.
    static func charts(of scene: Scene, _ document: EffectDocument, drawings: Int = 1) -> WorkEstimate {
        let window = 0...max(scene.duration, 0)
        var (series, events, turns) = (0.0, 0.0, 0.0)
        var members: [String: Int] = [:]
        var worst: (track: LayerTrack, seconds: Double)?
        for track in scene.tracks where !track.animatedKeyPaths.isEmpty {
            let charted = Double(track.animatedKeyPaths.count)
            var (own, bends) = (0.0, 0.0)
            for attached in track.animations {
                let work = MotionWork(attached, track: track, window: window)
                (own, bends) = (own + 4, bends + work.turns + 2 * work.pieces)
            }
            bends = min(bends, Self.turnsFound * charted)
            (series, events, turns) = (series + charted, events + own, turns + bends)
            for keyPath in track.animatedKeyPaths { members["\(ChartGroup.role(of: track.model.id))\u{0}\(keyPath.rawValue)", default: 0] += 1 }
            let seconds = charted * Rate.chart + own * Rate.chartEvent + bends * Rate.chartTurn
            if seconds > worst?.seconds ?? -1 { worst = (track, seconds) }
        }
        guard series > 0 else { return WorkEstimate() }
        let drawn = Double(members.values.reduce(0) { $0 + min($1, ChartGroup.maximumMembers) })
        let path = worst.map { document.jsonPath(ofWhatMoves: $0.track.model.id, $0.track.animatedKeyPaths) ?? "animations" }
        return WorkEstimate([
            Part(
                seconds: series * Rate.chart + events * Rate.chartEvent + turns * Rate.chartTurn, bytes: (events + turns) * Rate.chartEventBytes,
                what: "\(count(series, "charted value")) of \(count(events)) events and \(count(turns)) turns",
                fix: "animate fewer layers, with fewer repeats or keyframes", path: path),
            Part(
                seconds: drawn * Double(drawings) * Rate.drawnChart, bytes: drawn * Rate.drawnChartBytes,
                what: "\(count(drawn, "value")) drawn on charts" + (drawings > 1 ? " \(drawings) times" : ""),
                fix: "animate fewer layers, or fewer properties of each", path: path),
        ])
    }

    /// The turns a chart finds at most: half its 400 samples.
    static let turnsFound = 200.0

    /// `times` presentation trees of `scene` (`sample`): each layer's values at each time.
    public static func samples(of scene: Scene, times: Int) -> WorkEstimate {
        let evaluations = Double(times) * Double(scene.tracks.count)
        return WorkEstimate([
            Part(
                seconds: evaluations * Rate.fittedSample, what: "\(count(evaluations)) layer values sampled",
                fix: "give fewer --times or name a --layer",
                path: nil)
        ])
    }
}

/// What fitting one animation on its layer asks of the fitter, over the review window.
private struct MotionWork {
    /// Seconds of the window during which it runs (its active period, while attached and while the layer is there).
    var active = 0.0
    /// Samples the fitter takes to follow it.
    var samples = 0.0
    /// Its legs (an autoreversing cycle has two), each a piece the fitter fits on its own.
    var pieces = 0.0
    /// Where its value bends within a leg: its keyframes, a spring's swings.
    var turns = 0.0
    /// Keys a file holds to reproduce it: two a leg, and one a turn.
    var keys: Double { 2 * pieces + turns }
    /// Numbers in one of its values (a colour 4, a gradient of 500 colours 2 000).
    var valueSize = 1.0

    init(_ attached: AttachedAnimation, track: LayerTrack, window: ClosedRange<Double>) {
        let animation = attached.animation
        let begin = max(attached.addedAt, animation.timing.beginTime, track.createdAt, window.lowerBound)
        let end = min(attached.removedAt, attached.finishesAt, animation.endTime, track.removedAt, window.upperBound)
        active = max(end - begin, 0)
        guard active > 0 else { return }
        add(animation, active: active, parentDuration: nil)
    }

    /// Adds `animation`'s work over `active` seconds (a group's children over the group's).
    private mutating func add(_ animation: Animation, active: Double, parentDuration: Double?) {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        let leg = max(duration / max(animation.timing.speed, 1e-3), 1e-3)
        // Each leg is a piece of its own (an autoreversing cycle has two).
        let legs = max((active / leg).rounded(.up), 1) * (animation.timing.autoreverses ? 2 : 1)
        pieces += legs
        // The fitter's 24 probes and the ends of a piece, and its 0.5 ms grid where no exact easing fits.
        let probes = 26 * legs
        let grid = active / 0.0005
        func size(_ values: [AnimatableValue?]) -> Double { Double(values.compactMap { $0?.components.count }.max() ?? 1) }
        switch animation.kind {
        case .basic(let from, let to, let by):
            samples += probes
            valueSize = max(valueSize, size([from, to, by]))
        case .spring(_, let from, let to, let by):
            // A spring swings about ten times before it settles.
            samples += probes + grid
            turns += 20 * legs
            valueSize = max(valueSize, size([from, to, by]))
        case .keyframe(let keyframes):
            let values = Double(keyframes.path?.elements.count ?? keyframes.values.count)
            // Each keyframe is a bend the grid halves its cells about, down to a nanosecond.
            samples += probes + grid + 40 * values * legs
            turns += values * legs
            valueSize = max(valueSize, size(keyframes.values))
        case .group(let children):
            for child in children { add(child, active: active, parentDuration: duration) }
        }
    }
}
