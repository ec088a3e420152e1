/// The seed effects as layer types of the document (`docs/effect-format.md`, “Components”).
public enum ComponentType: String, Sendable, CaseIterable, CustomStringConvertible {
    case rippleButton, highlightButton, floatingButton, waveView, gradientView

    public var description: String { rawValue }

    /// The interactions a component of this type takes.
    public var interactions: Set<InteractionKind> {
        switch self {
        case .rippleButton, .highlightButton: [.touch]
        case .floatingButton, .gradientView: [.toggle]
        case .waveView: []
        }
    }

    /// Whether a toggle is a tap on the component itself (the floating button's own button), rather than a
    /// switch elsewhere that starts and stops it (the gradient's).
    public var togglesWhenTapped: Bool { self == .floatingButton }
}

/// What a touch script can do to a component.
public enum InteractionKind: String, Sendable, CaseIterable {
    case touch, toggle
}

/// A component's decoded, validated parameters (immutable, `Sendable`): what its layers are. How it reacts
/// to touches on the clock is the engine's (`ComponentController`).
public protocol ComponentSpec: Sendable {
    /// The component's own layer id; the layers it makes are named under it (`ID/title`, `ID/ripple-1`).
    var id: String { get }
    /// The layers it adds where it stands in the tree, front-most last.
    var layers: [Layer] { get }
    static var type: ComponentType { get }
}

/// A component of the document: one case per type, so that whatever depends on the type (the engine's
/// controllers) is chosen exhaustively.
public enum Component: Sendable, Equatable {
    case rippleButton(RippleButtonSpec)
    case highlightButton(HighlightButtonSpec)
    case floatingButton(FloatingButtonSpec)
    case waveView(WaveViewSpec)
    case gradientView(GradientViewSpec)

    public var spec: any ComponentSpec {
        switch self {
        case .rippleButton(let spec): spec
        case .highlightButton(let spec): spec
        case .floatingButton(let spec): spec
        case .waveView(let spec): spec
        case .gradientView(let spec): spec
        }
    }

    public var id: String { spec.id }
    public var type: ComponentType { Swift.type(of: spec).type }
    public var layers: [Layer] { spec.layers }
}
