import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// The CSS animations read back as a browser reads them: keyframes evaluated at chosen times against the model's
/// own values (a spring's closed form, a timing function's exact curve), jumps, hostile names and titles, the same
/// bytes on every run, and the command line. That browsers play them as the stills show is in
/// `AnimatedSVGBrowserTests`.
@Suite struct CSSAnimationTests {
    static let fixtures = AnimatedSVGBrowserTests.fixtures

    static func css(_ name: String, rest: Double = 0, title: String? = nil) throws -> CSSAnimation.Output {
        let document = try EffectDocument(contentsOf: fixtures.appendingPathComponent("\(name).json"))
        return try CSSAnimation(rest: rest).render(try FrameRenderer.scene(document), name: name, title: title ?? name)
    }

    /// One `@keyframes` rule as a browser plays it: offsets (0…1), values, and each interval's easing.
    struct Keyframes {
        var frames: [(offset: Double, values: [Double], easing: String?)] = []

        init(named name: String, in stylesheet: String) throws {
            let body = try #require(
                stylesheet.components(separatedBy: "@keyframes \(name) {\n").dropFirst().first?.components(separatedBy: "\n}").first,
                "no @keyframes \(name)")
            for line in body.split(separator: "\n") {
                let (offset, rest) = (line.split(separator: "%", maxSplits: 1)[0], line.split(separator: "%", maxSplits: 1)[1])
                let declarations = rest.dropFirst(3).dropLast(2).components(separatedBy: "; ")
                let value = declarations[0].split(separator: ":", maxSplits: 1)[1]
                let numbers = value.split(whereSeparator: { " ,();".contains($0) }).compactMap {
                    Double($0.replacingOccurrences(of: "px", with: "").replacingOccurrences(of: "deg", with: ""))
                }
                let easing = declarations.dropFirst().first.map {
                    $0.replacingOccurrences(of: "animation-timing-function: ", with: "").replacingOccurrences(of: ";", with: "")
                }
                frames.append((Double(offset.trimmingCharacters(in: .whitespaces))! / 100, numbers, easing))
            }
        }

        /// The values at `u` (0…1 of the period).
        func values(at u: Double) -> [Double] {
            guard let i = frames.lastIndex(where: { $0.offset <= u }), i + 1 < frames.count else { return frames.last!.values }
            let (a, b) = (frames[i], frames[i + 1])
            let x = (u - a.offset) / (b.offset - a.offset)
            let p = Self.ease(x, a.easing)
            return zip(a.values, b.values).map { $0 + ($1 - $0) * p }
        }

        /// CSS Easing Functions Level 2: `cubic-bezier()` solved for x, `linear()` between its points.
        static func ease(_ x: Double, _ easing: String?) -> Double {
            guard let easing else { return x }
            let numbers = easing.split(whereSeparator: { " ,()%".contains($0) }).compactMap { Double($0) }
            if easing.hasPrefix("cubic-bezier") {
                return TimingFunction(numbers[0], numbers[1], numbers[2], numbers[3]).value(at: x)
            }
            // linear(p0, p1 x1%, …, pn): the ends at 0 % and 100 %.
            var points: [(x: Double, y: Double)] = []
            var parts = easing.dropFirst("linear(".count).dropLast().components(separatedBy: ", ")
            let last = parts.removeLast()
            points.append((0, Double(parts.removeFirst())!))
            for part in parts {
                let pair = part.split(separator: " ")
                points.append((Double(pair[1].dropLast())! / 100, Double(pair[0])!))
            }
            points.append((1, Double(last)!))
            let k = points.lastIndex { $0.x <= x } ?? 0
            guard k + 1 < points.count else { return points[k].y }
            let (a, b) = (points[k], points[k + 1])
            return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
        }
    }

    @Test func aSpringIsOneLinearEasingThatFollowsItsClosedForm() throws {
        // The ball: a spring on position.x from 30 to 170 (mass 1, stiffness 120, damping 6) over the 1.2 s play.
        let css = try Self.css("animation-group-spring")
        let keyframes = try Keyframes(named: "animation-group-spring-3-translate", in: css.stylesheet)
        #expect(keyframes.frames.count == 2, "the whole settle is one interval: \(keyframes.frames.map(\.offset))")
        #expect(keyframes.frames[0].easing?.hasPrefix("linear(") == true)
        let spring = Spring(mass: 1, stiffness: 120, damping: 6)
        var worst = 0.0
        for i in 0...120 {
            let t = 1.2 * Double(i) / 120
            worst = max(worst, abs(keyframes.values(at: t / 1.2)[0] - (30 + 140 * spring.fraction(at: t))))
        }
        #expect(worst < 0.25, "\(worst) pt from the spring")
    }

    @Test func aTimingFunctionIsItsExactCubicBezier() throws {
        // Opacity 0 → 1 from 200 ms for 500 ms, ease-in-out, filled both ways, in a 1 s play.
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 40, "height": 40 }, "duration": 1,
                  "layers": [ { "id": "dot", "frame": [10, 10, 20, 20], "backgroundColor": "#000000" } ],
                  "animations": [ { "layer": "dot", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.2, "duration": 0.5,
                                    "timingFunction": "easeInEaseOut", "fillMode": "both" } ] }
                """.utf8))
        let css = try CSSAnimation(rest: 0).render(try FrameRenderer.scene(document), name: "fade", title: "fade")
        let keyframes = try Keyframes(named: "fade-1-opacity", in: css.stylesheet)
        #expect(keyframes.frames.map(\.offset) == [0, 0.2, 0.7, 1])
        #expect(keyframes.frames.map(\.values) == [[0], [0], [1], [1]])
        #expect(keyframes.frames[1].easing == "cubic-bezier(0.42, 0, 0.58, 1)")
        let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
        for t in [0.25, 0.4, 0.5, 0.65] {
            #expect(abs(keyframes.values(at: t)[0] - easeInEaseOut.value(at: (t - 0.2) / 0.5)) < 1e-9)
        }
    }

    @Test func hidingIsAJumpAtItsMomentAndPresenceIsVisibility() throws {
        let css = try Self.css("animation-hidden")
        // The card goes at 300 ms and comes back at 700 ms of a 1 s play.
        let card = try Keyframes(named: "animation-hidden-1-opacity", in: css.stylesheet)
        #expect(card.values(at: 0.2999) == [1] && card.values(at: 0.3) == [0] && card.values(at: 0.6999) == [0] && card.values(at: 0.7) == [1])
        // The badge, hidden at the start, shows from 500 ms.
        #expect(css.stylesheet.contains(".animation-hidden-3 {") && css.stylesheet.contains("opacity: 0;"))
        let badge = try Keyframes(named: "animation-hidden-3-opacity", in: css.stylesheet)
        #expect(badge.values(at: 0.4999) == [0] && badge.values(at: 0.5) == [1])
    }

    @Test func namesAndTitlesCannotEscape() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 40, "height": 40 },
                  "layers": [ { "id": "a</div>*/", "frame": [0, 0, 10, 10], "backgroundColor": "#FF0000" } ],
                  "animations": [ { "layer": "a</div>*/", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5 } ] }
                """.utf8))
        let scene = try FrameRenderer.scene(document)
        let title = "x */ </style><script>alert(1)</script> \" '"
        let css = try CSSAnimation().render(scene, name: "9 </style> ☃", title: title)
        #expect(css.markup.hasPrefix("<div class=\"effect-9-style\" role=\"img\" aria-label=\"x */ &lt;/style&gt;&lt;script&gt;"))
        #expect(!css.markup.contains("a</div>"), "layer ids never reach the markup")
        #expect(css.cssFile.components(separatedBy: "*/").count == 2, "one comment, closed once")
        let page = css.page(title: title)
        #expect(!page.contains("<script") && page.components(separatedBy: "</style>").count == 2)
        #expect(try CSSAnimation().render(scene, name: "9 </style> ☃", title: title).stylesheet == css.stylesheet, "the same bytes on every run")
    }

    @Test func theCommandLineWritesCSSOrSaysWhyNot() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = ExternalTool.effectExport
        let written = try ExternalTool.run(tool, ["ripple-mdc", "--format", "css", "--loops", "2"], in: folder)
        #expect(written.status == 0, "\(written.standardError)")
        let file = try String(contentsOf: folder.appendingPathComponent("ripple-mdc.css"), encoding: .utf8)
        #expect(file.hasPrefix("/* The markup these rules play:\n\n<div class=\"ripple-mdc\"") && file.contains(" 2 both"))
        let page = try ExternalTool.run(tool, ["ripple-mdc", "--format", "html", "--output", "-"], in: folder)
        #expect(page.status == 0 && page.text.hasPrefix("<!DOCTYPE html>") && page.text.contains("infinite both"))

        let refused = try ExternalTool.run(tool, [Self.fixtures.appendingPathComponent("shadow-shape.json").path, "--format", "css"], in: folder)
        #expect(refused.status == 65)
        #expect(
            refused.standardError.contains(
                "shadow-shape.json: cannot be written as CSS animations: layer 'path': a shadowPath shadow has no CSS form"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shadow-shape.css").path))
        let touches = try ExternalTool.run(tool, ["ripple-mdc", "--format", "css", "--touches", "show"], in: folder)
        #expect(touches.status == 64 && touches.standardError.contains("a CSS animation plays inside pages"))
    }
}
