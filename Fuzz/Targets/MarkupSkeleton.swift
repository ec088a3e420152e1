// Shared by the fuzz targets of the web writers and the theme engine (compiled into each): a page's structure, to
// compare a page made from hostile texts with the page made from harmless ones.

/// An HTML page's structure: its tags and their attributes' names in order, comments as `<!--`, text as `T`, and
/// the content of `<style>` and `<script>` as it is (a text there would be code). `attribute` is given each
/// attribute's tag, name (lower-cased) and value as written.
func htmlSkeleton(_ html: String, attribute: (String, String, String) -> Void = { _, _, _ in }) -> [String] {
    let c = Array(html.unicodeScalars)
    var tokens: [String] = []
    var i = 0
    func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    while i < c.count {
        if c[i] == "<", i + 3 < c.count, c[i + 1] == "!", c[i + 2] == "-", c[i + 3] == "-" {
            tokens.append("<!--")
            var j = i + 4
            while j + 2 < c.count, !(c[j] == "-" && c[j + 1] == "-" && c[j + 2] == ">") { j += 1 }
            i = j + 3
            continue
        }
        if c[i] == "<", i + 1 < c.count, isLetter(c[i + 1]) || c[i + 1] == "/" || c[i + 1] == "!" {
            var j = i + 1
            var name = ""
            while j < c.count, c[j] != ">", c[j] != " ", c[j] != "\n", c[j] != "\t", c[j] != "/" || name.isEmpty {
                name.unicodeScalars.append(c[j])
                j += 1
            }
            var tag = "<" + name.lowercased()
            // Attributes: names kept, values (quoted or not) dropped.
            while j < c.count, c[j] != ">" {
                if c[j] == " " || c[j] == "\n" || c[j] == "\t" || c[j] == "/" {
                    j += 1
                    continue
                }
                var attributeName = ""
                while j < c.count, c[j] != "=", c[j] != " ", c[j] != ">", c[j] != "\n", c[j] != "/" {
                    attributeName.unicodeScalars.append(c[j])
                    j += 1
                }
                tag += " " + attributeName.lowercased()
                var value = String.UnicodeScalarView()
                if j < c.count, c[j] == "=" {
                    j += 1
                    if j < c.count, c[j] == "\"" || c[j] == "'" {
                        let quote = c[j]
                        j += 1
                        while j < c.count, c[j] != quote {
                            value.append(c[j])
                            j += 1
                        }
                        j += 1
                    } else {
                        while j < c.count, c[j] != " ", c[j] != ">" {
                            value.append(c[j])
                            j += 1
                        }
                    }
                }
                attribute(name.lowercased(), attributeName.lowercased(), String(value))
            }
            tokens.append(tag + ">")
            i = j + 1
            let lower = name.lowercased()
            if lower == "style" || lower == "script" {
                var content = ""
                while i < c.count, !(c[i] == "<" && i + 1 < c.count && c[i + 1] == "/") {
                    content.unicodeScalars.append(c[i])
                    i += 1
                }
                tokens.append(content)
            }
            continue
        }
        if tokens.last != "T" { tokens.append("T") }
        i += 1
    }
    return tokens
}

/// A Markdown text's structure: for each line, its unescaped `|`, `<`, `>`, `[`, `]` and backticks.
func markdownSkeleton(_ markdown: String) -> [String] {
    markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        var marks = ""
        var escaped = false
        for c in line.unicodeScalars {
            if escaped {
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if "|<>[]`".unicodeScalars.contains(c) {
                marks.unicodeScalars.append(c)
            }
        }
        return marks
    }
}

func check(_ what: String, _ a: [String], _ b: [String]) {
    guard a != b else { return }
    let common = min(a.count, b.count)
    let at = (0..<common).first { a[$0] != b[$0] } ?? common
    fatalError("\(what): text became structure at \(at): \(a[at...].prefix(6)) where the writer wrote \(b[at...].prefix(6))")
}

/// A control character a terminal would obey (C0 but tab and line feed, DEL, C1).
func rawControl(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
}

