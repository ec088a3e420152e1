extension Scene {
    /// Runs the document's clock up to `horizon` (default: the review window) and records the scene.
    ///
    /// Animations are added before the document starts, in document order, so fill modes hold from the
    /// first frame; `UIView.animate` calls run at their `beginTime`.
    public init(document: EffectDocument, horizon: Double? = nil) throws(TimelineError) {
        var timeline = Timeline(layers: document.layers)
        for entry in document.animations {
            switch entry.content {
            case .core(let animation, let key):
                timeline.add(animation, to: entry.layerID, key: key)
            case .view(let view, let callTime):
                timeline.schedule(at: callTime) { timeline in timeline.animateView(view, layer: entry.layerID) }
            }
        }
        let duration = document.effectiveDuration
        try timeline.run(until: max(horizon ?? duration, duration))
        self = timeline.scene(canvas: document.canvas, duration: duration)
    }
}
