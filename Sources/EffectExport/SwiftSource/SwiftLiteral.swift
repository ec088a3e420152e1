import EffectModel

/// Swift expressions for the document's values, as iOS code writes them: `CGPoint(x: 1, y: 2)`,
/// `UIColor.systemBlue.cgColor`, `CAMediaTimingFunction(name: .easeOut)`, a path built with `UIBezierPath`.
enum SwiftLiteral {
    /// A number as the shortest literal that reads back as the same `Double`.
    static func number(_ n: Double) -> String {
        if n.isInfinite { return n > 0 ? ".infinity" : "-.infinity" }
        return n.shortDescription
    }

    /// A string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }
    /// A point inside a path's closure, where `p` makes a `CGPoint` of x and y: `p(24, 41)`.
    private static func short(_ p: Point) -> String { "p(\(number(p.x)), \(number(p.y)))" }
    static func size(_ s: Size) -> String { "CGSize(width: \(number(s.width)), height: \(number(s.height)))" }
    static func rect(_ r: Rect) -> String {
        "CGRect(x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height)))"
    }

    /// UIKit's name when the colour is exactly one (or one with another alpha), else its components.
    static func uiColor(_ c: Color) -> String {
        for name in namePreference {
            guard let named = Color.named[name] else { continue }
            if named == c { return "UIColor.\(name)" }
            if named.withAlpha(c.alpha) == c, named.alpha == 1 { return "UIColor.\(name).withAlphaComponent(\(number(c.alpha)))" }
        }
        /// In 8 bits a component when they are exact (`28 / 255`), as colours are specified.
        func component(_ v: Double) -> String {
            let byte = (v * 255).rounded()
            return byte / 255 == v && v != 0 && v != 1 ? "\(Int(byte)) / 255" : number(v)
        }
        return "UIColor(red: \(component(c.red)), green: \(component(c.green)), blue: \(component(c.blue)), alpha: \(number(c.alpha)))"
    }

    static func cgColor(_ c: Color) -> String { uiColor(c) + ".cgColor" }

    /// UIKit's names, system colours first (the aliases `label`, `tintColor` … last, so that they are not chosen).
    private static let namePreference: [String] = {
        let aliases: Set = [
            "label", "systemBackground", "tertiarySystemBackground", "tintColor", "secondarySystemBackground", "systemGroupedBackground",
        ]
        return Color.named.keys.filter { !aliases.contains($0) }.sorted { a, b in
            (a.hasPrefix("system") ? 0 : 1, a) < (b.hasPrefix("system") ? 0 : 1, b)
        }
    }()

    static func timingFunction(_ f: TimingFunction) -> String {
        if let name = f.name ?? TimingFunction.Name.allCases.first(where: { TimingFunction(named: $0) == f }) {
            return "CAMediaTimingFunction(name: .\(name.rawValue))"
        }
        return "CAMediaTimingFunction(controlPoints: \(number(f.x1)), \(number(f.y1)), \(number(f.x2)), \(number(f.y2)))"
    }

    /// The `CGPath`: `UIBezierPath(ovalIn:)` or `(rect:)` when the path is exactly one, else built element by element.
    static func cgPath(_ path: Path) -> String {
        if let box = path.controlBounds {
            if Path.oval(in: box) == path { return "UIBezierPath(ovalIn: \(rect(box))).cgPath" }
            if Path.rect(box) == path { return "UIBezierPath(rect: \(rect(box))).cgPath" }
        }
        var lines = ["{", "    let path = UIBezierPath()", "    let p = { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y) }"]
        for element in path.elements {
            switch element {
            case .move(let p): lines.append("    path.move(to: \(short(p)))")
            case .line(let p): lines.append("    path.addLine(to: \(short(p)))")
            case .quad(let c, let p): lines.append("    path.addQuadCurve(to: \(short(p)), controlPoint: \(short(c)))")
            case .cubic(let c1, let c2, let p):
                lines.append("    path.addCurve(to: \(short(p)), controlPoint1: \(short(c1)), controlPoint2: \(short(c2)))")
            case .close: lines.append("    path.close()")
            }
        }
        lines += ["    return path.cgPath", "}()"]
        return lines.joined(separator: "\n")
    }

    /// A value as an animation's `fromValue`, `values` item and the like (`Any`): geometry boxed in `NSValue`, as Core
    /// Animation on iOS needs it.
    static func animationValue(_ value: AnimatableValue) -> String {
        switch value {
        case .number(let n): number(n)
        case .point(let p): "NSValue(cgPoint: \(point(p)))"
        case .size(let s): "NSValue(cgSize: \(size(s)))"
        case .rect(let r): "NSValue(cgRect: \(rect(r)))"
        case .color(let c): cgColor(c)
        case .colors(let colors): "[" + colors.map(cgColor).joined(separator: ", ") + "]"
        case .numbers(let numbers): "[" + numbers.map(number).joined(separator: ", ") + "]"
        case .path(let p): cgPath(p)
        }
    }
}

/// Names in Swift for the document's ids and labels.
enum SwiftName {
    /// `like-heart` → `LikeHeart`.
    static func upperCamel(_ text: String) -> String {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = words.joined()
        return name.first?.isLetter == true ? name : "Effect" + name
    }

    /// `save-title` → `saveTitle`; never a keyword.
    static func lowerCamel(_ text: String) -> String {
        let upper = upperCamel(text)
        let name = upper.prefix(1).lowercased() + upper.dropFirst()
        return keywords.contains(name) ? name + "Layer" : name
    }

    private static let keywords: Set = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "false", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "is", "let", "nil", "operator", "private", "protocol", "public",
        "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "var",
        "where", "while", "root", "stage", "effect", "layer", "view", "start", "after",
    ]
}
