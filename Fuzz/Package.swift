// swift-tools-version: 6.1
// Robustness tooling for Xylem, kept out of the main package because it needs unsafe flags:
// XylemFuzzer, a libFuzzer target built with -sanitize=fuzzer,address (see Scripts/fuzz.sh);
// XylemHostile, which writes the fuzzer's seed corpus and runs the full-size hostile documents of
// Scripts/hostile.sh one per process; and XylemConformance, which reads documents for
// Scripts/w3c-namespaces.sh to compare with expat in namespace mode.
import PackageDescription

let package = Package(
    name: "XylemFuzz",
    dependencies: [
        .package(name: "Xylem", path: "..")
    ],
    targets: [
        .target(
            name: "FuzzModels",
            dependencies: [.product(name: "Xylem", package: "Xylem"), .product(name: "XylemAtom", package: "Xylem")]
        ),
        .executableTarget(
            name: "XylemFuzzer",
            dependencies: ["FuzzModels", .product(name: "Xylem", package: "Xylem")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])],
            // lld: gold fails on the libFuzzer runtime's second `main` (SwiftPM renames the target's own).
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]
        ),
        .executableTarget(
            name: "XylemHostile",
            dependencies: ["FuzzModels", .product(name: "Xylem", package: "Xylem")]
        ),
        .executableTarget(
            name: "XylemConformance",
            dependencies: [.product(name: "Xylem", package: "Xylem")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
