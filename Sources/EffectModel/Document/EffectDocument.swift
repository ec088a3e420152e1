import Foundation

/// An effect document (format 1): the stage and its layer tree.
public struct EffectDocument: Sendable, Equatable {
    /// The format version this build reads.
    public static let formatVersion = 1

    /// Identifier `[a-z0-9-]{1,64}`, used in output file names.
    public var name: String
    /// What people call it (`Ripple button`), for titles of sheets, specs and docs pages; the name when absent.
    public var title: String?
    /// A sentence or two on what it is for, shown on docs pages.
    public var description: String?
    /// The stage the layers stand on.
    public var canvas: Canvas
    /// The review window in seconds, when the document sets one (see `effectiveDuration`).
    public var duration: Double?
    /// Root layers, back to front.
    public var layers: [Layer]
    /// Animations in the order added.
    public var animations: [DocumentAnimation] = []
    /// The components among the layers (already expanded into `layers`), in document order.
    public var components: [Component] = []
    /// Scripted touches and taps, on components and on any layer.
    public var interactions: [Interaction] = []
    /// Named moments that are not touches (`{ "id": "wrong-password", "at": "600ms" }` in `interactions`).
    public var moments: [Moment] = []
    /// Changes to the layer tree at moments, in document order.
    public var actions: [DocumentAction] = []
    /// What a design system says of it: category, when to use it, do and don't, related effects, reduced motion.
    public var guidance = Guidance()
    /// Named stretches of the timeline (a Lottie file's `markers`), in time order: the spec groups motion under them.
    public var markers: [Marker] = []
    /// Haptics and VoiceOver announcements beside the motion, in time order.
    public var feedback: [Feedback] = []
    /// The frame rate the motion was made at (a Lottie file's `fr`), frames per second: reviews give times in frames
    /// beside milliseconds. `nil`: none stated.
    public var frameRate: Double?

    /// A document of `layers` on `canvas`, with no animations, components, interactions or actions yet.
    public init(name: String, canvas: Canvas, layers: [Layer]) {
        self.name = name
        self.canvas = canvas
        self.layers = layers
    }

    /// Adds a component as a root layer, front-most: the layers it makes, and the component whose behaviour the
    /// clock runs (as a component among the document's `layers` is read).
    public mutating func add(_ component: Component) {
        components.append(component)
        layers += component.layers
    }

    /// The stage: size in points and what lies behind the layers.
    public struct Canvas: Sendable, Equatable {
        /// The width, in points.
        public var width: Double
        /// The height, in points.
        public var height: Double
        /// `nil`: transparent.
        public var background: Color?

        /// A stage of `width` × `height` points (default background: white).
        public init(width: Double, height: Double, background: Color? = .white) {
            self.width = width
            self.height = height
            self.background = background
        }
    }
}

/// What checking a document found: the document when it has no error, every error, every warning, in the
/// order they stand in the text.
public struct DocumentReport: Sendable {
    /// The document, when it has no error.
    public var document: EffectDocument?
    /// Every error, in text order; any one makes the document unreadable.
    public var errors: [DocumentError]
    /// Every warning (a likely mistake that still reads, such as milliseconds where seconds belong), in text order.
    public var warnings: [DocumentError]
    /// The token file read for it, its path as the document writes it (relative to the document's folder): an input
    /// that no output may replace.
    public var tokenFile: String? = nil

    /// A report of `document` (when it has no error), its `errors`, its `warnings` and the token file read for it.
    public init(document: EffectDocument?, errors: [DocumentError], warnings: [DocumentError], tokenFile: String? = nil) {
        (self.document, self.errors, self.warnings, self.tokenFile) = (document, errors, warnings, tokenFile)
    }
}

extension EffectDocument {
    /// Documents larger than this are refused before parsing.
    public static let maximumSize = 16 << 20

    /// Checks `bytes`, read from the file at `path`: each problem names the file, and the document's default name is
    /// the file's (`ripple.json` → `ripple`). A token file it names comes from `files`, the file's folder as its
    /// loader reads it (`nil`: none can be read).
    public static func check(json bytes: [UInt8], file path: String, files: (any DocumentFiles)? = nil) -> DocumentReport {
        let fileName = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) }.flatMap { $0.isEmpty ? nil : $0 } ?? fileName
        var report = check(json: bytes, defaultName: stem, files: files)
        for i in report.errors.indices { report.errors[i].file = path }
        for i in report.warnings.indices { report.warnings[i].file = path }
        return report
    }

    /// Checks UTF-8 JSON text: every problem, not just the first. A token file the document names comes from
    /// `files`, the document's folder as its loader reads it (`nil`: none can be read).
    public static func check(json bytes: [UInt8], defaultName: String = "effect", files: (any DocumentFiles)? = nil) -> DocumentReport {
        guard bytes.count <= maximumSize else {
            return DocumentReport(
                document: nil,
                errors: [
                    DocumentError(
                        location: nil, path: .root,
                        message: "the document is \(bytes.count) bytes, more than the \(maximumSize >> 20) MiB a document may have")
                ], warnings: [])
        }
        let json: JSON
        do {
            json = try JSON.parse(bytes)
        } catch {
            return DocumentReport(
                document: nil, errors: [DocumentError(location: error.location, path: error.path, message: "invalid JSON: \(error.message)")],
                warnings: []
            )
        }
        let context = DecodingContext()
        var document: EffectDocument?
        do {
            document = try EffectDocument(root: JSONField(json: json, path: .root, context: context), defaultName: defaultName, files: files)
        } catch {
            context.record(error)
        }
        func ordered(_ problems: [DocumentError]) -> [DocumentError] {
            problems.enumerated().sorted { a, b in
                let (la, lb) = (a.element.location ?? SourceLocation(line: 0, column: 0), b.element.location ?? SourceLocation(line: 0, column: 0))
                return (la.line, la.column, a.offset) < (lb.line, lb.column, b.offset)
            }.map(\.element)
        }
        let errors = ordered(context.errors)
        return DocumentReport(
            document: errors.isEmpty ? document : nil, errors: errors, warnings: ordered(context.warnings), tokenFile: context.tokenFile)
    }

    /// Decodes a document from UTF-8 JSON text. `defaultName` is used when the document has no `name`; a token
    /// file it names comes from `files`, the document's folder as its loader reads it (`nil`: none can be read).
    public init(json bytes: [UInt8], defaultName: String = "effect", files: (any DocumentFiles)? = nil) throws(DocumentError) {
        let report = EffectDocument.check(json: bytes, defaultName: defaultName, files: files)
        guard let document = report.document else { throw report.errors[0] }
        self = document
    }

    init(root: JSONField, defaultName: String, files: (any DocumentFiles)?) throws(DocumentError) {
        let object = try root.object()
        try Self.readTokensAndVersion(object, root: root, files: files)
        let name = try object.optional("name") { field throws(DocumentError) in
            let name = try field.string()
            guard Self.isValidName(name) else { throw field.mismatch("a name of 1 to 64 characters a-z, 0-9 and -") }
            return name
        }
        let canvas = object.required("canvas", fallback: Canvas(width: 1, height: 1)) { field throws(DocumentError) in try Canvas(field: field) }
        let layerDecoder = LayerDecoder()
        let layers = object.required("layers", fallback: []) { field throws(DocumentError) in try layerDecoder.decodeLayers(field, depth: 1) }
        layerDecoder.checkComponentNamespaces()
        self.init(name: name ?? EffectDocument.sanitisedName(defaultName), canvas: canvas, layers: layers)
        components = layerDecoder.components
        try readAbout(object)
        var layersByID = Dictionary(Layer.flattened(layers).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        try readInteractions(object, layers: layersByID)
        let names = Self.triggerNames(triggerNames, andUnreadIn: object)
        if let field = object.optional("actions") {
            actions = try JSONObjectReader.each(field) { item throws(DocumentError) in
                try DocumentAction(field: item, names: names, layers: &layersByID, layerDecoder: layerDecoder)
            }
        }
        if let field = object.optional("animations") {
            let decoder = AnimationDecoder(layers: layersByID, triggerNames: names)
            animations = try JSONObjectReader.each(field) { item throws(DocumentError) in try decoder.decodeTopLevel(item) }.flatMap { $0 }
        }
        object.rejectUnknownKeys("in an effect document")
        Self.warnAboutMilliseconds(root.context)
    }

    /// Reads `tokens` (first: any value after them may refer to one) into the decoding context, and checks the
    /// `effect` format version.
    private static func readTokensAndVersion(_ object: JSONObjectReader, root: JSONField, files: (any DocumentFiles)?) throws(DocumentError) {
        root.context.tokens = try object.optional("tokens") { field throws(DocumentError) in
            do throws(DocumentError) { return try DesignTokens.load(field, files: files) } catch {
                root.context.tokenFileUnread = true
                throw error
            }
        }
        _ = object.required("effect", fallback: 0) { version throws(DocumentError) in
            guard case .number(let v) = version.json.value, v == Double(Self.formatVersion) else {
                throw version.mismatch("format version \(Self.formatVersion)")
            }
            return v
        }
    }

    /// Reads what the document says about itself and its window: `title`, `description`, the guidance keys,
    /// `duration`, `frameRate`, `markers` and `feedback`.
    private mutating func readAbout(_ object: JSONObjectReader) throws(DocumentError) {
        title = try object.optional("title") { field throws(DocumentError) in try Self.text(field, atMost: Self.maximumTitleLength) }
        description = try object.optional("description") { field throws(DocumentError) in try Self.text(field, atMost: TextContent.maximumLength) }
        guidance = try Guidance(object)
        duration = try object.optional("duration") { field throws(DocumentError) in
            let d = try field.time()
            guard d > 0 else { throw field.mismatch("a duration in seconds > 0") }
            return d
        }
        frameRate = try object.optional("frameRate") { field throws(DocumentError) in
            try field.number(in: 1...1000, "frames per second from 1 to 1000")
        }
        markers = try object.optional("markers") { field throws(DocumentError) in try Marker.list(field) } ?? []
        feedback = try object.optional("feedback") { field throws(DocumentError) in try Feedback.list(field) } ?? []
    }

    /// Reads `interactions`: the touches on `layers` and the named moments (an entry with `at` and no `layer`),
    /// their ids checked and the touches counted against the limit.
    private mutating func readInteractions(_ object: JSONObjectReader, layers: [String: Layer]) throws(DocumentError) {
        guard let field = object.optional("interactions") else { return }
        let (components, plain) = (components, layers)
        var moments: [Moment] = []
        let entries = try JSONObjectReader.each(field) { item throws(DocumentError) -> Interaction? in
            if case .object(let members) = item.json.value, !members.contains(where: { $0.key == "layer" }),
                members.contains(where: { $0.key == "at" })
            {
                moments.append(try Moment(field: item))
                return nil
            }
            return try Interaction(field: item, components: components, layers: plain)
        }
        self.moments += moments
        interactions = entries.compactMap { $0 }
        try Self.checkInteractionIDs(interactions, self.moments, field)
        // A touch is one with its release; each move and each tap counts.
        let events = interactions.flatMap(\.events).filter { if case .touchUp = $0.event { false } else { true } }.count
        guard events <= Self.maximumInteractionEvents else {
            throw field.error("\(events) touches, moves and taps are more than the \(Self.maximumInteractionEvents) a document may script")
        }
    }

    /// The names triggers may use: `known` and, so that an interaction that did not read still has the id triggers
    /// name (its own error is enough), the id of every entry in `interactions`.
    private static func triggerNames(_ known: [String], andUnreadIn object: JSONObjectReader) -> [String] {
        var names = known
        if case .array(let items)? = object.optional("interactions")?.json.value {
            for item in items {
                if case .object(let members) = item.value, case .string(let id)? = members.last(where: { $0.key == "id" })?.value.value,
                    !names.contains(id)
                {
                    names.append(id)
                }
            }
        }
        return names
    }

    /// Interaction and moment ids are unique, and name no other interaction's layer (a trigger must know which it means).
    private static func checkInteractionIDs(_ interactions: [Interaction], _ moments: [Moment], _ field: JSONField) throws(DocumentError) {
        var seen = Set<String>()
        for moment in moments {
            guard seen.insert(moment.id).inserted else { throw field.error("two moments have the id \"\(moment.id)\"; a trigger names one") }
            if interactions.contains(where: { $0.id == moment.id || $0.layerID == moment.id }) {
                throw field.error("\"\(moment.id)\" names a moment and an interaction or touched layer; a trigger names one")
            }
        }
        for (index, interaction) in interactions.enumerated() {
            guard let id = interaction.id else { continue }
            let item = field.child((try? field.array()[index].json) ?? field.json, field.path / index / "id")
            guard seen.insert(id).inserted else { throw item.error("two interactions have the id \"\(id)\"; a trigger names one") }
            if interactions.contains(where: { $0.layerID == id && $0.id != id && $0.layerID != interaction.layerID }) {
                throw item.error("\"\(id)\" is also a touched layer's id; name the interaction otherwise, or after its own layer")
            }
        }
    }

    /// A bare time over 10 s and over five times the document's longest other time (its review window too) is almost
    /// certainly milliseconds typed as seconds (`"duration": 300`): warned, with the notation that says it.
    private static func warnAboutMilliseconds(_ context: DecodingContext) {
        let times = context.times
        for (i, time) in times.enumerated() where time.bare && time.seconds > 10 {
            // Long beside every other time of the document (its review window too): five times the longest.
            let others = times.enumerated().filter { $0.offset != i && $0.element.seconds > 0 }.map(\.element.seconds)
            guard time.seconds > 5 * (others.max() ?? 0) else { continue }
            let minutes =
                time.seconds >= 120 ? " (\((time.seconds / 60 * 100).rounded() / 100) minutes)".replacingOccurrences(of: ".0 ", with: " ") : ""
            context.warn(
                DocumentError(
                    location: time.location, path: time.path,
                    message:
                        "\(time.seconds.shortDescription) — did you mean \"\(time.seconds.shortDescription)ms\"? A plain number is seconds: \(time.seconds.shortDescription) s\(minutes) is long beside this document's other times"
                ))
        }
    }

    /// The most interactions a document scripts — touches (each with its release), moves and taps: sheets and
    /// charts of 1 000 taps take a few seconds each, and their cost grows faster than the taps.
    public static let maximumInteractionEvents = 1_000

    /// The longest `title`, in characters: it heads every sheet, chart and page.
    public static let maximumTitleLength = 500

    /// A string of at most `limit` characters (Unicode scalars: combining marks count).
    static func text(_ field: JSONField, atMost limit: Int) throws(DocumentError) -> String {
        let text = try field.string()
        guard text.unicodeScalars.count <= limit else {
            throw field.error("a text of \(text.unicodeScalars.count) characters is longer than the \(limit) allowed here")
        }
        return text
    }

    /// Whether `name` follows the rule of document names, `[a-z0-9-]{1,64}`: safe as a file and folder name.
    public static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.unicodeScalars.count)
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// A file name made into a document name: lower case, anything else than a-z and 0-9 as '-'.
    public static func sanitisedName(_ text: String) -> String {
        let mapped = String(
            text.lowercased().unicodeScalars.map { s -> Character in
                ("a"..."z").contains(s) || ("0"..."9").contains(s) ? Character(s) : "-"
            }.prefix(64))
        return mapped.isEmpty ? "effect" : mapped
    }
}

extension EffectDocument {
    /// The review window: `duration` when set, else the end of the last finite animation or action (at the
    /// last occurrence of its trigger; the last interaction for components, whose animations are made as the
    /// clock runs), else 1 s.
    public var effectiveDuration: Double {
        if let duration { return duration }
        let occurrences = triggerOccurrences
        func last(_ trigger: Trigger) -> Double? { occurrences[trigger]?.last?.time }
        var ends = interactions.compactMap { $0.events.last.map { $0.event.liftTime(at: $0.time) ?? $0.time } }
        ends += animations.compactMap { entry in last(entry.trigger).map { $0 + entry.endTime } }
        ends += actions.compactMap { action in
            guard let at = last(action.trigger) else { return nil }
            if case .set(_, _, true) = action.change { return at + action.delay + DocumentAction.implicitDuration }
            return at + action.delay
        }
        let end = ends.filter(\.isFinite).max() ?? 0
        return end > 0 ? end : 1
    }
}

extension Layer {
    /// The layers and all their sublayers, parents before children, in document order.
    public static func flattened(_ layers: [Layer]) -> [Layer] {
        layers.flatMap { [$0] + flattened($0.sublayers) }
    }
}

extension EffectDocument.Canvas {
    /// Canvas sides are 1…8192 points.
    public static let sideRange = 1.0...8192.0

    init(field: JSONField) throws(DocumentError) {
        let object = try field.object()
        let width = object.required("width", fallback: 1) { field throws(DocumentError) in
            try field.number(in: Self.sideRange, "a width from 1 to 8192 points")
        }
        let height = object.required("height", fallback: 1) { field throws(DocumentError) in
            try field.number(in: Self.sideRange, "a height from 1 to 8192 points")
        }
        var background: Color? = .white
        if let value = object.optional("background") {
            if case .string("transparent") = value.json.value { background = nil } else { background = try Color(field: value) }
        }
        self.init(width: width, height: height, background: background)
        object.rejectUnknownKeys("in canvas")
    }
}
