// What a careful programmer writes without Xylem: expat with its own namespace processing (names
// arrive as "uri|local"), a small state machine that follows entries, their authors and the
// elements whose text is wanted, text collected only there, and the same entries handed to the
// sink. It shows what Xylem costs against code written by hand for one model, which is also about
// what code generated per model could reach.

import CExpat

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the corpus with expat and hand-written handlers for the benchmark model.
enum HandWrittenExpatContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw BenchmarkError("\(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        guard let parser = XML_ParserCreateNS(nil, CChar(UInt8(ascii: "|"))) else {
            throw BenchmarkError("expat could not allocate a parser")
        }
        defer { XML_ParserFree(parser) }
        let reader = EntryReader(consumer)
        XML_SetUserData(parser, Unmanaged.passUnretained(reader).toOpaque())
        XML_SetElementHandler(
            parser,
            { userData, name, attributes in EntryReader.from(userData).start(name!, attributes!) },
            { userData, _ in EntryReader.from(userData).end() })
        XML_SetCharacterDataHandler(parser) { userData, bytes, count in
            EntryReader.from(userData).characters(bytes!, Int(count))
        }
        try withExtendedLifetime(reader) {
            try RawExpatContender.feed(parser, from: descriptor, path: path)
        }
        return reader.sink.result
    }
}

/// The handlers' state: where in the feed the parser is, and the entry being built.
private final class EntryReader {
    enum Field { case id, title, published, count, visible, authorName, authorEmail }

    // The namespaces' expanded-name prefixes ("uri|"), as constants that need no reference
    // counting (checked against BenchmarkNamespaces when the reader is made).
    static let atom: StaticString = "http://www.w3.org/2005/Atom|"
    static let gd: StaticString = "http://schemas.google.com/g/2005|"
    static let etag: StaticString = "http://schemas.google.com/g/2005|etag"

    var sink: BenchmarkSink
    private var depth = 0
    private var inEntry = false
    private var entry = BenchmarkEntry()
    private var inAuthor = false
    private var author = BenchmarkAuthor()
    private var field: Field?
    private var text: [UInt8] = []

    init(_ consumer: BenchmarkConsumer) {
        precondition("\(Self.atom)" == BenchmarkNamespaces.atom + "|" && "\(Self.gd)" == BenchmarkNamespaces.gd + "|")
        sink = BenchmarkSink(consumer)
        text.reserveCapacity(1024)
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> EntryReader {
        Unmanaged<EntryReader>.fromOpaque(userData!).takeUnretainedValue()
    }

    func start(_ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) {
        depth += 1
        if depth == 2 {
            if let local = Self.local(name, in: Self.atom), strcmp(local, "entry") == 0 {
                inEntry = true
                entry.etag = Self.attribute(Self.cString(Self.etag), in: attributes) ?? ""
            }
            return
        }
        guard inEntry else { return }
        if depth == 3 {
            startEntryChild(name, attributes)
        } else if depth == 4, inAuthor, let local = Self.local(name, in: Self.atom) {
            if strcmp(local, "name") == 0 {
                capture(.authorName)
            } else if strcmp(local, "email") == 0 {
                capture(.authorEmail)
            }
        }
    }

    private func startEntryChild(
        _ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) {
        if let local = Self.local(name, in: Self.atom) {
            if strcmp(local, "link") == 0 {
                entry.links.append(
                    BenchmarkLink(
                        rel: Self.attribute("rel", in: attributes) ?? "",
                        href: Self.attribute("href", in: attributes) ?? "",
                        type: Self.attribute("type", in: attributes) ?? ""))
            } else if strcmp(local, "category") == 0 {
                entry.categories.append(
                    BenchmarkCategory(
                        scheme: Self.attribute("scheme", in: attributes) ?? "",
                        term: Self.attribute("term", in: attributes) ?? ""))
            } else if strcmp(local, "id") == 0 {
                capture(.id)
            } else if strcmp(local, "title") == 0 {
                capture(.title)
            } else if strcmp(local, "published") == 0 {
                capture(.published)
            } else if strcmp(local, "author") == 0 {
                inAuthor = true
            }
        } else if let local = Self.local(name, in: Self.gd) {
            if strcmp(local, "rating") == 0 {
                entry.rating = BenchmarkRating(
                    value: Self.attribute("value", in: attributes).flatMap { Int($0) } ?? 0,
                    average: Self.attribute("average", in: attributes).flatMap { Double($0) } ?? 0)
            } else if strcmp(local, "count") == 0 {
                capture(.count)
            } else if strcmp(local, "visible") == 0 {
                capture(.visible)
            }
        }
    }

    private func capture(_ field: Field) {
        self.field = field
        text.removeAll(keepingCapacity: true)
    }

    func characters(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        guard field != nil else { return }
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            text.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    func end() {
        defer { depth -= 1 }
        if let field {
            store(field)
            self.field = nil
        } else if depth == 3, inAuthor {
            var finished = BenchmarkAuthor()
            swap(&finished, &author)
            entry.authors.append(finished)
            inAuthor = false
        } else if depth == 2, inEntry {
            var finished = BenchmarkEntry()
            swap(&finished, &entry)
            sink.take(finished)
            inEntry = false
        }
    }

    private func store(_ field: Field) {
        let value = String(decoding: text, as: UTF8.self)
        switch field {
        case .id: entry.id = value
        case .title: entry.title = value
        case .published: entry.published = value
        case .count: entry.count = BenchmarkValue.integer(value)
        case .visible: entry.visible = BenchmarkValue.boolean(value)
        case .authorName: author.name = value
        case .authorEmail: author.email = value
        }
    }

    /// The local name of `name` when it is in the namespace whose "uri|" is `prefix`.
    private static func local(_ name: UnsafePointer<CChar>, in prefix: StaticString) -> UnsafePointer<CChar>? {
        strncmp(name, cString(prefix), prefix.utf8CodeUnitCount) == 0 ? name + prefix.utf8CodeUnitCount : nil
    }

    private static func cString(_ string: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// The value of the attribute with the expanded name `name`, if the start tag has it.
    private static func attribute(
        _ name: UnsafePointer<CChar>, in attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) -> String? {
        var index = 0
        while let attribute = attributes[index] {
            if strcmp(attribute, name) == 0 { return attributes[index + 1].map { String(cString: $0) } }
            index += 2
        }
        return nil
    }
}
