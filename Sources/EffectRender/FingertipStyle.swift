import EffectModel

/// How the fingertip marking a touch looks, to every writer that draws it (`TouchMarker` on a Cairo canvas, the
/// animated SVG): its size, its rings, their widths, colours and opacities. Change the fingertip here.
package struct FingertipStyle: Sendable, Equatable {
    /// What a ring is stroked with.
    package enum Paint: Sendable, Equatable {
        /// The marker's colour, one of `candidates`, chosen per effect.
        case marker
        /// `edgeColor`.
        case edge
    }

    /// One circle stroked about the touch point.
    package struct Ring: Sendable, Equatable {
        /// The radius of the stroke's centre line, in canvas points.
        package let radius: Double
        /// The stroke's width, in canvas points.
        package let width: Double
        /// What the stroke is painted with.
        package let paint: Paint
        /// The stroke's opacity at full strength, 0…1.
        package let alpha: Double
    }

    /// The fingertip every writer draws.
    package static let standard = FingertipStyle()

    /// The disc's radius in canvas points (a fingertip's contact, about 26 pt across).
    package let radius = 13.0
    /// The coloured band's width inside the edge, in canvas points.
    package let bandWidth = 4.0
    /// The thin edge around the band: white, to part the band from whatever is under it.
    package let edgeColor = Color.white
    /// Colours a marker may take: saturated, unlike the greys of UI chrome; the first wins a tie.
    package let candidates = [
        Color(rgb255: 0, 190, 180), Color(rgb255: 255, 149, 0), Color(rgb255: 130, 80, 255), Color(rgb255: 230, 40, 160),
    ]

    /// The rings in drawing order: a soft halo outside the edge, the coloured band inside it, the edge. Nothing is
    /// drawn inside `radius − bandWidth`, so that what the finger touches shows through.
    package var rings: [Ring] {
        [
            Ring(radius: radius + 3.5, width: 5, paint: .marker, alpha: 0.22),
            Ring(radius: radius - bandWidth / 2, width: bandWidth, paint: .marker, alpha: 0.6),
            Ring(radius: radius, width: 1.5, paint: .edge, alpha: 0.9),
        ]
    }

    /// The colour `ring` is stroked with at full strength, on a marker of colour `marker`.
    package func color(of ring: Ring, marker: Color) -> Color {
        (ring.paint == .marker ? marker : edgeColor).withAlpha(ring.alpha)
    }
}
