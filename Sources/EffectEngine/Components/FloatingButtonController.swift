import EffectModel

/// `FloatingButtonViewController`'s `isActive` and what its `didSet` does.
final class FloatingButtonController: ComponentController {
    let spec: FloatingButtonSpec
    private var isActive = false

    init(spec: FloatingButtonSpec) { self.spec = spec }

    func toggle(_ timeline: inout Timeline) {
        isActive.toggle()
        popButtons(&timeline)
        rotateFloatingButton(&timeline)
    }

    private func popButtons(_ timeline: inout Timeline) {
        for action in spec.actionIDs {
            if isActive {
                // `writeButton.layer.transform = CATransform3DMakeScale(0.4, 0.4, 1)`: a view's own layer, no implicit animation.
                timeline.setModelValue(.number(spec.collapsedScale), for: .scale, of: action)
                var open = ViewAnimation(duration: spec.openDuration, changes: [(.scale, .number(1)), (.opacity, .number(1))])
                open.label = "Pop in"
                open.tokens["duration"] = spec.tokens["openDuration"]
                open.tokens["delay"] = spec.tokens["openDelay"]
                open.delay = spec.openDelay
                open.spring = (spec.dampingRatio, spec.initialSpringVelocity)
                open.options = [.curveEaseInOut]
                timeline.animateView(open, layer: action)
            } else {
                var close = ViewAnimation(duration: spec.closeDuration, changes: [(.scale, .number(spec.collapsedScale)), (.opacity, .number(0))])
                close.label = "Shrink away"
                close.tokens["duration"] = spec.tokens["closeDuration"]
                close.tokens["delay"] = spec.tokens["closeDelay"]
                close.delay = spec.closeDelay
                timeline.animateView(close, layer: action)
            }
        }
    }

    private func rotateFloatingButton(_ timeline: inout Timeline) {
        var timing = MediaTiming()
        timing.beginTime = timeline.now
        timing.duration = spec.rotationDuration
        timing.fillMode = .forwards
        timing.isRemovedOnCompletion = false
        let (from, to) = isActive ? (0, spec.rotation) : (spec.rotation, 0)
        var rotation = Animation(keyPath: .rotationZ, timing: timing, kind: .basic(from: .number(from), to: .number(to), by: nil))
        rotation.label = isActive ? "Turn to ×" : "Turn back to +"
        rotation.tokens["duration"] = spec.tokens["rotationDuration"]
        timeline.add(rotation, to: spec.id)  // `forKey: nil`: every turn stays attached, the newest on top
    }
}
