// Foundation's tree serializer: the corpus parsed into an XMLDocument (untimed), then the whole
// tree serialized with `xmlData`, which is what is timed.

import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

// The benchmark kit is the module XylemBenchKit in the root package and BenchKit in the
// Benchmarks package, which compiles the same sources (see Benchmarks/Package.swift).
#if BENCHMARKS_PACKAGE
import BenchKit
#else
import XylemBenchKit
#endif

#if os(macOS) || canImport(FoundationXML)
/// Serializes the tree `XMLDocument(contentsOf:)` builds from the corpus, with default options.
/// The timed part makes the document's bytes (`xmlData`, XML declaration included) and hands
/// them to the output; parsing the tree is the untimed setup.
enum FoundationDOMWriteContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        try WriteRun.run(path, consumer) { path in
            let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
            guard let root = document.rootElement() else { throw BenchmarkError("\(path): no root element") }
            let entries = root.children?.count { ($0 as? XMLElement)?.localName == "entry" } ?? 0
            return (document, entries)
        } write: { document, output in
            let data = document.xmlData
            try data.withUnsafeBytes { try output.write($0) }
        }
    }
}
#endif
