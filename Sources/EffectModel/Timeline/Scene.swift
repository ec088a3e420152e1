/// An effect over time: every layer that ever exists, with its model-value changes and the animations
/// added to it, as the document's clock (`Timeline`) recorded them. Immutable; what a frame shows at t is
/// a pure function of the scene and t.
public struct Scene: Sendable {
    public var canvas: EffectDocument.Canvas
    /// The review window in seconds: the document's `duration`, else the end of the last finite animation, else 1 s.
    public var duration: Double
    /// Every layer, in the order created (document layers first, parents before their sublayers).
    public var tracks: [LayerTrack]

    /// The track of the layer `id`.
    public func track(_ id: String) -> LayerTrack? {
        tracks.first { $0.model.id == id }
    }
}

/// One layer through time.
public struct LayerTrack: Sendable {
    /// The layer as created, without sublayers (they have tracks of their own).
    public var model: Layer
    public var parentID: String?
    /// Document layers exist from −∞.
    public var createdAt: Double
    /// When the layer left the tree; +∞ if never.
    public var removedAt = Double.infinity
    /// Model values set over time, in the order set.
    public var modelChanges: [ModelChange] = []
    /// Animations in the order added: later ones lie above earlier ones.
    public var animations: [AttachedAnimation] = []

    public init(model: Layer, parentID: String?, createdAt: Double) {
        self.model = model
        self.parentID = parentID
        self.createdAt = createdAt
    }

    /// Whether the layer itself is in the tree at `t` (its superlayer may not be).
    public func exists(at t: Double) -> Bool { createdAt <= t && t < removedAt }

    /// The model layer at `t`: every model change made at or before `t` applied in order.
    public func modelLayer(at t: Double) -> Layer {
        var layer = model
        for change in modelChanges where change.time <= t {
            change.keyPath.set(change.value, in: &layer)
        }
        return layer
    }

    /// The presentation layer at `t`: the model layer, then each animation attached at `t` applied on top
    /// in the order added (non-additive ones replace what lies below, additive ones add to it).
    public func presentation(at t: Double) -> Layer {
        var layer = modelLayer(at: t)
        for attached in animations where attached.isAttached(at: t) {
            attached.animation.apply(at: t, to: &layer)
        }
        return layer
    }

    /// Every key path an animation drives on this layer, in order of first appearance.
    public var animatedKeyPaths: [AnimatableKeyPath] {
        var seen: [AnimatableKeyPath] = []
        for keyPath in animations.flatMap(\.animation.keyPaths) where !seen.contains(keyPath) { seen.append(keyPath) }
        return seen
    }
}

/// A model value set at a moment of document time (a `UIView.animate` change, a component's state).
public struct ModelChange: Sendable {
    public var time: Double
    public var keyPath: AnimatableKeyPath
    public var value: AnimatableValue
}

/// An animation added to a layer: when, under which key, and when it was taken off again.
public struct AttachedAnimation: Sendable {
    /// Its `timing.beginTime` is in document seconds.
    public var animation: Animation
    public var addedAt: Double
    /// Adding another animation under the same key removes this one (`add(_:forKey:)`).
    public var key: String?
    /// When it was removed by a key or `removeAllAnimations`; +∞ if never.
    public var removedAt = Double.infinity
    /// The end of its active period when it is removed on completion (it still shows at that instant);
    /// +∞ when it stays. Lets a long-running layer skip the animations long finished.
    public var finishesAt: Double

    public init(animation: Animation, addedAt: Double, key: String?) {
        self.animation = animation
        self.addedAt = addedAt
        self.key = key
        finishesAt = animation.timing.isRemovedOnCompletion ? animation.endTime : .infinity
    }

    public func isAttached(at t: Double) -> Bool { addedAt <= t && t < removedAt && t <= finishesAt }
}
