import EffectEngine
import EffectModel
import Foundation

extension MotionSpec {
    /// The spec of what the clock recorded: every animation added within the review window, by its trigger.
    ///
    /// A motion whose completion starts the same motion again, or its way back, on the same layer (the wave's
    /// recursive `UIView.animate`) is one row that repeats — for ever when the chain outlasts the window.
    public init(scene: Scene, document: EffectDocument) {
        effect = document.name
        title = document.title ?? document.name
        duration = Self.milliseconds(scene.duration)
        var builder = Builder(scene: scene, document: document)
        builder.collect()
        frameRate = document.frameRate
        triggers = Self.adding(document.feedback, to: Self.grouped(builder.finished(), under: document.markers))
        for t in triggers.indices {
            for m in triggers[t].motions.indices { triggers[t].motions[m].frameRate = frameRate }
        }
    }

    /// `triggers` with a moment of its own for each haptic and announcement (`Haptic: medium impact at 200 ms`), in
    /// time order (after what happens at the same time).
    static func adding(_ feedback: [Feedback], to triggers: [Trigger]) -> [Trigger] {
        guard !feedback.isEmpty else { return triggers }
        let felt = feedback.map { item in
            let kind = item.kind == .haptic ? "haptic" : "VoiceOver"
            return Trigger(kind: .feedback, at: milliseconds(item.time), label: "\(kind): \(item.words)", layer: nil, motions: [])
        }
        return inTimeOrder(triggers + felt)
    }

    /// The start's motions under the marker whose stretch each begins in (the last at or before its delay), each
    /// delay then from the marker; the triggers in time order.
    static func grouped(_ triggers: [Trigger], under markers: [Marker]) -> [Trigger] {
        guard !markers.isEmpty, let start = triggers.firstIndex(where: { $0.kind == .start }) else { return triggers }
        var byMarker: [Int: [Row]] = [:]
        var kept: [Row] = []
        for motion in triggers[start].motions {
            guard let index = markers.lastIndex(where: { milliseconds($0.time) <= motion.delay + 1e-6 }) else {
                kept.append(motion)
                continue
            }
            var moved = motion
            moved.delay = milliseconds((motion.delay - milliseconds(markers[index].time)) / 1000)
            byMarker[index, default: []].append(moved)
        }
        var result = triggers
        result[start].motions = kept
        if kept.isEmpty { result.remove(at: start) }
        for index in byMarker.keys.sorted() {
            let marker = markers[index]
            result.append(Trigger(kind: .marker, at: milliseconds(marker.time), label: marker.name, layer: nil, motions: byMarker[index]!))
        }
        return inTimeOrder(result)
    }

    /// `triggers` in time order; at one time the start first, then markers, then what happened there as it was
    /// given, then haptics and announcements (felt or heard after what they accompany).
    static func inTimeOrder(_ triggers: [Trigger]) -> [Trigger] {
        func rank(_ kind: Trigger.Kind) -> Int {
            switch kind {
            case .start: 0
            case .marker: 1
            case .feedback: 3
            default: 2
            }
        }
        return triggers.enumerated().sorted { a, b in (a.element.at, rank(a.element.kind), a.offset) < (b.element.at, rank(b.element.kind), b.offset)
        }
        .map(\.element)
    }

    /// Seconds as milliseconds, float noise rounded away.
    public static func milliseconds(_ seconds: Double) -> Double { rounded(seconds * 1000, digits: 9) }
}

/// Where a spec's rows come from, gathered in the order animations were added.
private struct Builder {
    let scene: Scene
    let document: EffectDocument
    let names: ElementNames
    var triggers: [MotionSpec.Trigger] = []
    var triggerIndex: [AnimationCause: Int] = [:]
    /// The rows each `UIView.animate` call or added animation made, so that a completion restarting it joins them.
    var chains: [[RowReference]] = []
    var chainOfCall: [CallKey: Int] = [:]
    var chainOfAnimation: [AnimationReference: Int] = [:]
    /// Legs merged into a row, and where the last one ends.
    var legs: [RowReference: (count: Int, reversed: Bool, lastEnd: Double)] = [:]

    struct RowReference: Hashable { var trigger: Int, motion: Int }
    struct AnimationReference: Hashable { var layer: String, number: Int }
    struct CallKey: Hashable { var layer: String, addedAt: Double, cause: AnimationCause }

    /// One animation driving one key path: a top-level animation, or a group's child.
    struct Leaf {
        var animation: Animation
        var keyPath: AnimatableKeyPath
        /// Document seconds.
        var begin: Double
        var duration: Double
        var end: Double
        var group: Group?
        var timing: MediaTiming
    }

    /// The group a leaf plays in.
    struct Group {
        var label: String?
        /// Its begin (document seconds) and duration.
        var begin: Double
        var duration: Double
        /// Its own curve, which warps its children's time; `nil`: linear.
        var curve: TimingFunction?
        /// The design tokens its duration and delay came from.
        var tokens: TokenNames
        /// Its timing: how often it repeats.
        var timing: MediaTiming
    }

    init(scene: Scene, document: EffectDocument) {
        self.scene = scene
        self.document = document
        names = ElementNames(scene)
    }

    mutating func collect() {
        var added: [(track: LayerTrack, number: Int, attached: AttachedAnimation)] = []
        for track in scene.tracks {
            for (number, attached) in track.animations.enumerated() where attached.addedAt <= scene.duration {
                added.append((track, number, attached))
            }
        }
        // In the order added (the completion that restarts a motion comes after the motion itself).
        let order = added.indices.sorted { (max(added[$0].attached.addedAt, -1), $0) < (max(added[$1].attached.addedAt, -1), $1) }
        for i in order { add(added[i].attached, number: added[i].number, on: added[i].track) }
        for track in scene.tracks { addValuesSetAtOnce(on: track) }
    }

    /// The values set with no animation (a designer's `set`, a SwiftUI state changed outside `withAnimation`, a
    /// symbol swapped): each a row that jumps, under the moment that set it; not those an animation added with them
    /// moves, nor a new layer's own values or the first frame's.
    private mutating func addValuesSetAtOnce(on track: LayerTrack) {
        var last: [String: ModelChange] = [:]  // what each instant leaves, by time and key path
        var order: [String] = []
        for change in track.modelChanges where change.time <= scene.duration && change.time > 0 && change.time != track.createdAt {
            let key = "\(change.time) \(change.keyPath.rawValue)"
            if last[key] == nil { order.append(key) }
            last[key] = change
        }
        for key in order {
            guard let change = last[key] else { continue }
            let before = change.keyPath.value(of: track.modelLayer(at: change.time.nextDown))
            let animated = track.animations.contains { attached in
                abs(attached.addedAt - change.time) < 1e-9 && attached.animation.writtenKeyPaths.contains { Self.overlaps($0, change.keyPath) }
            }
            guard before != change.value, !animated else { continue }
            let cause = rootCause(of: change.cause)
            let unit = MotionUnit(change.keyPath)
            let triggerAt = scene.time(of: cause, addedAt: change.time)
            var row = MotionSpec.Row(
                element: names[track.model.id], layer: track.model.id, property: MotionProperty(change.keyPath), keyPath: change.keyPath,
                label: nil, from: MotionValue(before, unit: unit), to: MotionValue(change.value, unit: unit), unit: unit,
                delay: MotionSpec.milliseconds(change.time - triggerAt), duration: 0, easing: .atOnce, repeat: nil,
                notes: [], detail: "\(change.keyPath.rawValue) set with no animation")
            if let completion = completionWords(change.cause) { row.notes.append("set \(completion)") }
            let trigger = self.trigger(for: cause)
            triggers[trigger].motions.append(row)
        }
    }

    /// Whether two key paths name the same value or one a part of the other (`position`, `position.x`).
    private static func overlaps(_ a: AnimatableKeyPath, _ b: AnimatableKeyPath) -> Bool {
        let (x, y) = (a.rawValue, b.rawValue)
        return x == y || x.hasPrefix(y + ".") || y.hasPrefix(x + ".")
    }

    private mutating func add(_ attached: AttachedAnimation, number: Int, on track: LayerTrack) {
        let layer = track.model.id
        let leaves = Self.leaves(of: attached.animation)
        guard !leaves.isEmpty else { return }
        let call = CallKey(layer: layer, addedAt: attached.addedAt, cause: attached.cause)
        let motions = leaves.map { motion(of: $0, attached: attached, track: track) }
        // A completion that runs the same motion again (or its way back) on the same layer repeats it.
        if case .completion(let completed, let completedNumber) = attached.cause,
            let chain = chainOfAnimation[AnimationReference(layer: completed, number: completedNumber)]
        {
            let matches = zip(leaves, motions).map { leaf, motion in
                chains[chain].first { row in continues(row, with: motion, beginning: leaf.begin) }
            }
            if matches.allSatisfy({ $0 != nil }) {
                for (row, (leaf, motion)) in zip(matches.map { $0! }, zip(leaves, motions)) {
                    let reversed = triggers[row.trigger].motions[row.motion].from != motion.from
                    var record = legs[row] ?? (1, false, 0)
                    record.count += 1
                    record.reversed = record.reversed || reversed
                    record.lastEnd = leaf.end
                    legs[row] = record
                }
                chainOfAnimation[AnimationReference(layer: layer, number: number)] = chain
                chainOfCall[call] = chain
                return
            }
        }
        let trigger = self.trigger(for: rootCause(of: attached.cause))
        let chain =
            chainOfCall[call]
            ?? {
                chains.append([])
                return chains.count - 1
            }()
        chainOfCall[call] = chain
        chainOfAnimation[AnimationReference(layer: layer, number: number)] = chain
        for (leaf, motion) in zip(leaves, motions) {
            let row = RowReference(trigger: trigger, motion: triggers[trigger].motions.count)
            triggers[trigger].motions.append(motion)
            chains[chain].append(row)
            legs[row] = (1, false, leaf.end)
        }
    }

    /// Whether `motion`, beginning at `begin`, is the row's motion again, or its way back, from where its last leg ended.
    private func continues(_ row: RowReference, with motion: MotionSpec.Row, beginning begin: Double) -> Bool {
        let previous = triggers[row.trigger].motions[row.motion]
        guard let lastEnd = legs[row]?.lastEnd, abs(begin - lastEnd) < 1e-9, previous.layer == motion.layer, previous.keyPath == motion.keyPath,
            previous.duration == motion.duration,
            previous.easing == motion.easing, previous.repeat == nil, motion.repeat == nil
        else { return false }
        return (previous.from, previous.to) == (motion.from, motion.to) || (previous.from, previous.to) == (motion.to, motion.from)
    }

    /// What began the chain of completions that led to `cause`: the start or a touch (the cause itself when it is one).
    func rootCause(of cause: AnimationCause) -> AnimationCause {
        var cause = cause
        while case .completion(let layer, let number) = cause, let earlier = scene.track(layer)?.animations[number] { cause = earlier.cause }
        return cause
    }

    /// `when Ripple 1 · Touch-down ripple ends`: the completion that added an animation, if one did.
    func completionWords(_ cause: AnimationCause) -> String? {
        guard case .completion(let layer, let number) = cause else { return nil }
        let completed = scene.track(layer)?.animations[number].animation
        let what = completed.flatMap { $0.label ?? $0.keyPath.map { MotionProperty($0).title } } ?? "animation"
        return "when \(names[layer]) · \(what) ends"
    }

    /// The trigger a chain of animations answers (the start or a touch: what a completion adds is listed under what
    /// began its chain), made when first met.
    private mutating func trigger(for cause: AnimationCause) -> Int {
        if let index = triggerIndex[cause] { return index }
        let trigger: MotionSpec.Trigger
        switch cause {
        case .start, .completion:
            trigger = MotionSpec.Trigger(kind: .start, at: 0, label: "start", layer: nil, motions: [])
        case .interaction(let index):
            trigger = interactionTrigger(index)
        case .release(let index):
            trigger = interactionTrigger(index, lifted: true)
        case .moment(let id, let at):
            trigger = MotionSpec.Trigger(kind: .moment, at: MotionSpec.milliseconds(at), label: id, layer: nil, motions: [])
        }
        triggers.append(trigger)
        triggerIndex[cause] = triggers.count - 1
        return triggers.count - 1
    }

    /// The trigger of the scripted event `index`: `tap`, `2nd touch down`, `touch up on Button` (when several
    /// layers are touched); `lifted`: its finger's lift, one frame after a tap lands (`tap · finger up`, a touch up at
    /// the lift's time, so that what a button's action sets going has no delay of the tap's own).
    func interactionTrigger(_ index: Int, lifted: Bool = false) -> MotionSpec.Trigger {
        let event = scene.interactions[index]
        let kind = Self.kind(of: event, document: document)
        let words: String =
            switch kind {
            case .touchDown: "touch down"
            case .touchUp: if case .touchMoved = event.event { "finger leaves" } else { "touch up" }
            case .tap: "tap"
            case .toggle: "toggle"
            case .start, .completion, .moment, .marker, .feedback: kind.rawValue
            }
        let earlier = scene.interactions[..<index].filter {
            $0.layerID == event.layerID && Self.kind(of: $0, document: document) == kind && $0.event.kind == event.event.kind
        }.count
        var label = earlier == 0 ? words : "\(Self.ordinal(earlier + 1)) \(words)"
        if lifted { label += " · finger up" }
        if Set(scene.interactions.map(\.layerID)).count > 1 { label += " on \(names[event.layerID])" }
        let at = scene.time(of: lifted ? .release(index) : .interaction(index), addedAt: event.time)
        return MotionSpec.Trigger(
            kind: kind, at: MotionSpec.milliseconds(at), label: label, layer: event.layerID, motions: [])
    }

    static func kind(of event: ScriptedEvent, document: EffectDocument) -> MotionSpec.Trigger.Kind {
        switch event.event {
        case .touchDown: .touchDown
        case .touchMoved, .touchUp: .touchUp
        case .tap: .tap
        case .toggle: document.components.first { $0.id == event.layerID }?.type.togglesWhenTapped == true ? .tap : .toggle
        }
    }

    static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }

    /// Every trigger, scripted ones with nothing to show included, in time order; repeats stated.
    func finished() -> [MotionSpec.Trigger] {
        var result = triggers
        for (row, record) in legs where record.count > 1 {
            let forEver = record.lastEnd >= scene.duration
            let cycles = record.reversed ? Double(record.count) / 2 : Double(record.count)
            result[row.trigger].motions[row.motion].repeat = MotionSpec.Repeat(count: forEver ? .infinity : cycles, autoreverses: record.reversed)
        }
        let causes = Set(triggerIndex.keys)
        for index in scene.interactions.indices where !causes.contains(.interaction(index)) && !causes.contains(.release(index)) {
            if case .touchMoved = scene.interactions[index].event { continue }
            result.append(interactionTrigger(index))
        }
        for index in result.indices {
            result[index].motions.sort { ($0.delay, names.order[$0.layer] ?? 0) < ($1.delay, names.order[$1.layer] ?? 0) }
        }
        return result.enumerated().sorted { a, b in
            let rank: (MotionSpec.Trigger) -> Int = { $0.kind == .start ? 0 : $0.kind == .completion ? 2 : 1 }
            return (a.element.at, rank(a.element), a.offset) < (b.element.at, rank(b.element), b.offset)
        }.map(\.element)
    }

    // MARK: One row

    static func leaves(of animation: Animation, offset: Double = 0, group: Group? = nil, parentDuration: Double? = nil) -> [Leaf] {
        let duration = animation.resolvedDuration(parentDuration: parentDuration) / max(animation.timing.speed, 1e-9)
        let begin = offset + animation.timing.beginTime
        var end = animation.timing.endTime(duration: animation.resolvedDuration(parentDuration: parentDuration))
        end = offset + end
        if let group { end = min(end, offset + group.duration) }
        if case .group(let children) = animation.kind {
            let group = Group(
                label: animation.label, begin: begin, duration: duration, curve: animation.timingFunction, tokens: animation.tokens,
                timing: animation.timing)
            return children.flatMap { leaves(of: $0, offset: begin, group: group, parentDuration: duration) }
        }
        guard let keyPath = animation.keyPath else { return [] }
        return [Leaf(animation: animation, keyPath: keyPath, begin: begin, duration: duration, end: end, group: group, timing: animation.timing)]
    }

    /// `snaps to 100% when it ends`: what shows a moment before `end` (the motion's own last value, a cut spring's
    /// where it got to) against what shows once it is off (the model, or the animation that takes over then: a spring
    /// keyframe handing on); nil for a jump under 0.5 % of the motion's own change (a spring cut 0.2 % short), which a
    /// viewer does not see.
    static func snap(of leaf: Leaf, on track: LayerTrack, at end: Double, from: AnimatableValue, to: AnimatableValue, unit: MotionUnit)
        -> String?
    {
        let keyPath = leaf.keyPath
        let instant = max(leaf.duration * 1e-7, 1e-12)
        let before = keyPath.value(of: track.presentation(at: end - instant)).components
        let after = keyPath.value(of: track.presentation(at: end))
        let change = zip(from.components, to.components).map { abs($0 - $1) }.max() ?? 0
        let jump = before.count == after.components.count ? zip(before, after.components).map { abs($0 - $1) }.max() ?? 0 : .infinity
        guard jump > max(change * 0.005, 1e-9) else { return nil }
        return "snaps to \(MotionValue(after, unit: unit).text(unit: unit, property: MotionProperty(keyPath))) when it ends"
    }

    func motion(of leaf: Leaf, attached: AttachedAnimation, track: LayerTrack) -> MotionSpec.Row {
        let animation = leaf.animation
        let keyPath = leaf.keyPath
        let unit = MotionUnit(keyPath)
        let model = track.modelLayer(at: attached.addedAt)
        let below = keyPath.value(of: model)
        let (from, to) = Self.endPoints(of: animation, below: below)
        let triggerAt = scene.time(of: rootCause(of: attached.cause), addedAt: attached.addedAt)
        var notes: [String] = []
        if let completion = completionWords(attached.cause) { notes.append("starts \(completion)") }
        let played = Self.played(leaf)
        let begin = leaf.begin
        let end = leaf.end
        let added = attached.addedAt
        if let late = Self.addedLate(leaf, at: added, to: to) { notes.append(late) }
        let removed = min(attached.removedAt, track.removedAt)
        let isCutOff = removed < end && removed > max(begin, added)
        if isCutOff {
            notes.append(
                "cut off \(MotionSpec.number((removed - begin) * 1000)) ms in: "
                    + (attached.removedAt <= track.removedAt ? "removed before its end" : "its layer is removed"))
        }
        if leaf.duration <= ViewAnimation.minimumDuration + 1e-9 { notes.append("at once: UIKit runs a duration of 0 as 1 ms") }
        // An additive animation ends at an offset of 0 (a spring within its settling threshold): taking it off shows the
        // model as it was already shown, even when a later change (a SwiftUI spring retargeted mid-flight) moved the
        // model, which then plays on from the same position and velocity.
        if !animation.isAdditive, attached.animation.timing.isRemovedOnCompletion, !attached.animation.timing.fillMode.holdsEnd,
            end.isFinite, end < removed, let snap = Self.snap(of: leaf, on: track, at: end, from: from, to: to, unit: unit)
        {
            notes.append(snap)
        }
        var motion = MotionSpec.Row(
            element: names[track.model.id], layer: track.model.id, property: MotionProperty(keyPath), keyPath: keyPath,
            label: animation.label ?? leaf.group?.label, from: MotionValue(from, unit: unit), to: MotionValue(to, unit: unit), unit: unit,
            delay: MotionSpec.milliseconds(played.begin - triggerAt), duration: MotionSpec.milliseconds(played.duration),
            easing: played.easing, repeat: Self.repeats(leaf),
            notes: notes, detail: Self.detail(of: leaf, attached: attached))
        motion.tokens = animation.tokens
        if isCutOff { motion.cutOff = MotionSpec.milliseconds(removed - begin) }
        // A child without a duration of its own, from the group's start, runs for the group's duration and takes its token.
        if let group = leaf.group, animation.timing.duration == nil, abs(leaf.begin - group.begin) < 1e-12 {
            motion.tokens["duration"] = group.tokens["duration"]
        }
        if case .keyframe(let keyframes) = animation.kind {
            let statement = KeyframeStatement(
                keyframes, below: below, additive: animation.isAdditive, unit: unit, function: animation.timingFunction ?? .linear,
                realTime: played.milliseconds)
            (motion.keyframes, motion.range) = (statement.keyframes, statement.range)
        }
        return motion
    }

    /// What a leaf added at `added` (document seconds) does when it was over before then (jumps to its end
    /// `to`), or set to begin before then (starts part-way); `nil` when it starts as set.
    private static func addedLate(_ leaf: Leaf, at added: Double, to: AnimatableValue) -> String? {
        if leaf.end.isFinite, leaf.end <= added {
            return leaf.keyPath == .opacity && to.components.allSatisfy { $0 == 0 }
                ? "vanishes at once: its fade was over before it was added"
                : "jumps to its end at once: it was over before it was added"
        } else if leaf.begin < added {
            return "starts part-way: it was set to begin \(MotionSpec.number((added - leaf.begin) * 1000)) ms before it was added"
        }
        return nil
    }

    /// When a leaf plays and on which curve: a group's child runs in the group's time, warped by the group's curve,
    /// so that its begin, duration and easing are where the group's curve puts them (`docs/timing.md`).
    struct Played {
        /// Document seconds.
        var begin: Double
        var duration: Double
        var easing: MotionSpec.Easing
        /// The leaf's own progress (0…1 of its first leg, before its timing function) to ms after `begin`.
        var milliseconds: @Sendable (Double) -> Double
    }

    static func played(_ leaf: Leaf) -> Played {
        let own = easing(of: leaf.animation)
        let duration = leaf.duration
        guard let group = leaf.group, let curve = group.curve, !curve.isLinear, group.duration > 0 else {
            return Played(begin: leaf.begin, duration: duration, easing: own) { MotionSpec.milliseconds($0 * duration) }
        }
        // The child spans start…end of the group's own time; the group's curve reaches those at first…last of its real time.
        // Offsets first, so that a child spanning its group spans 0…1 exactly (0.2 + 0.35 − 0.2 is not 0.35).
        let offset = leaf.begin - group.begin
        let start = min(max(offset / group.duration, 0), 1)
        let end = max((offset + duration) / group.duration, start)
        let first = curve.progress(reaching: start)
        let last = curve.progress(reaching: end)
        let groupCurve = MotionSpec.Easing.GroupCurve(curve, start: start, end: end)
        let easing: MotionSpec.Easing =
            start == 0 && end == 1 && own.isLinear ? .curve(groupCurve.name, curve) : .inGroup(own, group: groupCurve)
        let groupDuration = group.duration
        return Played(begin: group.begin + first * groupDuration, duration: (last - first) * groupDuration, easing: easing) { progress in
            MotionSpec.milliseconds((curve.progress(reaching: start + progress * (end - start)) - first) * groupDuration)
        }
    }

    /// What it shows at its start and at the end of its first leg.
    static func endPoints(of animation: Animation, below: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        var (from, to): (AnimatableValue, AnimatableValue)
        switch animation.kind {
        case .basic(let f, let t, let b), .spring(_, let f, let t, let b):
            (from, to) = Animation.endPoints(from: f, to: t, by: b, below: below)
        case .keyframe(let keyframes):
            from = keyframes.value(at: 0)?.value ?? below
            to = keyframes.value(at: 1)?.value ?? below
        case .group:
            (from, to) = (below, below)
        }
        return animation.isAdditive ? (below + from, below + to) : (from, to)
    }

    static func easing(of animation: Animation) -> MotionSpec.Easing {
        if case .spring(let spring, _, _, _) = animation.kind { return .spring(MotionSpec.SpringFeel(spring)) }
        var function = animation.timingFunction ?? .linear
        // Two values: one segment, whose curve is the motion's. More are stated keyframe by keyframe.
        if animation.timingFunction == nil, case .keyframe(let keyframes) = animation.kind, keyframes.path != nil || keyframes.values.count <= 2,
            let functions = keyframes.timingFunctions, let first = functions.first, functions.allSatisfy({ $0 == first })
        {
            function = first
        }
        return .curve(MotionSpec.Easing.CurveName(function), function)
    }

    /// How often a leaf plays: its own repeats or, when it plays once in a group that repeats (a designer's
    /// `"repeat": { "pause": … }`), the group's cycles, with the pause the group holds after the leaf's cycle.
    static func repeats(_ leaf: Leaf) -> MotionSpec.Repeat? {
        if let own = repeats(leaf.timing) { return own }
        guard let group = leaf.group, var cycles = repeats(group.timing) else { return nil }
        let cycle = leaf.duration * (leaf.timing.autoreverses ? 2 : 1)
        cycles.autoreverses = leaf.timing.autoreverses
        cycles.pause = max(0, MotionSpec.rounded((group.duration - cycle) * 1000))
        // A last cycle the group cuts short of its pause is still a cycle.
        if cycles.count.isFinite, group.timing.repeatDuration > 0, group.duration > 0 {
            cycles.count = (group.timing.repeatDuration / group.duration).rounded(.up)
        }
        return cycles
    }

    static func repeats(_ timing: MediaTiming) -> MotionSpec.Repeat? {
        let count: Double
        if timing.repeatCount.isInfinite || timing.repeatDuration.isInfinite {
            count = .infinity
        } else if timing.repeatCount > 0 {
            count = timing.repeatCount
        } else if timing.repeatDuration > 0, let duration = timing.duration, duration > 0 {
            count = MotionSpec.rounded(timing.repeatDuration / (duration * (timing.autoreverses ? 2 : 1)))
        } else {
            count = 1
        }
        guard count != 1 || timing.autoreverses else { return nil }
        return MotionSpec.Repeat(count: count, autoreverses: timing.autoreverses)
    }

    /// The animation in Core Animation's words: `CASpringAnimation transform.scale (stiffness 1542, damping 43.2, mass 1), additive`.
    static func detail(of leaf: Leaf, attached: AttachedAnimation) -> String {
        let animation = leaf.animation
        var words: String
        switch animation.kind {
        case .basic: words = "CABasicAnimation"
        case .spring(let spring, _, _, _):
            words =
                "CASpringAnimation (mass \(MotionSpec.number(spring.mass)), stiffness \(MotionSpec.number(spring.stiffness)), damping \(MotionSpec.number(spring.damping)))"
        case .keyframe(let keyframes):
            let count = keyframes.path.map { "along a path of \($0.elements.count) elements" } ?? "\(keyframes.values.count) values"
            let curves = keyframes.timingFunctions.map { ", \($0.count) timingFunctions" } ?? ""
            words = "CAKeyframeAnimation (\(count), calculationMode \(keyframes.calculationMode.rawValue)\(curves))"
        case .group: words = "CAAnimationGroup"
        }
        words += " \(leaf.keyPath.rawValue)"
        if let group = leaf.group {
            words +=
                animation.timing.duration == nil
                ? ", takes its group's \(MotionSpec.number(group.duration * 1000)) ms"
                : ", in a group of \(MotionSpec.number(group.duration * 1000)) ms"
        }
        if animation.isAdditive { words += ", additive" }
        let timing = attached.animation.timing
        if timing.fillMode != .removed { words += ", fill \(timing.fillMode.rawValue)" }
        if !timing.isRemovedOnCompletion { words += ", kept when it ends" }
        if case .spring(let spring, _, _, _) = animation.kind, case .perceptual(let duration, let bounce) = spring.origin {
            // As SwiftUI writes it (and UIKit's `animate(springDuration:bounce:)` with these numbers).
            words += "; written .spring(duration: \(MotionSpec.number(duration)), bounce: \(MotionSpec.number(bounce)))"
        }
        return words
    }
}

/// What a designer calls each layer: its label (or id), numbered in order of creation when several share it.
struct ElementNames: Sendable {
    private var names: [String: String] = [:]
    /// Each layer's place in the order of creation.
    private(set) var order: [String: Int] = [:]

    init(_ scene: Scene) {
        var counts: [String: Int] = [:]
        for track in scene.tracks { counts[track.model.label ?? track.model.id, default: 0] += 1 }
        var seen = UniqueNames()
        for (index, track) in scene.tracks.enumerated() {
            let name = track.model.label ?? track.model.id
            // Numbered only where several share the name (every one of them, "Card 1" too): the count comes first.
            names[track.model.id] = counts[name]! > 1 ? seen.claim(name, separator: " ") : name
            order[track.model.id] = index
        }
    }

    subscript(id: String) -> String { names[id] ?? id }
}
