import EffectModel

extension ViewAnimation {
    /// Key paths UIKit animates additively since iOS 8 (WWDC 2014, "Building Interruptible and Responsive
    /// Interactions"): a view's frame, bounds, center and transform.
    static func isAdditiveInUIKit(_ keyPath: AnimatableKeyPath) -> Bool {
        switch keyPath {
        case .position, .positionX, .positionY, .bounds, .boundsSize, .boundsWidth, .boundsHeight,
            .scale, .scaleX, .scaleY, .rotation, .rotationZ, .translation, .translationX, .translationY:
            true
        default: false
        }
    }
}

extension Timeline {
    /// Calls `UIView.animate` on the layer `id` at `now`: for each change, an animation from what shows to
    /// the new value, then the model value set. `completion` runs when the last of them ends.
    ///
    /// With `beginFromCurrentState` the animation starts at the presentation value and replaces the one
    /// running on that key path; otherwise geometry animates additively from old − new to zero, as UIKit has
    /// since iOS 8, so that it composes with animations in flight, and other properties from the old model
    /// value. During the delay the start value shows (fill backwards).
    public mutating func animateView(_ view: ViewAnimation, layer id: String, completion: Completion? = nil) {
        let duration = max(view.duration, ViewAnimation.minimumDuration)
        var timing = MediaTiming()
        timing.beginTime = now + view.delay
        timing.duration = duration
        timing.fillMode = view.delay > 0 ? .backwards : .removed
        if view.options.contains(.repeat) { timing.repeatCount = .infinity }
        timing.autoreverses = view.options.contains(.autoreverse)
        let spring = view.spring.map { Spring.uiKit(dampingRatio: $0.dampingRatio, duration: duration, initialVelocity: $0.initialVelocity) }

        var remaining = view.changes.count
        for (index, change) in view.changes.enumerated() {
            guard let old = modelValue(change.keyPath, of: id), let shown = presentationValue(change.keyPath, of: id) else { continue }
            let new = change.value
            let additive = !view.options.contains(.beginFromCurrentState) && ViewAnimation.isAdditiveInUIKit(change.keyPath)
            let from = additive ? old - new : (view.options.contains(.beginFromCurrentState) ? shown : old)
            let to = additive ? new * 0 : new
            let kind: Animation.Kind = spring.map { .spring($0, from: from, to: to, by: nil) } ?? .basic(from: from, to: to, by: nil)
            var animation = Animation(keyPath: change.keyPath, timing: timing, timingFunction: view.timingFunction, kind: kind)
            animation.isAdditive = additive
            animation.label = view.label
            animation.tokens = view.tokens
            setModelValue(new, for: change.keyPath, of: id)
            // UIKit keys its animations by property; additive ones get keys of their own, so they stack.
            let key = additive ? "\(change.keyPath.rawValue)-\(now.shortDescription)-\(index)" : change.keyPath.rawValue
            add(
                animation, to: id, key: key,
                completion: completion.map { completion in
                    { timeline, finished in
                        remaining -= 1
                        if remaining == 0 { completion(&timeline, finished) }
                    }
                })
        }
        if view.changes.isEmpty, let completion {
            schedule(at: now + view.delay + duration) { timeline in completion(&timeline, true) }
        }
    }
}
