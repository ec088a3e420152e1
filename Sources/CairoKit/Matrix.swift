import CCairo

/// An affine matrix in Cairo's layout: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
package struct Matrix: Hashable, Sendable {
    package var xx, yx, xy, yy, x0, y0: Double

    package init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        (self.xx, self.yx, self.xy, self.yy, self.x0, self.y0) = (xx, yx, xy, yy, x0, y0)
    }

    package static let identity = Matrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    init(_ m: cairo_matrix_t) {
        self.init(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
    }

    var cairo: cairo_matrix_t { cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0) }

    /// The factor by which the matrix scales areas' side lengths on average: √|det|.
    package var averageScale: Double { abs(xx * yy - xy * yx).squareRoot() }

    /// Every entry is finite (Cairo refuses a matrix that is not).
    package var isFinite: Bool { [xx, yx, xy, yy, x0, y0].allSatisfy(\.isFinite) }

    package func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0)
    }

    /// A distance (dx, dy) transformed: the matrix without its translation.
    package func applyLinear(x: Double, y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y, yx * x + yy * y)
    }
}
