import EffectModel
import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1), by name or control points.
public final class CAMediaTimingFunction: Sendable {
    let function: TimingFunction

    public init(name: CAMediaTimingFunctionName) { function = TimingFunction(named: name.name) }

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

    public static let linear = CAMediaTimingFunctionName(name: .linear)
    public static let easeIn = CAMediaTimingFunctionName(name: .easeIn)
    public static let easeOut = CAMediaTimingFunctionName(name: .easeOut)
    public static let easeInEaseOut = CAMediaTimingFunctionName(name: .easeInEaseOut)
    public static let `default` = CAMediaTimingFunctionName(name: .default)
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, Sendable {
    let mode: FillMode

    public static let removed = CAMediaTimingFillMode(mode: .removed)
    public static let forwards = CAMediaTimingFillMode(mode: .forwards)
    public static let backwards = CAMediaTimingFillMode(mode: .backwards)
    public static let both = CAMediaTimingFillMode(mode: .both)
}
