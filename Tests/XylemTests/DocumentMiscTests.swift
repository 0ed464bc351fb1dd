// The comments and processing instructions around the root element: reported by readDocument in
// document order, prolog apart from epilog, and written back around the root by the writer.

import Testing
import Xylem

private struct Note: XMLReadable, XMLWritable, Equatable {
    var title = ""

    static let xmlDescription = XMLDescription(Note.init) {
        XMLChildText("title", \.title)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement("note")
        try writer.startElement("title")
        try writer.text(title)
        try writer.endElement()
        try writer.endElement()
    }
}

private struct Memo: XMLReadable, Equatable {
    var title = ""
    static let xmlDescription = XMLDescription(Memo.init) {
        XMLChildText("title", \.title)
    }
}

private enum AnyNote: Equatable {
    case note(Note)
    case memo(Memo)
}

private let noteKinds = XMLKinds<AnyNote>(attribute: "kind", default: XMLKind(Note.self) { .note($0) }) {
    XMLKind(Memo.self, kind: "memo") { .memo($0) }
}

/// Items in the prolog (before, between and after the declarations), inside the DTD, inside the
/// root and in the epilog.
private let document = """
    <?xml version="1.0"?>
    <?xml-stylesheet href="note.xsl" type="text/xsl"?>
    <!-- before the DTD -->
    <!DOCTYPE note [
      <!-- inside the DTD -->
      <?inside-dtd x?>
      <!ENTITY who "me">
    ]>
    <?after-dtd?>
    <note kind="memo"><!-- inside --><?inside data?><title>By &who;</title></note>
    <!-- after -->
    <?tail  spaced data ?>

    """

extension CoreReaderTests {
    @Suite("The prolog and epilog of a document")
    struct DocumentMiscTests {
        static let prolog: [XMLMiscItem] = [
            .processingInstruction(target: "xml-stylesheet", data: #"href="note.xsl" type="text/xsl""#),
            .comment(" before the DTD "),
            .processingInstruction(target: "after-dtd", data: ""),
        ]
        // Expat drops the white space between a target and its data, not after the data.
        static let epilog: [XMLMiscItem] = [
            .comment(" after "),
            .processingInstruction(target: "tail", data: "spaced data "),
        ]

        @Test("readDocument reports the items before and after the root element, in order")
        func reported() throws {
            let read = try XMLReader().readDocument(Note.self, from: .string(document))
            #expect(read.root == Note(title: "By me"))
            #expect(read.prolog == Self.prolog)
            #expect(read.epilog == Self.epilog)
        }

        @Test("a root chosen among kinds has its prolog and epilog too")
        func kinds() throws {
            let read = try XMLReader().readDocument(noteKinds, from: .string(document))
            #expect(read.root == .memo(Memo(title: "By me")))
            #expect(read.prolog == Self.prolog)
            #expect(read.epilog == Self.epilog)
        }

        @Test("a document without items around its root has none, and any input size gives the same")
        func noneAndChunked() throws {
            let bare = try XMLReader().readDocument(Note.self, from: .string("<note><title>t</title></note>"))
            #expect(bare.prolog.isEmpty && bare.epilog.isEmpty)
            let chunked = try XMLReader().readDocument(
                Note.self, from: .chunks(Array(document.utf8).map { [$0] }))
            #expect(chunked.prolog == Self.prolog && chunked.epilog == Self.epilog)
        }

        @Test("written back, the items surround the root as they did, and read back the same")
        func roundTrip() throws {
            let read = try XMLReader().readDocument(Note.self, from: .string(document))
            let written = try read.xmlString()
            #expect(
                written
                    == #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                    + #"<?xml-stylesheet href="note.xsl" type="text/xsl"?><!-- before the DTD --><?after-dtd?>"#
                    + "<note><title>By me</title></note><!-- after --><?tail spaced data ?>")
            let again = try XMLReader().readDocument(Note.self, from: .string(written))
            #expect(again.root == read.root && again.prolog == read.prolog && again.epilog == read.epilog)
        }

        @Test("with indentation, each item outside the root has a line of its own")
        func indented() throws {
            let value = XMLDocumentValue(
                root: Note(title: "t"), prolog: [.comment(" p ")],
                epilog: [.processingInstruction(target: "e", data: "")])
            #expect(
                try value.xmlString(indentation: "  ")
                    == #"<?xml version="1.0" encoding="UTF-8"?>"#
                    + "\n<!-- p -->\n<note>\n  <title>t</title>\n</note>\n<?e?>\n")
        }

        @Test("reads without readDocument are not changed by items around the root")
        func plainRead() throws {
            #expect(try XMLReader().read(Note.self, from: document) == Note(title: "By me"))
            let statistics = try XMLStatistics.collect(from: .string(document))
            #expect(statistics.elementCount == 2)
        }
    }
}
