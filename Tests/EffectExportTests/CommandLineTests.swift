import CairoKit
import Foundation
import Testing
import _EffectTestSupport

/// The built `effect-export` run as a user runs it: whole outputs, exit codes, files written or not.
@Suite struct CommandLineTests {
    let tool = ExternalTool.effectExport

    /// A document with a typo deep inside, for the error tests.
    static let badLayer = """
        {
          "effect": 1,
          "canvas": { "width": 100, "height": 50 },
          "layers": [
            { "id": "a", "frame": [0, 0, 10, 10],
              "sublayers": [ { "id": "b", "cornerRadius": "5" } ] }
          ]
        }
        """

    func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws -> ToolRun {
        try ExternalTool.run(tool, arguments, in: folder, environment: environment)
    }

    func write(_ text: String, to name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A drawn page too large for one image at the scale asked for is the options' fault: exit 64 with the remedy and
    /// the command's help, and no file (before, it was reported as a drawing fault, exit 70).
    @Test(.tags(.slow)) func aSpecImageTooLargeForTheScaleIsAUsageError() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Forty elements, a row each: a spec page taller than 16 384 pixels at 16 pixels a point.
        let layers = (0..<40).map { #"{ "id": "dot\#($0)", "bounds": [0, 0, 20, 20], "position": [\#(20 + $0 * 10), 100] }"# }
        let animations = (0..<40).map {
            #"{ "layer": "dot\#($0)", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.3, "beginTime": \#(Double($0) * 0.02) }"#
        }
        let document =
            #"{ "effect": 1, "name": "many", "canvas": { "width": 500, "height": 200 }, "duration": 1.2, "layers": ["#
            + layers.joined(separator: ", ") + #"], "animations": ["# + animations.joined(separator: ", ") + "] }"
        _ = try write(document, to: "many.json", in: folder)
        let refused = try run(["spec", "many.json", "--format", "png", "--scale", "16", "--output", "many.png"], in: folder)
        #expect(refused.status == 64, "\(refused.standardError)")
        #expect(
            refused.standardError.hasPrefix(
                "effect-export: error: a 13472 × 23564 pixel PNG spec is too large (at most 16384 a side and 2^28 pixels); use a lower --scale, or PDF\n"
            ),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("See 'effect-export spec --help'."))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("many.png").path))
        let fits = try run(["spec", "many.json", "--format", "png", "--scale", "2", "--output", "many.png"], in: folder)
        #expect(fits.status == 0, "\(fits.standardError)")
    }

    /// `--format pdf,svg` writes one frame sequence in both formats from one scene: the PDF of a page per frame and
    /// the numbered SVGs, in the folder `--output` names; what cannot be several formats is refused.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func severalStillFormatsAtOnce() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try run(["ripple-mdc", "--frames", "3", "--format", "pdf,svg,png", "--output", "out", "--quiet"], in: folder)
        #expect(written.status == 73 && written.standardError.contains("does not exist"), "\(written.standardError)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let again = try run(["ripple-mdc", "--frames", "3", "--format", "pdf,svg,png", "--output", "out", "--quiet"], in: folder)
        #expect(again.status == 0, "\(again.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(
            files == [
                "ripple-mdc-0000.png", "ripple-mdc-0000.svg", "ripple-mdc-0001.png", "ripple-mdc-0001.svg", "ripple-mdc-0002.png",
                "ripple-mdc-0002.svg", "ripple-mdc.pdf",
            ])
        let pages = try ExternalTool.run("pdfinfo", [folder.appendingPathComponent("out/ripple-mdc.pdf").path])
        #expect(pages.text.contains("Pages:           3"))
        // The same bytes as each format written alone.
        let alone = try run(["ripple-mdc", "--frames", "3", "--format", "svg", "--quiet"], in: folder)
        #expect(alone.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("ripple-mdc-0001.svg"))
                == (try Data(contentsOf: folder.appendingPathComponent("out/ripple-mdc-0001.svg"))))
        for (arguments, message) in [
            (["--frames", "3", "--format", "pdf,gif"], "unknown format 'gif' in --format pdf,gif; several formats are still ones: svg, pdf and png"),
            (["--frames", "3", "--format", "svg,svg"], "--format svg,svg names a format twice"),
            (["--format", "pdf,svg"], "--format pdf,svg: several formats are written for a frame sequence; add --frames N or --fps F"),
            (["--frames", "3", "--format", "pdf,svg", "--output", "-"], "--format pdf,svg writes several files: --output is the folder they go in"),
        ] {
            let refused = try run(["ripple-mdc"] + arguments, in: folder)
            #expect(refused.status == 64 && refused.standardError.hasPrefix("effect-export: error: \(message)\n"), "\(refused.standardError)")
        }
    }

    /// A scale at which no canvas makes a pixel (`--scale 1e-200` once failed inside Cairo, exit 70) is a usage error
    /// naming the smallest that draws, for every command that takes one; that smallest draws.
    @Test(
        .tags(.slow),
        arguments: [
            ["ripple-contained", "--format", "png"], ["ripple-contained", "--format", "webp"], ["ripple-contained", "--format", "gif"],
            ["spec", "ripple-contained", "--format", "png"], ["sheet", "ripple-contained", "--format", "png"],
            ["curves", "ripple-contained", "--format", "png"], ["diff", "ripple-mdc", "ripple-mdc-late-release", "--format", "png"],
        ])
    func aScaleTooSmallForAPixelIsAUsageError(_ arguments: [String]) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for scale in ["1e-200", "0.0001", "-0"] {
            let refused = try run(arguments + ["--scale", scale, "--output", "out"], in: folder)
            #expect(refused.status == 64, "\(arguments) \(scale): \(refused.standardError)")
            #expect(
                refused.standardError.hasPrefix(
                    "effect-export: error: invalid scale '\(scale)'; expected a number from 0.0001220703125 (1/8192: the largest canvas, 8192 points, as one pixel) to 16\n"
                ))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
        let smallest = try run(arguments + ["--scale", "0.0001220703125", "--output", "out"], in: folder)
        #expect([0, 1].contains(smallest.status), "\(arguments): \(smallest.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }

    @Test func helpIsPrintedWhole() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.text == """
                OVERVIEW: Render UI micro-interactions (effect documents) to stills and to files that play them.

                USAGE: effect-export EFFECT
                                     [--format svg|pdf|png|webp|gif|mp4|webm|lottie|css|html|swift|swiftui]
                                     [--time T | --frames N | --fps F | --animated] [--scale S]
                                     [--quality Q] [--strict] [--loops N] [--rest S]
                                     [--touches show|hide] [--output PATH|-] [--quiet]
                       effect-export spec EFFECT [--format md|html|json|pdf|png|svg]
                                          [--paper a4|letter] [--scale S] [--output PATH]
                       effect-export diff OLD NEW [--format md|html|json|pdf|png]
                                          [--paper a4|letter] [--scale S] [--output PATH]
                                          [--quiet]
                       effect-export sheet EFFECT [--frames N | --times T1,T2,…] [--columns C]
                                           [--format pdf|png|svg] [--paper a4|letter]
                                           [--scale S] [--touches show|hide] [--output PATH]
                                           [--quiet]
                       effect-export curves EFFECT [--frames N | --times T1,T2,…]
                                            [--format svg|pdf|png] [--paper a4|letter]
                                            [--scale S] [--output PATH] [--quiet]
                       effect-export docs [EFFECT…] [--output DIR] [--title T] [--theme DIR]
                                          [--force] [--quiet]
                       effect-export preview [EFFECT…] [--port N] [--host ADDR] [--compare]
                                             [--open]
                       effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]
                       effect-export validate FILE… [--strict]
                       effect-export list

                ARGUMENTS:
                  EFFECT                  A template name (see 'effect-export list') or the path
                                          of an effect document (JSON).

                OPTIONS:
                  --format svg|pdf|png|webp|gif|mp4|webm|lottie|css|html|swift|swiftui
                                          The output format (without it, the --output file's
                                          extension says; else svg). gif, mp4, webm, lottie
                                          (bodymovin JSON), css and html are always animated
                                          (mp4 and webm through ffmpeg on PATH; a GIF, for chat,
                                          at 30 frames a second and 1 pixel a point unless --fps
                                          or --scale says); css writes the effect as CSS
                                          animations (@keyframes, the markup in its opening
                                          comment) and html a page that plays them; swift writes
                                          the effect as Core Animation and UIKit code and
                                          swiftui as a SwiftUI view, both of which also compile
                                          on Linux against EffectKit. A frame sequence can be
                                          written in several still formats at once, in one pass:
                                          --format pdf,svg. (default: svg)
                  --time T                Render the frame at T seconds. (default: 0)
                  --frames N              Render N frames from 0 to the effect's duration, both
                                          ends included: NAME-0000.EXT, … or one PDF page each.
                  --fps F                 Render the frames at n / F seconds for
                                          n < ceil(duration · F).
                  --animated              Write one file that plays the effect: with --format
                                          svg an SVG animated with SMIL (no script: it plays in
                                          browsers, inside <img> and in READMEs); with png an
                                          APNG, with webp an animated WebP, of the frames at
                                          --fps (default 60).
                  --scale S               Pixels per point of PNG, WebP, GIF and video, 1/8192 ≤
                                          S ≤ 16; a GIF, made for chat, 1 unless given. SVG and
                                          PDF do not depend on it (their blurred shadows are
                                          embedded at 2 px per point). (default: 2)
                  --quality Q             WebP only: lossy at quality 0…100 instead of lossless.
                  --strict                Lottie, Swift and SwiftUI only: fail (exit 65) where
                                          the file cannot show something, instead of warning.
                  --loops N               How often an animated file plays, 0 for ever; after
                                          the last time its last frame holds. (default: 0)
                  --rest S                Seconds an animated file of an effect that ends holds
                                          its last frame before it plays again, 0 to 60, so that
                                          the end state is seen (one that repeats for ever loops
                                          over its period with no rest). (default: 1)
                  --touches show|hide     Draw a fingertip where touches are, outside the
                                          effect's colours. (default: show for animated files,
                                          hide for stills, Lottie and CSS)
                  --output PATH|-         The file to write, or - for standard output (one
                                          frame). For frame sequences: a folder, or a pattern
                                          such as frames/ripple-%04d.png. (default: NAME.EXT or
                                          NAME-%04d.EXT in the current folder)
                  --quiet                 Do not show progress on standard error.
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  spec                    State the motion of an effect as a designer does: per
                                          trigger, each element's property, delay, duration,
                                          easing.
                  diff                    Compare the motion of two effects on the clock, and
                                          say what changed as a designer would.
                  sheet                   Draw the design-review contact sheet of an effect.
                  curves                  Draw the timing-curve charts of an effect.
                  docs                    Write a documentation site (HTML) and Markdown pages
                                          for effects.
                  preview                 Serve a live page that plays effects and updates when
                                          their documents are saved.
                  sample                  Print presentation values at given times as JSON.
                  validate                Check effect documents and print every problem.
                  list                    List the templates with their titles.

                  See 'effect-export help <subcommand>' for detailed help.

                EXIT STATUS:
                  0 success, 64 bad usage, 65 bad document, 66 input not found,
                  70 internal error, 73 cannot create the output, 74 cannot write standard output,
                  129 hangup (SIGHUP), 130 interrupted (SIGINT), 131 quit (SIGQUIT), 143 terminated
                  (SIGTERM), 128 + N for another signal N: what the run started is removed.

                """)
        #expect(try run(["help"]).text == result.text)
        #expect(try run(["-h"]).text == result.text)
    }

    /// Each subcommand's usage line, as a usage error prints it, comes from the same declaration as its help:
    /// every option it takes is in both, and none it does not take.
    @Test(arguments: [
        (
            "sheet",
            "effect-export sheet EFFECT [--frames N | --times T1,T2,…] [--columns C] [--format pdf|png|svg] [--paper a4|letter] [--scale S] [--touches show|hide] [--output PATH] [--quiet]"
        ),
        (
            "curves",
            "effect-export curves EFFECT [--frames N | --times T1,T2,…] [--format svg|pdf|png] [--paper a4|letter] [--scale S] [--output PATH] [--quiet]"
        ),
        ("sample", "effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]"),
        ("validate", "effect-export validate FILE… [--strict]"),
        ("list", "effect-export list"),
        ("preview", "effect-export preview [EFFECT…] [--port N] [--host ADDR] [--compare] [--open]"),
    ])
    func usageLinesMatchTheHelp(_ command: String, _ usage: String) throws {
        let result = try run([command, "--no-such-option"])
        #expect(result.status == 64)
        #expect(result.standardError.hasSuffix("\nUsage: \(usage)\nSee 'effect-export \(command) --help'.\n"), "\(result.standardError)")
        let help = try run([command, "--help"]).text
        #expect(help.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression).contains("USAGE: \(usage)"))
    }

    @Test func optionsAreCheckedAgainstTheirCommand() throws {
        let columns = try run(["curves", "ripple-contained", "--columns", "3"])
        #expect(columns.status == 64)
        #expect(columns.standardError.hasPrefix("effect-export: error: unknown option '--columns'"))
        let both = try run(["sheet", "ripple-contained", "--frames", "3", "--times", "0,1"])
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("effect-export: error: give --frames or --times, not both\n"))
        let twice = try run(["ripple-contained", "--format", "png", "--format=svg"])
        #expect(twice.standardError.hasPrefix("effect-export: error: option '--format' given twice\n"))
        #expect(try run(["list", "extra"]).standardError.hasPrefix("effect-export: error: unexpected argument 'extra'\n"))
        #expect(try run(["validate"]).standardError.hasPrefix("effect-export: error: missing FILE (effect documents or template names)\n"))
        #expect(
            try run(["sheet", "ripple-contained", "--paper", "a3"]).standardError.hasPrefix(
                "effect-export: error: unknown paper 'a3'; expected a4 or letter\n"))
    }

    /// `sheet --touches hide` leaves the fingertips out (they can cover what is pressed): the same frames, the same
    /// size, other pixels only where a fingertip was; `--touches` takes show or hide only.
    @Test func aSheetCanLeaveTheTouchesOut() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for touches in ["show", "hide"] {
            let made = try run(["sheet", "ripple-contained", "--format", "png", "--touches", touches, "--output", "\(touches).png"], in: folder)
            #expect(made.status == 0, "\(made.standardError)")
        }
        let (shown, hidden) = try (Self.png(folder, "show.png"), Self.png(folder, "hide.png"))
        let difference = try #require(try ImageDifference.between(shown, hidden, threshold: 2), "the sheets' sizes differ")
        let pixels = shown.width * shown.height
        #expect(difference.pixelsOver.count > 0 && difference.pixelsOver.count < pixels / 50, "\(difference)")
        let wrong = try run(["sheet", "ripple-contained", "--touches", "off"], in: folder)
        #expect(wrong.status == 64 && wrong.standardError.hasPrefix("effect-export: error: unknown touches 'off'; expected show or hide\n"))
    }

    static func png(_ folder: URL, _ name: String) throws -> Surface {
        try Surface.image(png: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    @Test func listHasItsOwnHelp() throws {
        let result = try run(["list", "--help"])
        #expect(result.status == 0)
        #expect(result.text.hasPrefix("OVERVIEW: List the templates with their titles.\n\nUSAGE: effect-export list\n"))
        #expect(try run(["help", "list"]).text == result.text)
    }

    @Test func versionIsPrinted() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.text == "0.1.0\n")
    }

    @Test func usageErrorsExit64WithAPointerToTheHelp() throws {
        let cases: [([String], String)] = [
            ([], "effect-export: error: missing EFFECT (a template name or a document path)"),
            (["ripple-contained", "--formt", "png"], "effect-export: error: unknown option '--formt'; did you mean '--format'?"),
            (
                ["ripple-contained", "--format", "tiff"],
                "effect-export: error: unknown format 'tiff'; expected svg, pdf, png, webp, gif, mp4, webm, lottie, css, html, swift or swiftui"
            ),
            (
                ["ripple-contained", "--scale", "0"],
                "effect-export: error: invalid scale '0'; expected a number from 0.0001220703125 (1/8192: the largest canvas, 8192 points, as one pixel) to 16"
            ),
            (["ripple-contained", "--output"], "effect-export: error: missing value for '--output'"),
            (["a", "b"], "effect-export: error: unexpected argument 'b'"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.standardError == """
                    \(message)
                    Usage: effect-export EFFECT [--format svg|pdf|png|webp|gif|mp4|webm|lottie|css|html|swift|swiftui] [--time T | --frames N | --fps F | --animated] [--scale S] [--quality Q] [--strict] [--loops N] [--rest S] [--touches show|hide] [--output PATH|-] [--quiet]
                    See 'effect-export --help'.

                    """, "\(arguments)")
        }
    }

    @Test func missingInputExits66() throws {
        let file = try run(["no/such/effect.json"])
        #expect(file.status == 66)
        #expect(file.standardError == "effect-export: error: no/such/effect.json: no such file\n")
        let template = try run(["ripple-containd"])
        #expect(template.status == 66)
        #expect(template.standardError.contains("no template or file named 'ripple-containd'; did you mean 'ripple-contained'?"))
    }

    @Test func badDocumentsExit65WithFileLineColumnAndPath() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layer = try write(Self.badLayer, to: "layer.json", in: folder)
        let result = try run([layer.path, "--output", folder.appendingPathComponent("out.svg").path])
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "effect-export: error: \(layer.path):6:51: layers[0].sublayers[0].cornerRadius: expected a number, found the string \"5\"\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))

        let syntax = try write("{ \"effect\": 1,\n  \"canvas\": { \"width\": 10 \"height\": 10 } }", to: "syntax.json", in: folder)
        let syntaxResult = try run([syntax.path])
        #expect(syntaxResult.status == 65)
        #expect(
            syntaxResult.standardError
                == "effect-export: error: \(syntax.path):2:27: canvas: invalid JSON: expected ',' or '}', found '\"'\n")

        let unknown = try write(
            "{ \"effect\": 1, \"canvas\": { \"width\": 10, \"height\": 10 }, \"layers\": [ { \"id\": \"x\", \"backgroundColour\": \"red\" } ] }",
            to: "unknown.json", in: folder)
        let unknownResult = try run([unknown.path])
        #expect(unknownResult.status == 65)
        #expect(
            unknownResult.standardError.hasSuffix(
                "layers[0].backgroundColour: unknown key \"backgroundColour\" for a layer of type \"layer\"; did you mean \"backgroundColor\"?\n"))
    }

    @Test func outputThatCannotBeCreatedExits73() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing/out.png").path
        let result = try run(["ripple-contained", "--format", "png", "--output", missing])
        #expect(result.status == 73)
        #expect(
            result.standardError
                == "effect-export: error: cannot create \(missing): the folder \(folder.path)/missing does not exist\n")
        let onFolder = try run(["ripple-contained", "--output", folder.path])
        #expect(onFolder.status == 73)
        #expect(onFolder.standardError == "effect-export: error: cannot create \(folder.path): it is a folder\n")
    }

    @Test func aFailedRunLeavesTheOldOutputIntactAndNoTemporaryFile() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try write("old contents", to: "out.svg", in: folder)
        let bad = try write(Self.badLayer, to: "bad.json", in: folder)
        #expect(try run([bad.path, "--output", output.path]).status == 65)
        #expect(try String(contentsOf: output, encoding: .utf8) == "old contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.json", "out.svg"])

        #expect(try run(["ripple-contained", "--output", output.path]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.json", "out.svg"])
    }

    @Test func writesNameDotExtensionInTheCurrentFolderFromAnyFolder() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["svg", "pdf", "png"] {
            let result = try run(["ripple-contained", "--format", format], in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.text == "" && result.standardError == "")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["ripple-contained.pdf", "ripple-contained.png", "ripple-contained.svg"])
    }

    @Test func writesOneFrameToStandardOutput() throws {
        let png = try run(["ripple-contained", "--format", "png", "--output", "-"])
        #expect(png.status == 0)
        #expect(Array(png.standardOutput.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pdf = try run(["ripple-contained", "--format", "pdf", "--output", "-"])
        #expect(pdf.text.hasPrefix("%PDF-1.5"))
    }

    @Test func templatesAreFoundThroughTheEnvironment() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write(
            "{ \"effect\": 1, \"title\": \"Mine\", \"duration\": 0.5, \"canvas\": { \"width\": 10, \"height\": 10 }, \"layers\": [] }",
            to: "my-effect.json", in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["EFFECT_EXPORT_TEMPLATES"] = folder.path
        let result = try run(["my-effect", "--output", "-"], environment: environment)
        #expect(result.status == 0)
        #expect(result.text.contains("viewBox=\"0 0 10 10\""))
        let list = try run(["list"], environment: environment)
        #expect(list.text.contains("my-effect"))
        #expect(list.text.contains("Mine"))
        #expect(list.text.contains("ripple-contained"))
    }

    /// Documents with shadows, text (Latin and Hangul) and a conic mesh gradient.
    static let determinismCases: [String] = {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EffectRenderTests/Fixtures")
        return ["ripple-contained"] + ["text-hangul", "gradient-kinds", "shadow-content"].map { fixtures.appendingPathComponent("\($0).json").path }
    }()

    /// Sheets and charts are byte-identical run after run, in every format.
    @Test(
        .tags(.slow),
        arguments: [
            ["sheet", "--format", "pdf"], ["sheet", "--format", "svg"], ["sheet", "--format", "png", "--scale", "1"], ["curves", "--format", "svg"],
        ])
    func sheetsAreByteIdenticalAcrossRuns(_ options: [String]) throws {
        let runs = try (0..<2).map { _ in
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("out").path
            let result = try run([options[0], "floating-button"] + options.dropFirst() + ["--output", path, "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(runs[0].count > 1000 && runs[0] == runs[1])
    }

    /// The same document gives the same bytes in every format, run after run (fresh processes, as users run it).
    @Test(.tags(.slow), arguments: ["svg", "pdf", "png"], determinismCases)
    func outputIsByteIdenticalAcrossRuns(_ format: String, _ effect: String) throws {
        let runs = try (0..<3).map { _ in try run([effect, "--format", format, "--output", "-"]).standardOutput }
        #expect(runs[0].count > 1000)
        #expect(runs[1] == runs[0])
        #expect(runs[2] == runs[0])
    }

    /// A diff lists its changes in one order run after run: what differs at an instant is a set, whose order is its
    /// hash's (seeded per process), so two examples that differ in many values throughout showed it.
    @Test(.tags(.slow)) func aDiffIsByteIdenticalAcrossRuns() throws {
        let examples = Templates.folder.deletingLastPathComponent().appendingPathComponent("Examples")
        let (old, new) = (
            examples.appendingPathComponent("typing-indicator.json").path, examples.appendingPathComponent("segmented-control.json").path
        )
        let runs = try (0..<4).map { _ in try run(["diff", old, new, "--format", "json", "--output", "-"]).standardOutput }
        #expect(runs[0].count > 1000 && runs.allSatisfy { $0 == runs[0] })
    }
}

/// The time-stepping exports and `sample`, run as a user runs them.
@Suite struct TimeCommandLineTests {
    let tool = ExternalTool.effectExport
    static let benchmark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/ripple-benchmark.json").path

    func run(_ arguments: [String], in folder: URL? = nil) throws -> ToolRun {
        try ExternalTool.run(tool, arguments, in: folder)
    }

    @Test func sampleprintsJSONWithNullsForTimesOutsideTheTree() throws {
        let result = try run(["sample", Self.benchmark, "--times", "0,0.5,1", "--keys", "opacity,transform.scale"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.text == """
                {
                  "effect": "benchmark-ripple",
                  "times": [0, 0.5, 1],
                  "layers": {
                    "button": {
                      "opacity": [1, 1, 1],
                      "transform.scale": [1, 1, 1]
                    },
                    "button/ripple": {
                      "opacity": [0, 0.16, 0],
                      "transform.scale": [0.6, 1, 1]
                    }
                  }
                }

                """)
        let one = try run(["sample", Self.benchmark, "--times", "0.075", "--layer", "button/ripple", "--keys", "position"])
        #expect(one.text.contains(#""position": [["#))
    }

    @Test func sampleErrorsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["sample", Self.benchmark], "effect-export: error: missing --times"),
            (
                ["sample", Self.benchmark, "--times", "0,x"],
                "effect-export: error: invalid time 'x' in --times; expected seconds from -1000000 to 1000000, such as 0,0.05,0.1"
            ),
            (
                ["sample", Self.benchmark, "--times", "0", "--keys", "opacty"],
                "effect-export: error: unknown key path 'opacty' in --keys; did you mean 'opacity'?"
            ),
            (
                ["sample", Self.benchmark, "--times", "0", "--layer", "buton"],
                "effect-export: error: no layer 'buton' in benchmark-ripple; did you mean 'button'?"
            ),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 64)
            #expect(
                result.standardError == """
                    \(message)
                    Usage: effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]
                    See 'effect-export sample --help'.

                    """)
        }
    }

    @Test(.tags(.pdfReaders), .needs(.poppler)) func fpsWritesNumberedFramesAndFramesWritesOnePDF() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try run([Self.benchmark, "--fps", "60", "--format", "png", "--output", folder.path + "/"])
        #expect(png.status == 0, "\(png.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 60)
        #expect(files.first == "benchmark-ripple-0000.png" && files.last == "benchmark-ripple-0059.png")

        let pdf = folder.appendingPathComponent("sheet.pdf").path
        #expect(try run([Self.benchmark, "--frames", "12", "--format", "pdf", "--output", pdf]).status == 0)
        let info = try ExternalTool.run("pdfinfo", [pdf])
        #expect(info.text.contains("Pages:           12"))

        let svg = try run([Self.benchmark, "--frames", "3", "--output", folder.appendingPathComponent("f-%02d.svg").path])
        #expect(svg.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("f-02.svg").path))
    }

    @Test func timeRendersOneFrame() throws {
        let early = try run([Self.benchmark, "--time", "0.05", "--format", "png", "--output", "-"]).standardOutput
        let late = try run([Self.benchmark, "--time", "0.9", "--format", "png", "--output", "-"]).standardOutput
        let again = try run([Self.benchmark, "--time", "0.05", "--format", "png", "--output", "-"]).standardOutput
        #expect(early != late)
        #expect(early == again)
    }

    @Test func sequenceOptionErrors() throws {
        let both = try run([Self.benchmark, "--fps", "30", "--frames", "3"])
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("effect-export: error: give one of --time, --frames, --fps and --animated, not --frames and --fps\n"))
        let toStdout = try run([Self.benchmark, "--frames", "3", "--output", "-"])
        #expect(toStdout.status == 64)
        let badFile = try run([Self.benchmark, "--frames", "3", "--format", "png", "--output", "/tmp/one.png"])
        #expect(badFile.status == 73)
        #expect(
            badFile.standardError
                == "effect-export: error: cannot create /tmp/one.png: a frame sequence needs an existing folder or a pattern with %04d\n")
    }
}

/// Bad documents and bad outputs, one class each: the exit status, the located message, and no file written.
@Suite struct RejectionTests {
    let tool = ExternalTool.effectExport

    /// (what, document text, the JSON path and message the user sees).
    static let cases: [(String, String, String)] = [
        (
            "JSON syntax", #"{ "effect": 1, "canvas": { "width": 10 "height": 10 }, "layers": [] }"#,
            #"1:40: canvas: invalid JSON: expected ',' or '}', found '"'"#
        ),
        (
            "unknown key", #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [], "durration": 1 }"#,
            #"durration: unknown key "durration" in an effect document; did you mean "duration"?"#
        ),
        (
            "wrong type", #"{ "effect": 1, "canvas": { "width": "10", "height": 10 }, "layers": [] }"#,
            #"canvas.width: expected a number, found the string "10""#
        ),
        ("missing version", #"{ "canvas": { "width": 10, "height": 10 }, "layers": [] }"#, "effect: required key is missing"),
        (
            "unsupported version", #"{ "effect": 2, "canvas": { "width": 10, "height": 10 }, "layers": [] }"#,
            "effect: expected format version 1, found the number 2"
        ),
        (
            "duplicate id", #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" }, { "id": "a" } ] }"#,
            #"layers[1].id: duplicate layer id "a""#
        ),
        (
            "dangling id",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [], "animations": [ { "layer": "x", "keyPath": "opacity" } ] }"#,
            #"animations[0].layer: no layer has the id "x""#
        ),
        (
            "non-finite number", #"{ "effect": 1, "canvas": { "width": 1e999, "height": 10 }, "layers": [] }"#,
            "canvas.width: invalid JSON: the number 1e999 is out of range"
        ),
        (
            "negative duration",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ], "animations": [ { "layer": "a", "keyPath": "opacity", "duration": -1 } ] }"#,
            #"animations[0].duration: expected a time ≥ 0 (seconds, or "300ms"), found the number -1"#
        ),
        (
            "negative repeat count",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ], "animations": [ { "layer": "a", "keyPath": "opacity", "repeatCount": -2 } ] }"#,
            #"animations[0].repeatCount: expected a number from 0 to 1000000, or for ever "infinity" or 3.4028234663852886e38 (Float.greatestFiniteMagnitude), found the number -2"#
        ),
        (
            "repeatCount and repeatDuration",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ], "animations": [ { "layer": "a", "keyPath": "opacity", "repeatCount": 2, "repeatDuration": 1 } ] }"#,
            "animations[0].repeatDuration: set repeatCount or repeatDuration, not both: Core Animation leaves the pair undefined"
        ),
        (
            "colour", ##"{ "effect": 1, "canvas": { "width": 10, "height": 10, "background": "#12345" }, "layers": [] }"##,
            ##"canvas.background: expected a hex colour #RGB, #RRGGBB or #RRGGBBAA, found the string "#12345""##
        ),
        (
            "SVG path data",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "s", "type": "shape", "path": { "d": "M 0 0 Q 1" } } ] }"#,
            "layers[0].path.d: invalid SVG path data at offset 9: expected a number, found the end"
        ),
        (
            "key path for the layer type",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ], "animations": [ { "layer": "a", "keyPath": "colors" } ] }"#,
            #"animations[0].keyPath: the key path colors belongs to gradient layers, and "a" is not one"#
        ),
        (
            "value shape",
            #"{ "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ], "animations": [ { "layer": "a", "keyPath": "bounds", "toValue": [1, 2] } ] }"#,
            "animations[0].toValue: expected a rect [x, y, width, height], found an array"
        ),
        (
            "canvas limit", #"{ "effect": 1, "canvas": { "width": 9000, "height": 10 }, "layers": [] }"#,
            "canvas.width: expected a width from 1 to 8192 points, found the number 9000"
        ),
    ]

    @Test(arguments: cases.indices)
    func isRejectedWithItsPathAndNothingWritten(_ index: Int) throws {
        let (what, text, expected) = Self.cases[index]
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.json")
        try Data(text.utf8).write(to: input)
        let output = folder.appendingPathComponent("out.png").path
        let result = try ExternalTool.run(tool, [input.path, "--format", "png", "--output", output])
        #expect(result.status == 65, "\(what)")
        #expect(result.standardError.contains(expected), "\(what): \(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output), "\(what)")
        let validate = try ExternalTool.run(tool, ["validate", input.path])
        #expect(validate.status == 65 && validate.text.contains(expected), "\(what): \(validate.text)")
    }

    @Test func validateReportsEveryProblemAndWarnings() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("many.json")
        try Data(
            """
            { "effect": 1, "canvas": { "width": 10, "height": 10 },
              "layers": [ { "id": "a", "opacity": 3 }, { "id": "b", "cornerRadius": -1 } ],
              "animations": [ { "layer": "a", "type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]], "keyTimes": [0, 0.5, 1] } ] }
            """.utf8
        ).write(to: input)
        let result = try ExternalTool.run(tool, ["validate", input.path])
        #expect(result.status == 65)
        #expect(
            result.text == """
                \(input.path):2:39: layers[0].opacity: expected an opacity from 0 to 1, found the number 3
                \(input.path):2:73: layers[1].cornerRadius: expected a number ≥ 0, found the number -1
                \(input.path):3:118: animations[0].keyTimes: warning: 3 keyTimes for 1 segments (expected 2); Core Animation uses them as given

                """)
        let warningsOnly = folder.appendingPathComponent("warn.json")
        try Data(
            """
            { "effect": 1, "canvas": { "width": 10, "height": 10 }, "layers": [ { "id": "a" } ],
              "animations": [ { "layer": "a", "type": "spring", "keyPath": "opacity", "toValue": 0, "damping": 40 } ] }
            """.utf8
        ).write(to: warningsOnly)
        let lenient = try ExternalTool.run(tool, ["validate", warningsOnly.path])
        #expect(lenient.status == 0)
        #expect(lenient.text.contains("animations[0].damping: warning: damping 40 is over critical (ζ = 2.00)"))
        #expect(try ExternalTool.run(tool, ["validate", "--strict", warningsOnly.path]).status == 65)
        #expect(
            try ExternalTool.run(tool, ["validate", "ripple-contained", "wave-pulse"]).text
                == "ripple-contained: no problems\nwave-pulse: no problems\n")
    }

    /// SVG and PDF do not depend on --scale.
    @Test(arguments: ["svg", "pdf"])
    func vectorOutputIgnoresScale(_ format: String) throws {
        let a = try ExternalTool.run(tool, ["ripple-contained", "--time", "0.1", "--format", format, "--scale", "1", "--output", "-"]).standardOutput
        let b = try ExternalTool.run(tool, ["ripple-contained", "--time", "0.1", "--format", format, "--scale", "3", "--output", "-"]).standardOutput
        #expect(a.count > 1000 && a == b)
    }

    /// Pixel limits hold for sheets too: a PNG sheet of 2 000 frames would be more than 16 384 px tall.
    @Test func oversizedPNGSheetsAreRefusedBeforeDrawing() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("big.png").path
        let result = try ExternalTool.run(tool, ["sheet", "ripple-contained", "--frames", "2000", "--format", "png", "--output", output])
        #expect(result.status == 64)
        let stated = result.standardError.firstMatch(of: /^effect-export: error: a 1684 × (\d+) pixel PNG sheet is too large \(at most 16384 a side/)
        #expect(stated.flatMap { Int($0.1) }.map { $0 > 16384 } == true, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// And for the curves: 300 animated layers make 300 charts, too tall for one PNG at scale 2.
    @Test(.tags(.slow)) func oversizedPNGCurvesAreRefusedBeforeDrawing() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layers = (0..<300).map { #"{ "id": "l\#($0)", "frame": [0, 0, 10, 10], "backgroundColor": "red" }"# }
        let animations = (0..<300).map { #"{ "layer": "l\#($0)", "keyPath": "opacity", "fromValue": 0, "toValue": 1 }"# }
        try Data(
            #"{ "effect": 1, "canvas": { "width": 100, "height": 100 }, "layers": [\#(layers.joined(separator: ","))], "animations": [\#(animations.joined(separator: ","))] }"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("many.json"))
        let result = try ExternalTool.run(tool, ["curves", "many.json", "--format", "png", "--scale", "2", "--output", "many.png"], in: folder)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("effect-export: error: a 1684 × "), "\(result.standardError)")
        #expect(result.standardError.contains("pixel PNG page of curves is too large"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("many.png").path))
    }

    /// The fixed gradient grows past its 300 pt canvas at its 2× scale: the sheet is written, and says so on
    /// standard error and in its header.
    @Test(.tags(.pdfReaders), .needs(.poppler)) func contentBeyondTheCanvasIsWarnedAbout() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("sheet.pdf").path
        let result = try ExternalTool.run(tool, ["sheet", "gradient-fixed", "--format", "pdf", "--quiet", "--output", output])
        #expect(result.status == 0)
        #expect(
            result.standardError == "effect-export: warning: gradient-fixed: beyond the canvas, cut at its edge: Gradient (gradient/gradient) in #7\n"
        )
        let text = try ExternalTool.run("pdftotext", [output, "-"]).text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("beyond the canvas, cut at its edge: Gradient (gradient/gradient) in #7"))
        let quiet = try ExternalTool.run(tool, ["sheet", "ripple-mdc", "--format", "pdf", "--quiet", "--output", output])
        #expect(quiet.standardError.isEmpty)
    }

    @Test func outputsThatCannotBeWrittenExit73() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let underFile = try ExternalTool.run(tool, ["ripple-contained", "--output", file.path + "/out.svg"])
        #expect(underFile.status == 73)
        #expect(underFile.standardError.contains("does not exist"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }
}

extension CommandLineTests {
    /// Without `--format`, the `--output` file's extension says what to write, as for `sheet`, `curves` and `spec`:
    /// `heart.png` is a PNG (it was an SVG under a PNG's name), `heart.gif` a GIF; an unknown extension keeps svg.
    @Test(
        .tags(.slow),
        arguments: [
            ("a.png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("a.gif", Array("GIF8".utf8)), ("a.pdf", Array("%PDF".utf8)), ("a.out", Array("<?xm".utf8)),
        ])
    func theOutputsExtensionSaysTheFormat(_ name: String, _ magic: [UInt8]) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try run(["ripple-mdc", "--output", folder.appendingPathComponent(name).path, "--quiet"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Array(try Data(contentsOf: folder.appendingPathComponent(name)).prefix(4)) == magic)
    }
}
