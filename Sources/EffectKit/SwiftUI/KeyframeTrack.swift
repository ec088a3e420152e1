import EffectModel
import Foundation

/// SwiftUI's `KeyframeTrackContent`: keyframes of one value, in sequence (`LinearKeyframe`, `SpringKeyframe`,
/// `CubicKeyframe`, `MoveKeyframe`, or several listed in a `KeyframeTrackContentBuilder`).
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// What these keyframes are made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes, in sequence.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes EffectKit reads directly rather than through a `body`.
protocol PrimitiveKeyframeTrackContent {
    /// The keyframes, as `[TrackKeyframe<Value.AnimatableData>]`.
    var erasedKeyframes: Any { get }
}

extension KeyframeTrackContent {
    /// The keyframes in sequence, in the value's vector.
    var trackKeyframes: [TrackKeyframe<Value.AnimatableData>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent {
            return primitive.erasedKeyframes as? [TrackKeyframe<Value.AnimatableData>] ?? []
        }
        return (body.trackKeyframes as Any) as? [TrackKeyframe<Value.AnimatableData>] ?? []
    }
}

/// SwiftUI's `KeyframeTrackContentBuilder`: the keyframes a closure lists, in order, with `if`, `switch` and `for`.
@resultBuilder public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe, or keyframes, as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(expression.trackKeyframes)
    }
    /// The keyframes listed, one after the other.
    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(components.flatMap(\.keyframes))
    }
    /// The keyframes of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { component ?? KeyframeSequence([]) }
    /// The keyframes of the `if` branch taken.
    public static func buildEither(first component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    /// The keyframes of the `else` branch taken.
    public static func buildEither(second component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    /// The keyframes of each pass of a `for` loop.
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(components.flatMap(\.keyframes))
    }
}

/// Keyframes a `KeyframeTrackContentBuilder` listed, in order.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let keyframes: [TrackKeyframe<Value.AnimatableData>]
    init(_ keyframes: [TrackKeyframe<Value.AnimatableData>]) { self.keyframes = keyframes }
    var erasedKeyframes: Any { keyframes }
    /// The keyframes themselves.
    public var body: KeyframeSequence<Value> { return self }
}

/// SwiftUI's `LinearKeyframe`: straight to its value over its duration, paced by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let keyframe: TrackKeyframe<Value.AnimatableData>

    /// Reaches `to` after `duration` seconds, moving along `timingCurve` (constant speed by default).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = TrackKeyframe(target: to.animatableData, duration: duration, kind: .linear(timingCurve))
    }
    var erasedKeyframes: Any { [keyframe] }
    /// The keyframe itself.
    public var body: LinearKeyframe<Value> { return self }
}

/// SwiftUI's `SpringKeyframe`: towards its value on a spring, for its duration; a spring that has not settled by
/// then hands its value and velocity on to the next keyframe.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let keyframe: TrackKeyframe<Value.AnimatableData>

    /// Moves towards `to` on `spring` for `duration` seconds (`nil`: the spring's settling duration), starting at
    /// `startVelocity` per second (`nil`: the velocity the motion arrives with).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = TrackKeyframe(
            target: to.animatableData, duration: duration ?? spring.settlingDuration,
            kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    var erasedKeyframes: Any { [keyframe] }
    /// The keyframe itself.
    public var body: SpringKeyframe<Value> { return self }
}

/// SwiftUI's `CubicKeyframe`: to its value along a cubic curve; adjacent cubic keyframes make a Catmull-Rom spline
/// (the velocities left out are worked out as `docs/effectkit.md` states).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let keyframe: TrackKeyframe<Value.AnimatableData>

    /// Reaches `to` after `duration` seconds, leaving at `startVelocity` and arriving at `endVelocity` per second
    /// (`nil`: worked out for smooth motion).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = TrackKeyframe(
            target: to.animatableData, duration: duration,
            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
    var erasedKeyframes: Any { [keyframe] }
    /// The keyframe itself.
    public var body: CubicKeyframe<Value> { return self }
}

/// SwiftUI's `MoveKeyframe`: the value jumps to its value, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let keyframe: TrackKeyframe<Value.AnimatableData>

    /// Jumps to `to`.
    public init(_ to: Value) { keyframe = TrackKeyframe(target: to.animatableData, duration: 0, kind: .move) }
    var erasedKeyframes: Any { [keyframe] }
    /// The keyframe itself.
    public var body: MoveKeyframe<Value> { return self }
}

/// SwiftUI's `Keyframes`: how a value changes over time, as tracks of its properties.
public protocol Keyframes<Value> {
    /// The value the keyframes move.
    associatedtype Value = Body.Value
    /// What these keyframes are made of.
    associatedtype Body: Keyframes
    /// The tracks.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// A track made ready to play from a root value: its length, its corners, and how it writes the root at a time.
struct PlayableTrack<Root> {
    /// Seconds.
    var duration: Double
    /// Times at which a piece starts or ends, and those at which the value jumps.
    var corners: (times: [Double], jumps: [Double])
    /// Writes the track's value `time` seconds in into the root.
    var write: (inout Root, Double) -> Void
    /// The timing function of the track's motion between two times, when one describes it exactly.
    var timingFunction: (Double, Double) -> TimingFunction?
    /// Its spring keyframes.
    var springs: [KeyframeSpring]
}

/// Tracks EffectKit reads directly rather than through a `body`.
protocol PrimitiveKeyframes {
    /// The tracks, as `[(Root) -> PlayableTrack<Root>]`: each made ready from the initial value.
    var erasedTracks: Any { get }
}

extension Keyframes {
    /// The tracks, each to be made ready from the initial value.
    var tracks: [(Value) -> PlayableTrack<Value>] {
        if let primitive = self as? any PrimitiveKeyframes { return primitive.erasedTracks as? [(Value) -> PlayableTrack<Value>] ?? [] }
        return (body.tracks as Any) as? [(Value) -> PlayableTrack<Value>] ?? []
    }
}

/// SwiftUI's `KeyframesBuilder`: the tracks a closure lists (each of its own property), with `if` and `switch`;
/// keyframes listed outside a track make one track of the whole value.
@resultBuilder public enum KeyframesBuilder<Value> {
    /// A track of a property of the value, as written.
    public static func buildExpression<Property, Content>(_ expression: KeyframeTrack<Value, Property, Content>) -> KeyframeTracks<Value> {
        KeyframeTracks(expression.playable)
    }
    /// Tracks, as written (a track of the whole value is read as a track, above).
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(expression.tracks)
    }
    /// Keyframes of the whole value, as written: with the others listed outside a track, one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTracks<Value> where K.Value == Value {
        var tracks = KeyframeTracks<Value>([])
        tracks.loose = expression.trackKeyframes
        tracks.wholeTrack = { loose in
            KeyframeTrack<Value, Value, KeyframeSequence<Value>>(\.self, keyframes: loose as? [TrackKeyframe<Value.AnimatableData>] ?? [])
                .playable
        }
        return tracks
    }
    /// The tracks listed.
    public static func buildBlock(_ components: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        var tracks = KeyframeTracks<Value>(components.flatMap(\.listed))
        tracks.loose = components.flatMap(\.loose)
        tracks.wholeTrack = components.lazy.compactMap(\.wholeTrack).first
        return tracks
    }
    /// The tracks of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ component: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { component ?? KeyframeTracks([]) }
    /// The tracks of the `if` branch taken.
    public static func buildEither(first component: KeyframeTracks<Value>) -> KeyframeTracks<Value> { component }
    /// The tracks of the `else` branch taken.
    public static func buildEither(second component: KeyframeTracks<Value>) -> KeyframeTracks<Value> { component }
}

/// Tracks a `KeyframesBuilder` listed.
public struct KeyframeTracks<Value>: Keyframes, PrimitiveKeyframes {
    /// The tracks written as tracks.
    let listed: [(Value) -> PlayableTrack<Value>]
    /// Keyframes listed outside a track, in order (`TrackKeyframe`s of the whole value).
    var loose: [Any] = []
    /// Makes the track of the whole value from `loose`.
    var wholeTrack: (([Any]) -> [(Value) -> PlayableTrack<Value>])?

    init(_ listed: [(Value) -> PlayableTrack<Value>]) { self.listed = listed }
    var erasedTracks: Any { listed + (loose.isEmpty ? [] : wholeTrack?(loose) ?? []) }
    /// The tracks themselves.
    public var body: KeyframeTracks<Value> { return self }
}

/// SwiftUI's `KeyframeTrack`: keyframes of the property at a key path of the root value (or of the whole value),
/// played from the property's value at the start. (Its `Value` is the property's, as Apple names it; the keyframes
/// builders read it as a track of `Root`.)
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [TrackKeyframe<Value.AnimatableData>]

    /// Keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(keyPath, keyframes: content().trackKeyframes)
    }

    init(_ keyPath: WritableKeyPath<Root, Value>, keyframes: [TrackKeyframe<Value.AnimatableData>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\.self, content: content)
    }

    var erasedTracks: Any { playable }

    /// The track, to be made ready from the root's value at the start.
    var playable: [(Root) -> PlayableTrack<Root>] {
        let (keyPath, keyframes) = (self.keyPath, self.keyframes)
        let ready: (Root) -> PlayableTrack<Root> = { root in
            let start = root[keyPath: keyPath]
            let curve = KeyframeCurve(initial: start.animatableData, keyframes: keyframes)
            return PlayableTrack(
                duration: curve.duration, corners: curve.corners,
                write: { root, time in
                    var value = start
                    value.animatableData = curve.value(at: time)
                    root[keyPath: keyPath] = value
                }, timingFunction: curve.timingFunction, springs: curve.springs)
        }
        return [ready]
    }

    /// The track itself.
    public var body: KeyframeTrack<Root, Value, Content> { return self }
}

/// SwiftUI's `KeyframeTimeline`: a value's path over time from an initial value, its tracks played together; it can
/// be read at any time.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [PlayableTrack<Value>]

    /// The timeline of `content`'s tracks from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks.map { $0(initialValue) }
    }

    /// Seconds: the longest track's.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (each track holds its first value before it starts and its last after it ends).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.write(&value, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }

    /// The timing functions of the tracks' motions from `start` to `end` seconds, where one describes a track's exactly.
    func timingFunctions(from start: Double, to end: Double) -> [TimingFunction] {
        tracks.compactMap { $0.timingFunction(start, end) }
    }

    /// The spring keyframes of every track.
    var springs: [KeyframeSpring] { tracks.flatMap(\.springs) }

    /// The times at which any track turns a corner, and those at which one jumps, in order.
    var corners: (times: [Double], jumps: [Double]) {
        let times = Set(tracks.flatMap(\.corners.times)).sorted()
        let jumps = Set(tracks.flatMap(\.corners.jumps)).sorted()
        return (times, jumps)
    }
}
