import EffectModel

/// The timing function or spring of one animation (or group), for the unit-square charts.
public struct TimingCurve: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        case bezier(TimingFunction)
        /// The spring's response over `duration` seconds.
        case spring(Spring, duration: Double)
    }

    public var layerID: String
    /// `nil` for a group's own timing function.
    public var keyPath: AnimatableKeyPath?
    public var shape: Shape

    /// The animation's curves: its timing function (linear when it has none) or spring; a keyframe
    /// animation's per-segment functions too; a group's own function and its children's.
    static func curves(of animation: Animation, layerID: String, parentDuration: Double?) -> [TimingCurve] {
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        switch animation.kind {
        case .group(let children):
            var result: [TimingCurve] = animation.timingFunction.map { [TimingCurve(layerID: layerID, keyPath: nil, shape: .bezier($0))] } ?? []
            for child in children { result += curves(of: child, layerID: layerID, parentDuration: duration) }
            return result
        case .spring(let spring, _, _, _):
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .spring(spring, duration: duration))]
        case .keyframe(let keyframes):
            var result = [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(animation.timingFunction ?? .linear))]
            for function in keyframes.timingFunctions ?? [] { result.append(TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(function))) }
            return result
        case .basic:
            return [TimingCurve(layerID: layerID, keyPath: animation.keyPath, shape: .bezier(animation.timingFunction ?? .linear))]
        }
    }
}
