// libFuzzer target: the docs' template engine, which reads a theme, against hostile values and hostile URLs. The
// input is a template: Markdown when its first byte is odd (`#`, `{`), HTML otherwise (`<`). A template the engine
// accepts is rendered twice, with values that try every way out (script URLs as browsers spell them, quotes, tags,
// Markdown links and autolinks, line breaks) and with harmless ones (`x`): the two pages must have the same
// structure (tags and attributes in order; each Markdown line's unescaped marks), and no link or source of the
// hostile page — an HTML URL attribute, a Markdown destination or autolink — may take a scheme other than http,
// https or mailto. Seeded from Templates/docs/ (make fuzz), with Fuzz/theme.dict.
// Compiled with MarkupSkeleton.swift.

import EffectExport

/// What a document's text may hold to leave its place in a page.
let hostileTexts = [
    "javascript:alert(1)", " JaVaScRiPt:alert(1)", "\u{1}javascript:x", "java\tscript:x", "java\nscript:x", "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)", "\"><script>alert(1)</script>", "' onmouseover='alert(1)", "\" onmouseover=location=name x=\"", "](javascript:alert(1))",
    "&#106;avascript:x", "&#x6A;avascript&colon;x", "<img src=x onerror=alert(1)>", "--><script>x</script>", "x) [y](javascript:z",
    "\n[x]: javascript:y\n", "<javascript:alert(1)>", "`<b>`", "| a | b |", "\u{2028}[x](javascript:y)", "javascript&#58;x", "{{ t }}",
]

/// The names a fuzzed template may use: each a text, `items` a list of two objects of the same names, `flag` true.
let names = ["t", "title", "href", "src", "name", "label", "description", "url", "size", "time", "text", "id"]

func values(_ text: (Int) -> String) -> TemplateValue {
    var fields: [String: TemplateValue] = [:]
    for (index, name) in names.enumerated() { fields[name] = .text(text(index)) }
    var top = fields
    top["items"] = .list([.object(fields), .object(fields)])
    top["flag"] = .bool(true)
    return .object(top)
}

/// The scheme a browser reads in `url` (an attribute's value, character references decoded): C0 controls and spaces
/// before it skipped, tabs and line breaks inside it removed; `nil` for a relative URL.
func scheme(of url: String) -> String? {
    let scalars = Array(url.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    guard let colon = scalars.firstIndex(of: ":"), colon > 0 else { return nil }
    let name = scalars[..<colon]
    guard let first = name.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
        name.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
    else { return nil }
    return String(String.UnicodeScalarView(name)).lowercased()
}

/// An attribute's value as HTML reads it: numeric character references and the named ones a URL may be spelled with
/// decoded.
func decoded(_ value: String) -> String {
    guard value.contains("&") else { return value }
    let named = ["colon": ":", "tab": "\t", "newline": "\n", "sol": "/", "amp": "&", "quot": "\"", "apos": "'", "lt": "<", "gt": ">", "num": "#"]
    var out = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
        out += rest[..<amp]
        rest = rest[rest.index(after: amp)...]
        if rest.first == "#" {
            let hex = rest.dropFirst().first.map { $0 == "x" || $0 == "X" } ?? false
            let digits = rest.dropFirst(hex ? 2 : 1).prefix { hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                let scalar = UInt32(digits.prefix(8), radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
                out.unicodeScalars.append(scalar)
                rest = rest.dropFirst((hex ? 2 : 1) + digits.count)
                if rest.first == ";" { rest = rest.dropFirst() }
                continue
            }
        } else if let semicolon = rest.prefix(10).firstIndex(of: ";"), let text = named[rest[..<semicolon].lowercased()] {
            out += text
            rest = rest[rest.index(after: semicolon)...]
            continue
        }
        out += "&"
    }
    return out + rest
}

/// The URL a `<meta http-equiv="refresh">`'s content goes to (`0; url=…`, `0;…`), or "" for content that is no refresh
/// (`width=device-width`: it does not start with the delay).
func refreshURL(_ content: String) -> String {
    let afterDelay = content.drop { $0 == " " }.drop { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard afterDelay.count < content.count, let separator = afterDelay.first, separator == ";" || separator == "," else { return "" }
    let url = afterDelay.dropFirst().drop { $0 == " " }
    return url.lowercased().hasPrefix("url") ? String(url.dropFirst(3).drop { $0 == " " }.drop { $0 == "=" }) : String(url)
}

/// Attributes that hold a URL, in any element (HTML, SVG, MathML).
let urlAttributes: Set<String> = [
    "href", "src", "action", "formaction", "poster", "data", "cite", "xlink:href", "background", "longdesc", "usemap", "codebase",
    "manifest", "icon", "lowsrc", "dynsrc", "profile", "classid", "archive",
]

/// The links of Markdown text: destinations after `](`, reference definitions' and autolinks (a crude reading: more
/// than CommonMark finds, never less).
func markdownLinks(_ markdown: String) -> [String] {
    var links: [String] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        var rest = line[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            links.append(String(rest.drop { $0 == " " || $0 == "<" }.prefix { $0 != ")" && $0 != " " && $0 != ">" }))
        }
        let trimmed = line.drop { $0 == " " }
        if trimmed.first == "[", let close = trimmed.firstIndex(of: "]"), trimmed[trimmed.index(after: close)...].first == ":" {
            links.append(String(trimmed[trimmed.index(close, offsetBy: 2)...].drop { $0 == " " || $0 == "<" }.prefix { $0 != " " && $0 != ">" }))
        }
        // An autolink: `<`, a URL without spaces or angle brackets, `>`.
        var autolinks = line[...]
        while let open = autolinks.firstIndex(of: "<") {
            autolinks = autolinks[autolinks.index(after: open)...]
            let url = autolinks.prefix { $0 != ">" && $0 != " " && $0 != "<" && $0 != "\t" }
            if autolinks.dropFirst(url.count).first == ">" { links.append(String(url)) }
        }
    }
    return links
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, let source = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let kind: PageTemplate.Kind = data[0] % 2 == 1 ? .markdown : .html
    guard let template = try? PageTemplate(source, name: "fuzz", kind: kind) else { return 0 }
    let seed = Int(size) &+ Int(data[size / 2])
    let limit = 1 << 20
    guard let hostile = try? template.render(values { hostileTexts[($0 &+ seed) % hostileTexts.count] }, limit: limit),
        let benign = try? template.render(values { _ in "x" }, limit: limit)
    else { return 0 }
    var unsafe: [String] = []
    let structure = htmlSkeleton(hostile) { tag, name, value in
        let url = decoded(value)
        if urlAttributes.contains(name) || (tag == "meta" && name == "content"), let scheme = scheme(of: tag == "meta" ? refreshURL(url) : url),
            !["http", "https", "mailto"].contains(scheme)
        {
            unsafe.append("<\(tag) \(name)=\"\(value)\">")
        }
    }
    if kind == .markdown {
        for link in markdownLinks(hostile) {
            if let scheme = scheme(of: decoded(link)), !["http", "https", "mailto"].contains(scheme) { unsafe.append("link \(link)") }
        }
        check("the Markdown", markdownSkeleton(hostile), markdownSkeleton(benign))
    }
    if !unsafe.isEmpty { fatalError("a script URL in the page: \(unsafe.prefix(3))") }
    check("the page's HTML", structure, htmlSkeleton(benign))
    return 0
}
