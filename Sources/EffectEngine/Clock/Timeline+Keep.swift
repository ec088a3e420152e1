import EffectModel

extension Timeline {
    /// Adds a basic or spring animation that keeps its value (`DocumentAnimation.keepsValue`, the document's `keep`):
    /// it starts from the value shown now and ends at its `toValue` (or what shows plus `byValue`), which becomes the
    /// model value now, as `UIView.animate` sets it; during its wait the start shows (fill backwards). Keyed by its key
    /// path unless `key` says otherwise, so a second one replaces the first where it stands, without a jump.
    public mutating func addKeepingValue(_ animation: Animation, to id: String, key: String? = nil) {
        guard let keyPath = animation.keyPath, let shown = presentationValue(keyPath, of: id), let old = modelValue(keyPath, of: id) else {
            add(animation, to: id, key: key)
            return
        }
        var kept = animation
        let end: AnimatableValue
        switch animation.kind {
        case .basic(_, let to, let by):
            end = to ?? by.map { shown + $0 } ?? old
            kept.kind = .basic(from: shown, to: end, by: nil)
        case .spring(let spring, _, let to, let by):
            end = to ?? by.map { shown + $0 } ?? old
            kept.kind = .spring(spring, from: shown, to: end, by: nil)
        case .keyframe, .group:
            add(animation, to: id, key: key)
            return
        }
        if kept.timing.beginTime > now, !kept.timing.fillMode.holdsStart {
            kept.timing.fillMode = kept.timing.fillMode.holdsEnd ? .both : .backwards
        }
        setModelValue(end, for: keyPath, of: id)
        add(kept, to: id, key: key ?? keyPath.rawValue)
    }
}
