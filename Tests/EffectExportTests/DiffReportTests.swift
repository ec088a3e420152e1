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
