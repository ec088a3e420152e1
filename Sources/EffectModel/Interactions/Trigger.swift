/// What an animation or an action waits for: the document's start, or a moment of a scripted interaction, at
/// every occurrence of which it is added again — as a touch handler's `layer.add(_:forKey:)` is.
public enum Trigger: Hashable, Sendable, CustomStringConvertible {
    /// The document's time 0 (the default).
    case start
    /// Each touch down, tap or toggle of the interaction (or of the interactions on the layer) named so:
    /// `"ID"` or `"ID.touchDown"`.
    case touchDown(String)
    /// Each touch up (a tap's, one frame after it lands; a toggle's, at once): `"ID.touchUp"`.
    case touchUp(String)

    /// The name of the interaction, or the layer whose interactions, it waits for.
    public var source: String? {
        switch self {
        case .start: nil
        case .touchDown(let id), .touchUp(let id): id
        }
    }

    /// As the document writes it: `start`, `heart`, `heart.touchUp`.
    public var description: String {
        switch self {
        case .start: "start"
        case .touchDown(let id): id
        case .touchUp(let id): "\(id).touchUp"
        }
    }
}

extension EffectDocument {
    /// The interactions `source` names: the one with that `id`, else those on the layer with that id.
    public func interactions(named source: String) -> [Int] {
        if let index = interactions.firstIndex(where: { $0.id == source }) { return [index] }
        return interactions.indices.filter { interactions[$0].layerID == source }
    }

    /// The occurrences of every trigger the document's animations and actions wait for, each trigger's found once
    /// (`occurrences(of:)`): what the review window, the event estimate and the clock read.
    public var triggerOccurrences: [Trigger: [(time: Double, event: (interaction: Int, index: Int)?)]] {
        var result: [Trigger: [(time: Double, event: (interaction: Int, index: Int)?)]] = [:]
        for trigger in animations.map(\.trigger) + actions.map(\.trigger) where result[trigger] == nil {
            result[trigger] = occurrences(of: trigger)
        }
        return result
    }

    /// Every occurrence of `trigger`, in time order (equal times: document order): the document time, and the
    /// interaction and event behind it (`nil` for the start).
    public func occurrences(of trigger: Trigger) -> [(time: Double, event: (interaction: Int, index: Int)?)] {
        guard let source = trigger.source else { return [(0, nil)] }
        if let moment = moments.first(where: { $0.id == source }) { return moment.times.map { ($0, nil) } }
        var result: [(time: Double, event: (interaction: Int, index: Int)?)] = []
        for i in interactions(named: source) {
            for (j, entry) in interactions[i].events.enumerated() {
                switch trigger {
                case .start: break
                case .touchDown: if entry.event.lands { result.append((entry.time, (i, j))) }
                case .touchUp: if let lift = entry.event.liftTime(at: entry.time) { result.append((lift, (i, j))) }
                }
            }
        }
        return result.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
