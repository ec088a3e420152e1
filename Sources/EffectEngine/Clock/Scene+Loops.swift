import EffectModel

/// A motion that repeats for ever: an animation whose timing repeats without end, or a chain of completions that
/// adds the same animation again (the wave's `UIView.animate` calling itself), still going when the window ends.
public struct ForeverCycle: Sendable, Equatable {
    /// The layer it moves.
    public var layerID: String
    /// The animation's own name (`Grow halo`), when it has one.
    public var label: String?
    /// Seconds from one start of the cycle to the next.
    public var seconds: Double
}

extension Scene {
    /// Every motion still repeating at the end of the window, once per layer and cycle, in the order of the tracks.
    public var foreverCycles: [ForeverCycle] {
        var cycles: [ForeverCycle] = []
        for track in tracks {
            for attached in track.animations where attached.addedAt <= duration && min(attached.removedAt, track.removedAt) > duration {
                guard let seconds = repeatingCycle(of: attached) ?? chainedCycle(of: attached, on: track), seconds > 0, seconds.isFinite else {
                    continue
                }
                let cycle = ForeverCycle(layerID: track.model.id, label: attached.animation.label, seconds: seconds)
                if !cycles.contains(where: { $0.layerID == cycle.layerID && abs($0.seconds - seconds) < 1e-9 }) { cycles.append(cycle) }
            }
        }
        return cycles
    }

    /// The same scene, its review window `seconds` long (what a file that plays it loops over).
    public func playing(for seconds: Double) -> Scene {
        Scene(canvas: canvas, duration: seconds, tracks: tracks, interactions: interactions)
    }

    /// Whether every layer shows at `b` what it shows at `a` (each animated value to 1e-9): a loop from `a` to `b`
    /// plays on without a jump.
    public func showsTheSame(at a: Double, as b: Double) -> Bool {
        let sampler = Sampler(scene: self)
        return tracks.allSatisfy { track in
            guard track.exists(at: a) == track.exists(at: b) else { return false }
            return track.animatedKeyPaths.allSatisfy { keyPath in
                let (x, y) = (sampler.value(keyPath, of: track.model.id, at: a), sampler.value(keyPath, of: track.model.id, at: b))
                guard let x, let y else { return x == nil && y == nil }
                return x.components.count == y.components.count && zip(x.components, y.components).allSatisfy { abs($0 - $1) <= 1e-9 }
            }
        }
    }

    /// One cycle of an animation that repeats for ever, in document seconds.
    private func repeatingCycle(of attached: AttachedAnimation) -> Double? {
        let timing = attached.animation.timing
        guard timing.repeatCount.isInfinite || timing.repeatDuration.isInfinite, timing.speed > 0 else { return nil }
        return attached.animation.resolvedDuration(parentDuration: nil) * (timing.autoreverses ? 2 : 1) / timing.speed
    }

    /// How long ago the completions that added `attached` added the same animation before, if they did.
    private func chainedCycle(of attached: AttachedAnimation, on track: LayerTrack) -> Double? {
        var shape = attached.animation
        shape.timing.beginTime = 0
        var cause = attached.cause
        for _ in 0..<64 {
            guard case .completion(let layerID, let number) = cause, let earlier = self.track(layerID)?.animations[safe: number] else { return nil }
            var earlierShape = earlier.animation
            earlierShape.timing.beginTime = 0
            if layerID == track.model.id, earlierShape == shape { return attached.animation.timing.beginTime - earlier.animation.timing.beginTime }
            cause = earlier.cause
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
