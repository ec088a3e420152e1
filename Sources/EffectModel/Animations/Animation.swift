/// A Core Animation animation: its timing, and what it does to one key path (or, for a group, its children).
public struct Animation: Sendable, Equatable {
    /// What the animation does to its key path.
    public enum Kind: Sendable, Equatable {
        /// `CABasicAnimation`: which of from, to and by are set decides the end points (`endPoints(below:)`).
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// `CAKeyframeAnimation`: through its values or along its path.
        case keyframe(Keyframes)
        /// `CASpringAnimation`: basic's end points, reached along the spring.
        case spring(Spring, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// `CAAnimationGroup`: children in the group's time, clipped to its duration.
        case group([Animation])
    }

    /// The animated property; `nil` for a group.
    public var keyPath: AnimatableKeyPath?
    /// When it runs: `CAMediaTiming`'s begin time, duration, speed, repeats, reversing and fill mode.
    public var timing: MediaTiming
    /// `nil`: linear.
    public var timingFunction: TimingFunction?
    /// The value adds to what lies below instead of replacing it.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended: adds `iteration × (end − start)`.
    public var isCumulative = false
    /// A short name in a designer's words (`Fade out`), for sheets, charts and docs pages.
    public var label: String?
    /// What it does: basic, keyframe, spring or group.
    public var kind: Kind
    /// The design tokens its `duration` and `delay` came from.
    public var tokens = TokenNames()

    /// An animation; not additive or cumulative, without a label.
    ///
    /// - Parameters:
    ///   - keyPath: the animated property (`nil` for a group).
    ///   - timing: when it runs (default: Core Animation's, 0.25 s once).
    ///   - timingFunction: its pacing (default: linear).
    ///   - kind: what it does.
    public init(keyPath: AnimatableKeyPath?, timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction? = nil, kind: Kind) {
        self.keyPath = keyPath
        self.timing = timing
        self.timingFunction = timingFunction
        self.kind = kind
    }

    /// The duration the animation runs with when added to a layer (`parentDuration` nil) or to a group
    /// of that duration: explicit if > 0; a spring's settling duration; else the group's, else 0.25 s.
    public func resolvedDuration(parentDuration: Double?) -> Double {
        if let d = timing.duration, d > 0 { return d }
        if case .spring(let spring, _, _, _) = kind { return spring.settlingDuration }
        return parentDuration ?? MediaTiming.transactionDuration
    }

    /// Whether it lasts no longer than the 1 ms UIKit gives a duration of 0 (`parentDuration` as for
    /// `resolvedDuration`): a cut, which no curve describes.
    public func isInstant(parentDuration: Double?) -> Bool {
        resolvedDuration(parentDuration: parentDuration) <= ViewAnimation.minimumDuration + 1e-9
    }

    /// Every key path this animation or its children drive.
    public var keyPaths: [AnimatableKeyPath] {
        if case .group(let children) = kind { return children.flatMap(\.keyPaths) }
        return keyPath.map { [$0] } ?? []
    }

    /// Every key path the animation writes: `keyPaths`, and `transform.rotation` for a keyframe animation that
    /// turns its layer along its path (`rotationMode`).
    public var writtenKeyPaths: [AnimatableKeyPath] {
        switch kind {
        case .group(let children): children.flatMap(\.writtenKeyPaths)
        case .keyframe(let keyframes) where keyframes.rotationMode != nil: keyPaths + [.rotation]
        default: keyPaths
        }
    }

    /// When a top-level animation's active period ends, in document seconds (infinite when it never does).
    public var endTime: Double { timing.endTime(duration: resolvedDuration(parentDuration: nil)) }
}
