import EffectModel
import Foundation

extension LottieImporter {
    /// The layers of a composition (the file's `layers`, a precomposition's), back to front, on `clock`: each inside
    /// its parents' transforms (`parent`), shown from its `ip` to its `op`.
    mutating func composition(_ nodes: [LottieNode], clock: LottieClock, prefix: String, nesting: [String]) throws(DocumentError) -> [Layer] {
        var byIndex: [Int: LottieNode] = [:]
        for node in nodes {
            if let ind = node["ind"]?.number { byIndex[Int(ind, rounding: .down, within: Int.min...Int.max)] = node }
        }
        // Each layer placed inside its parents, then assembled back to front: a matted layer (`tt`) with its matte
        // (`tp`, the layer whose `ind` it names, or else the layer above it), which is not drawn on its own (`td`).
        var placed = [Layer?](repeating: nil, count: nodes.count)
        for i in nodes.indices.reversed() {
            placed[i] = try placedLayer(nodes[i], byIndex: byIndex, clock: clock, prefix: prefix, nesting: nesting)
        }
        var usedMattes = Set<Int>()
        var layers: [Layer] = []
        for (i, node) in nodes.enumerated().reversed() {
            guard node["td"]?.number != 1, let layer = placed[i] else { continue }
            guard let ttNode = node["tt"], let tt = ttNode.number, tt > 0 else {
                layers.append(layer)
                continue
            }
            let kinds: [Int: Matte] = [
                1: Matte(.alpha), 2: Matte(.alpha, inverted: true), 3: Matte(.luminance), 4: Matte(.luminance, inverted: true),
            ]
            guard let matte = kinds[Int(tt, rounding: .down, within: 0...5)] else {
                support.note("track matte \(tt.shortDescription) unknown: the layer is drawn unmatted", at: ttNode, layer: node["nm"]?.string)
                layers.append(layer)
                continue
            }
            let source: Int? =
                if let tp = node["tp"]?.number {
                    nodes.firstIndex { $0["ind"]?.number == tp }
                } else {
                    i > 0 ? i - 1 : nil
                }
            guard let source, usedMattes.insert(source).inserted else {
                support.note(
                    "\(matte.description)'s layer not found or used by another layer already: the layer is drawn unmatted", at: ttNode,
                    layer: node["nm"]?.string)
                layers.append(layer)
                continue
            }
            // A matte that never shows covers nothing: the layer shows only where an inverted matte lets it.
            guard let matteLayer = placed[source] else {
                if matte.isInverted { layers.append(layer) }
                continue
            }
            var matted = Layer(id: "\(layer.id)-matted")
            matted.label = node["nm"]?.string
            matted.matte = matte
            matted.sublayers = [matteLayer, layer]
            layers.append(matted)
        }
        return layers
    }

    /// One layer inside holders of its parents' transforms (`parent`), innermost first; `nil` when it never shows.
    private mutating func placedLayer(_ node: LottieNode, byIndex: [Int: LottieNode], clock: LottieClock, prefix: String, nesting: [String])
        throws(DocumentError) -> Layer?
    {
        guard node["hd"]?.number != 1, var layer = try layer(node, clock: clock, prefix: prefix, nesting: nesting) else { return nil }
        var ancestors = Set<Int>()
        var parent = node["parent"]
        var level = 0
        while let p = parent, let ind = p.number {
            let index = Int(ind, rounding: .down, within: Int.min...Int.max)
            guard ancestors.insert(index).inserted else { throw p.error("the parents form a cycle: layer \(index) is its own ancestor") }
            guard let parentNode = byIndex[index] else {
                support.note("parent \(index) not found: the layer is drawn unparented", at: p, layer: node["nm"]?.string)
                break
            }
            try countLayer(at: parentNode)
            level += 1
            var holder = Layer(id: "\(layer.id)-parent\(level)")
            // Named for the parent and the layer it carries, as After Effects' Parent column pairs them: each
            // child holds its own copy of the parent's motion.
            holder.label = parentNode["nm"]?.string.map { parentName in node["nm"]?.string.map { "\(parentName) (parent of \($0))" } ?? parentName
            }
            try applyTransform(parentNode["ks"], to: &holder, clock: clock, layerName: parentNode["nm"]?.string, withOpacity: false)
            holder.sublayers = [layer]
            layer = holder
            parent = parentNode["parent"]
        }
        return layer
    }

    /// One Lottie layer: its transform, opacity and time, and what it draws; `nil` when it never shows or draws
    /// nothing this tool can. Its keyframes, `ip` and `op` are in its composition's frames, as lottie-web, lottie-ios
    /// and rlottie read them: `st` and `sr` move only a precomposition's frames.
    private mutating func layer(_ node: LottieNode, clock: LottieClock, prefix: String, nesting: [String]) throws(DocumentError) -> Layer? {
        let name = node["nm"]?.string
        let type = Int(node["ty"]?.number ?? -1, rounding: .down, within: -1...100)
        guard [0, 1, 2, 3, 4, 5].contains(type) else {
            let kinds = [6: "audio", 7: "pholder video", 9: "video", 13: "camera", 15: "data"]
            support.note("\(kinds[type] ?? "type \(type)") layer not drawn", at: node, layer: name)
            return nil
        }
        try countLayer(at: node)
        var layer = Layer(id: layerIdentifier(prefix, node.path))
        layer.label = name
        guard try showTimes(node, of: &layer, clock: clock) else { return nil }
        try applyTransform(node["ks"], to: &layer, clock: clock, layerName: name, autoOrient: node["ao"]?.number == 1)
        if node["ddd"]?.number == 1 { support.note("3D layer drawn flat: its depth, X and Y rotation are not drawn", at: node, layer: name) }
        if let bmNode = node["bm"], let bm = bmNode.number, bm != 0 {
            // Lottie's order of After Effects' modes.
            let modes: [BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight, .difference,
                .exclusion, .hue, .saturation, .color, .luminosity, .add,
            ]
            let index = Int(bm, rounding: .down, within: 0...99)
            if index < modes.count {
                layer.blendMode = modes[index]
            } else {
                support.note("blend mode \(index) unknown: the layer is drawn normally", at: bmNode, layer: name)
            }
        }
        effects(node, &layer, layerName: name)
        var content: [Layer] = []
        switch type {
        case 0:
            content = try precomposition(node, of: layer.id, clock: clock, nesting: nesting)
        case 1:
            var solid = Layer(id: "\(layer.id)-solid")
            var shape = ShapeContent()
            shape.path = .rect(Rect(0, 0, node["sw"]?.number ?? 0, node["sh"]?.number ?? 0))
            shape.fillColor = Color(parsing: node["sc"]?.string ?? "#000000") ?? .black
            solid.content = .shape(shape)
            content = [solid]
        case 2:
            content = try image(node, id: layer.id, layerName: name)
        case 4:
            content = try shapeLayers(node["shapes"]?.elements ?? [], id: layer.id, clock: clock, layerName: name)
        case 5:
            content = text(node, id: layer.id, layerName: name)
        default: break
        }
        layer.sublayers = try masked(content, node, id: layer.id, clock: clock, layerName: name)
        return layer
    }

    /// Hides the layer before its `ip` and from its `op` on (comp frames, on `clock`); `false` when it never shows.
    private mutating func showTimes(_ node: LottieNode, of layer: inout Layer, clock: LottieClock) throws(DocumentError) -> Bool {
        let ip = node["ip"]?.number ?? -Double.infinity
        let op = node["op"]?.number ?? Double.infinity
        let frames = clock.frames(count: frameCount, documentFPS: fps)
        // A layer that ends with the file stays to its last instant, which stills and sheets show.
        let visible = frames.enumerated().map { k, f in ip <= f && (f < op || (k == frameCount && f <= op)) }
        guard visible.contains(true) else { return false }
        layer.isHidden = !visible[0]
        if case .linear(let rate, let zero) = clock {
            let (show, hide) = ((ip - zero) / rate, (op - zero) / rate)
            if show > 0 && show < duration {
                actions.append(DocumentAction(delay: show, change: .set(layerID: layer.id, values: [(.hidden, .number(0))], implicit: false)))
            }
            if hide > 0 && hide < duration {
                actions.append(DocumentAction(delay: hide, change: .set(layerID: layer.id, values: [(.hidden, .number(1))], implicit: false)))
            }
            return true
        }
        for k in 1..<max(visible.count, 1) where visible[k] != visible[k - 1] {
            actions.append(
                DocumentAction(
                    delay: Double(k) / fps, change: .set(layerID: layer.id, values: [(.hidden, .number(visible[k] ? 0 : 1))], implicit: false)))
        }
        return true
    }

    /// A precomposition's layers inside a layer that clips them to its `w` × `h`: their frames are the layer's
    /// composition's moved by its `st` and slowed by its `sr`, or its time remap's (`tm`, keyed on the composition's frames).
    private mutating func precomposition(_ node: LottieNode, of id: String, clock: LottieClock, nesting: [String]) throws(DocumentError) -> [Layer] {
        guard let refNode = node["refId"], let ref = refNode.string, let asset = compositions[ref] else {
            support.note("precomposition not found in the file's assets: nothing drawn", at: node["refId"] ?? node, layer: node["nm"]?.string)
            return []
        }
        guard !nesting.contains(ref) else {
            throw refNode.error("precomposition '\(ref)' contains itself (\((nesting + [ref]).joined(separator: " › ")))")
        }
        guard nesting.count < LottieLimits.nesting else {
            throw refNode.error("precompositions nested more than \(LottieLimits.nesting) deep; flatten the file (After Effects: Precompose less)")
        }
        var childClock = clock.layer(startTime: node["st"]?.number ?? 0, stretch: node["sr"]?.number ?? 1)
        if let tm = try property(node["tm"], node["nm"]?.string) {
            let frames = clock.frames(count: frameCount, documentFPS: fps)
            sampledValues += frames.count
            guard sampledValues <= LottieLimits.sampledValues else {
                throw node["tm"]!.error("the time remap samples more values than the file may (\(LottieLimits.sampledValues))")
            }
            childClock = .sampled(frames.map { (tm.value(at: $0).numbers.first ?? 0) * fps })
            support.note("time remap sampled once per frame (\(fps.shortDescription) fps)", at: node["tm"]!, layer: node["nm"]?.string)
        }
        var clip = Layer(id: "\(id)-clip", bounds: Rect(0, 0, node["w"]?.number ?? 0, node["h"]?.number ?? 0))
        clip.anchorPoint = .zero
        clip.masksToBounds = clip.bounds.width > 0 && clip.bounds.height > 0
        clip.sublayers = try composition(asset["layers"]?.elements ?? [], clock: childClock, prefix: id, nesting: nesting + [ref])
        return [clip]
    }

    /// Effects: a drop shadow as the layer's shadow (from its first values); the others noted.
    private mutating func effects(_ node: LottieNode, _ layer: inout Layer, layerName: String?) {
        for effect in node["ef"]?.elements ?? [] where effect["en"]?.number != 0 {
            let values = (effect["ef"]?.elements ?? []).map { (try? LottieProperty($0["v"]))?.initial.numbers ?? [] }
            if effect["ty"]?.number == 25, values.count >= 5 {
                let direction = (values[2].first ?? 135) * .pi / 180
                let distance = values[3].first ?? 0
                layer.shadowColor = Self.color(.numbers(values[0]))
                layer.shadowOpacity = min(max((values[1].first ?? 0) / 255, 0), 1)
                layer.shadowOffset = Size(sin(direction) * distance, -cos(direction) * distance)
                layer.shadowRadius = max(values[4].first ?? 0, 0) / 2
                support.note("drop shadow drawn from its first values, its softness as a blur of half its size", at: effect, layer: layerName)
            } else {
                support.note("layer effect '\(effect["nm"]?.string ?? "?")' not drawn", at: effect, layer: layerName)
            }
        }
    }

    /// An image layer: its asset's image over the asset's size from the layer's origin, as a `CALayer` showing it.
    private mutating func image(_ node: LottieNode, id: String, layerName: String?) throws(DocumentError) -> [Layer] {
        guard let asset = node["refId"]?.string.flatMap({ images[$0] }) else {
            support.note("image not drawn: its refId names no image asset", at: node["refId"] ?? node, layer: layerName)
            return []
        }
        switch asset.content {
        case .failure(let unreadable):
            support.note(unreadable.reason, at: asset.node, layer: layerName)
            return []
        case .success(let image):
            try countLayer(at: node)
            var layer = Layer(id: "\(id)-image", bounds: Rect(0, 0, asset.size.width, asset.size.height), position: .zero)
            layer.anchorPoint = .zero
            layer.content = .image(image)
            return [layer]
        }
    }

    /// A text layer's first text document as a text layer: its string, font, size, colour and justification; its
    /// baseline on the layer's origin as After Effects sets it.
    private mutating func text(_ node: LottieNode, id: String, layerName: String?) -> [Layer] {
        let documents = node["t"]?["d"]?["k"]?.elements ?? []
        guard let style = documents.first?["s"] else { return [] }
        if documents.count > 1 { support.note("changing text drawn as its first text", at: node["t"]!["d"]!, layer: layerName) }
        if let animators = node["t"]?["a"], !animators.elements.isEmpty {
            support.note("text animators not applied: the text is drawn as typed", at: animators, layer: layerName)
        }
        if node["t"]?["p"]?["m"] != nil { support.note("text on a path drawn straight", at: node["t"]!["p"]!, layer: layerName) }
        let size = style["s"]?.number ?? 36
        var text = TextContent()
        text.string = (style["t"]?.string ?? "").replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{3}", with: "\n")
        text.font = "\(style["f"]?.string ?? "Inter") \(size.shortDescription)"
        text.foregroundColor = Self.color(.numbers(style["fc"]?.numbers ?? [0, 0, 0]))
        let justify = style["j"]?.number ?? 0
        text.alignmentMode = justify == 1 ? .right : justify == 2 ? .center : .left
        let width = 10_000.0
        var layer = Layer(
            id: "\(id)-text", content: .text(text), bounds: Rect(0, 0, width, size * 1.5 * Double(text.string.split(separator: "\n").count + 1)))
        layer.anchorPoint = Point(justify == 1 ? 1 : justify == 2 ? 0.5 : 0, 0)
        layer.position = Point(0, -size * 0.95)
        support.note(
            "text drawn with the nearest installed font to '\(style["f"]?.string ?? "?")', its baseline approximate", at: node, layer: layerName)
        return [layer]
    }

    /// A solid with one added mask whose path stays inside it: the path filled with the solid's colour, exactly,
    /// changing as the mask's path and opacity change (After Effects files draw shapes so).
    private mutating func solidDrawnAsItsMask(_ content: [Layer], _ mask: LottieNode, clock: LottieClock, layerName: String?) throws(DocumentError)
        -> Layer?
    {
        guard var solid = content.first, case .shape(var shape) = solid.content, let box = shape.path?.controlBounds,
            let pt = try LottieProperty(mask["pt"])
        else { return nil }
        var paths: [Path] = []
        for keyframe in pt.keyframes {
            guard case .shape(let bezier) = keyframe.start else { return nil }
            paths.append(bezier.path)
        }
        let inside = paths.allSatisfy { path in
            guard let r = path.controlBounds else { return true }
            return r.minX >= box.minX - 0.5 && r.minY >= box.minY - 0.5 && r.maxX <= box.maxX + 0.5 && r.maxY <= box.maxY + 0.5
        }
        guard inside else { return nil }
        shape.path = paths[0]
        solid.content = .shape(shape)
        try animate(pt, .path, of: solid.id, clock: clock, at: mask) { value in
            guard case .shape(let bezier) = value else { return nil }
            return .path(bezier.path)
        }
        if let o = try property(mask["o"], layerName) {
            solid.opacity = min(max((o.initial.numbers.first ?? 100) / 100, 0), 1)
            try animate(o, .opacity, of: solid.id, clock: clock, at: mask) { $0.numbers.first.map { .number(min(max($0 / 100, 0), 1)) } }
        }
        if let x = try property(mask["x"], layerName), x.isAnimated || x.initial.numbers.first ?? 0 != 0 {
            support.note("mask expansion not applied: the mask's path is drawn as it is", at: mask["x"]!, layer: layerName)
        }
        return solid
    }

    /// The layer's masks: one added rectangle (rounded or not) clips exactly, and a solid's one added mask is drawn
    /// as its path; others are drawn unmasked.
    private mutating func masked(_ content: [Layer], _ node: LottieNode, id: String, clock: LottieClock, layerName: String?) throws(DocumentError)
        -> [Layer]
    {
        let masks = (node["masksProperties"]?.elements ?? []).filter { $0["mode"]?.string != "n" }
        guard !masks.isEmpty else { return content }
        guard masks.count <= LottieLimits.masks else {
            throw node["masksProperties"]!.error("the layer has \(masks.count) masks, more than \(LottieLimits.masks); combine them into fewer paths")
        }
        // One mask that adds, or differs from nothing (the same), not inverted: the layer shows inside its path.
        let addsAlone = masks.count == 1 && ["a", "f"].contains(masks[0]["mode"]?.string ?? "a") && masks[0]["inv"]?.number != 1
        if addsAlone, node["ty"]?.number == 1, let solid = try solidDrawnAsItsMask(content, masks[0], clock: clock, layerName: layerName) {
            return [solid]
        }
        if addsAlone, let mask = masks.first,
            let pt = try LottieProperty(mask["pt"]), (try LottieProperty(mask["o"]))?.isAnimated != true,
            ((try LottieProperty(mask["o"]))?.initial.numbers.first ?? 100) >= 100
        {
            // One added rectangle, rounded or not, clips exactly: a layer that masks to its bounds, sampled when it changes.
            let layerFrames = clock.frames(count: frameCount, documentFPS: fps)
            let shapes = (pt.isAnimated ? layerFrames : [layerFrames[0]]).map { frame -> (Rect, Double)? in
                guard case .shape(let bezier) = pt.value(at: frame) else { return nil }
                return LottieAssets.roundedRect(bezier.path)
            }
            if let (rect, radius) = shapes.first ?? nil, !shapes.contains(where: { $0 == nil }) {
                var clip = Layer(id: "\(id)-mask", bounds: rect, position: rect.origin)
                clip.anchorPoint = .zero
                clip.cornerRadius = radius
                clip.masksToBounds = true
                clip.sublayers = content
                if pt.isAnimated {
                    for keyPath in [AnimatableKeyPath.bounds, .position, .cornerRadius] {
                        try sample(keyPath, of: clip.id, at: mask) { k in
                            guard let (rect, radius) = shapes[k] else { return nil }
                            var sampled = Layer(id: "", bounds: rect, position: rect.origin)
                            sampled.cornerRadius = radius
                            return keyPath.value(of: sampled)
                        }
                    }
                }
                return [clip]
            }
        }
        guard let coverage = try maskCoverage(masks, id: id, clock: clock, layerName: layerName) else { return content }
        var masked = Layer(id: "\(id)-masked")
        masked.matte = Matte(.alpha)
        masked.sublayers = [coverage] + content
        return [masked]
    }

    /// The masks combined in order into one layer whose alpha is the layer's coverage, as After Effects combines
    /// them: each added (union), subtracted or intersected with those before it (a first that subtracts or
    /// intersects starts from the whole layer), inverted (`inv`) and faded by its opacity (`o`) on its own.
    private mutating func maskCoverage(_ masks: [LottieNode], id: String, clock: LottieClock, layerName: String?) throws(DocumentError) -> Layer? {
        var coverage: Layer?
        for (k, mask) in masks.enumerated() {
            var mode = mask["mode"]?.string ?? "a"
            let nearest = ["l": "a", "d": "i", "f": "a"]
            if let near = nearest[mode] {
                let names = ["l": "lighten", "d": "darken", "f": "difference", "a": "add", "i": "intersect"]
                support.note("mask mode \(names[mode]!) drawn as \(names[near]!)", at: mask, layer: layerName)
                mode = near
            }
            if let x = try property(mask["x"], layerName), x.isAnimated || x.initial.numbers.first ?? 0 != 0 {
                support.note("mask expansion not applied: the mask's path is drawn as it is", at: mask["x"]!, layer: layerName)
            }
            let shape = try maskShape(mask, id: "\(id)-mask\(k)", clock: clock, layerName: layerName)
            guard mode != "a" else {
                if let before = coverage {
                    var union = Layer(id: "\(id)-masks\(k)")
                    union.sublayers = [before, shape]
                    coverage = union
                } else {
                    coverage = shape
                }
                continue
            }
            var combined = Layer(id: "\(id)-masks\(k)")
            combined.matte = Matte(.alpha, inverted: mode == "s")
            let before: Layer
            if let coverage { before = coverage } else { before = try wholeLayer(id: "\(id)-whole", at: mask) }
            combined.sublayers = [shape, before]
            coverage = combined
        }
        return coverage
    }

    /// One mask's path filled opaque, faded by its opacity and, when inverted, cut out of the whole layer.
    private mutating func maskShape(_ mask: LottieNode, id: String, clock: LottieClock, layerName: String?) throws(DocumentError) -> Layer {
        try countLayer(at: mask)
        var layer = Layer(id: id)
        var shape = ShapeContent()
        shape.fillColor = .white
        let pt = try LottieProperty(mask["pt"])
        if case .shape(let bezier)? = pt?.initial { shape.path = bezier.path }
        layer.content = .shape(shape)
        if let pt {
            try animate(pt, .path, of: id, clock: clock, at: mask) { value in
                guard case .shape(let bezier) = value else { return nil }
                return .path(bezier.path)
            }
        }
        if mask["inv"]?.number == 1 {
            var inverted = Layer(id: "\(id)-inverted")
            inverted.matte = Matte(.alpha, inverted: true)
            let whole = try wholeLayer(id: "\(id)-whole", at: mask)
            inverted.sublayers = [layer, whole]
            layer = inverted
        }
        if let o = try property(mask["o"], layerName) {
            layer.opacity = min(max((o.initial.numbers.first ?? 100) / 100, 0), 1)
            try animate(o, .opacity, of: layer.id, clock: clock, at: mask) { $0.numbers.first.map { .number(min(max($0 / 100, 0), 1)) } }
        }
        return layer
    }

    /// An opaque square far larger than any canvas (100 000 points a side): everything a layer can draw, for
    /// masks that start from it.
    private mutating func wholeLayer(id: String, at node: LottieNode) throws(DocumentError) -> Layer {
        try countLayer(at: node)
        var shape = ShapeContent()
        shape.fillColor = .white
        shape.path = .rect(Rect(-50_000, -50_000, 100_000, 100_000))
        return Layer(id: id, content: .shape(shape))
    }
}
