import Foundation

/// An entry of the document's `animations`: a Core Animation animation added to a layer, or a
/// `UIView.animate` call on it, at the start or at every occurrence of its trigger.
public struct DocumentAnimation: Sendable, Equatable {
    /// What is added: a Core Animation animation or a `UIView.animate` call.
    public enum Content: Sendable, Equatable {
        /// `layer.add(_:forKey:)`: at the start, before the document starts (so fill modes hold from t = 0), with
        /// `beginTime` in document seconds; on a trigger or later (`addedAfter`), when added, with `beginTime` in
        /// seconds from then.
        case core(Animation, key: String?)
        /// `UIView.animate`, called at the trigger (or `addedAfter` it).
        case view(ViewAnimation)
    }

    /// The layer it is added to (or whose view is animated).
    public var layerID: String
    /// The animation or the call.
    public var content: Content
    /// What it waits for (default: the start).
    public var trigger: Trigger
    /// Seconds after each occurrence of the trigger at which the animation is added or the `view` call made, as a
    /// completion block or `asyncAfter` does it (for the start: the document time). JSON: `"at"` for a Core
    /// Animation animation on the start, `"beginTime"` for a `view` call.
    public var addedAfter = 0.0
    /// `keep`: when a basic or spring animation is added, the layer's model value becomes the value it animates to,
    /// and it starts from what shows then (its `fromValue` is the presentation value), as `UIView.animate` and SwiftUI
    /// do; during its `beginTime` wait the old value shows (fill backwards). A second one mid-way continues without a jump.
    public var keepsValue = false

    /// An entry adding `content` to `layerID` when `trigger` occurs (default: the start), `addedAfter` seconds later.
    public init(layerID: String, content: Content, trigger: Trigger = .start, addedAfter: Double = 0) {
        self.layerID = layerID
        self.content = content
        self.trigger = trigger
        self.addedAfter = addedAfter
    }

    /// `layer.add(animation, forKey: key)` at the trigger, or `addedAfter` seconds after it.
    public init(_ animation: Animation, on layerID: String, key: String? = nil, trigger: Trigger = .start, addedAfter: Double = 0) {
        self.init(layerID: layerID, content: .core(animation, key: key), trigger: trigger, addedAfter: addedAfter)
    }

    /// `UIView.animate` on the layer's view, called `addedAfter` seconds after the trigger.
    public init(_ view: ViewAnimation, on layerID: String, addedAfter: Double = 0, trigger: Trigger = .start) {
        self.init(layerID: layerID, content: .view(view), trigger: trigger, addedAfter: addedAfter)
    }

    /// When its last animation ends, counted from its trigger (the start: document seconds); infinite if never.
    public var endTime: Double {
        switch content {
        case .core(let animation, _): addedAfter + animation.endTime
        case .view(let view): view.endTime(callTime: addedAfter)
        }
    }
}

/// Decodes animations against the document's layers (to check each key path against its layer's type).
struct AnimationDecoder {
    let layers: [String: Layer]
    /// What a `trigger` may name (`EffectDocument.triggerNames`).
    let triggerNames: [String]

    /// Animations nest (groups in groups) at most this deep.
    static let maximumDepth = 32

    /// The animation types of the document: Core Animation's classes, and `UIView.animate` calls.
    enum AnimationType: String, CaseIterable, CustomStringConvertible {
        case basic, keyframe, spring, group, view
        /// A designer's shake, decoded into keyframes (`shake(_:keyPath:easing:)`).
        case shake
        var description: String { rawValue }
    }

    /// An entry of `animations`: one, or one per layer of `layers` with `stagger` (each `stagger` seconds after the
    /// previous, `beginTime` counting).
    func decodeTopLevel(_ field: JSONField) throws(DocumentError) -> [DocumentAnimation] {
        let object = try field.object()
        let (layer, ids, step) = try staggeredLayers(object)
        let type = try Self.type(of: object)
        let trigger = try object.optional("trigger") { field throws(DocumentError) in try Trigger(field: field, names: triggerNames) } ?? .start
        if type == .view {
            let callTime = try object.optional("beginTime") { field throws(DocumentError) in try field.time() } ?? 0
            let view = try decodeView(object, layer: layer)
            Self.rejectForeignKeys(object, type: type)
            object.rejectUnknownKeys("in a view animation")
            return ids.enumerated().map { DocumentAnimation(view, on: $1, addedAfter: callTime + Double($0) * step, trigger: trigger) }
        }
        let key = try object.optional("key") { field throws(DocumentError) in try field.string() }
        // Added at a document time, as a completion block or `asyncAfter` adds it; `beginTime` counts from then.
        let at =
            try object.optional("at") { field throws(DocumentError) in
                if let other = object.optional("trigger") { throw other.error("give at (the document time it is added) or trigger, not both") }
                return try field.nonNegativeTime()
            } ?? 0
        let keeps =
            try object.optional("keep") { field throws(DocumentError) in
                let keeps = try field.bool()
                guard !keeps || type == .basic || type == .spring else {
                    throw field.error("keep takes a basic or spring animation's toValue; a \(type) animation has no one value to keep")
                }
                if keeps, let from = object.optional("fromValue") {
                    throw from.error("keep starts from what shows when the animation is added; remove fromValue")
                }
                if keeps, !object.has("toValue") {
                    throw (object.optional("byValue") ?? field).error("keep needs the value to keep: give toValue")
                }
                return keeps
            } ?? false
        let animation = try decode(object, type: type, layer: layer, depth: 1)
        if keeps, case .keyframe = animation.kind {
            throw (object.optional("easing") ?? field).error(
                "keep starts from what shows, which emphasized's two segments cannot: use one curve (emphasized-decelerate) or a spring")
        }
        if keeps, case .group = animation.kind {
            throw (object.optional("repeat") ?? field).error("keep plays to the value it keeps; a pause between cycles is not kept: remove the pause")
        }
        for other in ids.dropFirst() {
            for keyPath in animation.keyPaths where !keyPath.applies(to: layers[other]!) {
                throw (object.optional("layers") ?? field).error(
                    "the key path \(keyPath) belongs to \(keyPath.layerType!) layers, and \"\(other)\" is not one")
            }
        }
        return ids.enumerated().map { index, id in
            var staggered = animation
            staggered.timing.beginTime += Double(index) * step
            var entry = DocumentAnimation(staggered, on: id, key: key, trigger: trigger, addedAfter: at)
            entry.keepsValue = keeps
            return entry
        }
    }

    /// The layer an entry names (`layer`), or those it staggers over (`layers`), checked to exist: the first's layer,
    /// their ids, and the time between one's start and the next's.
    private func staggeredLayers(_ object: JSONObjectReader) throws(DocumentError) -> (Layer, [String], stagger: Double) {
        guard let list = object.optional("layers") else {
            if let step = object.optional("stagger") {
                throw step.error("stagger spaces the layers of \"layers\": [\"dot-1\", \"dot-2\"], in place of \"layer\"")
            }
            let found = try object.required("layer").layer(in: layers)
            return (found, [found.id], 0)
        }
        if let single = object.optional("layer") { throw single.error("give layer or layers, not both") }
        let found = try list.array().map { item throws(DocumentError) in try item.layer(in: layers) }
        guard let first = found.first else { throw list.mismatch("a list of layer ids") }
        guard let step = object.optional("stagger") else {
            throw list.error("layers take a \"stagger\": the time between one layer's start and the next's (\"150ms\")")
        }
        return (first, found.map(\.id), try step.nonNegativeTime())
    }

    /// The keys a type of animation has beside the timing's and the curve's.
    private static func keys(of type: AnimationType) -> [String] {
        switch type {
        case .basic: ["fromValue", "toValue", "byValue"]
        case .spring:
            [
                "fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity", "perceptualDuration", "bounce", "preset",
                "allowsOverdamping",
            ]
        case .keyframe: ["values", "path", "keyTimes", "timingFunctions", "calculationMode", "rotationMode", "keyframes"]
        case .shake: ["amplitude", "count", "decay"]
        case .group: ["animations"]
        case .view: ["changes", "options", "spring", "delay"]
        }
    }

    /// Keys that belong to another kind of animation, each an error that says where it belongs.
    static func rejectForeignKeys(_ object: JSONObjectReader, type: AnimationType) {
        let isView = type == .view
        var foreign: [(key: String, message: String)] = []
        if !isView {
            foreign += [
                ("changes", "changes belong to UIView.animate: add \"type\": \"view\""),
                ("options", "options belong to UIView.animate: add \"type\": \"view\""),
            ]
        }
        if isView {
            let curve =
                "UIView.animate takes its curve as an option: \"options\": [\"curveEaseOut\"] (curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear); for a cubic-bezier use a basic animation"
            foreign += [
                ("timingFunction", curve), ("easing", curve), ("repeat", "UIView.animate repeats with \"options\": [\"repeat\"]"),
                ("fromValue", "UIView.animate animates from what shows to \"changes\": { keyPath: newValue }"),
                ("toValue", "UIView.animate animates to \"changes\": { \"opacity\": 0 }"),
                ("keyPath", "UIView.animate names its key paths in \"changes\": { \"opacity\": 0 }"),
                ("property", "UIView.animate names its key paths in \"changes\": { \"opacity\": 0 }"),
                ("repeatCount", "UIView.animate repeats with \"options\": [\"repeat\"]"),
                ("autoreverses", "UIView.animate reverses with \"options\": [\"autoreverse\"]"),
                ("transition", "UIView.animate takes duration, delay and a curve option, not a transition token"),
            ]
        }
        if type != .keyframe {
            for key in ["values", "keyTimes", "timingFunctions", "calculationMode", "rotationMode", "keyframes"] {
                foreign.append((key, "\(key) belongs to a keyframe animation: add \"type\": \"keyframe\""))
            }
        }
        if type != .spring {
            for key in ["mass", "stiffness", "damping", "initialVelocity", "perceptualDuration", "bounce", "preset", "allowsOverdamping"] {
                foreign.append(
                    (
                        key,
                        isView
                            ? "UIView.animate's spring is \"spring\": { \"dampingRatio\": 0.7, \"initialVelocity\": 0 }"
                            : "\(key) belongs to a spring: add \"type\": \"spring\""
                    ))
            }
        }
        if type == .spring {
            foreign.append(
                (
                    "dampingRatio",
                    "CASpringAnimation takes damping (with stiffness) or bounce (0 no bounce … 1): \"bounce\": 0.3 is about dampingRatio 0.7"
                ))
        }
        if type != .shake {
            for key in ["amplitude", "count", "decay"] { foreign.append((key, "\(key) belongs to a shake: add \"type\": \"shake\"")) }
        }
        if type != .group { foreign.append(("animations", "animations belong to a group: add \"type\": \"group\"")) }
        if !isView, type != .group, object.has("spring") {
            foreign.append(("spring", "a spring is its own animation type: \"type\": \"spring\" with bounce or stiffness and damping"))
        }
        for (key, message) in foreign where object.has(key) && !object.isKnown(key) {
            let field = object.optional(key)!
            field.context.record(
                DocumentError(
                    location: object.keyLocation(key), path: field.path, message: "\"\(key)\" does not belong in a \(type) animation: \(message)"))
        }
    }

    private static func type(of object: JSONObjectReader) throws(DocumentError) -> AnimationType {
        guard let field = object.optional("type") else { return object.has("keyframes") ? .keyframe : .basic }
        let name = try field.string()
        guard let type = AnimationType(rawValue: name) else {
            let names = AnimationType.allCases.map(\.rawValue)
            var message = "expected an animation type (\(names.joined(separator: ", "))), found \(field.json.kindDescription)"
            if let near = NearMiss.suggestion(for: name, among: names) { message += "; did you mean \"\(near)\"?" }
            throw field.error(message)
        }
        return type
    }

    private func decode(_ object: JSONObjectReader, type: AnimationType, layer: Layer, depth: Int) throws(DocumentError) -> Animation {
        guard depth <= Self.maximumDepth else { throw object.field.error("animations nest deeper than \(Self.maximumDepth) levels") }
        let transition = try object.optional("transition") { field throws(DocumentError) in try Transition(field: field) }
        let (timing, pause) = try timingAndPause(object, transition: transition)
        let easing = try Self.easing(object) ?? transition.map { .curve($0.timingFunction) }
        var animation: Animation
        var label: String?
        if type == .group {
            let children = try groupChildren(object, layer: layer, depth: depth)
            let curve = try Self.singleCurve(easing, object, type: type)
            animation = Animation(keyPath: nil, timing: timing, timingFunction: curve, kind: .group(children))
        } else {
            (animation, label) = try propertyAnimation(object, type: type, layer: layer, timing: timing, easing: easing)
        }
        animation.isAdditive = try object.optional("isAdditive") { field throws(DocumentError) in try field.bool() } ?? false
        animation.isCumulative = try object.optional("isCumulative") { field throws(DocumentError) in try field.bool() } ?? false
        animation.label = try Self.label(object) ?? label
        animation.tokens["duration"] = object.optional("duration")?.referencedToken
        animation.tokens["delay"] = (object.optional("delay") ?? object.optional("beginTime"))?.referencedToken
        Self.rejectForeignKeys(object, type: type)
        object.rejectUnknownKeys("in a \(type) animation")
        return pause.map { Self.pausing(animation, by: $0) } ?? animation
    }

    /// The animation's timing (a transition's delay and duration where the object gives none) and the pause
    /// between repeats, in seconds, if any; an error in the repeat keys is recorded and the other keys read on.
    private func timingAndPause(_ object: JSONObjectReader, transition: Transition?) throws(DocumentError) -> (MediaTiming, pause: Double?) {
        var timing = try decodeTiming(object)
        if let transition {
            if !object.has("beginTime"), !object.has("delay") { timing.beginTime = transition.delay }
            if !object.has("duration") { timing.duration = transition.duration }
        }
        var pause: Double?
        do {
            pause = try Self.decodeRepeat(object, into: &timing)
        } catch {
            object.field.context.record(error)  // and the other keys are read on
        }
        return (timing, pause)
    }

    /// The animation's own timing function: one curve; a path is an error unless the type expands it.
    private static func singleCurve(_ easing: Easing?, _ object: JSONObjectReader, type: AnimationType) throws(DocumentError) -> TimingFunction? {
        guard case .path? = easing else { if case .curve(let f)? = easing { return f } else { return nil } }
        throw (object.optional("easing") ?? object.optional("timingFunction") ?? object.field).error(
            "emphasized is two curves: a \(type) animation takes one; use it on a basic animation with fromValue and toValue, or on keyframes")
    }

    /// A group's `animations`, each on the group's layer and started with the group (no `layer`, no `trigger`,
    /// no view animation).
    private func groupChildren(_ object: JSONObjectReader, layer: Layer, depth: Int) throws(DocumentError) -> [Animation] {
        try JSONObjectReader.each(try object.required("animations")) { item throws(DocumentError) in
            let child = try item.object()
            if let layerField = child.optional("layer") {
                throw layerField.error("a group's animations run on the group's layer; remove \"layer\"")
            }
            if let triggerField = child.optional("trigger") {
                throw triggerField.error("a group's animations start with the group; put the trigger on the group")
            }
            let childType = try Self.type(of: child)
            guard childType != .view else { throw item.error("a group cannot hold a view animation") }
            return try decode(child, type: childType, layer: layer, depth: depth + 1)
        }
    }

    /// An animation of one key path (basic, keyframe, shake or spring) and the label its type gives, if any.
    private func propertyAnimation(
        _ object: JSONObjectReader, type: AnimationType, layer: Layer, timing: MediaTiming, easing: Easing?
    ) throws(DocumentError) -> (Animation, label: String?) {
        let keyPath = try animatedKeyPath(object, type: type, layer: layer)
        var timingFunction: TimingFunction?
        var label: String?
        let kind: Animation.Kind
        switch type {
        case .keyframe:
            if let field = object.optional("keyframes") {
                if let other = ["values", "path", "keyTimes", "timingFunctions"].first(where: object.has) {
                    throw object.optional(other)!.error("give keyframes or \(other), not both: keyframes say values and key times at once")
                }
                kind = .keyframe(try percentKeyframes(field, keyPath: keyPath, segmentEasing: easing))
            } else {
                timingFunction = try Self.singleCurve(easing, object, type: type)
                kind = .keyframe(try decodeKeyframes(object, keyPath: keyPath))
            }
        case .shake:
            let (keyframes, shakeLabel) = try Self.shake(object, keyPath: keyPath, easing: easing)
            kind = .keyframe(keyframes)
            label = shakeLabel
        case .spring:
            timingFunction = try Self.singleCurve(easing, object, type: type)
            let (from, to, by) = try endValues(object, keyPath: keyPath)
            kind = .spring(try decodeSpring(object), from: from, to: to, by: by)
        default:  // basic: groups and view animations are decoded above
            let (from, to, by) = try endValues(object, keyPath: keyPath)
            if case .path(let path)? = easing {
                kind = .keyframe(try Self.keyframes(path, from: from, to: to, by: by, object))
            } else {
                timingFunction = try Self.singleCurve(easing, object, type: type)
                kind = .basic(from: from, to: to, by: by)
            }
        }
        return (Animation(keyPath: keyPath, timing: timing, timingFunction: timingFunction, kind: kind), label)
    }

    /// The key path a non-group animation drives (a shake without one: `transform.translation.x`); when it cannot
    /// be read, every other key is still checked, so that one error hides no other.
    private func animatedKeyPath(_ object: JSONObjectReader, type: AnimationType, layer: Layer) throws(DocumentError) -> AnimatableKeyPath {
        do {
            return try type == .shake && !object.has("keyPath") && !object.has("property") ? .translationX : self.keyPath(object, layer: layer)
        } catch {
            // The values need the key path; every other key is still checked, so that one error hides no other.
            for key in Self.keys(of: type) + ["isAdditive", "isCumulative", "label"] { _ = object.optional(key) }
            Self.rejectForeignKeys(object, type: type)
            object.rejectUnknownKeys("in a \(type) animation")
            throw error
        }
    }

    /// The key path an animation drives, its `keyPath` or a designer's `property` (one setting: both is an error).
    private func keyPath(_ object: JSONObjectReader, layer: Layer) throws(DocumentError) -> AnimatableKeyPath {
        let field: JSONField
        if let given = object.optional("property", or: "keyPath") { field = given } else { field = try object.required("keyPath") }
        let keyPath =
            object.has("property")
            ? try AnimatableKeyPath(property: field, layer: layer) : try AnimatableKeyPath(field: field, layer: layer, propertyMeans: true)
        return try checkedInterpolated(keyPath, field: field, layer: layer)
    }

    /// A key path a field names: one that is interpolated.
    private func keyPath(_ field: JSONField, layer: Layer) throws(DocumentError) -> AnimatableKeyPath {
        try checkedInterpolated(try AnimatableKeyPath(field: field, layer: layer), field: field, layer: layer)
    }

    /// `keyPath`, when it is interpolated; an action sets the others.
    private func checkedInterpolated(_ keyPath: AnimatableKeyPath, field: JSONField, layer: Layer) throws(DocumentError) -> AnimatableKeyPath {
        guard keyPath.isInterpolated else {
            throw field.error(
                "\(keyPath) is not animated: an action sets it at a moment, { \"at\": 0.3, \"set\": { \"layer\": \"\(layer.id)\", \"\(keyPath)\": true } }, or fade opacity instead"
            )
        }
        return keyPath
    }

    private func decodeTiming(_ object: JSONObjectReader) throws(DocumentError) -> MediaTiming {
        var timing = MediaTiming()
        timing.beginTime = try object.optional("delay", or: "beginTime") { field throws(DocumentError) in try field.time() } ?? 0
        timing.duration = try object.optional("duration") { field throws(DocumentError) in try field.nonNegativeTime() }.flatMap { $0 > 0 ? $0 : nil }
        timing.speed =
            try object.optional("speed") { field throws(DocumentError) in
                let speed = try field.number()
                guard speed == 0 || (0.001...1000).contains(abs(speed)) else {
                    throw field.mismatch("a speed of 0, or from 0.001 to 1000 either way")
                }
                return speed
            } ?? 1
        timing.timeOffset = try object.optional("timeOffset") { field throws(DocumentError) in try field.time() } ?? 0
        timing.repeatCount = try object.optional("repeatCount") { field throws(DocumentError) in try Self.countOrInfinity(field) } ?? 0
        timing.repeatDuration =
            try object.optional("repeatDuration") { field throws(DocumentError) in
                if case .string(let text) = field.json.value, text != "infinity", text != "forever" {
                    return try field.nonNegativeTime()
                }
                return try Self.countOrInfinity(field)
            } ?? 0
        if timing.repeatCount > 0, timing.repeatDuration > 0, let field = object.optional("repeatDuration") {
            throw field.error("set repeatCount or repeatDuration, not both: Core Animation leaves the pair undefined")
        }
        timing.autoreverses = try object.optional("autoreverses") { field throws(DocumentError) in try field.bool() } ?? false
        timing.fillMode = try object.optional("fillMode") { field throws(DocumentError) in try field.oneOf(FillMode.self) } ?? .removed
        timing.isRemovedOnCompletion = try object.optional("isRemovedOnCompletion") { field throws(DocumentError) in try field.bool() } ?? true
        return timing
    }

    /// An animation's `label`: a short name in a designer's words, 1 to 100 characters.
    static func label(_ object: JSONObjectReader) throws(DocumentError) -> String? {
        try object.optional("label") { field throws(DocumentError) in
            let label = try field.string()
            guard (1...100).contains(label.count) else { throw field.mismatch("a label of 1 to 100 characters") }
            return label
        }
    }

    /// A number from 0 to 1000000, or for ever: `"infinity"` (Swift's `.infinity`, C's `HUGE_VALF`) or any number
    /// from `Float.greatestFiniteMagnitude` up, as Core Animation reads it ("Setting this property to
    /// greatestFiniteMagnitude will cause the animation to repeat forever", `CAMediaTiming.repeatCount`).
    private static func countOrInfinity(_ field: JSONField) throws(DocumentError) -> Double {
        if case .string("infinity") = field.json.value { return .infinity }
        // A designer's or CSS's word for it (`forever`, `infinite`, `loop`, -1): Core Animation's spelling, or `repeat`.
        if case .string(let word) = field.json.value, ["forever", "infinite", "loop", "always"].contains(word.lowercased()) {
            let key = if case .key(let key)? = field.path.components.last { key } else { "repeatCount" }
            throw field.error(
                "expected a number from 0 to 1000000, or for ever \"infinity\", found the string \"\(word)\": Core Animation's \(key) says \"infinity\"; or write \"repeat\": \"forever\""
            )
        }
        if case .number(let n) = field.json.value, n == -1 {
            throw field.error(
                "expected a number from 0 to 1000000, or for ever \"infinity\", found the number -1: for ever is \"infinity\" (or \"repeat\": \"forever\")"
            )
        }
        guard case .number(let n) = field.json.value, n >= 0, n <= Numeric.documentRange.upperBound || n >= Double(Float.greatestFiniteMagnitude)
        else {
            throw field.mismatch("a number from 0 to 1000000, or for ever \"infinity\" or 3.4028234663852886e38 (Float.greatestFiniteMagnitude)")
        }
        return n >= Double(Float.greatestFiniteMagnitude) ? .infinity : n
    }

    private func endValues(_ object: JSONObjectReader, keyPath: AnimatableKeyPath) throws(DocumentError)
        -> (AnimatableValue?, AnimatableValue?, AnimatableValue?)
    {
        let from = try object.optional("fromValue") { field throws(DocumentError) in try AnimatableValue(field: field, keyPath: keyPath) }
        let to = try object.optional("toValue") { field throws(DocumentError) in try AnimatableValue(field: field, keyPath: keyPath) }
        let by = try object.optional("byValue") { field throws(DocumentError) in try AnimatableValue(field: field, keyPath: keyPath) }
        return (from, to, by)
    }

    private func decodeSpring(_ object: JSONObjectReader) throws(DocumentError) -> Spring {
        /// Mass, stiffness and a perceptual duration: 0.001 to 1000000 (a spring's maths overflows past them).
        func positive(_ field: JSONField) throws(DocumentError) -> Double {
            try field.number(in: 0.001...Numeric.documentRange.upperBound, "a number from 0.001 to 1000000")
        }
        let mass = try object.optional("mass", positive) ?? 1
        let velocity = try object.optional("initialVelocity") { field throws(DocumentError) in try field.number() } ?? 0
        // SwiftUI's forms: a preset, bounce alone or with a perceptual duration, or a perceptual duration alone.
        let preset = try object.optional("preset") { field throws(DocumentError) in try field.oneOf(Spring.Preset.self) }
        if let preset, let bounceField = object.optional("bounce") {
            throw bounceField.error(
                "the \(preset.rawValue) preset sets the bounce (\(preset.bounce.shortDescription)); give preset or bounce, not both")
        }
        if preset != nil || object.has("perceptualDuration") || object.has("bounce") {
            let duration =
                try object.optional("perceptualDuration") { field throws(DocumentError) in
                    let d = try field.time()
                    guard d >= 0.001 else { throw field.mismatch("a number from 0.001 to 1000000 (seconds; or \"500ms\")") }
                    return d
                } ?? Spring.Preset.duration
            let bounce =
                try object.optional("bounce") { field throws(DocumentError) in try field.number(in: 0...1, "a bounce from 0 to 1") } ?? preset?.bounce
                ?? 0
            for key in ["stiffness", "damping"] where object.has(key) {
                throw object.optional(key)!.error("give perceptualDuration and bounce (or a preset), or stiffness and damping, not both")
            }
            return Spring(perceptualDuration: duration, bounce: bounce, mass: mass, initialVelocity: velocity)
        }
        var spring = Spring(mass: mass, initialVelocity: velocity)
        spring.stiffness = try object.optional("stiffness", positive) ?? spring.stiffness
        spring.damping = try object.optional("damping") { field throws(DocumentError) in try field.nonNegative() } ?? spring.damping
        spring.allowsOverdamping = try object.optional("allowsOverdamping") { field throws(DocumentError) in try field.bool() } ?? false
        if spring.dampingRatio > 1, !spring.allowsOverdamping, let field = object.optional("damping") {
            field.warn(
                "damping \(spring.damping.shortDescription) is over critical (ζ = \(String(format: "%.2f", spring.dampingRatio))); without allowsOverdamping the spring moves as a critically damped one"
            )
        }
        return spring
    }

    private func decodeKeyframes(_ object: JSONObjectReader, keyPath: AnimatableKeyPath) throws(DocumentError) -> Keyframes {
        var keyframes = Keyframes()
        keyframes.values =
            try object.optional("values") { field throws(DocumentError) in
                let values = try JSONObjectReader.each(field) { item throws(DocumentError) in try AnimatableValue(field: item, keyPath: keyPath) }
                guard values.count <= Keyframes.maximumValues else {
                    throw field.error("\(values.count) values are more than the \(Keyframes.maximumValues) a keyframe animation may have")
                }
                return values
            } ?? []
        keyframes.path = try object.optional("path") { field throws(DocumentError) in
            guard keyPath.valueKind == .point else { throw field.error("a path drives point key paths only, not \(keyPath)") }
            let path = try Path(field: field)
            let segments = path.subpaths.map(\.segments.count).reduce(0, +)
            guard segments <= Keyframes.maximumValues else {
                throw field.error("a path of \(segments) segments is more than the \(Keyframes.maximumValues) a keyframe animation may follow")
            }
            return path
        }
        if keyframes.values.isEmpty, keyframes.path == nil, !object.has("values"), !object.has("path") {
            throw object.field.error("a keyframe animation needs values or a path")
        }
        keyframes.keyTimes = try object.optional("keyTimes") { field throws(DocumentError) in
            try JSONObjectReader.each(field) { item throws(DocumentError) in try item.number() }
        }
        keyframes.timingFunctions = try object.optional("timingFunctions") { field throws(DocumentError) in
            try JSONObjectReader.each(field) { item throws(DocumentError) in try item.timingFunction() }
        }
        keyframes.calculationMode =
            try object.optional("calculationMode") { field throws(DocumentError) in
                try field.oneOf(Keyframes.CalculationMode.self)
            } ?? .linear
        keyframes.rotationMode = try object.optional("rotationMode") { field throws(DocumentError) in try field.oneOf(Keyframes.RotationMode.self) }
        Self.warnAboutKeyTimes(keyframes, object)
        return keyframes
    }

    /// What Core Animation accepts in keyframes but rarely means: keyTimes that do not match the values or
    /// do not increase within 0…1, and timing functions that paced modes ignore.
    private static func warnAboutKeyTimes(_ keyframes: Keyframes, _ object: JSONObjectReader) {
        let paced = keyframes.calculationMode.isPaced
        if let field = object.optional("keyTimes"), let times = keyframes.keyTimes {
            if paced {
                field.warn("keyTimes are ignored in \(keyframes.calculationMode.rawValue) mode")
            } else {
                let segments = keyframes.path.map { $0.subpaths.flatMap(\.segments).count } ?? max(keyframes.values.count - 1, 0)
                let expected = keyframes.calculationMode == .discrete && keyframes.path == nil ? keyframes.values.count + 1 : segments + 1
                if times.count != expected {
                    field.warn("\(times.count) keyTimes for \(expected - 1) segments (expected \(expected)); Core Animation uses them as given")
                }
                if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) || times.contains(where: { $0 < 0 || $0 > 1 }) {
                    field.warn("keyTimes should increase from 0 to 1; Core Animation uses them as given")
                }
            }
        }
        if paced, let field = object.optional("timingFunctions") {
            field.warn("timingFunctions are ignored in \(keyframes.calculationMode.rawValue) mode")
        }
    }

    private func decodeView(_ object: JSONObjectReader, layer: Layer) throws(DocumentError) -> ViewAnimation {
        let duration = try object.required("duration").nonNegativeTime()
        var changes: [(keyPath: AnimatableKeyPath, value: AnimatableValue)] = []
        let changesField = try object.required("changes")
        guard case .object(let members) = changesField.json.value else { throw changesField.mismatch("an object of key paths and new values") }
        for member in members {
            let field = changesField.child(member.value, changesField.path / member.key)
            let keyPath = try keyPath(field.child(JSON(value: .string(member.key), location: member.keyLocation), field.path), layer: layer)
            changes.append((keyPath, try AnimatableValue(field: field, keyPath: keyPath)))
        }
        var view = ViewAnimation(duration: duration, changes: changes)
        view.label = try Self.label(object)
        view.delay = try object.optional("delay") { field throws(DocumentError) in try field.nonNegativeTime() } ?? 0
        view.tokens["duration"] = object.optional("duration")?.referencedToken
        view.tokens["delay"] = object.optional("delay")?.referencedToken
        view.options = Set(
            try object.optional("options") { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in try item.oneOf(ViewAnimation.Option.self) }
            } ?? [])
        view.spring = try object.optional("spring") { field throws(DocumentError) in
            let spring = try field.object()
            let ratio = try spring.required("dampingRatio").number(in: 0...1, "a damping ratio from 0 to 1")
            let velocity = try spring.optional("initialVelocity") { field throws(DocumentError) in try field.number() } ?? 0
            spring.rejectUnknownKeys("in a view spring")
            return (ratio, velocity)
        }
        return view
    }
}

extension AnimatableValue {
    /// A value of the shape `keyPath` takes; rotations also in degrees or turns (`"45deg"`).
    init(field: JSONField, keyPath: AnimatableKeyPath) throws(DocumentError) {
        switch keyPath.valueKind {
        case .number: self = .number(keyPath.isAngle ? try field.angle() : try field.number())
        case .point: self = .point(try Point(field: field))
        case .size: self = .size(try Size(field: field))
        case .rect: self = .rect(try Rect(field: field))
        case .color: self = .color(try Color(field: field))
        case .colors:
            var colors: [Color] = []
            for item in try field.array() { colors.append(try Color(field: item)) }
            self = .colors(colors)
        case .numbers:
            var numbers: [Double] = []
            for item in try field.array() { numbers.append(try item.number()) }
            self = .numbers(numbers)
        case .path: self = .path(try Path(field: field))
        case .boolean: self = .number(try field.bool() ? 1 : 0)
        }
    }
}
