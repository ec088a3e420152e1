/// `CAKeyframeAnimation`'s values and how it moves between them: a plain value. What sampling measures from it once
/// (a paced animation's segment lengths) the engine keeps beside it (EffectEngine's `PreparedKeyframes`).
public struct Keyframes: Sendable, Equatable {
    /// How the animation moves between values (`CAAnimationCalculationMode`).
    public enum CalculationMode: String, Sendable, CaseIterable {
        /// Straight from value to value, each segment at its key times and timing function (the default).
        case linear
        /// Each value held until the next key time, with no interpolation.
        case discrete
        /// Straight lines at an even speed: key times and timing functions are ignored.
        case paced
        /// A Catmull-Rom spline through the values, at the key times.
        case cubic
        /// A Catmull-Rom spline through the values at an even speed.
        case cubicPaced

        /// Paced modes ignore `keyTimes` and `timingFunctions`: time follows the distance travelled.
        public var isPaced: Bool { self == .paced || self == .cubicPaced }
    }

    /// `auto` turns the layer along the path's tangent; `autoReverse` adds half a turn.
    public enum RotationMode: String, Sendable, CaseIterable {
        /// Along the tangent.
        case auto
        /// Along the tangent, turned half a turn.
        case autoReverse
    }

    /// Every sample walks the values (paced modes measure them all), so a document keeps them to this many.
    public static let maximumValues = 1_000

    /// The values the animation passes, in order; each of its key path's shape.
    public var values: [AnimatableValue]
    /// A point path to follow instead of `values` (it wins when both are set).
    public var path: Path?
    /// Used as given: Core Animation does not check their count or order.
    public var keyTimes: [Double]?
    /// One per segment; missing ones are linear.
    public var timingFunctions: [TimingFunction]?
    /// How it moves between values (default: linear).
    public var calculationMode = CalculationMode.linear
    /// Whether the layer turns along a path (`nil`, the default: it does not).
    public var rotationMode: RotationMode?

    /// Keyframes through `values`, or along `path`, linear, with no key times or timing functions.
    public init(values: [AnimatableValue] = [], path: Path? = nil) {
        self.values = values
        self.path = path
    }
}
