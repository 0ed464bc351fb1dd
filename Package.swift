// swift-tools-version: 6.1
// The library products are `Xylem`, `XylemAtom`, `XylemFeeds`, `XylemHTTP` and `XylemGRDB` (the only
// ones with package dependencies: XylemHTTP on AsyncHTTPClient, SwiftNIO and swift-log, XylemGRDB on
// GRDB); the executable product is the `xylem` tool.
// The benchmark code is internal: its sources live in `Benchmarks/`, which also compiles them
// for its own comparisons (see Benchmarks/Package.swift), and this package compiles them for
// `xylem bench` and their tests. The Foundation contenders (`XMLParser`, `XMLDocument`) are a
// separate program, `xylem-bench-foundation`, which `xylem bench` runs as a child, so that the
// `xylem` tool loads neither FoundationXML, libxml2 nor ICU.
import PackageDescription

/// Apple's systems, where iconv is a library of its own rather than part of the C library.
let darwin: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]

let package = Package(
    name: "Xylem",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Xylem", targets: ["Xylem"]),
        .library(name: "XylemAtom", targets: ["XylemAtom"]),
        .library(name: "XylemFeeds", targets: ["XylemFeeds"]),
        .library(name: "XylemHTTP", targets: ["XylemHTTP"]),
        .library(name: "XylemGRDB", targets: ["XylemGRDB"]),
        .executable(name: "xylem", targets: ["xylem"]),
    ],
    traits: [
        .trait(
            name: "DeprecatedComponentNames",
            description: """
                The description components' former, unprefixed names (Text, Value, Attribute, …) as \
                deprecated aliases. Turn it off (traits: []) to import SwiftUI beside Xylem.
                """
        ),
        .default(enabledTraits: ["DeprecatedComponentNames"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // XylemHTTP only: the core, XylemAtom and XylemFeeds depend on no package.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // XylemGRDB only.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
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
            swiftSettings: [.enableExperimentalFeature("Lifetimes")],
            linkerSettings: [.linkedLibrary("iconv", .when(platforms: darwin))]
        ),
        .target(
            name: "XylemAtom",
            dependencies: ["Xylem"]
        ),
        .target(
            name: "XylemFeeds",
            dependencies: ["Xylem", "XylemAtom"]
        ),
        .target(
            name: "XylemHTTP",
            dependencies: [
                "Xylem",
                "XylemAtom",
                "XylemFeeds",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "XylemGRDB",
            dependencies: [
                "Xylem",
                "XylemAtom",
                "XylemFeeds",
                "XylemHTTP",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the lookups the writer makes per record (see RowQuery).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "XylemBenchKit",
            dependencies: ["Xylem", "XylemAtom", "XylemFeeds", "CExpat"],
            path: "Benchmarks/Kit"
        ),
        // One program with the Foundation contenders' code in it: a library target of its own
        // would be linked into `xylem` too, through the dependency below.
        .executableTarget(
            name: "xylem-bench-foundation",
            dependencies: ["XylemBenchKit"],
            path: "Benchmarks/FoundationContenders"
        ),
        // What both programs print JSON Lines and read arguments with; imports nothing.
        .target(name: "XylemToolSupport"),
        // `xylem import` and `xylem sync`, which `xylem` runs: GRDB loads Foundation, `xylem` must not.
        // Not a dependency of `xylem`: its libraries would be linked into it. `swift build` builds it.
        .executableTarget(
            name: "xylem-store",
            dependencies: [
                "Xylem", "XylemFeeds", "XylemHTTP", "XylemGRDB", "XylemToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "xylem",
            dependencies: [
                "Xylem",
                "XylemAtom",
                "XylemFeeds",
                "XylemHTTP",
                "XylemBenchKit",
                "XylemToolSupport",
                // An executable, so not linked: named so that building `xylem` builds the
                // program it runs for the Foundation contenders.
                "xylem-bench-foundation",
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
            name: "XylemFeedsTests",
            dependencies: ["Xylem", "XylemAtom", "XylemFeeds", "XylemBenchKit"]
        ),
        .testTarget(
            name: "XylemHTTPTests",
            dependencies: [
                "Xylem",
                "XylemAtom",
                "XylemFeeds",
                "XylemHTTP",
                "XylemGRDB",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "XylemGRDBTests",
            dependencies: [
                "Xylem",
                "XylemAtom",
                "XylemFeeds",
                "XylemGRDB",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "XylemToolSupportTests",
            dependencies: ["XylemToolSupport"]
        ),
        .testTarget(
            name: "XylemBenchKitTests",
            dependencies: ["XylemBenchKit", "xylem-bench-foundation"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
