extension DocumentAnimation {
    /// The key paths this entry drives.
    public var keyPaths: [AnimatableKeyPath] {
        switch content {
        case .core(let animation, _): animation.writtenKeyPaths
        case .view(let view): view.changes.map(\.keyPath)
        }
    }
}

extension EffectDocument {
    /// The JSON path of what makes layer `id`'s `keyPaths` move, for messages about its motion: the first entry
    /// of `animations` on the layer that drives one of them, else the layer itself (for a component's own layers,
    /// `ID/…`, the component), as `animations[3]` or `layers[0].sublayers[2]`; `nil` when the document has neither.
    public func jsonPath(ofWhatMoves id: String, _ keyPaths: [AnimatableKeyPath]) -> String? {
        let wanted = Set(keyPaths)
        if let index = animations.firstIndex(where: { $0.layerID == id && (wanted.isEmpty || !wanted.isDisjoint(with: $0.keyPaths)) }) {
            return "animations[\(index)]"
        }
        return jsonPath(ofLayer: id) ?? id.split(separator: "/").first.flatMap { jsonPath(ofLayer: String($0)) }
    }

    /// The JSON path of the layer `id`: `layers[0].sublayers[2]`.
    public func jsonPath(ofLayer id: String) -> String? {
        func find(_ layers: [Layer], _ prefix: String) -> String? {
            for (index, layer) in layers.enumerated() {
                let path = "\(prefix)[\(index)]"
                if layer.id == id { return path }
                if let found = find(layer.sublayers, path + ".sublayers") { return found }
            }
            return nil
        }
        return find(layers, "layers")
    }
}
