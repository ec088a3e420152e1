import Foundation

extension Layer {
    /// Layers nest at most this deep.
    public static let maximumDepth = 64
}

/// Decodes a document's layer tree: plain layers as they stand, components expanded into the layers they
/// make, every id checked for uniqueness; the component specs are kept for the clock.
final class LayerDecoder {
    private(set) var ids = Set<String>()
    private(set) var components: [Component] = []
    /// The ids the document gives its plain layers, with where they stand.
    private var plainIDs: [(id: String, field: JSONField)] = []

    /// Layers in a document, at most.
    public static let maximumLayers = 10_000
    /// Characters in a layer id, at most: ids are labels on sheets and charts, and names in every output.
    public static let maximumIDLength = 200
    /// Path elements in all the layers' paths and shadow paths of a document, at most.
    public static let maximumPathElements = 50_000
    /// Path elements decoded so far.
    private var pathElements = 0
    /// How far the transforms of the layers being decoded scale their content, at most, from the outermost in.
    private var scales: [Double] = [1]
    /// The most the transforms of a layer and its superlayers may scale it by: past it, points overflow what any
    /// drawing can hold.
    public static let maximumScale = 1_000_000.0

    /// Runs `decode` (a layer's sublayers) with `scale` the layer's own scale, refusing a chain that scales its
    /// content past `maximumScale`.
    func within(scale: Double, at field: JSONField, _ decode: () throws(DocumentError) -> [Layer]) throws(DocumentError) -> [Layer] {
        let total = scales.last! * scale
        guard total <= Self.maximumScale else {
            throw field.error(
                "this layer's transform and its superlayers' scale it by \(total.shortDescription) in all, more than \(Self.maximumScale.shortDescription): nothing could draw it"
            )
        }
        scales.append(total)
        defer { scales.removeLast() }
        return try decode()
    }

    /// The layers of a `layers` or `sublayers` array, components expanded in place; a layer that does not
    /// decode is recorded and left out.
    func decodeLayers(_ field: JSONField, depth: Int) throws(DocumentError) -> [Layer] {
        guard depth <= Layer.maximumDepth else { throw field.error("layers nest deeper than \(Layer.maximumDepth) levels") }
        return try JSONObjectReader.each(field) { item throws(DocumentError) in try decodeLayer(item, depth: depth) }.flatMap { $0 }
    }

    /// A layer an action adds (`addLayer`): plain layers only, since a component's behaviour starts with the document.
    func decodeAddedLayer(_ field: JSONField) throws(DocumentError) -> Layer {
        if let type = try field.object().optional("type"), case .string(let name) = type.json.value, ComponentType(rawValue: name) != nil {
            throw type.error(
                "an action adds plain layers; a \(name) starts with the document: put it in layers, hidden (\"opacity\": 0), and set its opacity")
        }
        let decoded = try decodeLayer(field, depth: 1)
        return decoded[0]
    }

    private func decodeLayer(_ item: JSONField, depth: Int) throws(DocumentError) -> [Layer] {
        guard ids.count < Self.maximumLayers else { throw item.error("more than \(Self.maximumLayers) layers") }
        var layers: [Layer] = []
        let object = try item.object()
        let idField = try object.required("id")
        let id = try idField.string()
        guard !id.isEmpty else { throw idField.mismatch("a non-empty layer id") }
        guard id.unicodeScalars.count <= Self.maximumIDLength else {
            throw idField.mismatch("a layer id of at most \(Self.maximumIDLength) characters")
        }
        guard ids.insert(id).inserted else { throw idField.error("duplicate layer id \"\(id)\"") }
        let typeField = object.optional("type")
        let type = try typeField?.string() ?? LayerType.layer.rawValue
        if let componentType = ComponentType(rawValue: type) {
            let component = try Self.component(componentType, id: id, ComponentParameters(object: object))
            object.rejectUnknownKeys("for a \(type)")
            for made in Layer.flattened(component.layers).map(\.id) where made != id {
                guard ids.insert(made).inserted else { throw idField.error("the \(type) makes a layer \"\(made)\", and another layer has that id") }
            }
            components.append(component)
            layers += component.layers
        } else if let layerType = LayerType(rawValue: type) {
            plainIDs.append((id, idField))
            let layer = try Layer(field: item, object: object, id: id, type: layerType, decoder: self, depth: depth)
            pathElements += (layer.shapeContent?.path?.elements.count ?? 0) + (layer.shadowPath?.elements.count ?? 0)
            guard pathElements <= Self.maximumPathElements else {
                throw item.error(
                    "the layers' paths have more than \(Self.maximumPathElements) elements in all by this layer (drawing them costs time that grows faster than their number)"
                )
            }
            layers.append(layer)
        } else {
            let all = LayerType.allCases.map(\.rawValue) + ComponentType.allCases.map(\.rawValue)
            var message = "expected a layer type (\(all.joined(separator: ", "))), found \(typeField!.json.kindDescription)"
            if let near = NearMiss.suggestion(for: type, among: all) { message += "; did you mean \"\(near)\"?" }
            throw typeField!.error(message)
        }
        return layers
    }

    /// Records an error for every plain layer whose id lies under a component's (`button/ripple-2` beside a
    /// `button`): the component names the layers it makes as the clock runs that way, and they would collide.
    func checkComponentNamespaces() {
        for (id, field) in plainIDs {
            guard let owner = components.first(where: { id.hasPrefix($0.id + "/") }) else { continue }
            field.context.record(
                field.error(
                    "the id \"\(id)\" lies under the \(owner.type) \"\(owner.id)\", whose layers are named \"\(owner.id)/…\"; choose another id"))
        }
    }

    private static func component(_ type: ComponentType, id: String, _ p: ComponentParameters) throws(DocumentError) -> Component {
        switch type {
        case .rippleButton: .rippleButton(try RippleButtonSpec(id, p))
        case .highlightButton: .highlightButton(try HighlightButtonSpec(id, p))
        case .floatingButton: .floatingButton(try FloatingButtonSpec(id, p))
        case .waveView: .waveView(try WaveViewSpec(id, p))
        case .gradientView: .gradientView(try GradientViewSpec(id, p))
        }
    }
}

extension Layer {
    init(field: JSONField, object: JSONObjectReader, id: String, type: LayerType, decoder: LayerDecoder, depth: Int) throws(DocumentError) {
        self.init(id: id)
        try decodeGeometry(object)
        try decodeChrome(object)
        switch type {
        case .shape: content = .shape(try ShapeContent(object))
        case .gradient: content = .gradient(try GradientContent(object))
        case .text: content = .text(try TextContent(object))
        case .image: content = .image(try ImageContent(try object.required("image")))
        case .layer: content = .plain
        }
        let scale = max(abs(transform.scale.width), abs(transform.scale.height))
        sublayers = try decoder.within(scale: scale, at: object.optional("transform") ?? field) { () throws(DocumentError) in
            try object.optional("sublayers") { field throws(DocumentError) in try decoder.decodeLayers(field, depth: depth + 1) } ?? []
        }
        if let matteField = object.optional("matte") {
            matte = try Matte(field: matteField)
            guard !sublayers.isEmpty else {
                throw matteField.error("a matte masks the sublayers after the first, which is the matte: add the matte as the first sublayer")
            }
        }
        object.rejectUnknownKeys("for a layer of type \"\(type)\"")
    }

    private mutating func decodeGeometry(_ object: JSONObjectReader) throws(DocumentError) {
        anchorPoint = try object.optional("anchorPoint") { field throws(DocumentError) in try Point(field: field) } ?? anchorPoint
        if let frameField = object.optional("frame") {
            if object.has("bounds") || object.has("position") {
                throw frameField.error("give either frame or bounds and position, not both")
            }
            let frame = try Rect(field: frameField)
            bounds = Rect(origin: .zero, size: frame.size)
            position = Point(frame.minX + anchorPoint.x * frame.width, frame.minY + anchorPoint.y * frame.height)
        } else {
            bounds = try object.optional("bounds") { field throws(DocumentError) in try Rect(field: field) } ?? .zero
            position = try object.optional("position") { field throws(DocumentError) in try Point(field: field) } ?? .zero
        }
        transform = try object.optional("transform") { field throws(DocumentError) in try LayerTransform(field: field) } ?? .identity
        zPosition = try object.optional("zPosition") { field throws(DocumentError) in try field.number() } ?? 0
        label = try AnimationDecoder.label(object)
        isHidden = try object.optional("isHidden") { field throws(DocumentError) in try field.bool() } ?? false
        opacity = try object.optional("opacity") { field throws(DocumentError) in try field.number(in: 0...1, "an opacity from 0 to 1") } ?? 1
        blendMode = try object.optional("blendMode") { field throws(DocumentError) in try field.oneOf(BlendMode.self) } ?? .normal
    }

    private mutating func decodeChrome(_ object: JSONObjectReader) throws(DocumentError) {
        backgroundColor = try object.optional("backgroundColor") { field throws(DocumentError) in try Color(field: field) }
        cornerRadius = try object.optional("cornerRadius") { field throws(DocumentError) in try field.nonNegative() } ?? 0
        cornerCurve = try object.optional("cornerCurve") { field throws(DocumentError) in try field.oneOf(CornerCurve.self) } ?? .circular
        masksToBounds = try object.optional("masksToBounds") { field throws(DocumentError) in try field.bool() } ?? false
        borderWidth = try object.optional("borderWidth") { field throws(DocumentError) in try field.nonNegative() } ?? 0
        borderColor = try object.optional("borderColor") { field throws(DocumentError) in try Color(field: field) } ?? borderColor
        shadowColor = try object.optional("shadowColor") { field throws(DocumentError) in try Color(field: field) } ?? shadowColor
        shadowOpacity =
            try object.optional("shadowOpacity") { field throws(DocumentError) in try field.number(in: 0...1, "a shadow opacity from 0 to 1") } ?? 0
        shadowOffset = try object.optional("shadowOffset") { field throws(DocumentError) in try Size(field: field) } ?? shadowOffset
        shadowRadius = try object.optional("shadowRadius") { field throws(DocumentError) in try field.nonNegative() } ?? shadowRadius
        shadowPath = try object.optional("shadowPath") { field throws(DocumentError) in try Path(field: field) }
    }
}

extension ShapeContent {
    init(_ object: JSONObjectReader) throws(DocumentError) {
        self.init()
        path = try object.optional("path") { field throws(DocumentError) in try Path(field: field) }
        func optionalColor(_ field: JSONField) throws(DocumentError) -> Color? {
            if case .null = field.json.value { return nil }
            return try Color(field: field)
        }
        if let fill = try object.optional("fillColor", optionalColor) { fillColor = fill }
        if let stroke = try object.optional("strokeColor", optionalColor) { strokeColor = stroke }
        lineWidth = try object.optional("lineWidth") { field throws(DocumentError) in try field.nonNegative() } ?? lineWidth
        lineCap = try object.optional("lineCap") { field throws(DocumentError) in try field.oneOf(LineCap.self) } ?? lineCap
        lineJoin = try object.optional("lineJoin") { field throws(DocumentError) in try field.oneOf(LineJoin.self) } ?? lineJoin
        miterLimit = try object.optional("miterLimit") { field throws(DocumentError) in try field.nonNegative() } ?? miterLimit
        strokeStart = try object.optional("strokeStart") { field throws(DocumentError) in try field.number(in: 0...1) } ?? 0
        strokeEnd = try object.optional("strokeEnd") { field throws(DocumentError) in try field.number(in: 0...1) } ?? 1
        fillRule = try object.optional("fillRule") { field throws(DocumentError) in try field.oneOf(FillRule.self) } ?? fillRule
        lineDashPattern =
            try object.optional("lineDashPattern") { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in try item.nonNegative() }
            } ?? []
        lineDashPhase = try object.optional("lineDashPhase") { field throws(DocumentError) in try field.number() } ?? 0
    }
}

extension GradientContent {
    init(_ object: JSONObjectReader) throws(DocumentError) {
        self.init()
        colors =
            try object.optional("colors") { field throws(DocumentError) in
                try JSONObjectReader.each(field) { item throws(DocumentError) in try Color(field: item) }
            } ?? colors
        locations = try object.optional("locations") { field throws(DocumentError) in
            try JSONObjectReader.each(field) { item throws(DocumentError) in try item.number() }
        }
        startPoint = try object.optional("startPoint") { field throws(DocumentError) in try Point(field: field) } ?? startPoint
        endPoint = try object.optional("endPoint") { field throws(DocumentError) in try Point(field: field) } ?? endPoint
        kind = try object.optional("gradientType") { field throws(DocumentError) in try field.oneOf(Kind.self) } ?? kind
        focalOffset =
            try object.optional("focalOffset") { field throws(DocumentError) in
                let offset = try Point(field: field)
                guard (offset.x * offset.x + offset.y * offset.y).squareRoot() < 1 else {
                    throw field.error("a focal offset lies inside the ellipse: its length, in fractions of the radii, is under 1")
                }
                return offset
            } ?? focalOffset
    }
}

extension ImageContent {
    /// The PNG a data URL holds (`"image": "data:image/png;base64,…"`).
    init(_ field: JSONField) throws(DocumentError) {
        let text = try field.string()
        guard let image = ImageContent(dataURL: text) else {
            throw field.error(
                "expected a PNG image of 1 to \(ImageContent.maximumSide) pixels a side as a data URL (\(ImageContent.dataURLPrefix)…)")
        }
        self = image
    }
}

extension TextContent {
    init(_ object: JSONObjectReader) throws(DocumentError) {
        self.init()
        // A designer's words beside Core Animation's: text, color, textAlign (CSS's text-align).
        string =
            try object.optional("text", or: "string") { field throws(DocumentError) in
                let string = try field.string()
                // Pango's layout time grows with the square of the lines; a label never needs this many.
                guard string.unicodeScalars.count <= TextContent.maximumLength else {
                    throw field.error(
                        "a text of \(string.unicodeScalars.count) characters is longer than the \(TextContent.maximumLength) a text layer may have")
                }
                return string
            } ?? ""
        font =
            try object.optional("font") { field throws(DocumentError) in
                let font = try field.string()
                guard !font.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw field.mismatch("a Pango font description such as \"Inter Bold 18\"")
                }
                return font
            } ?? font
        foregroundColor =
            try object.optional("color", or: "foregroundColor") { field throws(DocumentError) in try Color(field: field) } ?? foregroundColor
        alignmentMode =
            try object.optional("textAlign", or: "alignmentMode") { field throws(DocumentError) in try field.oneOf(Alignment.self) } ?? alignmentMode
        isWrapped = try object.optional("isWrapped") { field throws(DocumentError) in try field.bool() } ?? false
        verticalAlignment =
            try object.optional("verticalAlignment") { field throws(DocumentError) in try field.oneOf(VerticalAlignment.self) } ?? .top
    }
}

extension Matte {
    /// `{ "channel": "alpha" | "luminance", "inverted": true | false }` (inverted: false when left out).
    init(field: JSONField) throws(DocumentError) {
        let object = try field.object()
        guard let channel = object.optional("channel") else { throw field.error("a matte needs its \"channel\": \"alpha\" or \"luminance\"") }
        self.init(
            try channel.oneOf(Channel.self),
            inverted: try object.optional("inverted") { field throws(DocumentError) in try field.bool() } ?? false)
        object.rejectUnknownKeys("for a matte")
    }
}
