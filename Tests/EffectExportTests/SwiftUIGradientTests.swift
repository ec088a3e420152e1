import CairoKit
import EffectEngine
import EffectExport
import EffectKit
import EffectModel
import Foundation
import Testing

/// SwiftUI's gradients as views and shape styles: recorded as the document's gradient layers and drawn with the colour
/// each pixel's place on the gradient gives (red to blue, so a pixel's red is 255 × (1 − f) and its blue 255 × f).
@MainActor @Suite struct SwiftUIGradientTests {
    static let red = EffectKit.Color(red: 1, green: 0, blue: 0)
    static let blue = EffectKit.Color(red: 0, green: 0, blue: 1)

    /// The frame of `view` hosted on a `width` × `height` stage, at 0.05 s, with its document.
    static func frame(_ view: some View, width: Double, height: Double) throws -> (Surface, EffectDocument) {
        let stage = EffectStage(width: width, height: height)
        stage.host(view)
        let document = stage.record(name: "gradient", duration: 0.1)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        let sampler = Sampler(scene: try Scene(document: document))
        return (try FrameRenderer(scale: 1).renderImage(sampler.layers(at: 0.05), canvas: document.canvas), document)
    }

    /// Whether the pixel at (x, y) is red-to-blue at `f` (within 3 of 255 a channel).
    static func isMix(_ surface: Surface, _ x: Int, _ y: Int, _ f: Double) -> Bool {
        let pixel = PictureTests.pixel(surface, Double(x), Double(y))
        return abs(Double(pixel[0]) - 255 * (1 - f)) <= 3 && pixel[1] <= 3 && abs(Double(pixel[2]) - 255 * f) <= 3
    }

    /// The gradients of the document's layers, front to back through the tree.
    static func gradients(_ document: EffectDocument) -> [GradientContent] {
        func all(_ layers: [Layer]) -> [Layer] { layers.flatMap { [$0] + all($0.sublayers) } }
        return all(document.layers).compactMap { layer in
            if case .gradient(let gradient) = layer.content { return gradient }
            return nil
        }
    }

    /// `LinearGradient(colors:startPoint:endPoint:)` filling a 100 × 40 frame from leading to trailing: the pixel whose
    /// centre is at x + ½ is f = (x + ½) / 100 of the way.
    @Test func aLinearGradientRunsFromStartToEnd() throws {
        let view = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 40)
        let (surface, document) = try Self.frame(view, width: 100, height: 40)
        for x in [0, 25, 50, 90] {
            #expect(Self.isMix(surface, x, 20, (Double(x) + 0.5) / 100), "x \(x): \(PictureTests.pixel(surface, Double(x), 20))")
        }
        let gradient = try #require(Self.gradients(document).first)
        #expect(gradient.kind == .axial && gradient.startPoint == Point(0, 0.5) && gradient.endPoint == Point(1, 0.5))
    }

    /// `RadialGradient(colors:center:startRadius:endRadius:)` filling a circle 40 pt across: red inside the start
    /// radius (8 pt), then f = (r − 8) / 12 out to 20 pt; nothing outside the circle.
    @Test func aRadialGradientFillsACircleFromItsStartRadius() throws {
        let gradient = RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 8, endRadius: 20)
        let (surface, _) = try Self.frame(Circle().fill(gradient).frame(width: 40, height: 40), width: 40, height: 40)
        for (x, y) in [(20, 20), (25, 19), (33, 20), (20, 35), (8, 20)] {
            let r = hypot(Double(x) + 0.5 - 20, Double(y) + 0.5 - 20)
            let f = min(max((r - 8) / 12, 0), 1)
            #expect(Self.isMix(surface, x, y, f), "(\(x), \(y)) r \(r): \(PictureTests.pixel(surface, Double(x), Double(y)))")
        }
        #expect(PictureTests.pixel(surface, 1, 1) != PictureTests.pixel(surface, 20, 20))
        #expect(!Self.isMix(surface, 1, 1, 1), "outside the circle")
    }

    /// `AngularGradient(colors:center:angle:)`, a full turn clockwise from the trailing side: straight left of the
    /// centre is halfway (f ½), straight above three quarters of the way (f ¾), straight below a quarter.
    @Test func anAngularGradientTurnsClockwiseFromItsAngle() throws {
        let gradient = AngularGradient(colors: [Self.red, Self.blue], center: .center, angle: .zero)
        let (surface, _) = try Self.frame(Rectangle().fill(gradient).frame(width: 60, height: 40), width: 60, height: 40)
        for (x, y) in [(5, 20), (30, 3), (30, 36), (50, 25)] {
            let (dx, dy) = (Double(x) + 0.5 - 30, Double(y) + 0.5 - 20)
            var angle = atan2(dy, dx)
            if angle < 0 { angle += 2 * .pi }
            #expect(Self.isMix(surface, x, y, angle / (2 * .pi)), "(\(x), \(y)): \(PictureTests.pixel(surface, Double(x), Double(y)))")
        }
    }

    /// A shape other than a rounded rectangle fills with its gradient through a mask of its outline: an ellipse 60 × 30
    /// is coloured at its centre and along its axis, and leaves its frame's corners to the canvas (white).
    @Test func anEllipseMasksItsGradient() throws {
        let gradient = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)
        let (surface, document) = try Self.frame(Ellipse().fill(gradient).frame(width: 60, height: 30), width: 60, height: 30)
        for x in [5, 30, 55] { #expect(Self.isMix(surface, x, 15, (Double(x) + 0.5) / 60), "x \(x): \(PictureTests.pixel(surface, Double(x), 15))") }
        for (x, y) in [(1, 1), (58, 28)] {
            #expect(PictureTests.pixel(surface, Double(x), Double(y)) == [255, 255, 255], "(\(x), \(y)): the canvas's white")
        }
        func all(_ layers: [Layer]) -> [Layer] { layers.flatMap { [$0] + all($0.sublayers) } }
        #expect(all(document.layers).contains { $0.matte != nil }, "the outline is the gradient layer's matte")
    }

    /// A gradient given to `background(_:)` and to `foregroundStyle(_:)` fills as a gradient layer; a gradient
    /// foreground draws a shape with it (`Gradient(stops:)` at its locations).
    @Test func backgroundsAndForegroundStylesTakeGradients() throws {
        let stops = Gradient(stops: [.init(color: Self.red, location: 0.25), .init(color: Self.blue, location: 0.75)])
        let linear = LinearGradient(gradient: stops, startPoint: .top, endPoint: .bottom)
        let background = Color.clear.frame(width: 20, height: 100).background(linear)
        let (surface, document) = try Self.frame(background, width: 20, height: 100)
        #expect(Self.gradients(document).first?.locations == [0.25, 0.75])
        #expect(Self.isMix(surface, 10, 10, 0) && Self.isMix(surface, 10, 49, 0.49) && Self.isMix(surface, 10, 90, 1))
        let foreground = Capsule().frame(width: 20, height: 100).foregroundStyle(linear)
        let (drawn, _) = try Self.frame(foreground, width: 20, height: 100)
        #expect(Self.isMix(drawn, 10, 10, 0) && Self.isMix(drawn, 10, 49, 0.49) && Self.isMix(drawn, 10, 90, 1))
    }
}
