import Foundation

/// A page template, HTML or Markdown: text with `{{ name }}` (a value, escaped for where it lands),
/// `{{#each list}}…{{/each}}` (inside, the item's fields, then the outer names; `{{ this }}` the item itself),
/// `{{#if name}}…{{else}}…{{/if}}` and `{{! a comment }}`. Names may be dotted (`effect.title`).
///
/// Escaping is by context, decided when the template is read (as Go's html/template does): HTML text, a quoted
/// attribute, a URL attribute (`href`, `src`, …), Markdown text, a Markdown link's destination. A value where
/// no escaping can make it safe — an unquoted attribute, inside `<script>` or `<style>`, a comment, HTML or an
/// autolink inside Markdown — is refused then, with the line; so is, when rendering, a name that has no value.
public struct PageTemplate: Sendable {
    /// What the template writes, which decides how values are escaped.
    public enum Kind: Sendable {
        /// HTML: values escaped for the context they land in.
        case html
        /// Markdown: values escaped as Markdown text or link destinations.
        case markdown
    }

    /// A piece of a URL: the template's own text (as written: character references not yet decoded), or a value.
    enum URLPart: Sendable {
        case text(String)
        case value([String])
    }

    /// The file the template came from, for errors.
    public let name: String
    private let nodes: [Node]

    indirect enum Node: Sendable {
        case literal(String)
        case value([String], TemplateContext, line: Int)
        /// A URL with values in it (`href="#{{ id }}"`, `](docs/{{ name }})`): checked whole once its values are in,
        /// so that no value and no text around it makes a `javascript:` URL.
        case url([URLPart], TemplateContext, line: Int)
        case each([String], [Node], line: Int)
        case conditional([String], then: [Node], otherwise: [Node], line: Int)
    }

    /// Parses `source`, from the file `name`; refuses a value placed where no escaping makes it safe.
    ///
    /// - Throws: ``TemplateError`` with the line.
    public init(_ source: String, name: String, kind: Kind) throws(TemplateError) {
        self.name = name
        var parser = Parser(source: source, file: name, kind: kind)
        nodes = try parser.parseBlock(until: [])
        try parser.checkEnd()
    }

    /// The page for `values`.
    ///
    /// - Parameters:
    ///   - values: an object whose names the template reads.
    ///   - limit: the most bytes the page may have (`maximumOutput`).
    /// - Returns: the page's text.
    /// - Throws: `TemplateError` when a name the template reads is missing or of the wrong kind, or the page outgrows
    ///   `limit`.
    public func render(_ values: TemplateValue, limit: Int = maximumOutput) throws(TemplateError) -> String {
        var output = ""
        var steps = 0
        try render(nodes, scopes: [values], limit: limit, steps: &steps, into: &output)
        return output
    }

    /// Blocks nested deeper than this are refused when the template is read.
    public static let maximumNesting = 32
    /// The most bytes one page may have: `{{#each}}` inside `{{#each}}` multiplies, and a theme is input too.
    public static let maximumOutput = 128 << 20
    /// The most steps (a tag, a piece of text, a pass through a block) one page may take, whatever it writes:
    /// `{{#each}}` blocks nested in each other multiply their passes even when they write nothing. The largest
    /// page of the built-in templates the limits allow (an effect of 1 000 taps) takes about 100 000.
    public static let maximumSteps = 1 << 20

    private func render(
        _ nodes: [Node], scopes: [TemplateValue], limit: Int, block: Int = 0, steps: inout Int, into output: inout String
    ) throws(TemplateError) {
        for node in nodes {
            try step(&steps, line: block)
            switch node {
            case .literal(let text):
                output += text
            case .value(let path, let context, let line):
                let value = try lookUp(path, in: scopes, line: line)
                if case .markup(let markup) = value, context == .htmlText || context == .markdownText {
                    output += markup
                } else {
                    output += context.escape(try text(of: value, path, line: line))
                }
            case .url(let parts, let context, let line):
                var url = ""
                for part in parts {
                    switch part {
                    case .text(let text): url += TemplateContext.decodingCharacterReferences(text)
                    case .value(let path): url += try text(of: lookUp(path, in: scopes, line: line), path, line: line)
                    }
                }
                output += context.escape(url)
            case .each(let path, let body, let line):
                guard case .list(let items) = try lookUp(path, in: scopes, line: line) else {
                    throw TemplateError(file: name, line: line, message: "'\(path.joined(separator: "."))' is not a list")
                }
                for item in items {
                    try step(&steps, line: line)
                    try render(body, scopes: scopes + [item], limit: limit, block: line, steps: &steps, into: &output)
                    guard output.utf8.count <= limit else {
                        throw TemplateError(
                            file: name, line: line,
                            message: "the page grows past \(limit >> 20) MiB here: '{{#each}}' blocks nested in each other multiply")
                    }
                }
            case .conditional(let path, let then, let otherwise, let line):
                let value = try lookUp(path, in: scopes, line: line)
                try render(value.isTruthy ? then : otherwise, scopes: scopes, limit: limit, block: line, steps: &steps, into: &output)
            }
        }
    }

    /// A value as text: a list, an object or markup (outside HTML or Markdown text) is no text.
    private func text(of value: TemplateValue, _ path: [String], line: Int) throws(TemplateError) -> String {
        switch value {
        case .text(let text): return text
        case .bool(let b): return b ? "true" : "false"
        case .markup:
            throw TemplateError(file: name, line: line, message: "markup '\(path.joined(separator: "."))' cannot go in an attribute or a URL")
        case .list, .object:
            throw TemplateError(file: name, line: line, message: "'\(path.joined(separator: "."))' is a list or an object, not text")
        }
    }

    /// Counts one step of rendering, in the block opened at `line` (0: the whole file).
    private func step(_ steps: inout Int, line: Int) throws(TemplateError) {
        steps += 1
        guard steps > Self.maximumSteps else { return }
        throw TemplateError(
            file: name, line: line,
            message: "the page takes more than \(Self.maximumSteps) steps here: '{{#each}}' blocks nested in each other multiply")
    }

    /// The value of a dotted name: `this` is the innermost scope; the first name is looked up from the innermost
    /// scope outwards.
    private func lookUp(_ path: [String], in scopes: [TemplateValue], line: Int) throws(TemplateError) -> TemplateValue {
        var value: TemplateValue?
        if path[0] == "this" {
            value = scopes.last
        } else {
            for scope in scopes.reversed() {
                if case .object(let fields) = scope, let found = fields[path[0]] {
                    value = found
                    break
                }
            }
        }
        for component in path.dropFirst() {
            guard case .object(let fields)? = value else {
                value = nil
                break
            }
            value = fields[component]
        }
        guard let value else { throw TemplateError(file: name, line: line, message: "no value for '\(path.joined(separator: "."))'") }
        return value
    }
}

/// A template that cannot be read, or a value it asks for that is missing: the file and line.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    /// The template's file.
    public var file: String
    /// The line, from 1; 0 for the whole file.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `FILE:LINE: message`, or `FILE: message` for the whole file (line 0).
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
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
    /// The URL being read (a URL attribute's value, a Markdown link's destination), until it ends.
    var url: (parts: [PageTemplate.URLPart], text: String, context: TemplateContext, line: Int)?

    init(source: String, file: String, kind: PageTemplate.Kind) {
        self.source = Array(source)
        self.file = file
        self.kind = kind
    }

    /// Blocks open around the one being read.
    var depth = 0

    mutating func parseBlock(until ends: Set<String>) throws(TemplateError) -> [PageTemplate.Node] {
        guard depth <= PageTemplate.maximumNesting else {
            throw TemplateError(file: file, line: line, message: "blocks nested more than \(PageTemplate.maximumNesting) deep")
        }
        depth += 1
        defer { depth -= 1 }
        var nodes: [PageTemplate.Node] = []
        var literal = ""
        while index < source.count {
            if source[index] == "{", index + 1 < source.count, source[index + 1] == "{" {
                if try readTag(until: ends, into: &nodes, after: &literal) { return nodes }
            } else {
                try readCharacter(into: &nodes, after: &literal)
            }
        }
        Self.flush(&literal, into: &nodes)
        if url != nil { try endURL(into: &nodes) }
        if !ends.isEmpty { throw TemplateError(file: file, line: line, message: "'{{\(ends.sorted().first!)}}' missing at the end") }
        return nodes
    }

    /// The text read so far as a node of its own.
    private static func flush(_ literal: inout String, into nodes: inout [PageTemplate.Node]) {
        if !literal.isEmpty {
            nodes.append(.literal(literal))
            literal = ""
        }
    }

    /// Reads the tag at `index` (a comment, a value, a block, or the end of the block being read: then true).
    private mutating func readTag(
        until ends: Set<String>, into nodes: inout [PageTemplate.Node], after literal: inout String
    ) throws(TemplateError) -> Bool {
        let tagLine = line
        guard let close = findClose(from: index + 2) else { throw TemplateError(file: file, line: tagLine, message: "'{{' without '}}'") }
        let tag = String(source[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
        index = close + 2
        if tag.hasPrefix("!") { return false }
        if url != nil, !tag.hasPrefix("#each "), !tag.hasPrefix("#if "), !tag.hasPrefix("/"), tag != "else" {
            // A value in a URL: checked with the rest of the URL when the page is rendered.
            _ = try context(line: tagLine)
            if !url!.text.isEmpty { url!.parts.append(.text(url!.text)) }
            url!.parts.append(.value(try path(tag, line: tagLine)))
            url!.text = ""
            // The value stands in the line as one character of the destination (not a space, which ends it).
            if kind == .html { html.placeValue() } else { markdownLine.append("v") }
            return false
        }
        guard url == nil else {
            throw TemplateError(file: file, line: tagLine, message: "'{{\(tag)}}' inside a URL: put the block around the whole attribute or link")
        }
        Self.flush(&literal, into: &nodes)
        if tag.hasPrefix("/") || tag == "else" {
            guard ends.contains(tag) else { throw TemplateError(file: file, line: tagLine, message: "'{{\(tag)}}' does not close an open block") }
            stray = tag
            return true
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
            if kind == .html { html.placeValue() }
        }
        return false
    }

    /// Reads the character at `index` as text, following the HTML or Markdown it is part of, and where a URL begins
    /// and ends.
    private mutating func readCharacter(into nodes: inout [PageTemplate.Node], after literal: inout String) throws(TemplateError) {
        let c = source[index]
        let wasInURL = isInURL
        feed(c)
        switch (wasInURL, isInURL) {
        case (false, true):
            // The URL starts after its opening quote or `](`, or with this character when the value is unquoted.
            let quoted = isInMarkdownLink || html.state == .attributeValue(quote: c)
            if quoted { literal.append(c) }
            Self.flush(&literal, into: &nodes)
            url = ([], quoted ? "" : String(c), isInMarkdownLink ? .markdownURL : .htmlURL, line)
        case (true, true) where url!.context == .markdownURL && url!.parts.isEmpty && url!.text.isEmpty && (c == " " || c == "\t"):
            // Spaces before a Markdown destination are the line's.
            literal.append(c)
        case (true, true):
            url!.text.append(c)
        case (true, false):
            Self.flush(&literal, into: &nodes)
            try endURL(into: &nodes)
            literal.append(c)
        case (false, false):
            literal.append(c)
        }
        try checkTagEnd()
        try checkAutolink(after: c)
        if c == "\n" { line += 1 }
        index += 1
    }

    /// Whether the position is inside a URL: a URL attribute's value, or a Markdown link's destination.
    private var isInURL: Bool {
        if case .attributeValue = html.state { return HTMLState.urlAttributes.contains(html.attributeName) }
        return isInMarkdownLink
    }

    /// Whether the position is in a Markdown link's destination: in text, or in what HTML would read as the raw
    /// text of `<style>` opened inline, which Markdown still reads as Markdown (and a sanitizer that drops the tag
    /// leaves a live link), as an autolink there is.
    private var isInMarkdownLink: Bool {
        guard kind == .markdown, isInMarkdownDestination else { return false }
        if case .rawText = html.state { return true }
        return html.state == .text
    }

    /// Whether the Markdown line so far ends inside a link's destination: after `](` not yet closed, or after a link
    /// reference definition's `[label]:` up to the first space after its destination.
    private var isInMarkdownDestination: Bool {
        if let open = markdownLine.range(of: "](", options: .backwards), !markdownLine[open.upperBound...].contains(")") { return true }
        let indented = markdownLine.prefix { $0 == " " }
        guard indented.count <= 3, markdownLine.dropFirst(indented.count).first == "[",
            let close = markdownLine.firstIndex(of: "]"), markdownLine[markdownLine.index(after: close)...].first == ":"
        else { return false }
        let destination = markdownLine[markdownLine.index(close, offsetBy: 2)...].drop { $0 == " " || $0 == "\t" }
        return !destination.contains { $0 == " " || $0 == "\t" }
    }

    /// Ends the URL being read: with no value, the template's own text, which must be a URL a page may hold (refused
    /// with its line otherwise); with values, a node checked whole when rendered, whose text before the first value
    /// may not already name a scheme other than http, https or mailto.
    private mutating func endURL(into nodes: inout [PageTemplate.Node]) throws(TemplateError) {
        guard let (parts, text, context, line) = url else { return }
        url = nil
        let all = text.isEmpty ? parts : parts + [.text(text)]
        let start: String
        if case .text(let first) = all.first { start = first } else { start = "" }
        let scheme = TemplateContext.scheme(of: TemplateContext.decodingCharacterReferences(start))
        if let scheme, !TemplateContext.safeSchemes.contains(scheme) {
            throw TemplateError(
                file: file, line: line, message: "a \(scheme): URL; a page's links and sources take only http, https, mailto and relative URLs")
        }
        if all.count == 1, case .text(let only) = all[0] {
            nodes.append(.literal(only))
        } else if !all.isEmpty {
            nodes.append(.url(all, context, line: line))
        }
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
        case .markdown:
            // Markdown holds HTML as it is (a tag, an autolink `<…>`): read as HTML too, so that no value lands in it.
            html.feed(c)
            if c == "\n" { markdownLine = "" } else { markdownLine.append(c) }
        }
    }

    /// Where a value placed here lands.
    private func context(line: Int) throws(TemplateError) -> TemplateContext {
        switch kind {
        case .markdown:
            guard html.state == .text else {
                throw TemplateError(
                    file: file, line: line,
                    message:
                        "a value inside HTML or an autolink in a Markdown page, where Markdown's escaping does not hold: put it in text or a [link](…)"
                )
            }
            return isInMarkdownDestination ? .markdownURL : .markdownText
        case .html:
            switch html.state {
            case .text: return .htmlText
            case .attributeValue(let quote) where quote != nil:
                if let refusal = HTMLState.refusal(attribute: html.attributeName, tag: html.tagName, tagAttributes: html.tagAttributes) {
                    throw TemplateError(file: file, line: line, message: refusal)
                }
                return HTMLState.urlAttributes.contains(html.attributeName) ? .htmlURL : .htmlAttribute
            case .comment, .bogusComment, .markupDeclaration:
                throw TemplateError(file: file, line: line, message: "a value inside an HTML comment")
            case .rawText(let tag):
                throw TemplateError(file: file, line: line, message: "a value inside <\(tag)>: put data in an attribute instead")
            default:
                throw TemplateError(file: file, line: line, message: "a value inside a tag must be in a quoted attribute value")
            }
        }
    }

    /// A Markdown autolink (`<javascript:alert(1)>`: `<`, a scheme of 2 to 32 letters, digits, `+`, `.` or `-`, a
    /// colon) is a link wherever it stands, even after what HTML would read as `<style>`: its scheme, once read, must
    /// be one a page may link to.
    private func checkAutolink(after c: Character) throws(TemplateError) {
        guard kind == .markdown, c == ":", let open = markdownLine.dropLast().lastIndex(of: "<") else { return }
        let name = markdownLine[markdownLine.index(after: open)...].dropLast()
        guard (2...32).contains(name.count), name.first!.isASCII, name.first!.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
            !TemplateContext.safeSchemes.contains(name.lowercased())
        else { return }
        throw TemplateError(
            file: file, line: line, message: "a \(name.lowercased()): URL; a page's links and sources take only http, https, mailto and relative URLs"
        )
    }

    /// A tag that ended with a refused attribute after a value (`<meta content="{{ x }}" http-equiv="refresh">`).
    mutating func checkTagEnd() throws(TemplateError) {
        if let refusal = html.takeLateRefusal() { throw TemplateError(file: file, line: line, message: refusal) }
    }

    /// A template that ends inside a tag: whatever follows the page (a site's layout around a Markdown page) would
    /// close it, with the checks a closed tag gets never made (`<meta http-equiv="refresh" content="0;url=x:`).
    func checkEnd() throws(TemplateError) {
        guard html.isInsideTag else { return }
        throw TemplateError(file: file, line: line, message: "the template ends inside the <\(html.tagName)> tag: close it with '>'")
    }
}

/// HTML's tokenizer (WHATWG HTML, "Tokenization"), as far as needed to know where a position stands: text, a
/// tag, an attribute value, a comment, or the raw text of `<script>`, `<style>` and their kin — spelled any way
/// the tokenizer accepts (`<SCRIPT`, `<script/>`, `<script\tsrc=…>`).
struct HTMLState {
    enum State: Equatable {
        case text, tagOpen, endTagOpen, tagName, beforeAttributeName, attributeName, afterAttributeName, beforeAttributeValue
        case selfClosing, markupDeclaration, comment, bogusComment
        /// Inside an attribute's value: quoted by `"` or `'`, or unquoted (`nil`).
        case attributeValue(quote: Character?)
        case rawText(String)
    }

    /// Elements whose content is raw text: no tags, no entities, and a value there could run or restyle.
    static let rawTextElements: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]
    /// Attributes that hold a URL, checked by `TemplateContext.safeURL`.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "data", "cite", "xlink:href", "srcset", "background", "longdesc", "usemap",
        "codebase", "manifest", "icon", "ping", "lowsrc", "dynsrc", "profile", "classid", "archive",
    ]
    /// SVG's animation elements, which can set any attribute (an `href` to a `javascript:` URL) from their values.
    static let animationElements: Set<String> = ["animate", "set", "animatemotion", "animatetransform", "animatecolor"]

    /// Why a value may not go in `attribute` of `tag`, or `nil` when escaping keeps it text.
    static func refusal(attribute: String, tag: String, tagAttributes: Set<String>) -> String? {
        if attribute.hasPrefix("on") { return "a value inside the event handler '\(attribute)': it would run as script" }
        if attribute == "style" { return "a value inside a style attribute: put it in a class or a data- attribute" }
        if attribute == "srcdoc" { return "a value inside srcdoc: it holds a whole HTML page" }
        if tag == "script" { return "a value inside a <script> tag's attributes" }
        if animationElements.contains(tag), ["values", "from", "to", "by", "attributename", "href", "xlink:href"].contains(attribute) {
            return "a value inside <\(tag) \(attribute)>: an SVG animation can set any attribute (a link to javascript:)"
        }
        if tag == "meta", attribute == "content", tagAttributes.contains("http-equiv") {
            return "a value inside <meta http-equiv content>: it can redirect the page"
        }
        return nil
    }

    private(set) var state = State.text
    private(set) var tagName = ""
    private(set) var attributeName = ""
    /// Attributes of the tag being read, so far.
    private(set) var tagAttributes: Set<String> = []
    private var isEndTag = false
    private var declaration = ""
    private var recent = ""
    /// Attributes of the current tag that hold a value.
    private var valueAttributes: Set<String> = []
    /// The template's own text of the current tag's `content` attribute (a `<meta http-equiv>` redirect's URL).
    private var contentText = ""
    private var lateRefusal: String?

    /// Whether the position is inside a start or end tag, between its `<name` and its `>`.
    var isInsideTag: Bool {
        switch state {
        case .tagName, .beforeAttributeName, .attributeName, .afterAttributeName, .beforeAttributeValue, .attributeValue, .selfClosing: true
        default: false
        }
    }

    /// A value was placed at the current position.
    mutating func placeValue() { valueAttributes.insert(attributeName) }

    /// A refusal found only when the tag ended, once.
    mutating func takeLateRefusal() -> String? {
        defer { lateRefusal = nil }
        return lateRefusal
    }

    mutating func feed(_ c: Character) {
        recent = String((recent + String(c)).suffix(16))
        let lower = Character(c.lowercased())
        let isSpace = c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
        switch state {
        case .text:
            if c == "<" { state = .tagOpen }
        case .tagOpen:
            if c == "!" {
                state = .markupDeclaration
                declaration = ""
            } else if c == "/" {
                state = .endTagOpen
            } else if c.isASCII && c.isLetter {
                startTag(lower, isEnd: false)
            } else if c == "?" {
                state = .bogusComment
            } else {
                state = .text
                if c == "<" { state = .tagOpen }
            }
        case .endTagOpen:
            if c.isASCII && c.isLetter { startTag(lower, isEnd: true) } else if c == ">" { state = .text } else { state = .bogusComment }
        case .tagName, .beforeAttributeName, .attributeName, .afterAttributeName, .beforeAttributeValue, .attributeValue, .selfClosing:
            feedInsideTag(c, lower: lower, isSpace: isSpace)
        case .markupDeclaration:
            declaration.append(c)
            if declaration == "--" {
                state = .comment
                recent = ""
            } else if !"--".hasPrefix(declaration) {
                state = c == ">" ? .text : .bogusComment
            }
        case .comment:
            if recent.hasSuffix("-->") || recent.hasSuffix("--!>") || recent == ">" || recent == "->" { state = .text }
        case .bogusComment:
            if c == ">" { state = .text }
        case .rawText(let tag):
            // `</tag` followed by a space, `/` or `>` ends it.
            if isSpace || c == "/" || c == ">", recent.dropLast().lowercased().hasSuffix("</\(tag)") {
                isEndTag = true
                tagName = tag
                state = c == ">" ? .text : .beforeAttributeName
            }
        }
    }

    /// A character between a tag's `<name` and its `>`: names, attributes and their values.
    private mutating func feedInsideTag(_ c: Character, lower: Character, isSpace: Bool) {
        switch state {
        case .tagName:
            if isSpace {
                state = .beforeAttributeName
            } else if c == "/" {
                state = .selfClosing
            } else if c == ">" {
                emitTag()
            } else {
                tagName.append(lower)
            }
        case .beforeAttributeName:
            if isSpace { break }
            if c == "/" { state = .selfClosing } else if c == ">" { emitTag() } else { startAttribute(lower) }
        case .attributeName:
            if isSpace || c == "/" || c == ">" || c == "=" { tagAttributes.insert(attributeName) }
            if isSpace {
                state = .afterAttributeName
            } else if c == "/" {
                state = .selfClosing
            } else if c == ">" {
                emitTag()
            } else if c == "=" {
                state = .beforeAttributeValue
            } else {
                attributeName.append(lower)
            }
        case .afterAttributeName:
            if isSpace { break }
            if c == "/" {
                state = .selfClosing
            } else if c == "=" {
                state = .beforeAttributeValue
            } else if c == ">" {
                emitTag()
            } else {
                startAttribute(lower)
            }
        case .beforeAttributeValue:
            if isSpace { break }
            if c == "\"" || c == "'" { state = .attributeValue(quote: c) } else if c == ">" { emitTag() } else { state = .attributeValue(quote: nil) }
        case .attributeValue(let quote?):
            if c == quote { state = .beforeAttributeName } else { keepContent(c) }
        case .attributeValue(nil):
            if isSpace { state = .beforeAttributeName } else if c == ">" { emitTag() } else { keepContent(c) }
        case .selfClosing:
            if c == ">" { emitTag() } else if !isSpace { startAttribute(lower) } else { state = .beforeAttributeName }
        default: break
        }
    }

    private mutating func startTag(_ first: Character, isEnd: Bool) {
        state = .tagName
        tagName = String(first)
        isEndTag = isEnd
        tagAttributes = []
        valueAttributes = []
        contentText = ""
        attributeName = ""
    }

    /// Keeps a character of a `content` attribute's value, up to 2 048 (a redirect's URL is read from its start).
    private mutating func keepContent(_ c: Character) {
        if attributeName == "content", contentText.count < 2048 { contentText.append(c) }
    }

    /// Why the template's own `<meta http-equiv="refresh" content="0;url=…">` may not stand: a redirect to a URL of
    /// a scheme a page may not link to (`javascript:`); `nil` otherwise.
    static func redirectRefusal(content: String) -> String? {
        let text = TemplateContext.decodingCharacterReferences(content)
        guard let url = text.range(of: "url", options: .caseInsensitive) else { return nil }
        var rest = text[url.upperBound...].drop { $0.isWhitespace }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0.isWhitespace || $0 == "'" || $0 == "\"" }
        guard let scheme = TemplateContext.scheme(of: String(rest)), !TemplateContext.safeSchemes.contains(scheme) else { return nil }
        return "a <meta http-equiv> redirect to a \(scheme): URL; a page's links and sources take only http, https, mailto and relative URLs"
    }

    private mutating func startAttribute(_ first: Character) {
        state = .attributeName
        attributeName = String(first)
    }

    private mutating func emitTag() {
        for attribute in valueAttributes.sorted() {
            if let refusal = Self.refusal(attribute: attribute, tag: tagName, tagAttributes: tagAttributes) { lateRefusal = refusal }
        }
        if tagName == "meta", tagAttributes.contains("http-equiv"), let refusal = Self.redirectRefusal(content: contentText) { lateRefusal = refusal }
        state = !isEndTag && Self.rawTextElements.contains(tagName) ? .rawText(tagName) : .text
        valueAttributes = []
    }
}
