import EffectModel

/// The presentation tree of a scene at any time: what Core Animation's render tree would show.
///
/// A pure function of the scene and the time: no caches, so a frame never depends on which frames were
/// sampled before it, and frames can be sampled in any order and on any thread.
public struct Sampler: Sendable {
    /// What the clock recorded.
    public let scene: Scene
    private let children: [String?: [Int]]
    private let parents: [String: String?]

    /// The presentation tree of `scene`, indexed once.
    public init(scene: Scene) {
        self.scene = scene
        var children: [String?: [Int]] = [:]
        var parents: [String: String?] = [:]
        for (index, track) in scene.tracks.enumerated() {
            children[track.parentID, default: []].append(index)
            parents[track.model.id] = track.parentID
        }
        self.children = children
        self.parents = parents
    }

    /// The root layers at `t` (seconds), each with its presentation values and sublayers.
    public func layers(at t: Double) -> [Layer] {
        tree(under: nil, at: t)
    }

    private func tree(under parent: String?, at t: Double) -> [Layer] {
        (children[parent] ?? []).compactMap { index in
            let track = scene.tracks[index]
            guard track.exists(at: t) else { return nil }
            var layer = track.presentation(at: t)
            layer.sublayers = tree(under: track.model.id, at: t)
            return layer
        }
    }

    /// The layer `id` at `t` with its presentation values and its sublayers, or `nil` when it is not in the tree
    /// then: what `layers(at:)` holds for it, at the cost of its own subtree.
    public func layer(_ id: String, at t: Double) -> Layer? {
        guard isInTree(id, at: t), let track = scene.track(id) else { return nil }
        var layer = track.presentation(at: t)
        layer.sublayers = tree(under: id, at: t)
        return layer
    }

    /// The tracks of the layers created under `parent` (`nil`: the root layers), in the order they were created.
    public func childTracks(of parent: String?) -> [LayerTrack] {
        (children[parent] ?? []).map { scene.tracks[$0] }
    }

    /// Whether the layer `id` is in the tree at `t`: it and all its superlayers exist then.
    public func isInTree(_ id: String, at t: Double) -> Bool {
        guard let track = scene.track(id), track.exists(at: t) else { return false }
        guard let parent = parents[id] ?? nil else { return true }
        return isInTree(parent, at: t)
    }

    /// The value of `keyPath` on layer `id` at `t`, or `nil` when the layer is not in the tree then.
    public func value(_ keyPath: AnimatableKeyPath, of id: String, at t: Double) -> AnimatableValue? {
        guard isInTree(id, at: t), let track = scene.track(id) else { return nil }
        return keyPath.value(of: track.presentation(at: t))
    }
}

extension Sampler {
    /// Where the layer's anchor point (its `position`) is on the canvas at `t`: its position carried through
    /// every superlayer's transform. `nil` when the layer is not in the tree then.
    public func canvasPosition(of id: String, at t: Double) -> Point? {
        guard isInTree(id, at: t), let track = scene.track(id) else { return nil }
        return canvasPoint(track.presentation(at: t).position, inSuperlayerOf: track, at: t)
    }

    /// Where the layer's anchor point shows on the canvas at `t`: its position moved by its own transform's
    /// translation (a shake, a slide by `transform.translation`), which scale and rotation about it leave in place.
    public func canvasAnchor(of id: String, at t: Double) -> Point? {
        guard let track = scene.track(id) else { return nil }
        let layer = track.presentation(at: t)
        let (bounds, unit) = (layer.bounds, layer.anchorPoint)
        return canvasPoint(Point(bounds.minX + unit.x * bounds.width, bounds.minY + unit.y * bounds.height), inLayer: id, at: t)
    }

    /// Where a point of the layer's own bounds space (a touch on a component) is on the canvas at `t`.
    public func canvasPoint(_ point: Point, inLayer id: String, at t: Double) -> Point? {
        guard isInTree(id, at: t), let track = scene.track(id) else { return nil }
        return canvasPoint(track.presentation(at: t).transformToSuperlayer.apply(to: point), inSuperlayerOf: track, at: t)
    }

    /// The map from the layer's bounds space to the canvas at `t`: its own transform and every superlayer's.
    public func canvasTransform(of id: String, at t: Double) -> AffineTransform? {
        guard isInTree(id, at: t), let track = scene.track(id) else { return nil }
        var transform = track.presentation(at: t).transformToSuperlayer
        var parent = track.parentID
        while let parentID = parent, let parentTrack = scene.track(parentID) {
            transform = transform.concatenating(parentTrack.presentation(at: t).transformToSuperlayer)
            parent = parentTrack.parentID
        }
        return transform
    }

    /// A point of `track`'s superlayer's bounds space, carried through every superlayer's transform.
    private func canvasPoint(_ point: Point, inSuperlayerOf track: LayerTrack, at t: Double) -> Point {
        var point = point
        var parent = track.parentID
        while let parentID = parent, let parentTrack = scene.track(parentID) {
            point = parentTrack.presentation(at: t).transformToSuperlayer.apply(to: point)
            parent = parentTrack.parentID
        }
        return point
    }
}
