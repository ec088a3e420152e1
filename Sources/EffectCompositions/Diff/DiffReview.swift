import EffectEngine
import EffectModel
import EffectRender

/// A motion diff with what a reviewer sees: both versions drawn every 1/30 s (the share of pixels that changed),
/// each change drawn where it shows (whether it is visible), and key frames of both with a heat map of what differs.
///
/// What is drawn is bounded before it is drawn: at most `maximumFrames` frames (evenly over a longer window), and
/// `pixelBudget` pixels' worth of drawing for the frames and as many for the visibility tests (a layer counting as
/// `pixelsPerLayer`), so that a large canvas or many layers get fewer drawings; key frames at most
/// `maximumKeyFramePixels` each. A change the visibility budget cannot reach is left unknown (`visible` is `nil`).
public struct DiffReview {
    /// What changed, in the spec's words and the values' numbers.
    public var diff: MotionDiff
    /// Every 1/30 s of the review window: document seconds and the percentage of pixels that differ.
    public var frames: [(t: Double, changedPercent: Double)]
    /// Up to `maximumKeyFrames` instants where the versions differ on screen, spread over when they do, drawn at
    /// `keyFrameScale`.
    public var keyFrames: [FrameComparison]
    /// The old version and its presentation tree.
    public let old: (document: EffectDocument, sampler: Sampler)
    /// The new version and its presentation tree.
    public let new: (document: EffectDocument, sampler: Sampler)

    /// Key frames shown at most.
    public static let maximumKeyFrames = 5
    /// Frames compared at most (a minute at 30 per second).
    public static let maximumFrames = 1_800
    /// Pixels drawn (both versions) for the frames, and again for the visibility tests.
    public static let pixelBudget = 400_000_000
    /// The most pixels of one key frame, whatever `keyFrameScale` asks.
    public static let maximumKeyFramePixels = 4_000_000.0
    /// What a layer costs a drawing, in pixels' worth.
    static let pixelsPerLayer = 2_000.0
    /// Instants drawn inside a change's span to tell whether it is visible (fewer when there are many changes, so
    /// that all of them take at most `visibilityBudget` drawings).
    static let visibilitySamples = 17
    static let visibilityBudget = 4000

    /// Compares both versions: their specs, their values on the clock, their frames, and draws the key frames at `keyFrameScale` pixels per point.
    ///
    /// - Throws: a drawing error from Cairo.
    public init(old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene), keyFrameScale: Double = 2)
        throws(RenderError)
    {
        diff = MotionDiff(old: old, new: new)
        self.old = (old.document, Sampler(scene: old.scene))
        self.new = (new.document, Sampler(scene: new.scene))
        let versions = ((self.old.sampler, old.document.canvas), (self.new.sampler, new.document.canvas))
        let window = max(old.scene.duration, new.scene.duration)
        let pixels = 2 * max(old.document.canvas.width, new.document.canvas.width) * max(old.document.canvas.height, new.document.canvas.height)
        let (count, tests) = Self.drawings(old: old, new: new)
        let step = window * 30 <= Double(count) ? 1.0 / 30 : window / Double(count)
        frames = try (0...count).map { i throws(RenderError) in
            let t = Double(i) * step
            return (t, try FrameComparison(old: versions.0, new: versions.1, at: t, scale: 1).changedPercent)
        }
        // The visibility tests share one budget of drawings: at most `samples` each, and past the budget a change's
        // visibility stays unknown (`nil`), so that many changes of many layers cost no more than few.
        let samples = max(1, min(Self.visibilitySamples, tests / max(diff.changes.count, 1)))
        var testsLeft = tests
        for index in diff.changes.indices {
            guard let shows = diff.changes[index].shows else {
                diff.changes[index].visible = false
                continue
            }
            guard testsLeft > 0 else { continue }
            let (first, last) = (shows.lowerBound / 1000, shows.upperBound / 1000)
            // The middles of `samples` equal parts: not the edges, where the versions have only begun to part.
            let instants = (0..<samples).map { first + (last - first) * (Double($0) + 0.5) / Double(samples) }
            var (visible, tested) = (false, 0)
            for t in instants where !visible && testsLeft > 0 {
                visible = try Self.shows(diff.changes[index], at: t, old: self.old, new: self.new)
                (testsLeft, tested) = (testsLeft - 1, tested + 1)
            }
            diff.changes[index].visible = visible || tested == instants.count ? visible : nil
        }
        let changed = frames.filter { $0.changedPercent > 0 }
        let picks: [Double] =
            changed.count <= Self.maximumKeyFrames
            ? changed.map(\.t)
            : (0..<Self.maximumKeyFrames).map { changed[$0 * (changed.count - 1) / (Self.maximumKeyFrames - 1)].t }
        let scale = min(keyFrameScale, (Self.maximumKeyFramePixels / max(pixels / 2, 1)).squareRoot())
        keyFrames = try picks.map { t throws(RenderError) in try FrameComparison(old: versions.0, new: versions.1, at: t, scale: scale) }
    }

    /// How many comparisons of both versions a review draws at most: `frames` every 1/30 s (plus the first), and up
    /// to `tests` for the visibility of its changes, each as many as `pixelBudget` allows (a drawing costs its pixels
    /// and its layers, each about as much as 2 000 pixels to sample and draw); besides, `maximumKeyFrames`.
    public static func drawings(
        old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene)
    ) -> (frames: Int, tests: Int) {
        let window = max(old.scene.duration, new.scene.duration)
        let pixels = 2 * max(old.document.canvas.width, new.document.canvas.width) * max(old.document.canvas.height, new.document.canvas.height)
        let layers = Double(old.scene.tracks.count + new.scene.tracks.count)
        let drawings = max(2, Int(Double(pixelBudget) / max(pixels + layers * pixelsPerLayer, 1)))
        return (max(1, min(Int((window * 30).rounded(.down)), maximumFrames, drawings)), min(visibilityBudget, drawings))
    }

    /// Whether `change` alone changes what is drawn at `t`: the new version against itself with the values the change
    /// moves put back as the old version had them (both versions whole, when it changes a layer as a whole).
    static func shows(
        _ change: MotionDiff.Change, at t: Double, old: (document: EffectDocument, sampler: Sampler),
        new: (document: EffectDocument, sampler: Sampler)
    ) throws(RenderError) -> Bool {
        let canvas = new.document.canvas
        guard !change.moves.isEmpty, let oldID = change.oldLayer, new.sampler.isInTree(change.layer, at: t), old.sampler.isInTree(oldID, at: t) else {
            return try FrameComparison(old: (old.sampler, old.document.canvas), new: (new.sampler, canvas), at: t, scale: 1).changedPixels > 0
        }
        let layers = new.sampler.layers(at: t)
        let values = change.moves.compactMap { keyPath in old.sampler.value(keyPath, of: oldID, at: t).map { (keyPath, $0) } }
        func puttingBack(_ layers: [Layer]) -> [Layer] {
            layers.map { layer in
                var layer = layer
                if layer.id == change.layer { for (keyPath, value) in values { keyPath.set(value, in: &layer) } }
                layer.sublayers = puttingBack(layer.sublayers)
                return layer
            }
        }
        return try FrameComparison(old: (puttingBack(layers), canvas), new: (layers, canvas), at: t, scale: 1).changedPixels > 0
    }

    /// Whether the two versions show the same: no motion changed.
    public var same: Bool { diff.same }
}
