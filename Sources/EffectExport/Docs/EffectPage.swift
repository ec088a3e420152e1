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
        let drawing = drawn == nil
        try site.makeFolder(name)
        let folder = site.root.appendingPathComponent(name)
        var written: [SiteManifest.File] = []
        func write(_ bytes: [UInt8], _ file: String) throws(ExportError) {
            if let file = try site.write(bytes, to: "\(name)/\(file)") { written.append(file) }
        }
        // The drawings and animated files: made on every core once all are listed (a rebuild of one effect has only
        // its own work to spread), and only when `drawing`.
        var drawings: [(files: [String], make: @Sendable () throws(ExportError) -> [[UInt8]])] = []
        func draw(_ file: String, _ make: @escaping @Sendable () throws(ExportError) -> [UInt8]) {
            drawings.append(([file], { () throws(ExportError) in [try make()] }))
        }
        let (played, rest) = (loop.scene, loop.rest)
        let animated = try AnimatedSVG(rest: rest).render(played, title: title)
        try write(animated, files.animated)
        let layers = Sampler(scene: scene).layers(at: posterTime)
        for format in OutputFormat.allCases {
            draw("\(files.still).\(format.fileExtension)") { () throws(ExportError) in
                try FrameRenderer(scale: scale).render(layers, canvas: scene.canvas, title: title, as: format)
            }
        }
        // What shows under reduced motion when the effect does not move: its end.
        if effect.document.guidance.reducedMotion != nil {
            draw("\(name)-end.png") { () throws(ExportError) in
                try FrameRenderer(scale: scale).render(Sampler(scene: scene).layers(at: scene.duration), canvas: scene.canvas, title: title, as: .png)
            }
        }
        let producer = FrameRenderer.creator
        let sheet = ContactSheet(
            document: effect.document, scene: scene, frames: keyFrames, columns: keyFrames.count > 24 ? 10 : 4, producer: producer)
        // The charts sample every animated value: made once for the four drawings that show them, and only when drawing.
        let made = drawing ? CurveCharts(title: title, name: name, scene: scene, frameTimes: keyFrames.map(\.time), producer: producer) : nil
        let charts: @Sendable () -> CurveCharts = { made! }
        let spec = MotionSpec(scene: scene, document: effect.document)
        for format in [OutputFormat.svg, .pdf] {
            // The page states the spec itself; the PDFs, printed on their own, begin with it.
            let printedSpec = format == .pdf ? spec : nil
            draw("\(files.sheet).\(format.fileExtension)") { () throws(ExportError) in
                try SheetRenderer.render(sheet: sheet, spec: printedSpec, title: title, charts: charts, format: format, scale: 1)
            }
            draw("\(files.curves).\(format.fileExtension)") { () throws(ExportError) in
                try SheetRenderer.render(sheet: nil, spec: printedSpec, title: title, charts: charts, format: format, scale: 1)
            }
        }
        // What the page shows in dark mode: the same drawn in the dark palette (the effect's frames keep their colours).
        for (file, sheet) in [(files.sheet, sheet), (files.curves, nil)] {
            draw("\(file)-dark.svg") { () throws(ExportError) in
                // A task-local value is set for an untyped closure: the result comes out of it as a `Result`.
                try Palette.$current.withValue(.dark) {
                    Result { () throws(ExportError) in
                        try SheetRenderer.render(sheet: sheet, spec: nil, title: title, charts: charts, format: .svg, scale: 1)
                    }
                }.get()
            }
        }
        try write(effect.bytes, files.document)
        // Swift and CSS where the effect is expressible in them; the reason on the page where it is not.
        let swift = Result { () throws(ExportError) in try SwiftSource(document: effect.document).text }
        if case .failure(let error) = swift, case .inexpressible = error {} else { try write(Array(try swift.get().utf8), files.swift) }
        let css: Result<CSSAnimation.Output, ExportError> = Result { () throws(ExportError) in
            try CSSAnimation(rest: rest).render(played, name: name, title: title, reducedMotion: effect.document.guidance.reducedMotion)
        }
        if case .failure(let error) = css, case .inexpressible = error {} else { try write(Array(try css.get().cssFile.utf8), "\(name).css") }
        // The animated formats encoded in-process (byte for byte the same on every build): APNG, WebP, GIF, Lottie.
        // MP4 and WebM need ffmpeg, which a docs build does not require.
        let animatedRate = rate(60)
        drawings.append(
            (
                ["\(name)-animated.png", "\(name)-animated.webp"],
                { () throws(ExportError) in
                    let (apng, webp) = try AnimatedFrames(renderer: FrameRenderer(scale: scale), fps: animatedRate, rest: rest)
                        .writeAPNGAndWebP(of: played, loops: 0)
                    return [apng, webp]
                }
            ))
        draw("\(name)-lottie.json") { () throws(ExportError) in try LottieExport(fps: 60).render(played, title: title).bytes }
        draw("\(name).gif") { () throws(ExportError) in
            var gif: [UInt8] = []
            try AnimatedFrames(renderer: FrameRenderer(scale: self.gif.scale), fps: self.gif.rate, rest: rest).writeGIF(of: played, loops: 0) {
                gif += $0
            }
            return gif
        }
        if drawing {
            let jobs = drawings.map(\.make)
            let made = Mutex([Result<[[UInt8]], ExportError>?](repeating: nil, count: jobs.count))
            DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
                let result = Result { () throws(ExportError) in try jobs[i]() }
                made.withLock { $0[i] = result }
            }
            for (drawing, result) in zip(drawings, made.withLock { $0 }) {
                for (file, bytes) in zip(drawing.files, try result!.get()) { try write(bytes, file) }
            }
        } else if let drawn {
            let names = Set(drawings.flatMap(\.files))
            written += drawn.filter { names.contains(SiteFolder.ownName(of: $0.name)) }
        }

        var values = try Self.summary(of: effect, siteTitle: siteTitle, scene: scene)
        guard case .object(var page) = values else { return (written, spec) }
        let table = AnimationTable(scene: scene)
        let inline = String(decoding: animated, as: UTF8.self).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        page["siteTitle"] = .text(siteTitle)
        page["generator"] = .text(DocsSite.generator)
        page["preview"] = .text(files.animated)
        page["poster"] = .text("\(files.still).png")
        page["inlinePreview"] = .markup(inline)
        page["durationSeconds"] = .text(String(loop.length))
        page["restSeconds"] = .text(String(loop.rest))
        page["posterSeconds"] = .text(String(posterTime))
        // The preview at most 640 × 416 CSS pixels, the canvas's shape kept.
        let canvas = effect.document.canvas
        let fit = min(640 / canvas.width, 416 / canvas.height)
        page["displayWidth"] = .text(String(Int((canvas.width * fit).rounded())))
        page["displayHeight"] = .text(String(Int((canvas.height * fit).rounded())))
        page["reducedWidth"] = .text(String(Int((canvas.width * fit / 3).rounded())))
        page["reducedHeight"] = .text(String(Int((canvas.height * fit / 3).rounded())))
        page["canvas"] = .text("\(effect.document.canvas.width.shortDescription) × \(effect.document.canvas.height.shortDescription) pt")
        page["documentFile"] = .text(files.document)
        page["document"] = .text(String(decoding: effect.bytes, as: UTF8.self))
        page["swiftFile"] = .text(files.swift)
        switch swift {
        case .success(let text):
            (page["swift"], page["swiftMissing"]) = (.text(text), .text(""))
        case .failure(let error):
            guard case .inexpressible(_, let reasons) = error else { throw error }
            (page["swift"], page["swiftMissing"]) = (.text(""), .text(reasons.joined(separator: "; ")))
        }
        page["lottieFile"] = .text("\(name)-lottie.json")
        // Where each file went (its own name, or beside a file not the site's) and its size, read without a link.
        let placed = { (file: String) -> (href: String, size: Int)? in
            guard let written = written.last(where: { SiteFolder.ownName(of: $0.name) == file }) else { return nil }
            var info = stat()
            guard lstat(folder.appendingPathComponent(written.name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return (written.name, Int(info.st_size))
        }
        func size(_ file: String) -> TemplateValue { .text(Self.size(placed(file)?.size ?? 0)) }
        page["swiftSize"] = size(files.swift)
        page["documentSize"] = size(files.document)
        page["lottieSize"] = size("\(name)-lottie.json")
        switch css {
        case .success(let output):
            page["css"] = [
                "file": .text("\(name).css"), "size": size("\(name).css"), "markup": .text(output.markup), "stylesheet": .text(output.stylesheet),
                "notes": .list(output.notes.map { .text($0) }),
            ]
            page["cssMissing"] = .text("")
        case .failure(let error):
            guard case .inexpressible(_, let reasons) = error else { throw error }
            page["css"] = .text("")
            page["cssMissing"] = .text(reasons.joined(separator: "; "))
        }
        page["sheetSVG"] = .text("\(files.sheet).svg")
        page["sheetDarkSVG"] = .text("\(files.sheet)-dark.svg")
        page["curvesDarkSVG"] = .text("\(files.curves)-dark.svg")
        page["sheetPDF"] = .text("\(files.sheet).pdf")
        page["curvesSVG"] = .text("\(files.curves).svg")
        page["curvesPDF"] = .text("\(files.curves).pdf")
        let reasons = keyFrames.compactMap(\.caption)
        page["sheetAlt"] = .text(
            "Contact sheet of \(title): \(keyFrames.count) key frames from 0 to \(SheetLayout.milliseconds(scene.duration)) ms"
                + (reasons.isEmpty ? "." : ", at " + reasons.prefix(8).joined(separator: ", ") + (reasons.count > 8 ? " and more." : ".")))
        let charted = Array(Set(table.rows.map { "\($0.element) · \($0.property)" })).sorted()
        page["curvesAlt"] = .text(
            "Timing curves of \(title): each animated value over \(SheetLayout.milliseconds(scene.duration)) ms — "
                + charted.prefix(8).joined(separator: ", ") + (charted.count > 8 ? " and \(charted.count - 8) more." : "."))
        page["rows"] = .list(
            table.rows.map { row in
                [
                    "element": .text(row.element), "layer": .text(row.layer), "keyPath": .text(row.keyPath), "change": .text(row.change),
                    "begin": .text(row.begin),
                    "duration": .text(row.duration), "timing": .text(row.timing), "repeats": .text(row.repeats), "fill": .text(row.fill),
                    "label": .text(row.label),
                ]
            })
        page["jumps"] = .list(table.jumps.map { .text($0) })
        page["spec"] = .list(
            spec.triggers.map { trigger in
                [
                    "heading": .text(MotionSpec.heading(trigger)),
                    "motions": .list(
                        trigger.motions.map { motion in
                            [
                                "element": .text(motion.element), "property": .text(motion.property.title),
                                "change": .text(MotionSpec.change(motion)),
                                "delay": .text(MotionSpec.delay(motion)), "duration": .text(MotionSpec.duration(motion)),
                                "easing": .text(MotionSpec.easing(motion)), "repeats": .text(MotionSpec.repeats(motion)),
                                "notes": .text(motion.notes.joined(separator: "; ")),
                                "detail": .text((motion.label.map { "\($0): " } ?? "") + MotionSpec.detail(motion)),
                            ]
                        }),
                ]
            })
        page["interactions"] = .list(
            scene.interactions.map { event in
                ["time": .text(SheetLayout.milliseconds(event.time)), "words": .text(event.event.kind.words), "layer": .text(event.layerID)]
            })
        page["downloads"] = .list(downloads(css: (try? css.get()) != nil, placed: placed))
        for (key, value) in guidanceValues() { page[key] = value }
        values = .object(page)
        try write(Array(try templates.effect.renderingErrors(values).utf8), "index.html")
        try write(Array(try templates.effectMarkdown.renderingErrors(values).utf8), "README.md")
        return (written, spec)
    }

    /// A link to another effect of the site (`nil` when the site does not have it): its page and title.
    private func link(to name: String) -> TemplateValue? {
        site.titles[name].map { ["href": .text("../\(name)/index.html"), "markdownHref": .text("../\(name)/README.md"), "title": .text($0)] }
    }

    /// The guidance as the page shows it: when to use and not, do and don't (with the effects that show them),
    /// related effects, platform notes, reduced motion, and the previous and next effects of the gallery.
    private func guidanceValues() -> [String: TemplateValue] {
        let guidance = effect.document.guidance
        func examples(_ list: [Guidance.Example]) -> TemplateValue {
            .list(
                list.map { example in
                    var value: [String: TemplateValue] = ["text": .text(example.text), "example": .text("")]
                    if let name = example.effect, let link = link(to: name) { value["example"] = link }
                    return .object(value)
                })
        }
        let kinds: [Guidance.Relation.Kind: String] = [
            .fix: "The fix", .pitfall: "The pitfall it fixes", .alternative: "Alternative", .variant: "Variant",
        ]
        var values: [String: TemplateValue] = [
            "category": .text(guidance.category ?? ""),
            "usage": .text(guidance.usage ?? ""), "avoid": .text(guidance.avoid ?? ""),
            "dos": examples(guidance.dos), "donts": examples(guidance.donts),
            "related": .list(
                guidance.related.compactMap { relation in
                    guard case .object(var value)? = link(to: relation.effect) else { return nil }
                    value["kind"] = .text(kinds[relation.kind]!)
                    return .object(value)
                }),
            "platforms": .list(guidance.platforms.map { ["platform": .text($0.platform.rawValue), "note": .text($0.note)] }),
        ]
        values["hasGuidance"] = .bool(["usage", "avoid", "dos", "donts", "related", "platforms"].contains { values[$0]!.isTruthy })
        switch guidance.reducedMotion {
        case .none?: values["reducedMotion"] = .text("No motion: the end state shows at once.")
        case .fade?: values["reducedMotion"] = .text("A cross-fade to the end state instead of the motion.")
        case .effect(let name)?:
            values["reducedMotion"] = .text("Plays another effect instead: \(site.titles[name] ?? name).")
            if let link = link(to: name) { values["reducedMotionLink"] = link }
        case nil: values["reducedMotion"] = .text("")
        }
        if values["reducedMotionLink"] == nil { values["reducedMotionLink"] = .text("") }
        // Beside the preview: what a reader with reduced motion sees instead.
        switch guidance.reducedMotion {
        case .effect(let other)? where site.titles[other] != nil:
            values["reducedMotionPicture"] = [
                "src": .text("../\(other)/\(other).png"), "alt": .text("\(site.titles[other]!), which plays instead under reduced motion"),
            ]
        case .none?, .fade?, .effect?:
            values["reducedMotionPicture"] = [
                "src": .text("\(name)-end.png"),
                "alt": .text(
                    "The end of \(title), which shows \(guidance.reducedMotion == .fade ? "through a cross-fade" : "at once") under reduced motion"),
            ]
        case nil:
            values["reducedMotionPicture"] = .text("")
        }
        let (previous, next) = site.neighbours(of: name)
        values["previous"] = previous.flatMap(link(to:)) ?? .text("")
        values["next"] = next.flatMap(link(to:)) ?? .text("")
        return values
    }

    /// The downloads list: each file where `placed` says it went, with its size; one left out is not listed.
    private func downloads(css: Bool, placed: (String) -> (href: String, size: Int)?) -> [TemplateValue] {
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
        return list.compactMap { label, file in
            placed(file).map { ["label": .text(label), "href": .text($0.href), "size": .text(Self.size($0.size))] }
        }
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
    static func summary(of effect: DocsSite.Effect, siteTitle: String, scene: Scene? = nil) throws(ExportError) -> TemplateValue {
        let scene = if let scene { scene } else { try FrameRenderer.scene(effect.document) }
        let name = effect.name
        let title = effect.document.title ?? name
        return [
            "name": .text(name), "title": .text(title), "description": .text(effect.document.description ?? ""),
            "duration": .text("\(SheetLayout.milliseconds(scene.duration)) ms"),
            "href": .text("\(name)/index.html"), "markdownHref": .text("\(name)/README.md"),
            "preview": .text("\(name)/\(name)-animated.svg"), "poster": .text("\(name)/\(name).png"),
            "alt": .text("Animated preview. " + MotionDescription.of(scene, title: title)),
            "width": .text(effect.document.canvas.width.shortDescription), "height": .text(effect.document.canvas.height.shortDescription),
            "category": .text(effect.document.guidance.category ?? SiteIndex.otherCategory),
            "search": .text(searchText(of: effect)),
        ]
    }
}
