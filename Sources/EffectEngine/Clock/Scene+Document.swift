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
        let script = ScriptOrder(document)
        timeline.addStartAnimations(of: document)
        timeline.scheduleComponents(of: document, script: script)
        let occurrences = TriggerOccurrences(document, script: script)
        timeline.scheduleActions(of: document, occurrences: occurrences)
        timeline.scheduleTriggeredAnimations(of: document, occurrences: occurrences)
        try timeline.run(until: horizon ?? duration)
        self = timeline.scene(canvas: document.canvas, duration: duration, interactions: script.events)
    }
}

/// The script in time order (equal times: document order): each scripted event's place in it, the number its
/// causes carry.
private struct ScriptOrder {
    /// The scripted events in time order.
    let events: [ScriptedEvent]
    /// For interaction `i`'s event `j`, its place in ``events``.
    let numbers: [[Int]]

    /// Orders the document's scripted events by time, equal times in document order.
    init(_ document: EffectDocument) {
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
        self.events = order.map { events[$0] }
        self.numbers = numbers
    }
}

/// When, and as the answer to what, each occurrence of a trigger happens.
private struct TriggerOccurrences {
    /// The document whose triggers these are.
    let document: EffectDocument
    /// The script's numbering of its events.
    let script: ScriptOrder
    /// Each trigger's occurrences, as the document finds them.
    let found: [Trigger: [(time: Double, event: (interaction: Int, index: Int)?)]]
    /// The ids of the document's named moments.
    let moments: Set<String>

    /// The occurrences of the document's triggers, numbered by `script`.
    init(_ document: EffectDocument, script: ScriptOrder) {
        self.document = document
        self.script = script
        found = document.triggerOccurrences
        moments = Set(document.moments.map(\.id))
    }

    /// The times (s) `trigger` occurs at, each with the cause it is the answer to.
    func of(_ trigger: Trigger) -> [(time: Double, cause: AnimationCause)] {
        (found[trigger] ?? []).map { occurrence in
            if let source = trigger.source, moments.contains(source) { return (occurrence.time, .moment(id: source, at: occurrence.time)) }
            guard let (i, j) = occurrence.event else { return (occurrence.time, .start) }
            let lifts = if case .tap = document.interactions[i].events[j].event, case .touchUp = trigger { true } else { false }
            return (occurrence.time, lifts ? .release(script.numbers[i][j]) : .interaction(script.numbers[i][j]))
        }
    }
}

extension Timeline {
    /// Adds the animations on the start, in document order, before the document starts.
    ///
    /// A layer an action adds later takes the animations added to it before, when it arrives (`Timeline.add`), as
    /// code that adds a sublayer and then its animations does.
    fileprivate mutating func addStartAnimations(of document: EffectDocument) {
        for entry in document.animations where entry.trigger == .start {
            switch entry.content {
            case .core(let animation, let key):
                guard entry.addedAfter == 0 else { continue }  // added later, with the triggered ones
                if entry.keepsValue {  // reads what shows and sets the model value: at 0, as a call in viewDidAppear
                    schedule(at: 0) { timeline in timeline.addKeepingValue(animation, to: entry.layerID, key: key) }
                } else {
                    add(animation, to: entry.layerID, key: key)
                }
            case .view(let view):
                guard entry.addedAfter == 0 else { continue }  // called later, with the triggered ones
                schedule(at: 0) { timeline in timeline.animateView(view, layer: entry.layerID) }
            }
        }
    }

    /// Starts each component at 0 and schedules its scripted interactions, each as the cause of what it adds (a tap
    /// also lifts after `Interaction.tapLength`).
    fileprivate mutating func scheduleComponents(of document: EffectDocument, script: ScriptOrder) {
        for component in document.components {
            let controller = component.makeController()
            schedule(at: 0, cause: .start) { timeline in controller.start(&timeline) }
            for (i, interaction) in document.interactions.enumerated() where interaction.layerID == component.id {
                for (j, (time, event)) in interaction.events.enumerated() {
                    let cause = AnimationCause.interaction(script.numbers[i][j])
                    schedule(at: time, cause: cause) { timeline in
                        switch event {
                        case .touchDown(let point): controller.touchDown(at: point, &timeline)
                        case .touchMoved(let point): controller.touchMoved(to: point, &timeline)
                        case .touchUp: controller.touchUp(&timeline)
                        case .tap(let point): controller.touchDown(at: point, &timeline)
                        case .toggle: controller.toggle(&timeline)
                        }
                    }
                    if case .tap = event {
                        let lift = AnimationCause.release(script.numbers[i][j])
                        schedule(at: time + Interaction.tapLength, cause: lift) { timeline in controller.touchUp(&timeline) }
                    }
                }
            }
        }
    }

    /// Schedules each action at every occurrence of its trigger, after its delay.
    fileprivate mutating func scheduleActions(of document: EffectDocument, occurrences: TriggerOccurrences) {
        for action in document.actions {
            for (time, cause) in occurrences.of(action.trigger) {
                schedule(at: time + action.delay, cause: cause) { timeline in timeline.perform(action.change) }
            }
        }
    }

    /// Schedules the animations waiting for a trigger (or added after the start) at every occurrence, `beginTime`
    /// counted from it. At one moment, actions run before the animations added then (a layer arrives before its
    /// animations).
    fileprivate mutating func scheduleTriggeredAnimations(of document: EffectDocument, occurrences: TriggerOccurrences) {
        for entry in document.animations where entry.trigger != .start || entry.addedAfter > 0 {
            for (time, cause) in occurrences.of(entry.trigger) {
                let at = time + entry.addedAfter
                switch entry.content {
                case .core(var animation, let key):
                    animation.timing.beginTime += at
                    schedule(at: at, cause: cause) { timeline in
                        if entry.keepsValue {
                            timeline.addKeepingValue(animation, to: entry.layerID, key: key)
                        } else {
                            timeline.add(animation, to: entry.layerID, key: key)
                        }
                    }
                case .view(let view):
                    schedule(at: at, cause: cause) { timeline in timeline.animateView(view, layer: entry.layerID) }
                }
            }
        }
    }
}
