extension Interaction {
    /// `{ "layer": ID, "touchDown": t, "at": [x, y], "moveTo": [[t, [x, y]], …], "touchUp": t }` or
    /// `{ "layer": ID, "toggle": t }` (`toggle` may also be a list of times).
    init(field: JSONField, components: [Component]) throws(DocumentError) {
        let object = try field.object()
        let layerField = try object.required("layer")
        let id = try layerField.string()
        guard let component = components.first(where: { $0.id == id }) else {
            var message = "no component has the id \(NearMiss.quoted(id))"
            if let near = NearMiss.suggestion(for: id, among: components.map(\.id)) { message += "; did you mean \"\(near)\"?" }
            throw layerField.error(message)
        }
        var events: [(time: Double, event: Event)] = []
        func time(_ field: JSONField) throws(DocumentError) -> Double {
            let t = try field.number()
            guard t >= 0 else { throw field.mismatch("a time in seconds ≥ 0") }
            return t
        }
        if let toggle = object.optional("toggle") {
            guard component.type.interactions.contains(.toggle) else { throw toggle.error("a \(component.type) does not toggle") }
            if case .array = toggle.json.value {
                for item in try toggle.array() { events.append((try time(item), .toggle)) }
            } else {
                events.append((try time(toggle), .toggle))
            }
        }
        if let down = object.optional("touchDown") {
            guard component.type.interactions.contains(.touch) else { throw down.error("a \(component.type) takes no touches") }
            let at = try Point(field: try object.required("at"))
            events.append((try time(down), .touchDown(at)))
            if let moves = object.optional("moveTo") {
                for move in try moves.array() {
                    guard case .array(let pair) = move.json.value, pair.count == 2 else { throw move.mismatch("[time, [x, y]]") }
                    let (t, p) = (try time(move.child(pair[0], move.path / 0)), try Point(field: move.child(pair[1], move.path / 1)))
                    events.append((t, .touchMoved(p)))
                }
            }
            if let up = object.optional("touchUp") { events.append((try time(up), .touchUp)) }
        }
        guard !events.isEmpty else { throw field.error("an interaction needs touchDown (with at, and touchUp or moveTo) or toggle") }
        for (a, b) in zip(events, events.dropFirst()) where b.time < a.time {
            throw field.error("the interaction's times must not go back: \(b.time.shortDescription) s comes after \(a.time.shortDescription) s")
        }
        object.rejectUnknownKeys("in an interaction")
        self.init(layerID: id, events: events)
    }
}
