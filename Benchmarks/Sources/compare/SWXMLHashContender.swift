// The SWXMLHash contender: XMLHash.parse on the file's Data builds its tree, then a walk over each
// entry's children builds the benchmark model and folds it into the checksum.

import BenchKit
import Foundation
import SWXMLHash

extension BenchmarkContender {
    /// SWXMLHash's full (non-lazy) parse of the file's `Data`, which on Linux goes through
    /// `XMLParser(data:)` and so fails on inputs over 10,000,000 bytes.
    static let swxmlHash = BenchmarkContender(key: "swxmlhash", name: "SWXMLHash parse", byteLimit: linuxDataLimit) {
        path, consumer in
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = XMLHash.config { $0.detectParsingErrors = true }.parse(data)
        if case .parsingError(let error) = document {
            throw BenchmarkError("SWXMLHash: parse error at line \(error.line), column \(error.column)")
        }
        var sink = BenchmarkSink(consumer)
        for entry in document["feed"]["entry"].all {
            guard let element = entry.element else { continue }
            sink.take(SWXMLHashWalk.entry(element))
        }
        return sink.result
    }
}

/// Builds model values from SWXMLHash elements, matching children by qualified name.
enum SWXMLHashWalk {
    static func entry(_ element: SWXMLHash.XMLElement) -> BenchmarkEntry {
        var entry = BenchmarkEntry()
        entry.etag = element.attribute(by: "gd:etag")?.text ?? ""
        for case let child as SWXMLHash.XMLElement in element.children {
            switch child.name {
            case "id": entry.id = child.text
            case "title": entry.title = child.text
            case "published": entry.published = child.text
            case "link":
                entry.links.append(
                    BenchmarkLink(
                        rel: attribute("rel", child), href: attribute("href", child), type: attribute("type", child)))
            case "category":
                entry.categories.append(
                    BenchmarkCategory(scheme: attribute("scheme", child), term: attribute("term", child)))
            case "author":
                var author = BenchmarkAuthor()
                for case let part as SWXMLHash.XMLElement in child.children {
                    if part.name == "name" {
                        author.name = part.text
                    } else if part.name == "email" {
                        author.email = part.text
                    }
                }
                entry.authors.append(author)
            case "gd:rating":
                entry.rating = BenchmarkRating(
                    value: Int(attribute("value", child)) ?? 0, average: Double(attribute("average", child)) ?? 0)
            case "gd:count": entry.count = Int(child.text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case "gd:visible":
                entry.visible = ["true", "1", "yes", ""].contains(
                    child.text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
            default: break
            }
        }
        return entry
    }

    private static func attribute(_ name: String, _ element: SWXMLHash.XMLElement) -> String {
        element.attribute(by: name)?.text ?? ""
    }
}
