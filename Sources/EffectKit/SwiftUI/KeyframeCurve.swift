import EffectModel
import Foundation

/// One keyframe of a track in its value's vector: where it goes, over how long, and how.
struct TrackKeyframe<Data: VectorArithmetic> {
    /// How a keyframe moves to its value.
    enum Kind {
        /// Along `UnitCurve` from the value before.
        case linear(UnitCurve)
        /// On a spring towards the value, starting at `startVelocity` (per second; `nil`: the velocity it arrives with).
        case spring(Spring, startVelocity: Data?)
        /// Along a cubic with these end velocities (per second; `nil`: worked out, see `KeyframeCurve`).
        case cubic(startVelocity: Data?, endVelocity: Data?)
        /// At once.
        case move
    }

    var target: Data
    /// Seconds (0 for a move).
    var duration: Double
    var kind: Kind
}

/// A spring keyframe as the document can play it: from `start` for `duration` seconds on `spring` (its initial velocity
/// in fractions of the distance per second).
struct KeyframeSpring {
    var start: Double
    var duration: Double
    var spring: EffectModel.Spring
}

/// A track's keyframes as pieces of motion, one after the other from the initial value, each starting where and
/// with the velocity the one before ended (a spring cut short by its duration hands its value and velocity on).
///
/// The velocities of a cubic keyframe, unless given: at its start, the velocity the motion arrives with (0 at the
/// start of the track or after a move); at its end, the next keyframe's given start velocity, else the next linear
/// keyframe's start velocity, else — before a cubic or a spring keyframe — Catmull-Rom's, the difference of the
/// values either side over the time between them ((next − start) / (both durations)), else 0 (at the end of the
/// track or before a move). Adjacent cubic keyframes are thus a Catmull-Rom spline, and a run of them starts and
/// ends at rest unless the motion around says otherwise.
struct KeyframeCurve<Data: VectorArithmetic> {
    /// One piece of motion, over `duration` seconds from `start`.
    struct Piece {
        enum Motion {
            /// From `from` to `to` along `curve`.
            case curve(from: Data, to: Data, UnitCurve)
            /// The cubic Hermite from `from` to `to` with these velocities (per second).
            case hermite(from: Data, to: Data, startVelocity: Data, endVelocity: Data)
            /// `spring` from `from` towards `to`, starting at `velocity` (cut at the piece's end).
            case spring(Spring, from: Data, to: Data, velocity: Data)
            /// To `to` at once.
            case jump(to: Data)
        }
        var start: Double
        var duration: Double
        var motion: Motion
    }

    let initial: Data
    private(set) var pieces: [Piece] = []
    /// Where the last piece ends.
    private(set) var final: Data
    /// Seconds: the sum of the keyframes' durations.
    private(set) var duration: Double = 0

    init(initial: Data, keyframes: [TrackKeyframe<Data>]) {
        self.initial = initial
        final = initial
        var velocity = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let next = keyframes.indices.contains(index + 1) ? keyframes[index + 1] : nil
            let (motion, endVelocity) = Self.motion(of: keyframe, from: final, velocity: velocity, next: next)
            pieces.append(Piece(start: duration, duration: keyframe.duration, motion: motion))
            duration += keyframe.duration
            final = Self.value(of: motion, at: keyframe.duration, duration: keyframe.duration)
            velocity = endVelocity
        }
    }

    /// The motion of `keyframe` starting at `value` with `velocity`, and the velocity it ends with.
    private static func motion(
        of keyframe: TrackKeyframe<Data>, from value: Data, velocity: Data, next: TrackKeyframe<Data>?
    ) -> (Piece.Motion, Data) {
        let (target, duration) = (keyframe.target, keyframe.duration)
        guard duration > 0 else { return (.jump(to: target), .zero) }
        switch keyframe.kind {
        case .move:
            return (.jump(to: target), .zero)
        case .linear(let curve):
            return (.curve(from: value, to: target, curve), (target - value).scaled(by: curve.velocity(at: 1) / duration))
        case .spring(let spring, let startVelocity):
            let start = startVelocity ?? velocity
            return (
                .spring(spring, from: value, to: target, velocity: start),
                spring.velocity(target: target - value, initialVelocity: start, time: duration)
            )
        case .cubic(let startVelocity, let endVelocity):
            let end = endVelocity ?? arrivingVelocity(at: target, from: value, after: duration, next: next)
            return (.hermite(from: value, to: target, startVelocity: startVelocity ?? velocity, endVelocity: end), end)
        }
    }

    /// The velocity a cubic keyframe from `start` to `value` over `duration` ends with when it gives none: see the type.
    private static func arrivingVelocity(at value: Data, from start: Data, after duration: Double, next: TrackKeyframe<Data>?) -> Data {
        guard let next, next.duration > 0 else { return .zero }
        switch next.kind {
        case .move:
            return .zero
        case .linear(let curve):
            return (next.target - value).scaled(by: curve.velocity(at: 0) / next.duration)
        case .spring(_, let given?), .cubic(let given?, _):
            return given
        case .spring, .cubic:
            return (next.target - start).scaled(by: 1 / (duration + next.duration))
        }
    }

    /// The value `time` seconds into the track (the initial value before it, the final value after it). A time within
    /// a picosecond of a piece's end is its end (0.2 + 0.4 is 0.6000000000000001: a move written at 0.6 s is there).
    func value(at time: Double) -> Data {
        for piece in pieces where time < piece.start + piece.duration - 1e-12 {
            return Self.value(of: piece.motion, at: max(time - piece.start, 0), duration: piece.duration)
        }
        return final
    }

    /// The value of `motion` `time` seconds into its `duration`.
    static func value(of motion: Piece.Motion, at time: Double, duration: Double) -> Data {
        switch motion {
        case .jump(let to):
            return to
        case .curve(let from, let to, let curve):
            return from + (to - from).scaled(by: curve.value(at: time / duration))
        case .hermite(let from, let to, let v0, let v1):
            let u = time / duration
            let (u2, u3) = (u * u, u * u * u)
            return from.scaled(by: 2 * u3 - 3 * u2 + 1) + v0.scaled(by: (u3 - 2 * u2 + u) * duration)
                + to.scaled(by: -2 * u3 + 3 * u2) + v1.scaled(by: (u3 - u2) * duration)
        case .spring(let spring, let from, let to, let velocity):
            return from + spring.value(target: to - from, initialVelocity: velocity, time: time)
        }
    }

    /// The timing function that moves the value exactly from its value at `start` to its value at `end` (seconds into
    /// the track), when both lie in one piece that has one: a whole piece along a curve (the curve), or any part of a
    /// cubic (a cubic in time is the Bézier with x controls ⅓ and ⅔ and y controls the slopes at its ends over 3). `nil`
    /// for springs, jumps, parts of curves, and a cubic part that ends where it starts or leaves the straight line.
    func timingFunction(from start: Double, to end: Double) -> TimingFunction? {
        let inside = { (piece: Piece) in piece.start - 1e-9 <= start && end <= piece.start + piece.duration + 1e-9 }
        guard let piece = pieces.first(where: { $0.duration > 0 && inside($0) }) else { return nil }
        let (u0, u1) = ((start - piece.start) / piece.duration, (end - piece.start) / piece.duration)
        switch piece.motion {
        case .curve(_, _, let curve):
            return abs(u0) < 1e-6 && abs(u1 - 1) < 1e-6 ? curve.function : nil
        case .hermite(let from, let to, let v0, let v1):
            let value = { (u: Double) in Self.value(of: piece.motion, at: u * piece.duration, duration: piece.duration) }
            let change = value(u1) - value(u0)
            let squared = change.magnitudeSquared
            guard squared > 1e-18 else { return nil }
            // The slope dx/du of the Hermite, and its part along the change (the polarisation identity gives the dot).
            func slope(_ u: Double) -> Data {
                from.scaled(by: 6 * u * u - 6 * u) + v0.scaled(by: (3 * u * u - 4 * u + 1) * piece.duration)
                    + to.scaled(by: -6 * u * u + 6 * u) + v1.scaled(by: (3 * u * u - 2 * u) * piece.duration)
            }
            func along(_ v: Data) -> Double { (v.magnitudeSquared + squared - (v - change).magnitudeSquared) / 2 / squared }
            let (s0, s1) = (along(slope(u0)) * (u1 - u0), along(slope(u1)) * (u1 - u0))
            return TimingFunction(1.0 / 3, s0 / 3, 2.0 / 3, 1 - s1 / 3)
        case .spring, .jump:
            return nil
        }
    }

    /// The spring keyframes as the document's springs: each piece's start and duration (seconds into the track), and its
    /// spring with the velocity it starts with in fractions of its distance per second (the part along the distance).
    var springs: [KeyframeSpring] {
        pieces.compactMap { piece in
            guard case .spring(let spring, let from, let to, let velocity) = piece.motion else { return nil }
            let change = to - from
            let squared = change.magnitudeSquared
            guard squared > 1e-18 else { return nil }
            var model = spring.model
            model.initialVelocity = (velocity.magnitudeSquared + squared - (velocity - change).magnitudeSquared) / 2 / squared
            return KeyframeSpring(start: piece.start, duration: piece.duration, spring: model)
        }
    }

    /// The times at which a piece starts or ends (where the motion may turn sharply), and those of the jumps.
    var corners: (times: [Double], jumps: [Double]) {
        var times = [0.0]
        var jumps: [Double] = []
        for piece in pieces {
            times.append(piece.start + piece.duration)
            if case .jump = piece.motion { jumps.append(piece.start) }
        }
        return (times, jumps)
    }
}
