/// A change to the layer tree at a moment (the document's `actions`), as code in a touch handler or a
/// completion block makes it: model values set, a layer added or removed, animations taken off.
public struct DocumentAction: Sendable, Equatable {
    public enum Change: Sendable, Equatable {
        /// New model values, at once (`layer.opacity = 0`); with `implicit`, each also animated from what shows,
        /// as Core Animation's implicit animation of a standalone layer is (`implicitDuration`, `default` timing).
        case set(layerID: String, values: [(keyPath: AnimatableKeyPath, value: AnimatableValue)], implicit: Bool)
        /// `addSublayer` on `parentID`, or a root layer when `nil`, front-most.
        case addLayer(Layer, parentID: String?)
        /// `removeFromSuperlayer`: the layer and its sublayers leave the tree.
        case removeLayer(String)
        /// `removeAnimation(forKey:)`, or `removeAllAnimations()` when `key` is `nil`.
        case removeAnimations(layerID: String, key: String?)

        public static func == (a: Change, b: Change) -> Bool {
            switch (a, b) {
            case let (.set(id1, values1, implicit1), .set(id2, values2, implicit2)):
                id1 == id2 && implicit1 == implicit2 && values1.elementsEqual(values2) { $0.keyPath == $1.keyPath && $0.value == $1.value }
            case let (.addLayer(layer1, parent1), .addLayer(layer2, parent2)): layer1 == layer2 && parent1 == parent2
            case let (.removeLayer(id1), .removeLayer(id2)): id1 == id2
            case let (.removeAnimations(id1, key1), .removeAnimations(id2, key2)): id1 == id2 && key1 == key2
            default: false
            }
        }
    }

    /// What it waits for; it runs at every occurrence.
    public var trigger: Trigger
    /// Seconds after each occurrence (for the start: the document time it runs at, `"at"`).
    public var delay: Double
    public var change: Change

    public init(trigger: Trigger = .start, delay: Double = 0, change: Change) {
        self.trigger = trigger
        self.delay = delay
        self.change = change
    }

    /// `CATransaction`'s default animation duration, which implicit animations run for, in seconds.
    public static let implicitDuration = MediaTiming.transactionDuration

    /// The layer it acts on (the one added, for `addLayer`).
    public var layerID: String {
        switch change {
        case .set(let id, _, _), .removeLayer(let id), .removeAnimations(let id, _): id
        case .addLayer(let layer, _): layer.id
        }
    }
}
