import EffectModel

extension Timeline {
    /// Makes a document action's change at `now`, as the code in a handler does: `layer.opacity = 0` (with
    /// Core Animation's implicit animation when asked: from what shows, `DocumentAction.implicitDuration`, the
    /// `default` timing function, keyed by the key path as Core Animation keys it), `addSublayer`,
    /// `removeFromSuperlayer`, `removeAnimation(forKey:)` and `removeAllAnimations()`.
    public mutating func perform(_ change: DocumentAction.Change) {
        switch change {
        case .set(let id, let values, let implicit):
            for (keyPath, value) in values {
                let shown = implicit && keyPath.isInterpolated ? presentationValue(keyPath, of: id) : nil
                setModelValue(value, for: keyPath, of: id)
                guard let shown else { continue }
                var timing = MediaTiming()
                timing.beginTime = now
                timing.duration = DocumentAction.implicitDuration
                add(
                    Animation(keyPath: keyPath, timing: timing, timingFunction: .default, kind: .basic(from: shown, to: value, by: nil)),
                    to: id, key: keyPath.rawValue)
            }
        case .addLayer(let layer, let parentID): addLayer(layer, to: parentID)
        case .removeLayer(let id): removeLayer(id)
        case .removeAnimations(let id, let key?): removeAnimation(forKey: key, of: id)
        case .removeAnimations(let id, nil): removeAllAnimations(of: id)
        }
    }
}
