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

    /// A timing function: a `CAMediaTimingFunctionName`, a name of `CurveNames` (CSS's `ease`, `ease-in`…, Material 3's
    /// `standard`, `legacy`…), `"cubic-bezier(x1, y1, x2, y2)"`, `[x1, y1, x2, y2]` with x1 and x2 in 0…1, or a
    /// `cubicBezier` token. `emphasized`, a path of two curves, is an error naming where it is taken (`easing()`).
    func timingFunction() throws(DocumentError) -> TimingFunction {
        switch try easing() {
        case .curve(let function): return function
        case .path:
            throw error(
                "emphasized is two curves, which one timingFunction cannot hold; write it as \"easing\" of a basic animation with fromValue and toValue, or of a keyframe (\"keyframes\": { \"50%\": { \"value\": 1, \"easing\": \"emphasized\" } })"
            )
        }
    }

    /// An easing: what `timingFunction()` takes, or `"emphasized"` (`CurveNames.emphasized`); a curve keeps the
    /// token it came from.
    func easing() throws(DocumentError) -> Easing {
        switch try resolvedEasing() {
        case .curve(var function):
            function.token = referencedToken
            return .curve(function)
        case .path(let path): return .path(path)
        }
    }

    private func resolvedEasing() throws(DocumentError) -> Easing {
        let field = try resolved(as: .cubicBezier)
        if case .string(let text) = field.json.value {
            if let name = TimingFunction.Name(rawValue: text) { return .curve(TimingFunction(named: name)) }
            if let curve = CurveNames.curves[text] { return .curve(curve) }
            if text == "emphasized" { return .path(CurveNames.emphasized) }
            if text.hasPrefix("cubic-bezier(") || text.hasPrefix("cubic-bezier ("), text.hasSuffix(")") {
                let inside = text.drop { $0 != "(" }.dropFirst().dropLast()
                let numbers = inside.split(separator: ",").compactMap { Self.decimal($0.trimmingCharacters(in: .whitespaces)) }
                guard numbers.count == 4, inside.split(separator: ",").count == 4 else {
                    throw field.mismatch("cubic-bezier(x1, y1, x2, y2) with four numbers")
                }
                return .curve(try Self.bezier(numbers, field))
            }
            let names = CurveNames.all
            var message =
                "expected a timing function (\(names.joined(separator: ", ")), cubic-bezier(x1, y1, x2, y2) or [x1, y1, x2, y2]), found \(field.json.kindDescription)"
            if let near = NearMiss.suggestion(for: text, among: names) { message += "; did you mean \"\(near)\"?" }
            throw field.error(message)
        }
        return .curve(try Self.bezier(try field.numbers(4, "a timing function name or control points [x1, y1, x2, y2]"), field))
    }

    private static func bezier(_ p: [Double], _ field: JSONField) throws(DocumentError) -> TimingFunction {
        guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
            throw field.mismatch("control points [x1, y1, x2, y2] with x1 and x2 from 0 to 1")
        }
        return TimingFunction(p[0], p[1], p[2], p[3])
    }
}
