/// Small effect documents that tests of several modules sample.
package enum SampleDocuments {
    /// "sample-test": a 20 pt box (with a dot inside) moving (10, 10) → (90, 50) over 1 s and fading in on easeIn
    /// over 0.5 s, and a still square.
    package static let boxAndStill = """
        { "effect": 1, "name": "sample-test", "canvas": { "width": 100, "height": 100 },
          "layers": [ { "id": "box", "frame": [0, 0, 20, 20], "sublayers": [ { "id": "box/dot", "frame": [0, 0, 2, 2] } ] },
                      { "id": "still", "frame": [50, 50, 10, 10] } ],
          "animations": [
            { "layer": "box", "keyPath": "position", "fromValue": [10, 10], "toValue": [90, 50], "duration": 1 },
            { "layer": "box", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5, "timingFunction": "easeIn" }
          ] }
        """
}
