extension Interaction {
    /// `{ "layer": ID, "touchDown": t, "at": [x, y], "moveTo": [[t, [x, y]], …], "touchUp": t }`,
    /// `{ "layer": ID, "tap": t | [t, …] }` or `{ "layer": ID, "toggle": t | [t, …] }`, with an optional `"id"`.
    /// A component takes what its type takes (a toggling one's tap is a toggle); any other layer takes touches and
    /// taps, `at` defaulting to its centre.
    init(field: JSONField, components: [Component], layers: [String: Layer]) throws(DocumentError) {
        let object = try field.object()
        let layerField = try object.required("layer")
        let layerID = try layerField.string()
        let component = components.first { $0.id == layerID }
        guard component != nil || layers[layerID] != nil else {
            throw layerField.noLayer(layerID, among: components.map(\.id) + layers.keys.sorted())
        }
        let takes = component?.type.interactions ?? [.touch]
        let what = component.map { "a \($0.type)" } ?? "a layer"
        let id = try object.optional("id") { field throws(DocumentError) in try Self.id(field) }
        let centre: Point = {
            let bounds = layers[layerID]?.bounds ?? .zero
            return Point(bounds.midX, bounds.midY)
        }()
        var events: [(time: Double, event: Event)] = []
        if let toggle = object.optional("toggle") {
            guard takes.contains(.toggle) else {
                let times = if case .array = toggle.json.value { "[…]" } else { "t" }
                throw toggle.error("\(what) does not toggle" + (takes.contains(.touch) ? "; tap it: \"tap\": \(times)" : ""))
            }
            events += try Self.times(toggle).map { ($0, .toggle) }
        }
        if let tap = object.optional("tap") {
            guard !takes.isEmpty else { throw tap.error("\(what) takes no touches") }
            let at = try object.optional("at") { field throws(DocumentError) in try Point(field: field) } ?? centre
            events += try Self.times(tap).map { ($0, takes.contains(.toggle) ? .toggle : .tap(at)) }
        }
        if let down = object.optional("touchDown") {
            guard takes.contains(.touch) else {
                throw down.error("\(what) takes no touches" + (takes.contains(.toggle) ? "; tap or toggle it: \"tap\": t" : ""))
            }
            events += try Self.touch(down, object, isComponent: component != nil, centre: centre)
        }
        guard !events.isEmpty else {
            throw field.error("an interaction needs tap, touchDown (with touchUp or moveTo)" + (takes.contains(.toggle) ? " or toggle" : ""))
        }
        if events.contains(where: { if case .tap = $0.event { true } else { false } }), object.has("touchDown") {
            throw object.optional("tap")!.error(
                "give tap or touchDown and touchUp in one interaction, not both; add another interaction for the other")
        }
        for (a, b) in zip(events, events.dropFirst()) where b.time < a.time {
            throw field.error("the interaction's times must not go back: \(b.time.shortDescription) s comes after \(a.time.shortDescription) s")
        }
        object.rejectUnknownKeys("in an interaction")
        self.init(id: id, layerID: layerID, events: events)
    }

    /// An interaction's `id`: 1 to 200 characters without ".", other than "start".
    private static func id(_ field: JSONField) throws(DocumentError) -> String {
        let id = try field.string()
        guard (1...200).contains(id.unicodeScalars.count), !id.contains("."), id != "start" else {
            throw field.mismatch("an interaction id of 1 to 200 characters without \".\", other than \"start\"")
        }
        return id
    }

    /// One time or a list of them, in seconds ≥ 0.
    private static func times(_ field: JSONField) throws(DocumentError) -> [Double] {
        if case .array = field.json.value { return try JSONObjectReader.each(field) { item throws(DocumentError) in try item.nonNegativeTime() } }
        return [try field.nonNegativeTime()]
    }

    /// A touch: down at `down`'s time and `at` (a plain layer's `centre` when not given; a component needs it),
    /// each `moveTo` `[time, [x, y]]`, and `touchUp` if given.
    private static func touch(
        _ down: JSONField, _ object: JSONObjectReader, isComponent: Bool, centre: Point
    ) throws(DocumentError) -> [(time: Double, event: Event)] {
        var events: [(time: Double, event: Event)] = []
        let at: Point
        if let atField = object.optional("at") {
            at = try Point(field: atField)
        } else if !isComponent {
            at = centre
        } else {
            at = try Point(field: try object.required("at"))
        }
        events.append((try down.nonNegativeTime(), .touchDown(at)))
        if let moves = object.optional("moveTo") {
            for move in try moves.array() {
                guard case .array(let pair) = move.json.value, pair.count == 2 else { throw move.mismatch("[time, [x, y]]") }
                let (t, p) = (try move.child(pair[0], move.path / 0).nonNegativeTime(), try Point(field: move.child(pair[1], move.path / 1)))
                events.append((t, .touchMoved(p)))
            }
        }
        if let up = object.optional("touchUp") { events.append((try up.nonNegativeTime(), .touchUp)) }
        return events
    }
}

extension Moment {
    /// `{ "id": "wrong-password", "at": "600ms" }`, or `"at": [t, …]`: a named moment, no layer, no touch.
    init(field: JSONField) throws(DocumentError) {
        let object = try field.object()
        id = try object.required("id").string()
        guard (1...200).contains(id.unicodeScalars.count), !id.contains("."), id != "start" else {
            throw object.optional("id")!.mismatch("a moment's id of 1 to 200 characters without \".\", other than \"start\"")
        }
        let at = try object.required("at")
        if case .array = at.json.value {
            times = try JSONObjectReader.each(at) { item throws(DocumentError) in try item.nonNegativeTime() }
        } else {
            times = [try at.nonNegativeTime()]
        }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw at.error("a moment's times must not go back") }
        for key in ["tap", "touchDown", "touchUp", "moveTo", "toggle"] where object.has(key) {
            throw object.optional(key)!.error(
                "\(key) is a touch, and touches name their \"layer\"; add one, or keep this a moment with id and at only")
        }
        object.rejectUnknownKeys("in a moment (an interaction without a layer: id and at)")
    }
}

extension Marker {
    /// `[{ "name": "on", "at": "0ms", "duration": "500ms" }, …]`: named stretches of the timeline, in time order.
    static func list(_ field: JSONField) throws(DocumentError) -> [Marker] {
        let markers = try JSONObjectReader.each(field) { item throws(DocumentError) -> Marker in
            let object = try item.object()
            let name = try object.required("name").string()
            guard (1...200).contains(name.unicodeScalars.count) else {
                throw object.optional("name")!.mismatch("a marker's name of 1 to 200 characters")
            }
            let time = try object.required("at").nonNegativeTime()
            let duration = try object.optional("duration") { field throws(DocumentError) in try field.nonNegativeTime() } ?? 0
            object.rejectUnknownKeys("in a marker (name, at, duration)")
            return Marker(name: name, time: time, duration: duration)
        }
        guard zip(markers, markers.dropFirst()).allSatisfy({ $0.time <= $1.time }) else {
            throw field.error("markers go in time order: each \"at\" at or after the one before")
        }
        return markers
    }
}

extension Feedback {
    /// `[{ "at": "100ms", "haptic": "medium impact" }, { "at": "1s", "voiceOver": "announcement \"Liked\"" }]`, in
    /// time order.
    static func list(_ field: JSONField) throws(DocumentError) -> [Feedback] {
        let items = try JSONObjectReader.each(field) { item throws(DocumentError) -> Feedback in
            let object = try item.object()
            let time = try object.required("at").nonNegativeTime()
            let kinds = Kind.allCases.filter { object.has($0.rawValue) }
            guard kinds.count == 1, let kind = kinds.first else {
                throw item.error("a feedback is one of \"haptic\": \"medium impact\" or \"voiceOver\": \"announcement …\", with its \"at\"")
            }
            let words = try object.required(kind.rawValue).string()
            guard (1...200).contains(words.unicodeScalars.count) else {
                throw object.optional(kind.rawValue)!.mismatch("what the \(kind.rawValue) is, in 1 to 200 characters")
            }
            object.rejectUnknownKeys("in a feedback (at, and haptic or voiceOver)")
            return Feedback(kind, words, at: time)
        }
        guard zip(items, items.dropFirst()).allSatisfy({ $0.time <= $1.time }) else {
            throw field.error("feedback goes in time order: each \"at\" at or after the one before")
        }
        return items
    }
}

extension Trigger {
    /// `"start"`, `"ID"`, `"ID.touchDown"` or `"ID.touchUp"`, where ID names an interaction (its `id`) or a
    /// touched layer; `names` are those the document has.
    init(field: JSONField, names: [String]) throws(DocumentError) {
        let text = try field.string()
        if text == "start" {
            self = .start
            return
        }
        var source = text
        var moment = "touchDown"
        if let dot = text.lastIndex(of: "."), ["touchDown", "touchUp"].contains(String(text[text.index(after: dot)...])) {
            source = String(text[..<dot])
            moment = String(text[text.index(after: dot)...])
        }
        guard names.contains(source) else {
            guard !names.isEmpty else {
                throw field.error(
                    "\(NearMiss.quoted(text)) names no interaction: the document has none; add one, such as { \"id\": \"\(source)\", \"layer\": \"…\", \"tap\": 0.5 }"
                )
            }
            var message = "no interaction or touched layer is named \(NearMiss.quoted(source)) (triggers: start, ID, ID.touchDown, ID.touchUp)"
            if let near = NearMiss.suggestion(for: source, among: names) {
                message += "; did you mean \"\(near)\"?"
            } else {
                message += "; the document's: " + names.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ") + (names.count > 8 ? "…" : "")
            }
            throw field.error(message)
        }
        self = moment == "touchUp" ? .touchUp(source) : .touchDown(source)
    }
}

extension EffectDocument {
    /// What triggers may name: the interactions' ids, then the touched layers.
    var triggerNames: [String] {
        var names = interactions.compactMap(\.id) + moments.map(\.id)
        for interaction in interactions where !names.contains(interaction.layerID) { names.append(interaction.layerID) }
        return names
    }
}
