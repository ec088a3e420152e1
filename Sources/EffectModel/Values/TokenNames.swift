/// The design tokens a document took values from, by what each value sets (`duration`, `delay`, `openDuration`):
/// the token's name as the document wrote it (`md.sys.motion.duration.medium2`), so that a review can credit it.
///
/// Where a value came from, not what it is: a value is the same whichever token gave it, so any two compare equal
/// (a document read back without its token file still equals the one read with it).
public struct TokenNames: Sendable, Equatable {
    /// Token name by the key of the value it gave.
    public var names: [String: String] = [:]

    /// No tokens.
    public init() {}

    /// The token that gave `key`'s value, if one did.
    public subscript(key: String) -> String? {
        get { names[key] }
        set { names[key] = newValue }
    }

    public static func == (_: TokenNames, _: TokenNames) -> Bool { true }

    /// Whether `text` could be a token's dotted name (`md.sys.motion.duration.medium2`): at most 256 characters, no
    /// braces, quotes, spaces or control characters, and no empty part.
    public static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.count <= 256 && !text.split(separator: ".", omittingEmptySubsequences: false).contains("")
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && !"{}\"\\".unicodeScalars.contains($0) && $0.value != 0x7F }
    }
}
