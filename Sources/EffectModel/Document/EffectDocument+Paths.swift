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

    /// The JSON path of the layer `id` as the document writes it: `layers[0].sublayers[2]`; for a layer a component
    /// makes (`ID/…`, its ripples too), the component's entry; for one an action adds, that action
    /// (`actions[1].addLayer`, `actions[1].addLayer.sublayers[0]`).
    public func jsonPath(ofLayer id: String) -> String? {
        let components = Dictionary(self.components.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // As `json(_:components:)` writes them: each component once, where its first layer stands.
        func find(_ layers: [Layer], _ prefix: String) -> String? {
            var (index, made) = (0, Set<String>())
            for layer in layers where !made.contains(layer.id) {
                let path = "\(prefix)[\(index)]"
                index += 1
                if let component = components[layer.id] {
                    if id == component.id || id.hasPrefix(component.id + "/") { return path }
                    made.formUnion(component.layers.map(\.id))
                    continue
                }
                if layer.id == id { return path }
                if let found = find(layer.sublayers, path + ".sublayers") { return found }
            }
            return nil
        }
        func within(_ layer: Layer, _ path: String) -> String? {
            if layer.id == id { return path }
            for (index, sublayer) in layer.sublayers.enumerated() {
                if let found = within(sublayer, "\(path).sublayers[\(index)]") { return found }
            }
            return nil
        }
        if let found = find(layers, "layers") { return found }
        for (index, action) in actions.enumerated() {
            if case .addLayer(let layer, _) = action.change, let found = within(layer, "actions[\(index)].addLayer") { return found }
        }
        return nil
    }
}
