extension Color {
    /// `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, a UIKit name, `[r, g, b, a]` (0…1), or `{ "color": …, "alpha": a }`.
    init(field: JSONField) throws(DocumentError) {
        switch field.json.value {
        case .string(let text):
            guard let color = Color(parsing: text) else {
                let hint =
                    text.hasPrefix("#")
                    ? "a hex colour #RGB, #RRGGBB or #RRGGBBAA" : "a colour (hex, [r, g, b, a] or a UIKit name such as systemBlue)"
                var message = "expected \(hint), found \(field.json.kindDescription)"
                if !text.hasPrefix("#"), let near = NearMiss.suggestion(for: text, among: Array(Color.named.keys).sorted()) {
                    message += "; did you mean \"\(near)\"?"
                }
                throw field.error(message)
            }
            self = color
        case .array:
            let c = try field.numbers(4, "a colour [r, g, b, a] with components 0…1")
            for (i, value) in c.enumerated() where !(0...1).contains(value) {
                throw field.child(try field.array()[i].json, field.path / i).mismatch("a colour component from 0 to 1")
            }
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .object:
            let object = try field.object()
            let base = try Color(field: try object.required("color"))
            let alpha = try object.required("alpha").number(in: 0...1, "an alpha from 0 to 1")
            object.rejectUnknownKeys("in a colour")
            self = base.withAlpha(alpha)
        default:
            throw field.mismatch("a colour (hex string, UIKit name, [r, g, b, a] or {color, alpha})")
        }
    }
}

extension Point {
    init(field: JSONField) throws(DocumentError) {
        let v = try field.numbers(2, "a point [x, y]")
        self.init(v[0], v[1])
    }
}

extension Size {
    init(field: JSONField) throws(DocumentError) {
        let v = try field.numbers(2, "a size [width, height]")
        self.init(v[0], v[1])
    }
}

extension Rect {
    init(field: JSONField) throws(DocumentError) {
        let v = try field.numbers(4, "a rect [x, y, width, height]")
        guard v[2] >= 0, v[3] >= 0 else { throw field.mismatch("a rect [x, y, width, height] with width and height ≥ 0") }
        self.init(v[0], v[1], v[2], v[3])
    }
}

extension LayerTransform {
    /// `{ "scale": s | [sx, sy], "rotation": radians, "translation": [tx, ty] }`.
    init(field: JSONField) throws(DocumentError) {
        let object = try field.object()
        self.init()
        if let scale = object.optional("scale") {
            if case .number = scale.json.value {
                let s = try scale.number()
                self.scale = Size(s, s)
            } else {
                let v = try scale.numbers(2, "a scale s or [sx, sy]")
                self.scale = Size(v[0], v[1])
            }
        }
        rotation = try object.optional("rotation") { field throws(DocumentError) in try field.angle() } ?? 0
        translation = try object.optional("translation") { field throws(DocumentError) in try Point(field: field) } ?? .zero
        object.rejectUnknownKeys("in a transform")
    }
}

extension Path {
    /// `{ "oval": rect }`, `{ "rect": rect }`, `{ "roundedRect": rect, "cornerRadius": r, "cornerCurve": … }`
    /// or `{ "d": "SVG path data" }`.
    init(field: JSONField) throws(DocumentError) {
        let object = try field.object()
        if let rect = object.optional("oval") {
            self = .oval(in: try Rect(field: rect))
        } else if let rect = object.optional("rect") {
            self = .rect(try Rect(field: rect))
        } else if let rect = object.optional("roundedRect") {
            let radius = try object.required("cornerRadius").nonNegative()
            let curve = try object.optional("cornerCurve") { field throws(DocumentError) in try field.oneOf(CornerCurve.self) } ?? .circular
            self = .roundedRect(try Rect(field: rect), cornerRadius: radius, cornerCurve: curve)
        } else if let data = object.optional("d") {
            let text = try data.string()
            do {
                self = try Path(svgPathData: text)
            } catch {
                throw data.error("invalid SVG path data at offset \(error.offset): \(error.message)")
            }
            guard elements.count <= Path.maximumElements else {
                throw data.error(
                    "a path of \(elements.count) elements (an arc counts as its curves) is more than the \(Path.maximumElements) a path may have: stroking overlapping segments costs the square of their number"
                )
            }
        } else {
            throw field.error("expected a path: an object with \"oval\", \"rect\", \"roundedRect\" or \"d\"")
        }
        object.rejectUnknownKeys("in a path")
    }
}
