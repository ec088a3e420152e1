import EffectCompositions
import EffectEngine
import EffectModel
import Foundation
import Synchronization

/// One effect's folder of the docs site: its renderings (the animated preview, a poster frame as SVG, PDF and
/// PNG, the contact sheet and the timing curves as SVG and PDF, the document) and its two pages.
struct EffectPage {
    let effect: DocsSite.Effect
    let siteTitle: String
    let templates: DocsTemplates
    /// The site's other effects, which the page links to.
    let site: SiteIndex
    let scene: Scene
    /// What the page's animated files and player loop over: whole periods of an effect that repeats for ever, else
    /// the window and a rest.
    let loop: PlayedLoop
    /// The frame shown where motion is unwelcome (`prefers-reduced-motion`), in the gallery, and offered as stills:
    /// one that reads (`posterTime(of:)`).
    let posterTime: Double
    let keyFrames: [SheetFrame]

    init(effect: DocsSite.Effect, siteTitle: String, templates: DocsTemplates, site: SiteIndex) throws(ExportError) {
        self.effect = effect
        self.siteTitle = siteTitle
        self.templates = templates
        self.site = site
        scene = try FrameRenderer.scene(effect.document)
        loop = PlayedLoop(scene: scene, rest: AnimatedFrames.defaultRest)
        let review = ReviewPictures(scene: scene).keyFrames()
        keyFrames = SheetFrame.keyFrames(review, window: scene.duration)
        posterTime = Self.posterTime(of: review)
    }

    /// A key frame that reads as a picture, never one in the middle of a transition: the first, between the first and
    /// the last, that holds (nothing moves while it shows); else the first turning point there (a peak or low, where
    /// motion is momentarily still); else the middle key frame. A ripple's poster is the ripple grown
    /// and held, not half grown.
    static func posterTime(of frames: [ReviewFrame]) -> Double {
        let later = frames.dropFirst().dropLast()
        if let held = later.first(where: { $0.holdsUntil != nil }) { return held.time }
        let turning = later.first { frame in
            frame.reasons.contains {
                switch $0 {
                case .peak, .trough: true
                default: false
                }
            }
        }
        if let turning { return turning.time }
        return frames.isEmpty ? 0 : frames[frames.count / 2].time
    }

    var name: String { effect.name }
    /// Pixels per point of the page's images: 2, or less where a large canvas would not fit every format.
    var scale: Double { Self.scale(of: effect.document) }
    static func scale(of document: EffectDocument) -> Double { WorkBudget.fittingScale(for: document, preferred: 2) }
    /// The GIF's pixels per point and frames per second: the command line's for chat (`AnimatedFrames.chatGIF`), at
    /// most 1 MB for every template (`gradient-fixed`'s was 4.4 MB at 2 px a point and 50 frames a second).
    var gif: (scale: Double, rate: Double) { (min(scale, AnimatedFrames.chatGIF.scale), rate(AnimatedFrames.chatGIF.rate)) }
    /// The most frames each animated image of a page has: a long effect's APNG, WebP and GIF play at a lower rate,
    /// so that a page costs about the same whatever the effect's length.
    static let maximumAnimatedFrames = 600.0
    /// Frames per second of the page's animated images: `preferred`, or fewer for a long effect.
    func rate(_ preferred: Double) -> Double { Self.rate(preferred, duration: scene.duration) }
    static func rate(_ preferred: Double, duration: Double) -> Double {
        min(preferred, max(1, (maximumAnimatedFrames / max(duration, 1e-3)).rounded(.down)))
    }

    /// What the page of `effect` will cost once its clock has recorded `scene` (`WorkEstimate.docsPage`), for the
    /// site to check before it draws any page; what no option sets is the document's doing (its canvas).
    static func estimate(of effect: DocsSite.Effect, scene: Scene) -> WorkEstimate {
        func frames(_ rate: Double) -> Int { FrameSchedule.rate(rate).count(duration: scene.duration + AnimatedFrames.defaultRest) }
        return WorkEstimate.docsPage(
            of: scene, effect.document, scale: scale(of: effect.document), animatedFrames: frames(rate(60, duration: scene.duration)),
            gifFrames: frames(rate(AnimatedFrames.chatGIF.rate, duration: scene.duration))
        ).blaming("canvas", fix: "make the canvas smaller")
    }
    var title: String { effect.document.title ?? effect.name }

    /// File names inside the effect's folder.
    var files: (animated: String, still: String, sheet: String, curves: String, document: String, swift: String) {
        ("\(name)-animated.svg", name, "\(name)-sheet", "\(name)-curves", "\(name).json", "\(name).swift")
    }

    /// Renders everything and writes the effect's folder of `site`; returns the files written, in the order written,
    /// and the effect's spec (which the tokens page reads). With `drawn` (the files a build of the same document
    /// wrote) only the pages are written: the drawings and animated files are there already (a neighbour's title
    /// changed).
    func write(into site: SiteFolder, drawn: [SiteManifest.File]? = nil) throws(ExportError) -> (files: [SiteManifest.File], spec: MotionSpec) {
        try site.makeFolder(name)
        var written: [SiteManifest.File] = []
        func write(_ bytes: [UInt8], _ file: String) throws(ExportError) {
            if let file = try site.write(bytes, to: "\(name)/\(file)") { written.append(file) }
        }
        let animated = try AnimatedSVG(rest: loop.rest).render(loop.scene, title: title)
        try write(animated, files.animated)
        let spec = MotionSpec(scene: scene, document: effect.document)
        let drawings = drawings(spec: spec)
        try write(effect.bytes, files.document)
        // Swift and CSS where the effect is expressible in them; the reason on the page where it is not.
        let swift = Result { () throws(ExportError) in try SwiftSource(document: effect.document).text }
        if let text = try Self.expressed(swift) { try write(Array(text.utf8), files.swift) }
        let css: Result<CSSAnimation.Output, ExportError> = Result { () throws(ExportError) in
            try CSSAnimation(rest: loop.rest).render(loop.scene, name: name, title: title, reducedMotion: effect.document.guidance.reducedMotion)
        }
        if let output = try Self.expressed(css) { try write(Array(output.cssFile.utf8), "\(name).css") }
        if let drawn {
            let names = Set(drawings.flatMap(\.files))
            written += drawn.filter { names.contains(SiteFolder.ownName(of: $0.name)) }
        } else {
            for (file, bytes) in try Self.make(drawings) { try write(bytes, file) }
        }
        let placed = placement(of: written, in: site.root.appendingPathComponent(name))
        let context = EffectPageContext(
            card: try Self.card(of: effect, scene: scene),
            page: try files(animated: animated, swift: swift, css: css, placed: placed),
            review: review(spec: spec), guidance: guidance())
        let values = TemplateValue(encoding: context)
        try write(Array(try templates.effect.renderingErrors(values).utf8), "index.html")
        try write(Array(try templates.effectMarkdown.renderingErrors(values).utf8), "README.md")
        return (written, spec)
    }

    /// A drawing or animated file of the page: its files, and what makes their bytes (on any thread).
    private struct Drawing {
        let files: [String]
        let make: @Sendable () throws(ExportError) -> [[UInt8]]
        init(_ file: String, _ make: @escaping @Sendable () throws(ExportError) -> [UInt8]) {
            files = [file]
            self.make = { () throws(ExportError) in [try make()] }
        }
        init(_ files: [String], _ make: @escaping @Sendable () throws(ExportError) -> [[UInt8]]) { (self.files, self.make) = (files, make) }
    }

    /// The page's drawings and animated files, listed; made only when a build draws (`make(_:)`).
    private func drawings(spec: MotionSpec) -> [Drawing] { stills() + reviews(spec: spec) + animations() }

    /// The poster frame in every still format, and the end under reduced motion when the effect does not move.
    private func stills() -> [Drawing] {
        let (scene, scale, title) = (scene, scale, title)
        let layers = Sampler(scene: scene).layers(at: posterTime)
        var stills = OutputFormat.allCases.map { format in
            Drawing("\(files.still).\(format.fileExtension)") { () throws(ExportError) in
                try FrameRenderer(scale: scale).render(layers, canvas: scene.canvas, title: title, as: format)
            }
        }
        if effect.document.guidance.reducedMotion != nil {
            stills.append(
                Drawing("\(name)-end.png") { () throws(ExportError) in
                    try FrameRenderer(scale: scale).render(
                        Sampler(scene: scene).layers(at: scene.duration), canvas: scene.canvas, title: title, as: .png)
                })
        }
        return stills
    }

    /// The contact sheet and the timing curves, as SVG and PDF (the PDFs, printed on their own, begin with the spec)
    /// and in the dark palette for dark mode (the effect's frames keep their colours).
    private func reviews(spec: MotionSpec) -> [Drawing] {
        let title = title
        let sheet = ContactSheet(
            document: effect.document, scene: scene, frames: keyFrames, columns: keyFrames.count > 24 ? 10 : 4, producer: FrameRenderer.creator)
        let charts = SampledOnce { [scene, name, keyFrames] in
            CurveCharts(title: title, name: name, scene: scene, frameTimes: keyFrames.map(\.time), producer: FrameRenderer.creator)
        }
        var drawings: [Drawing] = []
        for format in [OutputFormat.svg, .pdf] {
            let printedSpec = format == .pdf ? spec : nil
            for (file, sheet) in [(files.sheet, sheet), (files.curves, nil)] {
                drawings.append(
                    Drawing("\(file).\(format.fileExtension)") { () throws(ExportError) in
                        try SheetRenderer.render(sheet: sheet, spec: printedSpec, title: title, charts: { charts.value }, format: format, scale: 1)
                    })
            }
        }
        for (file, sheet) in [(files.sheet, sheet), (files.curves, nil)] {
            drawings.append(
                Drawing("\(file)-dark.svg") { () throws(ExportError) in
                    // A task-local value is set for an untyped closure: the result comes out of it as a `Result`.
                    try Palette.$current.withValue(.dark) {
                        Result { () throws(ExportError) in
                            try SheetRenderer.render(sheet: sheet, spec: nil, title: title, charts: { charts.value }, format: .svg, scale: 1)
                        }
                    }.get()
                })
        }
        return drawings
    }

    /// The animated formats encoded in-process (byte for byte the same on every build): APNG, WebP, GIF, Lottie. MP4
    /// and WebM need ffmpeg, which a docs build does not require.
    private func animations() -> [Drawing] {
        let (played, rest, scale, gif, title) = (loop.scene, loop.rest, scale, gif, title)
        let animatedRate = rate(60)
        return [
            Drawing(["\(name)-animated.png", "\(name)-animated.webp"]) { () throws(ExportError) in
                let (apng, webp) = try AnimatedFrames(renderer: FrameRenderer(scale: scale), fps: animatedRate, rest: rest)
                    .writeAPNGAndWebP(of: played, loops: 0)
                return [apng, webp]
            },
            Drawing("\(name)-lottie.json") { () throws(ExportError) in try LottieExport(fps: 60).render(played, title: title).bytes },
            Drawing("\(name).gif") { () throws(ExportError) in
                var bytes: [UInt8] = []
                try AnimatedFrames(renderer: FrameRenderer(scale: gif.scale), fps: gif.rate, rest: rest).writeGIF(of: played, loops: 0) {
                    bytes += $0
                }
                return bytes
            },
        ]
    }

    /// Makes `drawings` on every core (a rebuild of one effect has only its own work to spread); their files and
    /// bytes in the order listed.
    private static func make(_ drawings: [Drawing]) throws(ExportError) -> [(String, [UInt8])] {
        let made = Mutex([Result<[[UInt8]], ExportError>?](repeating: nil, count: drawings.count))
        DispatchQueue.concurrentPerform(iterations: drawings.count) { i in
            let result = Result { () throws(ExportError) in try drawings[i].make() }
            made.withLock { $0[i] = result }
        }
        var files: [(String, [UInt8])] = []
        for (drawing, result) in zip(drawings, made.withLock { $0 }) { files += zip(drawing.files, try result!.get()) }
        return files
    }

    /// What a format wrote, nil where the effect is inexpressible in it (the page says why); another error is thrown.
    private static func expressed<Output>(_ result: Result<Output, ExportError>) throws(ExportError) -> Output? {
        switch result {
        case .success(let output): return output
        case .failure(.inexpressible): return nil
        case .failure(let error): throw error
        }
    }

    /// Why a format could not say the effect, or nothing.
    private static func missing<Output>(_ result: Result<Output, ExportError>) -> String {
        if case .failure(.inexpressible(_, let reasons)) = result { reasons.joined(separator: "; ") } else { "" }
    }

    /// Where each file went (its own name, or beside a file not the site's) and its size, read without a link.
    private func placement(of written: [SiteManifest.File], in folder: URL) -> @Sendable (String) -> (href: String, size: Int)? {
        { file in
            guard let written = written.last(where: { SiteFolder.ownName(of: $0.name) == file }) else { return nil }
            var info = stat()
            guard lstat(folder.appendingPathComponent(written.name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return (written.name, Int(info.st_size))
        }
    }

    /// The page's files, sizes and preview.
    private func files(
        animated: [UInt8], swift: Result<String, ExportError>, css: Result<CSSAnimation.Output, ExportError>,
        placed: (String) -> (href: String, size: Int)?
    ) throws(ExportError) -> EffectPageFiles {
        func size(_ file: String) -> String { Self.size(placed(file)?.size ?? 0) }
        let inline = String(decoding: animated, as: UTF8.self).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        // The preview at most 640 × 416 CSS pixels, the canvas's shape kept.
        let canvas = effect.document.canvas
        let fit = min(640 / canvas.width, 416 / canvas.height)
        func pixels(_ length: Double) -> String { String(Int(length.rounded())) }
        let reasons = keyFrames.compactMap(\.caption)
        let charted = Array(Set(AnimationTable(scene: scene).rows.map { "\($0.element) · \($0.property)" })).sorted()
        let milliseconds = SheetLayout.milliseconds(scene.duration)
        return EffectPageFiles(
            siteTitle: siteTitle, generator: DocsSite.generator, preview: files.animated, poster: "\(files.still).png",
            inlinePreview: Markup(text: inline), durationSeconds: String(loop.length), restSeconds: String(loop.rest),
            posterSeconds: String(posterTime), displayWidth: pixels(canvas.width * fit), displayHeight: pixels(canvas.height * fit),
            reducedWidth: pixels(canvas.width * fit / 3), reducedHeight: pixels(canvas.height * fit / 3),
            canvas: "\(canvas.width.shortDescription) × \(canvas.height.shortDescription) pt",
            documentFile: files.document, document: String(decoding: effect.bytes, as: UTF8.self), documentSize: size(files.document),
            swiftFile: files.swift, swift: (try Self.expressed(swift)) ?? "", swiftMissing: Self.missing(swift), swiftSize: size(files.swift),
            lottieFile: "\(name)-lottie.json", lottieSize: size("\(name)-lottie.json"),
            css: try Self.expressed(css).map { output in
                EffectPageFiles.CSSFiles(
                    file: "\(name).css", size: size("\(name).css"), markup: output.markup, stylesheet: output.stylesheet, notes: output.notes)
            },
            cssMissing: Self.missing(css),
            sheetSVG: "\(files.sheet).svg", sheetDarkSVG: "\(files.sheet)-dark.svg", sheetPDF: "\(files.sheet).pdf",
            sheetAlt: "Contact sheet of \(title): \(keyFrames.count) key frames from 0 to \(milliseconds) ms"
                + (reasons.isEmpty ? "." : ", at " + reasons.prefix(8).joined(separator: ", ") + (reasons.count > 8 ? " and more." : ".")),
            curvesSVG: "\(files.curves).svg", curvesDarkSVG: "\(files.curves)-dark.svg", curvesPDF: "\(files.curves).pdf",
            curvesAlt: "Timing curves of \(title): each animated value over \(milliseconds) ms — "
                + charted.prefix(8).joined(separator: ", ") + (charted.count > 8 ? " and \(charted.count - 8) more." : "."),
            downloads: downloads(css: (try? css.get()) != nil, placed: placed))
    }

    /// The animation table, the spec and the interactions.
    private func review(spec: MotionSpec) -> EffectPageReview {
        let table = AnimationTable(scene: scene)
        return EffectPageReview(
            rows: table.rows.map { row in
                EffectPageReview.Row(
                    element: row.element, layer: row.layer, keyPath: row.keyPath, change: row.change, begin: row.begin, duration: row.duration,
                    timing: row.timing, repeats: row.repeats, fill: row.fill, label: row.label)
            },
            jumps: table.jumps,
            spec: spec.triggers.map { trigger in
                EffectPageReview.Trigger(
                    heading: MotionSpec.heading(trigger),
                    motions: trigger.motions.map { motion in
                        EffectPageReview.SpecRow(
                            element: motion.element, property: motion.property.title, change: MotionSpec.change(motion),
                            delay: MotionSpec.delay(motion), duration: MotionSpec.duration(motion), easing: MotionSpec.easing(motion),
                            repeats: MotionSpec.repeats(motion), notes: motion.notes.joined(separator: "; "),
                            detail: (motion.label.map { "\($0): " } ?? "") + MotionSpec.detail(motion))
                    })
            },
            interactions: scene.interactions.map { event in
                EffectPageReview.Interaction(time: SheetLayout.milliseconds(event.time), words: event.event.kind.words, layer: event.layerID)
            })
    }

    /// A link to another effect of the site (`nil` when the site does not have it): its page and title.
    private func link(to name: String) -> EffectPageGuidance.Link? {
        site.titles[name].map { EffectPageGuidance.Link(href: "../\(name)/index.html", markdownHref: "../\(name)/README.md", title: $0) }
    }

    /// The guidance as the page shows it: when to use and not, do and don't (with the effects that show them),
    /// related effects, platform notes, reduced motion, and the previous and next effects of the gallery.
    private func guidance() -> EffectPageGuidance {
        let guidance = effect.document.guidance
        func examples(_ list: [Guidance.Example]) -> [EffectPageGuidance.Example] {
            list.map { EffectPageGuidance.Example(text: $0.text, example: $0.effect.flatMap(link(to:))) }
        }
        let kinds: [Guidance.Relation.Kind: String] = [
            .fix: "The fix", .pitfall: "The pitfall it fixes", .alternative: "Alternative", .variant: "Variant",
        ]
        let related = guidance.related.compactMap { relation in
            link(to: relation.effect).map {
                EffectPageGuidance.Related(href: $0.href, markdownHref: $0.markdownHref, title: $0.title, kind: kinds[relation.kind]!)
            }
        }
        let hasGuidance =
            guidance.usage?.isEmpty == false || guidance.avoid?.isEmpty == false || !guidance.dos.isEmpty || !guidance.donts.isEmpty
            || !related.isEmpty || !guidance.platforms.isEmpty
        let (previous, next) = site.neighbours(of: name)
        return EffectPageGuidance(
            category: guidance.category ?? "", usage: guidance.usage ?? "", avoid: guidance.avoid ?? "",
            dos: examples(guidance.dos), donts: examples(guidance.donts), related: related,
            platforms: guidance.platforms.map { EffectPageGuidance.Platform(platform: $0.platform.rawValue, note: $0.note) },
            hasGuidance: hasGuidance, reducedMotion: reducedMotionWords(guidance.reducedMotion),
            reducedMotionLink: { if case .effect(let other)? = guidance.reducedMotion { link(to: other) } else { nil } }(),
            reducedMotionPicture: reducedMotionPicture(guidance.reducedMotion), previous: previous.flatMap(link(to:)), next: next.flatMap(link(to:)))
    }

    /// What reduced motion shows, in words.
    private func reducedMotionWords(_ reducedMotion: Guidance.ReducedMotion?) -> String {
        switch reducedMotion {
        case .none?: "No motion: the end state shows at once."
        case .fade?: "A cross-fade to the end state instead of the motion."
        case .effect(let name)?: "Plays another effect instead: \(site.titles[name] ?? name)."
        case nil: ""
        }
    }

    /// Beside the preview: what a reader with reduced motion sees instead.
    private func reducedMotionPicture(_ reducedMotion: Guidance.ReducedMotion?) -> EffectPageGuidance.Picture? {
        switch reducedMotion {
        case .effect(let other)? where site.titles[other] != nil:
            EffectPageGuidance.Picture(src: "../\(other)/\(other).png", alt: "\(site.titles[other]!), which plays instead under reduced motion")
        case .none?, .fade?, .effect?:
            EffectPageGuidance.Picture(
                src: "\(name)-end.png",
                alt: "The end of \(title), which shows \(reducedMotion == .fade ? "through a cross-fade" : "at once") under reduced motion")
        case nil: nil
        }
    }

    /// The downloads list: each file where `placed` says it went, with its size; one left out is not listed.
    private func downloads(css: Bool, placed: (String) -> (href: String, size: Int)?) -> [EffectPageFiles.Download] {
        let at = "at \(scale.shortDescription)×"
        var list: [(String, String)] = [
            ("Animated SVG (plays in browsers)", files.animated),
            ("Animated PNG (APNG), \(rate(60).shortDescription) fps \(at)", "\(name)-animated.png"),
            ("Animated WebP, lossless, \(rate(60).shortDescription) fps \(at)", "\(name)-animated.webp"),
            ("GIF, \(gif.rate.shortDescription) fps at \(gif.scale.shortDescription)× (for chat and email)", "\(name).gif"),
            ("Lottie (bodymovin JSON), for Android, the web and every Lottie player", "\(name)-lottie.json"),
            ("Still frame at \(SheetLayout.milliseconds(posterTime)) ms, SVG", "\(files.still).svg"),
            ("Still frame, PDF", "\(files.still).pdf"),
            ("Still frame, PNG \(at)", "\(files.still).png"),
            ("Contact sheet and timing curves, PDF", "\(files.sheet).pdf"),
            ("Contact sheet, SVG", "\(files.sheet).svg"),
            ("Timing curves, PDF", "\(files.curves).pdf"),
            ("Timing curves, SVG", "\(files.curves).svg"),
            ("Effect document, JSON", files.document),
            ("Swift: Core Animation and UIKit code for iOS (and EffectKit on Linux)", files.swift),
        ]
        if css { list.append(("CSS animations for the web (the markup in its opening comment)", "\(name).css")) }
        return list.compactMap { label, file in placed(file).map { EffectPageFiles.Download(label: label, href: $0.href, size: Self.size($0.size)) } }
    }

    static func size(_ bytes: Int) -> String {
        bytes < 1000
            ? "\(bytes) B"
            : bytes < 1_000_000 ? String(format: "%.1f KB", Double(bytes) / 1000) : String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// What the gallery's search matches beyond the card's own text (its title and description), lower case, each
    /// word once: the name, category, usage, the labels of the layers and animations, and the design tokens the
    /// document names (`{md.sys.motion.duration.medium2}`).
    static func searchText(of effect: DocsSite.Effect) -> String {
        let document = effect.document
        var texts = [effect.name, document.guidance.category, document.guidance.usage].compactMap { $0 }
        texts += Layer.flattened(document.layers).compactMap(\.label)
        for entry in document.animations { if case .core(let animation, _) = entry.content, let label = animation.label { texts.append(label) } }
        let text = String(decoding: effect.bytes, as: UTF8.self)
        texts += text.matches(of: /"\{([A-Za-z0-9_.\-]+)\}"/).map { String($0.output.1) }
        var seen = Set<Substring>()
        return texts.joined(separator: " ").lowercased().split(whereSeparator: \.isWhitespace).filter { seen.insert($0).inserted }.joined(
            separator: " ")
    }

    /// The gallery card: the effect's name, title, description, duration, links and alt text.
    static func card(of effect: DocsSite.Effect, scene: Scene? = nil) throws(ExportError) -> GalleryCard {
        let scene = if let scene { scene } else { try FrameRenderer.scene(effect.document) }
        let name = effect.name
        let title = effect.document.title ?? name
        return GalleryCard(
            name: name, title: title, description: effect.document.description ?? "", duration: "\(SheetLayout.milliseconds(scene.duration)) ms",
            href: "\(name)/index.html", markdownHref: "\(name)/README.md", preview: "\(name)/\(name)-animated.svg", poster: "\(name)/\(name).png",
            alt: "Animated preview. " + MotionDescription.of(scene, title: title), width: effect.document.canvas.width.shortDescription,
            height: effect.document.canvas.height.shortDescription, category: effect.document.guidance.category ?? SiteIndex.otherCategory,
            search: searchText(of: effect))
    }
}

/// A value made the first time a drawing asks for it, on whichever thread asks first (the others wait), and never
/// when none does: a page written again draws nothing, so its charts are not sampled.
private final class SampledOnce<Value: Sendable>: Sendable {
    private let made = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
