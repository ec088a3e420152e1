extension Interaction {
    /// The entry of `interactions`: toggles, taps at one point, or one touch (down, moves, up), as the decoder reads
    /// them. A script of events that no single entry holds (taps at two points, a tap and a touch) is an error at
    /// `path`: split it into several interactions.
    func json(at path: JSONPath) throws(DocumentError) -> JSON {
        var object = JSONObjectWriter()
        object.add("id", id)
        object.add("layer", layerID)
        func times(_ times: [Double]) -> JSON { times.count == 1 ? times[0].json : times.json }
        let kinds = events.map(\.event)
        if kinds.isEmpty {
            throw DocumentError(location: nil, path: path, message: "an interaction needs at least one event: a tap, a toggle or a touch down")
        } else if kinds.allSatisfy({ if case .toggle = $0 { true } else { false } }) {
            object.add("toggle", times(events.map(\.time)))
        } else if case .tap(let at) = kinds.first, kinds.allSatisfy({ if case .tap(at) = $0 { true } else { false } }) {
            object.add("tap", times(events.map(\.time)))
            object.add("at", at)
        } else if let (down, at) = events.first.flatMap({ entry in if case .touchDown(let at) = entry.event { (entry.time, at) } else { nil } }) {
            object.add("touchDown", down)
            object.add("at", at)
            var moves: [JSON] = []
            var up: Double?
            for (time, event) in events.dropFirst() {
                switch event {
                case .touchMoved(let p) where up == nil: moves.append([time.json, p.json].json)
                case .touchUp where up == nil: up = time
                default:
                    throw DocumentError(
                        location: nil, path: path,
                        message: "a touch is a touch down, moves and at most one touch up, in that order; write other events as another interaction")
                }
            }
            if !moves.isEmpty { object.add("moveTo", moves.json) }
            object.add("touchUp", up)
        } else {
            throw DocumentError(
                location: nil, path: path,
                message:
                    "an interaction holds toggles, taps at one point, or one touch starting with its touch down; write other events as other interactions"
            )
        }
        return object.json
    }
}

extension DocumentAction: JSONWritable {
    /// The entry of `actions`: `at` a document time, or a trigger and its delay, then the change.
    var json: JSON {
        var object = JSONObjectWriter()
        if trigger == .start {
            object.add("at", delay)
        } else {
            object.add("trigger", trigger)
            object.add("delay", delay, default: 0)
        }
        switch change {
        case .set(let layerID, let values, let implicit):
            object.add("set", .object([("layer", layerID.json)] + values.map { ($0.keyPath.rawValue, $0.value.json(as: $0.keyPath)) }))
            object.add("implicit", implicit, default: false)
        case .addLayer(let layer, let parentID):
            object.add("addLayer", EffectDocument.json([layer], components: [:])[0])
            object.add("to", parentID)
        case .removeLayer(let id):
            object.add("removeLayer", id)
        case .removeAnimations(let layerID, let key):
            var remove = JSONObjectWriter()
            remove.add("layer", layerID)
            remove.add("key", key)
            object.add("removeAnimations", remove.json)
        }
        return object.json
    }
}
