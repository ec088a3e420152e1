import Foundation

/// SwiftUI's `PhaseAnimator` (iOS 17): its content drawn in each phase in turn, each change moving with the animation
/// `animation` gives for the phase it moves to. Without a trigger it cycles from the moment it appears, for ever;
/// with one, each change of the trigger plays every phase once and comes back to the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    /// Whether the trigger changed since the last update (`nil`: no trigger).
    let triggerChanged: (@MainActor (ViewHost, String) -> Bool)?

    /// Plays `phases` once, from the first back to it, each time `trigger` changes.
    public init<Phases: Sequence>(
        _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
        triggerChanged = { host, key in host.valueChanged(trigger, at: key) }
    }

    /// Cycles through `phases` for ever from the moment it appears.
    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
        triggerChanged = nil
    }

    /// A primitive view has no body.
    public var body: Never { fatalError("PhaseAnimator has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        let inner = context.child("PhaseAnimator")
        let host = context.host
        let phase = host.storage(for: inner.path + ".phase", initial: 0)
        guard let first = phases.first else { return [] }
        if phases.count > 1 {
            let (phases, animation) = (self.phases, self.animation)
            if let triggerChanged {
                if triggerChanged(host, inner.path + ".trigger") {
                    host.soon { Self.advance(phase, phases: phases, animation: animation, legs: phases.count) }
                }
            } else if host.isFirstSight(of: inner.path) {
                host.soon { Self.advance(phase, phases: phases, animation: animation, legs: nil) }
            }
        }
        return inner.resolve(content(phases.indices.contains(phase.value) ? phases[phase.value] : first))
    }

    /// Moves to the next phase with its animation, then, when that is complete, on (`legs` more, `nil`: for ever).
    private static func advance(_ phase: StateStorage<Int>, phases: [Phase], animation: @escaping (Phase) -> Animation?, legs: Int?) {
        if let legs, legs <= 0 { return }
        let next = (phase.value + 1) % phases.count
        withAnimation(animation(phases[next])) {
            phase.set(next)
        } completion: {
            MainActor.assumeIsolated { advance(phase, phases: phases, animation: animation, legs: legs.map { $0 - 1 }) }
        }
    }
}

extension View {
    /// This view drawn by `content` in each of `phases` in turn, played once from the first back to it each time
    /// `trigger` changes: `PhaseAnimator(_:trigger:content:animation:)` around it, playing the same.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// This view drawn by `content` in each of `phases` in turn, for ever from the moment it appears:
    /// `PhaseAnimator(_:content:animation:)` around it, playing the same.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
