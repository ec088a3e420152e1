import EffectModel

/// One layer through time, as the clock recorded it: when it existed, its model values over time and every
/// animation added to it. What it shows at t (`presentation(at:)`) costs what is attached at t, not the
/// length of its history: the recording is indexed once, when the clock hands it over in a `Scene`.
public struct LayerTrack: Sendable {
    /// The layer as created, without sublayers (they have tracks of their own).
    public let model: Layer
    public let parentID: String?
    /// Document layers exist from −∞.
    public let createdAt: Double
    /// When the layer left the tree; +∞ if never.
    public internal(set) var removedAt = Double.infinity
    /// Model values set over time, in the order set (so in time order).
    public internal(set) var modelChanges: [ModelChange] = []
    /// Animations in the order added (so by `addedAt`): later ones lie above earlier ones.
    public internal(set) var animations: [AttachedAnimation] = []

    private var attachments = AttachmentIndex([])
    /// For each key path, the indices of its model changes.
    private var changesByKeyPath: [AnimatableKeyPath: [Int]] = [:]
    /// Every key path an animation drives on this layer, in order of first appearance.
    public private(set) var animatedKeyPaths: [AnimatableKeyPath] = []

    init(model: Layer, parentID: String?, createdAt: Double) {
        self.model = model
        self.parentID = parentID
        self.createdAt = createdAt
    }

    /// Builds the indices `presentation(at:)` and `modelLayer(at:)` read. The clock calls it once, when it
    /// hands the complete recording over in a `Scene`; until then only the clock sees the track.
    mutating func index() {
        attachments = AttachmentIndex(animations)
        changesByKeyPath = [:]
        for (i, change) in modelChanges.enumerated() { changesByKeyPath[change.keyPath, default: []].append(i) }
        var seen = Set<AnimatableKeyPath>()
        animatedKeyPaths = animations.flatMap(\.animation.keyPaths).filter { seen.insert($0).inserted }
    }

    /// Whether the layer itself is in the tree at `t` (its superlayer may not be).
    public func exists(at t: Double) -> Bool { createdAt <= t && t < removedAt }

    /// The model layer at `t`: for each key path, the last value set at or before `t`, applied in the order
    /// set (a later `position` overrides an earlier `position.x`, and the other way round).
    public func modelLayer(at t: Double) -> Layer {
        var latest: [Int] = []
        for indices in changesByKeyPath.values {
            var (lo, hi) = (0, indices.count)
            while lo < hi {
                let mid = (lo + hi) / 2
                if modelChanges[indices[mid]].time <= t { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { latest.append(indices[lo - 1]) }
        }
        var layer = model
        for index in latest.sorted() { modelChanges[index].keyPath.set(modelChanges[index].value, in: &layer) }
        return layer
    }

    /// The presentation layer at `t`: the model layer with every animation attached at `t` applied on top in
    /// the order added (non-additive ones replace what lies below, additive ones add to it).
    public func presentation(at t: Double) -> Layer {
        var layer = modelLayer(at: t)
        var composer = AnimationComposer(keyPaths: animatedKeyPaths, at: t)
        attachments.forEachAttached(at: t) { index in composer.offer(animations[index].animation, index: index) }
        composer.apply(to: &layer) { animations[$0].animation }
        return layer
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
    /// +∞ when it stays.
    public var finishesAt: Double

    public init(animation: Animation, addedAt: Double, key: String?) {
        self.animation = animation
        self.addedAt = addedAt
        self.key = key
        finishesAt = animation.timing.isRemovedOnCompletion ? animation.endTime : .infinity
    }

    public func isAttached(at t: Double) -> Bool { addedAt <= t && t < removedAt && t <= finishesAt }
}

/// Chooses which attached animations can change a layer at one time, offered newest first, and applies them
/// oldest first. An animation is passed over when every key path it drives is already decided by a later one
/// that ignores what lies below (non-additive, with both end points of its own, showing at that time), so a
/// layer whose animations stay attached for ever (fill forwards, kept) costs what shows, not what was added.
struct AnimationComposer {
    private let time: Double
    private var undecided: Set<AnimatableKeyPath>
    private var chosen: [Int] = []

    init(keyPaths: [AnimatableKeyPath], at time: Double) {
        self.time = time
        undecided = Set(keyPaths)
    }

    /// Takes the next animation down; returns false once nothing below can show.
    mutating func offer(_ animation: Animation, index: Int) -> Bool {
        let keyPaths = animation.keyPaths
        guard keyPaths.contains(where: undecided.contains) else { return !undecided.isEmpty }
        chosen.append(index)
        if let keyPath = animation.keyPath, animation.hidesBelow(at: time) { undecided.remove(keyPath) }
        return !undecided.isEmpty
    }

    /// Applies the chosen animations (`animation(index)`), oldest first.
    func apply(to layer: inout Layer, _ animation: (Int) -> Animation) {
        for index in chosen.reversed() { animation(index).apply(at: time, to: &layer) }
    }
}

extension Animation {
    /// Whether, at `t`, the animation sets its key path without reading what lies below: not additive, not a
    /// group, with end points of its own (keyframes, or two of from, to and by), and showing then.
    func hidesBelow(at t: Double) -> Bool {
        guard !isAdditive else { return false }
        switch kind {
        case .group: return false
        case .keyframe(let keyframes): guard keyframes.path != nil || !keyframes.values.isEmpty else { return false }
        case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
            guard [from, to, by].compactMap({ $0 }).count >= 2 else { return false }
        }
        return timing.localTime(at: t, duration: resolvedDuration(parentDuration: nil), removesOnCompletion: true) != nil
    }
}
