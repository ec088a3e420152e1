import EffectModel

/// Swift expressions for the document's values, as iOS code writes them: `CGPoint(x: 1, y: 2)`,
/// `UIColor.systemBlue.cgColor`, `CAMediaTimingFunction(name: .easeOut)`, a path built with `UIBezierPath`.
enum SwiftLiteral {
    /// A number as an author writes it: with at most four decimals (`0.2167`), or, when that number is a fraction of
    /// a small denominator (a time on a 60 Hz clock, a seventh) but for the last bits a sum of frames leaves
    /// (`50.0 / 60 - 40.0 / 60`), as that fraction (`10.0 / 60`) — not rounded, so that a motion ends on its frame. A
    /// floating-point expression: for `[NSNumber]`, `decimal(_:)`.
    static func number(_ n: Double) -> String { exactly(n, within: nearFraction(of: n)) ?? decimal(n) }

    /// `number(_:)` where the value must be the very same `Double` (a time the stage plays a touch at, which a frame
    /// may fall on): the shortest literal when no short form is exact.
    static func exact(_ n: Double) -> String { exactly(n) ?? n.shortDescription }

    /// How far from a fraction a number may be and still be written as it: the last bits of a sum of frames.
    private static func nearFraction(of n: Double) -> Double { 1e-12 * max(1, abs(n)) }

    /// `n` in a short form that reads back as the same `Double`: a literal of at most four decimals, a fraction of a
    /// small denominator (`13.0 / 60`), or a decimal less a few frames of a clock (`0.1 - 1.0 / 60`: a touch lifted
    /// a frame before).
    private static func exactly(_ n: Double, within tolerance: Double = 0) -> String? {
        if n.isInfinite { return n > 0 ? ".infinity" : "-.infinity" }
        let short = decimal(n)
        guard Double(short) != n else { return short }
        for denominator in fractionDenominators {
            let numerator = (n * denominator).rounded()
            if abs(numerator) < 1e6, abs(numerator / denominator - n) <= tolerance {
                return "\(numerator.shortDescription).0 / \(denominator.shortDescription)"
            }
        }
        for denominator in [60.0, 30, 120] {
            for frames in [1.0, 2, 3, -1, -2, -3] {
                let rest = decimal(n + frames / denominator)
                guard let value = Double(rest), value - frames / denominator == n else { continue }
                return "\(rest) \(frames > 0 ? "-" : "+") \(abs(frames).shortDescription).0 / \(denominator.shortDescription)"
            }
        }
        return nil
    }

    /// The denominators of `number(_:)`'s fractions: thirds to 240ths, and the frame rates' (24, 30, 60, 120).
    private static let fractionDenominators: [Double] = [3, 6, 7, 9, 12, 15, 24, 30, 48, 60, 90, 120, 240]

    /// A number rounded to four decimals, as a literal (`0.1429`): what an author writes where an expression does not
    /// fit (`keyTimes`, `locations`, which are `[NSNumber]` on iOS).
    static func decimal(_ n: Double) -> String {
        if n.isInfinite { return n > 0 ? ".infinity" : "-.infinity" }
        guard abs(n) < 1e11 else { return n.shortDescription }
        let rounded = (n * 10_000).rounded() / 10_000
        return rounded == 0 ? "0" : rounded.shortDescription
    }

    /// Numbers for `[NSNumber]` (`keyTimes`, `locations`): literals of at most four decimals, or, when those would
    /// not read back and every number is a fraction of one denominator up to 1000 (but for a sum's last bits), the
    /// numerators mapped to it
    /// (`[0, 1, 2, 7].map { NSNumber(value: Double($0) / 7) }`), so that the key times are the very same.
    static func numbers(_ values: [Double]) -> String {
        let literals = values.map(decimal)
        guard zip(literals, values).contains(where: { Double($0) != $1 }) else { return "[\(literals.joined(separator: ", "))]" }
        // The small denominators first, then any frame count up to 1000 (key times of a Lottie layer: frames of it).
        for denominator in fractionDenominators + (2...1000).map(Double.init) {
            let numerators = values.map { ($0 * denominator).rounded() }
            guard zip(numerators, values).allSatisfy({ abs($0) < 1e6 && abs($0 / denominator - $1) <= nearFraction(of: $1) }) else { continue }
            let list = "[\(numerators.map(\.shortDescription).joined(separator: ", "))]"
            return "\(list).map { NSNumber(value: Double($0) / \(denominator.shortDescription)) }"
        }
        return "[\(literals.joined(separator: ", "))]"
    }

    /// An angle in radians as an author writes it: a multiple of π (`CGFloat.pi / 4`, `2 * CGFloat.pi`) when it is
    /// one, else `number(_:)`. A `CGFloat`: for `CGFloat`, `Double` and `Any`.
    static func angle(_ radians: Double) -> String {
        for denominator in [1.0, 2, 3, 4, 6, 8, 12, 18, 36] {
            let numerator = (radians / .pi * denominator).rounded()
            guard numerator != 0, abs(numerator) <= 8 * denominator, abs(numerator * .pi / denominator - radians) < 1e-12 else { continue }
            let times = abs(numerator) == 1 ? "" : "\(abs(numerator).shortDescription) * "
            let over = denominator == 1 ? "" : " / \(denominator.shortDescription)"
            return (numerator < 0 ? "-" : "") + times + "CGFloat.pi" + over
        }
        return number(radians)
    }

    /// A string literal that no text can leave: quotes and backslashes escaped, and every scalar that could end the
    /// line or change how it reads written as an escape (`QuotedString.swift`).
    static func string(_ text: String) -> String { QuotedString.swift.quoted(text) }

    /// A string literal of `text` followed by the value of the Swift expression `expression`: `"fab/action-\(i + 1)"`.
    static func string(_ text: String, interpolating expression: String) -> String {
        string(text).dropLast() + "\\(\(expression))\""
    }

    /// Text for a `//` comment, kept on its one line: every scalar that could end the line or change how it reads
    /// written as a Swift escape (`\n`, `\u{2028}`, `QuotedString.swift`), so that nothing after it is code. Generated
    /// Swift uses no block comments, so `*/` may stand as it is. Every comment that holds a document's text (a label, a
    /// title, an id) goes through here.
    static func comment(_ text: String) -> String { QuotedString.swift.escapingBreaks(text) }

    /// A font description (`"Inter Bold 18"`, as Pango reads it) as a family and a size in points: the size only
    /// when the last word is a decimal number (`18`, `13.5`), as Pango takes it, so that `nan` or `1e400` stays in
    /// the family's name rather than becoming a literal that is no number.
    static func fontParts(_ font: String) -> (family: String, size: Double?) {
        var words = font.split(separator: " ")
        guard let last = words.last, last.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), last.filter({ $0 == "." }).count <= 1,
            last.contains(where: \.isNumber), let size = Double(last), size.isFinite
        else {
            return (font, nil)
        }
        words.removeLast()
        return (words.joined(separator: " "), size)
    }

    /// The family the document means by the system font: Inter, which the tool installs and draws for UIKit's system
    /// font (SF Pro is Apple's to ship; Helvetica, `CATextLayer`'s default, cannot be installed on Debian).
    static let systemFamily = "Inter"

    /// A font description (`"Inter Semi-Bold 13"`, `"Roboto Italic 14"`) as UIKit code makes it: the system font in
    /// the weight or style the description names (`UIFont.systemFont(ofSize: 13, weight: .semibold)`,
    /// `UIFont.boldSystemFont(ofSize: 18)`), else the named font, which `bundled` names: the app must ship it.
    /// `defaultSize`: points when the description names none.
    static func uiFont(_ font: String, defaultSize: Double) -> (expression: String, bundled: String?) {
        let (family, size) = fontParts(font)
        let points = number(size ?? defaultSize)
        var words = family.split(separator: " ").map(String.init)
        if words.first == systemFamily {
            words.removeFirst()
            switch words {
            case []: return ("UIFont.systemFont(ofSize: \(points))", nil)
            case ["Bold"]: return ("UIFont.boldSystemFont(ofSize: \(points))", nil)
            case ["Italic"]: return ("UIFont.italicSystemFont(ofSize: \(points))", nil)
            default:
                if words.count == 1, let weight = systemWeights[words[0]] { return ("UIFont.systemFont(ofSize: \(points), weight: .\(weight))", nil) }
            }
        }
        return ("UIFont(name: \(string(family)), size: \(points))", family)
    }

    /// UIKit's `UIFont.Weight` names, by the Pango style that draws them.
    private static let systemWeights = [
        "Ultra-Light": "ultraLight", "Thin": "thin", "Light": "light", "Medium": "medium", "Semi-Bold": "semibold", "Heavy": "heavy",
        "Black": "black",
    ]

    /// The comment line above a named font: the app must ship it, as iOS has no such font.
    static func bundlingNote(_ family: String) -> String {
        "// The app must bundle \(comment(family)) (UIAppFonts in Info.plist): iOS has no such font."
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
            if named.withAlpha(c.alpha) == c, named.alpha == 1 { return "UIColor.\(name).withAlphaComponent(\(component(c.alpha)))" }
        }
        return "UIColor(red: \(component(c.red)), green: \(component(c.green)), blue: \(component(c.blue)), alpha: \(component(c.alpha)))"
    }

    /// A colour's component: in 8 bits when it is exact (`128 / 255`), as colours are specified, else `number(_:)`.
    static func component(_ v: Double) -> String {
        let byte = (v * 255).rounded()
        return byte / 255 == v && v != 0 && v != 1 ? "\(Int(byte)) / 255" : number(v)
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
    /// `isAngle`: the key path turns (`transform.rotation.z`), so a number is an angle.
    static func animationValue(_ value: AnimatableValue, isAngle: Bool = false) -> String {
        switch value {
        case .number(let n): isAngle ? angle(n) : number(n)
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
