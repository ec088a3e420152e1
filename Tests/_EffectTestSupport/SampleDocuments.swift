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

    /// "card", for the motion diff: a card that pops on a tap at 100 ms (scale 1 → 1.2 in 300 ms after 50 ms, ease-in-out), a badge that springs
    /// in at the start, a red square fading under an opaque cover, and a ghost at opacity 0 that grows.
    package static let card = #"""
        { "effect": 1, "name": "card", "title": "Card", "canvas": { "width": 200, "height": 120 }, "duration": 1,
          "layers": [
            { "id": "card", "label": "Card", "frame": [20, 20, 80, 80], "backgroundColor": "#3366FF" },
            { "id": "badge", "frame": [84, 12, 20, 20], "backgroundColor": "#FF3355", "cornerRadius": 10 },
            { "id": "under", "frame": [130, 30, 40, 40], "backgroundColor": "#FF0000" },
            { "id": "cover", "frame": [120, 20, 60, 60], "backgroundColor": "#000000" },
            { "id": "ghost", "frame": [10, 90, 20, 20], "backgroundColor": "#00AA00", "opacity": 0 }
          ],
          "interactions": [ { "id": "tap", "layer": "card", "tap": 0.1 } ],
          "animations": [
            { "layer": "card", "keyPath": "transform.scale", "fromValue": 1, "toValue": 1.2, "duration": 0.3, "beginTime": 0.05,
              "timingFunction": "easeInEaseOut", "trigger": "tap" },
            { "layer": "badge", "type": "spring", "keyPath": "transform.scale", "fromValue": 0, "toValue": 1,
              "perceptualDuration": 0.4, "bounce": 0.2 },
            { "layer": "under", "keyPath": "opacity", "fromValue": 1, "toValue": 0.2, "duration": 0.5 },
            { "layer": "ghost", "keyPath": "transform.scale", "fromValue": 1, "toValue": 2, "duration": 0.5 }
          ] }
        """#
}
