/// Reads a component's parameters with the seed's defaults; every value is checked and located.
struct ComponentParameters {
    let object: JSONObjectReader

    func number(_ key: String, _ defaultValue: Double, in range: ClosedRange<Double>) throws(DocumentError) -> Double {
        try object.optional(key) { field throws(DocumentError) in
            try field.number(in: range, "a number from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription)")
        } ?? defaultValue
    }

    /// The token `key`'s value refers to, as the document writes it.
    func token(_ key: String) -> String? { object.optional(key)?.referencedToken }

    /// A time in seconds within `range` (also `"225ms"` or a duration token).
    func time(_ key: String, _ defaultValue: Double, in range: ClosedRange<Double>) throws(DocumentError) -> Double {
        try object.optional(key) { field throws(DocumentError) in
            let t = try field.time()
            guard range.contains(t) else {
                throw field.mismatch(
                    "a time from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription) s (or in ms: \"225ms\")")
            }
            return t
        } ?? defaultValue
    }

    func color(_ key: String, _ defaultValue: Color) throws(DocumentError) -> Color {
        try object.optional(key) { field throws(DocumentError) in try Color(field: field) } ?? defaultValue
    }

    func optionalColor(_ key: String) throws(DocumentError) -> Color? {
        try object.optional(key) { field throws(DocumentError) in try Color(field: field) }
    }

    /// A string parameter (a title, a font) of at most `TextContent.maximumLength` characters, as a text layer's.
    func string(_ key: String, _ defaultValue: String) throws(DocumentError) -> String {
        try object.optional(key) { field throws(DocumentError) in
            let text = try field.string()
            guard text.unicodeScalars.count <= TextContent.maximumLength else {
                throw field.error(
                    "a text of \(text.unicodeScalars.count) characters is longer than the \(TextContent.maximumLength) a component's \(key) may have")
            }
            return text
        } ?? defaultValue
    }

    func bool(_ key: String, _ defaultValue: Bool) throws(DocumentError) -> Bool {
        try object.optional(key) { field throws(DocumentError) in try field.bool() } ?? defaultValue
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ defaultValue: T) throws(DocumentError) -> T where T.RawValue == String {
        try object.optional(key) { field throws(DocumentError) in try field.oneOf(T.self) } ?? defaultValue
    }

    /// The component's frame in its superlayer: `frame`, or a `size` centred on `center`, or the default.
    func frame(_ defaultValue: Rect) throws(DocumentError) -> Rect {
        try object.optional("frame") { field throws(DocumentError) in
            let frame = try Rect(field: field)
            guard frame.width > 0, frame.height > 0 else { throw field.mismatch("a frame with width and height > 0") }
            return frame
        } ?? defaultValue
    }

    func size(_ key: String, _ defaultValue: Size) throws(DocumentError) -> Size {
        try object.optional(key) { field throws(DocumentError) in
            let size = try Size(field: field)
            guard size.width > 0, size.height > 0, size.width <= 8192, size.height <= 8192 else {
                throw field.mismatch("a size [width, height] with sides from 0 to 8192")
            }
            return size
        } ?? defaultValue
    }

    func timingFunction(_ key: String, _ defaultValue: TimingFunction) throws(DocumentError) -> TimingFunction {
        try object.optional(key) { field throws(DocumentError) in try field.timingFunction() } ?? defaultValue
    }

    /// One of UIView's curve options.
    func curve(_ key: String, _ defaultValue: ViewAnimation.Option) throws(DocumentError) -> ViewAnimation.Option {
        try object.optional(key) { field throws(DocumentError) in
            let option = try field.oneOf(ViewAnimation.Option.self)
            guard [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear].contains(option) else {
                throw field.mismatch("a curve option: curveEaseInOut, curveEaseIn, curveEaseOut or curveLinear")
            }
            return option
        } ?? defaultValue
    }

    func symbol(_ key: String, _ defaultValue: Symbol?) throws(DocumentError) -> Symbol? {
        try object.optional(key) { field throws(DocumentError) in try field.oneOf(Symbol.self) } ?? defaultValue
    }
}

/// A centred title as UIButton lays it out: a text layer one line high, centred vertically in `bounds`.
func titleLayer(id: String, string: String, font: String, color: Color, in bounds: Rect) -> Layer {
    var text = TextContent()
    text.string = string
    text.font = font
    text.foregroundColor = color
    text.alignmentMode = .center
    // A line is about 1.21 em of Inter (ascender + descender); the font's size is the description's last number.
    let size = Double(font.split(separator: " ").last.flatMap { Double($0) } ?? 17)
    let lineHeight = (size * 1.21).rounded()
    var layer = Layer(
        id: id, content: .text(text), bounds: Rect(0, 0, bounds.width, lineHeight),
        position: Point(bounds.midX, bounds.midY))
    layer.anchorPoint = Point(0.5, 0.5)
    layer.label = "Title"
    return layer
}
