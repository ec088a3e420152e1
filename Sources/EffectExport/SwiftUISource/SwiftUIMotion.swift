import EffectEngine
import EffectModel

/// A document's motion as SwiftUI says it: `@State` values, and what each moment sets them to — in `onAppear` for the
/// start, in a layer's `onTapGesture` for a tap (a toggle) — each change inside `withAnimation` with the animation
/// that moves it, read from the document's clock (`Scene`), so that components and `UIView.animate` calls come out
/// as the animations they play. What SwiftUI cannot say the same way is left out, with a sentence naming the layer.
struct SwiftUIMotion {
    /// A `@State` of one layer's property.
    struct StateKey: Hashable {
        var layerID: String
        var property: SwiftUIProperty
    }

    /// One change a moment makes: a state to `value`, with `animation` (Swift, `nil`: at once).
    struct Change {
        var key: StateKey
        var value: SwiftUIValue
        var animation: String?
    }

    /// A moment's code: the start (`layerID` nil) or a tap on a layer, when it runs, and what it changes.
    struct Handler {
        var layerID: String?
        /// When it runs, in document seconds (a tap lifts then).
        var time: Double
        /// Where the finger lands, in the coordinates of the layer `pointLayerID` (the one the document touches).
        var point: Point
        var pointLayerID: String?
        var changes: [Change] = []
        /// The layers whose keyframes it plays (their animators' triggers).
        var plays: [String] = []
    }

    /// Each state's value when the view appears, in the order first met.
    private(set) var initial: [(key: StateKey, value: SwiftUIValue)] = []
    /// The start's handler first, then the taps in time order.
    private(set) var handlers: [Handler] = []
    /// What was left out, one sentence each, naming the layer.
    private(set) var leftOut: [String] = []
    /// The keyframes each layer's animator plays, by layer id: a layer's values that keyframes move, and every
    /// animation of those values, are a `KeyframeAnimator`'s, not states.
    private(set) var plays: [String: SwiftUIKeyframePlay] = [:]
    /// The values of layers that keyframes move (the animations of those key paths are keyframes, not states).
    private var keyframed: Set<StateKey> = []
    /// The values an animation moves in a way no state says (from where the view does not stand, or to where it does
    /// not stay), which keyframes can: `SwiftUISource` reads the motion again with them keyframed.
    private(set) var wantsKeyframes: Set<StateKey> = []

    /// Seconds in a sentence: to the millisecond, as a decimal (`0.35`, never `21.0 / 60`).
    static func seconds(_ t: Double) -> String { ((t * 1000).rounded() / 1000).shortDescription }

    /// The layer id of taps the whole view takes.
    static let wholeView = ""

    /// Whether a finger landing on the layer `id` at `time` finds it: it and its superlayers are scaled and show.
    static func isTappable(_ id: String, in scene: Scene, at time: Double) -> Bool {
        var current: String? = id
        while let layerID = current, let track = scene.track(layerID) {
            let layer = track.presentation(at: time)
            if layer.transform.scale.width == 0 || layer.transform.scale.height == 0 || layer.opacity < 0.01 || layer.isHidden { return false }
            current = track.parentID
        }
        return true
    }

    /// Whether a layer's property is a state.
    func isState(_ key: StateKey) -> Bool { initial.contains { $0.key == key } }

    /// The motion of `scene`, the values of `keyframing` (and those that keyframe animations move) played by keyframes.
    init(scene: Scene, keyframing: Set<StateKey> = []) {
        keyframed = Self.keyframedValues(in: scene).union(keyframing)
        let (groups, items) = moments(of: scene)
        // In time order; at one time the start first, then the scripted events in their order (never the hash's).
        func rank(_ cause: AnimationCause) -> Int {
            switch cause {
            case .interaction(let index), .release(let index): index
            case .start, .moment, .completion: -1
            }
        }
        var current: [StateKey: SwiftUIValue] = [:]
        for (cause, handler) in groups.sorted(by: { ($0.value.time, rank($0.key)) < ($1.value.time, rank($1.key)) }) {
            let mine = items.filter { $0.cause == cause }.sorted { $0.attached.animation.timing.beginTime < $1.attached.animation.timing.beginTime }
            handlers.append(filled(handler, with: mine.map { ($0.track, $0.attached) }, in: scene, current: &current))
        }
        noteUnplacedChanges(in: scene)
    }

    /// Each moment a SwiftUI view can run (the start, a tap), and the animations each adds; what another moment adds
    /// is noted as left out.
    private mutating func moments(
        of scene: Scene
    ) -> (groups: [AnimationCause: Handler], items: [(cause: AnimationCause, track: LayerTrack, attached: AttachedAnimation)]) {
        var groups: [AnimationCause: Handler] = [:]
        var items: [(cause: AnimationCause, track: LayerTrack, attached: AttachedAnimation)] = []
        for track in scene.tracks {
            for attached in track.animations {
                switch attached.cause {
                case .start:
                    groups[.start] = groups[.start] ?? Handler(layerID: nil, time: 0, point: .zero)
                    items.append((.start, track, attached))
                case .interaction(let index), .release(let index):
                    let event = scene.interactions[index]
                    let point: Point? =
                        switch event.event {
                        case .tap(let p): p
                        case .toggle: Point(track.model.bounds.midX, track.model.bounds.midY)
                        default: nil
                        }
                    guard let point else {
                        leftOut.append("layer '\(track.model.id)': moved by a touch that is not a tap (SwiftUI's tap gesture acts on the lift)")
                        continue
                    }
                    var handler =
                        groups[attached.cause] ?? Handler(layerID: event.layerID, time: attached.addedAt, point: point, pointLayerID: event.layerID)
                    handler.time = min(handler.time, attached.addedAt)
                    groups[attached.cause] = handler
                    items.append((attached.cause, track, attached))
                case .moment(let id, _):
                    leftOut.append("layer '\(track.model.id)': moved at the moment '\(id)', which no SwiftUI gesture makes")
                case .completion:
                    leftOut.append("layer '\(track.model.id)': an animation added when another ends")
                }
            }
        }
        return (groups, items)
    }

    /// `handler` with what its moment does: each animation's state changes, or its layer's keyframes; the values set
    /// with none; on the whole view when what it taps does not show.
    private mutating func filled(
        _ handler: Handler, with animations: [(track: LayerTrack, attached: AttachedAnimation)], in scene: Scene,
        current: inout [StateKey: SwiftUIValue]
    ) -> Handler {
        var handler = handler
        var keyframes: [String: SwiftUIKeyframeBuilder] = [:]
        for (track, attached) in animations {
            guard isKeyframed(attached.animation, on: track.model) else {
                handler.changes += changes(of: attached, on: track, at: handler.time, current: &current)
                continue
            }
            var builder = keyframes[track.model.id] ?? SwiftUIKeyframeBuilder(track: track, time: handler.time)
            if let problem = builder.add(attached.animation) {
                leftOut.append("\(Self.what(attached.animation, on: track.model)): \(problem.reason)")
            }
            keyframes[track.model.id] = builder
        }
        handler.plays = addPlays(keyframes)
        handler.changes += plainChanges(in: scene, at: handler.time, after: handler.changes, current: &current)
        if let id = handler.layerID, !Self.isTappable(id, in: scene, at: handler.time - Interaction.tapLength) {
            // Nothing shows there to tap (a scale of 0, an opacity of 0): the whole view takes the tap.
            handler.layerID = Self.wholeView
        }
        return handler
    }

    /// A state's value now: the last set, else what the layer shows at the start (its first value).
    private mutating func value(of key: StateKey, on track: LayerTrack, current: inout [StateKey: SwiftUIValue]) -> SwiftUIValue {
        if let value = current[key] { return value }
        let value = key.property.value(on: track.presentation(at: 0))
        initial.append((key, value))
        current[key] = value
        return value
    }
}

extension SwiftUIMotion {
    /// The changes one animation makes, checked against what the document shows before and after it: SwiftUI moves a
    /// state from where it stands to its new value, and leaves it there.
    fileprivate mutating func changes(
        of attached: AttachedAnimation, on track: LayerTrack, at time: Double, current: inout [StateKey: SwiftUIValue]
    ) -> [Change] {
        let layer = track.model
        let animation = attached.animation
        let what = Self.what(animation, on: layer)
        guard let keyPath = animation.keyPath,
            let (from, to) = Self.endPoints(of: animation, below: keyPath.value(of: track.modelLayer(at: attached.addedAt)))
        else {
            leftOut.append("\(what): \(Self.kindProblem(animation))")
            return []
        }
        guard let froms = SwiftUIProperty.values(of: keyPath, from, on: layer), let tos = SwiftUIProperty.values(of: keyPath, to, on: layer) else {
            leftOut.append("\(what): SwiftUI has no modifier here that animates it")
            return []
        }
        let delay = animation.timing.beginTime - time
        let curve: String
        switch SwiftUIAnimation.expression(animation, delay: delay) {
        case .success(let expression):
            curve = expression.text
            if let note = expression.note { leftOut.append("\(what): \(note)") }
        case .failure(let problem):
            leftOut.append("\(what): \(problem.reason)")
            return []
        }
        let kept = animation.timing.fillMode.holdsEnd && !animation.timing.isRemovedOnCompletion
        let endsAt = kept ? (animation.timing.autoreverses ? from : to) : keyPath.value(of: track.modelLayer(at: animation.endTime))
        let finalValues = SwiftUIProperty.values(of: keyPath, endsAt, on: layer) ?? []
        var result: [Change] = []
        for ((property, start), (_, end)) in zip(froms, tos) {
            let key = StateKey(layerID: layer.id, property: property)
            var standing = value(of: key, on: track, current: &current)
            if !standing.isClose(to: start), isUnseen(track, until: animation.timing.beginTime),
                let index = initial.firstIndex(where: { $0.key == key }),
                initial[index].value.isClose(to: standing), !handlers.contains(where: { $0.changes.contains { $0.key == key } })
            {
                // Nothing showed it before: the view starts where the animation does.
                initial[index].value = start
                standing = start
            }
            guard standing.isClose(to: start) else {
                leftOut.append("\(what): it starts from \(start.literal(for: property)) where the view stands at \(standing.literal(for: property))")
                wantKeyframes(for: froms.map { StateKey(layerID: layer.id, property: $0.0) })
                return []
            }
            if animation.timing.repeatCount.isFinite, let final = finalValues.first(where: { $0.0 == property })?.1, !final.isClose(to: end) {
                leftOut.append("\(what): it ends at \(final.literal(for: property)), where SwiftUI would stay at \(end.literal(for: property))")
                wantKeyframes(for: froms.map { StateKey(layerID: layer.id, property: $0.0) })
                return []
            }
            result.append(Change(key: key, value: end, animation: curve))
        }
        for change in result { current[change.key] = change.value }
        return result
    }

    /// Asks for `keys` to be keyframed, when a keyframe animator moves them all.
    fileprivate mutating func wantKeyframes(for keys: [StateKey]) {
        if keys.allSatisfy({ SwiftUIKeyframeBuilder.keyframable.contains($0.property) }) { wantsKeyframes.formUnion(keys) }
    }

    /// "layer 'badge': its transform.scale animation", as a note starts.
    fileprivate static func what(_ animation: Animation, on layer: Layer) -> String {
        "layer '\(layer.id)': its \(animation.keyPath?.rawValue ?? "group") animation"
    }

    /// The layers' values that keyframe animations move, which no state can (more than two values, or key times,
    /// or a curve per segment): every animation of them is a keyframe animator's.
    fileprivate static func keyframedValues(in scene: Scene) -> Set<StateKey> {
        var result: Set<StateKey> = []
        for track in scene.tracks {
            for attached in track.animations {
                let animation = attached.animation
                guard case .keyframe(let k) = animation.kind, k.path == nil, let keyPath = animation.keyPath,
                    endPoints(of: animation, below: keyPath.value(of: track.model)) == nil,
                    let values = SwiftUIProperty.values(of: keyPath, keyPath.value(of: track.model), on: track.model),
                    values.allSatisfy({ SwiftUIKeyframeBuilder.keyframable.contains($0.0) })
                else { continue }
                for (property, _) in values { result.insert(StateKey(layerID: track.model.id, property: property)) }
            }
        }
        return result
    }

    /// Whether `animation` moves a value that keyframes move.
    fileprivate func isKeyframed(_ animation: Animation, on layer: Layer) -> Bool {
        guard let keyPath = animation.keyPath, let values = SwiftUIProperty.values(of: keyPath, keyPath.value(of: layer), on: layer) else {
            return false
        }
        return values.contains { keyframed.contains(StateKey(layerID: layer.id, property: $0.0)) }
    }

    /// Keeps each layer's keyframes a moment plays, unless an earlier moment plays that layer's already (one animator,
    /// one trigger); the layers whose animators the moment triggers.
    fileprivate mutating func addPlays(_ builders: [String: SwiftUIKeyframeBuilder]) -> [String] {
        var triggered: [String] = []
        for (id, builder) in builders.sorted(by: { $0.key < $1.key }) {
            guard let result = builder.play() else { continue }
            if plays[id] != nil {
                leftOut.append("layer '\(id)': keyframes played by a second moment (its KeyframeAnimator plays one moment's)")
                continue
            }
            switch result {
            case .success(let play):
                plays[id] = play
                if !play.repeating { triggered.append(id) }
            case .failure(let problem): leftOut.append("layer '\(id)': its keyframes: \(problem.reason)")
            }
        }
        return triggered
    }

    /// A basic, spring or two-value keyframe animation's end points over `below`; `nil` for any other.
    /// An additive one that ends at no offset (as `UIView.animate` and SwiftUI add theirs) moves from the model value
    /// plus its start to the model value.
    fileprivate static func endPoints(of animation: Animation, below: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        guard !animation.isCumulative else { return nil }
        if animation.isAdditive {
            switch animation.kind {
            case .basic(let from?, let to?, nil), .spring(_, let from?, let to?, nil):
                guard to == to - to else { return nil }
                return (below + from, below)
            default: return nil
            }
        }
        switch animation.kind {
        case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
            return Animation.endPoints(from: from, to: to, by: by, below: below)
        case .keyframe(let k)
        where k.path == nil && k.values.count == 2 && (k.keyTimes ?? [0, 1]) == [0, 1] && k.calculationMode == .linear
            && (animation.timingFunction == nil || (k.timingFunctions ?? []).isEmpty):
            return (k.values[0], k.values[1])
        default: return nil
        }
    }

    /// Why an animation has no end points SwiftUI can move a state between.
    fileprivate static func kindProblem(_ animation: Animation) -> String {
        if animation.isAdditive || animation.isCumulative { return "additive to another end than the model's, or cumulative" }
        switch animation.kind {
        case .group: return "a group (each part would be a state of its own, timed in the group)"
        case .keyframe(let k) where k.path != nil: return "along a path, which SwiftUI's modifiers do not follow"
        case .keyframe: return "keyframes of a value SwiftUI's keyframe animator does not move here"
        default: return "no end points"
        }
    }

    /// The model values set at `time` that no animation of the moment already moved to: plain state changes.
    fileprivate mutating func plainChanges(
        in scene: Scene, at time: Double, after animated: [Change], current: inout [StateKey: SwiftUIValue]
    ) -> [Change] {
        var result: [Change] = []
        for track in scene.tracks {
            // The last value each key path was set to at that instant: what the moment leaves.
            var last: [AnimatableKeyPath: ModelChange] = [:]
            for change in track.modelChanges where abs(change.time - time) < 1e-9 { last[change.keyPath] = change }
            for change in last.values.sorted(by: { $0.keyPath.rawValue < $1.keyPath.rawValue }) {
                guard let values = SwiftUIProperty.values(of: change.keyPath, change.value, on: track.model) else {
                    leftOut.append(
                        "layer '\(track.model.id)': its \(change.keyPath.rawValue) set at \(Self.seconds(time)) s, which no state here says")
                    continue
                }
                for (property, value) in values {
                    let key = StateKey(layerID: track.model.id, property: property)
                    if keyframed.contains(key) { continue }  // its keyframes end where the model stands
                    let standing = self.value(of: key, on: track, current: &current)
                    if animated.contains(where: { $0.key == key && $0.value.isClose(to: value) }) || standing.isClose(to: value) { continue }
                    if animated.contains(where: { $0.key == key }) {
                        leftOut.append("layer '\(track.model.id)': its \(property.rawValue) set to one value and animated to another at once")
                        continue
                    }
                    current[key] = value
                    result.append(Change(key: key, value: value, animation: nil))
                }
            }
        }
        return result
    }

    /// Whether `track`'s layer shows nothing (opacity 0, or hidden) from the start until `time`.
    fileprivate func isUnseen(_ track: LayerTrack, until time: Double) -> Bool {
        stride(from: 0, through: time, by: 1.0 / 120).allSatisfy { t in
            let layer = track.presentation(at: min(t, time - 1e-6))
            return layer.opacity == 0 || layer.isHidden
        }
    }

    /// Layers added or removed over time, and values set when no moment of the view runs, are left out.
    fileprivate mutating func noteUnplacedChanges(in scene: Scene) {
        let times = handlers.map(\.time)
        for track in scene.tracks {
            if track.createdAt.isFinite {
                leftOut.append("layer '\(track.model.id)': added at \(Self.seconds(track.createdAt)) s (an `if` with a transition)")
            }
            if track.removedAt.isFinite {
                leftOut.append("layer '\(track.model.id)': removed at \(Self.seconds(track.removedAt)) s (an `if` with a transition)")
            }
            for change in track.modelChanges where !times.contains(where: { abs($0 - change.time) < 1e-9 }) {
                leftOut.append(
                    "layer '\(track.model.id)': its \(change.keyPath.rawValue) set at \(Self.seconds(change.time)) s, when no gesture runs")
            }
        }
    }
}
