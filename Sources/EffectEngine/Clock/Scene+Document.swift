import EffectModel

extension Scene {
    /// Runs the document's clock up to `horizon` (default: the review window) and records the scene: what
    /// shows at any time up to the horizon. (A single frame needs the clock only up to its own time.)
    ///
    /// Animations are added before the document starts, in document order, so fill modes hold from the
    /// first frame; `UIView.animate` calls run at their `beginTime`; components start at 0 and receive
    /// their interactions at the scripted times (equal times: document order).
    ///
    /// - Parameter keepingFrom: the earliest time the scene will be sampled at; what can no longer show then is
    ///   not kept (default: everything, as sheets and charts of the whole window need).
    public init(document: EffectDocument, horizon: Double? = nil, keepingFrom: Double = -.infinity) throws(TimelineError) {
        let duration = document.effectiveDuration
        try EventEstimate(document).check(until: horizon ?? duration, askedFor: horizon != nil)
        var timeline = Timeline(layers: document.layers, keepingFrom: keepingFrom)
        for entry in document.animations {
            switch entry.content {
            case .core(let animation, let key):
                timeline.add(animation, to: entry.layerID, key: key)
            case .view(let view, let callTime):
                timeline.schedule(at: callTime) { timeline in timeline.animateView(view, layer: entry.layerID) }
            }
        }
        // The script in time order (equal times: document order); each event is scheduled as the cause of what it adds.
        let events = document.interactions.flatMap { interaction in
            interaction.events.map { ScriptedEvent(time: $0.time, layerID: interaction.layerID, event: $0.event) }
        }
        let order = events.indices.sorted { (events[$0].time, $0) < (events[$1].time, $1) }
        var scriptIndex = Array(repeating: 0, count: events.count)
        for (position, index) in order.enumerated() { scriptIndex[index] = position }
        var eventNumber = 0
        var numbers: [[Int]] = []
        for interaction in document.interactions {
            numbers.append(interaction.events.indices.map { scriptIndex[eventNumber + $0] })
            eventNumber += interaction.events.count
        }
        for component in document.components {
            let controller = component.makeController()
            timeline.schedule(at: 0, cause: .start) { timeline in controller.start(&timeline) }
            for (i, interaction) in document.interactions.enumerated() where interaction.layerID == component.id {
                for (j, (time, event)) in interaction.events.enumerated() {
                    timeline.schedule(at: time, cause: .interaction(numbers[i][j])) { timeline in
                        switch event {
                        case .touchDown(let point): controller.touchDown(at: point, &timeline)
                        case .touchMoved(let point): controller.touchMoved(to: point, &timeline)
                        case .touchUp: controller.touchUp(&timeline)
                        case .toggle: controller.toggle(&timeline)
                        }
                    }
                }
            }
        }
        try timeline.run(until: horizon ?? duration)
        self = timeline.scene(canvas: document.canvas, duration: duration, interactions: order.map { events[$0] })
    }
}
