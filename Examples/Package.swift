// swift-tools-version: 6.1
// Examples that compile against Xylem, kept apart from the library so that their dependencies
// stay out of it. `HTTPReading` streams the records of an XML document as its HTTP response body
// arrives from URLSession (through a delegate, which works on Linux as on Apple platforms), for
// programs that do not take the XylemHTTP module and its AsyncHTTPClient; `headlines` runs it
// against a URL; the tests run it against an HTTP server on the loopback interface.
import PackageDescription

let package = Package(
    name: "XylemExamples",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "Xylem", path: ".."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    ],
    targets: [
        .target(
            name: "HTTPReading",
            dependencies: [
                .product(name: "Xylem", package: "Xylem")
            ]
        ),
        .executableTarget(
            name: "headlines",
            dependencies: [
                "HTTPReading",
                .product(name: "Xylem", package: "Xylem"),
            ]
        ),
        .testTarget(
            name: "HTTPReadingTests",
            dependencies: [
                "HTTPReading",
                .product(name: "Xylem", package: "Xylem"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
