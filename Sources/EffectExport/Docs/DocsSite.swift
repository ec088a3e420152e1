import EffectCompositions
import EffectEncoding
import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Synchronization

/// `effect-export docs`: a static site (HTML, from `file://` or any host) and Markdown pages for effects — a
/// gallery, and per effect its playing preview, key frames, timing curves, animations, interactions, document and
/// downloads.
///
/// Reproducible and incremental: no dates, stable paths, a `manifest.json` with a content hash per effect (its
/// document's bytes, the options, the templates, the tool's version). A rebuild renders only the effects whose
/// hash changed, and removes the files of effects no longer listed only when its own manifest lists them with the
/// hash of the bytes still there.
public struct DocsSite: Sendable {
    /// One effect to document.
    public struct Effect: Sendable {
        /// The effect's document name: its page's folder.
        public var name: String
        /// The document's bytes, as read: what the manifest's hash is of.
        public var bytes: [UInt8]
        /// The document read from them.
        public var document: EffectDocument
        /// The folder the document was read from, where the token file it names is (`nil`: the current folder).
        public var folder: URL?

        /// An effect to document, read from `folder` (`nil`: the current folder).
        public init(name: String, bytes: [UInt8], document: EffectDocument, folder: URL? = nil) {
            self.name = name
            self.bytes = bytes
            self.document = document
            self.folder = folder
        }
    }

    /// What a build did, by effect name.
    public struct Build: Sendable, Equatable {
        /// Effects whose pages and files were made anew.
        public var rendered: [String]
        /// Effects whose sources and neighbours did not change, so nothing was made.
        public var unchanged: [String]
        /// Effects no longer listed whose folders are gone (a folder that holds files not ours stays).
        public var removed: [String]
        /// Where the gallery went in the site: `index.html`, `index.effect-export.html` beside a page not the site's,
        /// or `nil` when both names were taken.
        public var gallery: String?
        /// What the build left as it was and why: files not the site's kept where the site has one of the same name
        /// (and where the site's own went), files the manifest listed that were not removed.
        public var warnings: [String]
    }

    /// The site's title, on every page.
    public var title: String
    /// The page templates and assets (the built-in ones, or a theme's).
    public var templates: DocsTemplates

    /// A site titled `title` made with `templates`.
    public init(title: String, templates: DocsTemplates) {
        self.title = title
        self.templates = templates
    }

    static let generator = "effect-export \(EffectExportVersion.current)"

    /// Checks what each effect's page will cost (`WorkBudget`, `EffectPage.estimate`) before anything is made or
    /// written, its clock run on every core: the first page past the budget is `ExportError.page` with it.
    public static func checkBudget(of effects: [Effect]) throws(ExportError) {
        let checked = ConcurrentSlots<Result<Void, ExportError>>(count: effects.count)
        DispatchQueue.concurrentPerform(iterations: effects.count) { i in
            checked.fill(
                i,
                with: Result { () throws(ExportError) in
                    let scene = try FrameRenderer.scene(effects[i].document)
                    try ExportError.catching { () throws(WorkBudget.Exceeded) in
                        try WorkBudget.check(EffectPage.estimate(of: effects[i], scene: scene), of: "drawing its docs page")
                    }
                })
        }
        for i in effects.indices {
            if case .failure(let error) = checked[i]! { throw .page(effect: effects[i].name, error) }
        }
    }

    /// Writes the site into `folder`; `progress(done, total)` after each effect.
    ///
    /// The folder must be new, empty or a site this tool built (its `manifest.json`, a finished build's or an
    /// interrupted one's), unless `adopting` (the command's `--force`). No other build may be writing it (exit 73).
    /// A build writes through no link and replaces or removes only files its previous manifest lists, still as they
    /// were written, each in a real folder named as documents are named, and such a folder once it is empty: never
    /// anything else (`SiteFolder`; ``Build/warnings`` names what it left).
    public func build(
        _ effects: [Effect], into folder: URL, adopting: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(ExportError) -> Build {
        let site = try SiteFolder.open(folder, adopting: adopting)
        defer { site.release() }
        try Self.checkFolders(of: effects, in: folder)
        let index = SiteIndex(effects)
        let plan = plan(effects, index: index, previous: site.previous, in: folder)
        try site.begin(effects: plan.pending.map { effects[$0].name })
        let results = ConcurrentSlots<Result<EffectResult, ExportError>>(count: effects.count)
        drawPages(of: effects, plan: plan, index: index, into: site, results: results, progress: progress)
        cards(of: effects, plan: plan, previous: site.previous, results: results)
        let (summaries, uses, entries) = try record(effects, plan: plan, results: results, site: site)
        let siteFiles = try writeGallery(effects, summaries: summaries, uses: uses, index: index, into: site)
        let written = Set(siteFiles.map(\.name))
        site.remove(site.previous?.site?.filter { !written.contains($0.name) } ?? [], ofEffect: nil)
        // Effects the previous build made that are no longer listed: only the files its manifest names.
        let listed = Set(effects.map(\.name))
        let removed = (site.previous?.effects.keys.filter { !listed.contains($0) } ?? []).sorted().filter { name in
            site.remove(site.previous?.effects[name]?.files ?? [], ofEffect: name)
        }
        try site.finish(SiteManifest(generator: Self.generator, site: siteFiles, effects: entries))
        let renderedNames = plan.pending.map { effects[$0].name }
        return Build(
            rendered: renderedNames, unchanged: effects.map(\.name).filter { !renderedNames.contains($0) }, removed: removed,
            gallery: siteFiles.first { SiteFolder.ownName(of: $0.name) == "index.html" }?.name, warnings: site.warnings)
    }

    /// An effect's part of the site: its gallery card, the files of its folder, the tokens its motion uses.
    private typealias EffectResult = (card: TemplateValue, files: [SiteManifest.File], uses: [TokensPage.Use])

    /// Which effects a build makes, by index: `pending`, whose pages change; of those `pagesOnly`, whose drawings are
    /// current and still as written (only their pages change: a neighbour's title); the hashes of each.
    private struct Plan {
        let pending: [Int]
        let pagesOnly: Set<Int>
        let hashes: [String]
        let drawingHashes: [String]
    }

    /// Refuses an effect whose folder in the site is a link or a file.
    private static func checkFolders(of effects: [Effect], in folder: URL) throws(ExportError) {
        for effect in effects {
            let path = folder.appendingPathComponent(effect.name).path
            if SiteFolder.exists(path) && !SiteFolder.isRealFolder(path) {
                throw .cannotCreateOutput(
                    path: path, reason: "it is not a folder (a link or a file), so effect '\(effect.name)' cannot be written there")
            }
        }
    }

    /// What this build makes, against the `previous` build's manifest. A drawing changed since it was written is drawn
    /// again, the site's own written beside it.
    private func plan(_ effects: [Effect], index: SiteIndex, previous: SiteManifest?, in folder: URL) -> Plan {
        let contentHashes = effects.map { self.contentHashes(of: $0, in: index) }
        let (hashes, drawingHashes) = (contentHashes.map(\.pages), contentHashes.map(\.drawings))
        func path(_ effect: Int, _ file: String) -> String { folder.appendingPathComponent(effects[effect].name).appendingPathComponent(file).path }
        let pending = effects.indices.filter { i in
            previous?.effects[effects[i].name]?.hash != hashes[i] || !SiteFolder.isRegularFile(path(i, "index.html"))
        }
        let pagesOnly = Set(
            pending.filter { i in
                let entry = previous?.effects[effects[i].name]
                return entry?.drawings == drawingHashes[i]
                    && entry?.files.allSatisfy { $0.sha256 != nil && SiteFolder.sha256(ofFileAt: path(i, $0.name)) == $0.sha256 } == true
            })
        return Plan(pending: pending, pagesOnly: pagesOnly, hashes: hashes, drawingHashes: drawingHashes)
    }

    /// Renders what changed, on every core; each effect's files are written as they are made. As many effects to draw
    /// as cores: one effect a core. Fewer: one after another, each spreading its own drawings over the cores (a
    /// parallel loop inside another runs serially).
    private func drawPages(
        of effects: [Effect], plan: Plan, index: SiteIndex, into site: SiteFolder, results: ConcurrentSlots<Result<EffectResult, ExportError>>,
        progress: (@Sendable (Int, Int) -> Void)?
    ) {
        let counter = Atomic(0)
        let (title, templates, previous) = (title, templates, site.previous)
        let render = { @Sendable (k: Int) in
            let i = plan.pending[k]
            do throws(ExportError) {
                let page = try EffectPage(effect: effects[i], siteTitle: title, templates: templates, site: index)
                let drawn = plan.pagesOnly.contains(i) ? previous?.effects[effects[i].name]?.files : nil
                let (files, spec) = try page.write(into: site, drawn: drawn)
                let card = TemplateValue(encoding: try EffectPage.card(of: effects[i], scene: page.scene))
                results.fill(i, with: .success((card, files, TokensPage.Use.all(in: spec))))
            } catch {
                results.fill(i, with: .failure(.page(effect: effects[i].name, error)))
            }
            progress?(counter.add(1, ordering: .relaxed).newValue, plan.pending.count)
        }
        if plan.pending.count - plan.pagesOnly.count >= Processors.count {
            DispatchQueue.concurrentPerform(iterations: plan.pending.count, execute: render)
        } else {
            for k in plan.pending.indices { render(k) }
        }
    }

    /// The unchanged effects' cards and tokens: those the previous build kept in its manifest; where it kept none,
    /// they need only the clock, nothing drawn; on every core.
    private func cards(of effects: [Effect], plan: Plan, previous: SiteManifest?, results: ConcurrentSlots<Result<EffectResult, ExportError>>) {
        let drawn = Set(plan.pending)
        let unchanged = effects.indices.filter { !drawn.contains($0) }
        DispatchQueue.concurrentPerform(iterations: unchanged.count) { k in
            let i = unchanged[k]
            let entry = previous?.effects[effects[i].name]
            if let entry, let card = entry.card, let uses = entry.uses {
                results.fill(i, with: .success((.object(card.mapValues { .text($0) }), entry.files, uses)))
                return
            }
            do throws(ExportError) {
                let scene = try FrameRenderer.scene(effects[i].document)
                let card = TemplateValue(encoding: try EffectPage.card(of: effects[i], scene: scene))
                let uses = TokensPage.Use.all(in: MotionSpec(scene: scene, document: effects[i].document))
                results.fill(i, with: .success((card, entry?.files ?? [], uses)))
            } catch {
                results.fill(i, with: .failure(.page(effect: effects[i].name, error)))
            }
        }
    }

    /// Each effect's card, tokens and manifest entry, in the order given; the files a redrawn effect's previous build
    /// made and this one did not are removed. The first effect that failed throws.
    private func record(
        _ effects: [Effect], plan: Plan, results: ConcurrentSlots<Result<EffectResult, ExportError>>, site: SiteFolder
    ) throws(ExportError) -> (summaries: [TemplateValue], uses: [[TokensPage.Use]?], entries: [String: SiteManifest.Entry]) {
        let drawn = Set(plan.pending)
        var summaries: [TemplateValue] = []
        var uses: [[TokensPage.Use]?] = Array(repeating: nil, count: effects.count)
        var entries: [String: SiteManifest.Entry] = [:]
        for (i, effect) in effects.enumerated() {
            guard let result = results[i] else { continue }
            let (summary, files, used) = try result.get()
            summaries.append(summary)
            uses[i] = used
            let previous = site.previous?.effects[effect.name]
            var entry = SiteManifest.Entry(
                hash: plan.hashes[i], drawings: previous?.drawings ?? "", files: files, card: SiteManifest.Entry.card(summary), uses: used)
            if drawn.contains(i) {
                entry.drawings = plan.drawingHashes[i]
                let names = Set(files.map(\.name))
                site.remove(previous?.files.filter { !names.contains($0.name) } ?? [], ofEffect: effect.name)
            }
            entries[effect.name] = entry
        }
        return (summaries, uses, entries)
    }

    /// The site's own files: the gallery as HTML and Markdown, the tokens every effect runs (a page, and the W3C
    /// Design Tokens file a design tool imports), the theme's assets.
    private func writeGallery(
        _ effects: [Effect], summaries: [TemplateValue], uses: [[TokensPage.Use]?], index: SiteIndex, into site: SiteFolder
    ) throws(ExportError) -> [SiteManifest.File] {
        var siteFiles: [SiteManifest.File] = []
        func write(_ bytes: [UInt8], _ file: String) throws(ExportError) {
            if let written = try site.write(bytes, to: file) { siteFiles.append(written) }
        }
        let gallery = self.site(summaries, index: index, names: effects.map(\.name))
        try write(Array(try templates.gallery.renderingErrors(gallery).utf8), "index.html")
        try write(Array(try templates.galleryMarkdown.renderingErrors(gallery).utf8), "README.md")
        let tokens = TokensPage(zip(effects, uses).compactMap { effect, used in used.map { (effect.document, $0) } })
        try write(Array(try templates.tokens.renderingErrors(tokens.values(siteTitle: title, titles: index.titles)).utf8), "tokens.html")
        try write(tokens.json, "tokens.json")
        for asset in templates.assets { try write(asset.bytes, asset.name) }
        return siteFiles
    }

    /// The gallery's values: the effects by category, in gallery order.
    private func site(_ summaries: [TemplateValue], index: SiteIndex, names: [String]) -> TemplateValue {
        let byName = Dictionary(zip(names, summaries), uniquingKeysWith: { a, _ in a })
        return [
            "siteTitle": .text(title), "generator": .text(Self.generator),
            "effects": .list(index.order.compactMap { byName[$0] }),
            "categories": .list(
                index.sections.map { section in
                    [
                        "name": .text(section.category), "id": .text(SiteIndex.anchor(section.category)),
                        "effects": .list(section.names.compactMap { byName[$0] }),
                    ]
                }),
        ]
    }

    /// Hashes of what an effect depends on. `drawings`: what its drawings and animated files depend on — the tool,
    /// the effect's name, its document's bytes and those of the token file it names. `pages`: what its pages (and its
    /// card and tokens) depend on — those bytes again, the site's title, its neighbours and the templates.
    func contentHashes(of effect: Effect, in index: SiteIndex) -> (pages: String, drawings: String) {
        let sources = Self.sources(of: effect)
        var pages = Array("\(Self.generator)\u{0}\(title)\u{0}\(effect.name)\u{0}\(index.context(of: effect.document, name: effect.name))\u{0}".utf8)
        pages += sources
        pages += withUnsafeBytes(of: templates.fingerprint.littleEndian, Array.init)
        let drawings = Array("\(Self.generator)\u{0}\(effect.name)\u{0}".utf8) + sources
        return (String(format: "%016llx", FNV1a.hash(pages)), String(format: "%016llx", FNV1a.hash(drawings)))
    }

    /// The document's bytes, then those of the token file it names (its durations and curves are the effect's).
    private static func sources(of effect: Effect) -> [UInt8] {
        guard let file = EffectDocument.tokenFileURL(of: effect.bytes, base: effect.folder),
            let tokens = FileManager.default.contents(atPath: file.path)
        else {
            return effect.bytes
        }
        return effect.bytes + [0] + Array(tokens)
    }
}

extension PageTemplate {
    /// `render`, its error as an export error.
    func renderingErrors(_ values: TemplateValue) throws(ExportError) -> String {
        do {
            return try render(values)
        } catch {
            throw .template(error)
        }
    }
}
