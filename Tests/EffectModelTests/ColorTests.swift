import Testing

@testable import EffectModel

@Suite struct ColorTests {
    @Test func hexForms() {
        #expect(Color(parsing: "#F80") == Color(red: 1, green: 0x88 / 255.0, blue: 0))
        #expect(Color(parsing: "#2962FF") == Color(rgb255: 0x29, 0x62, 0xFF))
        #expect(Color(parsing: "#2962FF80") == Color(rgb255: 0x29, 0x62, 0xFF, alpha: 128 / 255.0))
        #expect(Color(parsing: "#12345") == nil)
        #expect(Color(parsing: "#GGGGGG") == nil)
    }

    /// UIKit's published light-appearance values (Apple's Human Interface Guidelines colour table).
    @Test func uikitNames() {
        #expect(Color(parsing: "systemBlue") == Color(rgb255: 0, 122, 255))
        #expect(Color(parsing: "systemPink") == Color(rgb255: 255, 45, 85))
        #expect(Color(parsing: "blue") == Color(red: 0, green: 0, blue: 1))
        #expect(Color(parsing: "purple") == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color(parsing: "clear")?.alpha == 0)
        #expect(Color(parsing: "sytemBlue") == nil)
    }

    @Test func descriptionIsHexWithAlpha() {
        #expect(Color(rgb255: 0, 122, 255).withAlpha(0.5).description == "#007AFF80")
    }

    @Test func interpolationIsPerComponent() {
        let mid = Color.black.interpolated(to: Color(red: 1, green: 0.5, blue: 0, alpha: 0), 0.5)
        #expect(mid == Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
    }

    @Test func gradientStopsInterpolate() {
        var gradient = GradientContent()
        gradient.colors = [.black, .white, Color(red: 1, green: 0, blue: 0)]
        gradient.locations = [0, 0.25, 1]
        #expect(gradient.color(at: -1) == .black)
        #expect(gradient.color(at: 0.125) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(gradient.color(at: 0.625) == Color(red: 1, green: 0.5, blue: 0.5))
        #expect(gradient.color(at: 2) == Color(red: 1, green: 0, blue: 0))
        gradient.locations = nil
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    }
}
