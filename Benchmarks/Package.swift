// swift-tools-version: 6.1
// The benchmark package, apart from the library so that its dependencies stay out of it:
// `swift package --package-path Benchmarks benchmark` runs the ordo-one benchmarks,
// `swift run -c release --package-path Benchmarks compare [FILE]` compares Xylem with raw expat,
// Foundation's readers, XMLCoder and SWXMLHash, and its writer with XMLDocument's and XMLCoder's,
// and
// `swift run -c release --package-path Benchmarks records-isolation [FILE]` compares record loops
// on and off the main actor with the callback read, and
// `swift run -c release --package-path Benchmarks path-cost` compares a path mapping with the
// wrapper type it replaces, and `swift run -c release --package-path Benchmarks date-parsing`
// counts dates per second against Foundation's formatters.
//
// `Kit/` (the corpus generator, the model, the harness and the contenders built on Xylem and
// expat) and `FoundationContenders/` are compiled here and by the root package, where they are
// internal targets behind `xylem bench`: they are not products, so this package cannot take them
// from the root. Target names must be unique across a package graph, so here the kit is the
// module `BenchKit` (the root's is `XylemBenchKit`), and `BENCHMARKS_PACKAGE` tells the
// Foundation contenders which of the two to import. The kit's expat contenders import `CExpat`,
// which they see through the `Xylem` product that is built on it.

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
        .target(
            name: "BenchKit",
            dependencies: [
                .product(name: "Xylem", package: "Xylem"),
                .product(name: "XylemAtom", package: "Xylem"),
            ],
            path: "Kit"
        ),
        .target(
            name: "FoundationContenders",
            dependencies: ["BenchKit"],
            path: "FoundationContenders",
            exclude: ["main.swift"],  // the root package's program `xylem-bench-foundation`
            swiftSettings: [.define("BENCHMARKS_PACKAGE")]
        ),
        .executableTarget(
            name: "XylemBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchKit",
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
                "BenchKit",
            ]
        ),
        .executableTarget(
            name: "path-cost",
            dependencies: [.product(name: "Xylem", package: "Xylem")]
        ),
        .executableTarget(
            name: "date-parsing",
            dependencies: [.product(name: "Xylem", package: "Xylem")]
        ),
        .executableTarget(
            name: "compare",
            dependencies: [
                .product(name: "Xylem", package: "Xylem"),
                "BenchKit",
                "FoundationContenders",
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
