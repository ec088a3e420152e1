import EffectCompositions
import EffectModel
import Foundation

/// `manifest.json`: which effects a docs build made, each with its hash and the files it wrote into its folder.
/// It tells a rebuild what it may skip and the only files it may ever remove.
///
/// A manifest is input like any other: it counts as this tool's only when it is a regular file of at most
/// ``maximumSize`` bytes that parses, names `effect-export` as its generator, names effects by the rule of
/// document names (`[a-z0-9-]{1,64}`) and files by plain names inside their effect's folder.
struct SiteManifest: Equatable {
    /// One effect's entry: its content hash and the names of the files written into its folder, and what the
    /// gallery and the tokens page show of it (so that a rebuild need not run an unchanged effect's clock).
    struct Entry: Equatable {
        var hash: String
        /// The hash of what its drawings and animated files depend on (the document, the tool), without the pages'
        /// context; empty when an earlier version wrote the entry.
        var drawings = ""
        var files: [String]
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
    var effects: [String: Entry]

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
        let entries = effects.keys.sorted().map { name in
            let entry = effects[name]!
            var fields: [(key: String, value: JSON)] = [
                ("hash", .string(entry.hash)), ("drawings", .string(entry.drawings)), ("files", .array(entry.files.map(JSON.string))),
            ]
            if let card = entry.card { fields.append(("card", .object(card.keys.sorted().map { ($0, .string(card[$0]!)) }))) }
            if let uses = entry.uses { fields.append(("uses", .array(uses.map(Self.json)))) }
            return (key: name, value: JSON.object(fields))
        }
        return Array((JSON.object([("generator", .string(generator)), ("effects", .object(entries))]).text + "\n").utf8)
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

    /// The manifest in `bytes`, or `nil` unless it is one this tool could have written. Reads the entries of
    /// earlier versions too (`"name": "hash"`), which list no files: nothing of theirs is ever removed, and each is
    /// rendered once more (its hash forgotten) so that the next manifest lists its files.
    static func parse(_ bytes: [UInt8]) -> SiteManifest? {
        func field(_ members: [JSON.Member], _ key: String) -> JSON.Value? { members.first { $0.key == key }?.value.value }
        guard case .object(let object)? = try? JSON.parse(bytes).value,
            case .string(let generator)? = field(object, "generator"), generator.hasPrefix("effect-export"),
            case .object(let list)? = field(object, "effects")
        else { return nil }
        var effects: [String: Entry] = [:]
        for member in list {
            let name = member.key
            guard EffectDocument.isValidName(name) else { return nil }
            switch member.value.value {
            case .string:
                effects[name] = Entry(hash: "", files: [])
            case .object(let fields):
                guard case .string(let hash)? = field(fields, "hash"), case .array(let files)? = field(fields, "files") else { return nil }
                var names: [String] = []
                for file in files {
                    guard case .string(let file) = file.value, couldBeOurs(file, ofEffect: name) else { return nil }
                    names.append(file)
                }
                var entry = Entry(hash: hash, files: names)
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
                effects[name] = entry
            default:
                return nil
            }
        }
        return SiteManifest(generator: generator, effects: effects)
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

    /// Whether an effect page could have written `file` into effect `name`'s folder: its two pages, or the
    /// effect's name, more letters, digits and `-`, and the extension of one of our outputs.
    static func couldBeOurs(_ file: String, ofEffect name: String) -> Bool {
        if file == "index.html" || file == "README.md" { return true }
        guard file.hasPrefix(name), let dot = file.lastIndex(of: "."), dot >= file.index(file.startIndex, offsetBy: name.count) else { return false }
        let stem = file[file.index(file.startIndex, offsetBy: name.count)..<dot]
        return stem.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            && ourExtensions.contains(String(file[file.index(after: dot)...]))
    }

    static let ourExtensions: Set<String> = ["svg", "pdf", "png", "webp", "gif", "json", "mp4", "webm", "swift", "css"]
}

/// How a docs build treats the folder it writes into: what it may write over and the only things it removes.
enum SiteFolder {
    /// Whether `path` is a folder itself, not a link to one.
    static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether anything is at `path` (a dangling link too).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The folder's manifest, after checking that the build may write into it: a new or empty folder, one with
    /// this tool's manifest, or any folder when `adopting` (whose manifest, if not ours, is then ignored).
    static func prepare(_ folder: URL, adopting: Bool) throws(ExportError) -> SiteManifest? {
        let path = folder.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .cannotCreateOutput(path: path, reason: "it is not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateOutput(path: path, reason: "\(error.localizedDescription)")
        }
        let manifestPath = folder.appendingPathComponent(SiteManifest.fileName).path
        switch SiteManifest.find(in: folder) {
        case .ours(let manifest):
            return manifest
        case .foreign(let reason):
            var info = stat()
            if lstat(manifestPath, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw .cannotCreateOutput(path: manifestPath, reason: "it is not a regular file; move it away")
            }
            guard adopting else {
                throw .cannotCreateOutput(
                    path: path,
                    reason:
                        "\(reason), so this is not a site effect-export built; choose a new or empty folder, or add --force to write into it (nothing in it is ever removed but files a build of ours listed)"
                )
            }
            return nil
        case .none:
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            guard contents.isEmpty || adopting else {
                throw .cannotCreateOutput(
                    path: path,
                    reason:
                        "the folder is not empty and has no \(SiteManifest.fileName), so it is not a site effect-export built; choose a new or empty folder, or add --force to write into it (nothing in it is ever removed but files a build of ours listed)"
                )
            }
            return nil
        }
    }

    /// Removes the files `entry` lists from effect `name`'s folder — regular files only, inside a real folder
    /// directly in `site` — and the folder once nothing else is left in it. Anything else stays.
    /// Returns whether the folder is gone.
    @discardableResult
    static func remove(_ files: [String], ofEffect name: String, in site: URL) -> Bool {
        guard EffectDocument.isValidName(name) else { return false }
        let folder = site.appendingPathComponent(name).path
        guard isRealFolder(folder) else { return false }
        for file in files where SiteManifest.couldBeOurs(file, ofEffect: name) {
            let path = folder + "/" + file
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
        return rmdir(folder) == 0
    }
}
