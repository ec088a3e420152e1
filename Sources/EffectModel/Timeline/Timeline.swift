/// The document's clock: a discrete-event simulation in which animations are added, model values change,
/// layers come and go, and completion handlers run at their animations' ends.
///
/// Events run in order of time, and in the order they were scheduled among equal times, so that every run
/// gives the same scene. Handlers receive the timeline itself (`inout`) and act at `now`.
public struct Timeline {
    public typealias Action = (inout Timeline) -> Void
    /// A completion handler; `finished` is false when the animation was removed before its end.
    public typealias Completion = (inout Timeline, _ finished: Bool) -> Void

    /// The time of the event being run, in document seconds.
    public private(set) var now = -Double.infinity
    public private(set) var tracks: [LayerTrack] = []
    private var trackIndex: [String: Int] = [:]
    private var queue: [Event] = []
    private var sequence = 0
    /// Completions of attached animations, by (track, animation index), until they have run.
    private var pendingCompletions: [AnimationHandle: Completion] = [:]

    /// More events than this before the horizon is taken as a handler that reschedules itself without end.
    public static let maximumEvents = 1_000_000

    private struct Event {
        var time: Double
        var sequence: Int
        var action: Action
    }

    /// Names one animation on one layer.
    public struct AnimationHandle: Hashable, Sendable {
        public var track: Int
        public var index: Int
    }

    /// A clock whose tree starts as `layers` (existing from −∞).
    public init(layers: [Layer]) {
        for layer in layers { insert(layer, parentID: nil, at: -.infinity) }
    }

    // MARK: Scheduling

    /// Runs `action` at `time` (document seconds), after everything already scheduled for that time.
    public mutating func schedule(at time: Double, _ action: @escaping Action) {
        queue.append(Event(time: time, sequence: sequence, action: action))
        sequence += 1
    }

    /// Runs every event up to and including `horizon`, in order.
    public mutating func run(until horizon: Double) throws(TimelineError) {
        var count = 0
        while let next = popNext(notAfter: horizon) {
            count += 1
            guard count <= Self.maximumEvents else { throw TimelineError.runaway(time: next.time) }
            now = next.time
            next.action(&self)
        }
    }

    private mutating func popNext(notAfter horizon: Double) -> Event? {
        guard let best = queue.indices.min(by: { (queue[$0].time, queue[$0].sequence) < (queue[$1].time, queue[$1].sequence) }),
              queue[best].time <= horizon else { return nil }
        return queue.remove(at: best)
    }

    // MARK: Layers

    /// Adds `layer` and its sublayers under `parentID` (a root when nil) at `now`.
    public mutating func addLayer(_ layer: Layer, to parentID: String?) {
        insert(layer, parentID: parentID, at: now)
    }

    private mutating func insert(_ layer: Layer, parentID: String?, at time: Double) {
        var model = layer
        model.sublayers = []
        trackIndex[layer.id] = tracks.count
        tracks.append(LayerTrack(model: model, parentID: parentID, createdAt: time))
        for sublayer in layer.sublayers { insert(sublayer, parentID: layer.id, at: time) }
    }

    /// Takes the layer and its descendants out of the tree at `now`.
    public mutating func removeLayer(_ id: String) {
        guard let index = trackIndex[id], tracks[index].removedAt == .infinity else { return }
        tracks[index].removedAt = now
        for child in tracks.indices where tracks[child].parentID == id { removeLayer(tracks[child].model.id) }
    }

    // MARK: Values

    /// Sets a model value at `now`; it stays until set again.
    public mutating func setModelValue(_ value: AnimatableValue, for keyPath: AnimatableKeyPath, of id: String) {
        guard let index = trackIndex[id] else { return }
        tracks[index].modelChanges.append(ModelChange(time: now, keyPath: keyPath, value: value))
    }

    public func modelValue(_ keyPath: AnimatableKeyPath, of id: String) -> AnimatableValue? {
        trackIndex[id].map { keyPath.value(of: tracks[$0].modelLayer(at: now)) }
    }

    /// The value shown at `now`, with every animation added so far.
    public func presentationValue(_ keyPath: AnimatableKeyPath, of id: String) -> AnimatableValue? {
        trackIndex[id].map { keyPath.value(of: tracks[$0].presentation(at: now)) }
    }

    // MARK: Animations

    /// Adds `animation` (its `beginTime` in document seconds) to a layer at `now`. An animation already there
    /// under the same `key` is removed first. `completion` runs when the animation's active period ends, or
    /// with `finished: false` when it is removed before.
    @discardableResult
    public mutating func add(_ animation: Animation, to id: String, key: String? = nil, completion: Completion? = nil) -> AnimationHandle? {
        guard let track = trackIndex[id] else { return nil }
        if let key {
            for index in tracks[track].animations.indices where tracks[track].animations[index].key == key {
                remove(AnimationHandle(track: track, index: index))
            }
        }
        let handle = AnimationHandle(track: track, index: tracks[track].animations.count)
        tracks[track].animations.append(AttachedAnimation(animation: animation, addedAt: now, key: key))
        if let completion {
            pendingCompletions[handle] = completion
            let end = max(animation.endTime, now)
            if end.isFinite {
                schedule(at: end) { timeline in timeline.complete(handle, finished: true) }
            }
        }
        return handle
    }

    /// Removes every animation of the layer at `now` (`removeAllAnimations`).
    public mutating func removeAllAnimations(of id: String) {
        guard let track = trackIndex[id] else { return }
        for index in tracks[track].animations.indices { remove(AnimationHandle(track: track, index: index)) }
    }

    private mutating func remove(_ handle: AnimationHandle) {
        guard tracks[handle.track].animations[handle.index].removedAt == .infinity else { return }
        tracks[handle.track].animations[handle.index].removedAt = now
        complete(handle, finished: false)
    }

    private mutating func complete(_ handle: AnimationHandle, finished: Bool) {
        guard let completion = pendingCompletions.removeValue(forKey: handle) else { return }
        completion(&self, finished)
    }

    /// The scene recorded so far.
    public func scene(canvas: EffectDocument.Canvas, duration: Double) -> Scene {
        Scene(canvas: canvas, duration: duration, tracks: tracks)
    }
}

/// The clock could not finish.
public enum TimelineError: Error, CustomStringConvertible, Sendable {
    case runaway(time: Double)

    public var description: String {
        switch self {
        case .runaway(let time):
            "more than \(Timeline.maximumEvents) events before t = \(time.shortDescription) s: a completion handler keeps scheduling work without time passing"
        }
    }
}
