/// A change to the layer tree at a moment (the document's `actions`), as code in a touch handler or a
/// completion block makes it: model values set, a layer added or removed, animations taken off.
public struct DocumentAction: Sendable, Equatable {
    /// What the action does to the tree.
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
            case (.set(let id1, let values1, let implicit1), .set(let id2, let values2, let implicit2)):
                id1 == id2 && implicit1 == implicit2 && values1.elementsEqual(values2) { $0.keyPath == $1.keyPath && $0.value == $1.value }
            case (.addLayer(let layer1, let parent1), .addLayer(let layer2, let parent2)): layer1 == layer2 && parent1 == parent2
            case (.removeLayer(let id1), .removeLayer(let id2)): id1 == id2
            case (.removeAnimations(let id1, let key1), .removeAnimations(let id2, let key2)): id1 == id2 && key1 == key2
            default: false
            }
        }
    }

    /// What it waits for; it runs at every occurrence.
    public var trigger: Trigger
    /// Seconds after each occurrence (for the start: the document time it runs at, `"at"`).
    public var delay: Double
    /// What it does.
    public var change: Change

    /// An action making `change` `delay` seconds after every occurrence of `trigger` (default: at the start).
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
