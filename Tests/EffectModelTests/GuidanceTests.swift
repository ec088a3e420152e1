import EffectModel
import Foundation
import Testing

/// The design-system guidance a document may carry: read in the form written, written back as read, and every
/// mistake located.
@Suite struct GuidanceTests {
    static func document(_ guidance: String) throws -> EffectDocument {
        let text = #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": []"# + (guidance.isEmpty ? "" : ", " + guidance) + " }"
        return try EffectDocument(json: Array(text.utf8))
    }

    @Test func everyKeyIsReadAndWrittenBack() throws {
        let document = try Self.document(
            #"""
            "category": "Feedback", "usage": "Confirm a press.", "avoid": "On rows that scroll.",
            "do": ["Start at the finger.", { "text": "Fade on release.", "effect": "ripple-contained" }],
            "dont": ["Fade too early."],
            "related": [ { "effect": "gradient-fixed", "as": "fix" } ],
            "platforms": { "web": "A pseudo-element.", "iOS": "A CAShapeLayer." },
            "reducedMotion": "tap-highlight"
            """#)
        let guidance = document.guidance
        #expect(guidance.category == "Feedback" && guidance.usage == "Confirm a press." && guidance.avoid == "On rows that scroll.")
        #expect(guidance.dos == [.init("Start at the finger."), .init("Fade on release.", effect: "ripple-contained")])
        #expect(guidance.donts == [.init("Fade too early.")])
        #expect(guidance.related == [.init(effect: "gradient-fixed", kind: .fix)])
        #expect(guidance.platforms.map(\.platform) == [.web, .iOS])
        #expect(guidance.reducedMotion == .effect("tap-highlight"))
        let text = try document.jsonText()
        #expect(try EffectDocument(json: Array(text.utf8)) == document)
        #expect(text.contains(#""platforms": {"#) && text.range(of: "\"web\"")!.lowerBound < text.range(of: "\"iOS\"")!.lowerBound)
        #expect(try Self.document(#""reducedMotion": "fade""#).guidance.reducedMotion == .fade)
        #expect(try Self.document("").guidance.isEmpty)
    }

    @Test(arguments: [
        (#""category": 3"#, "category: expected a string"),
        (#""do": ["ok", { "txt": "x" }]"#, "do[1].text: required key is missing"),
        (#""related": [ { "effect": "Ripple Button", "as": "fix" } ]"#, "related[0].effect: expected an effect's name"),
        (#""related": [ { "effect": "ripple", "as": "cure" } ]"#, "related[0].as:"),
        (#""platforms": { "ios": "x" }"#, #"platforms.ios: no platform is called "ios"; the platforms are iOS, Android and web"#),
        (#""usage": "   ""#, "usage: expected a text"),
        (#""reducedMotion": "Fade out""#, "reducedMotion: expected an effect's name"),
    ])
    func mistakesAreLocated(_ guidance: String, _ message: String) throws {
        #expect {
            _ = try Self.document(guidance)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
