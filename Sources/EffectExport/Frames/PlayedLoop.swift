import EffectCompositions
import EffectEngine
import EffectModel

/// What a file that plays an effect loops over (animated SVG, APNG, WebP, GIF, video, CSS, Lottie, the docs
/// player): an effect that repeats for ever plays with no rest — the most whole periods of it (the least common
/// multiple of its for-ever cycles) within the review window after which it shows its first frame again, so that it
/// plays on seamlessly; else its window (one whose loop begins later, after a touch); and, when one period is longer
/// than the window, the window with a warning that names the cycle. An effect that ends plays its window, then
/// rests (`--rest`).
public struct PlayedLoop: Sendable {
    /// The motions that repeat for ever (none: the effect ends).
    public let cycles: [ForeverCycle]
    /// The least common multiple of the cycles, in seconds (to the microsecond); `nil` when nothing repeats for ever.
    public let period: Double?
    /// The scene as it plays: its window `length` seconds.
    public let scene: Scene
    /// Seconds the last frame holds before the file plays again: `rest` for an effect that ends, 0 for a loop.
    public let rest: Double
    /// What the author should know: a period the window cannot hold, named.
    public let warning: String?

    /// Seconds played before the file starts again.
    public var length: Double { scene.duration }

    /// How `scene` loops, an effect that ends resting `rest` seconds.
    public init(scene: Scene, rest: Double) {
        cycles = scene.foreverCycles
        guard !cycles.isEmpty else {
            (period, self.scene, self.rest, warning) = (nil, scene, rest, nil)
            return
        }
        self.rest = 0
        let window = Int((scene.duration * 1e6).rounded(.down))
        var lcm = 1
        var fits = true
        for cycle in cycles {
            let micro = max(1, Int((cycle.seconds * 1e6).rounded()))
            let (product, overflow) = (lcm / Self.gcd(lcm, micro)).multipliedReportingOverflow(by: micro)
            guard !overflow, product <= window else {
                fits = false
                break
            }
            lcm = product
        }
        guard fits else {
            let longest = cycles.max { $0.seconds < $1.seconds }!
            let track = scene.track(longest.layerID)
            let name = [track?.model.label ?? longest.layerID, longest.label].compactMap { $0 }.joined(separator: " · ")
            let played = "the \(Self.milliseconds(scene.duration)) ms it plays: the loop jumps back mid-cycle"
            period = nil
            warning =
                longest.seconds > scene.duration
                ? "\(name) repeats every \(Self.milliseconds(longest.seconds)) ms, longer than \(played); make the duration a multiple of that cycle"
                : "the cycles that repeat for ever (\(cycles.map { Self.milliseconds($0.seconds) + " ms" }.joined(separator: ", "))) come round together only after \(played); make the duration a common multiple of them"
            self.scene = scene
            return
        }
        period = Double(lcm) / 1e6
        // Whole periods that come back to the first frame; an effect that reaches its loop later (after a touch)
        // plays its whole window, then starts again.
        let whole = (1...(window / lcm)).reversed().first { scene.showsTheSame(at: 0, as: Double($0 * lcm) / 1e6) }
        self.scene = whole.map { scene.playing(for: Double($0 * lcm) / 1e6) } ?? scene
        warning = nil
    }

    /// `1000`, `1.5`: milliseconds as the spec states them.
    private static func milliseconds(_ seconds: Double) -> String { MotionSpec.number(MotionSpec.milliseconds(seconds)) }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
