/// An element of the SVG being written: a name, attributes in the order set, children. Text from documents
/// (titles, ids) is escaped when written, so it can never close an element or open one.
struct XMLElement {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [XMLElement] = []
    /// Character data, written before the children.
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], children: [XMLElement] = [], text: String? = nil) {
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
