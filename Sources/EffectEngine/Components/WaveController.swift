import EffectModel

/// The seed's recursive `animate(_ flag:)`.
final class WaveController: ComponentController {
    let spec: WaveViewSpec

    init(spec: WaveViewSpec) { self.spec = spec }

    func start(_ timeline: inout Timeline) {
        animate(true, &timeline)
    }

    private func animate(_ grow: Bool, _ timeline: inout Timeline) {
        let size = grow ? spec.waveSize : spec.contentSize
        var leg = ViewAnimation(
            duration: spec.duration,
            changes: [
                (.boundsSize, .size(size)),
                (.cornerRadius, .number(size.height / 2)),
            ])
        leg.options = [spec.curve, .beginFromCurrentState]
        leg.label = grow ? "Grow halo" : "Shrink halo"
        timeline.animateView(leg, layer: "\(spec.id)/wave") { [self] timeline, finished in
            guard finished else { return }
            animate(!grow, &timeline)
        }
    }
}
