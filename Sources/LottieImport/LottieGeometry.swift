import EffectModel
import Foundation

/// Lottie's shapes as paths (`rc`, `el`, `sr`, `sh`), starting where lottie-web starts them and turning the same
/// way, so that trim paths cut them at the same places.
enum LottieGeometry {
    /// The cubic's handle for a quarter circle, as lottie-web draws ellipses and rounded corners.
    static let roundness = 0.5519

    /// The shape item `item` at `frame`; `roundedBy` rounds a rectangle's corners that have no roundness of their
    /// own (a Round Corners modifier). `nil` when the item is no shape.
    static func path(_ item: LottieNode, at frame: Double, roundedBy rounding: Double = 0) -> Path? {
        func value(_ key: String) -> [Double] { (try? LottieProperty(item[key]))?.value(at: frame).numbers ?? [] }
        func pair(_ key: String, _ fallback: Double = 0) -> Point {
            let n = value(key)
            return Point(n.first ?? fallback, n.count > 1 ? n[1] : n.first ?? fallback)
        }
        let reversed = item["d"]?.number == 3
        var path: Path
        switch item["ty"]?.string {
        case "sh":
            guard case .shape(let bezier)? = (try? LottieProperty(item["ks"]))?.value(at: frame) else { return nil }
            return bezier.path
        case "rc":
            let (c, s) = (pair("p"), pair("s"))
            let r = min(max(value("r").first ?? 0, 0) > 0 ? value("r")[0] : rounding, abs(s.x) / 2, abs(s.y) / 2)
            path = rectangle(Rect(c.x - s.x / 2, c.y - s.y / 2, s.x, s.y), radius: max(r, 0))
        case "el":
            let (c, s) = (pair("p"), pair("s"))
            path = ellipse(center: c, radii: Point(s.x / 2, s.y / 2))
        case "sr":
            let isStar = item["sy"]?.number != 2
            let points = Int(value("pt").first ?? 5, rounding: .down, within: 2...1_000)
            let outer = value("or").first ?? 0
            path = polystar(
                center: pair("p"), points: points, outer: outer, inner: isStar ? value("ir").first ?? 0 : nil,
                rotation: (value("r").first ?? 0) * .pi / 180)
        default: return nil
        }
        return reversed ? self.reversed(path) : path
    }

    /// From the top right corner (below its rounding), clockwise on screen.
    static func rectangle(_ r: Rect, radius: Double) -> Path {
        var path = Path()
        let k = radius * (1 - roundness)
        path.move(to: Point(r.maxX, r.minY + radius))
        path.line(to: Point(r.maxX, r.maxY - radius))
        if radius > 0 { path.cubic(Point(r.maxX, r.maxY - k), Point(r.maxX - k, r.maxY), to: Point(r.maxX - radius, r.maxY)) }
        path.line(to: Point(r.minX + radius, r.maxY))
        if radius > 0 { path.cubic(Point(r.minX + k, r.maxY), Point(r.minX, r.maxY - k), to: Point(r.minX, r.maxY - radius)) }
        path.line(to: Point(r.minX, r.minY + radius))
        if radius > 0 { path.cubic(Point(r.minX, r.minY + k), Point(r.minX + k, r.minY), to: Point(r.minX + radius, r.minY)) }
        path.line(to: Point(r.maxX - radius, r.minY))
        if radius > 0 { path.cubic(Point(r.maxX - k, r.minY), Point(r.maxX, r.minY + k), to: Point(r.maxX, r.minY + radius)) }
        path.close()
        return path
    }

    /// From the top, clockwise on screen.
    static func ellipse(center c: Point, radii r: Point) -> Path {
        let (kx, ky) = (r.x * roundness, r.y * roundness)
        var path = Path()
        path.move(to: Point(c.x, c.y - r.y))
        path.cubic(Point(c.x + kx, c.y - r.y), Point(c.x + r.x, c.y - ky), to: Point(c.x + r.x, c.y))
        path.cubic(Point(c.x + r.x, c.y + ky), Point(c.x + kx, c.y + r.y), to: Point(c.x, c.y + r.y))
        path.cubic(Point(c.x - kx, c.y + r.y), Point(c.x - r.x, c.y + ky), to: Point(c.x - r.x, c.y))
        path.cubic(Point(c.x - r.x, c.y - ky), Point(c.x - kx, c.y - r.y), to: Point(c.x, c.y - r.y))
        path.close()
        return path
    }

    /// A star (with `inner`) or a polygon, its first point straight up turned by `rotation` radians.
    static func polystar(center c: Point, points: Int, outer: Double, inner: Double?, rotation: Double) -> Path {
        let corners = inner == nil ? points : points * 2
        var path = Path()
        for i in 0..<corners {
            let radius = inner != nil && i % 2 == 1 ? inner! : outer
            let angle = -Double.pi / 2 + rotation + 2 * .pi * Double(i) / Double(corners)
            let p = Point(c.x + radius * cos(angle), c.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }

    /// The same outline run the other way, from the same point.
    static func reversed(_ path: Path) -> Path {
        var points: [Point] = []
        var segments: [Path.Element] = []
        for element in path.elements {
            switch element {
            case .move(let p): points = [p]
            case .line(let p):
                segments.append(.line(points.last!))
                points.append(p)
            case .cubic(let a, let b, let p):
                segments.append(.cubic(b, a, to: points.last!))
                points.append(p)
            case .quad(let a, let p):
                segments.append(.quad(a, to: points.last!))
                points.append(p)
            case .close: break
            }
        }
        guard let start = points.first else { return path }
        return Path([.move(start)] + segments.reversed() + [.close])
    }
}
