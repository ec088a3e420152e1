import EffectModel

extension Scene {
    /// Runs the document's clock up to `horizon` (default: the review window) and records the scene: what
    /// shows at any time up to the horizon. (A single frame needs the clock only up to its own time.)
    ///
    /// Animations on the start are added before the document starts, in document order, so fill modes hold from
    /// the first frame; `UIView.animate` calls run at their `beginTime`; components start at 0 and receive their
    /// interactions at the scripted times (equal times: document order). At every occurrence of a trigger — and at
    /// one moment in this order — the component touched reacts, then the actions waiting for it run in document
    /// order, then the animations waiting for it are added in document order, `beginTime` counted from it, as a
    /// handler's `layer.add(_:forKey:)` is.
    ///
    /// - Parameters:
    ///   - document: the effect to play.
    ///   - horizon: the last time the clock runs to, in seconds (default: the end of the review window,
    ///     `EffectDocument.effectiveDuration`).
    ///   - keepingFrom: the earliest time the scene will be sampled at; what can no longer show then is
    ///     not kept (default: everything, as sheets and charts of the whole window need).
    /// - Throws: ``TimelineError`` when the clock cannot finish within its budget.
    public init(document: EffectDocument, horizon: Double? = nil, keepingFrom: Double = -.infinity) throws(TimelineError) {
        let duration = document.effectiveDuration
        try EventEstimate(document).check(until: horizon ?? duration, askedFor: horizon != nil)
        var timeline = Timeline(layers: document.layers, keepingFrom: keepingFrom)
        // A layer an action adds later takes the animations added to it before, when it arrives (`Timeline.add`), as
        // code that adds a sublayer and then its animations does.
        for entry in document.animations where entry.trigger == .start {
            switch entry.content {
            case .core(let animation, let key):
                guard entry.addedAfter == 0 else { continue }  // added later, with the triggered ones
                if entry.keepsValue {  // reads what shows and sets the model value: at 0, as a call in viewDidAppear
                    timeline.schedule(at: 0) { timeline in timeline.addKeepingValue(animation, to: entry.layerID, key: key) }
                } else {
                    timeline.add(animation, to: entry.layerID, key: key)
                }
            case .view(let view):
                guard entry.addedAfter == 0 else { continue }  // called later, with the triggered ones
                timeline.schedule(at: 0) { timeline in timeline.animateView(view, layer: entry.layerID) }
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
                    let cause = AnimationCause.interaction(numbers[i][j])
                    timeline.schedule(at: time, cause: cause) { timeline in
                        switch event {
                        case .touchDown(let point): controller.touchDown(at: point, &timeline)
                        case .touchMoved(let point): controller.touchMoved(to: point, &timeline)
                        case .touchUp: controller.touchUp(&timeline)
                        case .tap(let point): controller.touchDown(at: point, &timeline)
                        case .toggle: controller.toggle(&timeline)
                        }
                    }
                    if case .tap = event {
                        let lift = AnimationCause.release(numbers[i][j])
                        timeline.schedule(at: time + Interaction.tapLength, cause: lift) { timeline in controller.touchUp(&timeline) }
                    }
                }
            }
        }
        /// When, and as the answer to what, each occurrence of `trigger` happens.
        let found = document.triggerOccurrences
        let moments = Set(document.moments.map(\.id))
        func occurrences(of trigger: Trigger) -> [(time: Double, cause: AnimationCause)] {
            (found[trigger] ?? []).map { occurrence in
                if let source = trigger.source, moments.contains(source) { return (occurrence.time, .moment(id: source, at: occurrence.time)) }
                guard let (i, j) = occurrence.event else { return (occurrence.time, .start) }
                let lifts = if case .tap = document.interactions[i].events[j].event, case .touchUp = trigger { true } else { false }
                return (occurrence.time, lifts ? .release(numbers[i][j]) : .interaction(numbers[i][j]))
            }
        }
        for action in document.actions {
            for (time, cause) in occurrences(of: action.trigger) {
                timeline.schedule(at: time + action.delay, cause: cause) { timeline in timeline.perform(action.change) }
            }
        }
        // At one moment, actions run before the animations added then (a layer arrives before its animations).
        for entry in document.animations where entry.trigger != .start || entry.addedAfter > 0 {
            for (time, cause) in occurrences(of: entry.trigger) {
                let at = time + entry.addedAfter
                switch entry.content {
                case .core(var animation, let key):
                    animation.timing.beginTime += at
                    timeline.schedule(at: at, cause: cause) { timeline in
                        if entry.keepsValue {
                            timeline.addKeepingValue(animation, to: entry.layerID, key: key)
                        } else {
                            timeline.add(animation, to: entry.layerID, key: key)
                        }
                    }
                case .view(let view):
                    timeline.schedule(at: at, cause: cause) { timeline in timeline.animateView(view, layer: entry.layerID) }
                }
            }
        }
        try timeline.run(until: horizon ?? duration)
        self = timeline.scene(canvas: document.canvas, duration: duration, interactions: order.map { events[$0] })
    }
}
