import Testing

@testable import EffectModel

@Suite struct JSONTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSON { try JSON.parse(Array(text.utf8)) }

    func syntaxError(_ text: String) -> JSONSyntaxError? {
        do throws(JSONSyntaxError) {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesKeepTheirKindsAndKeyOrder() throws {
        let json = try parse(#"{"b": [1, -2.5e2, true, false, null], "a": "x\u00e9\ud83d\ude00\n"}"#)
        guard case .object(let members) = json.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        guard case .array(let items) = members[0].value.value else {
            Issue.record("not an array")
            return
        }
        guard case .number(let n) = items[1].value else {
            Issue.record("not a number")
            return
        }
        #expect(n == -250)
        guard case .string(let s) = members[1].value.value else {
            Issue.record("not a string")
            return
        }
        #expect(s == "xé😀\n")
    }

    @Test func locationsAreLinesAndCharacterColumns() throws {
        let json = try parse("{\n  \"버튼\": [10,\n    20]\n}")
        guard case .object(let members) = json.value, case .array(let items) = members[0].value.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(line: 2, column: 9))  // after a two-character key
        #expect(items[1].location == SourceLocation(line: 3, column: 5))
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        let cases: [(String, Int, Int, String)] = [
            (
                "{\"a\": 1,}", 1, 9,
                "expected a key in quotes, found '}': the comma before it is one too many (JSON takes no comma after the last item); remove it"
            ),
            (
                "[1, 2,]", 1, 7,
                "expected a value, found ']': the comma before it is one too many (JSON takes no comma after the last item); remove it"
            ),
            ("[1 2]", 1, 4, "expected ',' or ']', found '2'"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
            ("\"abc", 1, 5, "unterminated string"),
            ("\"a\\qb\"", 1, 3, "invalid escape '\\q'"),
            ("01", 1, 2, "unexpected text after the JSON value"),
            ("1e999", 1, 1, "the number 1e999 is out of range"),
            ("[\n  tru]", 2, 3, "expected a value, found 't'"),
            ("", 1, 1, "expected a value, found the end of the document"),
        ]
        for (text, line, column, message) in cases {
            let error = syntaxError(text)
            #expect(error?.location == SourceLocation(line: line, column: column), "\(text)")
            #expect(error?.message == message, "\(text)")
        }
    }

    /// Bytes that are not UTF-8 in a string, and surrogates without their pair, are errors at their line, column
    /// and JSON path — never replaced silently, never a crash.
    @Test func stringsMustBeUTF8AndSurrogatesPaired() {
        let notUTF8 = "is not UTF-8, in a string; save the document as UTF-8"
        let cases: [([UInt8], Int, Int, String, String)] = [
            (Array(#"{"a": [1, "caf"#.utf8) + [0xE9] + Array(#""]}"#.utf8), 1, 15, "a[1]", "byte 0xE9 \(notUTF8)"),
            (Array("{\n \"t\u{E9}".utf8) + [0xC3] + Array(#"": 1}"#.utf8), 2, 5, "(document)", "byte 0xC3 \(notUTF8)"),
            (Array(#"{"a": {"b": "x"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}}"#.utf8), 1, 15, "a.b", "byte 0xED \(notUTF8)"),
            (Array(#"{"title": "A\uD800B"}"#.utf8), 1, 19, "title", #"lone surrogate in a \u escape"#),
            (Array(#"{"title": "\uDC00"}"#.utf8), 1, 18, "title", #"lone surrogate in a \u escape"#),
            (Array(#"{"title": "\uD800\u0041"}"#.utf8), 1, 24, "title", #"invalid surrogate pair in a \u escape"#),
        ]
        for (bytes, line, column, path, message) in cases {
            var error: JSONSyntaxError?
            do throws(JSONSyntaxError) { _ = try JSON.parse(bytes) } catch let thrown { error = thrown }
            #expect(error?.location == SourceLocation(line: line, column: column), "\(bytes)")
            #expect(error?.path.description == path, "\(bytes)")
            #expect(error?.message == message, "\(bytes)")
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(deep)?.message == "nesting deeper than 512 levels")
    }
}
