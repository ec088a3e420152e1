import Foundation

/// A `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// mapping an animation's linear progress to eased progress.
///
/// Contract: x1 and x2 lie in 0…1 (so x(t) is monotonic and the curve is a function); y1 and y2 are free,
/// so the curve may overshoot. Input progress is clamped to 0…1, as Core Animation clamps it; 0 maps to 0
/// and 1 to 1 exactly. The curve is solved by `UnitBezier`, exact to about 1e-13 in eased progress.
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The first control point's x, 0…1.
    public let x1: Double
    /// The first control point's y (may leave 0…1: overshoot).
    public let y1: Double
    /// The second control point's x, 0…1.
    public let x2: Double
    /// The second control point's y (may leave 0…1: overshoot).
    public let y2: Double
    /// Core Animation's name for these control points, when it has one.
    public let name: Name?
    /// The design token the document took these points from (`md.sys.motion.easing.standard`), if any: where
    /// they came from, which equality and hashing ignore.
    public var token: String?

    /// The five `CAMediaTimingFunctionName`s.
    public enum Name: String, Sendable, CaseIterable {
        /// `linear`: (0, 0, 1, 1).
        case linear
        /// `easeIn`: (0.42, 0, 1, 1).
        case easeIn
        /// `easeOut`: (0, 0, 0.58, 1).
        case easeOut
        /// `easeInEaseOut`: (0.42, 0, 0.58, 1).
        case easeInEaseOut
        /// `default`: (0.25, 0.1, 0.25, 1), what implicit animations use.
        case `default`
    }

    /// The curve itself, solved for y at x.
    let bezier: UnitBezier

    /// The curve through control points (x1, y1) and (x2, y2), as `CAMediaTimingFunction(controlPoints:)`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x1, y1, x2, y2, name: nil)
    }

    private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: Name?) {
        (self.x1, self.y1, self.x2, self.y2, self.name) = (x1, y1, x2, y2, name)
        bezier = UnitBezier(x1, y1, x2, y2)
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

    /// Core Animation's `linear`.
    public static let linear = TimingFunction(named: .linear)
    /// Core Animation's `easeIn`.
    public static let easeIn = TimingFunction(named: .easeIn)
    /// Core Animation's `easeOut`.
    public static let easeOut = TimingFunction(named: .easeOut)
    /// Core Animation's `easeInEaseOut`.
    public static let easeInEaseOut = TimingFunction(named: .easeInEaseOut)
    /// Core Animation's `default`.
    public static let `default` = TimingFunction(named: .default)
    /// Material 2's standard curve (0.4, 0, 0.2, 1), Material 3's `legacy`.
    public static let materialStandard = TimingFunction(0.4, 0, 0.2, 1)

    /// Whether the curve is the identity (both control points on the diagonal).
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// CSS notation, `cubic-bezier(0.4, 0, 0.2, 1)`.
    public var description: String {
        "cubic-bezier(\([x1, y1, x2, y2].map(\.shortDescription).joined(separator: ", ")))"
    }

    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        (a.x1, a.y1, a.x2, a.y2) == (b.x1, b.y1, b.x2, b.y2)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// The first linear progress (0…1) at which the eased progress reaches `y`: 0 for `y` ≤ 0, 1 for `y` ≥ 1 or a
    /// curve that never reaches it (bisection on the first crossing, to 1e-12).
    public func progress(reaching y: Double) -> Double {
        if y <= 0 { return 0 }
        if y >= 1 { return 1 }
        if isLinear { return y }
        // The first sample at or past y brackets the first crossing.
        let steps = 64
        var low = 0.0
        var high = 1.0
        for step in 1...steps {
            let x = Double(step) / Double(steps)
            if value(at: x) >= y {
                high = x
                break
            }
            low = x
        }
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            if value(at: middle) >= y { high = middle } else { low = middle }
        }
        return high
    }

    /// The eased progress for linear progress `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return bezier.y(atX: x)
    }
}
