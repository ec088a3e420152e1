import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectRender

/// Shadows are blurred once per distinct shape and kept: what is drawn must not depend on what was drawn before.
/// And a group is only as large as what its layer draws, text included, so nothing it draws may be cut.
@Suite(.serialized) struct ShadowCacheTests {
    static let documents = [
        Templates.url("floating-button"), Templates.url("ripple-contained"), Fixtures.url("shadow-content"),
        Fixtures.url("shadow-shape"),
    ]

    @Test func framesAreTheSameWhateverWasDrawnBefore() throws {
        for url in Self.documents {
            let name = url.lastPathComponent
            let scene = try Scene(document: try EffectDocument(contentsOf: url))
            let sampler = Sampler(scene: scene)
            let times = (0..<8).map { Double($0) / 7 * scene.duration }
            func frame(_ t: Double, scale: Double = 2) throws -> [UInt8] { try Frames.png(sampler.layers(at: t), canvas: scene.canvas, scale: scale) }
            // Each frame alone, from an empty cache.
            var alone: [[UInt8]] = []
            for t in times {
                ShadowPainter.blurred.removeAll()
                alone.append(try frame(t))
            }
            // Then after every other frame, backwards, at other scales and on a vector surface in between, twice.
            ShadowPainter.blurred.removeAll()
            for _ in 0..<2 {
                for (index, t) in times.enumerated().reversed() {
                    _ = try Frames.vector(sampler.layers(at: t), canvas: scene.canvas)
                    _ = try frame(t, scale: 1)
                    #expect(try frame(t) == alone[index], "\(name) at \(t) s differs once other frames were drawn")
                }
            }
        }
    }

    @Test func aShapeMovedByAPixelKeepsItsOwnShadow() throws {
        // At scale 2 a 6 pt shadow is blurred at half resolution: moved by one device pixel, the same body lands half
        // a mask pixel further, and must not take the shadow drawn for it where it was.
        for vector in [false, true] {
            func button(at x: Double) throws -> [UInt8] {
                let document = try EffectDocument(
                    json: Array(
                        """
                        { "effect": 1, "canvas": { "width": 240, "height": 96, "background": "white" },
                          "layers": [ { "id": "b", "type": "rippleButton", "frame": [\(x), 24, 200, 48] } ] }
                        """.utf8))
                return try vector
                    ? Frames.vector(document.layers, canvas: document.canvas) : Frames.png(document.layers, canvas: document.canvas)
            }
            for x in stride(from: 20.25, through: 21, by: 0.25) {
                ShadowPainter.blurred.removeAll()
                let alone = try button(at: x)
                ShadowPainter.blurred.removeAll()
                _ = try button(at: 20)
                #expect(try button(at: x) == alone, "\(vector ? "vector" : "image") at \(x)")
            }
        }
    }

    @Test func aGroupHoldsTextThatRunsPastItsBounds() throws {
        // Unwrapped text far wider than its bounds, and wrapped text whose lines run below them, each in a layer
        // faded to half (drawn in a group clipped to the layer's extent) and at full opacity (no group).
        func coverage(opacity: Double) throws -> [Bool] {
            let document = try EffectDocument(
                json: Array(
                    """
                    { "effect": 1, "canvas": { "width": 320, "height": 160 },
                      "layers": [
                        { "id": "wide", "type": "text", "frame": [20, 10, 40, 20], "string": "A line much wider than its bounds",
                          "font": "Inter 16", "foregroundColor": "black", "opacity": \(opacity), "alignmentMode": "center" },
                        { "id": "tall", "type": "text", "frame": [20, 60, 90, 16], "string": "Wrapped words that run below the bounds",
                          "font": "Inter 14", "foregroundColor": "black", "isWrapped": true, "opacity": \(opacity),
                          "shadowOpacity": 0.5, "shadowRadius": 2 }
                      ] }
                    """.utf8))
            let surface = try Frames.image(document.layers, canvas: document.canvas, scale: 1)
            let pixels = surface.flushedPixels.assumingMemoryBound(to: UInt32.self)
            return (0..<surface.height).flatMap { y in (0..<surface.width).map { x in pixels[y * surface.stride / 4 + x] >> 24 > 0 } }
        }
        let faded = try coverage(opacity: 0.5)
        let whole = try coverage(opacity: 1)
        #expect(whole.filter { $0 }.count > 1000)
        #expect(faded == whole, "the faded layers cover \(faded.filter { $0 }.count) pixels, the opaque ones \(whole.filter { $0 }.count)")
    }
}
