import EffectEngine
import EffectModel

/// What changed in the motion between two versions of an effect (`effect-export diff`), in a designer's words.
///
/// The two specs are matched trigger by trigger (the same kind on the same element, the first with the first),
/// element by element through a `LayerPairing` (so a renamed layer is the same element) and property by property;
/// each field that differs — delay, duration, easing, from, to, repeats — is one change. The presentation values of
/// both are compared on the clock (`ValueDifferences`): each change carries the instants at which it shows, and what
/// differs on the clock that no spec row explains (a colour set in the layers, an action at another time) is a change
/// of its own. Titles, descriptions and labels that changed are listed apart: they move nothing.
public struct MotionDiff: Sendable {
    /// The old version's spec.
    public var old: MotionSpec
    /// The new version's spec.
    public var new: MotionSpec
    /// Everything that moves differently, in the new version's trigger order.
    public var changes: [Change] = []
    /// Titles, descriptions and labels that changed.
    public var textChanges: [TextChange] = []
    /// Every presentation value difference on the clock.
    public var values: ValueDifferences
    /// Which layer of the old version is which of the new.
    public let pairing: LayerPairing

    /// One thing that moves differently.
    public struct Change: Sendable, Equatable {
        /// What about the motion changed.
        public enum Field: String, Sendable {
            /// When the trigger happens.
            case at
            /// The delay after the trigger.
            case delay
            /// One cycle's length.
            case duration
            /// The timing function or spring.
            case easing
            /// The value it starts from.
            case from
            /// The value it reaches.
            case to
            /// A keyframe motion's values in between, their times or their segments' easings.
            case keyframes
            /// How often it plays, and whether it reverses.
            case `repeat`
            /// A motion only the new version has.
            case added
            /// A motion only the old version has.
            case removed
            /// A value on the clock that no motion of the spec explains.
            case value
        }

        /// The trigger in the new version, or the old one's when only it has it; `nil` for what no trigger moves.
        public var moment: MotionSpec.Trigger?
        /// What a designer calls the element.
        public var element: String
        /// `scale`, `opacity` … (`MotionProperty`), or `trigger`, `layer`, `presence`, `drawing`.
        public var property: String
        /// `Scale`, `Opacity`, `Tap time`, `Layer`.
        public var propertyTitle: String
        /// What about the motion changed.
        public var field: Field
        /// The values in a designer's notation (`225 ms`, `standard · cubic-bezier(0.4, 0, 0.2, 1)`).
        public var old: String?
        /// The new value, in the same notation.
        public var new: String?
        /// The old value as the spec states it; `nil` where the words are all there is (a motion or layer added or
        /// removed, a drawing) or the version has none.
        public var oldValue: Value?
        /// The new value as the spec states it.
        public var newValue: Value?
        /// The new version's layer (the old one's when only it has it).
        public var layer: String
        /// When it shows on the clock: the first and last instants at which a value it moves differs (ms); `nil`
        /// when no value differs (another motion covers it).
        public var shows: ClosedRange<Double>?
        /// Whether it shows on screen: set by whoever renders both versions (`nil` until then).
        public var visible: Bool?
        /// The key paths it moves on `layer`, so that it can be drawn on its own: the new version with these values
        /// put back as the old one had them (`oldLayer`). Empty: it changes the layer as a whole.
        public var moves: [AnimatableKeyPath] = []
        /// The old version's layer, when it is paired with `layer`.
        public var oldLayer: String?
        /// The key path as the spec row animates it (`bounds.size`), for charting it; `nil` for other changes.
        public var keyPath: AnimatableKeyPath?

        /// A changed value as the spec states it, beside the words: numbers in the spec's units, its easing, its
        /// keyframes, its repeat.
        public enum Value: Sendable, Equatable {
            /// A time, ms: a delay, a duration, a trigger's time.
            case milliseconds(Double)
            /// A value in the motion's `MotionUnit`: a number, numbers, colours, a shape.
            case value(MotionValue)
            /// A timing function or spring.
            case easing(MotionSpec.Easing)
            /// A keyframe motion's keyframes; `nil` for a motion of two values.
            case keyframes([MotionSpec.Keyframe]?)
            /// How often it plays; `nil` once.
            case `repeat`(MotionSpec.Repeat?)
            /// When a layer is in the tree, ms (an infinite upper bound: until the end); `nil` never.
            case presence(ClosedRange<Double>?)

            /// `field` of `motion`; `nil` for the fields a motion's row does not hold (`added`, `removed`, `at`, `value`).
            init?(_ field: Field, of motion: MotionSpec.Row) {
                switch field {
                case .delay: self = .milliseconds(motion.delay)
                case .duration: self = .milliseconds(motion.duration)
                case .easing: self = .easing(motion.easing)
                case .from: self = .value(motion.from)
                case .to: self = .value(motion.to)
                case .keyframes: self = .keyframes(motion.keyframes)
                case .repeat: self = .repeat(motion.repeat)
                case .at, .added, .removed, .value: return nil
                }
            }
        }

        /// The trigger's heading (`Touch down at 50 ms`); `nil` for what no trigger moves.
        public var trigger: String? { moment.map(MotionSpec.heading) }

        /// `duration 225 → 300 ms`, `new: scale 0× → 1×`, `removed`.
        public var words: String {
            switch field {
            case .added: "new" + (new.map { ": \($0)" } ?? "")
            case .removed: "removed" + (old.map { " (was \($0))" } ?? "")
            case .value: "\(old ?? "—") → \(new ?? "—")"
            case .at: Self.arrow(old, new)
            default: "\(field.rawValue) \(Self.arrow(old, new))"
            }
        }

        /// `225 → 300 ms` when both end in the same unit, else `a → b`.
        static func arrow(_ a: String?, _ b: String?) -> String {
            let (a, b) = (a ?? "—", b ?? "—")
            // Only between plain numbers: `225 → 300 ms`, not the end of a longer phrase.
            func plain(_ text: String, _ unit: String) -> Bool {
                text.hasSuffix(unit) && Double(text.dropLast(unit.count).replacingOccurrences(of: "−", with: "-")) != nil
            }
            for unit in [" ms", " pt"] where plain(a, unit) && plain(b, unit) {
                return "\(a.dropLast(unit.count)) → \(b)"
            }
            return "\(a) → \(b)"
        }
    }

    /// A title, description or label that changed: nothing moves differently.
    public struct TextChange: Sendable, Equatable {
        /// `Title`, `Description`, `Label of Ripple`, `Name of Ripple · Scale`.
        public var what: String
        /// The old text (`nil`: none).
        public var old: String?
        /// The new text (`nil`: none).
        public var new: String?
    }

    /// No motion changed: every presentation value is the same at every instant and the specs match.
    public var same: Bool { changes.isEmpty }

    /// When the two versions first and last differ on the clock (ms), `nil` when never.
    public var differs: ClosedRange<Double>? {
        guard let first = values.spans.map(\.first).min(), let last = values.spans.map(\.last).max() else { return nil }
        return MotionSpec.milliseconds(first)...MotionSpec.milliseconds(last)
    }

    /// Compares two versions, each a document and the scene its clock recorded.
    public init(old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene)) {
        self.old = MotionSpec(scene: old.scene, document: old.document)
        self.new = MotionSpec(scene: new.scene, document: new.document)
        pairing = LayerPairing(old: old.scene, new: new.scene)
        values = ValueDifferences(old: old.scene, new: new.scene, pairing: pairing)
        var builder = DiffBuilder(
            old: self.old, new: self.new, pairing: pairing, values: values,
            oldScene: old.scene, newScene: new.scene)
        builder.compareTriggers()
        builder.explainValues()
        changes = builder.changes
        textChanges = DiffBuilder.textChanges(old: old, new: new, pairing: pairing, specs: (self.old, self.new))
    }
}

/// Gathers a diff's changes.
private struct DiffBuilder {
    let old: MotionSpec
    let new: MotionSpec
    let pairing: LayerPairing
    let values: ValueDifferences
    let oldScene: Scene
    let newScene: Scene
    var changes: [MotionDiff.Change] = []
    /// The (new-version layer, quantity) pairs a spec change explains.
    var explained: Set<Explained> = []

    struct Explained: Hashable { var layer: String, quantity: ValueDifferences.Quantity }

    /// What each version's spec calls a layer: the element of the first motion on it.
    let newElements: [String: String]
    let oldElements: [String: String]
    /// Both versions' presentation trees.
    let samplers: (old: Sampler, new: Sampler)
    /// When each motion of either version begins (document seconds), by the new version's layer and a quantity it
    /// moves: a row's difference shows from its motion's begin until the next motion on that quantity begins.
    let begins: [Explained: [Double]]

    init(old: MotionSpec, new: MotionSpec, pairing: LayerPairing, values: ValueDifferences, oldScene: Scene, newScene: Scene) {
        (self.old, self.new, self.pairing, self.values, self.oldScene, self.newScene) = (old, new, pairing, values, oldScene, newScene)
        func elements(_ spec: MotionSpec) -> [String: String] {
            Dictionary(spec.triggers.flatMap(\.motions).map { ($0.layer, $0.element) }, uniquingKeysWith: { first, _ in first })
        }
        (newElements, oldElements) = (elements(new), elements(old))
        samplers = (Sampler(scene: oldScene), Sampler(scene: newScene))
        var begins: [Explained: [Double]] = [:]
        for (spec, layer) in [(new, { (id: String) in id }), (old, { (id: String) in pairing.newID[id] ?? "\u{0}old:" + id })] {
            for trigger in spec.triggers {
                for motion in trigger.motions {
                    for keyPath in ValueDifferences.quantities(of: motion.keyPath) {
                        begins[Explained(layer: layer(motion.layer), quantity: .keyPath(keyPath)), default: []].append(
                            (trigger.at + motion.delay) / 1000)
                    }
                }
            }
        }
        self.begins = begins
    }

    /// A layer id in the new version's terms (an old layer without a partner keeps a mark of its own).
    func newTerms(_ oldLayer: String) -> String { pairing.newID[oldLayer] ?? "\u{0}old:" + oldLayer }

    /// Which trigger of the other version a trigger is: its kind, its element, and how many such came before.
    static func keys(_ triggers: [MotionSpec.Trigger], layer: (String) -> String) -> [String] {
        var names = UniqueNames()
        return triggers.map { trigger in names.claim("\(trigger.kind.rawValue)|\(trigger.layer.map(layer) ?? "")", separator: "|") }
    }

    mutating func compareTriggers() {
        let oldKeys = Self.keys(old.triggers, layer: newTerms)
        let newKeys = Self.keys(new.triggers) { $0 }
        let oldByKey = Dictionary(zip(oldKeys, old.triggers.indices).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        var matchedOld: Set<Int> = []
        for (newIndex, key) in newKeys.enumerated() {
            let newTrigger = new.triggers[newIndex]
            guard let oldIndex = oldByKey[key] else {
                compareMotions(nil, newTrigger)
                continue
            }
            matchedOld.insert(oldIndex)
            let oldTrigger = old.triggers[oldIndex]
            if oldTrigger.at != newTrigger.at, newTrigger.kind != .start, newTrigger.kind != .completion {
                // The trigger's motions all move in time with it: that is this one change.
                var spans: [ValueDifferences.Span] = []
                for motion in newTrigger.motions {
                    let quantities = ValueDifferences.quantities(of: motion.keyPath).map(ValueDifferences.Quantity.keyPath) + [.presence]
                    spans += values.spans(newID: motion.layer).filter { quantities.contains($0.quantity) }
                    for quantity in quantities { explained.insert(Explained(layer: motion.layer, quantity: quantity)) }
                }
                changes.append(
                    MotionDiff.Change(
                        moment: newTrigger, element: newTrigger.layer.map(elementName) ?? "—", property: "trigger",
                        propertyTitle: newTrigger.label.prefix(1).uppercased() + newTrigger.label.dropFirst() + " time", field: .at,
                        old: "\(MotionSpec.number(oldTrigger.at)) ms", new: "\(MotionSpec.number(newTrigger.at)) ms",
                        oldValue: .milliseconds(oldTrigger.at), newValue: .milliseconds(newTrigger.at),
                        layer: newTrigger.layer ?? "", shows: Self.range(spans)))
            }
            compareMotions(oldTrigger, newTrigger)
        }
        for (index, trigger) in old.triggers.enumerated() where !matchedOld.contains(index) {
            compareMotions(trigger, nil)
        }
    }

    /// The motions of a trigger in both versions (`nil`: only the other version has the trigger).
    mutating func compareMotions(_ oldTrigger: MotionSpec.Trigger?, _ newTrigger: MotionSpec.Trigger?) {
        let moment = newTrigger ?? oldTrigger
        // By the property a designer names (`transform.rotation` and `transform.rotation.z` are one rotation).
        func key(_ motion: MotionSpec.Row, layer: String) -> String { "\(layer)|\(motion.property.rawValue)" }
        var oldNames = UniqueNames()
        var oldRows: [String: MotionSpec.Row] = [:]
        var oldOrder: [String] = []
        for motion in oldTrigger?.motions ?? [] {
            let rowKey = oldNames.claim(key(motion, layer: newTerms(motion.layer)), separator: "|")
            oldRows[rowKey] = motion
            oldOrder.append(rowKey)
        }
        var newNames = UniqueNames()
        var matched: Set<String> = []
        for motion in newTrigger?.motions ?? [] {
            let rowKey = newNames.claim(key(motion, layer: motion.layer), separator: "|")
            let begin = newTrigger.map { ($0.at + motion.delay) / 1000 }
            guard let before = oldRows[rowKey] else {
                add(
                    .added, motion, layer: motion.layer, moment: moment, old: nil, new: MotionSpec.change(motion) + " · \(Self.timing(motion))",
                    begins: [begin])
                continue
            }
            let begins = [begin, oldTrigger.map { ($0.at + before.delay) / 1000 }]
            matched.insert(rowKey)
            let differing = Self.differingFields(before, motion)
            for (field, a, b) in differing {
                add(
                    field, motion, layer: motion.layer, moment: moment, old: a, new: b,
                    stated: (.init(field, of: before), .init(field, of: motion)), begins: begins)
            }
        }
        for rowKey in oldOrder where !matched.contains(rowKey) {
            let motion = oldRows[rowKey]!
            add(
                .removed, motion, layer: pairing.newID[motion.layer] ?? motion.layer, moment: moment,
                old: MotionSpec.change(motion) + " · \(Self.timing(motion))", new: nil, oldLayer: motion.layer,
                begins: [oldTrigger.map { ($0.at + motion.delay) / 1000 }])
        }
    }

    /// Each field of a motion that differs between `before` and `motion`, with its text in each. Every change a
    /// designer sees: a spring's duration (what it runs for) and its perceptual duration, bounce and settling are
    /// each stated, as the spec states them; a spring that runs until it settles has one time, said once.
    private static func differingFields(
        _ before: MotionSpec.Row, _ motion: MotionSpec.Row
    ) -> [(MotionDiff.Change.Field, String, String)] {
        let fields: [(MotionDiff.Change.Field, String, String)] = [
            (.delay, MotionSpec.delay(before), MotionSpec.delay(motion)),
            (.duration, MotionSpec.duration(before), MotionSpec.duration(motion)),
            (.easing, Self.easingWords(before.easing, comparedWith: motion.easing), Self.easingWords(motion.easing, comparedWith: before.easing)),
            (
                .from, before.from.text(unit: before.unit, property: before.property),
                motion.from.text(unit: motion.unit, property: motion.property)
            ),
            (.to, before.to.text(unit: before.unit, property: before.property), motion.to.text(unit: motion.unit, property: motion.property)),
            (.keyframes, MotionSpec.change(before), MotionSpec.change(motion)),
            (.repeat, MotionSpec.repeats(before), MotionSpec.repeats(motion)),
        ]
        // Every change a designer sees: a spring's duration (what it runs for) and its perceptual duration, bounce and
        // settling are each stated, as the spec states them; a spring that runs until it settles has one time, said once.
        func runsUntilSettled(_ motion: MotionSpec.Row) -> Bool {
            if case .spring(let feel) = motion.easing { !feel.isCut(runningFor: motion.duration) } else { false }
        }
        return fields.filter { field, _, _ in
            switch field {
            case .delay: before.delay != motion.delay
            case .duration: before.duration != motion.duration && !(runsUntilSettled(before) && runsUntilSettled(motion))
            case .easing: before.easing != motion.easing
            case .keyframes: before.keyframes != motion.keyframes
            case .from: before.from != motion.from
            case .to: before.to != motion.to
            default: before.repeat != motion.repeat
            }
        }
    }

    /// An easing as a change states it: a named curve by its name when the other is named too (`standard` →
    /// `decelerate`); a spring by what a designer tunes (`spring 160 ms, bounce 0.45`) when the other is a spring.
    static func easingWords(_ easing: MotionSpec.Easing, comparedWith other: MotionSpec.Easing) -> String {
        switch (easing, other) {
        case (.curve(let name, let function), .curve(let otherName, _)) where name != .custom && otherName != .custom:
            return MotionSpec.Easing.words(name, function)
        case (.spring(let feel), .spring(let other)):
            // What differs of the spec's words: perceptual duration, bounce, when it settles.
            let parts = [
                (feel.duration != other.duration, "perceptual duration \(MotionSpec.number(feel.duration)) ms"),
                (feel.bounce != other.bounce, "bounce \(MotionSpec.number(feel.bounce))"),
                (feel.settles != other.settles, "settles at \(MotionSpec.number(feel.settles)) ms"),
            ].filter(\.0).map(\.1)
            return "spring · " + (parts.isEmpty ? feel.words : parts.joined(separator: ", "))
        default:
            return easing.text
        }
    }

    /// `after 200 ms, 300 ms, spring 160 ms, bounce 0.45 (damping ratio 0.55)`, `1000 ms, ease-in-out, for ever, 1000 ms each way`.
    static func timing(_ motion: MotionSpec.Row) -> String {
        var parts = motion.delay != 0 ? ["after \(MotionSpec.number(motion.delay)) ms"] : []
        parts += ["\(MotionSpec.number(motion.duration)) ms", easingWords(motion.easing, comparedWith: motion.easing)]
        if motion.repeat != nil { parts.append(MotionSpec.repeats(motion)) }
        return parts.joined(separator: ", ")
    }

    /// A change of `motion`'s row: `old` and `new` in words, `stated` as the spec states them; `begins`: when the
    /// motion begins in either version (document seconds), from which its difference shows until the next motion on
    /// what it moves.
    private mutating func add(
        _ field: MotionDiff.Change.Field, _ motion: MotionSpec.Row, layer: String, moment: MotionSpec.Trigger?,
        old: String?, new: String?, stated: (old: MotionDiff.Change.Value?, new: MotionDiff.Change.Value?) = (nil, nil),
        oldLayer: String? = nil, begins: [Double?] = []
    ) {
        let quantities = ValueDifferences.quantities(of: motion.keyPath).map(ValueDifferences.Quantity.keyPath) + [.presence]
        let spans = (oldLayer.map { values.spans(oldID: $0) } ?? values.spans(newID: layer)).filter { quantities.contains($0.quantity) }
        let layerInNewTerms = oldLayer.map(newTerms) ?? layer
        for quantity in quantities { explained.insert(Explained(layer: layerInNewTerms, quantity: quantity)) }
        changes.append(
            MotionDiff.Change(
                moment: moment, element: motion.element, property: motion.property.rawValue, propertyTitle: motion.property.title,
                field: field, old: old, new: new, oldValue: stated.old, newValue: stated.new, layer: layer,
                shows: shows(spans, layer: layerInNewTerms, begins: begins.compactMap { $0 }, oldLayer: oldLayer ?? pairing.oldID[layer]),
                moves: ValueDifferences.quantities(of: motion.keyPath), oldLayer: oldLayer ?? pairing.oldID[layer], keyPath: motion.keyPath))
    }

    /// When a row's differences (`spans`, on the layer `layer` in the new version's terms) show: all of them, or, when
    /// other motions move the same quantity, only from the row's motion's first begin in either version (`begins`)
    /// until the next other motion begins.
    func shows(_ spans: [ValueDifferences.Span], layer: String, begins own: [Double], oldLayer: String?) -> ClosedRange<Double>? {
        guard let start = own.min() else { return Self.range(spans) }
        var extents: [ValueDifferences.Span] = []
        for span in spans {
            guard case .keyPath = span.quantity else {
                extents.append(span)
                continue
            }
            let others = begins[Explained(layer: layer, quantity: span.quantity)]?.filter { begin in !own.contains { abs($0 - begin) < 1e-9 } }
            let next = others?.filter { $0 > start + 1e-9 }.min() ?? .infinity
            guard span.first < start || span.last >= next else {
                extents.append(span)
                continue
            }
            let newID = layer.hasPrefix("\u{0}old:") ? nil : layer
            guard
                let extent = ValueDifferences.extent(
                    of: span.quantity, old: (samplers.old, oldLayer), new: (samplers.new, newID),
                    within: max(start, span.first)...max(max(start, span.first), min(next, span.last)))
            else { continue }
            extents.append(
                ValueDifferences.Span(
                    oldID: span.oldID, newID: span.newID, quantity: span.quantity, first: extent.lowerBound, last: extent.upperBound))
        }
        return Self.range(extents)
    }

    static func range(_ spans: [ValueDifferences.Span]) -> ClosedRange<Double>? {
        guard let first = spans.map(\.first).min(), let last = spans.map(\.last).max() else { return nil }
        return MotionSpec.milliseconds(first)...MotionSpec.milliseconds(last)
    }

    func elementName(_ newLayer: String) -> String { newElements[newLayer] ?? newScene.track(newLayer)?.model.label ?? newLayer }

    func oldElementName(_ oldLayer: String) -> String { oldElements[oldLayer] ?? oldScene.track(oldLayer)?.model.label ?? oldLayer }

    /// Differences on the clock that no spec change explains, one change per layer and quantity.
    mutating func explainValues() {
        let (oldSampler, newSampler) = (Sampler(scene: oldScene), Sampler(scene: newScene))
        // Instants searched per span: all the spans together evaluate each version at most `maximumEvaluations` times.
        let steps = min(32, max(2, ValueDifferences.maximumEvaluations / max(values.spans.count, 1) - 1))
        for span in values.spans {
            let layer = span.newID ?? newTerms(span.oldID!)
            guard !explained.contains(Explained(layer: layer, quantity: span.quantity)) else { continue }
            let element = span.newID.map(elementName) ?? oldElementName(span.oldID!)
            let shows = MotionSpec.milliseconds(span.first)...MotionSpec.milliseconds(span.last)
            switch span.quantity {
            case .presence where span.oldID == nil || span.newID == nil:
                let only = span.newID == nil ? "old" : "new"
                changes.append(
                    MotionDiff.Change(
                        moment: nil, element: element, property: "layer", propertyTitle: "Layer", field: span.newID == nil ? .removed : .added,
                        old: only == "old" ? "a layer" : nil, new: only == "new" ? "a layer" : nil, layer: span.newID ?? span.oldID!, shows: shows))
            case .presence:
                let (oldPresence, newPresence) = (presence(span.oldID.flatMap(oldScene.track)), presence(span.newID.flatMap(newScene.track)))
                changes.append(
                    MotionDiff.Change(
                        moment: nil, element: element, property: "presence", propertyTitle: "In the tree", field: .value,
                        old: Self.presenceWords(oldPresence), new: Self.presenceWords(newPresence),
                        oldValue: .presence(oldPresence), newValue: .presence(newPresence), layer: layer, shows: shows))
            case .drawing:
                changes.append(
                    MotionDiff.Change(
                        moment: nil, element: element, property: "drawing", propertyTitle: "Drawing", field: .value,
                        old: "as before", new: "drawn otherwise (a property no animation drives)", layer: layer, shows: shows))
            case .keyPath(var keyPath):
                // Scale x and y that differ together are one change of scale.
                let spans = span.newID.map { values.spans(newID: $0) } ?? span.oldID.map { values.spans(oldID: $0) } ?? []
                func scalesTogether(_ other: AnimatableKeyPath) -> Bool {
                    spans.contains { $0.newID == span.newID && $0.oldID == span.oldID && $0.quantity == .keyPath(other) }
                }
                if keyPath == .scaleY, scalesTogether(.scaleX) { continue }
                if keyPath == .scaleX, scalesTogether(.scaleY) { keyPath = .scale }
                let property = MotionProperty(keyPath)
                let unit = MotionUnit(keyPath)
                // Stated where they differ most, of 33 instants across the span (fewer when there are many spans).
                let at =
                    (0...steps).map { span.first + (span.last - span.first) * Double($0) / Double(steps) }
                    .map { ($0, Self.gap(keyPath, span, oldSampler, newSampler, at: $0)) }.max { $0.1 < $1.1 }?.0 ?? span.first
                func stated(_ sampler: Sampler, _ id: String?) -> MotionValue? {
                    guard let id, let value = sampler.value(keyPath, of: id, at: at) else { return nil }
                    return MotionValue(value, unit: unit)
                }
                let (before, after) = (stated(oldSampler, span.oldID), stated(newSampler, span.newID))
                changes.append(
                    MotionDiff.Change(
                        moment: nil, element: element, property: property.rawValue, propertyTitle: property.title, field: .value,
                        old: before?.text(unit: unit, property: property), new: after?.text(unit: unit, property: property),
                        oldValue: before.map(MotionDiff.Change.Value.value), newValue: after.map(MotionDiff.Change.Value.value),
                        layer: layer, shows: shows,
                        moves: ValueDifferences.quantities(of: keyPath), oldLayer: span.oldID))
            }
            explained.insert(Explained(layer: layer, quantity: span.quantity))
        }
    }

    /// How far apart the versions' values of `keyPath` are at `t` (the largest component; 0 when one is missing).
    static func gap(_ keyPath: AnimatableKeyPath, _ span: ValueDifferences.Span, _ old: Sampler, _ new: Sampler, at t: Double) -> Double {
        guard let oldID = span.oldID, let newID = span.newID, let a = old.value(keyPath, of: oldID, at: t)?.components,
            let b = new.value(keyPath, of: newID, at: t)?.components, a.count == b.count
        else { return 0 }
        return zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    /// When a layer is in the tree, ms (an infinite upper bound: until the end); `nil` never.
    func presence(_ track: LayerTrack?) -> ClosedRange<Double>? {
        guard let track else { return nil }
        let from = MotionSpec.milliseconds(max(track.createdAt, 0))
        return from...max(from, track.removedAt.isFinite ? MotionSpec.milliseconds(track.removedAt) : .infinity)
    }

    /// `0–1200 ms`, `from 300 ms`, `never`.
    static func presenceWords(_ presence: ClosedRange<Double>?) -> String {
        guard let presence else { return "never" }
        let from = MotionSpec.number(presence.lowerBound)
        return presence.upperBound.isFinite ? "\(from)–\(MotionSpec.number(presence.upperBound)) ms" : "from \(from) ms"
    }

    /// Titles, descriptions and labels that changed.
    static func textChanges(
        old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene),
        pairing: LayerPairing, specs: (old: MotionSpec, new: MotionSpec)
    ) -> [MotionDiff.TextChange] {
        var result: [MotionDiff.TextChange] = []
        if old.document.title != new.document.title { result.append(.init(what: "Title", old: old.document.title, new: new.document.title)) }
        if old.document.description != new.document.description {
            result.append(.init(what: "Description", old: old.document.description, new: new.document.description))
        }
        for track in new.scene.tracks {
            guard let oldID = pairing.oldID[track.model.id], let before = old.scene.track(oldID) else { continue }
            if before.model.label != track.model.label {
                result.append(.init(what: "Label of \(track.model.label ?? track.model.id)", old: before.model.label, new: track.model.label))
            }
        }
        let oldLabels = Set(specs.old.triggers.flatMap(\.motions).compactMap(\.label))
        let newLabels = Set(specs.new.triggers.flatMap(\.motions).compactMap(\.label))
        for label in newLabels.subtracting(oldLabels).sorted() { result.append(.init(what: "Animation name", old: nil, new: label)) }
        for label in oldLabels.subtracting(newLabels).sorted() { result.append(.init(what: "Animation name", old: label, new: nil)) }
        return result
    }
}
