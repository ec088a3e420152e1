import Foundation

/// SwiftUI's `Text`: one line in the environment's font (`.body`, 17 pt, unless `font` says) and foreground colour.
/// Its size is the line's (`UIFont.estimatedSize(of:)`: the stage measures no text); a change of its string is a
/// new text where the old one was.
public struct Text: View, PrimitiveView, Equatable {
    let string: String
    var font: Font?
    var color: Color?

    /// The text `content`, as written (no localisation).
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// The text `content`.
    public init(verbatim content: String) { string = content }

    /// A primitive view has no body.
    public var body: Never { fatalError("Text has no body") }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// The text in bold.
    public func bold() -> Text { font((font ?? .body).bold()) }

    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { font((font ?? .body).weight(weight ?? .regular)) }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        let font = self.font ?? context.font ?? .body
        let node = context.child("text:\(string)").node(.fixed(string.isEmpty ? .zero : font.uiFont.estimatedSize(of: string)), name: "text")
        node.drawing = .text(string, font)
        node.look.foreground = color ?? context.foreground ?? .primary
        node.hasView = true
        return [node]
    }
}

/// SwiftUI's `Image`: here one of the tool's symbols (`Image(systemName: "heart.fill")`, the set
/// `UIImage(systemName:)` draws), at the environment font's point size (times `imageScale`'s factor), in the
/// foreground colour.
public struct Image: View, PrimitiveView {
    let name: String
    var isResizable = false

    /// The tool's symbol `systemName`; a name it does not ship draws nothing and is reported by the stage.
    public init(systemName: String) { name = systemName }

    /// Not available: EffectKit draws no image files.
    @available(*, unavailable, message: "EffectKit draws no image files: use Image(systemName:) with a symbol it ships (heart, heart.fill, star …)")
    public init(_ name: String) { self.name = name }

    /// A primitive view has no body.
    public var body: Never { fatalError("Image has no body") }

    /// SwiftUI's `Image.Scale`: a symbol's size relative to the text beside it (`imageScale(_:)`). Apple publishes
    /// the symbol scale variants as about 20 % smaller (`small`) and 30 % larger (`large`) than `medium`
    /// (`NSImage.SymbolScale`); EffectKit draws a symbol at the font's point size times 0.8, 1 or 1.3.
    public enum Scale: Sendable, Hashable {
        /// About 20 % smaller than medium (× 0.8).
        case small
        /// The font's size (the default).
        case medium
        /// About 30 % larger than medium (× 1.3).
        case large

        /// The factor on the font's point size.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// The image stretched to what it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        let font = context.font ?? .body
        guard let symbol = UIImage(systemName: name)?.withConfiguration(UIImage.SymbolConfiguration(pointSize: font.size * context.imageScale.factor))
        else {
            context.host.problem("Image(systemName: \"\(name)\") is not a symbol EffectKit ships")
            return []
        }
        let words = name.split(separator: ".")
        let camel = words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
        // Its frame is the outline's, the stroke of an outlined symbol overhanging it, so that `heart` and `heart.fill`
        // take the same room, as SF Symbols' variants do.
        let outline = symbol.symbol.path(pointSize: symbol.pointSize).controlBounds?.cgRect.size ?? .zero
        let node = context.node(isResizable ? .fill : .fixed(outline), name: camel)
        node.drawing = .symbol(symbol, resizable: isResizable)
        node.look.foreground = context.foreground ?? .accentColor
        node.hasView = true
        return [node]
    }
}
