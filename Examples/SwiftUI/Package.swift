// swift-tools-version:6.0
import PackageDescription

// SwiftUI micro-interactions as an iOS engineer writes them (only `import SwiftUI` changed to `import EffectKit`),
// recorded on Linux: `swift run` writes each one's document and review sheet.
let package = Package(
    name: "SwiftUIReview",
    dependencies: [.package(name: "effect-export", path: "../..")],
    targets: [
        .executableTarget(
            name: "SwiftUIReview",
            dependencies: [
                .product(name: "EffectKit", package: "effect-export"),
                .product(name: "EffectExport", package: "effect-export"),
            ]
        )
    ]
)
