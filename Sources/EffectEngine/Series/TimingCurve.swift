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
        /// The designer's name for the motion (`Pop in`): the animation's label, else its group's.
        public var label: String?
    }

    /// The curve.
    public var shape: Shape
    /// In the order first used.
    public var users: [User]

    init(layerID: String, keyPath: AnimatableKeyPath?, label: String?, shape: Shape) {
        self.shape = shape
        users = [User(layerID: layerID, keyPath: keyPath, label: label)]
    }

    /// The animation's curves: its timing function (linear when it has none) or spring; a keyframe
    /// animation's per-segment functions (and its own function when it has one); a group's own function and its children's; none for an instant.
    /// - Parameters:
    ///   - animation: the animation.
    ///   - layerID: the layer it animates.
    ///   - parentDuration: its group's duration for a group's child, `nil` otherwise.
    ///   - groupLabel: the label of the group `animation` is in, which names it when it has none.
    /// - Returns: its curves, in the order they play.
    static func curves(of animation: Animation, layerID: String, parentDuration: Double?, groupLabel: String? = nil) -> [TimingCurve] {
        let label = animation.label ?? groupLabel
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        if animation.isInstant(parentDuration: parentDuration) { return [] }
        switch animation.kind {
        case .group(let children):
            var result: [TimingCurve] =
                animation.timingFunction.map { [TimingCurve(layerID: layerID, keyPath: nil, label: label, shape: .bezier($0))] } ?? []
            for child in children { result += curves(of: child, layerID: layerID, parentDuration: duration, groupLabel: label) }
            return result
        case .spring(let spring, _, _, _):
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, label: label, shape: .spring(spring, duration: duration))]
        case .keyframe(let keyframes):
            // The animation's own function warps the whole; left linear beside curves of its segments, it is not one
            // a designer wrote (a shake's swings ease in and out, and nothing else does).
            var result: [TimingCurve] = []
            if animation.timingFunction != nil || keyframes.timingFunctions == nil {
                result.append(
                    TimingCurve(layerID: layerID, keyPath: animation.keyPath, label: label, shape: .bezier(animation.timingFunction ?? .linear)))
            }
            for function in keyframes.timingFunctions ?? [] {
                result.append(TimingCurve(layerID: layerID, keyPath: animation.keyPath, label: label, shape: .bezier(function)))
            }
            return result
        case .basic:
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, label: label, shape: .bezier(animation.timingFunction ?? .linear))]
        }
    }
}
