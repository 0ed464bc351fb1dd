// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Xylem",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Xylem", targets: ["Xylem"]),
        .library(name: "XylemAtom", targets: ["XylemAtom"]),
        .library(name: "XylemBenchKit", targets: ["XylemBenchKit"]),
        .executable(name: "xylem", targets: ["xylem"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(
            name: "CExpat",
            pkgConfig: "expat",
            providers: [.apt(["libexpat1-dev"]), .brew(["expat"])]
        ),
        .target(
            name: "Xylem",
            dependencies: ["CExpat"],
            // `XMLText` is non-escapable; its members that return one state what it depends on.
            swiftSettings: [.enableExperimentalFeature("Lifetimes")]
        ),
        .target(
            name: "XylemAtom",
            dependencies: ["Xylem"]
        ),
        .target(
            name: "XylemBenchKit",
            dependencies: ["Xylem", "XylemAtom", "CExpat"]
        ),
        .executableTarget(
            name: "xylem",
            dependencies: [
                "Xylem",
                "XylemAtom",
                "XylemBenchKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "XylemTests",
            dependencies: ["Xylem"]
        ),
        .testTarget(
            name: "XylemAtomTests",
            dependencies: ["Xylem", "XylemAtom"]
        ),
        .testTarget(
            name: "XylemBenchKitTests",
            dependencies: ["XylemBenchKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
