import CairoKit
import EffectModel
import Foundation

/// Fills a gradient layer's bounds (rounded by its corner radius) as `CAGradientLayer` draws them.
enum GradientPainter {
    static func draw(_ gradient: GradientContent, layer: Layer, in context: Context) throws(CairoError) {
        guard !gradient.colors.isEmpty else { return }
        let b = layer.bounds
        let (start, end) = gradient.axis(in: b)
        let pattern: Pattern
        switch gradient.kind {
        case .axial:
            pattern = try .linear(x0: start.x, y0: start.y, x1: end.x, y1: end.y)
            addStops(gradient, to: pattern)
        case .radial:
            // The unit circle about the start point, stretched to the ellipse whose radii reach the end point.
            // A flat ellipse (the default points give one of zero width) leaves every point outside it: the
            // last colour, as the limit of ever thinner ellipses is.
            let (rx, ry) = gradient.radii(in: b)
            guard rx > 1e-6, ry > 1e-6 else {
                let last = gradient.sortedStops.last!.color
                context.setSource(red: last.red, green: last.green, blue: last.blue, alpha: last.alpha)
                context.setPath(layer.boundsPath)
                context.fill()
                return
            }
            let focus = gradient.focalOffset
            pattern = try .radial(cx0: focus.x, cy0: focus.y, r0: 0, cx1: 0, cy1: 0, r1: 1)
            addStops(gradient, to: pattern)
            pattern.setMatrix(Matrix(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry))
        case .conic:
            pattern = try conic(gradient, centre: start, towards: end, covering: b)
        }
        pattern.extendPad()
        context.setSource(pattern)
        context.setPath(layer.boundsPath)
        context.fill()
    }

    private static func addStops(_ gradient: GradientContent, to pattern: Pattern) {
        for stop in gradient.drawnStops {
            let c = stop.color
            pattern.addColorStop(min(max(stop.location, 0), 1), red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// Cairo has no conic gradient: a mesh of pie-slice patches, each spanning at most 1/32 of the turn and
    /// split at every colour stop, so that colour runs linearly in angle between stops as Core Animation's does.
    private static func conic(_ gradient: GradientContent, centre c: Point, towards end: Point, covering bounds: Rect) throws(CairoError) -> Pattern {
        let startAngle = end == c ? 0 : atan2(end.y - c.y, end.x - c.x)
        let radius = bounds.corners.map { $0.distance(to: c) }.max()! + 1
        var cuts = Set((0...32).map { Double($0) / 32 })
        for stop in gradient.drawnStops where stop.location > 0 && stop.location < 1 { cuts.insert(stop.location) }
        let fractions = cuts.sorted()
        let colors = gradient.colors(at: fractions)
        let mesh = try Pattern.mesh()
        for (k, (f0, f1)) in zip(fractions, fractions.dropFirst()).enumerated() {
            let a0 = startAngle + f0 * 2 * .pi
            let a1 = startAngle + f1 * 2 * .pi
            let p0 = Point(c.x + radius * cos(a0), c.y + radius * sin(a0))
            let p1 = Point(c.x + radius * cos(a1), c.y + radius * sin(a1))
            let h = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let k0 = Point(p0.x - h * sin(a0), p0.y + h * cos(a0))
            let k1 = Point(p1.x + h * sin(a1), p1.y - h * cos(a1))
            mesh.beginPatch()
            mesh.patchMove(to: c.x, c.y)
            mesh.patchLine(to: p0.x, p0.y)
            mesh.patchCurve(k0.x, k0.y, k1.x, k1.y, to: p1.x, p1.y)
            mesh.patchLine(to: c.x, c.y)
            let (color0, color1) = (colors[k], colors[k + 1])
            for (corner, color) in [(0, color0), (1, color0), (2, color1), (3, color1)] {
                mesh.setCornerColor(corner, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            }
            mesh.endPatch()
        }
        try mesh.checkStatus("building the conic gradient mesh")
        return mesh
    }
}
