// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "effect-export",
    products: [
        // MARK: Public products
        .executable(name: "effect-export", targets: ["effect-export"]),
        .library(name: "EffectModel", targets: ["EffectModel"]),
        .library(name: "EffectExport", targets: ["EffectExport"]),
    ],
    targets: [
        // MARK: C libraries (Debian: libcairo2-dev, libpango1.0-dev, zlib1g-dev)
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),

        // MARK: Implementation, in the order of the picture
        .target(name: "EffectModel"),
        .target(name: "EffectSampling", dependencies: ["EffectModel"]),
        .target(name: "CairoKit", dependencies: ["CCairo", "CPangoCairo", "CZlib"]),
        .target(name: "EffectRender", dependencies: ["EffectModel", "CairoKit"]),
        .target(name: "EffectExport", dependencies: ["EffectModel", "EffectSampling", "EffectRender", "CairoKit"]),
        .executableTarget(name: "effect-export", dependencies: ["EffectModel", "EffectSampling", "EffectExport"]),
        .executableTarget(name: "effect-bench", dependencies: ["EffectModel", "EffectSampling", "EffectExport"]),

        // MARK: Tests
        .target(name: "_EffectTestSupport", dependencies: ["CairoKit"], path: "Tests/_EffectTestSupport"),
        .testTarget(name: "EffectModelTests", dependencies: ["EffectModel"]),
        .testTarget(name: "EffectSamplingTests", dependencies: ["EffectModel", "EffectSampling"]),
        .testTarget(
            name: "EffectRenderTests",
            dependencies: ["EffectModel", "EffectRender", "EffectExport", "CairoKit", "_EffectTestSupport"],
            exclude: ["__Goldens__", "Fixtures"]
        ),
        .testTarget(
            name: "EffectExportTests",
            dependencies: ["EffectModel", "EffectExport", "_EffectTestSupport"]
        ),
    ]
)
