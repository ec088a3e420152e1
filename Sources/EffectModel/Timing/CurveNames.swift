/// Every curve a document may name beside Core Animation's five (`TimingFunction.Name`): CSS's keywords and
/// Material 3's easing tokens, in one table (`docs/effect-format.md`, “Easing”).
public enum CurveNames {
    /// CSS Easing Functions Level 1's keywords and Material 3's single-curve tokens, by their control points. CSS's
    /// `ease` has the points of Core Animation's `default`; `ease-in`, `ease-out` and `ease-in-out` those of `easeIn`,
    /// `easeOut` and `easeInEaseOut`, as plain control points.
    public static let curves: [String: TimingFunction] = [
        "ease": TimingFunction(0.25, 0.1, 0.25, 1),
        "ease-in": TimingFunction(0.42, 0, 1, 1),
        "ease-out": TimingFunction(0, 0, 0.58, 1),
        "ease-in-out": TimingFunction(0.42, 0, 0.58, 1),
        "standard": TimingFunction(0.2, 0, 0, 1),
        "standard-decelerate": TimingFunction(0, 0, 0, 1),
        "standard-accelerate": TimingFunction(0.3, 0, 1, 1),
        "emphasized-decelerate": TimingFunction(0.05, 0.7, 0.1, 1),
        "emphasized-accelerate": TimingFunction(0.3, 0, 0.8, 0.15),
        "legacy": TimingFunction(0.4, 0, 0.2, 1),
        "legacy-decelerate": TimingFunction(0, 0, 0.2, 1),
        "legacy-accelerate": TimingFunction(0.4, 0, 1, 1),
    ]

    /// Material 3's `emphasized`: a path of two cubic segments, which no single timing function draws.
    public static let emphasized = CurvePath.materialEmphasized

    /// Every name, for messages and hints: Core Animation's, then the table's, then `emphasized`.
    public static var all: [String] { TimingFunction.Name.allCases.map(\.rawValue) + curves.keys.sorted() + ["emphasized"] }
}

/// An easing drawn as a path of cubic segments from (0, 0) to (1, 1), as Material 3 publishes `emphasized`
/// (`M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`). Each segment is played as a timing
/// function between its end points: progress `joins[i]` of the time reaches progress `levels[i]` of the change.
public struct CurvePath: Sendable, Equatable {
    /// Where segments meet, in time (x, 0…1), increasing; the first 0, the last 1.
    public let joins: [Double]
    /// The progress (y) at each join; the first 0, the last 1.
    public let levels: [Double]
    /// Segment i's curve between joins i and i + 1, its control points scaled to the segment's box.
    public let segments: [TimingFunction]

    /// The path through `points` (x, y), the segment from point i to i + 1 with control points `controls[i]` (each
    /// `[x1, y1, x2, y2]` in the path's own coordinates, as published).
    init(points: [(x: Double, y: Double)], controls: [[Double]]) {
        joins = points.map(\.x)
        levels = points.map(\.y)
        segments = controls.indices.map { i in
            let (a, b) = (points[i], points[i + 1])
            let (w, h) = (b.x - a.x, b.y - a.y)
            let c = controls[i]
            return TimingFunction((c[0] - a.x) / w, (c[1] - a.y) / h, (c[2] - a.x) / w, (c[3] - a.y) / h)
        }
    }

    /// Material 3's `emphasized` (material.io, “Easing and duration”, tokens `motion.easing.emphasized`).
    public static let materialEmphasized = CurvePath(
        points: [(0, 0), (0.166666, 0.4), (1, 1)],
        controls: [[0.05, 0, 0.133333, 0.06], [0.208333, 0.82, 0.25, 1]])

    /// The eased progress at linear progress `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let i = min(joins.lastIndex { $0 <= x } ?? 0, segments.count - 1)
        let local = (x - joins[i]) / (joins[i + 1] - joins[i])
        return levels[i] + (levels[i + 1] - levels[i]) * segments[i].value(at: local)
    }
}

/// What an `easing` names: one timing function, or a path of them (`emphasized`).
public enum Easing: Sendable, Equatable {
    /// One cubic curve, as `timingFunction` takes.
    case curve(TimingFunction)
    /// Several, played one after the other (`CurvePath`).
    case path(CurvePath)
}

extension CurvePath {
    /// The key frames that play a change from `a` (at key time `t0`) to `b` (at `t1`) along this path, `a`'s own
    /// frame left out: each join's key time and value, and the timing function of the segment that ends there.
    /// Exact: each segment is the path's own curve between its end points, and values interpolate linearly.
    public func keyframes(from a: AnimatableValue, to b: AnimatableValue, between t0: Double, and t1: Double)
        -> [(time: Double, value: AnimatableValue, timingFunction: TimingFunction)]
    {
        segments.indices.map { i in
            let (x, y) = (joins[i + 1], levels[i + 1])
            return (i == segments.count - 1 ? t1 : t0 + (t1 - t0) * x, y == 1 ? b : a.interpolated(to: b, y), segments[i])
        }
    }
}
