import EffectCompositions
import EffectEngine
import EffectModel

extension WorkEstimate {
    /// One frame of `scene` drawn as `format` (PNG for every pixel format: APNG, WebP, GIF, video) at `scale`: the
    /// costliest of the frames at `times`, of which at most 64 are looked at, evenly (fewer for a tree of many
    /// layers), so that the estimate itself takes well under a second.
    public static func frame(of scene: Scene, _ document: EffectDocument, at times: [Double], as format: OutputFormat, scale: Double) -> WorkEstimate
    {
        guard !times.isEmpty else { return WorkEstimate() }
        let sampler = Sampler(scene: scene)
        let looked = max(4, min(64, 100_000 / max(scene.tracks.count, 1)))
        let picked = times.count <= looked ? times : (0..<looked).map { times[$0 * (times.count - 1) / (looked - 1)] }
        let frames = picked.map { t in
            let layers = sampler.layers(at: t)
            return format == .png ? rasterFrame(layers, of: document, scale: scale) : vectorFrame(layers, of: document, format: format)
        }
        return frames.max { $0.seconds < $1.seconds }!
    }

    /// `count` frame times over the scene's window, evenly, for `frame(of:_:at:as:scale:)` to look at.
    public static func times(of scene: Scene, count: Int) -> [Double] {
        FrameSchedule.count(max(count, 1)).times(duration: scene.duration)
    }

    /// A file that plays `scene` from fitted motions: the animated SVG (SMIL), CSS, or Lottie (`lottie`: its keys
    /// held as a typed tree while it is written).
    public static func playingFile(of scene: Scene, _ document: EffectDocument, lottie: Bool = false) -> WorkEstimate {
        fitting(of: scene, document, keyBytes: lottie ? Rate.lottieKeyBytes : 0)
    }

    /// The review of `scene` that `sheet`, `curves` and the docs pages draw: its timing-curve charts and the choice of
    /// its key frames (the same series, and small pictures of up to `pictures` frames, 100 by default), and with
    /// `cells` its sheet: that many frames drawn twice (their cells and the onion skin) as `format`, as small as a
    /// review picture at `scale`; the charts drawn `chartDrawings` times.
    public static func review(
        of scene: Scene, _ document: EffectDocument, pictures: Int = 100, cells: Int = 0, as format: OutputFormat = .pdf, scale: Double = 1,
        chartDrawings: Int = 1
    ) -> WorkEstimate {
        let review = ReviewPictures.scale(canvasWidth: scene.canvas.width)
        var estimate = charts(of: scene, document, drawings: chartDrawings)
        if pictures > 0 {
            estimate =
                estimate
                + frame(of: scene, document, at: times(of: scene, count: 16), as: .png, scale: review).repeated(
                    Double(pictures), each: "in each of \(pictures) small pictures choosing the key frames")
        }
        if cells > 0 {
            estimate =
                estimate
                + frame(of: scene, document, at: times(of: scene, count: 16), as: format, scale: review * scale).repeated(
                    Double(2 * cells), each: "in each of \(cells) cells and the onion skin")
        }
        return estimate
    }

    /// A motion diff of two versions, each a document and its scene (`diff`): their values compared on the clock
    /// (at most `ValueDifferences.maximumEvaluations` layer-instants, and as many to state the changes), and both
    /// drawn as `DiffReview` draws them — each comparison draws both at a scale of 1, the key frames at up to 2 —
    /// with the costlier version's frame for both. `newIsCostlier` says which version that is, whose document the
    /// parts' paths name.
    public static func diff(
        old: (document: EffectDocument, scene: Scene), new: (document: EffectDocument, scene: Scene)
    ) -> (estimate: WorkEstimate, newIsCostlier: Bool) {
        let (frames, tests) = DiffReview.drawings(old: old, new: new)
        let oldFrame = frame(of: old.scene, old.document, at: times(of: old.scene, count: 16), as: .png, scale: 1)
        let newFrame = frame(of: new.scene, new.document, at: times(of: new.scene, count: 16), as: .png, scale: 1)
        let newIsCostlier = newFrame.seconds >= oldFrame.seconds
        let comparisons = frames + 1 + tests + 4 * DiffReview.maximumKeyFrames
        let drawn = (newIsCostlier ? newFrame : oldFrame).repeated(
            Double(2 * comparisons), each: "in each of \(comparisons) comparisons of both versions")
        let evaluations = 2 * Double(ValueDifferences.maximumEvaluations)
        let values = Part(
            seconds: evaluations * Rate.fittedSample, what: "\(count(evaluations)) layer values compared", fix: "compare versions of fewer layers",
            path: "layers")
        // The comparisons are drawn at a scale of 1 whatever --scale says: their pixels are the canvas's doing.
        return ((WorkEstimate([values]) + drawn).blaming("canvas", fix: "make the canvas smaller"), newIsCostlier)
    }

    /// One page of the docs site for `scene`: its poster frame (PNG, SVG, PDF) and end frame at `scale`, its
    /// animated SVG, CSS and Lottie, its review (sheet and curves, each drawn three times), and its APNG, WebP and
    /// GIF of `animatedFrames` and `gifFrames` frames at `scale`.
    public static func docsPage(of scene: Scene, _ document: EffectDocument, scale: Double, animatedFrames: Int, gifFrames: Int) -> WorkEstimate {
        let frames = times(of: scene, count: 16)
        let pixels = frame(of: scene, document, at: frames, as: .png, scale: scale)
        var page = pixels.repeated(2, each: "in the poster and end frames")
        page = page + frame(of: scene, document, at: frames, as: .svg, scale: 1) + frame(of: scene, document, at: frames, as: .pdf, scale: 1)
        page = page + playingFile(of: scene, document) + playingFile(of: scene, document) + playingFile(of: scene, document, lottie: true)
        // The charts are made once and drawn six times (sheet and curves in SVG, PDF and dark SVG).
        page = page + review(of: scene, document, cells: 24, as: .svg, chartDrawings: 6)
        page = page + pixels.repeated(Double(2 * animatedFrames + gifFrames), each: "in each of the APNG's, WebP's and GIF's frames")
        return page
    }
}
