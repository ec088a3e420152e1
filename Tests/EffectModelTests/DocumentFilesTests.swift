import Testing

@testable import EffectModel

/// The model decodes bytes: the token file a document names comes through the `DocumentFiles` its loader passes in
/// (here files in memory), an absolute path or `..` is refused before the reader is asked, a reader's refusal is
/// said where the document names the file, and without a reader no file is read.
@Suite struct DocumentFilesTests {
    /// Files in memory, by the path the document writes; what was asked, in order.
    final class MemoryFiles: DocumentFiles {
        let files: [String: String]
        var asked: [String] = []
        init(_ files: [String: String]) { self.files = files }

        func read(_ path: String, atMost limit: Int) throws(DocumentFileError) -> [UInt8] {
            asked.append(path)
            if path == "link.json" { throw .linkLeavesFolder }
            guard let text = files[path] else { throw .unreadable(lookedFor: "memory/\(path)", reason: "no such file") }
            return Array(text.utf8)
        }
    }

    static let tokens = #"{ "motion": { "fast": { "$type": "duration", "$value": "120ms" } } }"#

    static func report(tokens path: String, files: (any DocumentFiles)?) -> DocumentReport {
        let text = """
            { "effect": 1, "tokens": "\(path)", "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ],
              "animations": [ { "layer": "a", "keyPath": "opacity", "toValue": 0, "duration": "{motion.fast}" } ] }
            """
        return EffectDocument.check(json: Array(text.utf8), file: "effects/in.json", files: files)
    }

    @Test func aTokenFileComesThroughTheReader() throws {
        let files = MemoryFiles(["tokens/motion.json": Self.tokens])
        let report = Self.report(tokens: "tokens/motion.json", files: files)
        guard case .core(let animation, _)? = try #require(report.document).animations.first?.content else {
            Issue.record("no animation")
            return
        }
        #expect(animation.timing.duration == 0.12)
        #expect(files.asked == ["tokens/motion.json"] && report.tokenFile == "tokens/motion.json")
    }

    @Test func refusalsAreLocatedAtTokens() {
        let rule = #"token files are read from beside the document or below it; write a path relative to its folder, such as "motion.tokens.json""#
        for (path, message, asked) in [
            ("/etc/passwd", "the token file /etc/passwd is an absolute path; \(rule)", false),
            ("a/../../b.json", "the token file a/../../b.json leaves the document's folder (..); \(rule)", false),
            ("link.json", "the token file link.json is a link to a file outside the document's folder; \(rule)", true),
            ("gone.json", "cannot read the token file gone.json (looked for memory/gone.json): no such file", true),
        ] {
            let files = MemoryFiles([:])
            let report = Self.report(tokens: path, files: files)
            #expect(report.document == nil && report.tokenFile == nil)
            #expect(report.errors.first?.description == "effects/in.json:1:26: tokens: \(message)", "\(path)")
            #expect(files.asked == (asked ? [path] : []), "\(path)")
        }
    }

    @Test func withoutAReaderNoFileIsRead() {
        let report = Self.report(tokens: "motion.tokens.json", files: nil)
        #expect(
            report.errors.first?.message
                == "cannot read the token file motion.tokens.json: the document was decoded from bytes alone, with no folder to read it from")
        // A reference to one of its tokens points back at `tokens`.
        #expect(
            report.errors.dropFirst().map(\.message) == ["{motion.fast} refers to a token of the token file that could not be read (see `tokens`)"])
    }
}
