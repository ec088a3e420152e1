/// The seed effects as layer types of the document (`docs/effect-format.md`, “Components”).
public enum ComponentType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `rippleButton`: a Material button whose touch spreads a ripple (MDC or the article's `RippleButton`).
    case rippleButton
    /// `highlightButton`: a button that grows and fades while touched.
    case highlightButton
    /// `floatingButton`: a floating action button that turns and pops its actions open.
    case floatingButton
    /// `waveView`: a view whose waves pulse outwards.
    case waveView
    /// `gradientView`: a view whose gradient grows and flows.
    case gradientView

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
    /// A finger down, optionally moving, then up.
    case touch
    /// A switch: on, then off at the next.
    case toggle
}

/// A component's decoded, validated parameters (immutable, `Sendable`): what its layers are. How it reacts
/// to touches on the clock is the engine's (`ComponentController`).
public protocol ComponentSpec: Sendable {
    /// The component's own layer id; the layers it makes are named under it (`ID/title`, `ID/ripple-1`).
    var id: String { get }
    /// The layers it adds where it stands in the tree, front-most last.
    var layers: [Layer] { get }
    /// The component type these parameters are for.
    static var type: ComponentType { get }
}

/// A component of the document: one case per type, so that whatever depends on the type (the engine's
/// controllers) is chosen exhaustively.
public enum Component: Sendable, Equatable {
    /// A ripple button's parameters.
    case rippleButton(RippleButtonSpec)
    /// A highlight button's parameters.
    case highlightButton(HighlightButtonSpec)
    /// A floating button's parameters.
    case floatingButton(FloatingButtonSpec)
    /// A wave view's parameters.
    case waveView(WaveViewSpec)
    /// A gradient view's parameters.
    case gradientView(GradientViewSpec)

    /// The parameters, whatever the type.
    public var spec: any ComponentSpec {
        switch self {
        case .rippleButton(let spec): spec
        case .highlightButton(let spec): spec
        case .floatingButton(let spec): spec
        case .waveView(let spec): spec
        case .gradientView(let spec): spec
        }
    }

    /// The component's own layer id.
    public var id: String { spec.id }
    /// The component's type.
    public var type: ComponentType { Swift.type(of: spec).type }
    /// The layers it adds where it stands in the tree, front-most last.
    public var layers: [Layer] { spec.layers }
}
