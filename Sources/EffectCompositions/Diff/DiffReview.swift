import EffectEngine
import EffectModel

/// A motion diff with what a reviewer sees: both versions drawn every 1/30 s (the share of pixels that changed),
/// each change drawn where it shows (whether it is visible), and key frames of both with a heat map of what differs.
public struct DiffReview {
    public var diff: MotionDiff
    /// Every 1/30 s of the review window: document seconds and the percentage of pixels that differ.
    public var frames: [(t: Double, changedPercent: Double)]
    /// Up to `maximumKeyFrames` instants where the versions differ on screen, spread over when they do, drawn at
    /// `keyFrameScale`.
    public var keyFrames: [FrameComparison]
    public let old: (document: EffectDocument, sampler: Sampler)
    public let new: (document: EffectDocument, sampler: Sampler)

    public static let maximumKeyFrames = 5
    /// Instants drawn inside a change's span to tell whether it is visible.
    static let visibilitySamples = 16

    public init(old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene), keyFrameScale: Double = 2) throws {
        diff = MotionDiff(old: old, new: new)
        self.old = (old.document, Sampler(scene: old.scene))
        self.new = (new.document, Sampler(scene: new.scene))
        let versions = ((self.old.sampler, old.document.canvas), (self.new.sampler, new.document.canvas))
        let window = max(old.scene.duration, new.scene.duration)
        let count = Int((window * 30).rounded(.down))
        frames = try (0...count).map { i in
            let t = Double(i) / 30
            return (t, try FrameComparison(old: versions.0, new: versions.1, at: t, scale: 1).changedPercent)
        }
        for index in diff.changes.indices {
            guard let shows = diff.changes[index].shows else {
                diff.changes[index].visible = false
                continue
            }
            let (first, last) = (shows.lowerBound / 1000, shows.upperBound / 1000)
            let instants = (0...Self.visibilitySamples).map { first + (last - first) * Double($0) / Double(Self.visibilitySamples) }
            diff.changes[index].visible = try instants.contains { t in
                try FrameComparison(old: versions.0, new: versions.1, at: t, scale: 1).changedPixels > 0
            }
        }
        let changed = frames.filter { $0.changedPercent > 0 }
        let picks: [Double] = changed.count <= Self.maximumKeyFrames
            ? changed.map(\.t)
            : (0..<Self.maximumKeyFrames).map { changed[$0 * (changed.count - 1) / (Self.maximumKeyFrames - 1)].t }
        keyFrames = try picks.map { try FrameComparison(old: versions.0, new: versions.1, at: $0, scale: keyFrameScale) }
    }

    /// Whether the two versions show the same: no motion changed.
    public var same: Bool { diff.same }
}
