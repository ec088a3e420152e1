import EffectExport
import EffectFiles
import EffectModel
import Foundation
import LottieImport
import Synchronization

/// The preview of some effects, kept up to date: builds everything off to the side when a file it shows changes, swaps
/// the new content in whole (a document that no longer reads keeps its last good build and adds its problems), and
/// tells every open page (`update` events). Serves only what it built: the pages (an effect's, `/compare/A/B/` two
/// side by side), `preview.js` and `preview.css`, each effect's files, `state.json` and the event stream; any other
/// path is 404. It reads the documents and never writes.
public final class LivePreview: Sendable {
    /// What the preview shows.
    public enum Layout: Sendable {
        /// One page per effect (`/NAME/`), `/` the only effect's page or, for several, an index of them.
        case pages
        /// `/` shows the effects side by side, on one clock.
        case compare
    }

    /// The documents as named: files, or folders whose `.json` files are each an effect (read again on every build, so
    /// that a new document appears).
    let sources: [String]
    let layout: Layout
    /// The page, script and style, from `Templates/preview/`.
    let assets: PreviewAssets
    private let content = Mutex(PreviewContent())
    /// One build at a time; a change during a build asks for another after it.
    private let building = Mutex((running: false, again: false))
    /// Set once the server runs: where `update` events go.
    private let server = Mutex<HTTPServer?>(nil)

    public init(sources: [String], layout: Layout, assets: PreviewAssets) {
        self.sources = sources
        self.layout = layout
        self.assets = assets
    }

    /// The documents of `sources` now: each file, and each folder's `.json` files in name order.
    var documentFiles: [String] {
        sources.flatMap { source -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else { return [source] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []
            return names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map {
                (source as NSString).appendingPathComponent($0)
            }
        }
    }

    /// The problems of the current build.
    public var problems: [String] {
        content.withLock { $0.problems }.map { problem in
            let place = problem.line.map { "\(problem.file):\($0):\(problem.column ?? 1):" } ?? "\(problem.file):"
            return "\(place) \(problem.path): \(problem.message)"
        }
    }

    /// The files to watch: every document and token file read, and the folders named (for documents added to them).
    public var watchedFiles: Set<String> {
        content.withLock { $0.inputs }.union(documentFiles).union(sources)
    }

    /// Builds the content again from the documents as they are now and swaps it in; tells the pages.
    public func rebuild() {
        let start = building.withLock { state -> Bool in
            if state.running {
                state.again = true
                return false
            }
            state.running = true
            return true
        }
        guard start else { return }
        while true {
            build()
            let more = building.withLock { state -> Bool in
                if state.again {
                    state.again = false
                    return true
                }
                state.running = false
                return false
            }
            if !more { break }
        }
    }

    /// Builds in two steps, each swapped in whole and told to the pages: first every effect whose document (or token
    /// file) changed, all but its review (key frames and curves), which stays the last one; then the review of those.
    private func build() {
        let previous = content.withLock { $0 }
        var next = PreviewContent(version: previous.version + 1)
        var taken: Set<String> = []
        for file in documentFiles {
            var slug = PreviewEffect.slug(forFile: file)
            var suffix = 2
            while taken.contains(slug) {
                slug = "\(PreviewEffect.slug(forFile: file))-\(suffix)"
                suffix += 1
            }
            taken.insert(slug)
            next.inputs.insert(file)
            let last = previous.effects.first { $0.slug == slug }
            let (report, source) = Self.read(file)
            if let tokens = report.tokenFile {
                next.inputs.insert(EffectDocument.tokenFileURL(tokens, base: URL(fileURLWithPath: (file as NSString).deletingLastPathComponent)).path)
            }
            if report.document != nil { next.warnings += report.warnings.map { PreviewContent.Problem($0, file: file) } }
            var effect: PreviewEffect?
            if let last, last.source == source, report.document != nil {
                effect = last
            } else if let document = report.document {
                do throws(ExportError) {
                    effect = try PreviewEffect(slug: slug, document: document, source: source, version: next.version)
                    effect?.review = last?.review
                } catch {
                    next.problems.append(PreviewContent.Problem(file: file, message: error.description))
                }
            } else {
                next.problems += report.errors.map { PreviewContent.Problem($0, file: file) }
            }
            // The last good build keeps playing while the document does not read.
            if var built = effect ?? last {
                built.file = file
                next.effects.append(built)
            }
        }
        publish(next)

        // The review of each effect built anew.
        for effect in next.effects where (effect.review?.version ?? 0) < effect.model.version {
            let review = Result { () throws(ExportError) in try effect.makeReview() }
            content.withLock { now in
                guard let i = now.effects.firstIndex(where: { $0.slug == effect.slug && $0.model.version == effect.model.version }) else { return }
                switch review {
                case .success(let made): now.effects[i].review = made
                case .failure(let error): now.problems.append(PreviewContent.Problem(file: effect.file, message: error.description))
                }
                now.version += 1
            }
        }
        if next.effects.contains(where: { ($0.review?.version ?? 0) < $0.model.version }) { publish(content.withLock { $0 }) }
    }

    /// Swaps `next` in and tells the pages.
    private func publish(_ next: PreviewContent) {
        content.withLock { $0 = next }
        server.withLock { $0 }?.broadcast(ServerSentEvent(name: "update", data: next.state))
    }

    /// The document at `file` checked, and the bytes it was made from: the document's, then its token file's.
    static func read(_ file: String) -> (DocumentReport, [UInt8]) {
        let bytes: [UInt8]
        do throws(InputFile.Failure) {
            bytes = try InputFile(reading: file, atMost: EffectDocument.maximumSize).bytes
        } catch {
            // Checked as a file, it says why it cannot be read (gone, too large, a folder).
            return (EffectDocument.check(file: file), [])
        }
        let report = EffectFile.check(bytes, file: file, files: DocumentFolder(besideFile: file))
        guard let tokens = report.tokenFile else { return (report, bytes) }
        let url = EffectDocument.tokenFileURL(tokens, base: URL(fileURLWithPath: (file as NSString).deletingLastPathComponent))
        let tokenBytes = (try? InputFile(reading: url.path, atMost: EffectDocument.maximumSize).bytes) ?? []
        return (report, bytes + [0] + tokenBytes)
    }

    /// Answers the admitted `path` from the current content.
    public func respond(to path: String) -> HTTPResponse {
        let now = content.withLock { $0 }
        let slugs = now.effects.map(\.slug)
        switch path {
        case "/events":
            return .eventStream(initial: Array("retry: 300\n\n".utf8) + ServerSentEvent(name: "update", data: now.state).bytes)
        case "/state.json": return PreviewResource(type: .json, body: Array(now.state.utf8)).response
        case "/preview.js": return PreviewResource(type: .javaScript, body: assets.script).response
        case "/preview.css": return PreviewResource(type: .css, body: assets.style).response
        case "/", "/index.html":
            switch layout {
            case .compare: return page(.compare, slugs)
            case .pages where documentFiles.count == 1: return page(.effect, Array(slugs.prefix(1)))
            case .pages: return page(.index, [])
            }
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // Two effects side by side, picked on a page: `/compare/A/B/`.
        if parts.count == 5, parts[1] == "compare", parts[4].isEmpty, parts[2] != parts[3],
            slugs.contains(String(parts[2])), slugs.contains(String(parts[3]))
        {
            return page(.compare, [String(parts[2]), String(parts[3])])
        }
        guard parts.count == 3, let effect = now.effects.first(where: { $0.slug == parts[1] }) else { return .text(.notFound, "not found") }
        if parts[2].isEmpty || parts[2] == "index.html" { return page(.effect, [effect.slug]) }
        return effect.file(String(parts[2]))?.response ?? .text(.notFound, "not found")
    }

    private func page(_ kind: PreviewAssets.PageKind, _ slugs: [String]) -> HTTPResponse {
        PreviewResource(type: .html, body: assets.page(kind, slugs: slugs)).response
    }

    /// Serves on `socket` until the process ends, building first and then on every change of a file shown.
    public func serve(on socket: ListeningSocket) -> Never {
        let server = HTTPServer(socket: socket) { [self] path in respond(to: path) }
        self.server.withLock { $0 = server }
        let watcher = FileWatcher(files: watchedFiles) { [self] in
            rebuild()
        }
        watcher.start()
        // The watched set follows what each build read (a token file named, a document added to a folder).
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                watcher.watch(watchedFiles)
            }
        }
        server.run()
    }
}
