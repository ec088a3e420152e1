import EffectEngine
import EffectModel

/// What `effect-export sample` prints: presentation values per layer and key path at the given times.
///
/// ```json
/// { "effect": "ripple-contained",
///   "times": [0, 0.05],
///   "layers": { "button/ripple-1": { "opacity": [null, 0.6667] } } }
/// ```
/// Numbers are printed in the shortest form that reads back as the same Double.
public struct SampleReport {
    /// The document's name.
    public var effect: String
    /// The times sampled, in document seconds.
    public var times: [Double]
    /// Layer id → key path → one value per time (`nil`: the layer is not in the tree then).
    public var layers: [(id: String, keyPaths: [(AnimatableKeyPath, [AnimatableValue?])])]

    /// Samples `sampler` at `times` for the layer `layerID` (every layer when nil) and `keyPaths` (every key
    /// path an animation drives on each layer when nil; layers without any are left out).
    public init(effect: String, sampler: Sampler, times: [Double], layerID: String? = nil, keyPaths: [AnimatableKeyPath]? = nil) {
        self.effect = effect
        self.times = times
        let tracks = sampler.scene.tracks.filter { layerID == nil || $0.model.id == layerID }
        layers = tracks.compactMap { track in
            let keys = (keyPaths ?? track.animatedKeyPaths).filter { $0.applies(to: track.model) }
            guard !keys.isEmpty else { return nil }
            return (track.model.id, keys.map { key in (key, times.map { sampler.value(key, of: track.model.id, at: $0) }) })
        }
    }

    /// The report as JSON text, a line per layer and key path.
    public var json: String {
        var lines = ["{", "  \"effect\": \(JSON.quoted(effect)),", "  \"times\": [\(times.map(Self.number).joined(separator: ", "))],"]
        if layers.isEmpty {
            lines.append("  \"layers\": {}")
        } else {
            lines.append("  \"layers\": {")
            for (i, layer) in layers.enumerated() {
                lines.append("    \(JSON.quoted(layer.id)): {")
                for (j, (key, values)) in layer.keyPaths.enumerated() {
                    let comma = j < layer.keyPaths.count - 1 ? "," : ""
                    lines.append(
                        "      \(JSON.quoted(key.rawValue)): [\(values.map { $0.map(Self.value) ?? "null" }.joined(separator: ", "))]\(comma)")
                }
                lines.append("    }" + (i < layers.count - 1 ? "," : ""))
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The shortest text that reads back as `n`; a value that is not finite (which JSON cannot write) as the
    /// string `"NaN"`, `"Infinity"` or `"-Infinity"` — never `null`, which means the layer is not in the tree.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return n.isNaN ? "\"NaN\"" : n > 0 ? "\"Infinity\"" : "\"-Infinity\"" }
        return n.shortDescription
    }

    static func value(_ value: AnimatableValue) -> String {
        switch value {
        case .number(let n): return number(n)
        case .colors(let colors):
            return "[" + colors.map { "[" + $0.components.map(number).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
        case .path(let path): return JSON.quoted(path.description)
        default: return "[" + value.components.map(number).joined(separator: ", ") + "]"
        }
    }
}
