// Kept unknown elements are written back from their encoded records, not through the nodes built
// from them: the two ways must give the same bytes for every shape of kept content, compact and
// indented, and records that break the encoder's order must be left to the nodes.

import Testing

@testable import Xylem

/// Keeps everything inside it.
private struct Keeper: XMLReadable, XMLExtensible {
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Keeper.init) {
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// Writes `body` inside a root element `<w>`, compact or indented, and returns the output.
private func written(indented: Bool, _ body: (inout XMLWriter<XMLMemorySink>) throws -> Void) throws -> String {
    var writer = XMLWriter(to: XMLMemorySink(), indentation: indented ? "  " : nil)
    try writer.startElement(XMLQualifiedName("w"))
    try body(&writer)
    try writer.endElement()
    try writer.finish()
    return writer.sink.string
}

/// Kept content of many shapes: nesting, mixed text, comments, prefixes declared inside and
/// outside, a declaration that clashes with the writer's choice, references, CDATA, white space.
private let documents = [
    "<k><a/></k>",
    "<k><a x='1' y='&amp;&lt;'>text</a><b/></k>",
    "<k xmlns:p='urn:p'><p:a p:x='1'><p:b>deep <!--c--> text</p:b> tail</p:a></k>",
    "<k><a xmlns='urn:d' xmlns:q='urn:q'><b q:z='2'/><q:c>one<![CDATA[<two>]]>three</q:c></a></k>",
    "<k><a>mixed <b>bold</b> and <i>italic</i> text</a><a>\n  <only>elements</only>\n</a></k>",
    "<k xmlns:p='urn:one'><p:e xmlns:p='urn:two' p:a='v'/><p:f/></k>",
    "<k><a>\r\n\t&#x1F389; é &#13;</a><!-- between --><b c='\t'/></k>",
    "<k>" + String(repeating: "<d>", count: 300) + "x" + String(repeating: "</d>", count: 300) + "</k>",
]

extension CoreReaderTests.WriterTests {
    @Suite("Kept elements written from their records")
    struct KeptElementWritingTests {
        @Test("the records give the bytes the nodes give, compact and indented", arguments: documents.indices)
        func sameAsNodes(index: Int) throws {
            let keeper = try XMLReader().read(Keeper.self, from: documents[index])
            let nodes = keeper.extensions.unknownElements
            #expect(!nodes.isEmpty)
            // The read kept the elements encoded, and their records are in the encoder's order,
            // so that writing goes from the records.
            let kept = try #require(keeper.extensions.storage?.kept)
            var probe = XMLWriter(to: XMLMemorySink())
            try probe.startElement(XMLQualifiedName("w"))
            #expect(try XMLElementNode.write(kept: kept, into: &probe.engine))
            for indented in [false, true] {
                let fromRecords = try written(indented: indented) { try keeper.extensions.writeElements(to: &$0) }
                let fromNodes = try written(indented: indented) { writer in
                    for node in nodes { try node.write(to: &writer) }
                }
                #expect(fromRecords == fromNodes, "indented: \(indented)")
            }
        }

        @Test("records in the encoder's order are written directly; others are left to the nodes")
        func outOfOrderRecords() throws {
            func encoded(_ body: (inout KeptElementEncoder) -> Void) -> XMLString {
                var encoder = KeptElementEncoder()
                body(&encoder)
                return XMLString(copying: encoder.bytes.elements(from: 0))
            }
            let name = Array("a".utf8)
            let attribute = Array("x".utf8)
            let value = Array("1".utf8)
            let text = Array("t".utf8)
            let ordered = encoded { encoder in
                name.withUnsafeBufferPointer { encoder.start($0) }
                attribute.withUnsafeBufferPointer { a in value.withUnsafeBufferPointer { encoder.attribute(a, $0) } }
                text.withUnsafeBufferPointer { encoder.text($0) }
                encoder.end()
            }
            let attributeAfterText = encoded { encoder in
                name.withUnsafeBufferPointer { encoder.start($0) }
                text.withUnsafeBufferPointer { encoder.text($0) }
                attribute.withUnsafeBufferPointer { a in value.withUnsafeBufferPointer { encoder.attribute(a, $0) } }
                encoder.end()
            }
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement(XMLQualifiedName("w"))
            #expect(try XMLElementNode.write(kept: ordered, into: &writer.engine))
            #expect(try !XMLElementNode.write(kept: attributeAfterText, into: &writer.engine))
            try writer.endElement()
            try writer.finish()
            #expect(writer.sink.string == "<w><a x=\"1\">t</a></w>")
            // The nodes of the out-of-order records still hold the attribute.
            #expect(XMLElementNode.nodes(kept: attributeAfterText).first?.attributes.count == 1)
        }
    }
}
