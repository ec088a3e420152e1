import EffectModel
import Foundation

extension LottieImporter {
    /// A repeater (`rp`) at `r` in `items`: what lies above it, with the paints below it, drawn `c` times, copy i
    /// moved by i times its transform about its anchor point and faded from its start to its end opacity.
    mutating func repeated(
        _ items: [LottieNode], repeaterAt r: Int, id: String, clock: LottieClock, layerName: String?, inheritedTrims: [LottieNode]
    ) throws(DocumentError) -> [Layer] {
        let repeater = items[r]
        let paintTypes: Set<String?> = ["fl", "st", "gf", "gs", "tm"]
        let below = items[(r + 1)...]
        let copied = Array(items[..<r]) + below.filter { paintTypes.contains($0["ty"]?.string) }
        let rest = below.filter { !paintTypes.contains($0["ty"]?.string) }
        func first(_ node: LottieNode?, _ fallback: [Double]) -> [Double] {
            let n = (try? LottieProperty(node))?.initial.numbers ?? fallback
            return n.isEmpty ? fallback : n
        }
        let count = Int(first(repeater["c"], [1])[0], rounding: .down, within: 0...LottieLimits.repeaterCopies)
        let offset = first(repeater["o"], [0])[0]
        let tr = repeater["tr"]
        let (a, p, s, rotation) = (first(tr?["a"], [0, 0]), first(tr?["p"], [0, 0]), first(tr?["s"], [100, 100]), first(tr?["r"], [0])[0])
        let (so, eo) = (first(tr?["so"], [100])[0] / 100, first(tr?["eo"], [100])[0] / 100)
        let changing =
            ["c", "o"].contains { (try? LottieProperty(repeater[$0]))?.isAnimated ?? false }
            || ["a", "p", "s", "r", "so", "eo"].contains { (try? LottieProperty(tr?[$0]))?.isAnimated ?? false }
        if changing {
            support.note("repeater drawn from its first values: its copies, offset and transform do not change", at: repeater, layer: layerName)
        }
        var copies: [Layer] = []
        for i in 0..<count {
            try countLayer(at: repeater)
            let step = Double(i) + offset
            var copy = Layer(id: "\(layerIdentifier(id, JSONPath([repeater.path.components.last!])))-\(i)")
            copy.anchorPoint = .zero
            copy.bounds = Rect(a[0], a.count > 1 ? a[1] : 0, 0, 0)
            copy.position = Point(a[0] + step * p[0], (a.count > 1 ? a[1] : 0) + step * (p.count > 1 ? p[1] : 0))
            let sx = s[0] / 100
            let sy = (s.count > 1 ? s[1] : s[0]) / 100
            copy.transform = LayerTransform(scale: Size(pow(sx, step), pow(sy, step)), rotation: step * rotation * .pi / 180)
            copy.opacity = count > 1 ? so + (eo - so) * Double(i) / Double(count - 1) : so
            copy.sublayers = try shapeLayers(copied, id: copy.id, clock: clock, layerName: layerName, inheritedTrims: inheritedTrims)
            copies.append(copy)
        }
        // Composite 1 (above): later copies in front; 2 (below): behind.
        if repeater["m"]?.number == 2 { copies.reverse() }
        return try shapeLayers(Array(rest), id: id, clock: clock, layerName: layerName, inheritedTrims: inheritedTrims) + copies
    }
}
