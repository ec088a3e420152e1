import EffectCompositions
import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// `effect-export diff`'s comparison against hand-made edits of one document: what is the same motion reads as no
/// change; each single edit is one change, in a designer's words, with the instants it shows; what cannot be seen
/// is said to be so.
@Suite struct MotionDiffTests {
    static let base = SampleDocuments.card

    static func review(_ old: String, _ new: String) throws -> DiffReview {
        func load(_ text: String) throws -> (EffectDocument, Scene) {
            let document = try EffectDocument(json: Array(text.utf8))
            return (document, try Scene(document: document))
        }
        return try DiffReview(old: try load(old), new: try load(new), keyFrameScale: 1)
    }

    /// `base` with `edit` replaced by `with` (which must be there).
    static func edited(_ edit: String, _ with: String) -> String {
        precondition(base.contains(edit), "the base has no \(edit)")
        return base.replacingOccurrences(of: edit, with: with)
    }

    @Test func theSameMotionWrittenOtherwiseIsNoChange() throws {
        // Itself; reformatted (keys reordered, one line); layers renamed throughout; the curve by its control points.
        let document = try EffectDocument(json: Array(Self.base.utf8))
        let reformatted = try document.jsonText().replacingOccurrences(of: "\n", with: " ")
        var renamed = Self.base
        for id in ["card", "badge", "under", "cover", "ghost"] {
            renamed = renamed.replacingOccurrences(of: "\"\(id)\"", with: "\"\(id)-2\"")
        }
        let curve = Self.edited(#""timingFunction": "easeInEaseOut""#, #""timingFunction": [0.42, 0, 0.58, 1]"#)
        for other in [Self.base, reformatted, renamed, curve] {
            let review = try Self.review(Self.base, other)
            #expect(review.same, "\(review.diff.changes)")
            #expect(review.diff.values.spans.isEmpty)
            #expect(review.frames.allSatisfy { $0.changedPercent == 0 })
        }
    }

    /// Each edit: the one change it makes — trigger, element, property, field, old and new words — and when it
    /// shows on the clock (ms; the end left unchecked for the spring, which settles when it settles).
    static let singleEdits:
        [(
            edit: String, with: String, change: (trigger: String?, element: String, property: String, field: String, old: String?, new: String?),
            shows: (from: Double, to: Double?)
        )] = [
            (
                #""duration": 0.3, "beginTime": 0.05"#, #""duration": 0.4, "beginTime": 0.05"#,
                ("Tap at 100 ms", "Card", "scale", "duration", "300 ms", "400 ms"), (150, 550)
            ),
            (
                #""duration": 0.3, "beginTime": 0.05"#, #""duration": 0.3, "beginTime": 0.1"#,
                ("Tap at 100 ms", "Card", "scale", "delay", "50 ms", "100 ms"), (150, 500)
            ),
            (
                #""timingFunction": "easeInEaseOut""#, #""timingFunction": "easeOut""#,
                ("Tap at 100 ms", "Card", "scale", "easing", "ease-in-out", "ease-out"), (150, 450)
            ),
            (
                #""toValue": 1.2"#, #""toValue": 1.5"#,
                ("Tap at 100 ms", "Card", "scale", "to", "1.2×", "1.5×"), (150, 450)
            ),
            (
                #""bounce": 0.2"#, #""bounce": 0.4"#,
                (
                    "Start (0 ms)", "badge", "scale", "easing", "spring · bounce 0.2, settles at 617 ms",
                    "spring · bounce 0.4, settles at 792 ms"
                ), (0, nil)
            ),
            (
                #""tap": 0.1"#, #""tap": 0.2"#,
                ("Tap at 200 ms", "Card", "trigger", "at", "100 ms", "200 ms"), (150, 550)
            ),
        ]

    @Test(.tags(.slow), arguments: singleEdits.indices) func aSingleEditIsOneChangeInItsWords(_ index: Int) throws {
        let edit = Self.singleEdits[index]
        let review = try Self.review(Self.base, Self.edited(edit.edit, edit.with))
        #expect(!review.same)
        let changes = review.diff.changes
        try #require(changes.count == 1, "\(changes.map(\.words))")
        let change = changes[0]
        if let trigger = edit.change.trigger { #expect(change.trigger == trigger) }
        #expect(change.element == edit.change.element)
        #expect(change.property == edit.change.property)
        #expect(change.field.rawValue == edit.change.field)
        #expect(change.old == edit.change.old && change.new == edit.change.new)
        let shows = try #require(change.shows)
        // Within 1 ms of the hand-worked span: the values part within a hair of where the edit begins.
        #expect(abs(shows.lowerBound - edit.shows.from) <= 1, "\(shows)")
        if let to = edit.shows.to { #expect(abs(shows.upperBound - to) <= 1, "\(shows)") }
        #expect(change.visible == true)
    }

    /// A change to a motion each tap plays shows, on each tap's row, while that tap's motion plays: the first tap's
    /// from 150 ms until the second tap's begins (550 ms), the second's from then (issue 39: not 150–950 ms on both).
    @Test func eachTapsRowShowsWhileItsOwnMotionPlays() throws {
        let twoTaps = #""tap": [0.1, 0.5]"#
        let old = Self.edited(#""tap": 0.1"#, twoTaps)
        let new = old.replacingOccurrences(of: #""duration": 0.3, "beginTime": 0.05"#, with: #""duration": 0.4, "beginTime": 0.05"#)
        let changes = try Self.review(old, new).diff.changes
        try #require(changes.count == 2, "\(changes.map(\.words))")
        let (first, second) = (try #require(changes[0].shows), try #require(changes[1].shows))
        #expect(changes.map(\.trigger) == ["Tap at 100 ms", "2nd tap at 500 ms"])
        #expect(abs(first.lowerBound - 150) <= 1 && abs(first.upperBound - 550) <= 1, "\(first)")
        #expect(abs(second.lowerBound - 550) <= 1 && abs(second.upperBound - 950) <= 1, "\(second)")
    }

    @Test func anAddedAndARemovedAnimationAreSaidSo() throws {
        let fade = #"{ "layer": "card", "keyPath": "opacity", "fromValue": 1, "toValue": 0.5, "duration": 0.2, "trigger": "tap" },"#
        let added = Self.edited(#""animations": ["#, #""animations": ["# + fade)
        let addition = try Self.review(Self.base, added)
        #expect(addition.diff.changes.map(\.field) == [.added])
        #expect(addition.diff.changes.first?.words == "new: 100% → 50% · 200 ms, linear")
        let shows = try #require(addition.diff.changes.first?.shows)
        #expect(abs(shows.lowerBound - 100) < 0.001 && abs(shows.upperBound - 300) < 0.001, "\(shows)")
        let removal = try Self.review(added, Self.base)
        #expect(removal.diff.changes.map(\.field) == [.removed])
        #expect(removal.diff.changes.first.map { ($0.element, $0.propertyTitle) } ?? ("", "") == ("Card", "Opacity"))
    }

    @Test func whatCannotBeSeenIsSaidToBeNotVisible() throws {
        // Under the opaque cover, and on a layer at opacity 0.
        for (edit, with, element) in [(#""toValue": 0.2"#, #""toValue": 0.6"#, "under"), (#""toValue": 2"#, #""toValue": 3"#, "ghost")] {
            let review = try Self.review(Self.base, Self.edited(edit, with))
            let change = try #require(review.diff.changes.first)
            #expect(review.diff.changes.count == 1 && change.element == element)
            #expect(change.shows != nil && change.visible == false)
            #expect(!review.same && review.keyFrames.isEmpty)
            #expect(DiffPage.verdict(review).hasSuffix("none of it shows on screen"))
        }
    }

    /// Drawn on its own: a hidden change beside a visible one at the same instants is still not visible.
    @Test func eachChangeIsSeenOnItsOwn() throws {
        let both = Self.edited(#""toValue": 0.2"#, #""toValue": 0.6"#).replacingOccurrences(of: #""bounce": 0.2"#, with: #""bounce": 0.4"#)
        let review = try Self.review(Self.base, both)
        #expect(review.diff.changes.map(\.element) == ["badge", "under"])
        #expect(review.diff.changes.map(\.visible) == [true, false])
    }

    @Test func textThatChangedMovesNothing() throws {
        let review = try Self.review(
            Self.base,
            Self.edited(#""label": "Card""#, #""label": "Photo card""#).replacingOccurrences(of: #""title": "Card""#, with: #""title": "Cards""#))
        #expect(review.same)
        #expect(review.diff.textChanges.map(\.what) == ["Title", "Label of Photo card"])
    }
}
