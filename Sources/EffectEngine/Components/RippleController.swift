import EffectModel

/// RippleView's state: the current ripple, and whether a touch is down.
final class RippleController: ComponentController {
    let spec: RippleButtonSpec
    private var count = 0
    private var touching = false
    private var current: Ripple?

    /// `RippleLayer`'s flags; MDC's `_rippleTouchDownStartTime` and `startAnimationActive`.
    final class Ripple {
        let id: String
        let touchDownTime: Double
        var isAnimating = true
        var fadeOutIfComplete = false
        init(id: String, touchDownTime: Double) { (self.id, self.touchDownTime) = (id, touchDownTime) }
    }

    init(spec: RippleButtonSpec) { self.spec = spec }

    func touchDown(at point: Point, _ timeline: inout Timeline) {
        touching = true
        count += 1
        let ripple = Ripple(id: "\(spec.id)/ripple-\(count)", touchDownTime: timeline.now)
        hitEffect(ripple, at: point, &timeline)
        // Rippleable: `self.rippleLayer?.fadeOutIfComplete = true` for the previous ripple.
        if spec.variant == .rippleable { current?.fadeOutIfComplete = true }
        current = ripple
    }

    func touchMoved(to point: Point, _ timeline: inout Timeline) {
        guard touching else { return }
        let b = spec.bounds
        if point.x < b.minX || point.x > b.maxX || point.y < b.minY || point.y > b.maxY {
            // Leaving the bounds fades the ripple, as `touchesMoved` does; the touch counts as ended.
            touching = false
            fadeOutRipple(&timeline)
        }
    }

    func touchUp(_ timeline: inout Timeline) {
        guard touching else { return }
        touching = false
        fadeOutRipple(&timeline)
    }

    /// `RippleLayer.hitEffect(point:)`: a new ripple layer and its touch-down group.
    private func hitEffect(_ ripple: Ripple, at point: Point, _ timeline: inout Timeline) {
        let b = spec.bounds
        let r = spec.rippleRadius
        var shape = ShapeContent()
        shape.path = .oval(in: Rect(b.midX - r, b.midY - r, 2 * r, 2 * r))
        shape.fillColor = spec.resolvedRippleColor
        var layer = Layer(id: ripple.id, content: .shape(shape), bounds: b, position: Point(b.midX, b.midY))
        layer.zPosition = -1
        layer.label = "Ripple"
        timeline.addLayer(layer, to: "\(spec.id)/rippleView")

        let now = timeline.now
        var path = Path()
        path.move(to: point)
        path.line(to: Point(b.midX, b.midY))
        path.close()
        var keyframes = Keyframes(values: [.number(0), .number(1)], path: path)
        keyframes.keyTimes = [0, 1]
        var position = Animation(keyPath: .position, timingFunction: spec.timingFunction, kind: .keyframe(keyframes))
        position.label = "Drift to centre"
        var scale = Animation(
            keyPath: .scale, timingFunction: spec.timingFunction,
            kind: .basic(from: .number(spec.resolvedStartingScale), to: .number(1), by: nil))
        var fadeInTiming = MediaTiming()
        fadeInTiming.duration = spec.fadeInDuration
        scale.label = "Grow"
        var fadeIn = Animation(keyPath: .opacity, timing: fadeInTiming, kind: .basic(from: .number(0), to: .number(spec.rippleOpacity), by: nil))
        fadeIn.label = "Fade in"
        var groupTiming = MediaTiming()
        groupTiming.beginTime = now
        groupTiming.duration = spec.touchDownDuration
        var group = Animation(keyPath: nil, timing: groupTiming, kind: .group([position, scale, fadeIn]))
        group.label = "Touch-down ripple"
        timeline.add(group, to: ripple.id, key: "all") { [self] timeline, _ in
            ripple.isAnimating = false
            if spec.variant == .rippleable, ripple.fadeOutIfComplete { fadeOutEffect(ripple, &timeline) }
        }
    }

    /// RippleView's `fadeOutRipple()`, or MDC's `endRippleAnimated:`.
    private func fadeOutRipple(_ timeline: inout Timeline) {
        guard let ripple = current else { return }
        switch spec.variant {
        case .rippleable:
            if ripple.isAnimating { ripple.fadeOutIfComplete = true } else { fadeOutEffect(ripple, &timeline) }
        case .mdc:
            endRipple(ripple, &timeline)
        }
    }

    /// `RippleLayer.fadeOutEffect()`: opacity → 0 from now, then the layer is removed.
    private func fadeOutEffect(_ ripple: Ripple, _ timeline: inout Timeline) {
        var timing = MediaTiming()
        timing.beginTime = timeline.now
        timing.duration = spec.resolvedFadeOutDuration
        var fade = Animation(keyPath: .opacity, timing: timing, kind: .basic(from: .number(spec.rippleOpacity), to: .number(0), by: nil))
        fade.label = "Fade out"
        timeline.add(fade, to: ripple.id, key: "fadeIn") { timeline, _ in timeline.removeLayer(ripple.id) }
    }

    /// `MDCRippleLayer.endRippleAnimated:`: a linear fade 1 → 0 whose `beginTime` is the **touch-down** time plus
    /// 0.15 s while the touch-down group runs (plus 0 after it), fill forwards, kept, added without a key; its
    /// completion removes the layer. A late release adds a fade that began in the past: it shows part-way, or,
    /// when already over, its end at once, and the layer is removed then.
    private func endRipple(_ ripple: Ripple, _ timeline: inout Timeline) {
        var timing = MediaTiming()
        timing.beginTime = ripple.touchDownTime + (ripple.isAnimating ? spec.fadeOutDelay : 0)
        timing.duration = spec.resolvedFadeOutDuration
        timing.fillMode = .forwards
        timing.isRemovedOnCompletion = false
        var fade = Animation(keyPath: .opacity, timing: timing, kind: .basic(from: .number(spec.rippleOpacity), to: .number(0), by: nil))
        fade.label = "Fade out"
        timeline.add(fade, to: ripple.id) { timeline, _ in timeline.removeLayer(ripple.id) }
    }
}
