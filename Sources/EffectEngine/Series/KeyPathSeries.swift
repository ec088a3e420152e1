import EffectModel

/// One key path of one layer over a window of time.
public struct KeyPathSeries: Sendable {
    /// The layer.
    public var layerID: String
    /// The property.
    public var keyPath: AnimatableKeyPath
    /// (time, value) in time order; `nil` where the layer is not in the tree.
    public var samples: [(time: Double, value: AnimatableValue?)]
    /// The values at the marked times.
    public var marked: [(time: Double, value: AnimatableValue?)]
    /// Each animation that drives this key path, in the order added.
    public var spans: [AnimationSpan]
    /// Where the value jumps, and why.
    public var jumps: [Jump]

    init(sampler: Sampler, track: LayerTrack, keyPath: AnimatableKeyPath, window: ClosedRange<Double>, marks: [Double], resolution: Int) {
        let id = track.model.id
        layerID = id
        self.keyPath = keyPath
        func value(at t: Double) -> AnimatableValue? { sampler.value(keyPath, of: id, at: t) }
        let events = Self.eventTimes(track: track, keyPath: keyPath).filter { window.contains($0) }
        let epsilon = 1e-7
        let span = window.upperBound - window.lowerBound
        var times = (0...resolution).map { window.lowerBound + span * Double($0) / Double(resolution) }
        times += marks + events.flatMap { [$0 - epsilon, $0, $0 + epsilon] }
        times = Array(Set(times.filter { window.contains($0) })).sorted()
        samples = times.map { ($0, value(at: $0)) }
        marked = marks.map { ($0, value(at: $0)) }
        spans = track.animations.filter { $0.animation.keyPaths.contains(keyPath) && $0.animation.timing.beginTime < window.upperBound }
            .map { AnimationSpan($0, in: sampler.scene, layerRemovedAt: track.removedAt, window: window) }
        /// Whether the layer and every superlayer are in the tree and not fully transparent at `t`.
        func shows(_ t: Double) -> Bool {
            var id: String? = id
            while let current = id {
                guard case .number(let opacity)? = sampler.value(.opacity, of: current, at: t), opacity > 0.001 else { return false }
                id = sampler.scene.track(current)?.parentID
            }
            return true
        }
        // A layer coming or going is a jump only where it can be seen.
        func visible(_ t: Double) -> Bool {
            guard case .number(let opacity)? = sampler.value(.opacity, of: id, at: t) else { return false }
            return opacity > 0.001
        }
        jumps = events.compactMap { t in
            var before = value(at: t - epsilon)
            var after = value(at: t + epsilon)
            if before == nil, after != nil, !visible(t + epsilon) { before = after }
            if after == nil, before != nil, !visible(t - epsilon) { after = before }
            var jump = Jump(at: t, before: before, after: after, track: track, keyPath: keyPath)
            jump?.isVisible = shows(t - epsilon) || shows(t + epsilon)
            return jump
        }
    }

    /// Where the value may jump: every begin and end of an animation on the key path (children included), when
    /// each was added and taken off, the layer's creation and removal, and model changes.
    static func eventTimes(track: LayerTrack, keyPath: AnimatableKeyPath) -> [Double] {
        var times: [Double] = [track.createdAt, track.removedAt]
        for attached in track.animations where attached.animation.keyPaths.contains(keyPath) {
            times += [attached.addedAt, attached.removedAt]
            times += AnimationSpan.boundaries(attached.animation, offset: 0, parentDuration: nil)
        }
        times += track.modelChanges.filter { $0.keyPath == keyPath }.map(\.time)
        return Array(Set(times.filter(\.isFinite))).sorted()
    }
}
