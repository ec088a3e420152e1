import EffectFiles
import EffectModel

/// Text as it may reach a terminal or a log: its control characters (C0 but tab, DEL, C1) written as `\u{1B}`, so
/// that a document's strings cannot move the cursor, recolour, retitle or reset the terminal (`ESC c`, `ESC ( 0`,
/// `ESC # 8`), and a path's bytes that are not UTF-8 as `\xE9` (`SystemPath.shown`). Messages on standard error and
/// the Markdown that `spec` and `diff` print use it.
public enum VisibleText {
    /// `text` with each control character escaped and each byte of a path that is not UTF-8 shown.
    public static func escaped(_ text: String) -> String {
        let text = SystemPath.shown(text)
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Whether `scalar` is a control character a terminal may obey: C0 but tab, DEL, C1.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09) || (0x7F...0x9F).contains(v)
    }

    /// `\u{1B}`: the scalar's value in hexadecimal, as a Swift escape writes it.
    public static func escape(_ scalar: Unicode.Scalar) -> String { QuotedString.swift.numeric(scalar) }
}
