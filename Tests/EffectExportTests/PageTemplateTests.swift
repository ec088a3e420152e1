import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// The docs' template engine: escaping by context against hostile strings, missing names as errors, loops and
/// conditionals, values refused where no escaping is safe.
@Suite struct PageTemplateTests {
    static func html(_ source: String, _ values: TemplateValue) throws -> String {
        try PageTemplate(source, name: "t.html", kind: .html).render(values)
    }

    static func markdown(_ source: String, _ values: TemplateValue) throws -> String {
        try PageTemplate(source, name: "t.md", kind: .markdown).render(values)
    }

    @Test(arguments: [
        // (template, hostile value, expected output)
        ("<h1>{{ t }}</h1>", "<script>alert(1)</script>", "<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"),
        ("<img alt=\"{{ t }}\">", "\" onerror=\"alert(1)", "<img alt=\"&quot; onerror=&quot;alert(1)\">"),
        ("<img alt='{{ t }}'>", "' onerror='alert(1)", "<img alt='&#39; onerror=&#39;alert(1)'>"),
        ("<a href=\"{{ t }}\">x</a>", "javascript:alert(1)", "<a href=\"#unsafe\">x</a>"),
        ("<a href=\"{{ t }}\">x</a>", " JavaScript:alert(1)", "<a href=\"#unsafe\">x</a>"),
        ("<img src=\"{{ t }}\">", "data:text/html,<script>", "<img src=\"#unsafe\">"),
        ("<a href=\"{{ t }}\">x</a>", "ripple/index.html?a=1&b=2", "<a href=\"ripple/index.html?a=1&amp;b=2\">x</a>"),
        ("<p>{{ t }}</p>", "{{ t }}", "<p>{{ t }}</p>"),
        ("<p title=\"{{ t }}\">{{ t }}</p>", "a & b", "<p title=\"a &amp; b\">a &amp; b</p>"),
    ])
    func htmlEscapesByContext(_ template: String, _ value: String, _ expected: String) throws {
        #expect(try Self.html(template, ["t": .text(value)]) == expected)
    }

    @Test(arguments: [
        ("# {{ t }}", "<script>x</script>", "# &lt;script&gt;x&lt;/script&gt;"),
        ("[{{ t }}](a.html)", "x](javascript:alert(1))", "[x\\]\\(javascript:alert\\(1\\)\\)](a.html)"),
        ("| {{ t }} |", "a | b", "| a \\| b |"),
        ("![alt]({{ t }})", "javascript:alert(1)", "![alt](#unsafe)"),
        ("[x]({{ t }})", "my page (1).html", "[x](my%20page%20%281%29.html)"),
        ("{{ t }}", "*bold* _it_ `code` {{ t }}", "\\*bold\\* \\_it\\_ \\`code\\` \\{\\{ t \\}\\}"),
        ("{{ t }}", "two\nlines", "two lines"),
        ("{{ a }}\n{{ t }}", "===", "x\n\\=\\=\\="),
        ("{{ t }}", "# 1. - + > x", "\\# 1\\. \\- \\+ &gt; x"),
    ])
    func markdownEscapesByContext(_ template: String, _ value: String, _ expected: String) throws {
        #expect(try Self.markdown(template, ["t": .text(value), "a": "x"]) == expected)
    }

    @Test func loopsConditionalsAndScopes() throws {
        let values: TemplateValue = ["title": "Effects", "items": [["name": "a", "on": true], ["name": "b", "on": false]], "empty": []]
        let source = "{{ title }}:{{#each items}} {{ name }}{{#if on}}+{{else}}-{{/if}}({{ title }}){{/each}}{{#if empty}}!{{/if}}{{! a comment }}"
        #expect(try Self.html(source, values) == "Effects: a+(Effects) b-(Effects)")
        #expect(try Self.html("{{#each names}}[{{ this }}]{{/each}}", ["names": ["x", "<y>"]]) == "[x][&lt;y&gt;]")
        #expect(try Self.html("{{ a.b.c }}", ["a": ["b": ["c": "deep"]]]) == "deep")
        // Markup the tool made goes in as is, in text only.
        #expect(try Self.html("<div>{{ svg }}</div>", ["svg": .markup("<svg/>")]) == "<div><svg/></div>")
        #expect(throws: TemplateError.self) { try Self.html("<a title=\"{{ svg }}\">", ["svg": .markup("<svg/>")]) }
    }

    @Test(arguments: [
        ("<p>{{ missing }}</p>", "t.html:1: no value for 'missing'"),
        ("<p>\n{{#each x}}</p>", "t.html:2: '{{/each}}' missing at the end"),
        ("{{/if}}", "t.html:1: '{{/if}}' does not close an open block"),
        ("<a href={{ u }}>", "t.html:1: a value inside a tag must be in a quoted attribute value"),
        ("<script>var a = \"{{ u }}\"</script>", "t.html:1: a value inside <script>: put data in an attribute instead"),
        ("<style>\n{{ u }}</style>", "t.html:2: a value inside <style>: put data in an attribute instead"),
        ("<!-- {{ u }} -->", "t.html:1: a value inside an HTML comment"),
        ("{{ a b }}", "t.html:1: 'a b' is not a name"),
        ("{{ u", "t.html:1: '{{' without '}}'"),
    ])
    func mistakesAreErrorsWithTheirLine(_ source: String, _ message: String) throws {
        let error = #expect(throws: TemplateError.self) {
            try Self.html(source, ["u": "x", "x": []])
        }
        #expect(error?.description == message)
    }

    /// Contexts where escaped text still runs, however the HTML tokenizer lets them be spelled: refused when the
    /// template is read, with the line.
    @Test(arguments: [
        "<script/>{{ u }}</script>", "<SCRIPT>{{ u }}</SCRIPT>", "<script\tsrc=x>{{ u }}</script>", "<script\n>{{ u }}",
        "<img src=x onerror=\"console.log('{{ u }}')\">", "<body onload='{{ u }}'>", "<img ONERROR=\"{{ u }}\">",
        "<iframe srcdoc=\"{{ u }}\"></iframe>", "<iframe>{{ u }}</iframe>", "<p style=\"color: {{ u }}\">",
        "<svg><animate attributeName=\"href\" values=\"{{ u }}\"/></svg>", "<svg><set attributeName=\"href\" to=\"{{ u }}\"/></svg>",
        "<svg><animate attributeName=\"{{ u }}\"/></svg>", "<script src=\"{{ u }}\"></script>",
        "<meta http-equiv=\"refresh\" content=\"{{ u }}\">", "<meta content=\"{{ u }}\" http-equiv=\"refresh\">",
        "<noscript>{{ u }}</noscript>", "<xmp>{{ u }}</xmp>", "<!--> <p>x</p> <!-- {{ u }} -->", "<!DOCTYPE html {{ u }}>",
        "<? {{ u }} >", "</p {{ u }}>", "<style type=\"text/css\">{{ u }}", "<script>x</scriptx>{{ u }}</script>",
    ])
    func contextsWhereTextWouldRunAreRefused(_ source: String) throws {
        let error = #expect(throws: TemplateError.self) { try Self.html("<p>\n" + source, ["u": "x"]) }
        #expect((error?.line ?? 0) >= 2, "\(source): \(String(describing: error))")
    }

    /// Templates put together at random from the pieces of hostile markup: every one the engine accepts, rendered
    /// with hostile values, is read by html5lib (the HTML5 parsing rules) and the value never leaves text or a
    /// safe attribute.
    @Test(.tags(.htmlCheckers), .needs(.html5lib)) func everyAcceptedTemplateKeepsHostileValuesAsTextForHTML5() throws {
        let pieces = [
            "<p>", "</p>", "<script>", "</script>", "<script/>", "<SCRIPT >", "</script >", "<style>", "</style>", "<!--", "-->", "<!-->",
            "<a href=\"", "<a href='", "\">", "'>", "<img alt=\"", "<img src=", " onerror=\"", " onclick='", "<textarea>", "</textarea>",
            "<title>", "</title>", "<iframe srcdoc=\"", "<svg><animate attributeName=\"href\" values=\"", "<p style=\"", "<div data-x=\"",
            "<!DOCTYPE html>", "<?x ", ">", "\"", "'", " ", "\t", "\n", "<", "</", "x", "=", "/", "<noscript>", "</noscript>",
            "<meta http-equiv=\"refresh\" content=\"", "<iframe>", "</iframe>", "<svg>", "</svg>", "<b ", "<img srcset=\"",
            "<img src=x onerror=\"", "<b onclick='", "<p title=\"", "<svg><set attributeName=\"href\" to=\"", "<a\thref=\"",
        ]
        var generator = SeededGenerator(seed: 21)
        var pages: [String] = []
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                source += Bool.random(using: &generator) ? pieces.randomElement(using: &generator)! : "{{ u }}"
            }
            guard let template = try? PageTemplate(source, name: "t.html", kind: .html) else { continue }
            for value in [
                "PWN\"'><script>PWN</script><img src=x onerror=PWN> --> </textarea></title></style></script>", "javascript:PWN", " JAVASCRIPT:PWN",
            ] {
                pages.append(try template.render(["u": .text(value)]))
            }
        }
        #expect(pages.count > 1500, "enough accepted templates to mean something: \(pages.count / 3)")
        let script = DocsSiteTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/check-template-contexts.py")
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("template-pages-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try JSONSerialization.data(withJSONObject: pages).write(to: input)
        let run = try ExternalTool.run("sh", ["-c", "python3 \"$0\" < \"$1\"", script.path, input.path])
        #expect(run.status == 0, "\(run.text)\(run.standardError)")
    }

    /// What looks like a tag to a careless reader but is text to the tokenizer stays text.
    @Test func whatTheTokenizerReadsAsTextIsText() throws {
        #expect(try Self.html("a < b {{ u }}", ["u": "<"]) == "a < b &lt;")
        #expect(try Self.html("<script>x</script >{{ u }}", ["u": "<"]) == "<script>x</script >&lt;")
        #expect(try Self.html("<!-- a --> {{ u }}", ["u": "<"]) == "<!-- a --> &lt;")
        #expect(try Self.html("<!---->{{ u }}", ["u": "<"]) == "<!---->&lt;")
        #expect(try Self.html("<meta name=\"generator\" content=\"{{ u }}\">", ["u": "\""]) == "<meta name=\"generator\" content=\"&quot;\">")
        #expect(try Self.html("<img srcset=\"{{ u }}\">", ["u": "javascript:alert(1)"]) == "<img srcset=\"#unsafe\">")
    }

    /// Nesting and output are bounded: a small theme cannot overflow the stack or write gigabytes.
    @Test func nestingAndOutputAreBounded() throws {
        let deep = String(repeating: "{{#if u}}", count: 10_000) + String(repeating: "{{/if}}", count: 10_000)
        let error = #expect(throws: TemplateError.self) { try Self.html(deep, ["u": "x"]) }
        #expect(error?.message.contains("nested more than") == true)
        let list: TemplateValue = .list(Array(repeating: ["d": .text(String(repeating: "x", count: 1000))], count: 10))
        let seven = String(repeating: "{{#each l}}", count: 7) + "{{ d }}" + String(repeating: "{{/each}}", count: 7)
        let blowUp = #expect(throws: TemplateError.self) { try PageTemplate(seven, name: "t.html", kind: .html).render(["l": list], limit: 1 << 20) }
        #expect(blowUp?.message.contains("the page grows past 1 MiB") == true)
        #expect(PageTemplate.maximumOutput == 128 << 20)
    }

    /// A URL is checked whole — the template's text around its values, character references decoded, leading spaces
    /// and controls skipped, the scheme in any case — so neither a theme's text nor a document's value can make it
    /// anything but http, https, mailto or relative. (template, value, the page; `nil`: refused when read.)
    @Test(
        arguments: [
            (##"<a href="javascript:{{ t }}">"##, "x", nil),
            (##"<a href=" JavaScript:alert({{ t }})">"##, "x", nil),
            (##"<a href="&#106;avascript:{{ t }}">"##, "x", nil),
            (##"<a href="&#x6A;avascript&colon;x">"##, "x", nil),
            (##"<a href="vbscript:x">"##, "x", nil),
            (##"<img src="data:text/html,{{ t }}">"##, "x", nil),
            (##"<a href="{{ t }}:alert(1)">"##, "javascript", ##"<a href="#unsafe">"##),
            (##"<a href="java{{ t }}">"##, "script:alert(1)", ##"<a href="#unsafe">"##),
            (##"<a href="{{ t }}">"##, " \u{1}javascript:alert(1)", ##"<a href="#unsafe">"##),
            (##"<a href="{{ t }}">"##, "data:text/html,<script>", ##"<a href="#unsafe">"##),
            (##"<a href="{{ t }}">"##, "mailto:a@b.c", ##"<a href="mailto:a@b.c">"##),
            (##"<a href="https://x/{{ t }}?q=1&amp;r=2">"##, "a b", ##"<a href="https://x/a b?q=1&amp;r=2">"##),
            (##"<a href="#{{ t }}">"##, "javascript:x", ##"<a href="#javascript:x">"##),
            ("[x](javascript:{{ t }})", "x", nil),
            ("[x]({{ t }}:y)", "javascript", "[x](#unsafe)"),
            ("[x](docs/{{ t }}.md)", "a b", "[x](docs/a%20b.md)"),
            ("[x]: {{ t }} \"title\"", "javascript:alert(1)", "[x]: #unsafe \"title\""),
            ("[x]: javascript:{{ t }}", "x", nil),
        ] as [(String, String, String?)])
    func urlsAreCheckedWhole(_ template: String, _ value: String, _ expected: String?) throws {
        let kind: PageTemplate.Kind = template.hasPrefix("[") ? .markdown : .html
        guard let expected else {
            let error = #expect(throws: TemplateError.self) { try PageTemplate(template, name: "t", kind: kind) }
            #expect(error?.message.hasSuffix(": URL; a page's links and sources take only http, https, mailto and relative URLs") == true)
            return
        }
        #expect(try PageTemplate(template, name: "t", kind: kind).render(["t": .text(value)]) == expected)
    }

    /// A theme's own `<meta http-equiv="refresh">` may redirect only where a link may go: to a `javascript:`,
    /// `vbscript:` or `data:` URL it is refused when the template is read, however the attribute is spelled.
    @Test(arguments: [
        (#"<meta http-equiv="refresh" content="0;url=javascript:alert(1)">"#, "javascript"),
        (#"<META HTTP-EQUIV=Refresh CONTENT="0; URL = 'VBScript:x'">"#, "vbscript"),
        (#"<meta content='1;url=data:text/html,x' http-equiv='refresh'>"#, "data"),
        (#"<meta http-equiv="refresh" content="0;url=java&#x73;cript:x">"#, "javascript"),
    ])
    func aThemesOwnRedirectToAScriptIsRefused(_ template: String, _ scheme: String) {
        let error = #expect(throws: TemplateError.self) { try PageTemplate(template, name: "t", kind: .html) }
        #expect(
            error?.message
                == "a <meta http-equiv> redirect to a \(scheme): URL; a page's links and sources take only http, https, mailto and relative URLs")
        for safe in [#"<meta http-equiv="refresh" content="5;url=https://x.org/">"#, #"<meta http-equiv="refresh" content="30">"#] {
            #expect(throws: Never.self) { try PageTemplate(safe, name: "t", kind: .html) }
        }
    }

    /// A template that ends inside a tag is refused: a site that wraps the page would close the tag with its own `>`,
    /// and a redirect left open at the end (found by `make fuzz FUZZ_TARGETS=theme`) would then stand unchecked.
    @Test(arguments: [PageTemplate.Kind.markdown, .html])
    func aTemplateMayNotEndInsideATag(_ kind: PageTemplate.Kind) {
        for template in [#"# Effects <meta http-equiv="refresh" content="0;url=reduced:"onMtoi "fade","#, "<p>Hello</p><a href=\"x\"", "<b"] {
            let error = #expect(throws: TemplateError.self) { try PageTemplate(template, name: "t", kind: kind) }
            #expect(error?.message.hasPrefix("the template ends inside the <") == true)
            #expect(error?.message.hasSuffix("> tag: close it with '>'") == true)
        }
        for safe in ["a < b", "x <3", "<p>done</p>"] {
            #expect(throws: Never.self) { try PageTemplate(safe, name: "t", kind: kind) }
        }
    }

    /// A Markdown link after an inline `<style>` is still a link to Markdown (and a live one where a sanitizer drops
    /// the tag): its destination takes only the schemes a page may link to (found by `make fuzz FUZZ_TARGETS=theme`).
    @Test func aLinkAfterAnInlineStyleTagIsStillALink() {
        let error = #expect(throws: TemplateError.self) {
            try PageTemplate("# Effects\n\"category\": x,<style>\n[t](mailtm:iewlocity) and more", name: "t", kind: .markdown)
        }
        #expect(error?.message == "a mailtm: URL; a page's links and sources take only http, https, mailto and relative URLs")
        #expect(throws: Never.self) { try PageTemplate("x <style>\n[t](https://example.org/)", name: "t", kind: .markdown) }
    }

    /// Markdown holds HTML and autolinks as they are, where its escaping does not hold (a backslash does not end an
    /// HTML attribute, and `<javascript:…>` is a link): a value there is refused when the template is read.
    @Test(arguments: [
        "<{{ t }}>", "see <{{ t }}> here", "<a href=\"{{ t }}\">x</a>", "<a title='{{ t }}'>x</a>", "<img src=x {{ t }}>",
        "<script>{{ t }}</script>", "<style>\n{{ t }}</style>", "<!-- {{ t }} -->", "<div\ntitle=\"{{ t }}\">",
    ])
    func valuesInsideHTMLInMarkdownAreRefused(_ template: String) {
        let error = #expect(throws: TemplateError.self) { try PageTemplate(template, name: "t.md", kind: .markdown) }
        #expect(error?.message.hasPrefix("a value inside HTML or an autolink in a Markdown page") == true, "\(String(describing: error))")
    }

    /// A Markdown page's own links are checked as an HTML page's are: in its HTML and its autolinks too.
    @Test(arguments: [
        ("See <javascript:alert(1)>.", "javascript"), ("<VBScript:x>", "vbscript"), (#"<a href="data:text/html,x">y</a>"#, "data"),
        (#"<img src=' javascript:x'>"#, "javascript"), ("a <style> b\nc <JavaScript:alert(1)>", "javascript"),
    ])
    func aMarkdownPagesOwnScriptLinkIsRefused(_ template: String, _ scheme: String) throws {
        let error = #expect(throws: TemplateError.self) { try PageTemplate(template, name: "t.md", kind: .markdown) }
        #expect(error?.message == "a \(scheme): URL; a page's links and sources take only http, https, mailto and relative URLs")
        #expect(
            try Self.markdown("<https://x.org/a> <a href=\"b.html\">b</a> <me@x.org>", [:]) == "<https://x.org/a> <a href=\"b.html\">b</a> <me@x.org>"
        )
    }

    @Test func markdownTextAfterHTMLTakesValues() throws {
        #expect(
            try Self.markdown("a < b, <br> {{ t }} <i>x</i> [{{ t }}]({{ t }})", ["t": "<x>"])
                == "a < b, <br> &lt;x&gt; <i>x</i> [&lt;x&gt;](%3Cx%3E)")
    }

    @Test func aBlockInsideAURLIsRefused() {
        let error = #expect(throws: TemplateError.self) { try PageTemplate(#"<a href="{{#if t}}x{{/if}}">"#, name: "t.html", kind: .html) }
        #expect(error?.description == "t.html:1: '{{#if t}}' inside a URL: put the block around the whole attribute or link")
    }

    /// Blocks nested in each other multiply their passes even when they write nothing: the work is bounded, not the
    /// output alone.
    @Test func emptyBlocksCannotHang() throws {
        let list: TemplateValue = .list(Array(repeating: ["d": "x"], count: 30))
        let nested = "<p>\n" + String(repeating: "{{#each l}}", count: 8) + String(repeating: "{{/each}}", count: 8) + "</p>"
        let error = #expect(throws: TemplateError.self) { try PageTemplate(nested, name: "t.html", kind: .html).render(["l": list]) }
        #expect(error?.description.hasSuffix("the page takes more than 1048576 steps here: '{{#each}}' blocks nested in each other multiply") == true)
    }

    @Test func textAfterScriptAndStyleIsTextAgain() throws {
        #expect(
            try Self.html("<style>p{}</style><p>{{ u }}</p><script>1</script><b>{{ u }}</b>", ["u": "<i>"])
                == "<style>p{}</style><p>&lt;i&gt;</p><script>1</script><b>&lt;i&gt;</b>")
    }
}
