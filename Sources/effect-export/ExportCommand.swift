import EffectEngine
import EffectExport
import EffectModel
import Foundation

/// `effect-export EFFECT [--format F] [--time T | --frames N | --fps F | --animated] [--scale S] [--loops N]
/// [--output PATH|-]`: one frame, a sequence of frames, or one file that plays the effect.
struct ExportCommand: Command {
    static let declaration = CommandDeclaration(
        name: "",
        abstract: "Render UI micro-interactions (effect documents) to stills and to files that play them.",
        arguments: [.effect],
        options: [
            Options.format.option, Options.time.option, Options.frames.option, Options.fps.option, Options.animated.option,
            Options.scale.option, Options.quality.option, Options.strict.option, Options.loops.option, Options.rest.option,
            Options.touches.option, Options.output.option, FlagKey.quiet.option, Options.version,
        ],
        exitStatus: [
            "0 success, 64 bad usage, 65 bad document, 66 input not found,",
            "70 internal error, 73 cannot create the output, 74 cannot write standard output,",
            "129 hangup (SIGHUP), 130 interrupted (SIGINT), 131 quit (SIGQUIT), 143 terminated",
            "(SIGTERM), 128 + N for another signal N: what the run started is removed.",
        ]
    )

    /// What `--format` names: the still formats, and those that are always animated.
    enum Format: String, CaseIterable {
        case svg, pdf, png, webp, gif, mp4, webm, lottie, css, html, swift, swiftui

        /// The still format of the same name, `nil` for WebP (ours, not the frame renderer's), GIF and video.
        var still: OutputFormat? { OutputFormat(rawValue: rawValue) }
        /// Always a file that plays.
        var isAlwaysAnimated: Bool { [.gif, .mp4, .webm, .lottie, .css, .html].contains(self) }
        /// Played as pictures in the effect's own frame, where a fingertip can be drawn (not inside apps or pages).
        var canShowTouches: Bool { ![.lottie, .css, .html].contains(self) }
        /// Drawn as pixels, so bounded by the image and frame budgets.
        var isRaster: Bool { ![.svg, .lottie, .css, .html].contains(self) }
        /// What the default output's name ends with: `NAME-lottie.json` for Lottie, never `NAME.json`, the document's own name.
        var defaultSuffix: String { self == .lottie ? "-lottie.json" : self == .swiftui ? ".swift" : ".\(rawValue)" }
        /// Written as Swift source: UIKit (`swift`) or SwiftUI (`swiftui`).
        var isSwift: Bool { self == .swift || self == .swiftui }
    }

    enum Options {
        /// A list of still formats (`pdf,svg`) is read apart: each must be one of `OutputFormat`'s.
        static let format = OptionKey<Format>.choice(
            "format",
            "The output format (without it, the --output file's extension says; else svg). gif, mp4, webm, lottie (bodymovin JSON), css and html are always animated (mp4 and webm through ffmpeg on PATH; a GIF, for chat, at 30 frames a second and 1 pixel a point unless --fps or --scale says); css writes the effect as CSS animations (@keyframes, the markup in its opening comment) and html a page that plays them; swift writes the effect as Core Animation and UIKit code and swiftui as a SwiftUI view, both of which also compile on Linux against EffectKit. A frame sequence can be written in several still formats at once, in one pass: --format pdf,svg.",
            default: .svg)
        static let time = OptionKey<Double>.number(
            "time", "T", "Render the frame at T seconds.", in: Numeric.documentRange, default: 0, group: "time", invalid: "time",
            expected: "seconds from -1000000 to 1000000, such as 0.125")
        static let frames = OptionKey<Int>.frames(
            "Render N frames from 0 to the effect's duration, both ends included: NAME-0000.EXT, … or one PDF page each.",
            maximum: WorkBudget.maximumFrames, group: "time")
        static let fps = OptionKey<Double>.number(
            "fps", "F", "Render the frames at n / F seconds for n\u{A0}<\u{A0}ceil(duration\u{A0}·\u{A0}F).", in: 0...1000, aboveLowerBound: true,
            group: "time", invalid: "rate", expected: "frames per second, more than 0 and at most 1000")
        static let animated = FlagKey(
            "animated",
            "Write one file that plays the effect: with --format svg an SVG animated with SMIL (no script: it plays in browsers, inside <img> and in READMEs); with png an APNG, with webp an animated WebP, of the frames at --fps (default 60).",
            group: "time", goesWith: ["fps"])
        static let scale = OptionKey<Double>.scale(
            "Pixels per point of PNG, WebP, GIF and video, 1/8192 ≤ S ≤ 16; a GIF, made for chat, 1 unless given. SVG and PDF do not depend on it (their blurred shadows are embedded at 2\u{A0}px per point)."
        )
        static let quality = OptionKey<Double>.number(
            "quality", "Q", "WebP only: lossy at quality 0…100 instead of lossless.", in: 0...100, invalid: "quality", expected: "0 to 100")
        static let strict = FlagKey(
            "strict", "Lottie, Swift and SwiftUI only: fail (exit 65) where the file cannot show something, instead of warning.")
        static let loops = OptionKey<Int>.wholeNumber(
            "loops", "N", "How often an animated file plays, 0 for ever; after the last time its last frame holds.", in: 0...1_000_000, default: 0,
            invalid: "loop count", expected: "a whole number from 0 (for ever) to 1000000")
        static let rest = OptionKey<Double>.number(
            "rest", "S",
            "Seconds an animated file of an effect that ends holds its last frame before it plays again, 0 to 60, so that the end state is seen (one that repeats for ever loops over its period with no rest).",
            in: 0...60,
            default: AnimatedFrames.defaultRest, invalid: "rest", expected: "seconds from 0 to 60")
        static let touches = OptionKey<TouchVisibility>.choice(
            "touches", "Draw a fingertip where touches are, outside the effect's colours.",
            defaultText: "show for animated files, hide for stills, Lottie and CSS")
        static let output = OptionKey<String>.text(
            "output", "PATH|-",
            "The file to write, or - for standard output (one frame). For frame sequences: a folder, or a pattern such as frames/ripple-%04d.png.",
            defaultText: "NAME.EXT or NAME-%04d.EXT in the current folder")
        static let version = CommandDeclaration.Option(name: "version", value: nil, help: "Show the version.", standsAlone: true)
        /// What `--format swift` has no use for.
        static let pictureOnly = [
            time.option, frames.option, fps.option, animated.option, scale.option, quality.option, strict.option, loops.option, rest.option,
            touches.option,
        ]
    }

    /// `--touches`.
    enum TouchVisibility: String, CaseIterable {
        case show, hide
    }

    var effect: String
    var format: Format
    /// More still formats the same frame sequence is written in (`--format pdf,svg`): each to its default name, in
    /// `output` as a folder.
    var moreFormats: [OutputFormat] = []
    var schedule: FrameSchedule
    var scale: Double
    /// Write one animated file, played `loops` times (0: for ever), its frames (where the format has frames) at
    /// `animationRate` per second.
    var animated: Bool
    var loops: Int
    var animationRate = 60.0
    /// Seconds the last frame holds before the file plays again.
    var rest = AnimatedFrames.defaultRest
    /// Fingertips drawn where touches are.
    var showsTouches: Bool
    /// WebP's lossy quality, `nil` for lossless.
    var quality: Double?
    /// Lottie: what players cannot show is an error, not a warning.
    var strict: Bool
    var output: String?
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        (format, moreFormats) = try Self.formats(arguments)
        scale = format == .gif && !arguments.isGiven(Options.scale) ? AnimatedFrames.chatGIF.scale : try arguments.value(Options.scale)
        output = try arguments.optionalValue(Options.output)
        quiet = arguments.flag(.quiet)
        // One of the group at most (parsing checked): --frames, --fps, or --time (by default 0).
        if let n = try arguments.optionalValue(Options.frames) {
            schedule = .count(n)
        } else if let fps = try arguments.optionalValue(Options.fps) {
            schedule = .rate(fps)
        } else {
            schedule = .single(try arguments.value(Options.time))
        }
        animated = arguments.flag(Options.animated) || format.isAlwaysAnimated
        strict = arguments.flag(Options.strict)
        quality = try arguments.optionalValue(Options.quality)
        loops = try arguments.value(Options.loops)
        rest = try arguments.value(Options.rest)
        let touches = try arguments.optionalValue(Options.touches)
        showsTouches = touches.map { $0 == .show } ?? (animated && format.canShowTouches)
        try checkCombinations(arguments)
        if animated {
            if case .rate(let fps) = schedule { animationRate = fps } else if format == .gif { animationRate = AnimatedFrames.chatGIF.rate }
            if format == .gif, animationRate > AnimatedFrames.maximumGIFRate {
                if arguments.isGiven(Options.fps) {
                    StandardStreams.writeError(
                        "effect-export: warning: a GIF plays at most \(Int(AnimatedFrames.maximumGIFRate)) frames a second (browsers slow faster ones down); using \(Int(AnimatedFrames.maximumGIFRate))"
                    )
                }
                animationRate = AnimatedFrames.maximumGIFRate
            }
            schedule = .single(0)
        }
    }

    /// `--format`: one format, or (`pdf,svg`) several still ones for a frame sequence written in one pass.
    private static func formats(_ arguments: ParsedArguments) throws(CommandFailure) -> (Format, more: [OutputFormat]) {
        guard let list = arguments.text(of: Options.format), list.contains(",") else {
            // Without --format, the --output file's extension says (`--output heart.png`), as for the other commands.
            return (try arguments.format(Options.format, output: Options.output), [])
        }
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let formats = try names.map { name throws(CommandFailure) -> OutputFormat in
            guard let still = OutputFormat(rawValue: name) else {
                throw arguments.usage("unknown format '\(name)' in --format \(list); several formats are still ones: svg, pdf and png")
            }
            return still
        }
        guard Set(formats).count == formats.count else { throw arguments.usage("--format \(list) names a format twice") }
        guard arguments.isGiven(Options.frames) || arguments.isGiven(Options.fps), !arguments.flag(Options.animated) else {
            throw arguments.usage("--format \(list): several formats are written for a frame sequence; add --frames N or --fps F")
        }
        if let output = try arguments.optionalValue(Options.output), output == "-" || output.contains("%") {
            throw arguments.usage("--format \(list) writes several files: --output is the folder they go in")
        }
        return (Format(rawValue: formats[0].rawValue)!, Array(formats.dropFirst()))
    }

    /// The options that only some formats or modes take, each refused with what to change.
    private func checkCombinations(_ arguments: ParsedArguments) throws(CommandFailure) {
        // --strict is for code too: it fails where the code leaves something out.
        if format.isSwift, let option = Options.pictureOnly.first(where: { $0.name != Options.strict.option.name && arguments.isGiven($0) }) {
            throw arguments.usage("--format \(format.rawValue) writes the effect as code, not pictures; drop --\(option.name)")
        }
        if strict, format != .lottie, !format.isSwift { throw arguments.usage("--strict is for --format lottie, swift or swiftui") }
        if quality != nil, format != .webp { throw arguments.usage("--quality is for --format webp") }
        if format == .webp, schedule.isSequence, !animated {
            throw arguments.usage("--format webp writes one still or, with --animated, one animation")
        }
        if format.isAlwaysAnimated, let option = [Options.time.option, Options.frames.option].first(where: arguments.isGiven) {
            throw arguments.usage("--format \(format.rawValue) is always animated; drop --\(option.name)")
        }
        if arguments.isGiven(Options.loops) {
            guard animated else { throw arguments.usage("--loops is for animated files; add --animated") }
            guard format != .mp4, format != .webm, format != .lottie else {
                throw arguments.usage("--loops: a \(format.rawValue) file has no loop count (players loop it themselves)")
            }
        }
        if animated, format == .pdf { throw arguments.usage("--animated: a PDF cannot play; use --format svg or png") }
        if !animated, schedule.isSequence, output == "-" {
            throw arguments.usage("--output - writes one frame; a sequence needs a folder or a pattern")
        }
        if showsTouches, !format.canShowTouches {
            throw arguments.usage(
                "--touches show: a \(format == .lottie ? "Lottie file plays inside apps" : "CSS animation plays inside pages"), where a fingertip layer would show; export an animated SVG, APNG or video to see the touches"
            )
        }
        if arguments.isGiven(Options.rest), !animated { throw arguments.usage("--rest is for animated files; add --animated") }
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        if format == .swift { return try runSwift(document) }
        if format == .swiftui { return try runSwiftUI(document) }
        if animated { return try runAnimated(document) }
        let renderer = FrameRenderer(scale: scale)
        if self.format == .webp { return try runWebPStill(document, renderer: renderer) }
        guard let format = format.still else { return }
        try runStills(document, formats: [format] + moreFormats, renderer: renderer)
    }

    /// One still, or a frame sequence in one still format or several (`--format pdf,svg`), each checked against the
    /// budgets before its scene runs and again before it is drawn.
    private func runStills(_ document: EffectDocument, formats: [OutputFormat], renderer: FrameRenderer) throws(CommandFailure) {
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
            if formats.contains(.png) { try checkCanvas(of: document, what: "PNG") }
            try WorkBudget.check(frames: schedule.count(duration: document.effectiveDuration), option: "--fps")
        }
        let times = schedule.times(duration: document.effectiveDuration)
        let scene = try CommandFailure.scene(of: document, horizon: times.max(), keepingFrom: times.min() ?? 0, file: effect)
        try checkStillWork(of: scene, document, at: times, formats: formats)
        var standardOutput: [UInt8]?
        do throws(ExportError) {
            if schedule.isSequence {
                try writeSequence(of: scene, document, at: times, formats: formats, renderer: renderer)
            } else {
                standardOutput = try writeStill(of: scene, document, at: times[0], as: formats[0], renderer: renderer)
            }
        } catch {
            throw CommandFailure(error, file: effect)
        }
        if let standardOutput { try StandardStreams.write(standardOutput) }
    }

    /// The drawing the frames ask for within the budget: each format's frame, drawn once per frame time.
    private func checkStillWork(of scene: Scene, _ document: EffectDocument, at times: [Double], formats: [OutputFormat]) throws(CommandFailure) {
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
            let frame = WorkEstimate(formats.flatMap { WorkEstimate.frame(of: scene, document, at: times, as: $0, scale: scale).parts })
            if schedule.isSequence {
                try WorkBudget.check(
                    frames: times.count, each: frame, scale: formats.contains(.png) ? scale : nil, of: "writing \(times.count) frames",
                    fewer: { fewerFrames($0, of: times.count) })
            } else if formats[0] == .png {
                try WorkBudget.check(frame: frame, scale: scale)
            } else {
                try WorkBudget.check(frame, of: "writing the frame", within: WorkBudget.maximumStillSeconds)
            }
        }
    }

    /// The frame at `time` written to `--output` (default `NAME.EXT`), or returned for standard output (`--output -`).
    private func writeStill(of scene: Scene, _ document: EffectDocument, at time: Double, as format: OutputFormat, renderer: FrameRenderer)
        throws(ExportError) -> [UInt8]?
    {
        let touches = showsTouches ? TouchOverlay(scene: scene) : nil
        let bytes = try renderer.render(
            Sampler(scene: scene).layers(at: time), canvas: scene.canvas, title: document.title ?? document.name, as: format,
            touches: touches?.marks(at: time))
        if output == "-" { return bytes }
        try AtomicFile.write(bytes, to: output ?? "\(document.name).\(format.fileExtension)")
        return nil
    }

    /// The frames at `times` in every format, in one pass over one scene: with one format, `--output` is its file or
    /// pattern; with several, their folder. A PDF is one file, a page a frame.
    private func writeSequence(of scene: Scene, _ document: EffectDocument, at times: [Double], formats: [OutputFormat], renderer: FrameRenderer)
        throws(ExportError)
    {
        let touches = showsTouches ? TouchOverlay(scene: scene) : nil
        let exporter = FrameSequenceExporter(renderer: renderer, touches: touches, progress: ProgressLine.make(quiet: quiet))
        defer { ProgressLine.finish(quiet: quiet) }
        let together = !moreFormats.isEmpty
        let place = together ? output.map { $0.hasSuffix("/") ? $0 : $0 + "/" } : output
        let pdfName = "\(document.name).pdf"
        let pdf = formats.contains(.pdf) ? (together ? (place ?? "") + pdfName : place ?? pdfName) : nil
        let sequences = try formats.filter { $0 != .pdf }.map { format throws(ExportError) in
            (format, try FramePaths(output: place, name: document.name, format: format).paths(count: times.count))
        }
        try exporter.write(of: scene, title: document.title ?? document.name, times: times, pdf: pdf, sequences: sequences)
    }

    /// The canvas as an image at `--scale` within the pixel budget (`what`: the format, in the message), and its frame
    /// within the memory budget.
    private func checkCanvas(of document: EffectDocument, what: String, maximumSide: Int = WorkBudget.maximumPixelSide)
        throws(WorkBudget.Exceeded)
    {
        try WorkBudget.check(
            image: document.canvas.width * scale, document.canvas.height * scale, what: what, remedy: "lower --scale", maximumSide: maximumSide)
        try WorkBudget.checkFrameMemory(of: document, scale: scale)
    }

    /// How to ask for at most `fitting` of `count` frames: fewer with `--frames`, a lower `--fps`.
    private func fewerFrames(_ fitting: Int, of count: Int) -> String {
        switch schedule {
        case .rate(let fps): "lower --fps to at most \((fps * Double(fitting) / Double(count) * 100).rounded(.down) / 100)"
        default: "lower --frames to at most \(fitting)"
        }
    }

    /// One file that plays the whole effect: SVG (SMIL), APNG, WebP, GIF, MP4 or WebM.
    private func runAnimated(_ document: EffectDocument) throws(CommandFailure) {
        let video = try videoEncoder()
        try checkAnimatedBudget(of: document)
        // An effect that repeats for ever plays whole periods with no rest; one that ends rests --rest.
        let loop = PlayedLoop(scene: try CommandFailure.scene(of: document, file: effect), rest: rest)
        if let warning = loop.warning { StandardStreams.writeError("effect-export: warning: \(effect): \(VisibleText.escaped(warning))") }
        let frames = AnimatedFrames(
            renderer: FrameRenderer(scale: scale), fps: animationRate, showsTouches: showsTouches, rest: loop.rest,
            progress: ProgressLine.make(quiet: quiet))
        try checkPlayingFileWork(of: loop, document)
        var standardOutput: [UInt8] = []
        var strictFailure: [String]?
        do throws(ExportError) {
            let writer = output == "-" ? nil : try AtomicFileWriter(path: output ?? "\(document.name)\(format.defaultSuffix)")
            func write(_ bytes: [UInt8]) {
                if let writer { _ = bytes.withUnsafeBytes { writer.write($0) } } else { standardOutput += bytes }
            }
            defer { ProgressLine.finish(quiet: quiet) }
            strictFailure = try writePlayingFile(of: loop, document, frames: frames, video: video, writer: writer, write: write)
            // Nothing is written when --strict fails: the temporary file goes with the writer.
            if strictFailure == nil { try writer?.commit() }
        } catch {
            throw CommandFailure(error, file: effect, document: document)
        }
        if let strictFailure { throw CommandFailure(messages: strictFailure, exitCode: .badDocument) }
        if output == "-" { try StandardStreams.write(standardOutput) }
    }

    /// ffmpeg, for MP4 and WebM (`nil` for the other formats); where it is absent, the failure that says how to get it.
    private func videoEncoder() throws(CommandFailure) -> FFmpegVideo? {
        guard let container = FFmpegVideo.Container(rawValue: format.rawValue) else { return nil }
        guard let found = FFmpegVideo(container: container) else {
            throw CommandFailure(messages: [FFmpegVideo.installHint], exitCode: .unavailable)
        }
        return found
    }

    /// The budgets an animated file must fit before its scene runs: its duration and, for pixels, the canvas at
    /// `--scale` and the count of frames at `--fps` (the rest included).
    private func checkAnimatedBudget(of document: EffectDocument) throws(CommandFailure) {
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
            try WorkBudget.check(animatedDuration: document.effectiveDuration)
            if format.isRaster {
                try checkCanvas(
                    of: document, what: format.rawValue.uppercased(),
                    maximumSide: format == .webp ? WorkBudget.maximumWebPSide : WorkBudget.maximumPixelSide)
                try WorkBudget.check(frames: FrameSchedule.rate(animationRate).count(duration: document.effectiveDuration + rest), option: "--fps")
            }
        }
    }

    /// The drawing the played file asks for within the budget: every frame of a raster file, or the whole of an animated
    /// SVG, Lottie or CSS file.
    private func checkPlayingFileWork(of loop: PlayedLoop, _ document: EffectDocument) throws(CommandFailure) {
        let scene = loop.scene
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
            if format.isRaster {
                let count = FrameSchedule.rate(animationRate).count(duration: scene.duration + loop.rest)
                let frame = WorkEstimate.frame(of: scene, document, at: WorkEstimate.times(of: scene, count: count), as: .png, scale: scale)
                try WorkBudget.check(
                    frames: count, each: frame, scale: scale, of: "writing the \(format.rawValue.uppercased())'s \(count) frames",
                    fewer: { "lower --fps to at most \((animationRate * Double($0) / Double(count) * 100).rounded(.down) / 100)" })
            } else if !format.isSwift {
                let file = format == .svg ? "the animated SVG" : format == .lottie ? "the Lottie file" : "the \(format.rawValue.uppercased())"
                try WorkBudget.check(WorkEstimate.playingFile(of: scene, document, lottie: format == .lottie), of: "writing \(file)")
            }
        }
    }

    /// Writes the format's file that plays `loop` through `write` (a video through `writer`'s file, which ffmpeg
    /// writes itself). Returns what `--strict` fails on: Lottie's warnings, which are printed without it.
    private func writePlayingFile(
        of loop: PlayedLoop, _ document: EffectDocument, frames: AnimatedFrames, video: FFmpegVideo?, writer: AtomicFileWriter?,
        write: @escaping ([UInt8]) -> Void
    ) throws(ExportError) -> [String]? {
        let (scene, title) = (loop.scene, document.title ?? document.name)
        switch format {
        case .svg: write(try AnimatedSVG(loops: loops, rest: loop.rest, showsTouches: showsTouches).render(scene, title: title))
        case .png: try frames.writeAPNG(of: scene, loops: loops) { write($0) }
        case .gif: try frames.writeGIF(of: scene, loops: loops) { write($0) }
        case .webp: write(try frames.writeWebP(of: scene, loops: loops, quality: quality))
        case .lottie:
            let lottie = try LottieExport(fps: animationRate).render(scene, title: title)
            for warning in lottie.warnings where !strict { StandardStreams.writeError("effect-export: warning: \(VisibleText.escaped(warning))") }
            write(lottie.bytes)
            if strict, !lottie.warnings.isEmpty { return lottie.warnings.map { "\(effect): \($0)" } }
        case .mp4, .webm: try writeVideo(video, frames: frames, of: scene, writer: writer, write: write)
        case .css, .html:
            let css = try CSSAnimation(loops: loops, rest: loop.rest).render(
                scene, name: document.name, title: title, reducedMotion: document.guidance.reducedMotion)
            write(Array((format == .css ? css.cssFile : css.page(title: title)).utf8))
        case .pdf, .swift, .swiftui: break  // refused when the arguments were read; written by runSwift and runSwiftUI
        }
        return nil
    }

    /// ffmpeg writes the file itself (it rewrites it for +faststart); for standard output, a temporary one in a folder
    /// of our own (mode 0700, an unguessable name, so that no one else's file is written), read back through `write`.
    private func writeVideo(_ video: FFmpegVideo?, frames: AnimatedFrames, of scene: Scene, writer: AtomicFileWriter?, write: ([UInt8]) -> Void)
        throws(ExportError)
    {
        if let writer { return try video?.write(frames, of: scene, to: writer.fileBeingWritten, output: writer.path) ?? () }
        let folder = try PrivateFolder()
        let file = folder.path + "/video.\(format.rawValue)"
        try video?.write(frames, of: scene, to: file, output: "standard output")
        // The folder, with the file, goes when it does: not before the file is read.
        withExtendedLifetime(folder) { write(Array(FileManager.default.contents(atPath: file) ?? Data())) }
    }

    /// The effect as Swift: `NAME.swift`.
    private func runSwift(_ document: EffectDocument) throws(CommandFailure) {
        let swift: SwiftSource
        do throws(ExportError) { swift = try SwiftSource(document: document) } catch { throw CommandFailure(error, file: effect) }
        try writeSource(swift.text, approximations: swift.approximations, name: document.name)
    }

    /// The effect as a SwiftUI view: `NAME.swift`; what it leaves out warned of (with `--strict`, refused).
    private func runSwiftUI(_ document: EffectDocument) throws(CommandFailure) {
        let swiftUI: SwiftUISource
        do throws(ExportError) { swiftUI = try SwiftUISource(document: document) } catch { throw CommandFailure(error, file: effect) }
        try writeSource(swiftUI.text, approximations: swiftUI.approximations, name: document.name)
    }

    /// Writes generated Swift to `--output` (default `NAME.swift`) or standard output, its approximations as warnings
    /// (with `--strict`: refused, nothing written).
    private func writeSource(_ text: String, approximations: [String], name: String) throws(CommandFailure) {
        if strict, !approximations.isEmpty {
            throw CommandFailure(messages: approximations.map { "\(effect): \($0)" }, exitCode: .badDocument)
        }
        for warning in approximations { StandardStreams.writeError("effect-export: warning: \(VisibleText.escaped(warning))") }
        let bytes = Array(text.utf8)
        if output == "-" { return try StandardStreams.write(bytes) }
        do throws(ExportError) { try AtomicFile.write(bytes, to: output ?? "\(name).swift") } catch {
            throw CommandFailure(error, file: effect)
        }
    }

    /// One WebP still at `--time`.
    private func runWebPStill(_ document: EffectDocument, renderer: FrameRenderer) throws(CommandFailure) {
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
            try checkCanvas(of: document, what: "WebP", maximumSide: WorkBudget.maximumWebPSide)
        }
        let t = schedule.times(duration: document.effectiveDuration)[0]
        let scene = try CommandFailure.scene(of: document, horizon: t, keepingFrom: t, file: effect)
        try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
            try WorkBudget.check(frame: WorkEstimate.frame(of: scene, document, at: [t], as: .png, scale: scale), scale: scale)
        }
        let bytes: [UInt8]
        do throws(ExportError) {
            bytes = try renderer.renderWebP(
                Sampler(scene: scene).layers(at: t), canvas: scene.canvas, quality: quality,
                touches: showsTouches ? TouchOverlay(scene: scene).marks(at: t) : nil)
            if output != "-" { try AtomicFile.write(bytes, to: output ?? "\(document.name).webp") }
        } catch {
            throw CommandFailure(error, file: effect)
        }
        if output == "-" { try StandardStreams.write(bytes) }
    }
}
