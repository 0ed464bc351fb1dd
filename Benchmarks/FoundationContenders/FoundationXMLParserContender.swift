// Foundation's streaming parser: XMLParser(contentsOf:) with namespace processing and a hand-written
// delegate that builds the same entries as the Xylem description, handing each to the sink.

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

/// Reads the corpus with `XMLParser`. `XMLParser(data:)` is not used: on Linux it fails on inputs
/// over 10,000,000 bytes, while `contentsOf:` reads the file as a stream.
enum FoundationXMLParserContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw BenchmarkError("\(path): XMLParser could not open the file")
        }
        let delegate = EntryParserDelegate(consumer)
        parser.shouldProcessNamespaces = true
        parser.delegate = delegate
        guard parser.parse() else {
            throw BenchmarkError(
                "\(path): line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "XMLParser failed")")
        }
        return delegate.sink.result
    }
}

/// The delegate: tracks depth, collects text only inside mapped elements, and builds one entry at a
/// time. Elements are matched by namespace URI and local name, as Xylem matches them.
private final class EntryParserDelegate: NSObject, XMLParserDelegate {
    enum Field { case id, title, published, count, visible, authorName, authorEmail }

    var sink: BenchmarkSink
    private var depth = 0
    private var entry: BenchmarkEntry?
    private var author: BenchmarkAuthor?
    private var field: Field?
    private var text = ""

    init(_ consumer: BenchmarkConsumer) {
        sink = BenchmarkSink(consumer)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        depth += 1
        if depth == 2 {
            if name == "entry" && namespaceURI == BenchmarkNamespaces.atom {
                var entry = BenchmarkEntry()
                entry.etag = attributes["gd:etag"] ?? ""
                self.entry = entry
            }
            return
        }
        guard entry != nil else { return }
        if depth == 3 {
            startEntryChild(name, namespaceURI ?? "", attributes)
        } else if depth == 4 && author != nil && namespaceURI == BenchmarkNamespaces.atom {
            if name == "name" { capture(.authorName) } else if name == "email" { capture(.authorEmail) }
        }
    }

    private func startEntryChild(_ name: String, _ namespace: String, _ attributes: [String: String]) {
        if namespace == BenchmarkNamespaces.atom {
            switch name {
            case "id": capture(.id)
            case "title": capture(.title)
            case "published": capture(.published)
            case "link":
                entry!.links.append(
                    BenchmarkLink(
                        rel: attributes["rel"] ?? "", href: attributes["href"] ?? "", type: attributes["type"] ?? ""))
            case "category":
                entry!.categories.append(
                    BenchmarkCategory(scheme: attributes["scheme"] ?? "", term: attributes["term"] ?? ""))
            case "author": author = BenchmarkAuthor()
            default: break
            }
        } else if namespace == BenchmarkNamespaces.gd {
            switch name {
            case "rating":
                entry!.rating = BenchmarkRating(
                    value: attributes["value"].flatMap { Int($0) } ?? 0,
                    average: attributes["average"].flatMap { Double($0) } ?? 0)
            case "count": capture(.count)
            case "visible": capture(.visible)
            default: break
            }
        }
    }

    private func capture(_ field: Field) {
        self.field = field
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if field != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if field != nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        if let field {
            store(field)
            self.field = nil
        } else if depth == 3, let author {
            entry?.authors.append(author)
            self.author = nil
        } else if depth == 2, let entry {
            sink.take(entry)
            self.entry = nil
        }
    }

    private func store(_ field: Field) {
        switch field {
        case .id: entry!.id = text
        case .title: entry!.title = text
        case .published: entry!.published = text
        case .count: entry!.count = BenchmarkValue.integer(text)
        case .visible: entry!.visible = BenchmarkValue.boolean(text)
        case .authorName: author!.name = text
        case .authorEmail: author!.email = text
        }
    }
}
