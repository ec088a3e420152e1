import CairoKit
import EffectEngine
import EffectKit
import EffectModel
import EffectRender
import Foundation
import Testing

/// A red square masked by a circle, as an engineer writes it.
private struct MaskedSquare: View {
    var body: some View {
        Rectangle().fill(.red).frame(width: 100, height: 100).mask { Circle() }
    }
}

/// A red square shown through a circle that grows from a dot when tapped.
private struct Reveal: View {
    @State private var shown = false

    var body: some View {
        Rectangle().fill(.red).frame(width: 100, height: 100)
            .mask {
                Circle().scaleEffect(shown ? 1 : 0.1)
            }
            .onTapGesture { withAnimation(.easeInOut(duration: 0.4)) { shown = true } }
    }
}

@MainActor @Suite struct SwiftUIMaskTests {
    /// SwiftUI's `.red` (the system red, 255 59 48), opaque.
    let red = [255, 59, 48, 255]

    /// The document's frame at `time`, at one pixel per point: each pixel's (red, green, blue, alpha), 0…255, not
    /// premultiplied.
    static func pixels(of document: EffectDocument, at time: Double) throws -> (Int, Int) -> [Int] {
        let scene = try Scene(document: document)
        let (width, height) = (Int(scene.canvas.width), Int(scene.canvas.height))
        let surface = try LayerRenderer(rasterScale: 1).image(
            Sampler(scene: scene).layers(at: time), canvas: scene.canvas, width: width, height: height, scale: 1)
        let stride = surface.stride
        let bytes = Array(UnsafeRawBufferPointer(start: surface.flushedPixels, count: stride * height))
        return { x, y in
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
            let alpha = Int(word >> 24)
            let channel = { (shift: UInt32) in alpha == 0 ? 0 : Int(((word >> shift) & 0xFF) * 255) / alpha }
            return [channel(16), channel(8), channel(0), alpha]
        }
    }

    /// The masked square draws red inside the circle only: its centre and the middle of each edge (inside the circle)
    /// are red, the corners (outside it) show the transparent stage; the tree is a layer whose first sublayer is the
    /// mask (an alpha matte).
    @Test func aMaskShowsTheViewOnlyWhereTheMaskIs() throws {
        let stage = EffectStage(width: 100, height: 100, background: nil)
        stage.host(MaskedSquare())
        let document = stage.record(name: "mask", duration: 0.1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        func masked(_ layer: Layer) -> Layer? { layer.matte != nil ? layer : layer.sublayers.lazy.compactMap(masked).first }
        let layer = try #require(document.layers.lazy.compactMap(masked).first, "no matte in \(document.layers)")
        #expect(layer.matte == Matte(.alpha) && layer.sublayers.count == 2, "\(layer)")
        let pixel = try Self.pixels(of: document, at: 0)
        for (x, y) in [(50, 50), (50, 3), (3, 50), (96, 50), (50, 96), (30, 30)] {
            #expect(pixel(x, y) == red, "(\(x), \(y)): \(pixel(x, y))")
        }
        for (x, y) in [(2, 2), (97, 2), (2, 97), (97, 97), (10, 10)] {
            #expect(pixel(x, y)[3] == 0, "(\(x), \(y)): \(pixel(x, y))")
        }
    }

    /// `mask(alignment:)` places a mask smaller than the view: a 40-pt circle at the top leading corner shows red at
    /// (20, 20) and nothing at the centre.
    @Test func theMaskIsAlignedInTheViewsFrame() throws {
        let stage = EffectStage(width: 100, height: 100, background: nil)
        stage.host(Rectangle().fill(.red).frame(width: 100, height: 100).mask(alignment: .topLeading) { Circle().frame(width: 40, height: 40) })
        let pixel = try Self.pixels(of: stage.record(name: "mask-aligned", duration: 0.1), at: 0)
        #expect(pixel(20, 20) == red, "\(pixel(20, 20))")
        #expect(pixel(50, 50)[3] == 0 && pixel(80, 20)[3] == 0, "\(pixel(50, 50)) \(pixel(80, 20))")
    }

    /// A mask that grows under `withAnimation`: its circle's scale goes 0.1 → 1 over 400 ms ease-in-out under the tap's
    /// lift; halfway the red reaches further than at the start, and at the end the square shows as a whole circle.
    @Test func anAnimatedMaskRecordsItsAnimation() throws {
        let stage = EffectStage(width: 100, height: 100, background: nil)
        stage.host(Reveal())
        stage.tap(at: CGPoint(x: 50, y: 50), time: 0.2)
        let document = stage.record(name: "mask-animated", duration: 1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let scales = document.animations.compactMap { entry -> (DocumentAnimation, EffectModel.Animation)? in
            guard case .core(let animation, _) = entry.content, animation.keyPath == .scale else { return nil }
            return (entry, animation)
        }
        let (entry, animation) = try #require(scales.first, "\(document.animations)")
        #expect(scales.count == 1 && entry.trigger == .touchUp("touch-1"), "\(scales.map(\.0))")
        #expect(animation.timing.duration == 0.4 && animation.timingFunction == .easeInEaseOut, "\(animation)")
        // The circle's layer is inside the matte (the masked layer's first sublayer).
        func matte(_ layer: Layer) -> Layer? { layer.matte != nil ? layer.sublayers.first : layer.sublayers.lazy.compactMap(matte).first }
        let mask = try #require(document.layers.lazy.compactMap(matte).first)
        func ids(_ layer: Layer) -> [String] { [layer.id] + layer.sublayers.flatMap(ids) }
        #expect(ids(mask).contains(entry.layerID), "\(entry.layerID) not in \(ids(mask))")
        let before = try Self.pixels(of: document, at: 0.1)
        let end = try Self.pixels(of: document, at: 1)
        #expect(before(50, 50) == red && before(50, 30)[3] == 0, "\(before(50, 50)) \(before(50, 30))")
        #expect(end(50, 3) == red && end(3, 3)[3] == 0, "\(end(50, 3)) \(end(3, 3))")
    }
}
