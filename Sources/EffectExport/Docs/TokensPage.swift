import EffectCompositions
import EffectModel
import Foundation

/// The docs site's motion tokens: every duration, easing and spring its effects run, each named after the design
/// token of that value in the token files the effects reference (`md.sys.motion.duration.medium2`), else after what
/// it is (`motion.duration.300ms`, `motion.easing.ease-in-out`, `motion.spring.160ms-bounce-0_45`); drawn, in CSS and Swift, with the effects
/// that use it. Written as `tokens.html` and as `tokens.json` in the W3C Design Tokens format, which a design tool
/// imports and a document's `"tokens"` reads back.
struct TokensPage {
    enum Kind: String, CaseIterable {
        case duration, easing, spring

        var heading: String {
            switch self {
            case .duration: "Durations"
            case .easing: "Easings"
            case .spring: "Springs"
            }
        }
    }

    /// One value the effects use.
    struct Token {
        var kind: Kind
        /// Dotted, as a document refers to it.
        var name: String
        /// ms, for a duration.
        var milliseconds: Double = 0
        var curve: TimingFunction?
        var spring: MotionSpec.SpringFeel?
        /// Names of the effects that use it, in site order.
        var effects: [String] = []
    }

    private(set) var tokens: [Token] = []

    /// How one of an effect's motions runs, all the page needs of its spec: kept in the site's manifest, so that a
    /// rebuild need not run an unchanged effect's clock again.
    struct Use: Equatable {
        var easing: MotionSpec.Easing
        /// The motion's duration, ms.
        var milliseconds: Double

        /// Every motion of every trigger of `spec`, in order.
        static func all(in spec: MotionSpec) -> [Use] {
            spec.triggers.flatMap(\.motions).map { Use(easing: $0.easing, milliseconds: $0.duration) }
        }
    }

    /// - Parameter effects: each effect's document, how its motions run, and the folder its document was read from
    ///   (where its token file is found); in site order.
    init(_ effects: [(document: EffectDocument, uses: [Use], folder: URL?, bytes: [UInt8])]) {
        var names: [String: String] = [:]
        var read: Set<String> = []
        for effect in effects {
            // Each token file once, however many effects name it.
            guard let file = Self.tokenFile(of: effect.bytes, folder: effect.folder), read.insert(file.standardizedFileURL.path).inserted else {
                continue
            }
            names.merge(Self.namedValues(in: file)) { a, _ in a }
        }
        func add(_ token: Token, key: String, effect: String) {
            if let i = tokens.firstIndex(where: { Self.key(of: $0) == key }) {
                if !tokens[i].effects.contains(effect) { tokens[i].effects.append(effect) }
            } else {
                var token = token
                token.effects = [effect]
                tokens.append(token)
            }
        }
        for effect in effects {
            for motion in effect.uses {
                let name = effect.document.name
                switch motion.easing {
                case .spring(let feel):
                    let key = "spring \(feel.duration) \(feel.bounce) \(feel.initialVelocity)"
                    let velocity = feel.initialVelocity == 0 ? "" : "-velocity-\(Self.part(feel.initialVelocity))"
                    add(
                        Token(
                            kind: .spring, name: "motion.spring.\(Self.part(feel.duration))ms-bounce-\(Self.part(feel.bounce))\(velocity)",
                            spring: feel),
                        key: key, effect: name)
                case .curve(let curveName, let function):
                    let ms = motion.milliseconds
                    let durationKey = "duration \(ms)"
                    add(
                        Token(kind: .duration, name: names[durationKey] ?? "motion.duration.\(Self.part(ms))ms", milliseconds: ms), key: durationKey,
                        effect: name)
                    let points = [function.x1, function.y1, function.x2, function.y2]
                    let curveKey = "curve \(points)"
                    let fallback =
                        "motion.easing."
                        + (curveName == .custom ? "cubic-bezier-" + points.map(Self.part).joined(separator: "-") : curveName.rawValue)
                    add(Token(kind: .easing, name: names[curveKey] ?? fallback, curve: function), key: curveKey, effect: name)
                }
            }
        }
        tokens.sort { a, b in
            (Kind.allCases.firstIndex(of: a.kind)!, a.milliseconds, a.name) < (Kind.allCases.firstIndex(of: b.kind)!, b.milliseconds, b.name)
        }
    }

    /// A number as part of a token's name, where a dot would start a group: `0_45`.
    static func part(_ x: Double) -> String { MotionSpec.number(x).replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "−", with: "-") }

    static func key(of token: Token) -> String {
        switch token.kind {
        case .duration: "duration \(token.milliseconds)"
        case .easing: "curve \([token.curve!.x1, token.curve!.y1, token.curve!.x2, token.curve!.y2])"
        case .spring: "spring \(token.spring!.duration) \(token.spring!.bounce) \(token.spring!.initialVelocity)"
        }
    }

    /// The token file a document names (`"tokens": "tokens/material3.tokens.json"`, relative to its folder).
    static func tokenFile(of document: [UInt8], folder: URL?) -> URL? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(document)) as? [String: Any], let path = root["tokens"] as? String else {
            return nil
        }
        return EffectDocument.tokenFileURL(path, base: folder)
    }

    /// The durations and cubic-béziers of a token file, by value (`duration 300.0`, `curve [0.4, 0.0, 0.2, 1.0]`) →
    /// dotted name; the first name of a value wins.
    static func namedValues(in file: URL) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file.path),
            let tokens = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        var result: [String: String] = [:]
        func walk(_ object: [String: Any], prefix: [String], type: String?) {
            let type = object["$type"] as? String ?? type
            if let value = object["$value"] {
                let name = prefix.joined(separator: ".")
                if type == "duration", let ms = milliseconds(value), result["duration \(ms)"] == nil { result["duration \(ms)"] = name }
                if type == "cubicBezier", let points = value as? [Double], points.count == 4 {
                    result["curve \(points)"] = result["curve \(points)"] ?? name
                }
                return
            }
            for key in object.keys.sorted() where !key.hasPrefix("$") {
                if let child = object[key] as? [String: Any] { walk(child, prefix: prefix + [key], type: type) }
            }
        }
        walk(tokens, prefix: [], type: nil)
        return result
    }

    /// A W3C duration value in ms: `{ "value": 300, "unit": "ms" }` or `"300ms"`, `"0.3s"`.
    static func milliseconds(_ value: Any) -> Double? {
        if let object = value as? [String: Any], let number = object["value"] as? Double, let unit = object["unit"] as? String {
            return unit == "s" ? number * 1000 : unit == "ms" ? number : nil
        }
        if let text = value as? String {
            if text.hasSuffix("ms") { return Double(text.dropLast(2)) }
            if text.hasSuffix("s") { return Double(text.dropLast()).map { $0 * 1000 } }
        }
        return nil
    }

    // MARK: Forms

    /// `300ms`, `cubic-bezier(0.4, 0, 0.2, 1)`, a spring as CSS `linear()` easing sampled every 1/60 of its settling time.
    static func css(_ token: Token) -> String {
        switch token.kind {
        case .duration: return "\(MotionSpec.number(token.milliseconds))ms"
        case .easing:
            let f = token.curve!
            return "cubic-bezier(\([f.x1, f.y1, f.x2, f.y2].map { MotionSpec.number($0) }.joined(separator: ", ")))"
        case .spring:
            let spring = Self.spring(token.spring!)
            let steps = 60
            let values = (0...steps).map {
                MotionSpec.number(MotionSpec.rounded(spring.fraction(at: spring.settlingDuration * Double($0) / Double(steps)), digits: 4))
            }
            return "linear(\(values.joined(separator: ", "))) \(MotionSpec.number((spring.settlingDuration * 1000).rounded()))ms"
        }
    }

    /// `0.3` seconds, `CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)`, UIKit's and SwiftUI's spring.
    static func swift(_ token: Token) -> String {
        switch token.kind {
        case .duration: return "let duration: TimeInterval = \(MotionSpec.number(token.milliseconds / 1000))"
        case .easing:
            let f = token.curve!
            return "CAMediaTimingFunction(controlPoints: \([f.x1, f.y1, f.x2, f.y2].map { MotionSpec.number($0) }.joined(separator: ", ")))"
        case .spring:
            let feel = token.spring!
            return
                "UISpringTimingParameters(dampingRatio: \(MotionSpec.number(feel.dampingRatio)))  // SwiftUI: .spring(duration: \(MotionSpec.number(feel.duration / 1000)), bounce: \(MotionSpec.number(feel.bounce)))"
        }
    }

    static func spring(_ feel: MotionSpec.SpringFeel) -> Spring {
        Spring(perceptualDuration: feel.duration / 1000, bounce: feel.bounce, initialVelocity: feel.initialVelocity)
    }

    /// The curve drawn: progress over time, 0…1 on both axes (a spring over its settling time, its overshoot shown).
    static func drawing(_ token: Token) -> String {
        let (w, h, pad) = (120.0, 80.0, 8.0)
        var points: [(Double, Double)] = []
        switch token.kind {
        case .duration:
            let width = min(1, token.milliseconds / 1000) * (w - 2 * pad)
            return
                "<svg class=\"token-curve\" width=\"120\" height=\"80\" viewBox=\"0 0 120 80\" aria-hidden=\"true\"><rect x=\"\(Int(pad))\" y=\"34\" width=\"\(SVGValues.number(width, decimals: 1))\" height=\"12\" rx=\"3\" fill=\"currentColor\" opacity=\"0.6\"/><line x1=\"8\" x2=\"112\" y1=\"56\" y2=\"56\" stroke=\"currentColor\" stroke-opacity=\"0.3\"/><text x=\"112\" y=\"70\" font-size=\"9\" text-anchor=\"end\" fill=\"currentColor\">1 s</text></svg>"
        case .easing:
            points = (0...48).map { i in
                let x = Double(i) / 48
                return (x, token.curve!.value(at: x))
            }
        case .spring:
            let spring = Self.spring(token.spring!)
            points = (0...96).map { i in
                let t = Double(i) / 96
                return (t, spring.fraction(at: spring.settlingDuration * t))
            }
        }
        let high = max(1.0, points.map(\.1).max() ?? 1)
        let low = min(0.0, points.map(\.1).min() ?? 0)
        func x(_ v: Double) -> String { SVGValues.number(pad + v * (w - 2 * pad), decimals: 1) }
        func y(_ v: Double) -> String { SVGValues.number(h - pad - (v - low) / (high - low) * (h - 2 * pad), decimals: 1) }
        let path = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(x($0.element.0)) \(y($0.element.1))" }.joined()
        return
            "<svg class=\"token-curve\" width=\"120\" height=\"80\" viewBox=\"0 0 120 80\" aria-hidden=\"true\"><path d=\"M\(x(0)) \(y(0))H\(x(1))M\(x(0)) \(y(1))H\(x(1))\" stroke=\"currentColor\" stroke-opacity=\"0.2\"/><path d=\"\(path)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/></svg>"
    }

    // MARK: Outputs

    /// The page's template values: the tokens by kind.
    func values(siteTitle: String, titles: [String: String]) -> TemplateValue {
        [
            "siteTitle": .text(siteTitle), "generator": .text(DocsSite.generator),
            "kinds": .list(
                Kind.allCases.compactMap { kind in
                    let list = tokens.filter { $0.kind == kind }
                    guard !list.isEmpty else { return nil }
                    return [
                        "heading": .text(kind.heading), "id": .text(kind.rawValue),
                        "tokens": .list(
                            list.map { token in
                                [
                                    "name": .text(token.name), "css": .text(Self.css(token)), "swift": .text(Self.swift(token)),
                                    "drawing": .markup(Self.drawing(token)),
                                    "value": .text(
                                        token.kind == .duration
                                            ? "\(MotionSpec.number(token.milliseconds)) ms"
                                            : token.kind == .easing
                                                ? Self.css(token)
                                                : "\(MotionSpec.number(token.spring!.duration)) ms, bounce \(MotionSpec.number(token.spring!.bounce)) (damping ratio \(MotionSpec.number(token.spring!.dampingRatio))), settles at \(MotionSpec.number(token.spring!.settles)) ms"
                                    ),
                                    "effects": .list(token.effects.map { ["href": .text("\($0)/index.html"), "title": .text(titles[$0] ?? $0)] }),
                                ]
                            }),
                    ]
                }),
        ]
    }

    /// `tokens.json`: the W3C Design Tokens format, each token at its dotted name — durations as `{ "value", "unit": "ms" }`,
    /// easings as `cubicBezier`, springs as a group of their `duration` and `bounce` (the format has no spring type).
    var json: [UInt8] {
        func duration(_ milliseconds: Double) -> JSON {
            .object([("$type", .string("duration")), ("$value", .object([("unit", .string("ms")), ("value", .number(milliseconds))]))])
        }
        var root = TokenTree.group([
            "$description": .token(
                .string("The motion tokens of this site's effects, in the W3C Design Tokens format (written by \(DocsSite.generator)).")
            )
        ])
        for token in tokens {
            let value: JSON
            switch token.kind {
            case .duration:
                value = duration(token.milliseconds)
            case .easing:
                let f = token.curve!
                value = .object([("$type", .string("cubicBezier")), ("$value", .array([f.x1, f.y1, f.x2, f.y2].map(JSON.number)))])
            case .spring:
                let feel = token.spring!
                value = .object([
                    (
                        "$description",
                        .string("A spring: SwiftUI's perceptual duration and bounce (damping ratio \(MotionSpec.number(feel.dampingRatio)))")
                    ),
                    ("bounce", .object([("$type", .string("number")), ("$value", .number(feel.bounce))])),
                    ("duration", duration(feel.duration)),
                ])
            }
            root.insert(value, at: token.name.split(separator: ".").map(String.init)[...])
        }
        return Array((root.json.text + "\n").utf8)
    }
}

/// Tokens grouped by the parts of their dotted names (`motion.duration.short`), written with each group's names in
/// alphabetical order.
private indirect enum TokenTree {
    case group([String: TokenTree])
    case token(JSON)

    /// Puts `value` at `path`, making the groups on the way.
    mutating func insert(_ value: JSON, at path: ArraySlice<String>) {
        guard let name = path.first, case .group(var members) = self else { return }
        if path.count == 1 {
            members[name] = .token(value)
        } else {
            var child = members[name] ?? .group([:])
            child.insert(value, at: path.dropFirst())
            members[name] = child
        }
        self = .group(members)
    }

    var json: JSON {
        switch self {
        case .group(let members): .object(members.keys.sorted().map { ($0, members[$0]!.json) })
        case .token(let value): value
        }
    }
}
