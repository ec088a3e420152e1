import EffectModel

/// The document's clock: a discrete-event simulation in which animations are added, model values change,
/// layers come and go, and completion handlers run at their animations' ends.
///
/// Events run in order of time, and in the order they were scheduled among equal times, so that every run
/// gives the same scene. Handlers receive the timeline itself (`inout`) and act at `now`.
///
/// Its work is proportional to the events it runs: events wait in a heap, layers are found by id, and what
/// a handler reads at `now` (model and presentation values) comes from each layer's live state — its model
/// values so far and the animations still attached — from which finished and removed animations are retired
/// as the clock moves on. It records what can still show at or after `keepingFrom` for the `Scene`: the
/// whole history by default; only what a sample at a late time needs when asked for one.
public struct Timeline {
    /// Code run at a moment of the clock, changing the tree through the timeline.
    public typealias Action = (inout Timeline) -> Void
    /// A completion handler; `finished` is false when the animation was removed before its end.
    public typealias Completion = (inout Timeline, _ finished: Bool) -> Void

    /// The time of the event being run, in document seconds.
    public private(set) var now = -Double.infinity
    /// What the event being run answers: the document's start, a scripted event, or a completion.
    public private(set) var cause = AnimationCause.start
    /// The earliest time the recording must answer for.
    public let keepingFrom: Double
    private var tracks: [Recording] = []
    private var live: [LiveTrack] = []
    private var trackIndex: [String: Int] = [:]
    private var children: [Int: [Int]] = [:]
    private var queue = EventQueue<Action>()
    /// Completions of attached animations, by (track, animation index), until they have run.
    private var pendingCompletions: [AnimationHandle: Completion] = [:]

    /// More events than this before the horizon is taken as a handler that reschedules itself without end.
    public static let maximumEvents = 1_000_000

    /// Names one animation on one layer.
    struct AnimationHandle: Hashable, Sendable {
        /// The layer's recording, by number.
        var track: Int
        /// The animation among the layer's, by number.
        var index: Int
    }

    /// Animations added to a layer that is not in the tree yet (an action adds it later), by layer id: attached when
    /// it arrives, as Core Animation keeps an animation added to a layer not yet shown.
    private var waiting: [String: [(animation: Animation, key: String?, cause: AnimationCause, completion: Completion?)]] = [:]

    /// One layer's history, as the scene will need it. Entries are numbered in the order made; those that can
    /// no longer show at or after `keepingFrom` are let go.
    private struct Recording {
        let model: Layer
        let parentID: String?
        let createdAt: Double
        var removedAt = Double.infinity
        var animations: [Int: AttachedAnimation] = [:]
        var animationCount = 0
        var modelChanges: [Int: ModelChange] = [:]
        var changeCount = 0
        /// The number of the latest change of each key path.
        var latestChange: [AnimatableKeyPath: Int] = [:]

        /// The recording as a track: entries in the order made.
        var track: LayerTrack {
            var track = LayerTrack(model: model, parentID: parentID, createdAt: createdAt)
            track.removedAt = removedAt
            track.modelChanges = modelChanges.keys.sorted().map { modelChanges[$0]! }
            track.animations = animations.keys.sorted().map { animations[$0]! }
            return track
        }
    }

    /// What the clock reads of a layer at `now`.
    private struct LiveTrack {
        /// The model layer with every change made so far.
        var model: Layer
        /// Animations that may still be attached, oldest first; finished and removed ones are swept out
        /// whenever the list has doubled since the last sweep.
        var attached: [Int] = []
        var sweptCount = 0
        /// The animation each key holds.
        var keyed: [String: Int] = [:]
        /// Every key path an animation has driven, as `AnimatableKeyPath.bit`s.
        var keyPaths: UInt64 = 0
    }

    /// A clock whose tree starts as `layers` (existing from −∞).
    ///
    /// - Parameters:
    ///   - layers: the root layers, back to front, with their model values at the start.
    ///   - keepingFrom: the earliest time the scene will be sampled at: animations, model values and
    ///     layers that can no longer show then are not kept (default: keep everything).
    public init(layers: [Layer], keepingFrom: Double = -.infinity) {
        self.keepingFrom = keepingFrom
        for layer in layers { insert(layer, parentID: nil, at: -.infinity) }
    }

    // MARK: Scheduling

    /// Runs `action` at `time` (document seconds), after everything already scheduled for that time, as an answer
    /// to `cause` (default: the cause of the event scheduling it).
    public mutating func schedule(at time: Double, cause: AnimationCause? = nil, _ action: @escaping Action) {
        let cause = cause ?? self.cause
        queue.push(
            { timeline in
                timeline.cause = cause
                action(&timeline)
            }, at: time)
    }

    /// Runs every event up to and including `horizon`, in order.
    public mutating func run(until horizon: Double) throws(TimelineError) {
        var count = 0
        while let time = queue.nextTime, time <= horizon, let next = queue.pop() {
            count += 1
            guard count <= Self.maximumEvents else { throw TimelineError.runaway(time: next.time) }
            now = next.time
            next.action(&self)
        }
    }

    // MARK: Layers

    /// Adds `layer` and its sublayers under `parentID` (a root when nil) at `now`; animations added to them before
    /// they arrived are attached now.
    public mutating func addLayer(_ layer: Layer, to parentID: String?) {
        insert(layer, parentID: parentID, at: now)
        guard !waiting.isEmpty else { return }
        for arrived in Layer.flattened([layer]) {
            guard let animations = waiting.removeValue(forKey: arrived.id), let track = trackIndex[arrived.id] else { continue }
            for entry in animations {
                attach(entry.animation, to: track, key: entry.key, cause: entry.cause, completion: entry.completion)
            }
        }
    }

    private mutating func insert(_ layer: Layer, parentID: String?, at time: Double) {
        var model = layer
        model.sublayers = []
        let index = tracks.count
        trackIndex[layer.id] = index
        if let parent = parentID.flatMap({ trackIndex[$0] }) { children[parent, default: []].append(index) }
        tracks.append(Recording(model: model, parentID: parentID, createdAt: time))
        live.append(LiveTrack(model: model))
        for sublayer in layer.sublayers { insert(sublayer, parentID: layer.id, at: time) }
    }

    /// Takes the layer and its descendants out of the tree at `now`.
    public mutating func removeLayer(_ id: String) {
        guard let index = trackIndex[id] else { return }
        remove(track: index)
    }

    private mutating func remove(track index: Int) {
        guard tracks[index].removedAt == .infinity else { return }
        tracks[index].removedAt = now
        if now < keepingFrom {
            // Gone before anything is sampled: its animations and values can never show.
            tracks[index].animations = [:]
            tracks[index].modelChanges = [:]
            live[index].attached = []
            live[index].keyed = [:]
        }
        for child in children[index] ?? [] { remove(track: child) }
    }

    // MARK: Values

    /// Sets a model value at `now`; it stays until set again.
    public mutating func setModelValue(_ value: AnimatableValue, for keyPath: AnimatableKeyPath, of id: String) {
        guard let index = trackIndex[id] else { return }
        let number = tracks[index].changeCount
        tracks[index].changeCount += 1
        if now <= keepingFrom, let previous = tracks[index].latestChange[keyPath] {
            tracks[index].modelChanges[previous] = nil  // superseded before anything is sampled
        }
        tracks[index].modelChanges[number] = ModelChange(time: now, keyPath: keyPath, value: value, cause: cause)
        tracks[index].latestChange[keyPath] = number
        keyPath.set(value, in: &live[index].model)
    }

    /// The layer's model value of `keyPath` now; `nil` when no layer has the id.
    public func modelValue(_ keyPath: AnimatableKeyPath, of id: String) -> AnimatableValue? {
        trackIndex[id].map { keyPath.value(of: live[$0].model) }
    }

    /// The value shown at `now`, with every animation added so far.
    public func presentationValue(_ keyPath: AnimatableKeyPath, of id: String) -> AnimatableValue? {
        guard let track = trackIndex[id] else { return nil }
        let animations = tracks[track].animations
        var layer = live[track].model
        var composer = AnimationComposer(keyPaths: live[track].keyPaths, at: now)
        for index in live[track].attached.reversed() {
            guard let attached = animations[index], attached.isAttached(at: now) else { continue }
            guard composer.offer(attached, index: index) else { break }
        }
        composer.apply(to: &layer) { animations[$0]!.prepared }
        return keyPath.value(of: layer)
    }

    // MARK: Animations

    /// Adds `animation` (its `beginTime` in document seconds) to a layer at `now`; to a layer not in the tree yet,
    /// when it arrives (`addLayer`), its `beginTime` unchanged (so it starts part-way if that has passed). An
    /// animation already there under the same `key` is removed first. `completion` runs when the animation's
    /// active period ends, or with `finished: false` when it is removed before.
    public mutating func add(_ animation: Animation, to id: String, key: String? = nil, completion: Completion? = nil) {
        guard let track = trackIndex[id] else {
            waiting[id, default: []].append((animation, key, cause, completion))
            return
        }
        attach(animation, to: track, key: key, cause: cause, completion: completion)
    }

    private mutating func attach(_ animation: Animation, to track: Int, key: String?, cause: AnimationCause, completion: Completion?) {
        if let key, let holder = live[track].keyed[key] { remove(AnimationHandle(track: track, index: holder)) }
        let handle = AnimationHandle(track: track, index: tracks[track].animationCount)
        tracks[track].animationCount += 1
        if tracks[track].removedAt >= keepingFrom {
            let attached = AttachedAnimation(animation: animation, addedAt: now, key: key, cause: cause)
            tracks[track].animations[handle.index] = attached
            if let key { live[track].keyed[key] = handle.index }
            live[track].keyPaths |= attached.keyPathMask
            live[track].attached.append(handle.index)
            if live[track].attached.count >= 2 * live[track].sweptCount + 8 { sweep(track) }
        }
        if let completion {
            pendingCompletions[handle] = completion
            let end = max(animation.endTime, now)
            if end.isFinite {
                schedule(at: end) { timeline in timeline.complete(handle, finished: true) }
            }
        }
    }

    /// Retires the animations that can no longer show now (taken off, or removed on completion and past
    /// their end), and lets go of those that could not show at or after `keepingFrom` either.
    private mutating func sweep(_ track: Int) {
        let (now, keepingFrom) = (now, keepingFrom)
        var retired = Set<Int>()
        var unneeded: [Int] = []
        do {
            let animations = tracks[track].animations
            for index in live[track].attached {
                guard let attached = animations[index] else {
                    retired.insert(index)
                    continue
                }
                guard attached.removedAt != .infinity || attached.finishesAt < now else { continue }
                retired.insert(index)
                if attached.lastAttachedInstant < keepingFrom { unneeded.append(index) }
            }
        }
        for index in unneeded { tracks[track].animations[index] = nil }
        live[track].attached.removeAll(where: retired.contains)
        live[track].keyed = live[track].keyed.filter { !retired.contains($0.value) }
        live[track].sweptCount = live[track].attached.count
    }

    /// Removes every animation of the layer at `now` (`removeAllAnimations`).
    public mutating func removeAllAnimations(of id: String) {
        guard let track = trackIndex[id] else { return }
        // Completions run as each is removed, and may add animations to this layer again.
        for index in live[track].attached { remove(AnimationHandle(track: track, index: index)) }
        sweep(track)
    }

    /// Removes the animation the layer holds under `key` at `now` (`removeAnimation(forKey:)`); none: nothing.
    public mutating func removeAnimation(forKey key: String, of id: String) {
        guard let track = trackIndex[id], let index = live[track].keyed[key] else { return }
        remove(AnimationHandle(track: track, index: index))
        live[track].keyed[key] = nil
    }

    private mutating func remove(_ handle: AnimationHandle) {
        if let attached = tracks[handle.track].animations[handle.index] {
            guard attached.removedAt == .infinity else { return }
            tracks[handle.track].animations[handle.index]?.removedAt = now
        }
        complete(handle, finished: false)
    }

    private mutating func complete(_ handle: AnimationHandle, finished: Bool) {
        guard let completion = pendingCompletions.removeValue(forKey: handle) else { return }
        let outer = cause
        cause = .completion(layerID: tracks[handle.track].model.id, animation: handle.index)
        completion(&self, finished)
        cause = outer
    }

    /// The scene recorded so far, indexed for sampling, with the script of touches that drove it.
    public func scene(canvas: EffectDocument.Canvas, duration: Double, interactions: [ScriptedEvent] = []) -> Scene {
        Scene(canvas: canvas, duration: duration, tracks: tracks.map(\.track), interactions: interactions)
    }
}

/// The clock could not finish: a document problem (a completion handler that keeps scheduling work).
public enum TimelineError: Error, CustomStringConvertible, Sendable {
    /// Handlers kept scheduling work at one instant, `time` seconds, without the clock moving on.
    case runaway(time: Double)
    /// The clock would run more events than it may before the time asked for, estimated before running it:
    /// about `estimate`, of which `perSecond` each second; `latest` is the latest time it could run to (`nil`
    /// when even the start needs too many); `path` the JSON path of what schedules them fastest; `askedFor`
    /// whether the horizon was a time asked for (an option), not the document's review window.
    case tooManyEvents(estimate: Double, horizon: Double, latest: Double?, path: String?, askedFor: Bool)

    /// The options asked for too much (a later time than the clock can reach), rather than the document.
    public var isFromOptions: Bool {
        if case .tooManyEvents(_, _, _?, _, true) = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .runaway(let time):
            "the clock ran more than \(Timeline.maximumEvents) events before t = \(time.shortDescription) s: completion handlers keep scheduling work faster than time passes"
        case .tooManyEvents(let estimate, let horizon, let latest, let path, let askedFor):
            (path.map { "\($0): " } ?? "")
                + "running the clock to \(horizon.shortDescription) s would take about \(Int(estimate)) events, more than the \(Timeline.maximumEvents) allowed"
                + (latest.map { latest in
                    let time = Int(latest.rounded(.down))
                    return askedFor
                        ? "; ask for a time up to \(time) s" : "; set the document's \"duration\" to at most \(time) s, or let it repeat less often"
                } ?? "; use fewer interactions or animations")
        }
    }
}
