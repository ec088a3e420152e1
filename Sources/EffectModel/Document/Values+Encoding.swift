extension Point: JSONWritable {
    var json: JSON { [x, y].json }
}

extension Size: JSONWritable {
    var json: JSON { [width, height].json }
}

extension Rect: JSONWritable {
    var json: JSON { [minX, minY, width, height].json }
}

extension Color: JSONWritable {
    /// `"#RRGGBB"` or `"#RRGGBBAA"` when 8 bits a component read back as these components exactly, else
    /// `[r, g, b, a]`.
    var json: JSON {
        let bytes = components.map { ($0 * 255).rounded() }
        guard zip(bytes, components).allSatisfy({ $0 >= 0 && $0 <= 255 && $0 / 255 == $1 }) else { return components.json }
        let hex = (alpha == 1 ? bytes.dropLast() : bytes[...]).map { String(Int($0), radix: 16, uppercase: true).leftPadded(to: 2) }
        return .string("#" + hex.joined())
    }
}

extension Path: JSONWritable {
    /// `{ "oval": rect }` or `{ "rect": rect }` when the path is exactly one (as `UIBezierPath` makes them), else
    /// `{ "d": "M … Z" }` with every coordinate as it is.
    var json: JSON {
        if let box = controlBounds {
            if Path.oval(in: box) == self { return .object([("oval", box.json)]) }
            if Path.rect(box) == self { return .object([("rect", box.json)]) }
        }
        return .object([("d", .string(description))])
    }
}

extension TimingFunction: JSONWritable {
    /// Core Animation's name for these control points when it has one (CSS `ease-out` is `easeOut`), else
    /// `[x1, y1, x2, y2]`.
    var json: JSON {
        let name = self.name ?? Name.allCases.first { TimingFunction(named: $0) == self }
        return name.map { .string($0.rawValue) } ?? [x1, y1, x2, y2].json
    }
}

extension LayerTransform: JSONWritable {
    /// `{ "scale": s | [sx, sy], "rotation": radians, "translation": [tx, ty] }`, each part only when it does something.
    var json: JSON {
        var object = JSONObjectWriter()
        if scale != Size(1, 1) { object.add("scale", scale.width == scale.height ? scale.width.json : scale.json) }
        object.add("rotation", rotation, default: 0)
        object.add("translation", translation, default: .zero)
        return object.json
    }
}

extension AnimatableValue: JSONWritable {
    /// In the shape its key path takes: angles in radians, colours as `Color` writes them.
    var json: JSON {
        switch self {
        case .number(let n): n.json
        case .point(let p): p.json
        case .size(let s): s.json
        case .rect(let r): r.json
        case .color(let c): c.json
        case .colors(let colors): colors.json
        case .numbers(let numbers): numbers.json
        case .path(let path): path.json
        }
    }
}

extension AnimatableValue {
    /// In the shape `keyPath` takes: a boolean key path's number as `true` or `false`.
    func json(as keyPath: AnimatableKeyPath) -> JSON {
        if keyPath.valueKind == .boolean, case .number(let n) = self { return (n != 0).json }
        return json
    }
}

extension Trigger: JSONWritable {
    /// As `description`, but a touch down written out in full where the short form would read as something else
    /// (a layer named `start`, an id ending in `.touchUp`).
    var json: JSON {
        if case .touchDown(let id) = self, id == "start" || id.hasSuffix(".touchDown") || id.hasSuffix(".touchUp") {
            return .string("\(id).touchDown")
        }
        return .string(description)
    }
}
