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
    /// The review of `SampleDocuments.card` against `new`.
    static func review(_ new: String) throws -> DiffReview {
        func load(_ text: String) throws -> (EffectDocument, Scene) {
            let document = try EffectDocument(json: Array(text.utf8))
            return (document, try Scene(document: document))
        }
        return try DiffReview(old: try load(SampleDocuments.card), new: try load(new), keyFrameScale: 1)
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
        #expect(change?["field"] as? String == "duration" && change?["old"] as? String == "300 ms" && change?["new"] as? String == "400 ms")
        #expect((json?["frames"] as? [Any])?.count == 31)
        let html = try a.html()
        #expect(!html.contains("<script") && !html.contains("src=\"http") && !html.contains("href=\"http"))
        // The changed curve: the old one dashed under the new one.
        #expect(html.contains("<figcaption>Card · Scale <span class=\"muted\">— before dashed, after solid</span></figcaption>"))
        #expect(html.components(separatedBy: "stroke-dasharray=\"4 3\"").count == 2)
    }
}
