import Synchronization

/// `CAKeyframeAnimation`'s values and how it moves between them.
public struct Keyframes: Sendable, Equatable {
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

    public var values: [AnimatableValue] { didSet { derived = DerivedValues() } }
    /// A point path to follow instead of `values` (it wins when both are set).
    public var path: Path? { didSet { derived = DerivedValues() } }
    /// Used as given: Core Animation does not check their count or order.
    public var keyTimes: [Double]?
    /// One per segment; missing ones are linear.
    public var timingFunctions: [TimingFunction]?
    public var calculationMode = CalculationMode.linear { didSet { derived = DerivedValues() } }
    public var rotationMode: RotationMode?
    /// What the engine derives from the values and path once (their lengths), made anew when either changes.
    public private(set) var derived = DerivedValues()

    public init(values: [AnimatableValue] = [], path: Path? = nil) {
        self.values = values
        self.path = path
    }

    /// Equal when they say the same; what was derived from them does not count.
    public static func == (a: Keyframes, b: Keyframes) -> Bool {
        (a.values, a.path, a.keyTimes, a.timingFunctions, a.calculationMode, a.rotationMode)
            == (b.values, b.path, b.keyTimes, b.timingFunctions, b.calculationMode, b.rotationMode)
    }
}

/// Values derived once from what holds them and kept beside it, so that every sample reads them instead of making
/// them again (a paced animation's segment lengths); its owner replaces it when its inputs change.
public final class DerivedValues: Sendable {
    private let storage = Mutex<(any Sendable)?>(nil)

    public init() {}

    /// The value `make` gives, made on the first call only; later calls must ask for the same type.
    public func value<T: Sendable>(_ make: () -> T) -> T {
        if let made = storage.withLock({ $0 }) as? T { return made }
        let made = make()
        storage.withLock { $0 = made }
        return made
    }
}
