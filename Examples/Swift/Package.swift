// swift-tools-version:6.0
import PackageDescription

// An iOS engineer's effect, recorded on Linux: the seed article's RippleLayer and RippleView (`@objc` removed) on an
// EffectKit stage; `swift run` writes ripple.json and its review sheet, ripple-sheet.pdf.
let package = Package(
    name: "RippleReview",
    dependencies: [.package(name: "effect-export", path: "../..")],
    targets: [
        .executableTarget(
            name: "RippleReview",
            dependencies: [
                .product(name: "EffectKit", package: "effect-export"),
                .product(name: "EffectExport", package: "effect-export"),
            ]
        )
    ]
)
