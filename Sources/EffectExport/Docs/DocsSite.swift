import EffectCompositions
import EffectEngine
import EffectModel
import Foundation

/// `effect-export docs`: a static site (HTML, from `file://` or any host) and Markdown pages for effects — a
/// gallery, and per effect its playing preview, key frames, timing curves, animations, interactions, document and
/// downloads.
///
/// Reproducible and incremental: no dates, stable paths, a `manifest.json` with a content hash per effect (its
/// document's bytes, the options, the templates, the tool's version). A rebuild renders only the effects whose
/// hash changed, and removes the folders of effects no longer listed only when its own manifest lists them.
public struct DocsSite: Sendable {
    /// One effect to document.
    public struct Effect: Sendable {
        public var name: String
        public var bytes: [UInt8]
        public var document: EffectDocument

        public init(name: String, bytes: [UInt8], document: EffectDocument) {
            self.name = name
            self.bytes = bytes
            self.document = document
        }
    }

    /// What a build did, by effect name.
    public struct Build: Sendable, Equatable {
        public var rendered: [String]
        public var unchanged: [String]
        public var removed: [String]
    }

    public var title: String
    public var templates: DocsTemplates

    public init(title: String, templates: DocsTemplates) {
        self.title = title
        self.templates = templates
    }

    static let manifestName = "manifest.json"
    static let generator = "effect-export \(EffectExportVersion.current)"

    /// Writes the site into `folder`; `progress(done, total)` after each effect.
    public func build(_ effects: [Effect], into folder: URL, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(ExportError) -> Build {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateOutput(path: folder.path, reason: "\(error.localizedDescription)")
        }
        let previous = Manifest.read(from: folder.appendingPathComponent(Self.manifestName))
        let hashes = effects.map { hash(of: $0) }
        let pending = effects.indices.filter { i in
            previous?.effects[effects[i].name] != hashes[i] || !fileManager.fileExists(atPath: folder.appendingPathComponent(effects[i].name).appendingPathComponent("index.html").path)
        }

        // Render what changed, on every core; each effect's files are written as they are made.
        let results = ResultBox(count: effects.count)
        let counter = ResultBox(count: 1)
        DispatchQueue.concurrentPerform(iterations: pending.count) { k in
            let i = pending[k]
            do {
                let page = try EffectPage(effect: effects[i], siteTitle: title, templates: templates)
                try page.write(into: folder.appendingPathComponent(effects[i].name))
                results.set(i, .success(try EffectPage.summary(of: effects[i], siteTitle: title, scene: page.scene)))
            } catch {
                results.set(i, .failure(ExportError(error)))
            }
            progress?(counter.increment(), pending.count)
        }
        var summaries: [TemplateValue] = []
        for i in effects.indices {
            switch results.get(i) {
            case .failure(let error)?: throw error
            case .success(let summary)?: summaries.append(summary)
            case nil:
                // Unchanged: its card needs only the clock, nothing drawn.
                do {
                    summaries.append(try EffectPage.summary(of: effects[i], siteTitle: title))
                } catch {
                    throw ExportError(error)
                }
            }
        }

        try AtomicFile.write(Array(try templates.gallery.renderingErrors(site(summaries, markdown: false)).utf8), to: folder.appendingPathComponent("index.html").path)
        try AtomicFile.write(Array(try templates.galleryMarkdown.renderingErrors(site(summaries, markdown: true)).utf8), to: folder.appendingPathComponent("README.md").path)
        for asset in templates.assets { try AtomicFile.write(asset.bytes, to: folder.appendingPathComponent(asset.name).path) }

        // Effects the previous build made that are no longer listed: only folders this tool's manifest names.
        let listed = Set(effects.map(\.name))
        let removed = (previous?.effects.keys.filter { !listed.contains($0) } ?? []).sorted()
        for name in removed where !name.contains("/") && name != ".." && name != "." {
            try? fileManager.removeItem(at: folder.appendingPathComponent(name))
        }
        let manifest = Manifest(generator: Self.generator, effects: Dictionary(uniqueKeysWithValues: zip(effects.map(\.name), hashes)))
        try AtomicFile.write(manifest.json, to: folder.appendingPathComponent(Self.manifestName).path)
        let renderedNames = pending.map { effects[$0].name }
        return Build(rendered: renderedNames, unchanged: effects.map(\.name).filter { !renderedNames.contains($0) }, removed: removed)
    }

    /// The gallery's values.
    private func site(_ summaries: [TemplateValue], markdown: Bool) -> TemplateValue {
        ["siteTitle": .text(title), "generator": .text(Self.generator), "effects": .list(summaries)]
    }

    /// What an effect's pages depend on: the tool, the document's bytes, the site's title and the templates.
    func hash(of effect: Effect) -> String {
        var bytes = Array("\(Self.generator)\u{0}\(title)\u{0}\(effect.name)\u{0}".utf8) + effect.bytes
        bytes += withUnsafeBytes(of: templates.fingerprint.littleEndian, Array.init)
        return String(format: "%016llx", DocsTemplates.fnv1a(bytes))
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

/// Results from concurrent work, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<TemplateValue, ExportError>?]
    private var done = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: Result<TemplateValue, ExportError>) { lock.withLock { slots[i] = result } }
    func get(_ i: Int) -> Result<TemplateValue, ExportError>? { lock.withLock { slots[i] } }
    func increment() -> Int { lock.withLock { done += 1; return done } }
}

/// `manifest.json`: which effects a build made, each with its hash; what tells a rebuild what to skip and what
/// it may remove.
struct Manifest: Equatable {
    var generator: String
    var effects: [String: String]

    var json: [UInt8] {
        let entries = effects.keys.sorted().map { "    \(Self.quoted($0)): \(Self.quoted(effects[$0]!))" }
        return Array("{\n  \"generator\": \(Self.quoted(generator)),\n  \"effects\": {\n\(entries.joined(separator: ",\n"))\n  }\n}\n".utf8)
    }

    static func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [.withoutEscapingSlashes])
        return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "\"\""
    }

    static func read(from url: URL) -> Manifest? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let generator = object["generator"] as? String, generator.hasPrefix("effect-export"),
              let effects = object["effects"] as? [String: String] else { return nil }
        return Manifest(generator: generator, effects: effects)
    }
}
