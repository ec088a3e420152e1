import Foundation

/// SwiftUI's `Gesture`: what a view recognizes from the fingers on it, reporting `Value`s. EffectKit recognizes its
/// own gestures (`DragGesture` and what `onChanged`/`onEnded` make of it); a gesture of one's own made from them by a
/// `body` is not followed (the host reports it).
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
}

/// Which gestures of a view and its subviews `gesture(_:including:)` lets recognize.
public struct GestureMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// The mask of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The gesture added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews (EffectKit's subviews' gestures always recognize).
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and the subviews'.
    public static let all: GestureMask = [.gesture, .subviews]
    /// Neither.
    public static let none: GestureMask = []
}

/// The space a gesture's locations are in: SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The space as a value.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space as a value: the view's own (`.local`) or the screen's — on the stage, the stage's (`.global`).
public enum CoordinateSpace: Hashable, Sendable, CoordinateSpaceProtocol {
    /// The stage's (a hosting view fills it from its top left).
    case global
    /// The view's own bounds, from its top left.
    case local

    /// Itself.
    public var coordinateSpace: CoordinateSpace { self }
}

/// The view's own space, as `.local` writes it.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The stage's space, as `.global` writes it.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The stage's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// A gesture with `action` run each time it changes: what `onChanged` makes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Value) -> Void
}

/// A gesture with `action` run when it ends: what `onEnded` makes.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Value) -> Void
}

extension Gesture where Value: Equatable {
    /// The gesture running `action` with its value each time the value changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// The gesture running `action` with its last value when it ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

/// The actions `onChanged` and `onEnded` added to a gesture, outermost last.
struct GestureActions<Value> {
    var changed: [@MainActor (Value) -> Void] = []
    var ended: [@MainActor (Value) -> Void] = []
}

/// A gesture EffectKit follows: it makes a tracker for each finger, given the actions added to it.
@MainActor protocol FollowedGesture: Gesture {
    /// A tracker for one finger running `actions`.
    func tracker(_ actions: GestureActions<Value>) -> any GestureTracker
}

extension _ChangedGesture: FollowedGesture where Content: FollowedGesture {
    func tracker(_ actions: GestureActions<Value>) -> any GestureTracker {
        var actions = actions
        actions.changed.insert(action, at: 0)
        return content.tracker(actions)
    }
}

extension _EndedGesture: FollowedGesture where Content: FollowedGesture {
    func tracker(_ actions: GestureActions<Value>) -> any GestureTracker {
        var actions = actions
        actions.ended.insert(action, at: 0)
        return content.tracker(actions)
    }
}

/// Where a finger is for a gesture: in the gesture's view (`local`) and on the stage (`global`), at `time` document
/// seconds.
struct FingerPlace {
    var local: CGPoint
    var global: CGPoint
    var time: Double

    /// Points from `other`, on the stage.
    func distance(from other: FingerPlace) -> CGFloat { hypot(global.x - other.global.x, global.y - other.global.y) }
}

/// Follows one finger for one gesture: told where it lands, moves and lifts (or that it was cancelled).
@MainActor protocol GestureTracker: AnyObject {
    func began(_ place: FingerPlace)
    func moved(_ place: FingerPlace)
    func ended(_ place: FingerPlace)
    func cancelled()
    /// Whether it recognized its gesture (a drag under way, a long press held): the tap of its view does not run.
    var recognized: Bool { get }
}

extension View {
    /// The view recognizing `gesture` (when `mask` includes `.gesture`): a finger that lands on it, or on a view in it,
    /// is followed by the gesture, which runs its actions as the finger moves and lifts.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        ModifiedView(
            content: self, kind: "gesture",
            transform: { node, context in
                node.hasView = true
                guard mask.contains(.gesture) else { return node }
                guard let followed = gesture as? any FollowedGesture else {
                    context.host.problem(
                        "\(type(of: gesture)) is not a gesture EffectKit follows (DragGesture, onLongPressGesture): it is not recognized")
                    return node
                }
                node.gestures.append { Self.tracker(of: followed) }
                return node
            })
    }

    /// A tracker of `gesture` with no actions beyond its own.
    private static func tracker<G: FollowedGesture>(of gesture: G) -> any GestureTracker { gesture.tracker(GestureActions()) }
}
