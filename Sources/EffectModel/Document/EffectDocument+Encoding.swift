import Foundation

extension EffectDocument: Encodable {
    /// The document as JSON of format 1, in the form `jsonText()` writes: reading it back gives an equal document,
    /// except that an encoder that orders an object's keys its own way (Foundation's `JSONEncoder`) may reorder a
    /// `view` call's `changes` and a `set` action's values. Throws `EncodingError.invalidValue` where the model holds
    /// what the format cannot say (`jsonText()`).
    public func encode(to encoder: any Encoder) throws {
        do {
            try json().encode(to: encoder)
        } catch let error as DocumentError {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: error.description))
        }
    }

    /// The document as JSON text of format 1 that reads back as an equal document (`==`), byte for byte the same
    /// on every run: keys in the order the format reference lists them, values at their defaults left out, times
    /// in seconds, angles in radians, every number the shortest text that reads back as the same `Double`, a
    /// component as its type and the parameters that differ from its seed (the layers it makes are made again
    /// when read). Tokens and designer notations are written as the values they stood for.
    ///
    /// Throws, at the JSON path of the entry, for what the format cannot say: an interaction whose events no one
    /// entry holds (taps at two points; split it into several).
    public func jsonText() throws(DocumentError) -> String {
        try json().text + "\n"
    }

    /// Writes `jsonText()` to `url`, replacing a file there only once the new one is complete.
    ///
    /// - Throws: ``WriteError/unsayable(_:)`` for what the format cannot say (nothing is written),
    ///   ``WriteError/file(path:reason:)`` when the file system refuses the file.
    public func write(to url: URL) throws(WriteError) {
        let text: String
        do throws(DocumentError) {
            text = try jsonText()
        } catch {
            throw .unsayable(error)
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .file(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Writing a document to a file failed.
    public enum WriteError: Error, Sendable, CustomStringConvertible {
        /// The document holds what the format cannot say, at the error's JSON path (see `jsonText()`).
        case unsayable(DocumentError)
        /// The file at `path` could not be written: the file system's reason.
        case file(path: String, reason: String)

        public var description: String {
            switch self {
            case .unsayable(let error): error.description
            case .file(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    func json() throws(DocumentError) -> JSON {
        var object = JSONObjectWriter()
        object.add("effect", Double(Self.formatVersion))
        object.add("name", name)
        object.add("title", title)
        object.add("description", description)
        guidance.write(into: &object)
        object.add("canvas", canvas.json)
        object.add("duration", duration)
        object.add("frameRate", frameRate)
        if !markers.isEmpty {
            object.add(
                "markers",
                markers.map { marker in
                    var entry = JSONObjectWriter()
                    entry.add("name", marker.name)
                    entry.add("at", marker.time.json)
                    if marker.duration > 0 { entry.add("duration", marker.duration.json) }
                    return entry.json
                })
        }
        if !feedback.isEmpty {
            object.add(
                "feedback",
                feedback.map { item in
                    var entry = JSONObjectWriter()
                    entry.add("at", item.time.json)
                    entry.add(item.kind.rawValue, item.words)
                    return entry.json
                })
        }
        object.add("layers", Self.json(layers, components: Dictionary(components.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })))
        if !animations.isEmpty {
            var entries: [JSON] = []
            for (i, animation) in animations.enumerated() { entries.append(try animation.json(at: .root / "animations" / i)) }
            object.add("animations", entries)
        }
        if !interactions.isEmpty || !moments.isEmpty {
            var entries: [JSON] = []
            for (i, interaction) in interactions.enumerated() { entries.append(try interaction.json(at: .root / "interactions" / i)) }
            for moment in moments {
                var entry = JSONObjectWriter()
                entry.add("id", moment.id)
                entry.add("at", moment.times.count == 1 ? moment.times[0].json : moment.times.json)
                entries.append(entry.json)
            }
            object.add("interactions", entries)
        }
        if !actions.isEmpty { object.add("actions", actions) }
        return object.json
    }

    /// `layers` as written: each component once, as its type and parameters, where its first layer stands (the other
    /// layers it makes are left out), at any depth.
    static func json(_ layers: [Layer], components: [String: Component]) -> [JSON] {
        var written: [JSON] = []
        var made = Set<String>()
        for layer in layers where !made.contains(layer.id) {
            if let component = components[layer.id] {
                written.append(component.json)
                made.formUnion(component.layers.map(\.id))
            } else {
                written.append(layer.json(sublayers: json(layer.sublayers, components: components)))
            }
        }
        return written
    }
}

extension EffectDocument.Canvas: JSONWritable {
    var json: JSON {
        var object = JSONObjectWriter()
        object.add("width", width)
        object.add("height", height)
        if background != .white { object.add("background", background?.json ?? .string("transparent")) }
        return object.json
    }
}
