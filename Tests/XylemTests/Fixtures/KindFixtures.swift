// Models shared by the tests of kinds read live (LiveKindsTests, ExtendingKindsTests): the
// namespaces, links that keep unknown content, categories, two extension types that an event
// kind declares (one for itself and one inside links), and the check that a registry reads what
// a registry replaying every element reads.

import Testing
import Xylem

enum KindFixtures {
    static let atom = "urn:live:atom"
    static let gd = "urn:live:gd"
    static let cal = "urn:live:cal"
    static let kindScheme = "urn:live:gd#kind"
    static let eventTerm = "urn:live:gd#event"
    static let prefixes = ["": atom, "gd": gd, "c": cal]
    static let entryPath = XMLRecordPath("feed/entry", namespaces: ["": atom])

    /// The records at `feed/entry` of `xml`, read with `kinds`.
    static func records<Base>(_ kinds: XMLKinds<Base>, _ xml: String, options: XMLReader.Options = XMLReader.Options())
        throws -> [Base]
    {
        var read: [Base] = []
        try XMLReader(options: options).readRecords(kinds, at: entryPath, from: .string(xml)) {
            read.append($0)
            return .continue
        }
        return read
    }

    /// Reads `xml` with `kinds` and with `reference`, a registry that keeps and replays every
    /// element, and expects the same records, with the same unknown content (what `unknowns` picks
    /// out of each), and the same values read as a container's children (`container`); returns
    /// what `kinds` read.
    static func expectSameAsReplay<Base: Equatable>(
        _ kinds: XMLKinds<Base>, as reference: XMLKinds<Base>, _ xml: String, unknowns: (Base) -> [[XMLElementNode]],
        container: (String) throws -> [Base], sourceLocation: SourceLocation
    ) throws -> [Base] {
        let replayed = try records(reference, xml)
        let read = try records(kinds, xml)
        #expect(read == replayed, sourceLocation: sourceLocation)
        #expect(read.map(unknowns) == replayed.map(unknowns), sourceLocation: sourceLocation)
        #expect(try container(xml) == replayed, sourceLocation: sourceLocation)
        return read
    }

    /// Options under which keeping any event of an entry for a replay fails the read: a read that
    /// passes under them kept nothing.
    static var keepNothing: XMLReader.Options {
        var options = XMLReader.Options()
        options.maxReplayBytes = 8
        return options
    }
}

struct LiveLink: XMLReadable, XMLExtensible, Equatable {
    var rel = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(LiveLink.init, namespaces: KindFixtures.prefixes) {
        XMLAttribute("rel", \.rel)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

struct LiveCategory: XMLReadable, Equatable {
    var scheme = ""
    var term = ""

    static let xmlDescription = XMLDescription(LiveCategory.init) {
        XMLAttribute("scheme", \.scheme)
        XMLAttribute("term", \.term)
    }
}

/// Declared by events for themselves.
struct LiveWhen: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: KindFixtures.gd, localName: "when", prefix: "gd")
    var start = ""

    static let xmlDescription = XMLDescription(LiveWhen.init) {
        XMLAttribute("start", \.start)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("start"), start)
        try writer.endElement()
    }
}

/// Declared by events inside their links.
struct LiveWebContent: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: KindFixtures.cal, localName: "webContent", prefix: "c")
    var url = ""

    static let xmlDescription = XMLDescription(LiveWebContent.init) {
        XMLAttribute("url", \.url)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("url"), url)
        try writer.endElement()
    }
}
