// swift-tools-version:6.0
import PackageDescription

// The modules follow the picture, each named for what it holds (docs/architecture.md):
// EffectModel → EffectEngine → EffectRender (on CairoKit) → EffectCompositions → EffectExport → effect-export,
// with EffectEncoding (pixel buffers → PNG) beside CairoKit, and EffectFiles (files read: the model decodes bytes)
// beside EffectModel. Arrows point one way; C is imported only by
// CairoKit (cairo, pango) and EffectEncoding (libdeflate, libwebp).
let package = Package(
    name: "effect-export",
    // EffectModel and EffectEngine are Foundation and Synchronization only (Mutex: macOS 15, iOS 18), so that an
    // app can depend on them; the rest needs Cairo and Pango, as on Linux.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // MARK: Public products
        .executable(name: "effect-export", targets: ["effect-export"]),
        .library(name: "EffectModel", targets: ["EffectModel"]),
        // A document and the files it names read from disk (the model itself reads no file).
        .library(name: "EffectFiles", targets: ["EffectFiles"]),
        .library(name: "EffectEngine", targets: ["EffectEngine"]),
        // Core Animation's and UIKit's API on Linux, recording what Swift code does as an effect document.
        .library(name: "EffectKit", targets: ["EffectKit"]),
        // The motion spec, the sheet and the charts as values (their drawing is the package's own).
        .library(name: "EffectCompositions", targets: ["EffectCompositions"]),
        .library(name: "EffectExport", targets: ["EffectExport"]),
    ],
    targets: [
        // MARK: C libraries (Debian: libcairo2-dev, libpango1.0-dev, libdeflate-dev, libwebp-dev, libturbojpeg0-dev;
        // Homebrew: cairo, pango, libdeflate, webp, jpeg-turbo)
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),

        // MARK: Implementation, in the order of the picture
        .target(name: "EffectModel"),
        .target(name: "EffectFiles", dependencies: ["EffectModel"]),
        .target(name: "EffectEngine", dependencies: ["EffectModel"]),
        .target(name: "EffectKit", dependencies: ["EffectModel", "EffectEngine"]),
        .target(name: "CairoKit", dependencies: ["CCairo", "CPangoCairo"]),
        .target(name: "EffectEncoding", dependencies: ["CDeflate", "CWebP", "CTurboJPEG"]),
        .target(name: "EffectRender", dependencies: ["EffectModel", "CairoKit"]),
        // Lottie and dotLottie files read as effect documents (dotLottie's zip inflated by EffectEncoding).
        .target(name: "LottieImport", dependencies: ["EffectModel", "EffectEncoding"]),
        .target(name: "EffectCompositions", dependencies: ["EffectModel", "EffectEngine", "EffectRender", "CairoKit"]),
        .target(
            name: "EffectExport",
            dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "EffectRender", "EffectCompositions", "EffectEncoding", "CairoKit"]
        ),
        // `effect-export preview`: its own small HTTP server, file watching and live pages.
        .target(
            name: "EffectPreview", dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "EffectCompositions", "EffectExport", "LottieImport"]),
        .executableTarget(
            name: "effect-export",
            dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "EffectCompositions", "EffectExport", "EffectPreview", "LottieImport"]),
        .executableTarget(name: "effect-bench", dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "EffectCompositions", "EffectExport"]),

        // MARK: Tests, one target per module
        .target(name: "_EffectTestSupport", dependencies: ["CairoKit"], path: "Tests/_EffectTestSupport"),
        .testTarget(name: "CairoKitTests", dependencies: ["CairoKit"]),
        // The model's tests read templates and token files through EffectFiles, as a loader does.
        .testTarget(name: "EffectModelTests", dependencies: ["EffectModel", "EffectFiles"]),
        .testTarget(name: "EffectFilesTests", dependencies: ["EffectFiles", "EffectModel"]),
        .testTarget(name: "EffectEngineTests", dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "_EffectTestSupport"]),
        .testTarget(name: "EffectKitTests", dependencies: ["EffectKit", "EffectModel", "EffectFiles", "EffectEngine", "EffectCompositions"]),
        .testTarget(name: "EffectEncodingTests", dependencies: ["EffectEncoding", "CairoKit", "_EffectTestSupport"]),
        .testTarget(
            name: "EffectRenderTests",
            dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "EffectRender", "CairoKit", "_EffectTestSupport"],
            exclude: ["__Goldens__", "Fixtures"]
        ),
        .testTarget(
            name: "EffectCompositionsTests",
            dependencies: ["EffectModel", "EffectFiles", "EffectEngine", "EffectCompositions", "_EffectTestSupport"]
        ),
        .testTarget(
            name: "EffectExportTests",
            dependencies: [
                "EffectModel", "EffectFiles", "EffectEngine", "EffectRender", "EffectCompositions", "EffectEncoding", "EffectExport", "EffectPreview",
                "EffectKit", "CairoKit", "LottieImport", "_EffectTestSupport",
            ],
            // The scripts the tests run in browsers, decoders and SVG viewers: not sources of the target.
            exclude: ["__Goldens__", "Browser", "Decoders", "SVGViewers", "Fixtures"]
        ),
    ]
)
