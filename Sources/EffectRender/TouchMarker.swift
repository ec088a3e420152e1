import CairoKit
import EffectModel

/// The fingertip drawn where a touch is, as `FingertipStyle` says (a ring of a fingertip's size with a white edge and a
/// soft halo, its centre clear so that what the finger touches shows through), in the candidate colour farthest from
/// every colour the effect paints, so that it cannot be mistaken for its UI.
package struct TouchMarker: Sendable, Equatable {
    package let color: Color

    /// How the marker looks: its size, rings and colours.
    package static let style = FingertipStyle.standard
    /// The disc's radius in canvas points (`FingertipStyle.radius`).
    package static var radius: Double { style.radius }

    /// The candidate farthest (in RGB) from every visible colour of `layers` (and their sublayers) and `background`.
    package init(avoiding layers: [Layer], background: Color?) {
        var palette: [Color] = background.map { [$0] } ?? []
        func collect(_ layer: Layer) {
            palette += [layer.backgroundColor, layer.borderWidth > 0 ? layer.borderColor : nil].compactMap { $0 }
            switch layer.content {
            case .plain: break
            case .shape(let shape): palette += [shape.fillColor, shape.strokeColor].compactMap { $0 }
            case .gradient(let gradient): palette += gradient.colors
            case .text(let text): palette.append(text.foregroundColor)
            case .image: break
            }
            layer.sublayers.forEach(collect)
        }
        layers.forEach(collect)
        let visible = palette.filter { $0.alpha > 0.05 }
        func distance(_ a: Color, _ b: Color) -> Double {
            let (dr, dg, db) = (a.red - b.red, a.green - b.green, a.blue - b.blue)
            return dr * dr + dg * dg + db * db
        }
        color =
            Self.style.candidates.enumerated().max { a, b in
                let da = visible.map { distance(a.element, $0) }.min() ?? 3
                let db = visible.map { distance(b.element, $0) }.min() ?? 3
                return (da, -a.offset) < (db, -b.offset)
            }!.element
    }

    /// Draws the mark at canvas point `p` at `strength` (0…1) on `context`, whose user space is the canvas's.
    package func draw(at p: Point, strength: Double, in context: Context) {
        guard strength > 0 else { return }
        for ring in Self.style.rings {
            let c = Self.style.color(of: ring, marker: color)
            context.newPath()
            context.arc(p.x, p.y, radius: ring.radius)
            context.setSource(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * strength)
            context.setLine(width: ring.width, cap: .butt, join: .round, miterLimit: 10)
            context.stroke()
        }
    }
}
