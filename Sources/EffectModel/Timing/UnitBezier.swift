/// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2), solved for y at a given x:
/// the curve behind `TimingFunction` and CSS's `cubic-bezier()`.
///
/// Follows WebKit's `UnitBezier` and Chromium's `gfx::CubicBezier`: coefficients in polynomial form, a first
/// guess from a table of samples (17 here; Chromium's `CUBIC_BEZIER_SPLINE_SAMPLES` is 11), Newton–Raphson, and
/// bisection where Newton stalls (x′(t) ≈ 0 at an end). It solves to 1e-14 in the curve parameter, where WebKit
/// stops at 1e-6 in x and Chromium at 1e-7 (`kBezierEpsilon`, after at most 4 Newton steps), so y is exact to
/// about 1e-13; Core Animation's own solver stops at an x error of 1e-5 (up to 4.3e-5 off in y). Contract: x1 and
/// x2 in 0…1, so x(t) is monotonic.
struct UnitBezier: Sendable {
    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// y where the curve's x is `x` (0…1).
    func y(atX x: Double) -> Double { sampleY(parameter(forX: x)) }

    /// Solves x(t) = x for the curve parameter t in 0…1, to 1e-14 in t.
    func parameter(forX x: Double) -> Double {
        // First guess: the nearest of 17 samples (Chromium's spline table holds 11).
        var t = x
        var bestError = Double.infinity
        for i in 0...16 {
            let s = Double(i) / 16
            let e = abs(sampleX(s) - x)
            if e < bestError { (bestError, t) = (e, s) }
        }
        // Newton–Raphson, converging quadratically where x′(t) is not near 0.
        for _ in 0..<10 {
            let error = sampleX(t) - x
            if error == 0 { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < 1e-9 { break }
            let next = t - error / derivative
            if next < 0 || next > 1 { break }
            if abs(next - t) < 1e-14 { return next }
            t = next
        }
        // Bisection, where Newton stalls (x′ ≈ 0 at an end): x(t) is monotonic for x1, x2 in 0…1.
        var (lo, hi) = (0.0, 1.0)
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if sampleX(mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
