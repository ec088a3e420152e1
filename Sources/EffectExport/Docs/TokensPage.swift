import EffectCompositions
import EffectModel
import Foundation

/// The docs site's motion tokens: the design tokens the effects' documents reference, by the name the document
/// wrote (`md.sys.motion.duration.medium2`), with the value they gave; and every other duration, easing and spring
/// the effects run, stated as a value (`300 ms`, `ease-in-out`, a spring's words), never under a token name nobody
/// wrote, nor credited to a token because its value happens to match. Drawn, in CSS and Swift, with the effects
/// that use each. Written as `tokens.html`, and the referenced tokens as `tokens.json` in the W3C Design Tokens
/// format, which a design tool imports and a document's `"tokens"` reads back.
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

    /// One token, or one value, the effects use.
    struct Token {
        var kind: Kind
        /// The design token's name, as a document refers to it; `nil` for a value no document named.
        var token: String?
        /// ms, for a duration.
        var milliseconds: Double = 0
        var curve: TimingFunction?
        var spring: MotionSpec.SpringFeel?
        /// Names of the effects that use it, in site order.
        var effects: [String] = []

        /// The token's name, or the value stated: `300 ms`, `ease-in-out`, `cubic-bezier(0.3, 0, 0.7, 1)`, `spring`.
        var name: String {
            if let token { return token }
            switch kind {
            case .duration: return "\(MotionSpec.number(milliseconds)) ms"
            case .easing: return MotionSpec.Easing.words(MotionSpec.Easing.CurveName(curve!), curve!)
            case .spring: return "spring"
            }
        }
    }

    private(set) var tokens: [Token] = []

    /// How one of an effect's motions runs, all the page needs of its spec: kept in the site's manifest, so that a
    /// rebuild need not run an unchanged effect's clock again.
    struct Use: Equatable {
        var easing: MotionSpec.Easing
        /// The motion's duration, ms.
        var milliseconds: Double
        /// The token its duration came from, as the document names it.
        var durationToken: String?
        /// The token its delay came from, and that delay (ms): a duration token too.
        var delayToken: (name: String, milliseconds: Double)?

        static func == (a: Use, b: Use) -> Bool {
            (a.easing, a.milliseconds, a.durationToken, a.delayToken?.name, a.delayToken?.milliseconds)
                == (b.easing, b.milliseconds, b.durationToken, b.delayToken?.name, b.delayToken?.milliseconds)
        }

        /// Every motion of every trigger of `spec`, in order; a group's child as its own curve and its group's; a
        /// value set at once is none.
        static func all(in spec: MotionSpec) -> [Use] {
            spec.triggers.flatMap(\.motions).filter { $0.easing != .atOnce }.flatMap { motion -> [Use] in
                let use = Use(
                    easing: motion.easing, milliseconds: motion.duration, durationToken: motion.tokens["duration"],
                    delayToken: motion.tokens["delay"].map { ($0, motion.delay) })
                guard case .inGroup(let own, let group) = motion.easing else { return [use] }
                return [
                    Use(easing: own, milliseconds: motion.duration, durationToken: use.durationToken),
                    Use(easing: .curve(group.name, group.function), milliseconds: motion.duration),
                ]
            }
        }
    }

    /// - Parameter effects: each effect's document and how its motions run; in site order.
    init(_ effects: [(document: EffectDocument, uses: [Use])]) {
        func add(_ token: Token, effect: String) {
            if let i = tokens.firstIndex(where: { Self.key(of: $0) == Self.key(of: token) }) {
                if !tokens[i].effects.contains(effect) { tokens[i].effects.append(effect) }
            } else {
                var token = token
                token.effects = [effect]
                tokens.append(token)
            }
        }
        for effect in effects {
            let name = effect.document.name
            for motion in effect.uses {
                add(Token(kind: .duration, token: motion.durationToken, milliseconds: motion.milliseconds), effect: name)
                if let delay = motion.delayToken { add(Token(kind: .duration, token: delay.name, milliseconds: delay.milliseconds), effect: name) }
                switch motion.easing {
                case .spring(let feel):
                    add(Token(kind: .spring, spring: feel), effect: name)
                case .curve(_, let function):
                    add(Token(kind: .easing, token: function.token, curve: function), effect: name)
                case .inGroup, .atOnce:
                    break  // `Use.all` gives a child's own easing and its group's; a value set at once has none
                }
            }
        }
        tokens.sort { a, b in
            (Kind.allCases.firstIndex(of: a.kind)!, a.token == nil ? 1 : 0, a.milliseconds, a.name)
                < (Kind.allCases.firstIndex(of: b.kind)!, b.token == nil ? 1 : 0, b.milliseconds, b.name)
        }
    }

    /// What makes two uses one entry: the same token, or the same value where no token was named.
    static func key(of token: Token) -> String {
        if let name = token.token { return "token \(token.kind) \(name)" }
        return switch token.kind {
        case .duration: "duration \(token.milliseconds)"
        case .easing: "curve \([token.curve!.x1, token.curve!.y1, token.curve!.x2, token.curve!.y2])"
        case .spring: "spring \(token.spring!.duration) \(token.spring!.bounce) \(token.spring!.initialVelocity)"
        }
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
            let spring = token.spring!.spring
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
            let spring = token.spring!.spring
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
                                                : token.spring!.words
                                    ),
                                    "effects": .list(token.effects.map { ["href": .text("\($0)/index.html"), "title": .text(titles[$0] ?? $0)] }),
                                ]
                            }),
                    ]
                }),
        ]
    }

    /// `tokens.json`: the W3C Design Tokens format, each token the documents reference at its dotted name — durations
    /// as `{ "value", "unit": "ms" }`, easings as `cubicBezier`. Values no document named are not tokens and are left out.
    var json: [UInt8] {
        var root = TokenTree.group([
            "$description": .token(
                .string("The motion tokens of this site's effects, in the W3C Design Tokens format (written by \(DocsSite.generator)).")
            )
        ])
        for token in tokens where token.token != nil {
            let value: JSON
            if let f = token.curve {
                value = .object([
                    ("$type", .string(DesignTokens.TokenType.cubicBezier.description)),
                    ("$value", .array([f.x1, f.y1, f.x2, f.y2].map(JSON.number))),
                ])
            } else {
                let milliseconds = JSON.object([("unit", .string("ms")), ("value", .number(token.milliseconds))])
                value = .object([("$type", .string(DesignTokens.TokenType.duration.description)), ("$value", milliseconds)])
            }
            root.insert(value, at: token.token!.split(separator: ".").map(String.init)[...])
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
