import Foundation
import Testing

@testable import EffectModel

@Suite struct GeometryTests {
    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Core Animation: position + transform(p − bounds.origin − anchorPoint · bounds.size).
    @Test func boundsPointsMapThroughAnchorAndPosition() {
        var layer = Layer(id: "a", bounds: Rect(10, 10, 40, 20), position: Point(100, 50))
        let t = layer.transformToSuperlayer
        #expect(t.apply(to: Point(30, 20)) == Point(100, 50))  // the anchor (centre of the bounds)
        #expect(t.apply(to: Point(10, 10)) == Point(80, 40))  // the bounds' origin
        layer.anchorPoint = Point(0, 1)
        #expect(layer.transformToSuperlayer.apply(to: Point(10, 30)) == Point(100, 50))
    }

    /// Positive rotation turns clockwise on the y-down screen, as `transform.rotation.z` on iOS;
    /// the order is translate · rotate · scale, about the anchor point.
    @Test func transformIsScaleThenRotationThenTranslationAboutTheAnchor() {
        var layer = Layer(id: "a", bounds: Rect(0, 0, 20, 20), position: Point(50, 50))
        layer.transform = LayerTransform(scale: Size(2, 1), rotation: .pi / 2, translation: Point(5, 0))
        // (20, 10) is 10 right of the anchor → scaled to 20 right → rotated to 20 down → moved 5 right.
        #expect(close(layer.transformToSuperlayer.apply(to: Point(20, 10)), Point(55, 70)))
    }

    @Test func frameSetsBoundsAndPositionThroughTheAnchor() throws {
        let document = try EffectDocument(
            json: Array(
                """
                { "effect": 1, "canvas": { "width": 10, "height": 10 },
                  "layers": [ { "id": "a", "frame": [10, 20, 40, 30], "anchorPoint": [0, 0] }, { "id": "b", "frame": [10, 20, 40, 30] } ] }
                """.utf8))
        #expect(document.layers[0].bounds == Rect(0, 0, 40, 30))
        #expect(document.layers[0].position == Point(10, 20))
        #expect(document.layers[1].position == Point(30, 35))
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = AffineTransform.translation(1, 0).concatenating(.scale(2, 3))
        #expect(t.apply(to: Point(1, 1)) == Point(4, 3))
        #expect(t.description == "[2, 0, 0, 3, 2, 0]")
    }
}
