import Foundation

/// The units and notations designers write, read wherever the document takes seconds, radians, a timing function
/// or a spring (`docs/effect-format.md`, “Designer notations”): decoded into the same model values as the numbers.
extension JSONField {
    /// A time in seconds: a number, `"300ms"`, `"0.3s"`, or a `duration` token. Noted for the hint about
    /// milliseconds typed as seconds.
    func time() throws(DocumentError) -> Double {
        let field = try resolved(as: .duration)
        let seconds: Double
        var bare = false
        switch field.json.value {
        case .number:
            guard field.token == nil else { throw field.mismatch("a duration {\"value\": 300, \"unit\": \"ms\"} or \"300ms\"") }
            seconds = try field.number()
            bare = true
        case .string(let text):
            guard let parsed = Self.seconds(text) else {
                throw field.mismatch("a time in seconds, or with its unit: \"300ms\", \"0.3s\"")
            }
            seconds = parsed
        case .object:
            let object = try field.object()
            let value = try object.required("value").number()
            let unit = try object.required("unit").string()
            object.rejectUnknownKeys("in a duration")
            guard let divisor = ["ms": 1000.0, "s": 1.0][unit] else { throw object.optional("unit")!.mismatch("a unit \"ms\" or \"s\"") }
            seconds = value / divisor
        default:
            throw field.mismatch("a time in seconds, or with its unit: \"300ms\", \"0.3s\"")
        }
        guard Numeric.documentRange.contains(seconds) else { throw field.mismatch(Numeric.documentRangeDescription) }
        context.noteTime(seconds, bare: bare, at: self)
        return seconds
    }

    /// A time ≥ 0 (a duration, a delay, a touch's moment).
    func nonNegativeTime() throws(DocumentError) -> Double {
        let t = try time()
        guard t >= 0 else { throw mismatch("a time ≥ 0 (seconds, or \"300ms\")") }
        return t
    }

    /// `"300ms"`, `"0.3s"`, `"-450ms"` in seconds.
    static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Divided, not multiplied by 0.001: "350ms" is then exactly the double nearest 0.35, as 0.35 written is.
        for (unit, divisor) in [("ms", 1000.0), ("s", 1.0)] where trimmed.hasSuffix(unit) {
            let number = trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)
            guard let value = Self.decimal(number) else { return nil }
            return value / divisor
        }
        return nil
    }

    /// A decimal number as CSS writes it (`-0.5`, `45`, `.25`): no `inf`, `nan` or hexadecimal.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(text), value.isFinite else {
            return nil
        }
        return value
    }

    /// An angle in radians: a number, `"45deg"`, `"0.125turn"`, `"0.785rad"`, `"50grad"`, or a `number` token.
    func angle() throws(DocumentError) -> Double {
        guard case .string(let text) = json.value, DesignTokens.referenceName(text) == nil else { return try number() }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Longest units first: "grad" and "rad" share an ending.
        for (unit, scale) in [("grad", Double.pi / 200), ("turn", 2 * Double.pi), ("deg", Double.pi / 180), ("rad", 1.0)]
        where trimmed.hasSuffix(unit) {
            if let value = Self.decimal(trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)),
                Numeric.documentRange.contains(value * scale)
            {
                return value * scale
            }
        }
        throw mismatch("an angle in radians, or with its unit: \"45deg\", \"0.125turn\", \"0.785rad\"")
    }

    /// A timing function: a `CAMediaTimingFunctionName`, a CSS keyword (`ease`, `ease-in`, `ease-out`, `ease-in-out`,
    /// `linear`), `"cubic-bezier(x1, y1, x2, y2)"`, `[x1, y1, x2, y2]` with x1 and x2 in 0…1, or a `cubicBezier` token.
    func timingFunction() throws(DocumentError) -> TimingFunction {
        var function = try resolvedTimingFunction()
        function.token = referencedToken
        return function
    }

    private func resolvedTimingFunction() throws(DocumentError) -> TimingFunction {
        let field = try resolved(as: .cubicBezier)
        if case .string(let text) = field.json.value {
            if let name = TimingFunction.Name(rawValue: text) { return TimingFunction(named: name) }
            if let css = TimingFunction.css[text] { return css }
            if text.hasPrefix("cubic-bezier(") || text.hasPrefix("cubic-bezier ("), text.hasSuffix(")") {
                let inside = text.drop { $0 != "(" }.dropFirst().dropLast()
                let numbers = inside.split(separator: ",").compactMap { Self.decimal($0.trimmingCharacters(in: .whitespaces)) }
                guard numbers.count == 4, inside.split(separator: ",").count == 4 else {
                    throw field.mismatch("cubic-bezier(x1, y1, x2, y2) with four numbers")
                }
                return try Self.bezier(numbers, field)
            }
            let names = TimingFunction.Name.allCases.map(\.rawValue) + TimingFunction.css.keys.sorted()
            var message =
                "expected a timing function (\(names.joined(separator: ", ")), cubic-bezier(x1, y1, x2, y2) or [x1, y1, x2, y2]), found \(field.json.kindDescription)"
            if let near = NearMiss.suggestion(for: text, among: names) { message += "; did you mean \"\(near)\"?" }
            throw field.error(message)
        }
        return try Self.bezier(try field.numbers(4, "a timing function name or control points [x1, y1, x2, y2]"), field)
    }

    private static func bezier(_ p: [Double], _ field: JSONField) throws(DocumentError) -> TimingFunction {
        guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
            throw field.mismatch("control points [x1, y1, x2, y2] with x1 and x2 from 0 to 1")
        }
        return TimingFunction(p[0], p[1], p[2], p[3])
    }
}

extension TimingFunction {
    /// CSS Easing Functions Level 1's keywords, by their control points. `ease` has the points of Core Animation's
    /// `default`; the others those of `easeIn`, `easeOut` and `easeInEaseOut`, as plain control points.
    static let css: [String: TimingFunction] = [
        "ease": TimingFunction(0.25, 0.1, 0.25, 1),
        "ease-in": TimingFunction(0.42, 0, 1, 1),
        "ease-out": TimingFunction(0, 0, 0.58, 1),
        "ease-in-out": TimingFunction(0.42, 0, 0.58, 1),
    ]
}
