@testable import EffectExport
import Testing

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
    ])
    func markdownEscapesByContext(_ template: String, _ value: String, _ expected: String) throws {
        #expect(try Self.markdown(template, ["t": .text(value)]) == expected)
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

    @Test func textAfterScriptAndStyleIsTextAgain() throws {
        #expect(try Self.html("<style>p{}</style><p>{{ u }}</p><script>1</script><b>{{ u }}</b>", ["u": "<i>"]) == "<style>p{}</style><p>&lt;i&gt;</p><script>1</script><b>&lt;i&gt;</b>")
    }
}
