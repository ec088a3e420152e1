extension DocumentAction {
    /// `{ "at": t | "trigger": T, "delay": d, <one of> "set": { "layer": ID, keyPath: value, … }, "implicit": bool |
    /// "addLayer": layer, "to": ID | "removeLayer": ID | "removeAnimations": { "layer": ID, "key": k } }`.
    /// Layers it adds go into `layers` (for the animations and actions after it) and `layerDecoder` (ids stay unique).
    init(field: JSONField, names: [String], layers: inout [String: Layer], layerDecoder: LayerDecoder) throws(DocumentError) {
        let object = try field.object()
        var trigger = Trigger.start
        var delay = 0.0
        if let at = object.optional("at") {
            if let other = object.optional("trigger") { throw other.error("give at (a document time) or trigger (with an optional delay), not both") }
            delay = try at.nonNegativeTime()
        } else if let triggerField = object.optional("trigger") {
            trigger = try Trigger(field: triggerField, names: names)
        }
        if let delayField = object.optional("delay") {
            guard trigger != .start || !object.has("at") else {
                throw delayField.error("an action at a document time has no delay; add it to \"at\"")
            }
            delay += try delayField.nonNegativeTime()
        }
        let kinds = ["set", "addLayer", "removeLayer", "removeAnimations"].filter(object.has)
        guard kinds.count == 1 else {
            throw field.error(
                kinds.isEmpty
                    ? "an action needs one of set, addLayer, removeLayer, removeAnimations"
                    : "an action does one thing: \(kinds.joined(separator: " and ")) are two; write two actions")
        }
        let change: Change
        switch kinds[0] {
        case "set":
            change = try Self.setChange(object, layers: layers)
        case "addLayer":
            let layerField = try object.required("addLayer")
            let parent = try object.optional("to") { field throws(DocumentError) in try field.layer(in: layers).id }
            let added = try layerDecoder.decodeAddedLayer(layerField)
            for layer in Layer.flattened([added]) { layers[layer.id] = layer }
            change = .addLayer(added, parentID: parent)
        case "removeLayer":
            change = .removeLayer(try object.required("removeLayer").layer(in: layers).id)
        default:
            let removeField = try object.required("removeAnimations")
            let remove = try removeField.object()
            let layer = try remove.required("layer").layer(in: layers)
            let key = try remove.optional("key") { field throws(DocumentError) in try field.string() }
            remove.rejectUnknownKeys("in removeAnimations")
            change = .removeAnimations(layerID: layer.id, key: key)
        }
        object.rejectUnknownKeys("in an action")
        self.init(trigger: trigger, delay: delay, change: change)
    }

    /// A `set` change: the layer and each key path's new value (at least one), and whether it animates implicitly.
    private static func setChange(_ object: JSONObjectReader, layers: [String: Layer]) throws(DocumentError) -> Change {
        let setField = try object.required("set")
        let set = try setField.object()
        guard case .object(let members) = setField.json.value else { throw setField.mismatch("an object") }
        let layer = try set.required("layer").layer(in: layers)
        var values: [(keyPath: AnimatableKeyPath, value: AnimatableValue)] = []
        for member in members where member.key != "layer" {
            let valueField = try set.required(member.key)
            let keyPath = try AnimatableKeyPath(
                field: valueField.child(JSON(value: .string(member.key), location: member.keyLocation), valueField.path), layer: layer)
            values.append((keyPath, try AnimatableValue(field: valueField, keyPath: keyPath)))
        }
        guard !values.isEmpty else {
            throw setField.error("set needs at least one key path and its new value, as { \"layer\": \"\(layer.id)\", \"opacity\": 0 }")
        }
        let implicit = try object.optional("implicit") { field throws(DocumentError) in try field.bool() } ?? false
        return .set(layerID: layer.id, values: values, implicit: implicit)
    }
}
