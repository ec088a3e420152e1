import Foundation

/// Rewrites the masks Cairo's SVG surface writes for a translucent group (`cairo_paint_with_alpha`: a `<mask>` of one
/// black rectangle at the group's opacity, through an alpha filter) as the `opacity` they stand for, so that viewers
/// without masks or that filter draw the page as the PDF shows: CairoSVG draws such a mask as a grey box, ThorVG
/// and Qt drop it. A mask of any other content is left as it is.
enum SVGOpacityMasks {
    /// `svg` with every uniform mask as an `opacity` attribute where it was applied; the masks and the alpha filter
    /// that only they used removed.
    static func asOpacity(_ svg: [UInt8]) -> [UInt8] {
        var text = String(decoding: svg, as: UTF8.self)
        guard text.contains("<mask ") else { return svg }
        var opacities: [String: String] = [:]
        var searchStart = text.startIndex
        while let open = text.range(of: "<mask id=\"", range: searchStart..<text.endIndex),
            let close = text.range(of: "</mask>", range: open.upperBound..<text.endIndex)
        {
            let id = String(text[open.upperBound...].prefix { $0 != "\"" })
            guard let opacity = uniformOpacity(of: text[open.lowerBound..<close.upperBound]) else {
                searchStart = close.upperBound
                continue
            }
            opacities[id] = opacity
            var end = close.upperBound
            if end < text.endIndex, text[end] == "\n" { end = text.index(after: end) }
            text.removeSubrange(open.lowerBound..<end)
            searchStart = open.lowerBound
        }
        for (id, opacity) in opacities { text = applying(opacity, for: id, in: text) }
        if !text.contains("url(#alpha)"), let filter = text.range(of: "<filter id=\"alpha\""),
            let end = text.range(of: "</filter>", range: filter.upperBound..<text.endIndex)
        {
            var last = end.upperBound
            if last < text.endIndex, text[last] == "\n" { last = text.index(after: last) }
            text.removeSubrange(filter.lowerBound..<last)
        }
        return Array(text.utf8)
    }

    /// `text` with the elements masked by `id` at `opacity` instead: an element that ends there (Cairo's `<use …/>` of
    /// the group) inside `<g opacity="…">`, as CairoSVG ignores `opacity` on `<use>`; another its own `opacity`.
    private static func applying(_ opacity: String, for id: String, in text: String) -> String {
        let attribute = " mask=\"url(#\(id))\""
        var text = text
        var searchStart = text.startIndex
        while let found = text.range(of: attribute, range: searchStart..<text.endIndex) {
            guard let open = text.range(of: "<", options: .backwards, range: text.startIndex..<found.lowerBound),
                let end = text.range(of: ">", range: found.upperBound..<text.endIndex)
            else { break }
            if text[text.index(before: end.lowerBound)] == "/" {
                let element = text[open.lowerBound..<found.lowerBound] + text[found.upperBound..<end.upperBound]
                let wrapped = "<g opacity=\"\(opacity)\">\(element)</g>"
                text.replaceSubrange(open.lowerBound..<end.upperBound, with: wrapped)
                searchStart = text.index(open.lowerBound, offsetBy: wrapped.count)
            } else {
                text.replaceSubrange(found, with: " opacity=\"\(opacity)\"")
                searchStart = found.lowerBound
            }
        }
        return text
    }

    /// The opacity of a mask that is Cairo's for a group at one opacity: `<mask id="…"><g filter="url(#alpha)">` holding a
    /// single `<rect>` filled black at `fill-opacity` A, from the origin; `nil` for any other mask.
    private static func uniformOpacity(of mask: Substring) -> String? {
        let words = mask.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let prefix = "<g filter=\"url(#alpha)\"> <rect x=\"0\" y=\"0\" width=\""
        let fill = "style=\"fill:rgb(0%,0%,0%);fill-opacity:"
        let suffix = ";stroke:none;\"/> </g> </mask>"
        guard let start = words.range(of: prefix), let fillRange = words.range(of: fill, range: start.upperBound..<words.endIndex),
            words.hasSuffix(suffix), words.components(separatedBy: "<rect").count == 2
        else { return nil }
        let opacity = words[fillRange.upperBound...].prefix { $0 != ";" }
        guard let value = Double(opacity), (0...1).contains(value) else { return nil }
        return String(opacity)
    }
}
