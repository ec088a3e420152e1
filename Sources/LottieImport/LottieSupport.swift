import EffectModel

/// What an imported file asks for that the tool does not draw, or draws only approximately: one note per feature
/// and place, with the layer's name as After Effects shows it. `validate` lists them; every other command prints
/// them once as warnings.
struct LottieSupport {
    /// One feature at one place.
    struct Note: Hashable {
        var path: JSONPath
        var location: SourceLocation?
        var layerName: String?
        var message: String
    }

    private(set) var notes: [Note] = []
    private var seen: Set<Note> = []

    /// Notes `message` at `node`, once.
    mutating func note(_ message: String, at node: LottieNode, layer: String?) {
        note(message, path: node.path, location: node.json.location, layer: layer)
    }

    /// Notes `message` at `path`, once.
    mutating func note(_ message: String, path: JSONPath, location: SourceLocation?, layer: String?) {
        let note = Note(path: path, location: location, layerName: layer, message: message)
        if seen.insert(note).inserted { notes.append(note) }
    }

    /// The notes as the document report's warnings, in the order they stand in the file:
    /// `layers[3].shapes[1]: warning: layer "Heart": …`.
    var warnings: [DocumentError] {
        let ordered = notes.enumerated().sorted { a, b in
            let (la, lb) = (a.element.location.map { ($0.line, $0.column) } ?? (0, 0), b.element.location.map { ($0.line, $0.column) } ?? (0, 0))
            return (la.0, la.1, a.offset) < (lb.0, lb.1, b.offset)
        }.map(\.element)
        return ordered.map { note in
            let layer = note.layerName.map { "layer \"\($0)\": " } ?? ""
            return DocumentError(location: note.location, path: note.path, message: layer + note.message)
        }
    }
}
