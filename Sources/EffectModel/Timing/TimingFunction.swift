import Foundation

/// A `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// mapping an animation's linear progress to eased progress.
///
/// Contract: x1 and x2 lie in 0…1 (so x(t) is monotonic and the curve is a function); y1 and y2 are free,
/// so the curve may overshoot. Input progress is clamped to 0…1, as Core Animation clamps it; 0 maps to 0
/// and 1 to 1 exactly. The solver follows WebKit's `UnitBezier` and Chromium's `gfx::CubicBezier`
/// (coefficients in polynomial form, Newton–Raphson from a sampled first guess, bisection as the fallback)
/// but solves to 1e-14 in the curve parameter instead of their 1e-6 in x, so the eased progress is exact to
/// about 1e-13 — Core Animation's own solver stops at an x error of 1e-5 (up to 4.3e-5 off in progress).
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    public let x1, y1, x2, y2: Double
    /// Core Animation's name for these control points, when it has one.
    public let name: Name?

    /// The five `CAMediaTimingFunctionName`s.
    public enum Name: String, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInEaseOut
        case `default`
    }

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax, bx, cx, ay, by, cy: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x1, y1, x2, y2, name: nil)
    }

    private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: Name?) {
        (self.x1, self.y1, self.x2, self.y2, self.name) = (x1, y1, x2, y2, name)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Core Animation's control points for each name (`CAMediaTimingFunction.h`).
    public init(named name: Name) {
        switch name {
        case .linear: self.init(0, 0, 1, 1, name: name)
        case .easeIn: self.init(0.42, 0, 1, 1, name: name)
        case .easeOut: self.init(0, 0, 0.58, 1, name: name)
        case .easeInEaseOut: self.init(0.42, 0, 0.58, 1, name: name)
        case .default: self.init(0.25, 0.1, 0.25, 1, name: name)
        }
    }

    public static let linear = TimingFunction(named: .linear)
    public static let easeIn = TimingFunction(named: .easeIn)
    public static let easeOut = TimingFunction(named: .easeOut)
    public static let easeInEaseOut = TimingFunction(named: .easeInEaseOut)
    public static let `default` = TimingFunction(named: .default)
    /// Material Design's standard curve.
    public static let materialStandard = TimingFunction(0.4, 0, 0.2, 1)

    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// CSS notation, `cubic-bezier(0.4, 0, 0.2, 1)`.
    public var description: String {
        "cubic-bezier(\([x1, y1, x2, y2].map(\.shortDescription).joined(separator: ", ")))"
    }

    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        (a.x1, a.y1, a.x2, a.y2) == (b.x1, b.y1, b.x2, b.y2)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1); hasher.combine(y1); hasher.combine(x2); hasher.combine(y2)
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The eased progress for linear progress `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return sampleY(parameter(forX: x))
    }

    /// Solves x(t) = x for the curve parameter t in 0…1, to 1e-14 in t.
    func parameter(forX x: Double) -> Double {
        // First guess: the nearest of 17 samples, as Chromium's spline table does.
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
