import EffectCompositions
import EffectModel
import Foundation

/// `manifest.json`: which files a docs build wrote, each with the SHA-256 of its bytes, and which effects, each with
/// its content hash and its files. It tells a rebuild what it may skip and the only files it may ever replace or
/// remove: those it lists whose bytes are still the ones it wrote.
///
/// A manifest is input like any other: it counts as this tool's only when it is a regular file of at most
/// ``maximumSize`` bytes that parses, names `effect-export` as its generator, names effects by the rule of
/// document names (`[a-z0-9-]{1,64}`) and files by plain names inside their effect's folder.
///
/// While a build runs its manifest says so (`"building": true`), and each file it writes is first added to the
/// journal beside it (``SiteJournal``) with its hash: a build that was interrupted leaves a manifest of ours and a
/// record of every file it wrote, and the next one resumes it.
struct SiteManifest: Equatable {
    /// A file a build wrote: its name (in its folder) and the SHA-256 of the bytes written, as 64 hexadecimal
    /// digits; `nil` where the manifest gives none (an earlier version's, or one edited by hand).
    struct File: Equatable, Sendable {
        var name: String
        var sha256: String?
    }

    /// One effect's entry: its content hash and the files written into its folder, and what the gallery and the
    /// tokens page show of it (so that a rebuild need not run an unchanged effect's clock).
    struct Entry: Equatable {
        var hash: String
        /// The hash of what its drawings and animated files depend on (the document, the tool), without the pages'
        /// context; empty when an earlier version wrote the entry.
        var drawings = ""
        var files: [File]
        /// Its gallery card's values, all text (escaped where they land, as a document's text is); `nil` when an
        /// earlier version wrote the entry.
        var card: [String: String]?
        /// How its motions run, for the tokens page; `nil` when an earlier version wrote the entry.
        var uses: [TokensPage.Use]?

        /// A card's values as the manifest keeps them: `nil` unless every one is text.
        static func card(_ summary: TemplateValue) -> [String: String]? {
            guard case .object(let fields) = summary else { return nil }
            var card: [String: String] = [:]
            for (key, value) in fields {
                guard case .text(let text) = value else { return nil }
                card[key] = text
            }
            return card
        }
    }

    var generator: String
    /// The files at the top of the site (the gallery, the tokens, the assets); `nil` in an earlier version's
    /// manifest, which listed none and recorded no hashes.
    var site: [File]?
    var effects: [String: Entry]
    /// Whether a build was writing the site when this manifest was written (and did not finish).
    var isBuilding = false

    static let fileName = "manifest.json"
    static let maximumSize = 4 << 20

    /// What a site folder holds where its manifest would be.
    enum Found: Equatable {
        /// No `manifest.json`.
        case none
        /// A manifest this tool wrote.
        case ours(SiteManifest)
        /// Something else: why it is not ours.
        case foreign(String)
    }

    var json: [UInt8] {
        func files(_ list: [File]) -> JSON { .object(list.map { ($0.name, $0.sha256.map(JSON.string) ?? .null) }) }
        let entries = effects.keys.sorted().map { name in
            let entry = effects[name]!
            var fields: [(key: String, value: JSON)] = [
                ("hash", .string(entry.hash)), ("drawings", .string(entry.drawings)), ("files", files(entry.files)),
            ]
            if let card = entry.card { fields.append(("card", .object(card.keys.sorted().map { ($0, .string(card[$0]!)) }))) }
            if let uses = entry.uses { fields.append(("uses", .array(uses.map(Self.json)))) }
            return (key: name, value: JSON.object(fields))
        }
        var top: [(key: String, value: JSON)] = [("generator", .string(generator))]
        if isBuilding { top.append(("building", .bool(true))) }
        if let site { top.append(("files", files(site))) }
        top.append(("effects", .object(entries)))
        return Array((JSON.object(top).text + "\n").utf8)
    }

    /// Reads `folder`'s manifest, never blocking on a FIFO nor following a link.
    static func find(in folder: URL) -> Found {
        let path = folder.appendingPathComponent(fileName).path
        var info = stat()
        guard lstat(path, &info) == 0 else { return .none }
        guard info.st_mode & S_IFMT == S_IFREG else { return .foreign("\(fileName) is not a regular file") }
        guard info.st_size <= maximumSize else { return .foreign("\(fileName) is larger than \(maximumSize >> 20) MiB") }
        guard let data = FileManager.default.contents(atPath: path) else { return .foreign("\(fileName) cannot be read") }
        guard let manifest = parse(Array(data)) else { return .foreign("\(fileName) was not written by effect-export") }
        return .ours(manifest)
    }

    /// The manifest in `bytes`, or `nil` unless it is one this tool could have written. Reads those of earlier
    /// versions too: entries `"name": "hash"`, which list no files, and files listed without hashes (`["a.svg"]`),
    /// which are never removed; each such effect is rendered once more (its hash forgotten where it had none) so
    /// that the next manifest lists its files with their hashes.
    static func parse(_ bytes: [UInt8]) -> SiteManifest? {
        guard case .object(let object)? = try? JSON.parse(bytes).value,
            case .string(let generator)? = field(object, "generator"), generator.hasPrefix("effect-export"),
            case .object(let list)? = field(object, "effects")
        else { return nil }
        var manifest = SiteManifest(generator: generator, effects: [:])
        if let site = field(object, "files") {
            guard let site = files(site, isSiteFile) else { return nil }
            manifest.site = site
        }
        if case .bool(true)? = field(object, "building") { manifest.isBuilding = true }
        for member in list {
            guard EffectDocument.isValidName(member.key), let entry = entry(member.value.value, of: member.key) else { return nil }
            manifest.effects[member.key] = entry
        }
        return manifest
    }

    private static func field(_ members: [JSON.Member], _ key: String) -> JSON.Value? { members.first { $0.key == key }?.value.value }

    /// A list of files: names with hashes (`{"a.svg": "…"}`), or an earlier version's names alone; `nil` unless every
    /// name is one `isOurs` takes.
    private static func files(_ value: JSON.Value, _ isOurs: (String) -> Bool) -> [File]? {
        var list: [File] = []
        switch value {
        case .array(let names):
            for name in names {
                guard case .string(let name) = name.value, isOurs(name) else { return nil }
                list.append(File(name: name))
            }
        case .object(let members):
            for member in members {
                guard isOurs(member.key) else { return nil }
                // A hash that is not one `SHA256.hex` writes counts as none: the file is never removed.
                let hash: String? = if case .string(let hash) = member.value.value, SHA256.isHex(hash) { hash } else { nil }
                list.append(File(name: member.key, sha256: hash))
            }
        default:
            return nil
        }
        return list
    }

    /// The entry of effect `name`, or nil unless it is one this tool could have written.
    private static func entry(_ value: JSON.Value, of name: String) -> Entry? {
        switch value {
        case .string:
            return Entry(hash: "", files: [])
        case .object(let fields):
            guard let listed = field(fields, "files").flatMap({ files($0) { couldBeOurs($0, ofEffect: name) } }) else { return nil }
            // No hash, or a file listed without its own (an earlier version's entry, or one edited by hand): rendered again.
            var hash: String = if case .string(let hash)? = field(fields, "hash") { hash } else { "" }
            if listed.contains(where: { $0.sha256 == nil }) { hash = "" }
            var entry = Entry(hash: hash, files: listed)
            if case .string(let drawings)? = field(fields, "drawings") { entry.drawings = drawings }
            // A card or uses that do not read back are left out: the rebuild runs that effect's clock again.
            if case .object(let card)? = field(fields, "card") {
                entry.card = Dictionary(
                    card.compactMap { member in
                        if case .string(let text) = member.value.value { (member.key, text) } else { nil }
                    }, uniquingKeysWith: { first, _ in first })
                if entry.card?.count != card.count { entry.card = nil }
            }
            if case .array(let uses)? = field(fields, "uses") {
                let read = uses.compactMap { use(from: $0.value) }
                entry.uses = read.count == uses.count ? read : nil
            }
            return entry
        default:
            return nil
        }
    }

    /// A use as the manifest writes it: `["curve", ms, name, x1, y1, x2, y2, durationToken, easingToken, delayToken,
    /// delay]` or `["spring", ms, duration, bounce, dampingRatio, initialVelocity, settles, durationToken, delayToken,
    /// delay]`, numbers as they read back exactly, a token's name or null (a delay without a token: 0). A group's child is written as its own easing and its group's (`Use.all`).
    static func json(_ use: TokensPage.Use) -> JSON {
        let durationToken = use.durationToken.map(JSON.string) ?? .null
        let delay: [JSON] = [use.delayToken.map { .string($0.name) } ?? .null, .number(use.delayToken?.milliseconds ?? 0)]
        switch use.easing {
        case .curve(let name, let f):
            return .array(
                [.string("curve"), .number(use.milliseconds), .string(name.rawValue)] + [f.x1, f.y1, f.x2, f.y2].map(JSON.number)
                    + [durationToken, f.token.map(JSON.string) ?? .null] + delay)
        case .spring(let feel):
            return .array(
                [.string("spring"), .number(use.milliseconds)]
                    + [feel.duration, feel.bounce, feel.dampingRatio, feel.initialVelocity, feel.settles].map(JSON.number) + [durationToken]
                    + delay)
        case .inGroup(let own, _):
            return json(TokensPage.Use(easing: own, milliseconds: use.milliseconds, durationToken: use.durationToken, delayToken: use.delayToken))
        case .atOnce:
            return .null  // never a use: `Use.all` leaves out values set at once, which have no easing or duration
        }
    }

    /// The use `json(_:)` wrote, or `nil`.
    static func use(from value: JSON.Value) -> TokensPage.Use? {
        guard case .array(let items) = value, case .string(let kind)? = items.first?.value else { return nil }
        // A manifest is input: only values a document could have given (a curve's x in 0…1, a spring that settles)
        // are taken, so that none can make the tokens page draw for ever.
        let numbers = items.dropFirst().compactMap { item -> Double? in if case .number(let n) = item.value, abs(n) <= 1e9 { n } else { nil } }
        guard let milliseconds = numbers.first, milliseconds >= 0 else { return nil }
        // A token's name, or null.
        func token(_ index: Int) -> String?? {
            switch items[index].value {
            case .string(let name) where TokenNames.isName(name): name
            case .null: .some(nil)
            default: nil
            }
        }
        // A delay's token and its ms (the last number), or null and 0.
        func delayToken(_ index: Int) -> (name: String, milliseconds: Double)?? {
            guard let name = token(index), let ms = numbers.last, ms >= 0 else { return nil }
            return .some(name.map { ($0, ms) })
        }
        switch kind {
        case "curve":
            guard items.count == 11, numbers.count == 6, let delay = delayToken(9), case .string(let rawName) = items[2].value,
                let durationToken = token(7),
                let easingToken = token(8),
                let name = MotionSpec.Easing.CurveName(rawValue: rawName),
                (0...1).contains(numbers[1]), (0...1).contains(numbers[3]), abs(numbers[2]) <= 1e3, abs(numbers[4]) <= 1e3
            else { return nil }
            var function = TimingFunction(numbers[1], numbers[2], numbers[3], numbers[4])
            function.token = easingToken
            return TokensPage.Use(easing: .curve(name, function), milliseconds: milliseconds, durationToken: durationToken, delayToken: delay)
        case "spring":
            guard items.count == 10, numbers.count == 7, let durationToken = token(7), let delay = delayToken(8), numbers[1] > 1e-3,
                (-1e3..<0.999).contains(numbers[2]),
                (1e-3...1e3).contains(numbers[3]),
                numbers[5] >= 0
            else { return nil }
            let feel = MotionSpec.SpringFeel(
                duration: numbers[1], bounce: numbers[2], dampingRatio: numbers[3], initialVelocity: numbers[4], settles: numbers[5])
            return TokensPage.Use(easing: .spring(feel), milliseconds: milliseconds, durationToken: durationToken, delayToken: delay)
        default:
            return nil
        }
    }

    /// The files at the top of a site, by the name a build writes them under.
    static let siteFiles: Set<String> = ["index.html", "README.md", "tokens.html", "tokens.json", "style.css", "player.js", "gallery.js"]

    /// Whether a build could have written `file` at the top of the site: one of ``siteFiles``, or one beside it.
    static func isSiteFile(_ file: String) -> Bool { siteFiles.contains(SiteFolder.ownName(of: file)) }

    /// Whether an effect page could have written `file` into effect `name`'s folder: its two pages, or the
    /// effect's name, more letters, digits and `-`, and the extension of one of our outputs; or one of those
    /// written beside a file that was not ours (`index.effect-export.html`).
    static func couldBeOurs(_ file: String, ofEffect name: String) -> Bool {
        let file = SiteFolder.ownName(of: file)
        if file == "index.html" || file == "README.md" { return true }
        guard file.hasPrefix(name), let dot = file.lastIndex(of: "."), dot >= file.index(file.startIndex, offsetBy: name.count) else { return false }
        let stem = file[file.index(file.startIndex, offsetBy: name.count)..<dot]
        return stem.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            && ourExtensions.contains(String(file[file.index(after: dot)...]))
    }

    /// The manifest with `files` (by path in the site, a journal's) added to what it lists: at the top, or to their
    /// effect's entry (made, its hash forgotten, for an effect it does not list). Of a file listed already, the hash
    /// kept is the new one when `isCurrent(path, hash)` (its bytes are those), else the old one.
    func adding(_ files: [(path: String, sha256: String)], isCurrent: (String, String) -> Bool) -> SiteManifest {
        var manifest = self
        func add(_ file: File, to list: inout [File], path: String) {
            if let i = list.firstIndex(where: { $0.name == file.name }) {
                if isCurrent(path, file.sha256!) { list[i] = file }
            } else {
                list.append(file)
            }
        }
        for (path, hash) in files {
            let parts = path.split(separator: "/").map(String.init)
            if parts.count == 1 {
                var site = manifest.site ?? []
                add(File(name: path, sha256: hash), to: &site, path: path)
                manifest.site = site
            } else {
                add(File(name: parts[1], sha256: hash), to: &manifest.effects[parts[0], default: Entry(hash: "", files: [])].files, path: path)
            }
        }
        return manifest
    }

    /// Whether `path` (in the site) could name a file a build wrote: a site file, or `effect/file`.
    static func isPathOfOurs(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return parts.count == 1
            ? isSiteFile(path) : parts.count == 2 && EffectDocument.isValidName(parts[0]) && couldBeOurs(parts[1], ofEffect: parts[0])
    }

    static let ourExtensions: Set<String> = ["svg", "pdf", "png", "webp", "gif", "json", "mp4", "webm", "swift", "css"]
}
