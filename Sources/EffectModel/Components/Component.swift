/// A seed effect as a layer type of the document: it expands into ordinary layers, and reacts to touches
/// and to its own animations' completions by adding layers and animations on the document's clock.
///
/// A spec is the decoded, validated parameters (immutable, `Sendable`); each run of the clock makes a
/// fresh `ComponentController` from it, which holds the UIKit original's state (`isActive`, the current ripple…).
public protocol ComponentSpec: Sendable {
    /// The component's own layer id; the layers it makes are named under it (`ID/title`, `ID/ripple-1`).
    var id: String { get }
    /// The layers it adds where it stands in the tree, front-most last.
    var layers: [Layer] { get }
    /// The interactions it takes.
    var interactions: Set<InteractionKind> { get }
    /// Its layer type in the document (`rippleButton`).
    var typeName: String { get }
    func makeController() -> ComponentController
}

/// What a touch script can do to a component.
public enum InteractionKind: String, Sendable, CaseIterable {
    case touch, toggle
}

/// A component's behaviour on the clock; the default reactions do nothing.
public protocol ComponentController: AnyObject {
    /// Runs once before any interaction, at time 0 (`viewDidLoad`).
    func start(_ timeline: inout Timeline)
    /// `touchesBegan` at `point`, in the component's own coordinates.
    func touchDown(at point: Point, _ timeline: inout Timeline)
    /// `touchesMoved` to `point`.
    func touchMoved(to point: Point, _ timeline: inout Timeline)
    /// `touchesEnded`.
    func touchUp(_ timeline: inout Timeline)
    /// One tap on a toggling control (`touchUpInside`).
    func toggle(_ timeline: inout Timeline)
}

extension ComponentController {
    public func start(_ timeline: inout Timeline) {}
    public func touchDown(at point: Point, _ timeline: inout Timeline) {}
    public func touchMoved(to point: Point, _ timeline: inout Timeline) {}
    public func touchUp(_ timeline: inout Timeline) {}
    public func toggle(_ timeline: inout Timeline) {}
}

/// A scripted touch or tap on a component (the document's `interactions`).
public struct Interaction: Sendable {
    public enum Event: Sendable {
        case touchDown(Point)
        case touchMoved(Point)
        case touchUp
        case toggle
    }

    /// The component's id.
    public var layerID: String
    /// Events in document seconds, in the order they happen.
    public var events: [(time: Double, event: Event)]
}
