// Kinds registered as the default type with more extensions declared
// (`XMLKind(_:extending:declaring:wrapping:)`): read as the default's model type, converted in place
// when the category decides, and wrapped when the element ends. The results must be those of a
// kind type with a full description of its own, read by replaying each element into it.

import Foundation
import Testing
import Xylem

private let atom = KindFixtures.atom
private let gd = KindFixtures.gd
private let cal = KindFixtures.cal
private let kindScheme = KindFixtures.kindScheme
private let eventTerm = KindFixtures.eventTerm
private let prefixes = KindFixtures.prefixes
private typealias Link = LiveLink
private typealias Category = LiveCategory
private typealias When = LiveWhen
private typealias WebContent = LiveWebContent

// MARK: Models

/// The default kind.
private struct Entry: XMLReadable, XMLExtensible, Equatable {
    var id = ""
    var title = ""
    var links: [Link] = []
    var categories: [Category] = []
    var extensions = XMLExtensions()

    static let xmlDescription = description(Entry.init, entry: \.self) {}

    /// The entry lines, for the entry itself and for the kind type's own description.
    static func description<Model>(
        _ make: @escaping @Sendable () -> Model, entry root: WritableKeyPath<Model, Entry>,
        @XMLExtensionBuilder _ declarations: () -> [XMLExtensionDeclaration]
    ) -> XMLDescription<Model> {
        let declared = declarations()
        return XMLDescription(make, namespaces: prefixes) {
            XMLChildText("id", root.appending(path: \.id))
            XMLChildText("title", root.appending(path: \.title))
            XMLChildren("link", root.appending(path: \.links))
            XMLChildren("category", root.appending(path: \.categories))
            XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true) { declared }
        }
    }
}

/// A kind that wraps the entry and declares two extensions.
private struct Event: XMLReadable, XMLExtensible, Equatable {
    var entry = Entry()

    var extensions: XMLExtensions {
        get { entry.extensions }
        set { entry.extensions = newValue }
    }

    @XMLExtensionBuilder static var declarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(When.self)
        XMLExtensionDeclaration(WebContent.self, inside: Link.self)
    }

    /// The full description, for the replaying registry that the extending one must agree with.
    static let xmlDescription = Entry.description(Event.init, entry: \.entry) { declarations }
}

private enum AnyEntry: Equatable {
    case entry(Entry)
    case event(Event)

    var caseName: String {
        switch self {
        case .entry: "entry"
        case .event: "event"
        }
    }

    var content: Entry {
        switch self {
        case .entry(let entry): entry
        case .event(let event): event.entry
        }
    }
}

private let extendingKinds = XMLKinds<AnyEntry>(
    attribute: "gd:kind", category: "category", namespaces: prefixes, default: XMLKind(Entry.self) { .entry($0) }
) {
    XMLKind(
        Event.self, kind: "event", scheme: kindScheme, term: eventTerm, extending: Entry.self,
        declaring: { Event.declarations },
        wrapping: { Event(entry: $0) }
    ) { .event($0) }
}

private let replayingKinds = XMLKinds<AnyEntry>(
    attribute: "gd:kind", category: "category", namespaces: prefixes, default: XMLKind(Entry.self) { .entry($0) }
) {
    XMLKind(Event.self, kind: "event", scheme: kindScheme, term: eventTerm) { .event($0) }
}

private struct Feed: XMLReadable, Equatable {
    var entries: [AnyEntry] = []
    static let xmlDescription = XMLDescription(Feed.init, namespaces: prefixes) {
        XMLChildren("entry", \.entries, kinds: extendingKinds)
    }
}

/// An extension whose description maps one attribute to two properties, a mistake a read finds
/// only at the first element that would use it.
private struct MisdescribedWhen: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gd, localName: "when", prefix: "gd")
    var start = ""
    var startAgain = ""

    static let xmlDescription = XMLDescription(MisdescribedWhen.init) {
        XMLAttribute("start", \.start)
        XMLAttribute("start", \.startAgain)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("start"), start)
        try writer.endElement()
    }
}

/// A registry whose extending kind declares the misdescribed extension: its plan reads `Entry`,
/// the default kind's model type, with that declaration added.
private let misdeclaringKinds = XMLKinds<AnyEntry>(
    attribute: "gd:kind", category: "category", namespaces: prefixes, default: XMLKind(Entry.self) { .entry($0) }
) {
    XMLKind(
        Event.self, kind: "event", scheme: kindScheme, term: eventTerm, extending: Entry.self,
        declaring: { [XMLExtensionDeclaration(MisdescribedWhen.self)] },
        wrapping: { Event(entry: $0) }
    ) { .event($0) }
}

/// A feed that reaches `Entry` with its own plan as well as through the kinds, on both sides of
/// them: whichever order a walk takes, it meets the default's plan of that type before the kind's.
private struct MisdeclaringFeed: XMLReadable {
    var first: Entry?
    var entries: [AnyEntry] = []
    var last: Entry?
    static let xmlDescription = XMLDescription(MisdeclaringFeed.init, namespaces: prefixes) {
        XMLChild("first", \.first)
        XMLChildren("entry", \.entries, kinds: misdeclaringKinds)
        XMLChild("last", \.last)
    }
}

// MARK: Documents

private func feed(_ entries: String...) -> String {
    "<feed xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\" xmlns:c=\"\(cal)\">\n" + entries.joined(separator: "\n") + "\n</feed>"
}

private let eventCategory = "<category scheme=\"\(kindScheme)\" term=\"\(eventTerm)\"/>"
/// A kind category that names no registered kind: it decides for the default kind.
private let plainCategory = "<category scheme=\"\(kindScheme)\" term=\"urn:live:gd#note\"/>"

private func entry(_ parts: String..., start: String = "<entry>") -> String {
    start + parts.joined() + "</entry>"
}

private func records(_ kinds: XMLKinds<AnyEntry>, _ xml: String, options: XMLReader.Options = XMLReader.Options())
    throws -> [AnyEntry]
{
    try KindFixtures.records(kinds, xml, options: options)
}

private var keepNothing: XMLReader.Options { KindFixtures.keepNothing }

/// Reads `xml` with the extending registry, as records and as a feed's children, and checks
/// both against the replaying registry, kept unknown content included.
private func expectSameAsReplay(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [AnyEntry] {
    try KindFixtures.expectSameAsReplay(
        extendingKinds, as: replayingKinds, xml,
        unknowns: { [$0.content.extensions.unknownElements] + $0.content.links.map(\.extensions.unknownElements) },
        container: { try XMLReader().read(Feed.self, from: $0).entries }, sourceLocation: sourceLocation)
}

extension CoreReaderTests {
    @Suite("Kinds that extend the default kind's declarations")
    struct ExtendingKindsTests {
        @Test(
            "an entry read as the default before its category goes on as the kind: its extensions are typed, nothing is kept"
        )
        func convertsInPlace() throws {
            let xml = feed(
                entry(
                    "<id>1</id><title>T</title><link rel=\"a\"/>", eventCategory,
                    "<gd:when start=\"s\"/><link rel=\"w\"><c:webContent url=\"u\"/></link>"),
                entry(
                    "<id>2</id>", plainCategory,
                    "<gd:when start=\"kept\"/><link rel=\"w\"><c:webContent url=\"v\"/></link>"))
            let read = try expectSameAsReplay(xml)
            #expect(read.map(\.caseName) == ["event", "entry"])
            guard case .event(let event) = read[0] else { Issue.record("the first entry is not an event"); return }
            #expect(event.entry.id == "1")
            #expect(event.entry.title == "T")
            #expect(event.extension(When.self) == When(start: "s"))
            #expect(event.entry.links.map(\.rel) == ["a", "w"])
            #expect(event.entry.links[1].extension(WebContent.self) == WebContent(url: "u"))
            // The default entry does not declare them: the same elements stay unknown content.
            let plain = read[1].content
            #expect(plain.extension(When.self) == nil)
            #expect(plain.extensions.unknownElements.map(\.name.localName) == ["when"])
            #expect(plain.links[0].extension(WebContent.self) == nil)
            #expect(plain.links[0].extensions.unknownElements.map(\.name.localName) == ["webContent"])
            // Nothing was kept for a replay: the read passes under a limit the replay breaks.
            #expect(try records(extendingKinds, xml, options: keepNothing) == read)
            #expect(throws: XMLReadError.self) { try records(replayingKinds, xml, options: keepNothing) }
        }

        @Test("kinds in any order: builders reused across kinds carry nothing from one entry to the next")
        func alternatingKinds() throws {
            let event = { (id: Int) in
                entry(
                    "<id>\(id)</id><link rel=\"l\(id)\"/>", eventCategory,
                    "<gd:when start=\"w\(id)\"/><link rel=\"m\(id)\"><c:webContent url=\"u\(id)\"/></link>")
            }
            // Plain entries carry the event's extension too, which they must keep as unknown content.
            let plain = { (id: Int) in
                entry(
                    "<id>\(id)</id>", plainCategory,
                    "<title>t\(id)</title><link rel=\"p\(id)\"/><gd:when start=\"p\(id)\"/>")
            }
            let xml = feed(plain(1), event(2), plain(3), event(4), event(5), plain(6), plain(7), event(8))
            let read = try expectSameAsReplay(xml)
            #expect(read.map(\.caseName) == ["entry", "event", "entry", "event", "event", "entry", "entry", "event"])
            for (position, value) in read.enumerated() {
                let id = position + 1
                #expect(value.content.id == "\(id)")
                switch value {
                case .event(let event):
                    #expect(event.entry.title == "")
                    #expect(event.entry.links.map(\.rel) == ["l\(id)", "m\(id)"])
                    #expect(event.extensions(When.self) == [When(start: "w\(id)")])
                    #expect(event.entry.links[1].extension(WebContent.self) == WebContent(url: "u\(id)"))
                case .entry(let entry):
                    #expect(entry.title == "t\(id)")
                    #expect(entry.links.map(\.rel) == ["p\(id)"])
                    #expect(entry.extensions.values.isEmpty)
                    #expect(entry.extensions.unknownElements.map(\.name.localName) == ["when"])
                }
            }
        }

        @Test(
            "the kind attribute chooses the kind at the start tag, and a kind element before the category is replayed")
        func attributeAndReplay() throws {
            let xml = feed(
                entry("<id>1</id><gd:when start=\"a\"/>", start: "<entry gd:kind=\"event\">"),
                // The event's extension before the category: the default would keep it, so the
                // rest of the entry is kept and replayed into the event.
                entry("<id>2</id><gd:when start=\"b\"/>", eventCategory))
            let read = try expectSameAsReplay(xml)
            #expect(read.map(\.caseName) == ["event", "event"])
            #expect(
                read.compactMap { if case .event(let event) = $0 { event.extension(When.self)?.start } else { nil } }
                    == ["a", "b"])
        }

        @Test(
            "parallel reads of a new registry, which compile its kind's plan on first use, agree with a sequential read"
        )
        func parallelFirstUse() async throws {
            // A registry of its own, so that its kinds' plans are first compiled by these reads.
            let kinds = XMLKinds<AnyEntry>(
                category: "category", namespaces: prefixes, default: XMLKind(Entry.self) { .entry($0) }
            ) {
                XMLKind(
                    Event.self, scheme: kindScheme, term: eventTerm, extending: Entry.self,
                    declaring: { Event.declarations },
                    wrapping: { Event(entry: $0) }
                ) { .event($0) }
            }
            let documents = (0..<16).map { seed in
                feed(
                    (0..<(4 + seed)).map { id in
                        id % 3 == seed % 3
                            ? entry("<id>\(id)</id>", eventCategory, "<gd:when start=\"\(seed)-\(id)\"/>")
                            : entry("<id>\(id)</id>", plainCategory, "<title>\(seed)</title>")
                    }.joined(separator: "\n"))
            }
            let results = try await withThrowingTaskGroup(of: (Int, [AnyEntry]).self) { group in
                for (index, xml) in documents.enumerated() {
                    group.addTask { (index, try records(kinds, xml)) }
                }
                var results: [Int: [AnyEntry]] = [:]
                for try await (index, read) in group { results[index] = read }
                return results
            }
            for (index, xml) in documents.enumerated() {
                #expect(results[index] == (try records(replayingKinds, xml)), "document \(index)")
            }
        }

        @Test("a kind that extends another model than the default's is kept and replayed, as any other kind")
        func otherModel() throws {
            struct Note: XMLReadable, XMLExtensible, Equatable {
                var id = ""
                var extensions = XMLExtensions()
                static let xmlDescription = XMLDescription(Note.init, namespaces: prefixes) {
                    XMLChildText("id", \.id)
                    XMLExtensionPoint(\.extensions, keepUnknown: true)
                }
            }
            enum Either: Equatable {
                case entry(Entry)
                case note(Note)
            }
            let kinds = XMLKinds<Either>(
                category: "category", namespaces: prefixes, default: XMLKind(Entry.self) { .entry($0) }
            ) {
                XMLKind(
                    Note.self, scheme: kindScheme, term: eventTerm, extending: Note.self,
                    declaring: { [XMLExtensionDeclaration(When.self)] },
                    wrapping: { $0 }
                ) { .note($0) }
            }
            let xml = feed(
                entry("<id>1</id>", eventCategory, "<gd:when start=\"s\"/>"), entry("<id>2</id>", plainCategory))
            let read = try KindFixtures.records(kinds, xml)
            #expect(read.count == 2)
            guard case .note(let note) = read.first else { Issue.record("the first entry is not a note"); return }
            #expect(note.id == "1")
            #expect(note.extension(When.self) == When(start: "s"))
            #expect(
                read.last
                    == .entry(Entry(id: "2", categories: [Category(scheme: kindScheme, term: "urn:live:gd#note")])))
            // Its events were kept for the replay: the read fails under a limit that keeps nothing.
            #expect(throws: XMLReadError.self) { try KindFixtures.records(kinds, xml, options: keepNothing) }
        }

        @Test(
            "validateAll reports a broken extension of an extending kind, though the default kind's model type came first"
        )
        func validateAllReachesExtendedPlans() throws {
            let error = try #require(throws: XMLReadError.self) { try MisdeclaringFeed.xmlDescription.validateAll() }
            #expect(error.kind.name == "invalidDescription")
            #expect("\(error)".contains("MisdescribedWhen"))
            // The feed's own description and the default kind's graph are sound: only the plan
            // of the extending kind, which reads the same model type, reaches the extension.
            try MisdeclaringFeed.xmlDescription.validate()
            try Feed.xmlDescription.validateAll()
            // A read finds the same mistake, at the first element of that kind.
            let xml = feed(entry("<id>1</id>", eventCategory, "<gd:when start=\"s\"/>"))
            let read = try #require(throws: XMLReadError.self) {
                try XMLReader().read(MisdeclaringFeed.self, from: xml)
            }
            #expect(read.kind == error.kind)
        }

        @Test("the registry names the wrapped type; a declaration the default cannot hold is reported")
        func namesAndProblems() throws {
            #expect(extendingKinds.typeNames == ["Entry", "Event"])
            try extendingKinds.validate()

            struct Bare: XMLReadable, Equatable {
                var id = ""
                static let xmlDescription = XMLDescription(Bare.init, namespaces: prefixes) { XMLChildText("id", \.id) }
            }
            let broken = XMLKinds<Bare>(category: "category", namespaces: prefixes, default: XMLKind(Bare.self) { $0 })
            {
                XMLKind(
                    Bare.self, scheme: kindScheme, term: eventTerm, extending: Bare.self,
                    declaring: { [XMLExtensionDeclaration(When.self)] }, wrapping: { $0 }
                ) { $0 }
            }
            #expect {
                try broken.validate()
            } throws: { error in
                "\(error)".contains("which has no XMLExtensionPoint storage")
            }
        }
    }
}
