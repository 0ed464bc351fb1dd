// swift-tools-version: 6.1
// The benchmark package, apart from the library so that its dependencies stay out of it:
// `swift package --package-path Benchmarks benchmark` runs the ordo-one benchmarks,
// `swift run -c release --package-path Benchmarks compare [FILE]` compares six XML readers, and
// `swift run -c release --package-path Benchmarks records-isolation [FILE]` compares record loops
// on and off the main actor with the callback read.

import PackageDescription

let package = Package(
    name: "XylemBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Xylem", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", from: "8.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "XylemBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Xylem", package: "Xylem"),
                .product(name: "XylemBenchKit", package: "Xylem"),
            ],
            path: "Benchmarks/XylemBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "records-isolation",
            dependencies: [
                .product(name: "Xylem", package: "Xylem"),
                .product(name: "XylemBenchKit", package: "Xylem"),
            ]
        ),
        .executableTarget(
            name: "compare",
            dependencies: [
                .product(name: "Xylem", package: "Xylem"),
                .product(name: "XylemBenchKit", package: "Xylem"),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
