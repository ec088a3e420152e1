import CairoKit
import EffectModel

/// The fingertip drawn where a touch is: a ring of a fingertip's size with a white edge and a soft halo, in a colour
/// far from every colour the effect paints, so that it cannot be mistaken for its UI. Its centre stays clear (nothing is
/// drawn inside `radius − bandWidth`), so that what the finger touches shows through: a ripple's start, a tapped label.
package struct TouchMarker: Sendable, Equatable {
    package let color: Color

    /// The disc's radius in canvas points (a fingertip's contact, about 26 pt across).
    package static let radius = 13.0
    /// The coloured band's width inside the white edge, in canvas points.
    package static let bandWidth = 4.0
    /// Colours a marker may take: saturated, unlike the greys of UI chrome; the first wins a tie.
    static let candidates = [Color(rgb255: 0, 190, 180), Color(rgb255: 255, 149, 0), Color(rgb255: 130, 80, 255), Color(rgb255: 230, 40, 160)]

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
            Self.candidates.enumerated().max { a, b in
                let da = visible.map { distance(a.element, $0) }.min() ?? 3
                let db = visible.map { distance(b.element, $0) }.min() ?? 3
                return (da, -a.offset) < (db, -b.offset)
            }!.element
    }

    /// Draws the mark at canvas point `p` at `strength` (0…1) on `context`, whose user space is the canvas's.
    package func draw(at p: Point, strength: Double, in context: Context) {
        guard strength > 0 else { return }
        let r = Self.radius
        context.newPath()
        context.arc(p.x, p.y, radius: r + 3.5)
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: 0.22 * strength)
        context.setLine(width: 5, cap: .butt, join: .round, miterLimit: 10)
        context.stroke()
        context.newPath()
        context.arc(p.x, p.y, radius: r - Self.bandWidth / 2)
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: 0.6 * strength)
        context.setLine(width: Self.bandWidth, cap: .butt, join: .round, miterLimit: 10)
        context.stroke()
        context.newPath()
        context.arc(p.x, p.y, radius: r)
        context.setSource(red: 1, green: 1, blue: 1, alpha: 0.9 * strength)
        context.setLine(width: 1.5, cap: .butt, join: .round, miterLimit: 10)
        context.stroke()
    }
}
