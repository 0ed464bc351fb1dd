// The podcast race's Foundation contender: a reader written the way Swift feed libraries are
// written, with XMLParser, a delegate matching qualified names, and DateFormatter for RFC 822
// dates (each format tried in turn, as such libraries do).

import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

#if BENCHMARKS_PACKAGE
import BenchKit
#else
import XylemBenchKit
#endif

/// Reads the podcast corpus with `XMLParser` and `DateFormatter`.
enum FoundationPodcastContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw BenchmarkError("\(path): XMLParser could not open the file")
        }
        let delegate = PodcastParserDelegate(consumer)
        parser.delegate = delegate
        guard parser.parse() else {
            throw BenchmarkError(
                "\(path): line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "XMLParser failed")")
        }
        return delegate.sink.result
    }
}

/// Collects the text of every element inside an item, and builds the item's fields when it ends.
private final class PodcastParserDelegate: NSObject, XMLParserDelegate {
    var sink: PodcastSink
    private var item: PodcastItemFields?
    private var text = ""
    private let formatters: [DateFormatter] = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEE, dd MMM yyyy HH:mm:ss Z", "dd MMM yyyy HH:mm:ss zzz",
        "dd MMM yyyy HH:mm:ss Z",
    ].map { format in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    init(_ consumer: BenchmarkConsumer) {
        sink = PodcastSink(consumer)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        text = ""
        if name == "item" {
            item = PodcastItemFields()
        } else if name == "enclosure", item?.enclosureURL.isEmpty == true {
            item?.enclosureURL = attributes["url"] ?? ""
            item?.enclosureLength = attributes["length"].flatMap { Int($0) } ?? -1
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if item != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if item != nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard item != nil else { return }
        switch name {
        case "item":
            if let item { sink.take(item) }
            item = nil
        case "title": item?.title = text
        case "guid": item?.guid = text
        case "pubDate":
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let date = formatters.lazy.compactMap({ $0.date(from: trimmed) }).first {
                item?.published = Int(date.timeIntervalSince1970)
            }
        case "itunes:duration": item?.duration = podcastDurationSeconds(text)
        case "itunes:episode": item?.episode = Int(text) ?? -1
        case "itunes:explicit":
            item?.explicit = ["yes", "true", "explicit"].contains(text.lowercased())
        default: break
        }
        text = ""
    }
}
