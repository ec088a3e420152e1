import Foundation

/// An effect document (format 1): the stage and its layer tree.
public struct EffectDocument: Sendable {
    /// The format version this build reads.
    public static let formatVersion = 1

    /// Identifier `[a-z0-9-]{1,64}`, used in output file names.
    public var name: String
    public var title: String?
    public var description: String?
    public var canvas: Canvas
    /// The review window in seconds, when the document sets one (see `effectiveDuration`).
    public var duration: Double?
    /// Root layers, back to front.
    public var layers: [Layer]
    /// Animations in the order added.
    public var animations: [DocumentAnimation] = []
    /// The components among the layers (already expanded into `layers`), in document order.
    public var components: [any ComponentSpec] = []
    /// Scripted touches and taps on the components.
    public var interactions: [Interaction] = []

    public init(name: String, canvas: Canvas, layers: [Layer]) {
        self.name = name
        self.canvas = canvas
        self.layers = layers
    }

    /// The stage: size in points and what lies behind the layers.
    public struct Canvas: Sendable {
        public var width: Double
        public var height: Double
        /// `nil`: transparent.
        public var background: Color?

        public init(width: Double, height: Double, background: Color? = .white) {
            self.width = width
            self.height = height
            self.background = background
        }
    }
}

extension EffectDocument {
    /// Reads a document from a file; errors carry the file's path.
    public init(contentsOf url: URL) throws(DocumentError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DocumentError(file: url.relativePath, location: nil, path: .root, message: "cannot read the file")
        }
        do {
            try self.init(json: Array(data), defaultName: url.deletingPathExtension().lastPathComponent)
        } catch var error {
            error.file = url.relativePath
            throw error
        }
    }

    /// Decodes a document from UTF-8 JSON text. `defaultName` is used when the document has no `name`.
    public init(json bytes: [UInt8], defaultName: String = "effect") throws(DocumentError) {
        let json: JSON
        do {
            json = try JSON.parse(bytes)
        } catch {
            throw DocumentError(location: error.location, path: .root, message: "invalid JSON: \(error.message)")
        }
        try self.init(root: JSONField(json: json, path: .root), defaultName: defaultName)
    }

    init(root: JSONField, defaultName: String) throws(DocumentError) {
        let object = try root.object()
        let version = try object.required("effect")
        guard case .number(let v) = version.json.value, v == Double(Self.formatVersion) else {
            throw version.mismatch("format version \(Self.formatVersion)")
        }
        let name = try object.optional("name") { field throws(DocumentError) in
            let name = try field.string()
            guard (1...64).contains(name.count),
                  name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
            else { throw field.mismatch("a name of 1 to 64 characters a-z, 0-9 and -") }
            return name
        }
        let canvas = try Canvas(field: try object.required("canvas"))
        let layerDecoder = LayerDecoder()
        let layers = try layerDecoder.decodeLayers(try object.required("layers"), depth: 1)
        self.init(name: name ?? EffectDocument.sanitisedName(defaultName), canvas: canvas, layers: layers)
        components = layerDecoder.components
        title = try object.optional("title") { field throws(DocumentError) in try field.string() }
        description = try object.optional("description") { field throws(DocumentError) in try field.string() }
        duration = try object.optional("duration") { field throws(DocumentError) in
            let d = try field.number()
            guard d > 0 else { throw field.mismatch("a duration in seconds > 0") }
            return d
        }
        if let field = object.optional("animations") {
            let decoder = AnimationDecoder(layers: Dictionary(uniqueKeysWithValues: Layer.flattened(layers).map { ($0.id, $0) }))
            for item in try field.array() { animations.append(try decoder.decodeTopLevel(item)) }
        }
        if let field = object.optional("interactions") {
            for item in try field.array() { interactions.append(try Interaction(field: item, components: components)) }
        }
        try object.rejectUnknownKeys("in an effect document")
    }

    /// A file name made into a document name: lower case, anything else than a-z and 0-9 as '-'.
    static func sanitisedName(_ text: String) -> String {
        let mapped = String(text.lowercased().unicodeScalars.map { s -> Character in
            ("a"..."z").contains(s) || ("0"..."9").contains(s) ? Character(s) : "-"
        }.prefix(64))
        return mapped.isEmpty ? "effect" : mapped
    }
}

extension EffectDocument {
    /// The review window: `duration` when set, else the end of the last finite animation (the last
    /// interaction for components, whose animations are made as the clock runs), else 1 s.
    public var effectiveDuration: Double {
        if let duration { return duration }
        let ends = animations.map(\.endTime) + interactions.compactMap { $0.events.last?.time }
        let end = ends.filter(\.isFinite).max() ?? 0
        return end > 0 ? end : 1
    }
}

extension Layer {
    /// The layers and all their sublayers, parents before children, in document order.
    static func flattened(_ layers: [Layer]) -> [Layer] {
        layers.flatMap { [$0] + flattened($0.sublayers) }
    }
}

extension EffectDocument.Canvas {
    /// Canvas sides are 1…8192 points.
    public static let sideRange = 1.0...8192.0

    init(field: JSONField) throws(DocumentError) {
        let object = try field.object()
        let width = try object.required("width").number(in: Self.sideRange, "a width from 1 to 8192 points")
        let height = try object.required("height").number(in: Self.sideRange, "a height from 1 to 8192 points")
        var background: Color? = .white
        if let value = object.optional("background") {
            if case .string("transparent") = value.json.value { background = nil } else { background = try Color(field: value) }
        }
        self.init(width: width, height: height, background: background)
        try object.rejectUnknownKeys("in canvas")
    }
}
