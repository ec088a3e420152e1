/// An element of the SVG being written: a name, attributes in the order set, children. Text from documents
/// (titles, ids) is escaped when written, so it can never close an element or open one.
struct SVGElement {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [SVGElement] = []
    /// Character data, written before the children.
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes.map { (name: $0.0, value: $0.1) }
        self.children = children
        self.text = text
    }

    /// Sets an attribute, replacing its earlier value.
    subscript(attribute: String) -> String? {
        get { attributes.first { $0.name == attribute }?.value }
        set {
            attributes.removeAll { $0.name == attribute }
            if let newValue { attributes.append((attribute, newValue)) }
        }
    }

    /// Gives every identifier this writer made that starts with `old` the prefix `new` instead, here and below:
    /// in `id`, in references (`href`, `xlink:href`) and in `url(#…)` paints, clips and filters. Text and other
    /// attributes are left alone, so a title that happens to hold `old` keeps it.
    mutating func renameIdentifiers(from old: String, to new: String) {
        for index in attributes.indices {
            let (name, value) = attributes[index]
            switch name {
            case "id" where value.hasPrefix(old):
                attributes[index].value = new + value.dropFirst(old.count)
            case "href" where value.hasPrefix("#" + old), "xlink:href" where value.hasPrefix("#" + old):
                attributes[index].value = "#" + new + value.dropFirst(old.count + 1)
            case "fill" where value.hasPrefix("url(#" + old), "stroke" where value.hasPrefix("url(#" + old),
                "clip-path" where value.hasPrefix("url(#" + old), "mask" where value.hasPrefix("url(#" + old),
                "filter" where value.hasPrefix("url(#" + old):
                attributes[index].value = "url(#" + new + value.dropFirst(old.count + 5)
            default:
                break
            }
        }
        for index in children.indices { children[index].renameIdentifiers(from: old, to: new) }
    }

    /// The element as XML, one element a line.
    func write(into output: inout String) {
        output += "<" + name
        for attribute in attributes { output += " \(attribute.name)=\"\(TemplateContext.markup(attribute.value, quotes: true))\"" }
        guard text != nil || !children.isEmpty else {
            output += "/>\n"
            return
        }
        output += ">"
        if let text { output += TemplateContext.markup(text, quotes: false) }
        if !children.isEmpty { output += "\n" }
        for child in children { child.write(into: &output) }
        output += "</\(name)>\n"
    }
}
