/// `CAKeyframeAnimation`'s values and how it moves between them.
public struct Keyframes: Sendable {
    public enum CalculationMode: String, Sendable, CaseIterable {
        case linear, discrete, paced, cubic, cubicPaced

        /// Paced modes ignore `keyTimes` and `timingFunctions`: time follows the distance travelled.
        public var isPaced: Bool { self == .paced || self == .cubicPaced }
    }

    /// `auto` turns the layer along the path's tangent; `autoReverse` adds half a turn.
    public enum RotationMode: String, Sendable, CaseIterable {
        case auto, autoReverse
    }

    /// Every sample walks the values (paced modes measure them all), so a document keeps them to this many.
    public static let maximumValues = 1_000

    public var values: [AnimatableValue]
    /// A point path to follow instead of `values` (it wins when both are set).
    public var path: Path?
    /// Used as given: Core Animation does not check their count or order.
    public var keyTimes: [Double]?
    /// One per segment; missing ones are linear.
    public var timingFunctions: [TimingFunction]?
    public var calculationMode = CalculationMode.linear
    public var rotationMode: RotationMode?

    public init(values: [AnimatableValue] = [], path: Path? = nil) {
        self.values = values
        self.path = path
    }
}
