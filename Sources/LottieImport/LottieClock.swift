/// How a composition's frames run against the document's clock (time 0 at the file's `ip`, in seconds).
///
/// Straight while every composition above plays at a fixed rate (`st`, `sr`); sampled once per document frame
/// below a time remap (`tm`), whose frames follow a curve of their own.
enum LottieClock {
    /// Frame `f` of the composition shows at document time `(f − frameAtZero) / framesPerSecond`.
    case linear(framesPerSecond: Double, frameAtZero: Double)
    /// The composition's frame at each document frame (document time k / `documentFPS`).
    case sampled([Double])

    /// The clock of the frames inside a precomposition layer of this composition that starts at `st` and plays `sr`
    /// times slower (the layer's own keyframes stay on this clock).
    func layer(startTime st: Double, stretch sr: Double) -> LottieClock {
        let sr = sr == 0 ? 1 : sr
        switch self {
        case .linear(let fps, let zero): return .linear(framesPerSecond: fps / sr, frameAtZero: (zero - st) / sr)
        case .sampled(let frames): return .sampled(frames.map { ($0 - st) / sr })
        }
    }

    /// The composition's frame at each of the document's `frames + 1` frames.
    func frames(count frames: Int, documentFPS: Double) -> [Double] {
        switch self {
        case .linear(let fps, let zero): return (0...frames).map { zero + Double($0) / documentFPS * fps }
        case .sampled(let list): return list
        }
    }
}
