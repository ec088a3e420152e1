import EffectModel
import Foundation

/// SwiftUI's `UnitCurve` (iOS 17): progress 0…1 eased to 0…1. Here every curve is a cubic Bézier from (0, 0) to
/// (1, 1), Core Animation's timing function (SwiftUI's circular curves are not offered: no Bézier draws them).
public struct UnitCurve: Hashable, Sendable {
    /// The document's timing function.
    let function: TimingFunction

    /// The cubic Bézier with control points `startControlPoint` and `endControlPoint` (x in 0…1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            function: TimingFunction(
                Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y)))
    }

    /// Constant speed.
    public static let linear = UnitCurve(function: .linear)
    /// Starts slowly: (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(function: .easeIn)
    /// Ends slowly: (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(function: .easeOut)
    /// Starts and ends slowly: (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(function: .easeInEaseOut)

    /// The eased progress at linear `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double { function.value(at: progress) }

    /// The slope of the curve at `progress` (eased progress per unit of linear progress), by central difference.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-6
        let low = max(0, progress - step)
        let high = min(1, progress + step)
        return (value(at: high) - value(at: low)) / (high - low)
    }
}
