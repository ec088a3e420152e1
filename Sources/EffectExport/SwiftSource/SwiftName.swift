/// Names in Swift for the document's ids and labels: made only of characters Swift takes in an identifier (letters
/// and digits of its identifier ranges; no format character, so no bidirectional control), whatever the text.
enum SwiftName {
    /// `like-heart` → `LikeHeart`; `Effect…` when the text starts with no letter.
    static func upperCamel(_ text: String) -> String {
        let words = text.split { !isWordCharacter($0) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        // Case mapping keeps letters letters; the filter only guarantees it.
        var name = String(String.UnicodeScalarView(words.joined().unicodeScalars.filter(continuesIdentifier)))
        if let first = name.unicodeScalars.first, startsIdentifier(first) { return name }
        name = "Effect" + name
        return name
    }

    /// `save-title` → `saveTitle`. It may be a keyword: a `SwiftNameScope` declares it.
    static func lowerCamel(_ text: String) -> String {
        let upper = upperCamel(text)
        return upper.prefix(1).lowercased() + upper.dropFirst()
    }

    /// What a thing is named after: its label when it is a name of at most three words (`Plus icon` → `plusIcon`,
    /// `Pop in` → `popIn`), as an author names it, else its id (a long label stays a comment).
    static func subject(label: String?, id: String) -> String {
        guard let label, (1...3).contains(label.split(whereSeparator: { !isWordCharacter($0) }).count) else { return id }
        return label
    }

    /// Swift's keywords, reserved and contextual (The Swift Programming Language, "Keywords and Punctuation", and
    /// those added since: `consume`, `copy`, `discard`, `each`, `then`, `sending`, `unsafe` …): a name that is one is
    /// never declared, even where the grammar would take it. (`left`, `right`, `associativity` and `precedence`
    /// are keywords only inside a `precedencegroup`.)
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "async", "convenience", "didSet",
        "dynamic", "final", "get", "indirect", "infix", "lazy", "mutating", "none", "nonmutating", "optional", "override",
        "package", "postfix", "prefix", "Protocol", "required", "set", "some", "Type", "unowned", "weak",
        "willSet", "actor", "any", "consume", "copy", "discard", "distributed", "each", "isolated", "macro", "sending", "then",
        "yield", "unsafe",
    ]

    /// A character of a word of a name: a letter or a digit whose scalars Swift takes in an identifier.
    private static func isWordCharacter(_ c: Character) -> Bool {
        (c.isLetter || c.isNumber) && c.unicodeScalars.allSatisfy(continuesIdentifier)
    }

    /// Whether Swift takes `scalar` as an identifier's first (The Swift Programming Language, "Identifiers"), less
    /// the format characters its ranges hold (zero-width joiners, bidirectional controls, invisible operators).
    static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory != .format else { return false }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
            0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
            0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
            0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD: return scalar.value & 0xFFFF <= 0xFFFD
        default: return false
        }
    }

    /// Whether Swift takes `scalar` after an identifier's first: digits and combining marks too.
    static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: startsIdentifier(scalar)
        }
    }
}

/// The names one scope of generated Swift declares, each once. A name that is a keyword or one the scope keeps for
/// itself gets `Layer` after it (`deinitLayer`, `rootLayer`); a name already declared gets the first free number
/// after it (`saveTitle`, `saveTitle2`, `saveTitle3` …), in the order the names are asked for, so the same document
/// always gets the same names.
struct SwiftNameScope {
    private var declared: Set<String> = []
    private let isKept: (String) -> Bool

    /// A scope whose own names are those `isKept` takes: a finite set, or one that takes `name` whenever it takes
    /// `name` followed by digits (so that numbering a name always ends).
    init(keeping isKept: @escaping (String) -> Bool) {
        self.isKept = isKept
    }

    /// Declares a name for `name`, and returns it.
    mutating func declare(_ name: String) -> String {
        let base = SwiftName.keywords.contains(name) || isKept(name) ? name + "Layer" : name
        var candidate = base
        var n = 2
        while declared.contains(candidate) || isKept(candidate) {
            candidate = base + "\(n)"
            n += 1
        }
        declared.insert(candidate)
        return candidate
    }
}
