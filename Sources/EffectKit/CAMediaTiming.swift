import EffectModel
import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1), by name or control points.
public final class CAMediaTimingFunction: Sendable {
    let function: TimingFunction

    /// One of Core Animation's named curves.
    public init(name: CAMediaTimingFunctionName) { function = TimingFunction(named: name.name) }

    /// The cubic Bézier through control points (c1x, c1y) and (c2x, c2y); x in 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = TimingFunction(c1x.decimal, c1y.decimal, c2x.decimal, c2y.decimal)
    }

    init(_ function: TimingFunction) { self.function = function }

    /// Control point `index` (0…3) as [x, y].
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (function.x1, function.y1), (function.x2, function.y2), (1.0, 1.0)]
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }
}

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, Sendable {
    let name: TimingFunction.Name

    /// (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(name: .linear)
    /// (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(name: .easeIn)
    /// (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(name: .easeOut)
    /// (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(name: .easeInEaseOut)
    /// (0.25, 0.1, 0.25, 1): what implicit animations use.
    public static let `default` = CAMediaTimingFunctionName(name: .default)
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, Sendable {
    let mode: FillMode

    /// Nothing outside the active time.
    public static let removed = CAMediaTimingFillMode(mode: .removed)
    /// The end value holds after the end.
    public static let forwards = CAMediaTimingFillMode(mode: .forwards)
    /// The start value holds before the begin.
    public static let backwards = CAMediaTimingFillMode(mode: .backwards)
    /// Both.
    public static let both = CAMediaTimingFillMode(mode: .both)
}
