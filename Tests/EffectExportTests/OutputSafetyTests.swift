import Foundation
import Testing
import _EffectTestSupport

/// Outputs are safe whatever the path is and however the run ends: devices are written, never replaced; links
/// keep pointing where they did; standard output failures are errors; a sequence is all or nothing, even when
/// interrupted; nothing temporary is left behind.
@Suite struct OutputSafetyTests {
    let tool = ExternalTool.effectExport

    /// Runs `effect-export` through the shell, for redirections the test runner cannot make.
    func shell(_ script: String, in folder: URL) throws -> ToolRun {
        try ExternalTool.run("sh", ["-c", script], in: folder, environment: ProcessInfo.processInfo.environment.merging(["TOOL": tool]) { $1 })
    }

    func entries(_ folder: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    /// A device node is written to, not replaced by a regular file (run as root, where `mknod` works; otherwise
    /// the check of /dev/null's own type stands in).
    @Test func devicesAreWrittenNotReplaced() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = folder.appendingPathComponent("null")
        let made = try ExternalTool.run("mknod", [device.path, "c", "1", "3"]).status == 0
        let target = made ? device.path : "/dev/null"
        let result = try ExternalTool.run(tool, ["ripple-contained", "--format", "png", "--output", target])
        #expect(result.status == 0, "\(result.standardError)")
        let type = try FileManager.default.attributesOfItem(atPath: target)[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial, "\(target) is still a device")
        if made { #expect(try entries(folder) == ["null"]) }
    }

    /// A FIFO is written through, as a device is: its reader gets the whole SVG, and it stays a FIFO.
    @Test func aFIFOIsWrittenThrough() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Exit 9: the FIFO was replaced.
        let result = try shell(
            #"mkfifo pipe && { cat pipe > got & } && "$TOOL" ripple-contained --output pipe; status=$?; wait; test -p pipe || exit 9; exit $status"#,
            in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let got = try String(contentsOf: folder.appendingPathComponent("got"), encoding: .utf8)
        #expect(got.hasPrefix("<?xml") && got.hasSuffix("</svg>\n"))
        #expect(try entries(folder) == ["got", "pipe"])
    }

    @Test func aLinkKeepsPointingAtTheReplacedFile() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("real.svg"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.svg").path, withDestinationPath: "real.svg")
        #expect(try ExternalTool.run(tool, ["ripple-contained", "--output", folder.appendingPathComponent("link.svg").path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.svg").path) == "real.svg")
        #expect(try String(contentsOf: folder.appendingPathComponent("real.svg"), encoding: .utf8).hasPrefix("<?xml"))
        #expect(try entries(folder) == ["link.svg", "real.svg"])
    }

    /// A full device: the disk's own words, exit 73, for a still and for a streamed PDF.
    @Test func aFullDiskIsExit73() throws {
        for arguments in [
            ["ripple-contained", "--format", "pdf", "--output", "/dev/full"],
            ["ripple-contained", "--frames", "3", "--format", "pdf", "--output", "/dev/full"],
        ] {
            let result = try ExternalTool.run(tool, arguments)
            #expect(result.status == 73)
            #expect(result.standardError == "effect-export: error: cannot create /dev/full: No space left on device\n")
        }
    }

    /// Standard output that refuses the bytes: exit 74 and a message, for every command that writes there.
    @Test(arguments: [
        "$TOOL ripple-contained --format png --output -", "$TOOL list", "$TOOL --help", "$TOOL sample wave-pulse --times 0.1",
        "$TOOL validate ripple-contained",
    ])
    func aFullStandardOutputIsExit74(_ command: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell("\(command) > /dev/full", in: folder)
        #expect(result.status == 74, "\(command)")
        #expect(result.standardError == "effect-export: error: cannot write to standard output: No space left on device\n", "\(command)")
    }

    /// With standard error (or output) closed, the output file still gets its own descriptor: the PDF is whole.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func closedStandardStreamsDoNotTakeTheOutput() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell("exec 2>&- 1>&-; $TOOL ripple-korean --format pdf --output out.pdf; echo $? > status", in: folder)
        #expect(result.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("status"), encoding: .utf8) == "0\n")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("out.pdf"))
        #expect(pdf.starts(with: Data("%PDF-".utf8)) && String(decoding: pdf.suffix(8), as: UTF8.self).contains("%%EOF"))
        #expect(try ExternalTool.run("pdfinfo", [folder.appendingPathComponent("out.pdf").path]).status == 0)
        #expect(try entries(folder) == ["out.pdf", "status"])
    }

    /// A file name of 250 bytes: the temporary name beside it does not grow with it.
    @Test func longNamesCanBeWritten() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "n", count: 246) + ".svg"
        #expect(try ExternalTool.run(tool, ["ripple-contained", "--output", folder.appendingPathComponent(name).path]).status == 0)
        #expect(try entries(folder) == [name])
    }

    /// A sequence that fails part-way (a frame's path is a folder) writes none of its frames: the old ones stay.
    @Test func aFailedSequenceLeavesTheFolderAsItWas() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("ripple-contained-0000.png"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ripple-contained-0007.png"), withIntermediateDirectories: false)
        let result = try ExternalTool.run(tool, ["ripple-contained", "--frames", "12", "--format", "png", "--output", folder.path + "/"])
        #expect(result.status == 73)
        #expect(result.standardError.contains("ripple-contained-0007.png: it is a folder"))
        #expect(try entries(folder) == ["ripple-contained-0000.png", "ripple-contained-0007.png"])
        #expect(try String(contentsOf: folder.appendingPathComponent("ripple-contained-0000.png"), encoding: .utf8) == "old")
    }

    /// The benchmark ripple lasting 100 s, as `long.json` in `folder`: a run long enough to be interrupted.
    func writeLongDocument(in folder: URL) throws {
        let benchmark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/ripple-benchmark.json")
        var document = try JSONSerialization.jsonObject(with: Data(contentsOf: benchmark)) as! [String: Any]
        document["duration"] = 100
        try JSONSerialization.data(withJSONObject: document).write(to: folder.appendingPathComponent("long.json"))
    }

    /// A signal that ends the run during a long sequence — SIGINT, SIGTERM, SIGHUP (the terminal closing), SIGQUIT —:
    /// exit 128 + its number, the folder as it was, no temporary file.
    @Test(arguments: [("INT", Int32(130)), ("TERM", Int32(143)), ("HUP", Int32(129)), ("QUIT", Int32(131))])
    func anInterruptedSequenceLeavesTheFolderAsItWas(_ signal: String, _ status: Int32) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLongDocument(in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try Data("old".utf8).write(to: out.appendingPathComponent("benchmark-ripple-0000.png"))
        // Wait until frames are being written (temporary files appear), then interrupt.
        let result = try shell(
            """
            $TOOL long.json --fps 60 --format png --output out/ --quiet & pid=$!
            for i in $(seq 1 200); do ls -a out | grep -q '\\.tmp$' && break; sleep 0.05; done
            kill -\(signal) $pid; wait $pid
            """, in: folder)
        #expect(result.status == status)
        #expect(try entries(out) == ["benchmark-ripple-0000.png"])
        #expect(try String(contentsOf: out.appendingPathComponent("benchmark-ripple-0000.png"), encoding: .utf8) == "old")
    }

    /// SIGHUP or SIGQUIT while one animated file is being written (its temporary file beside the output): exit 129
    /// or 131, no temporary file, the old file as it was.
    @Test(arguments: [("HUP", Int32(129)), ("QUIT", Int32(131))])
    func anInterruptedAnimatedFileLeavesNoTemporaryFile(_ signal: String, _ status: Int32) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLongDocument(in: folder)
        try Data("old".utf8).write(to: folder.appendingPathComponent("out.png"))
        let result = try shell(
            """
            $TOOL long.json --animated --format png --output out.png --quiet & pid=$!
            for i in $(seq 1 400); do ls -a | grep -q '\\.tmp$' && break; sleep 0.05; done
            kill -\(signal) $pid; wait $pid
            """, in: folder)
        #expect(result.status == status, "\(result.standardError)")
        #expect(try entries(folder) == ["long.json", "out.png"])
        #expect(try String(contentsOf: folder.appendingPathComponent("out.png"), encoding: .utf8) == "old")
    }

    /// `--format pdf,svg` is one run: when an SVG's name is taken by a folder, the old PDF is kept as it was (it
    /// was replaced before the SVGs failed), and no temporary file is left.
    @Test func aFailedMultiFormatRunLeavesEveryOldFile() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("ripple-contained.pdf"))
        try Data("old".utf8).write(to: folder.appendingPathComponent("ripple-contained-0000.svg"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ripple-contained-0003.svg"), withIntermediateDirectories: false)
        let result = try ExternalTool.run(tool, ["ripple-contained", "--frames", "6", "--format", "pdf,svg", "--output", folder.path, "--quiet"])
        #expect(result.status == 73)
        #expect(result.standardError == "effect-export: error: cannot create \(folder.path)/ripple-contained-0003.svg: it is a folder\n")
        #expect(try entries(folder) == ["ripple-contained-0000.svg", "ripple-contained-0003.svg", "ripple-contained.pdf"])
        for name in ["ripple-contained.pdf", "ripple-contained-0000.svg"] {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == "old")
        }
    }

    /// Interrupted while a PDF and PNGs of one sequence are written: the old PDF and PNG as they were.
    @Test(.tags(.slow)) func anInterruptedMultiFormatRunLeavesEveryOldFile() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLongDocument(in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        for name in ["benchmark-ripple.pdf", "benchmark-ripple-0000.png"] { try Data("old".utf8).write(to: out.appendingPathComponent(name)) }
        let result = try shell(
            """
            $TOOL long.json --fps 60 --format pdf,png --output out --quiet & pid=$!
            for i in $(seq 1 200); do ls -a out | grep -q '\\.tmp$' && break; sleep 0.05; done
            kill -HUP $pid; wait $pid
            """, in: folder)
        #expect(result.status == 129)
        #expect(try entries(out) == ["benchmark-ripple-0000.png", "benchmark-ripple.pdf"])
        for name in try entries(out) { #expect(try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) == "old") }
    }

    /// A diff's Markdown and its picture are one run: when the Markdown cannot be written, the old picture stays.
    @Test func aDiffAndItsPictureAreWrittenTogether() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("report.png"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("report.md"), withIntermediateDirectories: false)
        let result = try ExternalTool.run(tool, ["diff", "ripple-mdc", "ripple-mdc-late-release", "--output", "report.md"], in: folder)
        #expect(result.status == 73)
        #expect(result.standardError == "effect-export: error: cannot create report.md: it is a folder\n")
        #expect(try entries(folder) == ["report.md", "report.png"])
        #expect(try String(contentsOf: folder.appendingPathComponent("report.png"), encoding: .utf8) == "old")
    }

    /// The effect named `fade`, a copy of `ripple-contained`, as it might be stored.
    static var fade: String {
        get throws {
            try String(contentsOf: Templates.url("ripple-contained"), encoding: .utf8).replacingOccurrences(
                of: #""name": "ripple-contained""#, with: #""name": "fade""#)
        }
    }

    /// (what, the document's file name, links or other files to make (name → what it links to; `""`: a token file),
    /// arguments, the output the message names, the input it names).
    static let inputCases: [(String, String, [String: String], [String], String, String)] = [
        ("Lottie by default name", "fade-lottie.json", [:], ["fade-lottie.json", "--format", "lottie"], "fade-lottie.json", "fade-lottie.json"),
        ("SVG by default name", "fade.svg", [:], ["fade.svg"], "fade.svg", "fade.svg"),
        ("a frame of a sequence", "fade-0001.svg", [:], ["fade-0001.svg", "--frames", "3"], "fade-0001.svg", "fade-0001.svg"),
        ("a link to the document", "fade.json", ["link.svg": "fade.json"], ["fade.json", "--output", "link.svg"], "link.svg", "fade.json"),
        (
            "another spelling", "fade.json", [:], ["fade.json", "--format", "png", "--output", "./sub/../fade.json"], "./sub/../fade.json",
            "fade.json"
        ),
        ("spec", "fade.json", [:], ["spec", "fade.json", "--format", "json", "--output", "fade.json"], "fade.json", "fade.json"),
        ("sheet", "fade.json", [:], ["sheet", "fade.json", "--output", "fade.json"], "fade.json", "fade.json"),
        ("curves", "fade.json", [:], ["curves", "fade.json", "--output", "fade.json"], "fade.json", "fade.json"),
        ("diff", "fade.json", [:], ["diff", "ripple-contained", "fade.json", "--output", "fade.json"], "fade.json", "fade.json"),
        ("Swift", "fade.swift", [:], ["fade.swift", "--format", "swift"], "fade.swift", "fade.swift"),
        (
            "the token file", "fade.json", ["motion.tokens.json": ""], ["spec", "fade.json", "--format", "json", "--output", "motion.tokens.json"],
            "motion.tokens.json", "motion.tokens.json"
        ),
    ]

    /// An output never replaces an input of the same run, whatever names it (the default name, a link, another
    /// spelling, any command): exit 73 naming both and pointing at --output, the document intact, nothing left.
    @Test(arguments: inputCases.indices)
    func anOutputNeverReplacesAnInputOfTheRun(_ index: Int) throws {
        let (what, name, others, arguments, output, input) = Self.inputCases[index]
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        var document = try Self.fade
        for (other, destination) in others {
            if destination.isEmpty {
                try Data("{}".utf8).write(to: folder.appendingPathComponent(other))
                document = document.replacingOccurrences(of: #""name": "fade","#, with: #""name": "fade", "tokens": "\#(other)","#)
            } else {
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(other).path, withDestinationPath: destination)
            }
        }
        try Data(document.utf8).write(to: folder.appendingPathComponent(name))
        let before = try entries(folder)
        let result = try ExternalTool.run(tool, arguments, in: folder)
        #expect(result.status == 73, "\(what): \(result.standardError)")
        #expect(
            result.standardError
                == "effect-export: error: cannot create \(output): it is \(input), which this run reads; write the output elsewhere (--output)\n",
            "\(what)")
        #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == document, "\(what)")
        #expect(try entries(folder) == before, "\(what)")
    }

    /// `docs` never replaces an input either: a document kept in the site folder as `tokens.json` (a page the site
    /// writes) is refused without `--force` (exit 73, the folder is not a site), and with it the document is kept
    /// and named in a warning while the site's own page is written beside it.
    @Test(.tags(.slow)) func docsNeverReplacesItsInput() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
        let document = try Self.fade.replacingOccurrences(of: #""name": "fade""#, with: #""name": "tokens""#)
        try Data(document.utf8).write(to: site.appendingPathComponent("tokens.json"))
        let refused = try ExternalTool.run(tool, ["docs", "site/tokens.json", "--output", "site", "--quiet"], in: folder)
        #expect(refused.status == 73, "\(refused.standardError)")
        #expect(try entries(site) == ["tokens.json"])
        let forced = try ExternalTool.run(tool, ["docs", "site/tokens.json", "--output", "site", "--force", "--quiet"], in: folder)
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardError.contains("site/tokens.json is not this site's"), "\(forced.standardError)")
        #expect(try String(contentsOf: site.appendingPathComponent("tokens.json"), encoding: .utf8) == document)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("tokens.effect-export.json").path))
        #expect(try !entries(site).contains { $0.hasSuffix(".tmp") })
    }

    /// A hard link is the same file: refused as well.
    @Test func aHardLinkToTheInputIsTheInput() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.fade.utf8).write(to: folder.appendingPathComponent("fade.json"))
        try FileManager.default.linkItem(at: folder.appendingPathComponent("fade.json"), to: folder.appendingPathComponent("fade.png"))
        let result = try ExternalTool.run(tool, ["fade.json", "--format", "png"], in: folder)
        #expect(result.status == 73)
        #expect(result.standardError.hasPrefix("effect-export: error: cannot create fade.png: it is fade.json, which this run reads"))
        #expect(try String(contentsOf: folder.appendingPathComponent("fade.png"), encoding: .utf8) == (try Self.fade))
    }

    /// Standard output closed (`>&-`): what would go there is lost, so it is exit 74, for every command that writes there.
    @Test(arguments: [
        "$TOOL ripple-contained --format png --output -", "$TOOL spec ripple-contained", "$TOOL sample wave-pulse --times 0.1",
        "$TOOL validate ripple-contained", "$TOOL diff ripple-mdc ripple-mdc", "$TOOL ripple-contained --format swift --output -",
    ])
    func aClosedStandardOutputIsExit74(_ command: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell("\(command) >&-", in: folder)
        #expect(result.status == 74, "\(command)")
        #expect(result.standardError == "effect-export: error: cannot write to standard output: it is closed\n", "\(command)")
        #expect(try entries(folder).isEmpty)
    }

    /// A first `docs` build stopped by a signal leaves a manifest of ours that says a build was under way: the next
    /// build, with no --force, resumes it (exit 0) and finishes the site — every page there, no file beside another,
    /// no lock file, nothing temporary.
    @Test(.tags(.slow), arguments: [("INT", Int32(130)), ("TERM", Int32(143)), ("HUP", Int32(129))])
    func anInterruptedFirstDocsBuildIsResumed(_ signal: String, _ status: Int32) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let effects = ["ripple-contained", "wave-pulse", "ripple-mdc", "floating-button"]
        // Wait until the first effect's files are being written, then interrupt.
        let result = try shell(
            """
            $TOOL docs \(effects.joined(separator: " ")) --output site --quiet & pid=$!
            for i in $(seq 1 400); do ls site/ripple-contained 2>/dev/null | grep -q . && break; sleep 0.05; done
            kill -\(signal) $pid; wait $pid
            """, in: folder)
        #expect(result.status == status)
        let manifest = folder.appendingPathComponent("site/manifest.json")
        #expect(String(decoding: try Data(contentsOf: manifest), as: UTF8.self).contains(#""building": true"#))
        let resumed = try ExternalTool.run(tool, ["docs"] + effects + ["--output", "site"], in: folder)
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardError == "site/index.html: 4 effects, 4 rendered, 0 unchanged\n")
        #expect(!String(decoding: try Data(contentsOf: manifest), as: UTF8.self).contains("building"))
        let names = FileManager.default.enumerator(atPath: folder.appendingPathComponent("site").path)?.allObjects as? [String] ?? []
        #expect(effects.allSatisfy { names.contains("\($0)/index.html") })
        // Nothing beside another, no lock, no journal.
        #expect(!names.contains { $0.contains(".effect-export.") }, "\(names)")
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }
}
