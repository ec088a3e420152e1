/// Documents of the kinds that once ran past the work budget's promise (issue 38), made at any size: the tests
/// put them on either side of a limit (the estimate refuses one, accepts the other); `Benchmarks/run-scale.py`
/// makes the same and times them.
package enum BudgetDocuments {
    /// A document of `layers` (JSON array text) on a `width` × `height` canvas, with `extra` top-level members.
    package static func document(_ layers: String, width: Int = 100, height: Int = 100, extra: String = "") -> String {
        #"{ "effect": 1, "canvas": { "width": \#(width), "height": \#(height) }, "layers": \#(layers)\#(extra) }"#
    }

    private static func list(_ count: Int, _ item: (Int) -> String) -> String { "[" + (0..<count).map(item).joined(separator: ", ") + "]" }

    /// `count` 100 pt squares near the middle of a `side` pt canvas, each casting a shadow of σ = `radius` pt.
    package static func shadows(_ count: Int, radius: Double, side: Int) -> String {
        document(
            list(count) {
                #"{ "id": "s\#($0)", "frame": [\#(side / 2 + $0 % 50), \#(side / 2 + $0 / 50), 100, 100], "backgroundColor": "red", "shadowOpacity": 0.5, "shadowRadius": \#(radius) }"#
            }, width: side, height: side)
    }

    /// `count` translucent layers each filling a `side` pt canvas.
    package static func translucent(_ count: Int, side: Int) -> String {
        document(
            list(count) { #"{ "id": "t\#($0)", "frame": [0, 0, \#(side), \#(side)], "backgroundColor": "red", "opacity": 0.5 }"# }, width: side,
            height: side)
    }

    /// A 10 pt square on a 100 pt canvas.
    package static let square = document(#"[ { "id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "red" } ]"#)

    /// `layers` text layers of 5 000 ideographs each (a page of Hanja).
    package static func hanja(layers: Int) -> String {
        let text = String((0..<5_000).map { Character(Unicode.Scalar(0x4E00 + ($0 * 37) % 20_000)!) })
        return document(
            list(layers) {
                #"{ "id": "t\#($0)", "type": "text", "string": "\#(text)", "isWrapped": true, "frame": [0, 0, 1000, 1000], "font": "Inter 12" }"#
            },
            width: 1000, height: 1000)
    }

    /// One stroked path of `segments` lines zigzagging from the top to the bottom of a `side` pt canvas.
    package static func zigzag(segments: Int, side: Int) -> String {
        let lines = (0..<segments).map { "L \(($0 * 7919) % side) \($0 % 2 == 0 ? side : 0)" }.joined(separator: " ")
        return document(
            #"[ { "id": "p", "type": "shape", "path": { "d": "M 0 0 \#(lines)" }, "strokeColor": "black", "lineWidth": 3, "fillColor": null } ]"#,
            width: side, height: side)
    }

    /// `layers` small squares, each moved by a keyframe animation through `values` points in `duration` s, repeated
    /// `repeats` times (`"infinity"` for ever), over a review window of `window` s.
    package static func keyframes(layers: Int, values: Int, duration: Double = 1, repeats: String = "1", window: Double = 1) -> String {
        let points = (0..<values).map { "[\(($0 * 7) % 200), \(($0 * 13) % 250)]" }.joined(separator: ", ")
        return document(
            list(layers) { #"{ "id": "l\#($0)", "frame": [\#($0 % 40 * 5), \#($0 / 40 * 5), 4, 4], "backgroundColor": "red" }"# }, width: 200,
            height: 250,
            extra: #", "duration": \#(window), "animations": "#
                + list(layers) {
                    #"{ "layer": "l\#($0)", "type": "keyframe", "keyPath": "position", "duration": \#(duration), "repeatCount": \#(repeats == "infinity" ? #""infinity""# : repeats), "values": [\#(points)] }"#
                })
    }

    /// `layers` small squares, each moved `by` points on a spring of its settling duration, over 2 s.
    package static func springs(layers: Int, by: Double = 10) -> String {
        document(
            list(layers) { #"{ "id": "l\#($0)", "frame": [\#($0 % 40 * 5), \#($0 / 40 * 5), 4, 4], "backgroundColor": "red" }"# }, width: 200,
            height: 250,
            extra: #", "duration": 2, "animations": "#
                + list(layers) { #"{ "layer": "l\#($0)", "type": "spring", "keyPath": "position.x", "byValue": \#(by), "duration": 2 }"# })
    }

    /// `layers` small squares, each moved `by` points in 1 s: the versions a diff compares.
    package static func moving(layers: Int, by: Double) -> String {
        document(
            list(layers) { #"{ "id": "l\#($0)", "frame": [\#($0 % 40 * 5), \#($0 / 40 * 5), 4, 4], "backgroundColor": "red" }"# }, width: 200,
            height: 250,
            extra: #", "animations": "# + list(layers) { #"{ "layer": "l\#($0)", "keyPath": "position.x", "byValue": \#(by), "duration": 1 }"# })
    }

    /// A ripple button on a `width` × `height` canvas tapped `count` times, `every` s apart.
    package static func taps(_ count: Int, every: Double = 0.05, width: Int = 240, height: Int = 96) -> String {
        document(
            #"[ { "id": "b", "type": "rippleButton", "frame": [20, 20, 200, 56] } ]"#, width: width, height: height,
            extra: #", "duration": \#(Double(count) * every + 1), "interactions": "#
                + list(count) {
                    #"{ "layer": "b", "touchDown": \#(Double($0) * every), "touchUp": \#(Double($0) * every + 0.03), "at": [\#(20 + ($0 * 37) % 160), 20] }"#
                })
    }

    /// An axial gradient of `stops` colours animated through `keyframes` sets of them in 1 s.
    package static func gradient(stops: Int, keyframes: Int) -> String {
        var seed: UInt64 = 1
        func colours() -> String {
            "["
                + (0..<stops).map { _ in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return "\"#" + String(String(seed >> 40, radix: 16).suffix(6)).leftPadded(to: 6) + "\""
                }.joined(separator: ", ") + "]"
        }
        let first = colours()
        return document(
            #"[ { "id": "g", "type": "gradient", "frame": [0, 0, 200, 200], "colors": \#(first) } ]"#, width: 200, height: 200,
            extra:
                #", "animations": [ { "layer": "g", "type": "keyframe", "keyPath": "colors", "duration": 1, "values": [\#((0..<keyframes).map { _ in colours() }.joined(separator: ", "))] } ]"#
        )
    }

    /// A floating button whose `actions` name `pencil` `count` times, opened and closed.
    package static func floatingButton(actions count: Int) -> String {
        document(
            #"[ { "id": "fab", "type": "floatingButton", "frame": [100, 100, 60, 60], "actions": [\#(Array(repeating: #""pencil""#, count: count).joined(separator: ", "))] } ]"#,
            width: 300, height: 300, extra: #", "interactions": [ { "layer": "fab", "toggle": [0.1, 1.0] } ]"#)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
