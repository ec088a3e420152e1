import Testing

@testable import EffectModel

/// Component parameters and interactions are checked like every other value: located, with the expectation.
@Suite struct ComponentDecodingTests {
    func failure(_ layers: String, interactions: String = "[]") -> String? {
        let text = """
            { "effect": 1, "canvas": { "width": 300, "height": 300 }, "layers": \(layers), "interactions": \(interactions) }
            """
        do throws(DocumentError) {
            _ = try EffectDocument(json: Array(text.utf8))
            return nil
        } catch {
            return "\(error.path): \(error.message)"
        }
    }

    @Test func parametersAreChecked() {
        let cases: [(String, String)] = [
            (
                #"[{ "id": "b", "type": "rippleButton", "style": "filled" }]"#,
                #"layers[0].style: expected one of "contained", "outlined", "text", found the string "filled""#
            ),
            (
                #"[{ "id": "b", "type": "rippleButton", "rippleOpacity": 2 }]"#,
                "layers[0].rippleOpacity: expected a number from 0 to 1, found the number 2"
            ),
            (
                #"[{ "id": "b", "type": "rippleButton", "primaryColour": "red" }]"#,
                #"layers[0].primaryColour: unknown key "primaryColour" for a rippleButton; did you mean "primaryColor"?"#
            ),
            (
                #"[{ "id": "b", "type": "rippleButton", "frame": [0, 0, 0, 10] }]"#,
                "layers[0].frame: expected a frame with width and height > 0, found an array"
            ),
            (
                #"[{ "id": "f", "type": "floatingButton", "actions": ["pen"] }]"#,
                "layers[0].actions[0]: expected one of \(Symbol.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found the string \"pen\""
            ),
            (
                #"[{ "id": "h", "type": "highlightButton", "curve": "repeat" }]"#,
                #"layers[0].curve: expected a curve option: curveEaseInOut, curveEaseIn, curveEaseOut or curveLinear, found the string "repeat""#
            ),
            (
                #"[{ "id": "w", "type": "waveView", "contentSize": [0, 10] }]"#,
                "layers[0].contentSize: expected a size [width, height] with sides from 0 to 8192, found an array"
            ),
            (
                #"[{ "id": "g", "type": "gradientView", "layerFollowsBounds": "yes" }]"#,
                #"layers[0].layerFollowsBounds: expected true or false, found the string "yes""#
            ),
            (
                #"[{ "id": "b/title" }, { "id": "b", "type": "rippleButton" }]"#,
                #"layers[1].id: the rippleButton makes a layer "b/title", and another layer has that id"#
            ),
        ]
        for (layers, expected) in cases {
            #expect(failure(layers) == expected, "\(layers)")
        }
    }

    @Test func interactionsAreChecked() {
        let button = #"[{ "id": "b", "type": "rippleButton" }, { "id": "g", "type": "gradientView" }, { "id": "plain" }]"#
        let cases: [(String, String)] = [
            (#"[{ "layer": "bb", "toggle": 1 }]"#, #"interactions[0].layer: no layer has the id "bb"; did you mean "b"?"#),
            (#"[{ "layer": "plain", "toggle": 1 }]"#, #"interactions[0].toggle: a layer does not toggle; tap it: "tap": t"#),
            (#"[{ "layer": "b", "toggle": 1 }]"#, #"interactions[0].toggle: a rippleButton does not toggle; tap it: "tap": t"#),
            (
                #"[{ "layer": "g", "touchDown": 0, "at": [1, 1] }]"#,
                #"interactions[0].touchDown: a gradientView takes no touches; tap or toggle it: "tap": t"#
            ),
            (#"[{ "layer": "b", "touchDown": 0.1 }]"#, "interactions[0].at: required key is missing"),
            (
                #"[{ "layer": "b", "touchDown": 0.5, "at": [1, 1], "touchUp": 0.2 }]"#,
                "interactions[0]: the interaction's times must not go back: 0.2 s comes after 0.5 s"
            ),
            (
                #"[{ "layer": "b", "touchDown": 0, "at": [1, 1], "moveTo": [[0.1, 5]] }]"#,
                "interactions[0].moveTo[0][1]: expected a point [x, y], found the number 5"
            ),
            (
                #"[{ "layer": "b", "touchDown": -1, "at": [1, 1] }]"#,
                #"interactions[0].touchDown: expected a time ≥ 0 (seconds, or "300ms"), found the number -1"#
            ),
            (#"[{ "layer": "b", "moveTo": [[1, [0, 0]]] }]"#, "interactions[0]: an interaction needs tap, touchDown (with touchUp or moveTo)"),
        ]
        for (interactions, expected) in cases {
            #expect(failure(button, interactions: interactions) == expected, "\(interactions)")
        }
    }

    @Test func componentsExpandIntoNamedLayers() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 300, "height": 300 },
                  "layers": [ { "id": "fab", "type": "floatingButton", "actions": ["pencil", "plus"] }, { "id": "w", "type": "waveView" } ] }
                """.utf8))
        #expect(
            Layer.flattened(document.layers).map(\.id) == [
                "fab", "fab/symbol", "fab/action-1", "fab/action-1/symbol", "fab/action-2", "fab/action-2/symbol", "w", "w/content", "w/wave",
            ])
        #expect(document.components.map(\.type) == [.floatingButton, .waveView])
    }
}
