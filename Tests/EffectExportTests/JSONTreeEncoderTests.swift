import EffectModel
import Foundation
import Testing

@testable import EffectExport

/// Encodable values written by the package's one JSON writer: keys sorted with the chosen key first, nested
/// containers, optionals left out, numbers as the shortest text, and no value JSON cannot hold.
@Suite struct JSONTreeEncoderTests {
    struct Shape: Encodable {
        let zed = 1
        let ty = "gr"
        let items: [Item]
        let missing: Int? = nil
        let scale = 0.1
    }

    struct Item: Encodable {
        let b: [Double]
        let a: [String: Bool]
    }

    @Test func writesKeysInOrderWithTheFirstKeyFirst() throws {
        let value = Shape(items: [Item(b: [1, 2.5], a: ["y": true, "x": false])])
        #expect(
            try JSONTreeEncoder(firstKey: "ty").json(value).compactText
                == #"{"ty":"gr","items":[{"a":{"x":false,"y":true},"b":[1,2.5]}],"scale":0.1,"zed":1}"#)
        #expect(try JSONTreeEncoder().json(value).compactText.hasPrefix(#"{"items""#))
    }

    struct Bad: Encodable {
        let number: Double
    }

    /// A value that refuses to encode, with its own error.
    struct Refusing: Encodable {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "no, thanks" }
        }

        func encode(to encoder: any Encoder) throws { throw Refusal() }
    }

    @Test func refusesNumbersJSONCannotHold() {
        let infinity = #expect(throws: JSONTreeEncoder.Unwritable.self) { try JSONTreeEncoder().json(Bad(number: .infinity)) }
        #expect(infinity?.description == "JSON has no inf")
        let nan = #expect(throws: JSONTreeEncoder.Unwritable.self) { try JSONTreeEncoder().json(Bad(number: .nan)) }
        #expect(nan?.description == "JSON has no nan")
    }

    /// `Encodable.encode(to:)` may throw anything: a value's own refusal is said in its words, as the one error type.
    @Test func aValuesOwnRefusalIsSaidInItsWords() {
        let refused = #expect(throws: JSONTreeEncoder.Unwritable.self) { try JSONTreeEncoder().json([Refusing()]) }
        #expect(refused?.description == "no, thanks")
    }

    /// A Lottie property: one value alone, keyframes as arrays, a missing path as `{}`.
    @Test func lottiePropertiesEncodeAsBodymovinSaysTheyDo() throws {
        let encoder = JSONTreeEncoder(firstKey: "ty")
        #expect(try encoder.json(LottieProperty.value([100])).compactText == #"{"a":0,"k":100}"#)
        #expect(try encoder.json(LottieProperty.value([1, 2])).compactText == #"{"a":0,"k":[1,2]}"#)
        var hold = LottieKeyframe(t: 0, s: LottieValue.numbers([5]).asKeyframeValue)
        hold.h = 1
        let last = LottieKeyframe(t: 30, s: LottieValue.noPath.asKeyframeValue)
        #expect(try encoder.json(LottieProperty.animated([hold, last])).compactText == #"{"a":1,"k":[{"h":1,"s":[5],"t":0},{"s":[{}],"t":30}]}"#)
        let shape = LottieShape.trim(s: .value([0]), e: .value([50]))
        #expect(try encoder.json(shape).compactText == #"{"ty":"tm","e":{"a":0,"k":50},"m":1,"o":{"a":0,"k":0},"s":{"a":0,"k":0}}"#)
    }
}
