import EffectModel

/// An upper bound of the events the clock runs for a document, known before running it: what each animation
/// and interaction schedules, and what components that reschedule themselves (the wave, from each leg's
/// completion) schedule per second.
public struct EventEstimate: Sendable {
    /// Events whatever the horizon.
    var base = 0.0
    /// Events per second of clock.
    var perSecond = 0.0
    /// The JSON path of the fastest self-rescheduling component.
    var fastest: String?

    /// Per animation entry: its addition, begin, end and removal.
    static let perAnimation = 4.0
    /// Per interaction event: the event and what a component makes of it (a ripple, its animations, their completions).
    static let perInteractionEvent = 8.0
    /// Per leg of a wave: the leg's call, its animations' ends and the completion that starts the next one.
    static let perWaveLeg = 3.0

    /// The bound for `document`, from its animations, interactions, actions and components.
    public init(_ document: EffectDocument) {
        // Triggered animations and actions are added again at every occurrence of their trigger.
        let occurrences = document.triggerOccurrences
        func count(_ trigger: Trigger) -> Double { Double(occurrences[trigger]?.count ?? 0) }
        base =
            document.animations.map { count($0.trigger) }.reduce(0, +) * Self.perAnimation
            + document.actions.map { count($0.trigger) }.reduce(0, +) * Self.perAnimation
            + Double(document.interactions.map(\.events.count).reduce(0, +)) * Self.perInteractionEvent
            + Double(document.components.count) * Self.perAnimation
        var fastestRate = 0.0
        for component in document.components {
            guard case .waveView(let spec) = component else { continue }
            let rate = Self.perWaveLeg / max(spec.duration, ViewAnimation.minimumDuration)
            perSecond += rate
            if rate > fastestRate {
                fastestRate = rate
                fastest = document.jsonPath(ofLayer: spec.id).map { $0 + ".duration" }
            }
        }
    }

    /// The estimate for a clock run to `horizon` seconds.
    public func events(until horizon: Double) -> Double { base + perSecond * max(horizon, 0) }

    /// Throws when running to `horizon` would take more than `Timeline.maximumEvents`.
    public func check(until horizon: Double, askedFor: Bool) throws(TimelineError) {
        let limit = Double(Timeline.maximumEvents)
        let estimate = events(until: horizon)
        guard estimate > limit else { return }
        let latest = perSecond > 0 && base < limit ? (limit - base) / perSecond : nil
        throw .tooManyEvents(estimate: estimate, horizon: horizon, latest: latest, path: perSecond > 0 ? fastest : nil, askedFor: askedFor)
    }
}
