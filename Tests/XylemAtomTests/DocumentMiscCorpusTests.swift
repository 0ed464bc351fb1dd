// The corpus files' comments and processing instructions outside the root element (a Blogger
// feed's xml-stylesheet instruction): found by readDocument as Foundation's parser finds them, and
// still there after the document is written back from the model, as `xylem roundtrip` does.

import Foundation
import Testing
import Xylem
import XylemAtom

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The comments and processing instructions Foundation's parser reports outside the root element.
private final class MiscCollector: NSObject, XMLParserDelegate {
    private var depth = 0
    private var rootSeen = false
    private(set) var prolog: [XMLMiscItem] = []
    private(set) var epilog: [XMLMiscItem] = []

    static func items(in data: Data) -> (prolog: [XMLMiscItem], epilog: [XMLMiscItem]) {
        let collector = MiscCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        _ = parser.parse()
        return (collector.prolog, collector.epilog)
    }

    private func add(_ item: XMLMiscItem) {
        guard depth == 0 else { return }
        if rootSeen { epilog.append(item) } else { prolog.append(item) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        depth += 1
        rootSeen = true
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        add(.comment(comment))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        add(.processingInstruction(target: target, data: data ?? ""))
    }
}

/// A corpus file read with its prolog and epilog, then written back from the model.
private func writtenBack(_ root: GDataCorpus.Root, _ data: Data) throws -> (read: [XMLMiscItem], written: Data) {
    let reader = XMLReader()
    let document: XMLDocumentValue<any XMLWritable>
    switch root {
    case .feed:
        let read = try reader.readDocument(AtomFeed.self, from: .data(data))
        document = XMLDocumentValue(root: read.root, prolog: read.prolog, epilog: read.epilog)
    case .entry:
        let read = try reader.readDocument(AtomKinds.entries, from: .data(data))
        document = XMLDocumentValue(root: read.root, prolog: read.prolog, epilog: read.epilog)
    case .service:
        let read = try reader.readDocument(AtomService.self, from: .data(data))
        document = XMLDocumentValue(root: read.root, prolog: read.prolog, epilog: read.epilog)
    }
    var writer = XMLWriter(to: XMLMemorySink())
    try writer.startDocument()
    for item in document.prolog { try writer.write(item) }
    try document.root.write(to: &writer)
    for item in document.epilog { try writer.write(item) }
    try writer.finish()
    return (document.prolog + document.epilog, Data(writer.sink.string.utf8))
}

@Suite(
    "GData corpus: items around the root element",
    .enabled(if: GDataCorpus.isAvailable, "the shared GData corpus is not present"))
struct DocumentMiscCorpusTests {
    @Test("readDocument finds what Foundation finds, and writing back keeps it", arguments: GDataCorpus.files)
    func keptThroughTheModel(_ file: String) throws {
        let data = try GDataCorpus.data(file)
        let root = try #require(GDataCorpus.root(of: try XMLTree.parse(data)), "\(file): not an Atom document")
        let expected = MiscCollector.items(in: data)
        let (read, written) = try writtenBack(root, data)
        #expect(read == expected.prolog + expected.epilog, "\(file)")
        let after = MiscCollector.items(in: written)
        #expect(after.prolog == expected.prolog && after.epilog == expected.epilog, "\(file)")
    }

    @Test("the Blogger comments feed keeps its xml-stylesheet instruction")
    func bloggerStylesheet() throws {
        let data = try GDataCorpus.data("FeedBlogCommentsTest1.xml")
        let (read, written) = try writtenBack(.feed, data)
        let stylesheet = XMLMiscItem.processingInstruction(
            target: "xml-stylesheet", data: #"href="http://www.blogger.com/styles/atom.css" type="text/css""#)
        #expect(read == [stylesheet])
        #expect(MiscCollector.items(in: written).prolog == [stylesheet])
    }
}
