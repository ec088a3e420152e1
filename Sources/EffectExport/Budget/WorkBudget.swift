import EffectModel

/// What one run may cost, checked from the document and the options before anything is allocated or drawn:
/// frames, pixels, the memory a frame's offscreen groups take, and the time and memory of the whole work as
/// `WorkEstimate` states it. The limits are in `docs/effect-format.md` (“Limits”); what exceeds them is refused
/// with a message that names the limit, what costs and what to change.
public enum WorkBudget {
    /// The longest one still may take, in seconds on the reference machine.
    public static let maximumStillSeconds = 10.0
    /// The longest any command on one effect may take, in seconds on the reference machine.
    public static let maximumCommandSeconds = 60.0
    /// The most memory any command may hold at once, in bytes.
    public static let maximumMemory = 1 << 30

    /// `estimate` of `work` (`drawing the frame`, `writing the Lottie file`) within `seconds` (`maximumStillSeconds`
    /// for a still, else `maximumCommandSeconds`) and `maximumMemory`. What exceeds them is refused naming the part
    /// that costs the most, with its JSON path and its fix; a part of no path is the options' doing (exit 64).
    public static func check(_ estimate: WorkEstimate, of work: String, within seconds: Double = maximumCommandSeconds) throws(Exceeded) {
        if estimate.seconds > seconds, let part = estimate.largest() {
            throw exceeded(
                work, estimate, part, limit: "the \(seconds.shortDescription) s \(seconds <= maximumStillSeconds ? "a still" : "a command") may take",
                fix: part.fix)
        }
        if estimate.bytes > Double(maximumMemory), let part = estimate.largest(byMemory: true) {
            throw exceeded(work, estimate, part, limit: "the \(maximumMemory >> 20) MiB allowed", fix: part.fix, memory: true)
        }
    }

    /// A frame drawn as pixels at `scale` (`estimate` from `WorkEstimate.rasterFrame`) within `maximumStillSeconds`:
    /// when the document's frame fits at a scale of 1 or more, the scale asked for is what is too much (exit 64,
    /// with the largest that fits).
    public static func check(frame estimate: WorkEstimate, scale: Double, of work: String = "drawing the frame") throws(Exceeded) {
        let largest = largestScale(estimate, scale: scale, within: maximumStillSeconds)
        if estimate.seconds > maximumStillSeconds, largest >= 1, let part = estimate.largest() {
            throw exceeded(
                work, estimate, part, limit: "the \(maximumStillSeconds.shortDescription) s a still may take",
                fix: "lower --scale to at most \((largest * 100).rounded(.down) / 100)", fromOptions: true)
        }
        try check(estimate, of: work, within: maximumStillSeconds)
    }

    /// `count` frames, each as `frame` estimates (a frame checked as a still first; drawn as pixels at `scale`, or
    /// as vectors when it is `nil`), together within `maximumCommandSeconds`. Too many of them is the options'
    /// doing when at least two would fit: `fewer(n)` says how to ask for `n` (`lower --fps to at most 30`).
    public static func check(frames count: Int, each frame: WorkEstimate, scale: Double?, of work: String, fewer: (Int) -> String) throws(Exceeded) {
        if let scale { try check(frame: frame, scale: scale) } else { try check(frame, of: "writing a frame", within: maximumStillSeconds) }
        let total = frame.repeated(Double(count), each: "in each of \(count) frames")
        guard total.seconds > maximumCommandSeconds, let part = total.largest() else { return try check(total, of: work) }
        let fitting = Int(maximumCommandSeconds / max(frame.seconds, 1e-9), rounding: .down, within: 0...count)
        guard fitting >= 2 else { return try check(total, of: work) }
        var fix = fewer(fitting)
        if let scale, case let smaller = largestScale(frame, scale: scale, within: maximumCommandSeconds / Double(count)), smaller >= 0.01 {
            fix += ", or --scale to at most \((smaller * 100).rounded(.down) / 100)"
        }
        throw exceeded(work, total, part, limit: "the \(maximumCommandSeconds.shortDescription) s a command may take", fix: fix, fromOptions: true)
    }

    /// The largest scale at which `estimate` (made at `scale`) takes at most `seconds`: its pixels' part shrinks with
    /// the square of the scale, the rest stays.
    private static func largestScale(_ estimate: WorkEstimate, scale: Double, within seconds: Double) -> Double {
        let fixed = estimate.seconds - estimate.pixelSeconds
        guard estimate.pixelSeconds > 0, seconds > fixed else { return 0 }
        return scale * ((seconds - fixed) / estimate.pixelSeconds).squareRoot()
    }

    private static func exceeded(
        _ work: String, _ estimate: WorkEstimate, _ part: WorkEstimate.Part, limit: String, fix: String, memory: Bool = false,
        fromOptions: Bool = false
    ) -> Exceeded {
        let amount =
            memory
            ? "hold about \(Int(estimate.bytes / Double(1 << 20), rounding: .up, within: 0...Int.max)) MiB"
            : "take about \(Int(estimate.seconds, rounding: .up, within: 0...Int.max)) s"
        let blamed = fromOptions || part.path == nil
        return Exceeded(
            description: "\(work) would \(amount), more than \(limit) (\(part.what)); \(fix)", isFromOptions: blamed,
            path: blamed ? nil : part.path)
    }

    /// Frames in one sequence, sheet or sample.
    public static let maximumFrames = 10_000
    /// An image's side and area, in pixels.
    public static let maximumPixelSide = 16_384
    /// An image's area at most, in pixels (2²⁸).
    public static let maximumPixels = 1 << 28
    /// Bytes a frame may hold at once: the image, the offscreen groups nested in it, shadow buffers and the
    /// encoder's; as much as a whole run may.
    public static let maximumFrameMemory = maximumMemory

    /// A budget that was exceeded: what, and how to stay within it.
    public struct Exceeded: Error, CustomStringConvertible, Sendable {
        public var description: String
        /// The options asked for too much (exit 64), rather than the document (exit 65).
        public var isFromOptions: Bool
        /// For a document's problem, the JSON path of what makes it expensive (`canvas`, `duration`).
        public var path: String? = nil
    }

    /// `count` frames.
    public static func check(frames count: Int, option: String) throws(Exceeded) {
        guard count <= maximumFrames else {
            throw Exceeded(description: "\(count) frames are too many (at most \(maximumFrames)); lower \(option)", isFromOptions: true)
        }
    }

    /// The longest effect an animated file plays, in seconds: its values are fitted on a grid of 0.5 ms.
    public static let maximumAnimatedDuration = 600.0

    /// An animated file of an effect `duration` seconds long.
    public static func check(animatedDuration duration: Double) throws(Exceeded) {
        guard duration <= maximumAnimatedDuration else {
            throw Exceeded(
                description:
                    "an effect of \(duration.shortDescription) s is too long for an animated file (at most \(maximumAnimatedDuration.shortDescription) s); set a shorter \"duration\"",
                isFromOptions: false, path: "duration")
        }
    }

    /// The longest side libwebp encodes, in pixels.
    public static let maximumWebPSide = 16_383

    /// An image of `width` × `height` pixels (`what`: "PNG", "PNG sheet", "WebP") whose sides may be `maximumSide`
    /// (`maximumWebPSide` for WebP).
    public static func check(image width: Double, _ height: Double, what: String, remedy: String, maximumSide: Int = maximumPixelSide)
        throws(Exceeded)
    {
        let side = Double(maximumSide)
        guard width <= side, height <= side, width * height <= Double(maximumPixels) else {
            let (w, h) = (Int(width, rounding: .up, within: 0...Int.max), Int(height, rounding: .up, within: 0...Int.max))
            throw Exceeded(
                description: "a \(w) × \(h) pixel \(what) is too large (at most \(Int(side)) a side and 2^28 pixels); \(remedy)",
                isFromOptions: true)
        }
    }

    /// The memory to draw and encode one frame of `document` at `scale` pixels per point, in bytes: the frame;
    /// for each layer that is composited offscreen (translucent, or casting a shadow from what it draws) a group
    /// as large as the canvas at most, nested as deep as such layers nest (a component may add one more level),
    /// and for a shadow a quarter more (its mask scaled up to the canvas, in one byte a pixel); and the encoder's
    /// buffers, as large as the frame (a PNG's filtered rows and their deflated bytes).
    public static func frameMemory(of document: EffectDocument, scale: Double) -> Double {
        let canvasBytes = document.canvas.width * document.canvas.height * scale * scale * 4
        let animatedOpacity = Set(
            document.animations.filter { entry in
                switch entry.content {
                case .core(let animation, _): animation.keyPaths.contains(.opacity)
                case .view(let view): view.changes.contains { $0.keyPath == .opacity }
                }
            }.map(\.layerID))
        let componentIDs = Set(document.components.map(\.id))
        func depth(_ layer: Layer) -> Double {
            let group = layer.opacity < 1 || layer.shadowOpacity > 0 || animatedOpacity.contains(layer.id) || componentIDs.contains(layer.id)
            let own = (group ? 1 : 0) + (layer.shadowOpacity > 0 || componentIDs.contains(layer.id) ? 0.25 : 0)
            return own + (layer.sublayers.map(depth).max() ?? 0)
        }
        let groups = document.layers.map(depth).max() ?? 0
        return canvasBytes * (2 + groups)
    }

    /// The largest scale, at most `preferred`, at which `document`'s frames fit every image format and the
    /// frame memory: for the docs site, which writes PNG and WebP of any document.
    public static func fittingScale(for document: EffectDocument, preferred: Double) -> Double {
        let (width, height) = (document.canvas.width, document.canvas.height)
        let side = Double(min(maximumWebPSide, maximumPixelSide))
        let byArea = (Double(maximumPixels) / max(width * height, 1)).squareRoot()
        let byMemory = (Double(maximumFrameMemory) / max(frameMemory(of: document, scale: 1), 1)).squareRoot()
        return min(preferred, side / max(width, height, 1), byArea, byMemory)
    }

    /// The memory `frameMemory` estimates, against `maximumFrameMemory`.
    public static func checkFrameMemory(of document: EffectDocument, scale: Double) throws(Exceeded) {
        let bytes = frameMemory(of: document, scale: scale)
        guard bytes <= Double(maximumFrameMemory) else {
            let mib = Int(bytes / Double(1 << 20), rounding: .up, within: 0...Int.max)
            // At a scale of 1 or more the document fits: the scale asked for is what is too much.
            let largest = fittingScale(for: document, preferred: .infinity)
            let remedy =
                largest >= 1
                ? "lower --scale to at most \((largest * 100).rounded(.down) / 100)"
                : "make the canvas smaller or nest fewer translucent or shadowed layers"
            throw Exceeded(
                description:
                    "drawing a frame would take about \(mib) MiB (a \(document.canvas.width.shortDescription) × \(document.canvas.height.shortDescription) pt canvas with translucent or shadowed layers nested in each other), more than the \(maximumFrameMemory >> 20) MiB allowed; \(remedy)",
                isFromOptions: largest >= 1, path: largest >= 1 ? nil : "canvas")
        }
    }
}
