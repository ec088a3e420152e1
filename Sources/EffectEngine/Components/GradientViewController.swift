import EffectModel

/// The seed's `onButton(_:)`: `isSelected` toggles between animating and `removeAllAnimations`.
final class GradientViewController: ComponentController {
    let spec: GradientViewSpec
    private var isSelected = false

    init(spec: GradientViewSpec) { self.spec = spec }

    func toggle(_ timeline: inout Timeline) {
        isSelected.toggle()
        guard isSelected else {
            timeline.removeAllAnimations(of: spec.id)
            timeline.removeAllAnimations(of: spec.gradientID)
            return
        }
        var grow = ViewAnimation(duration: spec.duration, changes: [(.boundsSize, .size(spec.grownSize))])
        grow.label = "Grow view"
        grow.options = [.repeat, .autoreverse]
        timeline.animateView(grow, layer: spec.id)
        if spec.layerFollowsBounds {
            let size = spec.grownSize
            var follow = ViewAnimation(
                duration: spec.duration,
                changes: [
                    (.boundsSize, .size(size)), (.position, .point(Point(size.width / 2, size.height / 2))),
                ])
            follow.label = "Follow the view"
            follow.options = [.repeat, .autoreverse]
            timeline.animateView(follow, layer: spec.gradientID)
        }
        var timing = MediaTiming()
        timing.beginTime = timeline.now
        timing.duration = spec.duration
        timing.autoreverses = true
        timing.repeatCount = .infinity
        var scale = Animation(keyPath: .scale, timing: timing, kind: .basic(from: .number(1), to: .number(spec.layerScale), by: nil))
        scale.label = "Scale gradient"
        timeline.add(scale, to: spec.gradientID, key: "sizeChangeAnimation")
    }
}
