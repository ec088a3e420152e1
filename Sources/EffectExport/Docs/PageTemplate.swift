import Foundation

/// A page template, HTML or Markdown: text with `{{ name }}` (a value, escaped for where it lands),
/// `{{#each list}}…{{/each}}` (inside, the item's fields, then the outer names; `{{ this }}` the item itself),
/// `{{#if name}}…{{else}}…{{/if}}` and `{{! a comment }}`. Names may be dotted (`effect.title`).
///
/// Escaping is by context, decided when the template is read (as Go's html/template does): HTML text, a quoted
/// attribute, a URL attribute (`href`, `src`, …), Markdown text, a Markdown link's destination. A value where
/// no escaping can make it safe — an unquoted attribute, inside `<script>` or `<style>`, a comment — is refused
/// then, with the line; so is, when rendering, a name that has no value.
public struct PageTemplate: Sendable {
    public enum Kind: Sendable {
        case html, markdown
    }

    /// The file the template came from, for errors.
    public let name: String
    private let nodes: [Node]

    indirect enum Node: Sendable {
        case literal(String)
        case value([String], TemplateContext, line: Int)
        case each([String], [Node], line: Int)
        case conditional([String], then: [Node], otherwise: [Node], line: Int)
    }

    public init(_ source: String, name: String, kind: Kind) throws(TemplateError) {
        self.name = name
        var parser = Parser(source: source, file: name, kind: kind)
        nodes = try parser.parseBlock(until: [])
    }

    /// The page for `values` (an object whose names the template reads).
    public func render(_ values: TemplateValue) throws(TemplateError) -> String {
        var output = ""
        try render(nodes, scopes: [values], into: &output)
        return output
    }

    private func render(_ nodes: [Node], scopes: [TemplateValue], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .literal(let text):
                output += text
            case .value(let path, let context, let line):
                switch try lookUp(path, in: scopes, line: line) {
                case .text(let text): output += context.escape(text)
                case .markup(let markup):
                    guard context == .htmlText || context == .markdownText else {
                        throw TemplateError(file: name, line: line, message: "markup '\(path.joined(separator: "."))' cannot go in an attribute or a URL")
                    }
                    output += markup
                case .bool(let b): output += b ? "true" : "false"
                case .list, .object:
                    throw TemplateError(file: name, line: line, message: "'\(path.joined(separator: "."))' is a list or an object, not text")
                }
            case .each(let path, let body, let line):
                guard case .list(let items) = try lookUp(path, in: scopes, line: line) else {
                    throw TemplateError(file: name, line: line, message: "'\(path.joined(separator: "."))' is not a list")
                }
                for item in items { try render(body, scopes: scopes + [item], into: &output) }
            case .conditional(let path, let then, let otherwise, let line):
                let value = try lookUp(path, in: scopes, line: line)
                try render(value.isTruthy ? then : otherwise, scopes: scopes, into: &output)
            }
        }
    }

    /// The value of a dotted name: `this` is the innermost scope; the first name is looked up from the innermost
    /// scope outwards.
    private func lookUp(_ path: [String], in scopes: [TemplateValue], line: Int) throws(TemplateError) -> TemplateValue {
        var value: TemplateValue?
        if path[0] == "this" {
            value = scopes.last
        } else {
            for scope in scopes.reversed() {
                if case .object(let fields) = scope, let found = fields[path[0]] { value = found; break }
            }
        }
        for component in path.dropFirst() {
            guard case .object(let fields)? = value else { value = nil; break }
            value = fields[component]
        }
        guard let value else { throw TemplateError(file: name, line: line, message: "no value for '\(path.joined(separator: "."))'") }
        return value
    }
}

/// A template that cannot be read, or a value it asks for that is missing: the file and line.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { "\(file):\(line): \(message)" }
}

/// Reads a template's tags, tracking where in the HTML or Markdown each value lands.
private struct Parser {
    let source: [Character]
    let file: String
    let kind: PageTemplate.Kind
    var index = 0
    var line = 1
    var html = HTMLState()
    /// The Markdown written so far on the current line, for link destinations.
    var markdownLine = ""
    /// The closing or `else` tag that ended the last block read.
    var stray: String?

    init(source: String, file: String, kind: PageTemplate.Kind) {
        self.source = Array(source)
        self.file = file
        self.kind = kind
    }

    mutating func parseBlock(until ends: Set<String>) throws(TemplateError) -> [PageTemplate.Node] {
        var nodes: [PageTemplate.Node] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { nodes.append(.literal(literal)); literal = "" }
        }
        while index < source.count {
            if source[index] == "{", index + 1 < source.count, source[index + 1] == "{" {
                let tagLine = line
                guard let close = findClose(from: index + 2) else { throw TemplateError(file: file, line: tagLine, message: "'{{' without '}}'") }
                let tag = String(source[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
                index = close + 2
                flush()
                if tag.hasPrefix("!") { continue }
                if tag.hasPrefix("/") || tag == "else" {
                    guard ends.contains(tag) else {
                        throw TemplateError(file: file, line: tagLine, message: "'{{\(tag)}}' does not close an open block")
                    }
                    stray = tag
                    return nodes
                }
                if tag.hasPrefix("#each ") {
                    let path = try self.path(String(tag.dropFirst(6)), line: tagLine)
                    let body = try parseBlock(until: ["/each"])
                    try expect("/each", line: tagLine)
                    nodes.append(.each(path, body, line: tagLine))
                } else if tag.hasPrefix("#if ") {
                    let path = try self.path(String(tag.dropFirst(4)), line: tagLine)
                    let then = try parseBlock(until: ["/if", "else"])
                    var otherwise: [PageTemplate.Node] = []
                    if stray == "else" { otherwise = try parseBlock(until: ["/if"]) }
                    try expect("/if", line: tagLine)
                    nodes.append(.conditional(path, then: then, otherwise: otherwise, line: tagLine))
                } else {
                    nodes.append(.value(try path(tag, line: tagLine), try context(line: tagLine), line: tagLine))
                }
                continue
            }
            let c = source[index]
            literal.append(c)
            feed(c)
            if c == "\n" { line += 1 }
            index += 1
        }
        flush()
        if !ends.isEmpty { throw TemplateError(file: file, line: line, message: "'{{\(ends.sorted().first!)}}' missing at the end") }
        return nodes
    }

    private mutating func expect(_ end: String, line: Int) throws(TemplateError) {
        guard stray == end else { throw TemplateError(file: file, line: line, message: "'{{\(end)}}' missing for the block opened here") }
        stray = nil
    }

    private func findClose(from start: Int) -> Int? {
        var i = start
        while i + 1 < source.count {
            if source[i] == "}", source[i + 1] == "}" { return i }
            if source[i] == "\n" { return nil }
            i += 1
        }
        return nil
    }

    private func path(_ text: String, line: Int) throws(TemplateError) -> [String] {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            throw TemplateError(file: file, line: line, message: "'\(text)' is not a name")
        }
        return parts
    }

    private mutating func feed(_ c: Character) {
        switch kind {
        case .html: html.feed(c)
        case .markdown: if c == "\n" { markdownLine = "" } else { markdownLine.append(c) }
        }
    }

    /// Where a value placed here lands.
    private func context(line: Int) throws(TemplateError) -> TemplateContext {
        switch kind {
        case .markdown:
            // Inside `](…` not yet closed: a link destination.
            if let open = markdownLine.range(of: "](", options: .backwards), !markdownLine[open.upperBound...].contains(")") { return .markdownURL }
            return .markdownText
        case .html:
            switch html.state {
            case .text: return .htmlText
            case .attribute(let name, _):
                return ["href", "src", "action", "poster", "data", "cite", "formaction", "xlink:href"].contains(name) ? .htmlURL : .htmlAttribute
            case .tag, .tagName, .attributeName, .afterEquals, .unquotedValue:
                throw TemplateError(file: file, line: line, message: "a value inside a tag must be in a quoted attribute value")
            case .comment:
                throw TemplateError(file: file, line: line, message: "a value inside an HTML comment")
            case .rawText(let tag):
                throw TemplateError(file: file, line: line, message: "a value inside <\(tag)>: put data in an attribute instead")
            }
        }
    }
}

/// Just enough of HTML's tokenizer to know whether a position is in text, a tag, an attribute value, a comment or
/// the raw text of `<script>`/`<style>`.
private struct HTMLState {
    enum State: Equatable {
        case text, tagName, tag, attributeName, afterEquals, unquotedValue, comment
        case attribute(String, quote: Character)
        case rawText(String)
    }

    var state = State.text
    private var name = ""
    private var tagName = ""
    private var isClosingTag = false
    private var recent = ""

    mutating func feed(_ c: Character) {
        recent = String((recent + String(c)).suffix(12))
        switch state {
        case .text:
            if c == "<" { state = .tagName; tagName = ""; isClosingTag = false }
        case .tagName:
            if tagName.isEmpty, c == "/" { isClosingTag = true }
            else if tagName == "!-", c == "-" { state = .comment }
            else if c.isLetter || c.isNumber || (c == "!" && tagName.isEmpty) || (c == "-" && tagName == "!") { tagName.append(c) }
            else if c == ">" { endTag() }
            else if c.isWhitespace { state = .tag }
            else { state = .text }
        case .tag:
            if c == ">" { endTag() } else if c.isLetter || c == ":" || c == "-" { state = .attributeName; name = String(c).lowercased() }
        case .attributeName:
            if c == "=" { state = .afterEquals }
            else if c == ">" { endTag() }
            else if c.isWhitespace { state = .tag }
            else { name.append(Character(c.lowercased())) }
        case .afterEquals:
            if c == "\"" || c == "'" { state = .attribute(name, quote: c) }
            else if c == ">" { endTag() }
            else if !c.isWhitespace { state = .unquotedValue }
        case .unquotedValue:
            if c.isWhitespace { state = .tag } else if c == ">" { endTag() }
        case .attribute(_, let quote):
            if c == quote { state = .tag }
        case .comment:
            if recent.hasSuffix("-->") { state = .text }
        case .rawText(let tag):
            if recent.lowercased().hasSuffix("</\(tag)") { state = .tag; isClosingTag = true; tagName = tag }
        }
    }

    private mutating func endTag() {
        let tag = tagName.lowercased()
        state = !isClosingTag && (tag == "script" || tag == "style") ? .rawText(tag) : .text
    }
}
