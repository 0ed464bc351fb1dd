// Foundation's tree: XMLDocument(contentsOf:) loads the whole document, then a walk over the
// element nodes builds the same entries as the Xylem description.

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
/// Reads the corpus with `XMLDocument`, which exists on macOS and where FoundationXML does.
/// Attributes are found by scanning `attributes`: on Linux `attribute(forName:)` returns nil for
/// unprefixed attributes of elements in a default namespace.
enum FoundationDOMContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        guard let root = document.rootElement() else { throw BenchmarkError("\(path): no root element") }
        var sink = BenchmarkSink(consumer)
        for case let element as XMLElement in root.children ?? [] where isAtom(element, "entry") {
            sink.take(entry(from: element))
        }
        return sink.result
    }

    private static func entry(from element: XMLElement) -> BenchmarkEntry {
        var entry = BenchmarkEntry()
        entry.etag = attribute("gd:etag", of: element)
        for case let child as XMLElement in element.children ?? [] {
            switch (child.uri ?? "", child.localName ?? "") {
            case (BenchmarkNamespaces.atom, "id"): entry.id = child.stringValue ?? ""
            case (BenchmarkNamespaces.atom, "title"): entry.title = child.stringValue ?? ""
            case (BenchmarkNamespaces.atom, "published"): entry.published = child.stringValue ?? ""
            case (BenchmarkNamespaces.atom, "link"):
                entry.links.append(
                    BenchmarkLink(
                        rel: attribute("rel", of: child), href: attribute("href", of: child),
                        type: attribute("type", of: child)))
            case (BenchmarkNamespaces.atom, "category"):
                entry.categories.append(
                    BenchmarkCategory(scheme: attribute("scheme", of: child), term: attribute("term", of: child)))
            case (BenchmarkNamespaces.atom, "author"):
                entry.authors.append(author(from: child))
            case (BenchmarkNamespaces.gd, "rating"):
                entry.rating = BenchmarkRating(
                    value: Int(attribute("value", of: child)) ?? 0,
                    average: Double(attribute("average", of: child)) ?? 0)
            case (BenchmarkNamespaces.gd, "count"):
                entry.count = BenchmarkValue.integer(child.stringValue ?? "")
            case (BenchmarkNamespaces.gd, "visible"):
                entry.visible = BenchmarkValue.boolean(child.stringValue ?? "")
            default: break
            }
        }
        return entry
    }

    private static func author(from element: XMLElement) -> BenchmarkAuthor {
        var author = BenchmarkAuthor()
        for case let child as XMLElement in element.children ?? [] where child.uri == BenchmarkNamespaces.atom {
            switch child.localName {
            case "name": author.name = child.stringValue ?? ""
            case "email": author.email = child.stringValue ?? ""
            default: break
            }
        }
        return author
    }

    private static func isAtom(_ element: XMLElement, _ localName: String) -> Bool {
        element.localName == localName && element.uri == BenchmarkNamespaces.atom
    }

    /// The value of the attribute whose qualified name is `name`, or `""`.
    private static func attribute(_ name: String, of element: XMLElement) -> String {
        for attribute in element.attributes ?? [] where attribute.name == name {
            return attribute.stringValue ?? ""
        }
        return ""
    }
}
#endif
