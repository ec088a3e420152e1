/// `waveView`: seed 003's pulsing halo. A content circle and, above it, a wave circle of the same centre
/// whose size goes content → content + inset and back, 0.5 s a leg, `.curveEaseInOut` and
/// `.beginFromCurrentState`, for ever: each leg's completion calls the next, from time 0 (`viewDidLoad`).
/// Both are `RoundView`s: the corner radius (height / 2) changes in the same animation block as the bounds.
///
/// Layers: `ID` (a container of the wave's largest size), `ID/content`, `ID/wave`.
public struct WaveViewSpec: ComponentSpec, Equatable {
    public var id: String
    /// The circles' centre in the superlayer, in points.
    public var center = Point(120, 120)
    /// The content circle's size, in points (the wave's at rest).
    public var contentSize = Size(120, 120)
    /// How much larger the wave grows than the content, in points.
    public var waveInset = 50.0
    /// Both circles' colour.
    public var color = Color(red: 0, green: 0, blue: 1)
    /// The content circle's opacity, 0…1.
    public var contentAlpha = 0.05
    /// The wave circle's opacity, 0…1.
    public var waveAlpha = 0.15
    /// Seconds per leg (out, then back).
    public var duration = 0.5
    /// Each leg's `UIView.animate` curve.
    public var curve = ViewAnimation.Option.curveEaseInOut

    /// The article's wave view under `id`.
    public init(id: String) { self.id = id }

    /// `waveView`.
    public static let type = ComponentType.waveView

    /// The wave's size at its largest: the content grown by `waveInset`, in points.
    public var waveSize: Size { Size(contentSize.width + waveInset, contentSize.height + waveInset) }

    public var layers: [Layer] {
        let outer = Size(max(contentSize.width, waveSize.width), max(contentSize.height, waveSize.height))
        var container = Layer(id: id, bounds: Rect(0, 0, outer.width, outer.height), position: center)
        container.label = "Wave view"
        let middle = Point(outer.width / 2, outer.height / 2)
        func round(_ name: String, label: String, alpha: Double) -> Layer {
            var layer = Layer(id: "\(id)/\(name)", bounds: Rect(0, 0, contentSize.width, contentSize.height), position: middle)
            layer.backgroundColor = color
            layer.opacity = alpha
            layer.cornerRadius = contentSize.height / 2
            layer.masksToBounds = true
            layer.label = label
            return layer
        }
        container.sublayers = [round("content", label: "Circle", alpha: contentAlpha), round("wave", label: "Halo", alpha: waveAlpha)]
        return [container]
    }
}

extension WaveViewSpec {
    init(_ id: String, _ p: ComponentParameters) throws(DocumentError) {
        self.init(id: id)
        center = try p.object.optional("center") { field throws(DocumentError) in try Point(field: field) } ?? center
        contentSize = try p.size("contentSize", contentSize)
        waveInset = try p.number("waveInset", waveInset, in: -4096...4096)
        color = try p.color("color", color)
        contentAlpha = try p.number("contentAlpha", contentAlpha, in: 0...1)
        waveAlpha = try p.number("waveAlpha", waveAlpha, in: 0...1)
        duration = try p.time("duration", duration, in: 0.001...60)
        curve = try p.curve("curve", curve)
    }
}
