/// "Did you mean" hints for names typed slightly wrong.
public enum NearMiss {
    /// The candidate closest to `name`, when it is close: a Levenshtein distance (ignoring case) of at most
    /// 1 for names up to 3 characters, 2 up to 5, and 3 for longer ones (`rotate` → `rotation`).
    /// Candidates whose length differs from the name's by more than the distance allowed are passed over, so that a
    /// long name costs no more than its length times the candidates'.
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let allowed = name.count <= 3 ? 1 : name.count <= 5 ? 2 : 3
        let scored = candidates.filter { abs($0.count - name.count) <= allowed }.map { ($0, distance($0.lowercased(), name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed else { return nil }
        return best.0
    }

    /// Levenshtein distance: the fewest single-character insertions, deletions and substitutions.
    public static func distance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// `text` in quotes for a message, cut to its first 64 characters (a hostile id may be megabytes long).
    public static func quoted(_ text: String) -> String {
        text.unicodeScalars.count <= 64
            ? "\"\(text)\"" : "\"\(String(String.UnicodeScalarView(text.unicodeScalars.prefix(64))))…\" (\(text.unicodeScalars.count) characters)"
    }
}
