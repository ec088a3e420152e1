import EffectModel

/// `AnimationButton.isHighlighted`'s `didSet`.
final class HighlightController: ComponentController {
    let spec: HighlightButtonSpec
    private var touching = false

    init(spec: HighlightButtonSpec) { self.spec = spec }

    func touchDown(at point: Point, _ timeline: inout Timeline) {
        touching = true
        timeline.animateView(spec.animation(highlighted: true), layer: spec.id)
    }

    func touchMoved(to point: Point, _ timeline: inout Timeline) {
        // UIControl un-highlights a touch dragged well outside (70 pt beyond the bounds, UIKit's tracking margin).
        guard touching else { return }
        let outside = point.x < -70 || point.y < -70 || point.x > spec.frame.width + 70 || point.y > spec.frame.height + 70
        if outside { touchUp(&timeline) }
    }

    func touchUp(_ timeline: inout Timeline) {
        guard touching else { return }
        touching = false
        timeline.animateView(spec.animation(highlighted: false), layer: spec.id)
    }
}
