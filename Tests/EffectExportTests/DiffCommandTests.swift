import Foundation
import Testing
import _EffectTestSupport

/// `effect-export diff` run as a reviewer or a CI job runs it: exit statuses as `diff(1)`'s, standard input, the
/// report's formats and the picture beside the Markdown.
@Suite struct DiffCommandTests {
    let tool = ExternalTool.effectExport

    /// The FAB template with a bouncier spring, in `folder` with a copy of its token file (token files are read
    /// from beside a document or below it).
    static func bouncier(in folder: URL) throws -> URL {
        let template = try String(contentsOf: Templates.folder.appendingPathComponent("floating-button.json"), encoding: .utf8)
        try FileManager.default.copyItem(at: Templates.folder.appendingPathComponent("tokens"), to: folder.appendingPathComponent("tokens"))
        let edited = template.replacingOccurrences(of: #""closeDelay""#, with: #""dampingRatio": 0.4, "closeDelay""#)
        let url = folder.appendingPathComponent("floating-button.json")
        try Data(edited.utf8).write(to: url)
        return url
    }

    @Test func exitsZeroWhenTheMotionIsTheSameAndOneWhenItDiffers() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = try ExternalTool.run(tool, ["diff", "floating-button", "floating-button"])
        #expect(same.status == 0 && same.text.contains("No change in motion."))
        let edited = try Self.bouncier(in: folder)
        let differs = try ExternalTool.run(tool, ["diff", "floating-button", edited.path])
        #expect(differs.status == 1, "\(differs.standardError)")
        #expect(
            differs.text.contains(
                "| Tap at 100 ms | Pencil button · Scale | easing spring · perceptual duration 160 ms, bounce 0.45, settles at 343 ms → spring · perceptual duration 124 ms, bounce 0.6, settles at 359 ms |"
            ))
        #expect(differs.text.count < 65_536)
    }

    /// The FAB template with its openDuration 450 ms instead of the token's 300 ms, in `folder` with the token file.
    static func longer(in folder: URL) throws -> URL {
        let template = try String(contentsOf: Templates.url("floating-button"), encoding: .utf8)
        let edited = template.replacingOccurrences(of: #""openDuration": "{md.sys.motion.duration.medium2}""#, with: #""openDuration": "450ms""#)
        #expect(edited != template)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Templates.folder.appendingPathComponent("tokens/material3.tokens.json"),
            to: folder.appendingPathComponent("tokens/material3.tokens.json"))
        let url = folder.appendingPathComponent("floating-button.json")
        try Data(edited.utf8).write(to: url)
        return url
    }

    /// The floating button's openDuration from 300 to 450 ms: the spring runs 150 ms longer and is stated so, beside its
    /// perceptual duration and settling, each of which a designer sees move; the token the old one took is named.
    @Test func aSpringsLongerDurationIsReported() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try Self.longer(in: folder)
        let run = try ExternalTool.run(tool, ["diff", "floating-button", url.path])
        #expect(run.status == 1, "\(run.standardError)")
        for property in ["Scale", "Opacity"] {
            #expect(run.text.contains("| Tap at 100 ms | Pencil button · \(property) | duration 300 ms (md.sys.motion.duration.medium2) → 450 ms |"))
            #expect(
                run.text.contains(
                    "| Tap at 100 ms | Pencil button · \(property) | easing spring · perceptual duration 160 ms, settles at 343 ms → spring · perceptual duration 240 ms, settles at 515 ms |"
                ))
        }
    }

    /// The same change as JSON (cli.md, "Added in turn 4"): the duration as numbers in ms, the easings as the spec
    /// JSON's easing objects of either version, the trigger as the spec JSON's trigger object.
    @Test func theJSONStatesTheLongerDurationAsTheSpecDoes() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try Self.longer(in: folder)
        let run = try ExternalTool.run(tool, ["diff", "floating-button", url.path, "--format", "json"])
        #expect(run.status == 1, "\(run.standardError)")
        let changes = try #require((try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])?["changes"] as? [[String: Any]])
        /// The spec JSON's tap trigger of a version, and its Pencil button's scale motion.
        func tap(_ document: String) throws -> (trigger: [String: Any], scale: [String: Any]) {
            let spec = try ExternalTool.run(tool, ["spec", document, "--format", "json"])
            let triggers = (try JSONSerialization.jsonObject(with: spec.standardOutput) as? [String: Any])?["triggers"] as? [[String: Any]]
            let trigger = try #require(triggers?.first { $0["kind"] as? String == "tap" })
            let motions = trigger["motions"] as? [[String: Any]]
            let scale = try #require(motions?.first { $0["element"] as? String == "Pencil button" && $0["property"] as? String == "scale" })
            return (trigger.filter { $0.key != "motions" }, scale)
        }
        let (old, new) = (try tap("floating-button"), try tap(url.path))
        func change(_ field: String) throws -> [String: Any] {
            try #require(changes.first { $0["property"] as? String == "scale" && $0["field"] as? String == field })
        }
        let duration = try change("duration")
        #expect(duration["old"] as? Double == 300 && duration["new"] as? Double == 450)
        let easing = try change("easing")
        #expect(
            NSDictionary(dictionary: try #require(old.scale["easing"] as? [String: Any])).isEqual(to: try #require(easing["old"] as? [String: Any])))
        #expect(
            NSDictionary(dictionary: try #require(new.scale["easing"] as? [String: Any])).isEqual(to: try #require(easing["new"] as? [String: Any])))
        #expect((easing["new"] as? [String: Any])?["name"] as? String == "spring")
        #expect(NSDictionary(dictionary: new.trigger).isEqual(to: try #require(duration["trigger"] as? [String: Any])))
        #expect(new.trigger.keys.sorted() == ["at", "kind", "label", "layer"])
        // The earlier contract's fields are all still written.
        for change in changes {
            #expect(Set(change.keys).isSuperset(of: ["trigger", "element", "property", "field", "old", "new"]))
        }
    }

    @Test func readsOneVersionFromStandardInput() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = try Self.bouncier(in: folder)
        let template = Templates.folder.appendingPathComponent("floating-button.json").path
        // As `git show main:Effects/fab.json | effect-export diff - Effects/fab.json` does (token paths resolve from here).
        let piped = try ExternalTool.run(
            "/bin/sh", ["-c", "cat '\(template)' | '\(tool)' diff --format json - '\(edited.path)'"], in: Templates.folder)
        #expect(piped.status == 1, "\(piped.standardError)")
        let json = try JSONSerialization.jsonObject(with: piped.standardOutput) as? [String: Any]
        #expect(json?["same"] as? Bool == false && (json?["changes"] as? [Any])?.count == 2)
        let both = try ExternalTool.run("/bin/sh", ["-c", "'\(tool)' diff - - < '\(template)'"])
        #expect(both.status == 64 && both.standardError.contains("standard input holds one document"))
    }

    @Test(.tags(.slow)) func writesTheMarkdownWithItsPictureBesideItAndEveryFormat() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = try Self.bouncier(in: folder)
        let comment = try ExternalTool.run(tool, ["diff", "floating-button", edited.path, "--output", "fab.md", "--quiet"], in: folder)
        #expect(comment.status == 1 && comment.standardError.isEmpty)
        let markdown = try String(contentsOf: folder.appendingPathComponent("fab.md"), encoding: .utf8)
        #expect(markdown.contains("](fab.png)"))
        let picture = try Data(contentsOf: folder.appendingPathComponent("fab.png"))
        #expect(picture.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        for format in ["pdf", "png", "html", "json"] {
            let run = try ExternalTool.run(
                tool, ["diff", "floating-button", edited.path, "--format", format, "--output", "report.\(format)", "--quiet"], in: folder)
            #expect(run.status == 1, "\(format): \(run.standardError)")
            let bytes = try Data(contentsOf: folder.appendingPathComponent("report.\(format)"))
            #expect(bytes.count > 100, "\(format)")
        }
        // A bad document: exit 65, no report written, an old one left as it was.
        try Data("old".utf8).write(to: folder.appendingPathComponent("bad.json.md"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let bad = try ExternalTool.run(tool, ["diff", "floating-button", "bad.json", "--output", "bad.json.md"], in: folder)
        #expect(bad.status == 65 && bad.standardError.contains("bad.json"))
        #expect(try String(contentsOf: folder.appendingPathComponent("bad.json.md"), encoding: .utf8) == "old")
    }

    /// `--paper` as `sheet`'s: the printed diff on landscape A4 (the default) or Letter, every page that size and
    /// numbered; another paper is a usage error (64) that writes nothing.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func printsThePDFOnTheChosenPaper() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = try Self.bouncier(in: folder)
        for (paper, size) in [(nil, "841.89 x 595.28 pts (A4)"), ("a4", "841.89 x 595.28 pts (A4)"), ("letter", "792 x 612 pts (letter)")] {
            let run = try ExternalTool.run(
                tool, ["diff", "floating-button", edited.path, "--output", "fab.pdf", "--quiet"] + (paper.map { ["--paper", $0] } ?? []), in: folder)
            #expect(run.status == 1, "\(run.standardError)")
            let pdf = folder.appendingPathComponent("fab.pdf").path
            let info = try ExternalTool.run("pdfinfo", ["-f", "1", "-l", "99", pdf]).text
            let sizes = info.split(separator: "\n").filter { $0.hasPrefix("Page") && $0.contains("size:") }
            #expect(!sizes.isEmpty && sizes.allSatisfy { $0.hasSuffix(size) }, "\(paper ?? "default"): \(sizes)")
            let text = try ExternalTool.run("pdftotext", [pdf, "-"]).text
            #expect(text.contains("page 1 of \(sizes.count)") && text.contains("page \(sizes.count) of \(sizes.count)"))
        }
        let bad = try ExternalTool.run(tool, ["diff", "floating-button", edited.path, "--output", "a5.pdf", "--paper", "a5"], in: folder)
        #expect(bad.status == 64 && bad.standardError.contains("paper 'a5'") && bad.standardError.contains("letter"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a5.pdf").path))
    }

    /// The CI recipe: a branch that slows the ripple gets one comment with its report and picture.
    @Test func theCIScriptWritesTheCommentForAChangedDocument() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: [String]) throws {
            let run = try ExternalTool.run("git", ["-c", "user.name=CI", "-c", "user.email=ci@example.com"] + arguments, in: folder)
            try #require(run.status == 0, "git \(arguments): \(run.standardError)")
        }
        try git(["init", "-q"])
        let template = try String(contentsOf: Templates.folder.appendingPathComponent("ripple-mdc.json"), encoding: .utf8)
        try Data(template.utf8).write(to: folder.appendingPathComponent("ripple.json"))
        try Data("{ \"not\": \"an effect\" }".utf8).write(to: folder.appendingPathComponent("package.json"))
        try git(["add", "."])
        try git(["commit", "-qm", "base"])
        let slower = template.replacingOccurrences(of: #""variant": "mdc","#, with: #""variant": "mdc", "touchDownDuration": 0.3,"#)
        try Data(slower.utf8).write(to: folder.appendingPathComponent("ripple.json"))
        try Data("{ \"not\": \"an effect either\" }".utf8).write(to: folder.appendingPathComponent("package.json"))
        try git(["commit", "-qam", "slower ripple"])
        let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("scripts/motion-diff-comment").path
        let run = try ExternalTool.run(
            script, ["HEAD~1", "review"], in: folder,
            environment: [
                "EFFECT_EXPORT": tool, "IMAGE_BASE_URL": "https://example.com/pr/7",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ])
        #expect(run.status == 1, "\(run.standardError)")
        let comment = try String(contentsOf: folder.appendingPathComponent("review/comment.md"), encoding: .utf8)
        #expect(comment.contains("| Touch down at 50 ms | Ripple · Scale | duration 225 → 300 ms | 50–350 ms | yes |"))
        #expect(comment.contains("](https://example.com/pr/7/ripple.png)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("review/ripple.png").path))
        #expect(!comment.contains("package"))
    }
}
