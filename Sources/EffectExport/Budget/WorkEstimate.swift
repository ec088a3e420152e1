import EffectModel

/// What a piece of work will cost, estimated before any of it is done: CPU seconds on the reference machine and the
/// bytes it holds at once, made of parts that each say what costs and where the document asks for it.
///
/// Every command builds its estimate from the scene its document plays and its options (`WorkEstimate+Drawing`:
/// frames by the pixels each layer covers; `WorkEstimate+Motion`: animated files, charts and sheets by the samples
/// and keys their motions take) and checks it against `WorkBudget`'s limits before it starts. The rates are
/// measured on the reference machine in a release build (`docs/effect-format.md`, "Limits"), with a margin.
public struct WorkEstimate: Sendable {
    /// The parts, in the order added.
    public private(set) var parts: [Part] = []

    /// One kind of work: how much, and what to change to have less of it.
    public struct Part: Sendable {
        /// CPU seconds on the reference machine.
        public var seconds: Double
        /// Bytes held at once.
        public var bytes: Double = 0
        /// What costs, in a sentence's words: `2000 translucent layers composited over 3200000000 pixels`.
        public var what: String
        /// How to have less of it: `make fewer or smaller layers translucent`.
        public var fix: String
        /// Where the document asks for it (`layers[3]`, `animations[0]`); `nil` when it is the options' doing.
        public var path: String?
        /// Whether its seconds and bytes grow with the pixels drawn (the square of `--scale`).
        public var growsWithPixels = false
    }

    /// No work.
    public init() {}

    /// The work of `parts`.
    public init(_ parts: [Part]) { self.parts = parts }

    /// CPU seconds in all.
    public var seconds: Double { parts.reduce(0) { $0 + $1.seconds } }
    /// Bytes held at once, at most: every part's together.
    public var bytes: Double { parts.reduce(0) { $0 + $1.bytes } }
    /// The seconds that grow with the square of the scale.
    var pixelSeconds: Double { parts.filter(\.growsWithPixels).reduce(0) { $0 + $1.seconds } }

    /// Both estimates' parts.
    public static func + (a: WorkEstimate, b: WorkEstimate) -> WorkEstimate { WorkEstimate(a.parts + b.parts) }

    /// The work done `times` times over (frames of a sequence): seconds multiplied, bytes as one run's (what a frame
    /// holds is let go before the next), each part's words saying so.
    func repeated(_ times: Double, each: String) -> WorkEstimate {
        WorkEstimate(
            parts.map { part in
                var part = part
                part.seconds *= times
                part.what += " \(each)"
                return part
            })
    }

    /// The same work with what the options ask for (the parts without a path) laid at `path` of the document, with
    /// `fix`: for the docs site, whose pictures' scale no option sets.
    func blaming(_ path: String, fix: String) -> WorkEstimate {
        WorkEstimate(
            parts.map { part in
                var part = part
                if part.path == nil { (part.path, part.fix) = (path, fix) }
                return part
            })
    }

    /// The part that costs the most seconds, or bytes when `byMemory`.
    func largest(byMemory: Bool = false) -> Part? {
        parts.max { byMemory ? $0.bytes < $1.bytes : $0.seconds < $1.seconds }
    }
}

extension WorkEstimate {
    /// What the reference machine does in a second, each rate measured on it in a release build with
    /// `Benchmarks/run-budget.py` (the figures in `docs/effect-format.md`, "Limits") and given half as much again,
    /// for other work on the machine and for documents the measurements did not foresee.
    enum Rate {
        /// The margin over the measured rates.
        static let margin = 1.5
        /// Sampling, placing and drawing one layer of a frame, whatever it draws: 12 µs measured.
        static let layer = 12e-6 * margin
        /// A pixel of solid fill (backgrounds, borders, shapes, text ink): 0.12 ns measured.
        static let fill = 0.12e-9 * margin
        /// A pixel of an offscreen group (a translucent layer, a shadowed body): allocated, cleared, composited,
        /// its pages faulted in: 2.6 ns measured for groups of 16 000 000 pixels.
        static let group = 2.6e-9 * margin
        /// A pixel a shadow covers: its mask scaled up and composited: 8.4 ns measured.
        static let shadow = 8.4e-9 * margin
        /// A pixel of a path's rasterised length (the scan converter meets each edge on every row it crosses), and
        /// more for each of the path's elements (among all the others that cross the row): 5 ns, and 0.05 ns an
        /// element, measured (270 ns a pixel for 10 000 segments crossing a 4 000 px canvas).
        static let edge = 5e-9 * margin
        static let edgeElement = 0.05e-9 * margin
        /// A pixel of an axial or radial gradient, and more per stop (pixman looks the stop up from the first):
        /// 0.7 ns and 0.23 ns a stop measured.
        static let gradient = 0.7e-9 * margin
        static let gradientStop = 0.23e-9 * margin
        /// A pixel of a conic gradient's mesh, and more per slice: 25 ns and 0.02 ns a slice measured.
        static let conic = 25e-9 * margin
        static let conicSlice = 0.02e-9 * margin
        /// A glyph drawn (laid out, rasterised, composited; CJK's are the slowest): 30 µs measured.
        static let glyph = 30e-6 * margin
        /// A glyph written as an outline in SVG: 116 µs measured; in PDF, as text: 16 µs.
        static let glyphOutline = 116e-6 * margin
        static let glyphText = 16e-6 * margin
        /// Bytes held per glyph outline while an SVG is written: 14.5 KB measured for CJK, 2.3 KB for Latin.
        static let outlineBytes = 14_500.0 * margin
        static let simpleOutlineBytes = 2_300.0 * margin
        /// A pixel of a frame cleared and encoded (PNG; APNG, WebP and GIF alike): 10 ns measured.
        static let encodedPixel = 10e-9 * margin
        /// One value of a motion sampled and fitted, on a layer of one animation: 1.8 µs measured (springs and
        /// keyframes on the fitter's grid); a quarter more for each other animation on the layer, up to 8.
        static let fittedSample = 1.8e-6 * margin
        /// One key path of one layer charted (400 samples, its spans, its jumps, the key frames it suggests), each
        /// of its events (an animation added, begun, ended, taken off) and each turn found and refined (a keyframe,
        /// a spring's swing, a cycle): 2 ms, 30 µs and 40 µs measured; 250 bytes an event or turn held.
        static let chart = 2e-3 * margin
        static let chartEvent = 30e-6 * margin
        static let chartTurn = 40e-6 * margin
        static let chartEventBytes = 250.0 * margin
        /// One layer's value drawn on a chart (a plot draws at most 12 layers of one role): 1.2 ms and 220 KB measured.
        static let drawnChart = 1.2e-3 * margin
        static let drawnChartBytes = 220_000.0 * margin
        /// Bytes a Lottie key holds while the file is built (its typed value, its JSON tree, its text): 900 measured.
        static let lottieKeyBytes = 900.0 * margin
    }

    /// A count as a message names it: a whole number.
    static func count(_ x: Double) -> String { String(Int(x, rounding: .toNearestOrAwayFromZero, within: 0...Int.max)) }

    /// `1 path`, `2 paths`: a count of `noun` (its plural takes an s).
    static func count(_ x: Double, _ noun: String) -> String { count(x) == "1" ? "1 \(noun)" : "\(count(x)) \(noun)s" }
}
