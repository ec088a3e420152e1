import _EffectTestSupport

/// Random effect documents whose every text is hostile — titles, descriptions, ids, labels, keys, strings, fonts and
/// component titles made of words (Swift keywords, the generated file's own names, code, Hangul) between separators
/// (line breaks of every kind, quotes, backslashes, comment marks, terminal escapes, bidirectional controls, `#error`
/// and `FileManager` payloads) — so that the same choices with harmless separators (`benignTwin(ofJSON:)`) make a
/// document of the same structure.
enum HostileDocuments {
    /// Words that make names: Swift's keywords, the writer's own names, code a text could try to run.
    static let words = [
        "Fade", "FileManager", "default", "createFile", "atPath", "pwned", "contents", "nil", "error", "deinit", "fallthrough", "await",
        "async", "internal", "fileprivate", "open", "rethrows", "some", "any", "Type", "Self", "Protocol", "start", "root", "init",
        "self", "animation1", "animation2Part1", "animation", "Part", "record", "Timing", "zip", "fatalError", "likeTouchDown",
        "TouchDown", "TouchUp", "p", "path", "i", "button", "stage", "effect", "class", "let", "var", "func", "import", "return",
        "super", "true", "precedencegroup", "associatedtype", "repeat", "save", "title", "Title", "x2", "123", "0", "물결", "버튼", "ÉTÉ",
        "ß", "İ", "Ω", "١٢", "ǅ", "e\u{301}", "Layer", "layer", "view", "Duration", "Curve",
    ]

    /// What goes between the words: no letter or digit, so that names do not depend on it.
    static let separators = [
        "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\u{1B}c", "\u{1B}(0", "\u{1B}#8", "\u{1B}[2J", "\u{7F}",
        "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\"", "\\", "\\(", "*/", "/*", "//", "///", "#", ")", "(", "{", "}",
        ";", ": \"", "\", ", "'", "`", "<", ">", "&", " ", "-", "_", "$", "@", "\u{0}", "\t", "\"\"\"", "#\"", "\n#", "\")\n",
        "\u{FEFF}", "😀", "👩\u{200D}👩\u{200D}👧", "\u{FFFF}", "</script>", "<!--", "|", "[", "](", "*", "~",
    ]

    /// Payloads written out: what a text tries to run once it leaves its comment or literal.
    static let payloads = [
        "Fade\nFileManager.default.createFile(atPath: \"pwned\", contents: nil)",
        "Pop\n#error(\"boom\")",
        "Pop\r#error(\"boom\")",
        "x\u{2028}#error(\"boom\")",
        "\"); FileManager.default.createFile(atPath: \"pwned\", contents: nil); (\"",
        "\\(FileManager.default.createFile(atPath: \"pwned\", contents: nil))",
        "*/ #error(\"boom\") /*",
        "\u{202E}\u{2066}// #error(\"boom\")\u{2069}\u{2066}",
        "a, FileManager.default.createFile(atPath: \"pwned\", contents: nil)",
    ]

    /// The document `index` of a run: its JSON text, named `hostile-<index>`.
    static func json(index: Int, using random: inout SeededGenerator) -> String {
        var g = Generator(random: random)
        let text = g.document(name: "hostile-\(index)")
        random = g.random
        return text
    }

    private struct Generator {
        var random: SeededGenerator

        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }
        mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        /// Words and separators, or a payload: at most `limit` characters, never empty.
        mutating func text(limit: Int = 100, noDot: Bool = false) -> String {
            var text: String
            if chance(0.3) {
                text = pick(HostileDocuments.payloads)
            } else {
                text = chance(0.5) ? pick(HostileDocuments.separators) : ""
                for _ in 0..<count(1...4) { text += pick(HostileDocuments.words) + pick(HostileDocuments.separators) }
            }
            if noDot { text = text.replacingOccurrences(of: ".", with: "") }
            return String(text.prefix(limit))
        }

        /// What may end a font description: sizes, and words that read as numbers to Swift but not to Pango.
        static let fontSizes = ["", " 13", " 13.5", " nan", " inf", " 1e400", " -5", " 0x1p3", " .5"]

        /// A JSON string: quotes, backslashes and C0 escaped, everything else as it is (U+2028, DEL, C1, bidi raw).
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        mutating func document(name: String) -> String {
            var plainIDs: [String] = []
            var layers: [String] = []
            // Ids unique in the document and in its twin (whose separators are fewer).
            var twinIDs: Set<[UInt8]> = []
            func newID(_ g: inout Generator, noDot: Bool = false) -> String {
                while true {
                    let id = g.text(limit: 60, noDot: noDot)
                    if id != "start", let twin = benignTwin(ofJSON: Array(g.string(id).utf8)), twinIDs.insert(twin).inserted { return id }
                }
            }
            for _ in 0..<count(1...5) {
                let id = newID(&self)
                var fields = ["\"id\": \(string(id))", "\"frame\": [\(count(0...40)), \(count(0...40)), 20, 20]"]
                if chance(0.5) { fields.append("\"label\": \(string(text(limit: 80)))") }
                switch count(0...5) {
                case 0:
                    fields += ["\"type\": \"text\"", "\"string\": \(string(text(limit: 300)))"]
                    if chance(0.7) { fields.append("\"font\": \(string(text(limit: 40) + pick(Self.fontSizes)))") }
                case 1: fields += ["\"type\": \"shape\"", "\"path\": { \"d\": \"M 0 0 L 10 10 L 0 10 Z\" }", "\"fillColor\": \"red\""]
                case 2: fields += ["\"type\": \"gradient\"", "\"colors\": [\"red\", \"blue\"]"]
                default: fields.append("\"backgroundColor\": \"systemBlue\"")
                }
                if chance(0.2) {
                    let child = newID(&self)
                    plainIDs.append(child)
                    fields.append("\"sublayers\": [ { \"id\": \(string(child)), \"frame\": [1, 1, 5, 5] } ]")
                }
                plainIDs.append(id)
                layers.append("{ " + fields.joined(separator: ", ") + " }")
            }
            if chance(0.08) {
                let id = newID(&self)
                switch count(0...4) {
                case 0:
                    layers.append(
                        "{ \"id\": \(string(id)), \"type\": \"rippleButton\", \"frame\": [10, 10, 80, 30], \"title\": \(string(text())), \"font\": \(string(text(limit: 30) + " 14")) }"
                    )
                case 1:
                    layers.append(
                        "{ \"id\": \(string(id)), \"type\": \"highlightButton\", \"frame\": [10, 10, 80, 30], \"title\": \(string(text())), \"font\": \(string(text(limit: 30))) }"
                    )
                case 2: layers.append("{ \"id\": \(string(id)), \"type\": \"floatingButton\", \"frame\": [40, 40, 40, 40] }")
                case 3: layers.append("{ \"id\": \(string(id)), \"type\": \"waveView\", \"center\": [50, 50] }")
                default: layers.append("{ \"id\": \(string(id)), \"type\": \"gradientView\", \"center\": [50, 50] }")
                }
            }
            var interactions: [String] = []
            var triggers = ["start"]
            for _ in 0..<count(0...3) {
                let id = newID(&self, noDot: true)
                interactions.append("{ \"id\": \(string(id)), \"layer\": \(string(pick(plainIDs))), \"tap\": 0.\(count(1...4)) }")
                triggers += [id, id + ".touchUp"]
            }
            var animations: [String] = []
            for _ in 0..<count(1...4) {
                var fields = ["\"layer\": \(string(pick(plainIDs)))"]
                let trigger = pick(triggers)
                if trigger != "start" { fields.append("\"trigger\": \(string(trigger))") }
                if chance(0.7) { fields.append("\"label\": \(string(text(limit: 80)))") }
                switch count(0...5) {
                case 0:
                    fields += [
                        "\"type\": \"group\"", "\"duration\": 0.3",
                        "\"animations\": [ { \"keyPath\": \"opacity\", \"fromValue\": 0, \"toValue\": 1, \"label\": \(string(text(limit: 80))) }, { \"keyPath\": \"position.x\", \"byValue\": 5, \"duration\": 0.2 } ]",
                    ]
                case 1: fields += ["\"type\": \"view\"", "\"duration\": 0.2", "\"changes\": { \"opacity\": 0.5 }"]
                case 2:
                    fields += [
                        "\"type\": \"spring\"", "\"keyPath\": \"transform.scale\"", "\"fromValue\": 0.5", "\"toValue\": 1",
                        "\"perceptualDuration\": 0.3",
                    ]
                case 3: fields += ["\"type\": \"keyframe\"", "\"keyPath\": \"opacity\"", "\"values\": [0, 1, 0.5]", "\"duration\": 0.3"]
                default: fields += ["\"keyPath\": \"opacity\"", "\"fromValue\": 0", "\"toValue\": 1", "\"duration\": 0.\(count(1...3))"]
                }
                if chance(0.3), !fields.contains("\"type\": \"view\"") { fields.append("\"key\": \(string(text(limit: 40)))") }
                animations.append("{ " + fields.joined(separator: ", ") + " }")
            }
            var actions: [String] = []
            if chance(0.4) {
                actions.append("{ \"trigger\": \(string(pick(triggers))), \"set\": { \"layer\": \(string(pick(plainIDs))), \"opacity\": 0.5 } }")
            }
            if chance(0.3) {
                actions.append(
                    "{ \"at\": 0.2, \"removeAnimations\": { \"layer\": \(string(pick(plainIDs))), \"key\": \(string(text(limit: 40))) } }")
            }
            var members = [
                "\"effect\": 1", "\"name\": \"\(name)\"", "\"title\": \(string(text(limit: 300)))", "\"canvas\": { \"width\": 100, \"height\": 100 }",
                "\"duration\": 0.5", "\"layers\": [ \(layers.joined(separator: ", ")) ]", "\"animations\": [ \(animations.joined(separator: ", ")) ]",
            ]
            if chance(0.5) { members.append("\"description\": \(string(text(limit: 1000)))") }
            if !interactions.isEmpty { members.append("\"interactions\": [ \(interactions.joined(separator: ", ")) ]") }
            if !actions.isEmpty { members.append("\"actions\": [ \(actions.joined(separator: ", ")) ]") }
            return "{ " + members.joined(separator: ",\n  ") + " }"
        }
    }
}
