import CairoKit
import EffectModel

extension Context {
    /// Replaces the current path with `path`.
    package func setPath(_ path: Path) {
        newPath()
        var pen = Point.zero
        var subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                move(to: p.x, p.y)
                (pen, subpathStart) = (p, p)
            case .line(let p):
                line(to: p.x, p.y)
                pen = p
            case .quad(let c, let p):
                // Raised to a cubic: Cairo has no quadratic segment.
                let c1 = pen + (c - pen) * (2.0 / 3.0)
                let c2 = p + (c - p) * (2.0 / 3.0)
                curve(c1.x, c1.y, c2.x, c2.y, to: p.x, p.y)
                pen = p
            case .cubic(let c1, let c2, let p):
                curve(c1.x, c1.y, c2.x, c2.y, to: p.x, p.y)
                pen = p
            case .close:
                closePath()
                pen = subpathStart
            }
        }
    }

    package func setSource(_ color: Color) {
        setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension Matrix {
    init(_ t: AffineTransform) {
        self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}
