import Testing

@testable import EffectModel

/// Malformed documents fail with the JSON path of the value, what was expected and what was found.
@Suite struct DocumentDecodingTests {
    func decode(_ layers: String, canvas: String = #"{ "width": 100, "height": 50 }"#) throws(DocumentError) -> EffectDocument {
        try EffectDocument(json: Array(#"{ "effect": 1, "canvas": \#(canvas), "layers": \#(layers) }"#.utf8))
    }

    func failure(_ layers: String, canvas: String = #"{ "width": 100, "height": 50 }"#) -> String? {
        do throws(DocumentError) {
            _ = try decode(layers, canvas: canvas)
            return nil
        } catch {
            return "\(error.path): \(error.message)"
        }
    }

    @Test func everyKindOfValueIsLocatedByItsPath() {
        let cases: [(String, String)] = [
            (
                #"[{ "id": "a", "sublayers": [{ "id": "b" }, { "id": "c", "cornerRadius": -1 }] }]"#,
                "layers[0].sublayers[1].cornerRadius: expected a number ≥ 0, found the number -1"
            ),
            (#"[{ "id": "a", "opacity": 2 }]"#, "layers[0].opacity: expected an opacity from 0 to 1, found the number 2"),
            (#"[{ "id": "a", "position": [1] }]"#, "layers[0].position: expected a point [x, y], found an array"),
            (
                #"[{ "id": "a", "frame": [0, 0, "w", 1] }]"#,
                "layers[0].frame[2]: expected a number (in a rect [x, y, width, height]), found the string \"w\""
            ),
            (
                #"[{ "id": "a", "backgroundColor": "sytemBlue" }]"#,
                "layers[0].backgroundColor: expected a colour (hex, [r, g, b, a] or a UIKit name such as systemBlue), found the string \"sytemBlue\"; did you mean \"systemBlue\"?"
            ),
            (
                ##"[{ "id": "a", "backgroundColor": "#12" }]"##,
                "layers[0].backgroundColor: expected a hex colour #RGB, #RRGGBB or #RRGGBBAA, found the string \"#12\""
            ),
            (
                #"[{ "id": "a", "backgroundColor": [1, 0, 0, 1.5] }]"#,
                "layers[0].backgroundColor[3]: expected a colour component from 0 to 1, found the number 1.5"
            ),
            (
                #"[{ "id": "a", "type": "shape", "path": { "d": "M 0 0 L 5" } }]"#,
                "layers[0].path.d: invalid SVG path data at offset 9: expected a number, found the end"
            ),
            (
                #"[{ "id": "a", "type": "shape", "path": { "circle": 5 } }]"#,
                "layers[0].path: expected a path: an object with \"oval\", \"rect\", \"roundedRect\" or \"d\""
            ),
            (
                #"[{ "id": "a", "type": "shape", "lineCap": "flat" }]"#,
                "layers[0].lineCap: expected one of \"butt\", \"round\", \"square\", found the string \"flat\""
            ),
            (
                #"[{ "id": "a", "type": "shap" }]"#,
                "layers[0].type: expected a layer type (layer, shape, gradient, text, image, rippleButton, highlightButton, floatingButton, waveView, gradientView), found the string \"shap\"; did you mean \"shape\"?"
            ),
            (
                #"[{ "id": "a", "frame": [0, 0, 1, 1], "bounds": [0, 0, 1, 1] }]"#,
                "layers[0].frame: give either frame or bounds and position, not both"
            ),
            (#"[{ "id": "a" }, { "id": "a" }]"#, "layers[1].id: duplicate layer id \"a\""),
            (#"[{ "type": "layer" }]"#, "layers[0].id: required key is missing"),
            (#"[{ "id": "a", "fillColor": "red" }]"#, "layers[0].fillColor: unknown key \"fillColor\" for a layer of type \"layer\""),
            (
                #"[{ "id": "a", "type": "text", "strin": "x" }]"#,
                "layers[0].strin: unknown key \"strin\" for a layer of type \"text\"; did you mean \"string\"?"
            ),
            (
                #"[{ "id": "a", "transform": { "rotate": 1 } }]"#,
                "layers[0].transform.rotate: unknown key \"rotate\" in a transform; did you mean \"rotation\"?"
            ),
            ("{}", "layers: expected an array, found an object"),
        ]
        for (layers, expected) in cases {
            #expect(failure(layers) == expected, "\(layers)")
        }
    }

    @Test func canvasAndVersionAreChecked() {
        #expect(failure("[]", canvas: #"{ "width": 0, "height": 50 }"#) == "canvas.width: expected a width from 1 to 8192 points, found the number 0")
        #expect(
            failure("[]", canvas: #"{ "width": 10, "height": 10, "background": "nope" }"#)?.hasPrefix("canvas.background: expected a colour") == true)
        #expect(throws: DocumentError.self) {
            try EffectDocument(json: Array(#"{ "effect": 2, "canvas": { "width": 1, "height": 1 }, "layers": [] }"#.utf8))
        }
        #expect(throws: DocumentError.self) { try EffectDocument(json: Array(#"{ "canvas": { "width": 1, "height": 1 }, "layers": [] }"#.utf8)) }
    }

    @Test func errorsCarryTheLineAndColumn() {
        do throws(DocumentError) {
            _ = try EffectDocument(
                json: Array("{ \"effect\": 1,\n  \"canvas\": { \"width\": 10, \"height\": 10 },\n  \"layers\": [ { \"id\": 7 } ] }".utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.description == "3:23: layers[0].id: expected a string, found the number 7")
        }
    }

    @Test func defaultsAreCoreAnimations() throws {
        let document = try decode(#"[{ "id": "s", "type": "shape" }, { "id": "t", "type": "text" }, { "id": "g", "type": "gradient" }]"#)
        let layer = document.layers[0]
        #expect(layer.anchorPoint == Point(0.5, 0.5))
        #expect(layer.opacity == 1 && layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == Size(0, -3))
        #expect(layer.borderColor == .black)
        guard case .shape(let shape) = layer.content else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.fillColor == .black && shape.strokeColor == nil && shape.lineWidth == 1)
        guard case .text(let text) = document.layers[1].content else {
            Issue.record("not text")
            return
        }
        #expect(text.foregroundColor == .white)
        guard case .gradient(let gradient) = document.layers[2].content else {
            Issue.record("not a gradient")
            return
        }
        #expect(gradient.startPoint == Point(0.5, 0) && gradient.endPoint == Point(0.5, 1) && gradient.kind == .axial)
        #expect(document.canvas.background == .white)
        #expect(document.name == "effect")
    }
}

extension DocumentDecodingTests {
    /// `markers`, `frameRate` and `feedback`: read in designer times, written back, and a marker out of order, a
    /// nameless one, a frame rate of 0 or a feedback of two kinds said where it is.
    @Test func markersAndFrameRate() throws {
        func document(_ extra: String) throws(DocumentError) -> EffectDocument {
            try EffectDocument(json: Array(#"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [], \#(extra) }"#.utf8))
        }
        let read = try document(#""frameRate": 30, "markers": [{ "name": "off", "at": 0, "duration": "500ms" }, { "name": "on", "at": "1s" }]"#)
        #expect(read.frameRate == 30 && read.markers == [Marker(name: "off", time: 0, duration: 0.5), Marker(name: "on", time: 1)])
        #expect(read.marker(containing: 0.7)?.name == "off" && read.marker(containing: 1)?.name == "on")
        #expect(try EffectDocument(json: Array(try read.jsonText().utf8)) == read)
        let felt = try document(#""feedback": [{ "at": "200ms", "haptic": "medium impact" }, { "at": 1, "voiceOver": "announcement Liked" }]"#)
        #expect(felt.feedback == [Feedback(.haptic, "medium impact", at: 0.2), Feedback(.voiceOver, "announcement Liked", at: 1)])
        #expect(try EffectDocument(json: Array(try felt.jsonText().utf8)) == felt)
        for (extra, message) in [
            (
                #""markers": [{ "name": "on", "at": 1 }, { "name": "off", "at": 0 }]"#,
                #"markers: markers go in time order: each "at" at or after the one before"#
            ),
            (#""markers": [{ "at": 1 }]"#, "markers[0].name: required key is missing"),
            (#""frameRate": 0"#, "frameRate: expected frames per second from 1 to 1000, found the number 0"),
            (
                #""feedback": [{ "at": 0.2, "haptic": "medium impact", "voiceOver": "x" }]"#,
                #"feedback[0]: a feedback is one of "haptic": "medium impact" or "voiceOver": "announcement …", with its "at""#
            ),
        ] {
            #expect(throws: DocumentError.self) { try document(extra) }
            do throws(DocumentError) { _ = try document(extra) } catch { #expect("\(error.path): \(error.message)" == message) }
        }
    }
}

/// The contract extension for what Lottie and EffectKit's `CALayer.mask`, `compositingFilter` and `lineDashPattern`
/// bring: `blendMode`, `matte`, `lineDashPattern` and `lineDashPhase` read, written back, and located when wrong.
extension DocumentDecodingTests {
    @Test func mattesBlendModesAndDashesReadAndWriteBack() throws {
        let document = try decode(
            #"""
            [{ "id": "a", "blendMode": "multiply", "matte": { "channel": "luminance", "inverted": true },
               "sublayers": [{ "id": "m" }, { "id": "s", "type": "shape", "lineDashPattern": [4, 2], "lineDashPhase": 1 }] }]
            """#)
        let layer = try #require(document.layers.first)
        #expect(layer.blendMode == .multiply && layer.matte == Matte(.luminance, inverted: true))
        guard case .shape(let shape) = layer.sublayers[1].content else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.lineDashPattern == [4, 2] && shape.lineDashPhase == 1)
        let again = try EffectDocument(json: Array(try document.jsonText().utf8))
        #expect(again.layers == document.layers)
        let alpha = try decode(#"[{ "id": "a", "matte": { "channel": "alpha" }, "sublayers": [{ "id": "m" }] }]"#)
        #expect(alpha.layers.first?.matte == Matte(.alpha))
    }

    @Test func badMattesBlendModesAndDashesAreLocated() {
        let cases: [(String, String)] = [
            (
                #"[{ "id": "a", "blendMode": "mix" }]"#,
                #"layers[0].blendMode: expected one of "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "hardLight", "softLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "add", found the string "mix""#
            ),
            (
                #"[{ "id": "a", "matte": { "channel": "alpha" } }]"#,
                "layers[0].matte: a matte masks the sublayers after the first, which is the matte: add the matte as the first sublayer"
            ),
            (
                #"[{ "id": "a", "matte": {}, "sublayers": [{ "id": "m" }] }]"#,
                #"layers[0].matte: a matte needs its "channel": "alpha" or "luminance""#
            ),
            (
                #"[{ "id": "a", "matte": { "channel": "luma" }, "sublayers": [{ "id": "m" }] }]"#,
                #"layers[0].matte.channel: expected one of "alpha", "luminance", found the string "luma""#
            ),
            (
                #"[{ "id": "a", "type": "shape", "lineDashPattern": [4, -2] }]"#,
                "layers[0].lineDashPattern[1]: expected a number ≥ 0, found the number -2"
            ),
        ]
        for (layers, expected) in cases { #expect(failure(layers) == expected) }
    }
}
