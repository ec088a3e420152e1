import EffectModel

/// A timing function or spring, for the unit-square charts, with every animation that uses it.
public struct TimingCurve: Hashable, Sendable {
    /// A cubic Bézier or a spring.
    public enum Shape: Hashable, Sendable {
        /// A timing function.
        case bezier(TimingFunction)
        /// The spring's response over `duration` seconds.
        case spring(Spring, duration: Double)
    }

    /// Who uses the curve: a layer, and a key path (`nil` for a group's own timing function).
    public struct User: Hashable, Sendable {
        /// The layer.
        public var layerID: String
        /// The animated property; `nil` for a group's own timing function.
        public var keyPath: AnimatableKeyPath?
    }

    /// The curve.
    public var shape: Shape
    /// In the order first used.
    public var users: [User]

    init(layerID: String, keyPath: AnimatableKeyPath?, shape: Shape) {
        self.shape = shape
        users = [User(layerID: layerID, keyPath: keyPath)]
    }

    /// The animation's curves: its timing function (linear when it has none) or spring; a keyframe
    /// animation's per-segment functions too; a group's own function and its children's; none for an instant.
    static func curves(of animation: Animation, layerID: String, parentDuration: Double?) -> [TimingCurve] {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        if animation.isInstant(parentDuration: parentDuration) { return [] }
        switch animation.kind {
        case .group(let children):
            var result: [TimingCurve] = animation.timingFunction.map { [TimingCurve(layerID: layerID, keyPath: nil, shape: .bezier($0))] } ?? []
            for child in children { result += curves(of: child, layerID: layerID, parentDuration: duration) }
            return result
        case .spring(let spring, _, _, _):
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .spring(spring, duration: duration))]
        case .keyframe(let keyframes):
            var result = [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(animation.timingFunction ?? .linear))]
            for function in keyframes.timingFunctions ?? [] {
                result.append(TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(function)))
            }
            return result
        case .basic:
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(animation.timingFunction ?? .linear))]
        }
    }
}
