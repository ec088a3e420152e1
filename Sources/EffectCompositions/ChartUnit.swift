/// The unit a chart states a key path's values in, and how a value is written in it. Rotations are charted in
/// degrees; everything else in the model's own units.
public enum ChartUnit: String, Sendable, CaseIterable {
    /// A fraction 0…1 (opacity, a stroke's end, a colour channel).
    case fraction = "0…1"
    /// Points.
    case points = "pt"
    /// Degrees, from the model's radians.
    case degrees = "°"
    /// A scale factor.
    case times = "×"
    /// Unit coordinates of the bounds (an anchor point, a gradient's end points).
    case unitCoordinates = "unit"
    /// The sibling drawing order (`zPosition`).
    case depth = "z"

    /// Model units to this unit: 180 / π for degrees, else 1.
    public var factor: Double { self == .degrees ? 180 / .pi : 1 }

    /// `number` with its unit, as sheets, tables and charts label it: `45°`, `1.08×`, `170 pt`; a fraction,
    /// unit coordinates and a depth as the number alone.
    public func text(_ number: String) -> String {
        switch self {
        case .degrees, .times: number + rawValue
        case .points: number + " pt"
        case .fraction, .unitCoordinates, .depth: number
        }
    }
}
