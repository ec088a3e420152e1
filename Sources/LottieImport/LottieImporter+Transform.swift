import EffectModel
import Foundation

extension LottieImporter {
    /// A Lottie transform (a layer's `ks`, a group's `tr`) on `layer`, whose bounds are made empty at the anchor
    /// point so that Core Animation's geometry is Lottie's: a point p lands at position + rotate(scale(p − anchor)).
    /// Opacity only when `withOpacity` (a parent's transform carries none to its children).
    mutating func applyTransform(
        _ ks: LottieNode?, to layer: inout Layer, clock: LottieClock, layerName: String?, withOpacity: Bool = true, autoOrient: Bool = false
    ) throws(DocumentError) {
        layer.anchorPoint = .zero
        layer.bounds = .zero
        guard let ks else { return }
        let id = layer.id
        if let anchor = try property(ks["a"], layerName) {
            layer.bounds = Rect(origin: Self.point(anchor.initial) ?? .zero, size: .zero)
            try animate(anchor, .bounds, of: id, clock: clock, at: ks) { Self.point($0).map { .rect(Rect(origin: $0, size: .zero)) } }
        }
        try applyPosition(ks, to: &layer, clock: clock, layerName: layerName, autoOrient: autoOrient)
        if let scale = try property(ks["s"], layerName) { try applyScale(scale, to: &layer, clock: clock, at: ks) }
        if let rotation = try property(ks["r"] ?? ks["rz"], layerName) {
            let radians = { (v: LottieValue) -> AnimatableValue? in v.numbers.first.map { .number($0 * .pi / 180) } }
            layer.transform.rotation = (rotation.initial.numbers.first ?? 0) * .pi / 180
            try animate(rotation, .rotation, of: id, clock: clock, at: ks, convert: radians)
        }
        if withOpacity, let opacity = try property(ks["o"], layerName) {
            layer.opacity = min(max((opacity.initial.numbers.first ?? 100) / 100, 0), 1)
            try animate(opacity, .opacity, of: id, clock: clock, at: ks) { $0.numbers.first.map { .number(min(max($0 / 100, 0), 1)) } }
        }
        for key in ["sk", "rx", "ry"] {
            guard let part = try property(ks[key], layerName), part.keyframes.contains(where: { ($0.start.numbers.first ?? 0) != 0 }) else {
                continue
            }
            let what = key == "sk" ? "skew" : "3D rotation (\(key == "rx" ? "X" : "Y") Rotation)"
            support.note("\(what) is not drawn: the layer is drawn without it", path: part.path, location: ks[key]?.json.location, layer: layerName)
        }
    }

    /// The point a Lottie value holds (y 0 when it gives one number); `nil` when it holds none.
    static func point(_ v: LottieValue) -> Point? {
        let n = v.numbers
        return n.isEmpty ? nil : Point(n[0], n.count > 1 ? n[1] : 0)
    }

    /// The transform's position `p`: split (x and y apart, each with its own curves), each axis with its own curve
    /// when their eases differ and the path is straight, or one point.
    private mutating func applyPosition(
        _ ks: LottieNode, to layer: inout Layer, clock: LottieClock, layerName: String?, autoOrient: Bool
    ) throws(DocumentError) {
        let id = layer.id
        if let p = ks["p"], p["s"]?.number == 1 {
            // Split position: x and y animate apart, each with its own curves.
            for (key, keyPath) in [("x", AnimatableKeyPath.positionX), ("y", .positionY)] {
                guard let axis = try property(p[key], layerName) else { continue }
                let value = axis.initial.numbers.first ?? 0
                if keyPath == .positionX { layer.position.x = value } else { layer.position.y = value }
                try animate(axis, keyPath, of: id, clock: clock, at: p) { $0.numbers.first.map { .number($0) } }
            }
        } else if let position = try property(ks["p"], layerName) {
            layer.position = Self.point(position.initial) ?? .zero
            let spatial = position.keyframes.indices.dropLast().contains { position.spatialCurve(segment: $0) != nil }
            if !spatial && !autoOrient && position.keyframes.contains(where: { !$0.easesAlike }) {
                // Each axis keeps its own curve, as lottie-web keeps them (lottie-ios keeps the first).
                try animate(position, .positionX, of: id, clock: clock, axis: 0, at: ks) { Self.point($0).map { .number($0.x) } }
                try animate(position, .positionY, of: id, clock: clock, axis: 1, at: ks) { Self.point($0).map { .number($0.y) } }
            } else {
                try animate(position, .position, of: id, clock: clock, autoOrient: autoOrient, at: ks) { Self.point($0).map { .point($0) } }
            }
        }
    }

    /// The transform's scale `s` (percent): one factor when it stays uniform, else x and y apart.
    private mutating func applyScale(_ scale: LottieProperty, to layer: inout Layer, clock: LottieClock, at ks: LottieNode) throws(DocumentError) {
        let id = layer.id
        let factors = { (v: LottieValue) -> Size in
            let n = v.numbers
            return Size((n.first ?? 100) / 100, (n.count > 1 ? n[1] : n.first ?? 100) / 100)
        }
        layer.transform.scale = factors(scale.initial)
        let uniform = scale.keyframes.allSatisfy { k in
            let s = factors(k.start)
            return s.width == s.height && k.easesAlike && k.end.map { factors($0).width == factors($0).height } ?? true
        }
        if uniform {
            try animate(scale, .scale, of: id, clock: clock, at: ks) { .number(factors($0).width) }
        } else {
            try animate(scale, .scaleX, of: id, clock: clock, axis: 0, at: ks) { .number(factors($0).width) }
            try animate(scale, .scaleY, of: id, clock: clock, axis: 1, at: ks) { .number(factors($0).height) }
        }
    }

    /// The property at `node`, its expression noted.
    mutating func property(_ node: LottieNode?, _ layerName: String?) throws(DocumentError) -> LottieProperty? {
        guard let property = try LottieProperty(node) else { return nil }
        if property.hasExpression, let node {
            support.note("expression not evaluated: the keyframed value is used", at: node["x"] ?? node, layer: layerName)
        }
        return property
    }

    /// The affine map of a transform (`tr`, `ks`) at `frame`: p ↦ position + rotate(scale(p − anchor)).
    func affine(_ ks: LottieNode, at frame: Double) -> EffectModel.AffineTransform {
        func value(_ key: String, _ fallback: [Double]) -> [Double] {
            let numbers = (try? LottieProperty(ks[key]))?.value(at: frame).numbers ?? fallback
            return numbers.isEmpty ? fallback : numbers
        }
        let a = value("a", [0, 0])
        var p = value("p", [0, 0])
        if let split = ks["p"], split["s"]?.number == 1 {
            p = [value2(split["x"], frame) ?? 0, value2(split["y"], frame) ?? 0]
        }
        let s = value("s", [100, 100])
        let r = (ks["r"] != nil ? value("r", [0]) : value("rz", [0]))[0]
        return EffectModel.AffineTransform.translation(-a[0], -(a.count > 1 ? a[1] : 0))
            .concatenating(.scale(s[0] / 100, (s.count > 1 ? s[1] : s[0]) / 100))
            .concatenating(.rotation(r * .pi / 180))
            .concatenating(.translation(p[0], p.count > 1 ? p[1] : 0))
    }

    private func value2(_ node: LottieNode?, _ frame: Double) -> Double? {
        (try? LottieProperty(node))?.value(at: frame).numbers.first
    }

    /// Whether any part of a transform changes.
    func isAnimated(_ ks: LottieNode) -> Bool {
        ["a", "p", "s", "r", "rz"].contains { key in (try? LottieProperty(ks[key]))?.isAnimated ?? false }
            || ["x", "y"].contains { (try? LottieProperty(ks["p"]?[$0]))?.isAnimated ?? false }
    }
}
