import EffectModel

/// One layer through time, as the clock recorded it: when it existed, its model values over time and every
/// animation added to it. What it shows at t (`presentation(at:)`) costs what is attached at t, not the
/// length of its history: the recording is indexed once, when the clock hands it over in a `Scene`.
public struct LayerTrack: Sendable {
    /// The layer as created, without sublayers (they have tracks of their own).
    public let model: Layer
    /// The superlayer's id; `nil` for a root layer.
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
    /// Histories up to this many animations are walked whole: cheaper than the index for what a frame holds.
    static let shortHistory = 16
    /// For each key path, the indices of its model changes.
    private var changesByKeyPath: [AnimatableKeyPath: [Int]] = [:]
    /// Every key path an animation drives on this layer, in order of first appearance.
    public private(set) var animatedKeyPaths: [AnimatableKeyPath] = []
    /// The same, as a set of `AnimatableKeyPath.bit`s.
    private var animatedKeyPathMask: UInt64 = 0

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
        animatedKeyPathMask = animations.reduce(0) { $0 | $1.keyPathMask }
    }

    /// Whether the layer itself is in the tree at `t` (its superlayer may not be).
    public func exists(at t: Double) -> Bool { createdAt <= t && t < removedAt }

    /// The model layer at `t`: for each key path, the last value set at or before `t`, applied in the order
    /// set (a later `position` overrides an earlier `position.x`, and the other way round).
    public func modelLayer(at t: Double) -> Layer {
        guard !modelChanges.isEmpty else { return model }
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
    ///
    /// A short history is simply walked; a long one goes through the attachment index, newest first, passing
    /// over what later animations hide (`AnimationComposer`) — the same layer, at the cost of what shows.
    public func presentation(at t: Double) -> Layer {
        var layer = modelLayer(at: t)
        guard animations.count > Self.shortHistory else {
            for attached in animations where attached.isAttached(at: t) { attached.prepared.apply(at: t, to: &layer) }
            return layer
        }
        var composer = AnimationComposer(keyPaths: animatedKeyPathMask, at: t)
        attachments.forEachAttached(at: t) { index in composer.offer(animations[index], index: index) }
        composer.apply(to: &layer) { animations[$0].prepared }
        return layer
    }
}

/// A model value set at a moment of document time (a `UIView.animate` change, a component's state).
public struct ModelChange: Sendable {
    /// When the value was set, in document seconds.
    public var time: Double
    /// The property set.
    public var keyPath: AnimatableKeyPath
    /// The new model value.
    public var value: AnimatableValue
    /// What set it: the start (the document, a timer), a touch or a tap's lift, a moment, a completion handler.
    public var cause = AnimationCause.start
}

/// An animation added to a layer: when, under which key, and when it was taken off again.
public struct AttachedAnimation: Sendable {
    /// Its `timing.beginTime` is in document seconds.
    public var animation: Animation { prepared.animation }
    /// The animation with what sampling it measures once (its keyframes' lengths), made when it was attached.
    let prepared: PreparedAnimation
    /// When it was added, in document seconds.
    public var addedAt: Double
    /// What added it: the document, a touch or tap, or another animation's completion.
    public var cause: AnimationCause
    /// Adding another animation under the same key removes this one (`add(_:forKey:)`).
    public var key: String?
    /// When it was removed by a key or `removeAllAnimations`; +∞ if never.
    public var removedAt = Double.infinity
    /// The end of its active period when it is removed on completion (it still shows at that instant);
    /// +∞ when it stays.
    public var finishesAt: Double
    /// The key paths it drives, as a set of `AnimatableKeyPath.bit`s.
    let keyPathMask: UInt64
    /// Its key path's bit when, showing, it decides that key path whatever lies below (`decidesKeyPath`); else 0.
    let decidingBit: UInt64

    /// An animation added at `addedAt` under `key` because of `cause`, not yet removed.
    public init(animation: Animation, addedAt: Double, key: String?, cause: AnimationCause = .start) {
        prepared = PreparedAnimation(animation)
        self.addedAt = addedAt
        self.cause = cause
        self.key = key
        finishesAt = animation.timing.isRemovedOnCompletion ? animation.endTime : .infinity
        keyPathMask = animation.keyPaths.reduce(0) { $0 | $1.bit }
        decidingBit = animation.decidesKeyPath ? animation.keyPath?.bit ?? 0 : 0
    }

    /// Whether it is on its layer at `t`: added, not removed, not finished and taken off.
    public func isAttached(at t: Double) -> Bool { addedAt <= t && t < removedAt && t <= finishesAt }
}

/// Chooses which attached animations can change a layer at one time, offered newest first, and applies them
/// oldest first. An animation is passed over when every key path it drives is already decided by a later one
/// that ignores what lies below (non-additive, with both end points of its own, showing at that time), so a
/// layer whose animations stay attached for ever (fill forwards, kept) costs what shows, not what was added.
struct AnimationComposer {
    private let time: Double
    /// The key paths (`AnimatableKeyPath.bit`s) not yet decided by an animation above.
    private var undecided: UInt64
    private var chosen: [Int] = []

    /// - Parameters:
    ///   - keyPaths: every key path the layer's animations drive, as bits.
    ///   - time: the layer's time, in seconds.
    init(keyPaths: UInt64, at time: Double) {
        self.time = time
        undecided = keyPaths
    }

    /// Takes the next animation down; returns false once nothing below can show.
    mutating func offer(_ attached: AttachedAnimation, index: Int) -> Bool {
        guard attached.keyPathMask & undecided != 0 else { return undecided != 0 }
        chosen.append(index)
        if attached.decidingBit != 0, attached.animation.isShowing(at: time) { undecided &= ~attached.decidingBit }
        return undecided != 0
    }

    /// Applies the chosen animations (`animation(index)`), oldest first.
    func apply(to layer: inout Layer, _ animation: (Int) -> PreparedAnimation) {
        for index in chosen.reversed() { animation(index).apply(at: time, to: &layer) }
    }
}

extension Animation {
    /// Whether, wherever it shows, the animation sets its key path without reading what lies below: not
    /// additive, not a group, with end points of its own (keyframes, or two of from, to and by).
    var decidesKeyPath: Bool {
        guard !isAdditive else { return false }
        switch kind {
        case .group: return false
        case .keyframe(let keyframes): return keyframes.path != nil || !keyframes.values.isEmpty
        case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
            return (from != nil ? 1 : 0) + (to != nil ? 1 : 0) + (by != nil ? 1 : 0) >= 2
        }
    }

    /// Whether an animation added to a layer shows anything at `t` (document seconds).
    func isShowing(at t: Double) -> Bool {
        timing.localTime(at: t, duration: resolvedDuration(parentDuration: nil), removesOnCompletion: true) != nil
    }
}

extension AnimatableKeyPath {
    /// One bit per key path (there are fewer than 64), for sets of key paths as masks.
    var bit: UInt64 { 1 << UInt64(Self.allCases.firstIndex(of: self)!) }
}
