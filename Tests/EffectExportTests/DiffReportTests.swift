import CairoKit
import EffectCompositions
import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// The motion diff as reviewers read it (`DiffReport`): JSON, Markdown, HTML and the drawn review, the same on every
/// run. (What the diff finds is `MotionDiffTests`'.)
@Suite struct DiffReportTests {
    /// The review of `old` (`SampleDocuments.card`) against `new`.
    static func review(_ new: String, from old: String = SampleDocuments.card) throws -> DiffReview {
        func load(_ text: String) throws -> (EffectDocument, Scene) {
            let document = try EffectDocument(json: Array(text.utf8))
            return (document, try Scene(document: document))
        }
        return try DiffReview(old: try load(old), new: try load(new), keyFrameScale: 1)
    }

    /// The card with `edit` replaced by `with` (which must be there).
    static func edited(_ edit: String, _ with: String) -> String {
        precondition(SampleDocuments.card.contains(edit), "the card has no \(edit)")
        return SampleDocuments.card.replacingOccurrences(of: edit, with: with)
    }

    /// Every rule across the drawn review (under the column titles, between rows, over the footer) has paper above
    /// and below it: no row starts on the column titles' rule, and the last line of text stays clear of the footer's.
    @Test func theDrawnReviewsRulesStandClearOfItsText() throws {
        let new = Self.edited(#""title": "Card""#, #""title": "Card, slower""#)
            .replacingOccurrences(of: #""duration": 0.3, "beginTime": 0.05"#, with: #""duration": 0.4, "beginTime": 0.05"#)
        let review = try Self.review(new)
        #expect(!review.diff.changes.isEmpty && !review.diff.textChanges.isEmpty)
        let image = try Surface.image(png: try DiffReport(review).render(.png, scale: 2))
        let margin = Int(SheetLayout.margin * 2)
        let columns = margin..<(image.width - margin)
        // A row is a rule's when it is marked across the content (a key frame's border spans less); paper is white.
        let stride = image.stride
        let marked: [Int] = image.withPixels { pixels in
            (0..<image.height).map { y in
                columns.count { x in
                    let i = y * stride + x * 4
                    return min(pixels[i], pixels[i + 1], pixels[i + 2]) < 250
                }
            }
        }
        let isRule = marked.map { Double($0) >= 0.99 * Double(columns.count) }
        var rules = 0
        for top in 2..<(image.height - 2) where isRule[top] && !isRule[top - 1] {
            var bottom = top
            while isRule[bottom + 1] { bottom += 1 }
            rules += 1
            for y in [top - 2, top - 1, bottom + 1, bottom + 2] {
                #expect(marked[y] == 0, "row \(y), beside the rule at rows \(top)…\(bottom), has \(marked[y]) marked pixels")
            }
        }
        #expect(rules >= 3, "the column titles' rule, a row's and the footer's")
    }

    @Test func theReportsSayTheSameOnEveryRun() throws {
        let new = Self.edited(#""duration": 0.3, "beginTime": 0.05"#, #""duration": 0.4, "beginTime": 0.05"#)
        let (a, b) = (DiffReport(try Self.review(new)), DiffReport(try Self.review(new)))
        #expect(a.json == b.json && a.markdown(picture: "x.png") == b.markdown(picture: "x.png"))
        #expect(try a.html() == b.html())
        #expect(try a.render(.png, scale: 1) == b.render(.png, scale: 1))
        let markdown = a.markdown(picture: "card-diff.png")
        #expect(markdown.contains("| Tap at 100 ms | Card · Scale | duration 300 → 400 ms | 150–550 ms | yes |"))
        #expect(markdown.contains("![Key frames of both versions, and a heat map of what differs](card-diff.png)"))
        let json = try JSONSerialization.jsonObject(with: Data(a.json.utf8)) as? [String: Any]
        #expect(json?["same"] as? Bool == false)
        let change = (json?["changes"] as? [[String: Any]])?.first
        #expect(change?["field"] as? String == "duration" && change?["old"] as? Double == 300 && change?["new"] as? Double == 400)
        #expect((json?["frames"] as? [Any])?.count == 31)
        let html = try a.html()
        #expect(!html.contains("<script") && !html.contains("src=\"http") && !html.contains("href=\"http"))
        // The changed curve: the old one dashed under the new one.
        #expect(html.contains("<figcaption>Card · Scale <span class=\"muted\">— before dashed, after solid</span></figcaption>"))
        #expect(html.components(separatedBy: "stroke-dasharray=\"4 3\"").count == 2)
    }

    /// The JSON's changes of `old` (the card) against `new`, with the spec JSON of both versions.
    static func jsonChanges(old: String = SampleDocuments.card, _ new: String) throws -> (changes: [[String: Any]], specs: [[String: Any]]) {
        let review = try Self.review(new, from: old)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(DiffReport(review).json.utf8)) as? [String: Any])
        let specs = try [review.diff.old, review.diff.new].map { spec in
            try #require(try JSONSerialization.jsonObject(with: Data(SpecReport(spec).json.utf8)) as? [String: Any])
        }
        return (try #require(json["changes"] as? [[String: Any]]), specs)
    }

    /// `old` and `new` as the spec states them (issue 39, cli.md "Added in turn 4"): times in ms and values in the
    /// motion's unit as numbers, colours as the spec writes them, the trigger as the spec's trigger object; the
    /// words only for names (an added motion).
    @Test func theJSONStatesEachChangeAsTheSpecDoes() throws {
        let delay = try Self.jsonChanges(Self.edited(#""duration": 0.3, "beginTime": 0.05"#, #""duration": 0.3, "beginTime": 0.1"#))
        try #require(delay.changes.count == 1)
        #expect(delay.changes[0]["field"] as? String == "delay")
        #expect(delay.changes[0]["old"] as? Double == 50 && delay.changes[0]["new"] as? Double == 100)
        // The spec's trigger object, without its motions.
        var trigger = try #require((delay.specs[1]["triggers"] as? [[String: Any]])?.first { $0["kind"] as? String == "tap" })
        trigger["motions"] = nil
        #expect(NSDictionary(dictionary: trigger).isEqual(to: try #require(delay.changes[0]["trigger"] as? [String: Any])))
        #expect(trigger.keys.sorted() == ["at", "kind", "label", "layer"])

        let scale = try Self.jsonChanges(Self.edited(#""fromValue": 1, "toValue": 1.2"#, #""fromValue": 0.5, "toValue": 1.5"#))
        #expect(scale.changes.map { $0["field"] as? String } == ["from", "to"])
        #expect(scale.changes.map { $0["old"] as? Double } == [1, 1.2] && scale.changes.map { $0["new"] as? Double } == [0.5, 1.5])

        let tint =
            ##"{ "layer": "card", "keyPath": "backgroundColor", "fromValue": "#3366FF", "toValue": "#FF0000", "duration": 0.2, "trigger": "tap" },"##
        let tinted = Self.edited(#""animations": ["#, #""animations": ["# + tint)
        let colour = try Self.jsonChanges(
            old: tinted,
            tinted.replacingOccurrences(
                of: ##""fromValue": "#3366FF", "toValue": "#FF0000""##, with: ##""fromValue": "#000000", "toValue": "#FFFFFF80""##))
        #expect(colour.changes.map { $0["field"] as? String } == ["from", "to"])
        #expect(colour.changes.map { $0["old"] as? String } == ["#3366FFFF", "#FF0000FF"])
        #expect(colour.changes.map { $0["new"] as? String } == ["#000000FF", "#FFFFFF80"])

        let time = try Self.jsonChanges(Self.edited(#""tap": 0.1"#, #""tap": 0.2"#))
        #expect(time.changes.first?["field"] as? String == "at")
        #expect(time.changes.first?["old"] as? Double == 100 && time.changes.first?["new"] as? Double == 200)

        let easing = try Self.jsonChanges(Self.edited(#""timingFunction": "easeInEaseOut""#, #""timingFunction": "easeOut""#))
        let motions = easing.specs.map {
            ($0["triggers"] as? [[String: Any]])?.first { $0["kind"] as? String == "tap" }?["motions"] as? [[String: Any]]
        }
        let easings = try motions.map { try #require($0?.first?["easing"] as? [String: Any]) }
        #expect(easing.changes.map { $0["field"] as? String } == ["easing"])
        #expect(NSDictionary(dictionary: easings[0]).isEqual(to: try #require(easing.changes.first?["old"] as? [String: Any])))
        #expect(NSDictionary(dictionary: easings[1]).isEqual(to: try #require(easing.changes.first?["new"] as? [String: Any])))
        #expect(easings[1]["name"] as? String == "ease-out")

        // When a layer is in the tree, in ms: until the end (`to` null), then until it is removed at 500 ms.
        let removal = try Self.jsonChanges(
            Self.edited(#""animations": ["#, #""actions": [ { "at": 0.5, "removeLayer": "cover" } ], "animations": ["#))
        #expect(removal.changes.map { $0["property"] as? String } == ["presence"])
        let (before, after) = (removal.changes.first?["old"] as? [String: Any], removal.changes.first?["new"] as? [String: Any])
        #expect(before?["from"] as? Double == 0 && before?["to"] is NSNull && after?["from"] as? Double == 0 && after?["to"] as? Double == 500)

        let added = try Self.jsonChanges(tinted)
        #expect(added.changes.map { $0["field"] as? String } == ["added"])
        #expect(added.changes.first?["old"] is NSNull && added.changes.first?["new"] as? String == "#3366FF → #FF0000 · 200 ms, linear")
    }
}
