// Kinds: the type of an element chosen at run time by its kind attribute or by a kind category
// among its children, with events buffered and replayed when the category comes late. A replayed
// object must be exactly the object read when the category comes first, and errors found while
// replaying must point where the problem is in the document.

import Foundation
import Testing
import Xylem

private let atom = "urn:test:atom"
private let gd = "urn:test:gd"
private let xhtml = "http://www.w3.org/1999/xhtml"
private let kindScheme = "urn:test:gd#kind"
private let eventTerm = "urn:test:gd#event"
private let contactTerm = "urn:test:gd#contact"
private let tagScheme = "urn:test:tags"
private let specialTerm = "urn:test:special"
private let prefixes = ["": atom, "gd": gd]

// MARK: Models

private struct Category: XMLReadable, XMLExtensible, Equatable {
    var scheme = ""
    var term = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Category.init) {
        Attribute("scheme", \.scheme)
        Attribute("term", \.term)
        Extensions(\.extensions, keepUnknown: true)
    }
}

private struct Where: XMLReadable, Equatable {
    var value = ""
    var label = ""

    static let xmlDescription = XMLDescription(Where.init, namespaces: prefixes) {
        Attribute("valueString", \.value)
        Text("label", \.label)
    }
}

private struct Rating: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gd, localName: "rating", prefix: "gd")
    var value = 0

    static let xmlDescription = XMLDescription(Rating.init) {
        Attribute("value", \.value)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("value"), String(value))
        try writer.endElement()
    }
}

/// Chosen inside an event by a category of its own, so that it buffers inside a buffered event.
private struct SubA: XMLReadable, Equatable {
    var number = 0
    static let xmlDescription = XMLDescription(SubA.init, namespaces: prefixes) {
        Value("n", \.number)
    }
}

private struct SubB: XMLReadable, Equatable {
    var text = ""
    static let xmlDescription = XMLDescription(SubB.init, namespaces: prefixes) {
        Text("n", \.text)
    }
}

private enum AnySub: Equatable {
    case a(SubA)
    case b(SubB)
}

private let subKinds = XMLKinds<AnySub>(category: "category", namespaces: prefixes, default: Kind(SubB.self) { .b($0) })
{
    Kind(SubA.self, scheme: "urn:sub", term: "a") { .a($0) }
}

private struct EventEntry: XMLReadable, XMLExtensible, Equatable {
    var id = ""
    var title = ""
    var summary = ""
    var priority = 0
    var etag = ""
    var lang = ""
    var wheres: [Where] = []
    var categories: [Category] = []
    var content = ""
    var subs: [AnySub] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(EventEntry.init, namespaces: prefixes) {
        Attribute("gd:etag", \.etag)
        Attribute("xml:lang", \.lang)
        Text("id", \.id)
        Text("title", \.title)
        Text("summary", \.summary)
        Value("priority", \.priority)
        Children("gd:where", \.wheres)
        Children("category", \.categories)
        RawXML("content", \.content)
        Children("sub", \.subs, kinds: subKinds)
        Extensions(\.extensions, keepUnknown: true) {
            Extension(Rating.self)
        }
    }
}

private struct ContactEntry: XMLReadable, Equatable {
    var id = ""
    var email = ""

    static let xmlDescription = XMLDescription(ContactEntry.init, namespaces: prefixes) {
        Text("id", \.id)
        Attribute("address", \.email)
    }
}

private struct PlainEntry: XMLReadable, XMLExtensible, Equatable {
    var id = ""
    var title = ""
    var categories: [Category] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(PlainEntry.init, namespaces: prefixes) {
        Text("id", \.id)
        Text("title", \.title)
        Children("category", \.categories)
        Extensions(\.extensions, keepUnknown: true)
    }
}

private struct TaggedEntry: XMLReadable, Equatable {
    var id = ""
    var categories: [Category] = []

    static let xmlDescription = XMLDescription(TaggedEntry.init, namespaces: prefixes) {
        Text("id", \.id)
        Children("category", \.categories)
    }
}

private struct TermOnlyEntry: XMLReadable, Equatable {
    var id = ""

    static let xmlDescription = XMLDescription(TermOnlyEntry.init, namespaces: prefixes) {
        Text("id", \.id)
    }
}

private enum AnyEntry: Equatable {
    case plain(PlainEntry)
    case special(PlainEntry)
    case event(EventEntry)
    case contact(ContactEntry)
    case tagged(TaggedEntry)
    case termOnly(TermOnlyEntry)

    var id: String {
        switch self {
        case .plain(let entry), .special(let entry): entry.id
        case .event(let entry): entry.id
        case .contact(let entry): entry.id
        case .tagged(let entry): entry.id
        case .termOnly(let entry): entry.id
        }
    }

    var caseName: String {
        switch self {
        case .plain: "plain"
        case .special: "special"
        case .event: "event"
        case .contact: "contact"
        case .tagged: "tagged"
        case .termOnly: "termOnly"
        }
    }

    var event: EventEntry? {
        if case .event(let event) = self { return event }
        return nil
    }
}

private let entryKinds = XMLKinds<AnyEntry>(
    attribute: "gd:kind", category: "category", namespaces: prefixes, default: Kind(PlainEntry.self) { .plain($0) }
) {
    Kind(EventEntry.self, kind: "calendar#event", scheme: kindScheme, term: eventTerm) { .event($0) }
    Kind(ContactEntry.self, kind: "contacts#contact", scheme: kindScheme, term: contactTerm) { .contact($0) }
    Kind(TaggedEntry.self, scheme: tagScheme, term: "*") { .tagged($0) }
    Kind(TermOnlyEntry.self, term: specialTerm) { .termOnly($0) }
}

/// The same model type registered twice, with different transforms.
private let ambiguousKinds = XMLKinds<AnyEntry>(
    attribute: "gd:kind", namespaces: prefixes, default: Kind(PlainEntry.self) { .plain($0) }
) {
    Kind(PlainEntry.self, kind: "special#entry") { .special($0) }
}

private struct Feed: XMLReadable, Equatable {
    var title = ""
    var featured: AnyEntry?
    var entries: [AnyEntry] = []

    static let xmlDescription = XMLDescription(Feed.init, namespaces: prefixes) {
        Text("title", \.title)
        Child("featured", \.featured, kinds: entryKinds)
        Children("entry", \.entries, kinds: entryKinds)
    }
}

private struct AmbiguousFeed: XMLReadable, Equatable {
    var entries: [AnyEntry] = []

    static let xmlDescription = XMLDescription(AmbiguousFeed.init, namespaces: prefixes) {
        Children("entry", \.entries, kinds: ambiguousKinds)
    }
}

// MARK: Documents

private func feed(_ entries: String...) -> String {
    "<feed xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\"><title>F</title>\n" + entries.joined(separator: "\n") + "\n</feed>"
}

private func category(_ scheme: String, _ term: String) -> String {
    "<category scheme=\"\(scheme)\" term=\"\(term)\"/>"
}

private let eventCategory = "<category xmlns:k=\"urn:k\" k:extra=\"1\" scheme=\"\(kindScheme)\" term=\"\(eventTerm)\"/>"

/// The children of a rich event entry: nested elements, entities, CDATA, attributes, namespace
/// declarations on children, raw XML with a comment and a processing instruction, an extension,
/// an unknown element with a comment, and a nested element whose own kind is buffered.
private let eventParts = [
    "<id>e1</id>",
    "<title type=\"text\">Tom &amp; Jerry &#x263A; &lt;3</title>",
    "<summary><![CDATA[<b>raw</b> & more]]> after</summary>",
    "<gd:where valueString=\"Room &quot;A&quot;&#9;\"><label>Left\nside</label></gd:where>",
    "<w:where xmlns:w=\"\(gd)\" valueString=\"B\"/>",
    "<priority> 3 </priority>",
    "<content type=\"xhtml\"><div xmlns=\"\(xhtml)\"><p class=\"c\">Hi &amp; <b>bye</b></p><!-- c --><?pi data?></div></content>",
    "<gd:rating value=\"4\"/>",
    "<z:unknown xmlns:z=\"urn:z\" z:attr=\"1\">text &amp; more<!--kept comment--><z:child/></z:unknown>",
    "<sub><n>5</n><category scheme=\"urn:sub\" term=\"a\"/></sub>",
    "<sub><n>x</n></sub>",
]

private let eventStart = "<entry xmlns:q=\"urn:q\" gd:etag=\"W/&quot;1&quot;\" xml:lang=\"en\" q:unknown=\"u\">"

private func eventEntry(categoryAt position: Int) -> String {
    var parts = eventParts
    parts.insert(eventCategory, at: position)
    return eventStart + parts.joined(separator: "\n") + "</entry>"
}

private let entryPath = XMLRecordPath("feed/entry", namespaces: ["": atom])

/// Reads a feed and returns its entries' case names.
private func kindsOf(_ xml: String) throws -> [String] {
    try XMLReader().read(Feed.self, from: xml).entries.map(\.caseName)
}

/// Everything about an event that its `==` leaves out: kept unknown content and declarations.
private func expectSameKeptContent(
    _ lhs: EventEntry, _ rhs: EventEntry, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(lhs.extensions.unknownElements == rhs.extensions.unknownElements, sourceLocation: sourceLocation)
    #expect(lhs.extensions.unknownAttributes == rhs.extensions.unknownAttributes, sourceLocation: sourceLocation)
    #expect(
        lhs.extensions.namespaceDeclarations == rhs.extensions.namespaceDeclarations, sourceLocation: sourceLocation)
    #expect(
        lhs.categories.map(\.extensions.unknownAttributes) == rhs.categories.map(\.extensions.unknownAttributes),
        sourceLocation: sourceLocation)
    #expect(
        lhs.categories.map(\.extensions.namespaceDeclarations)
            == rhs.categories.map(\.extensions.namespaceDeclarations), sourceLocation: sourceLocation)
}

extension CoreReaderTests {
    @Suite("Kinds")
    struct KindsTests {
        // MARK: Choosing

        @Test("the kind attribute chooses the type at once, before any category")
        func chosenByAttribute() throws {
            let xml = feed(
                "<entry gd:kind=\"calendar#event\"><id>1</id></entry>",
                "<entry gd:kind=\"contacts#contact\" address=\"a@x\"><id>2</id>\(category(kindScheme, eventTerm))</entry>",
                "<entry gd:kind=\"unregistered#kind\"><id>3</id>\(category(kindScheme, contactTerm))</entry>",
                "<entry gd:kind=\"unregistered#kind\"><id>4</id></entry>")
            let entries = try XMLReader().read(Feed.self, from: xml).entries
            #expect(entries.map(\.caseName) == ["event", "contact", "contact", "plain"])
            #expect(entries.map(\.id) == ["1", "2", "3", "4"])
            #expect(entries[1] == .contact(ContactEntry(id: "2", email: "a@x")))
        }

        @Test("a category chooses the type when it comes first")
        func chosenByCategoryFirst() throws {
            let xml = feed(
                "<entry>\(category(kindScheme, eventTerm))<id>1</id><title>T</title><priority>2</priority></entry>")
            let entries = try XMLReader().read(Feed.self, from: xml).entries
            let event = try #require(entries.first?.event)
            #expect(event.id == "1")
            #expect(event.title == "T")
            #expect(event.priority == 2)
            #expect(event.categories.map(\.term) == [eventTerm])
        }

        @Test(
            "a category that comes last gives exactly the object read when it comes first", arguments: [1, 4, 7, 9, 11])
        func categoryLastReplaysExactly(position: Int) throws {
            let first = try #require(
                try XMLReader().read(Feed.self, from: feed(eventEntry(categoryAt: 0))).entries.first?.event)
            let later = try #require(
                try XMLReader().read(Feed.self, from: feed(eventEntry(categoryAt: position))).entries.first?.event)
            // What the first read gives is what the document says.
            #expect(first.title == "Tom & Jerry \u{263A} <3")
            #expect(first.summary == "<b>raw</b> & more after")
            #expect(first.wheres == [Where(value: "Room \"A\"\t", label: "Left\nside"), Where(value: "B")])
            #expect(first.priority == 3)
            #expect(first.etag == "W/\"1\"")
            #expect(first.lang == "en")
            #expect(
                first.content
                    == "<div xmlns=\"\(xhtml)\"><p class=\"c\">Hi &amp; <b>bye</b></p><!-- c --><?pi data?></div>")
            #expect(first.extension(Rating.self) == Rating(value: 4))
            #expect(first.subs == [.a(SubA(number: 5)), .b(SubB(text: "x"))])
            #expect(
                first.extensions.unknownAttributes == [
                    XMLAttributeNode(name: XMLQualifiedName(namespaceURI: "urn:q", localName: "unknown"), value: "u")
                ])
            #expect(first.extensions.namespaceDeclarations == [XMLNamespaceDeclaration(prefix: "q", uri: "urn:q")])
            let unknown = try #require(first.extensions.unknownElements.first)
            #expect(unknown.children.count == 3)
            #expect(unknown.children.first == .text("text & more"))
            #expect(unknown.children.dropFirst().first == .comment("kept comment"))
            #expect(
                first.categories.first?.extensions.namespaceDeclarations == [
                    XMLNamespaceDeclaration(prefix: "k", uri: "urn:k")
                ])

            #expect(later == first)
            expectSameKeptContent(later, first)
            #expect(later.content == first.content)
        }

        @Test("replayed and live reads agree for every position of the category, in a long feed")
        func categoryAnywhereInManyEntries() throws {
            let entries = (0...eventParts.count).map { eventEntry(categoryAt: $0) }
            let xml = "<feed xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\">" + entries.joined() + "<title>after</title></feed>"
            let read = try XMLReader().read(Feed.self, from: xml)
            #expect(read.title == "after")
            let events = read.entries.compactMap(\.event)
            try #require(events.count == entries.count)
            for event in events.dropFirst() {
                #expect(event == events[0])
                expectSameKeptContent(event, events[0])
            }
        }

        @Test("a category deeper than a direct child does not choose")
        func onlyDirectChildCategories() throws {
            let xml = feed("<entry><id>1</id><wrapper>\(category(kindScheme, eventTerm))</wrapper></entry>")
            #expect(try kindsOf(xml) == ["plain"])
        }

        @Test("wildcard scheme or term matches any value, decided at the element's end")
        func wildcards() throws {
            let xml = feed(
                "<entry><id>1</id>\(category(tagScheme, "anything"))</entry>",
                "<entry><id>2</id>\(category("urn:whatever", specialTerm))</entry>",
                "<entry><id>3</id>\(category(tagScheme, "a"))\(category("urn:other", specialTerm))</entry>",
                "<entry><id>4</id>\(category("urn:other", "x"))</entry>")
            let entries = try XMLReader().read(Feed.self, from: xml).entries
            #expect(entries.map(\.caseName) == ["tagged", "termOnly", "tagged", "plain"])
            #expect(entries.map(\.id) == ["1", "2", "3", "4"])
            #expect(
                entries[0] == .tagged(TaggedEntry(id: "1", categories: [Category(scheme: tagScheme, term: "anything")]))
            )
        }

        @Test("an exact category beats a wildcard one, whichever comes first")
        func exactBeatsWildcard() throws {
            let xml = feed(
                "<entry><id>1</id>\(category(tagScheme, "t"))<title>T</title>\(category(kindScheme, eventTerm))<priority>1</priority></entry>",
                "<entry><id>2</id>\(category(kindScheme, eventTerm))\(category(tagScheme, "t"))<priority>2</priority></entry>"
            )
            let entries = try XMLReader().read(Feed.self, from: xml).entries
            let events = entries.compactMap(\.event)
            try #require(events.count == 2)
            #expect(events.map(\.id) == ["1", "2"])
            #expect(events.map(\.priority) == [1, 2])
            #expect(events[0].title == "T")
            #expect(events.map { $0.categories.map(\.scheme) } == [[tagScheme, kindScheme], [kindScheme, tagScheme]])
        }

        @Test("without a kind attribute or a matching category, the default type is read")
        func fallback() throws {
            let xml = feed(
                "<entry><id>1</id><title>T</title></entry>",
                "<entry><id>2</id>\(category("urn:unknown", "t"))</entry>",
                "<entry><id>3</id>\(category(kindScheme, "urn:unregistered"))</entry>",
                "<entry/>")
            let entries = try XMLReader().read(Feed.self, from: xml).entries
            #expect(entries.map(\.caseName) == ["plain", "plain", "plain", "plain"])
            #expect(entries[0] == .plain(PlainEntry(id: "1", title: "T")))
            #expect(entries[1] == .plain(PlainEntry(id: "2", categories: [Category(scheme: "urn:unknown", term: "t")])))
        }

        @Test("Child with kinds reads an optional object of the chosen type")
        func optionalChild() throws {
            let xml =
                "<feed xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\"><featured><id>f</id>\(category(kindScheme, contactTerm))</featured></feed>"
            let read = try XMLReader().read(Feed.self, from: xml)
            #expect(read.featured == .contact(ContactEntry(id: "f")))
            #expect(try XMLReader().read(Feed.self, from: "<feed xmlns=\"\(atom)\"/>").featured == nil)
        }

        @Test("a whole document's root element is read as the chosen type")
        func rootRead() throws {
            let xml =
                "<entry xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\"><id>r</id><priority>9</priority>\(category(kindScheme, eventTerm))</entry>"
            let entry = try XMLReader().read(entryKinds, from: xml)
            #expect(entry.event?.priority == 9)
            #expect(
                try XMLReader().read(entryKinds, from: Data("<entry xmlns=\"\(atom)\"><id>p</id></entry>".utf8))
                    == .plain(PlainEntry(id: "p")))
            #expect(
                try XMLReader().read(
                    entryKinds,
                    from: .string("<entry xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\" gd:kind=\"contacts#contact\"/>"))
                    == .contact(ContactEntry()))
        }

        // MARK: Records

        private static let mixedFeed = feed(
            "<entry><id>1</id>\(category(kindScheme, eventTerm))<priority>1</priority></entry>",
            "<entry><id>2</id><priority>2</priority>\(category(kindScheme, eventTerm))</entry>",
            "<entry gd:kind=\"contacts#contact\"><id>3</id></entry>",
            "<entry><id>4</id><title>plain</title></entry>",
            "<entry><id>5</id>\(category(tagScheme, "x"))</entry>",
            eventEntry(categoryAt: 6))

        @Test("parallel streamed reads of one registry, which share its selector, each choose the same kinds")
        func parallelRecords() async throws {
            let expected = try XMLReader().read(Feed.self, from: Self.mixedFeed).entries
            let results = try await withThrowingTaskGroup(of: [AnyEntry].self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        var entries: [AnyEntry] = []
                        try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(Self.mixedFeed)) {
                            entries.append($0)
                            return .continue
                        }
                        return entries
                    }
                }
                var results: [[AnyEntry]] = []
                for try await entries in group { results.append(entries) }
                return results
            }
            #expect(results.count == 16)
            for entries in results { #expect(entries == expected) }
        }

        @Test("records: callback, async sequence and push parser give the entries the description gives")
        func records() async throws {
            let expected = try XMLReader().read(Feed.self, from: Self.mixedFeed).entries
            #expect(expected.map(\.caseName) == ["event", "event", "contact", "plain", "tagged", "event"])

            var called: [AnyEntry] = []
            let summary = try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(Self.mixedFeed)) {
                called.append($0)
                return .continue
            }
            #expect(called == expected)
            #expect(summary.recordCount == expected.count)

            var streamed: [AnyEntry] = []
            for try await entry in XMLReader().records(entryKinds, at: entryPath, from: .string(Self.mixedFeed)) {
                streamed.append(entry)
            }
            #expect(streamed == expected)

            let parser = try XMLPushParser(entryKinds, at: entryPath)
            var pushed: [AnyEntry] = []
            for byte in Array(Self.mixedFeed.utf8) {
                pushed += try parser.feed([byte])
            }
            pushed += try parser.finish()
            #expect(pushed == expected)
            #expect(pushed.last?.event?.content == expected.last?.event?.content)
            if let last = pushed.last?.event, let expectedLast = expected.last?.event {
                expectSameKeptContent(last, expectedLast)
            }
        }

        @Test("a type registered under several kinds is delivered through the transform of the kind that chose it")
        func sameTypeUnderSeveralKinds() async throws {
            let xml = feed(
                "<entry><id>1</id></entry>",
                "<entry gd:kind=\"special#entry\"><id>2</id></entry>",
                "<entry><id>3</id></entry>")
            let expected: [AnyEntry] = [
                .plain(PlainEntry(id: "1")), .special(PlainEntry(id: "2")), .plain(PlainEntry(id: "3")),
            ]
            #expect(try XMLReader().read(AmbiguousFeed.self, from: xml).entries == expected)

            var called: [AnyEntry] = []
            try XMLReader().readRecords(ambiguousKinds, at: entryPath, from: .string(xml)) {
                called.append($0)
                return .continue
            }
            #expect(called == expected)

            var streamed: [AnyEntry] = []
            for try await entry in XMLReader().records(ambiguousKinds, at: entryPath, from: .string(xml)) {
                streamed.append(entry)
            }
            #expect(streamed == expected)

            let parser = try XMLPushParser(ambiguousKinds, at: entryPath)
            #expect(try parser.feed(Array(xml.utf8)) + parser.finish() == expected)

            #expect(
                try XMLReader().read(ambiguousKinds, from: "<entry xmlns=\"\(atom)\"><id>r</id></entry>")
                    == .plain(PlainEntry(id: "r")))

            var contained: [AnyEntry] = []
            let (container, summary) = try XMLReader().readContainer(
                AmbiguousFeed.self, streaming: "entry", as: ambiguousKinds, namespaces: ["": atom], from: .string(xml)
            ) { entry, _ in
                contained.append(entry)
                return .continue
            }
            #expect(contained == expected)
            #expect(summary.recordCount == 3)
            #expect(container.entries.isEmpty)
        }

        @Test("the record consumer can stop during a replayed entry")
        func stopDuringReplay() throws {
            // Broken after the first entry: stopping there must avoid the error.
            let xml =
                feed("<entry><id>1</id><title>T</title>\(category(kindScheme, eventTerm))</entry>", "<entry><id>2</id>")
                + "<<<"
            var seen: [String] = []
            let summary = try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(xml)) { entry in
                seen.append(entry.id)
                return .stop
            }
            #expect(seen == ["1"])
            #expect(summary.recordCount == 1)
            #expect(summary.stoppedEarly)

            // A wildcard match decides at the end tag too, so the record is handed over while replaying.
            let wildcard = feed("<entry><id>w</id>\(category(tagScheme, "t"))</entry>", "<entry>") + "<<<"
            seen = []
            try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(wildcard)) { entry in
                seen.append(entry.caseName)
                return .stop
            }
            #expect(seen == ["tagged"])
        }

        @Test("an error thrown by the record consumer during a replayed entry is rethrown unchanged")
        func consumerErrorDuringReplay() throws {
            struct Refused: Error, Equatable {}
            let xml = feed("<entry><id>1</id>\(category(tagScheme, "t"))</entry>", "<entry><id>2</id></entry>")
            #expect(throws: Refused()) {
                try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(xml)) { _ in throw Refused() }
            }
        }

        // MARK: Limits and errors

        @Test("buffering more than maxReplayBytes before the category fails with the element's path")
        func replayLimit() throws {
            var options = XMLReader.Options()
            options.maxReplayBytes = 400
            let filler = String(repeating: "<title>some text to buffer</title>\n", count: 40)
            let xml = feed(
                "<entry><id>1</id>\(category(kindScheme, eventTerm))</entry>",
                "<entry><id>2</id>\n\(filler)\(category(kindScheme, eventTerm))</entry>")
            let error = try #require(throws: XMLReadError.self) {
                _ = try XMLReader(options: options).read(Feed.self, from: xml)
            }
            #expect(error.kind == .limit(.replayBuffer(400)))
            #expect(error.path == "feed/entry[2]")
            #expect(error.line > 3)
            #expect(error.line < 40)
            #expect(error.column > 0)
            #expect("\(error)".contains("maxReplayBytes"))

            // The same limit in a streaming read.
            let streamed = try #require(throws: XMLReadError.self) {
                try XMLReader(options: options).readRecords(entryKinds, at: entryPath, from: .string(xml)) { _ in
                    .continue
                }
            }
            #expect(streamed.kind == .limit(.replayBuffer(400)))
            #expect(streamed.path == "feed/entry[2]")
        }

        @Test("only what comes before the deciding category is buffered; a kind attribute buffers nothing")
        func replayLimitCountsOnlyTheUndecidedPart() throws {
            var options = XMLReader.Options()
            options.maxReplayBytes = 400
            let filler = String(repeating: "<title>some text that is not buffered</title>\n", count: 40)
            let xml = feed(
                "<entry><id>1</id>\(category(kindScheme, eventTerm))\(filler)</entry>",
                "<entry gd:kind=\"calendar#event\"><id>2</id>\(filler)</entry>")
            let entries = try XMLReader(options: options).read(Feed.self, from: xml).entries
            #expect(entries.compactMap(\.event).map(\.id) == ["1", "2"])
        }

        @Test("a conversion error while replaying points at the failing child, not at the end of the entry")
        func errorPositionDuringReplay() throws {
            func document(attribute: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)">
                <entry\(attribute)>
                  <id>1</id>
                  <title>T</title>   <priority>high</priority>
                  <summary>S</summary>
                  \(category(kindScheme, eventTerm))
                </entry>
                </feed>
                """
            }
            let live = try xylemReadError(Feed.self, from: document(attribute: " gd:kind=\"calendar#event\""))
            let buffered = try xylemReadError(Feed.self, from: document(attribute: ""))
            #expect(live.kind == .conversion(expected: "Int", text: "high"))
            #expect(buffered.kind == live.kind)
            #expect(buffered.path == "feed/entry/priority")
            #expect(buffered.path == live.path)
            #expect(buffered.line == 4)
            #expect(buffered.line == live.line)
            #expect(buffered.column == live.column)
            let offset = try #require(document(attribute: "").utf8.firstRange(of: "</priority>".utf8)).lowerBound
            #expect(
                buffered.byteOffset
                    == document(attribute: "").utf8.distance(from: document(attribute: "").utf8.startIndex, to: offset))
        }

        @Test("an error inside an element buffered within a buffered element points at the failing child")
        func errorPositionInNestedReplay() throws {
            func document(attribute: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)">
                <entry\(attribute)>
                  <id>1</id>
                  <sub>
                    <n>not a number</n>
                    <category scheme="urn:sub" term="a"/>
                  </sub>
                  \(category(kindScheme, eventTerm))
                </entry>
                </feed>
                """
            }
            // Only the inner element is buffered in the first read; both are in the second.
            let live = try xylemReadError(Feed.self, from: document(attribute: " gd:kind=\"calendar#event\""))
            let error = try xylemReadError(Feed.self, from: document(attribute: ""))
            #expect(error.kind == .conversion(expected: "Int", text: "not a number"))
            #expect(error.path == "feed/entry/sub/n")
            #expect(error.line == 5)
            #expect(live.line == 5)
            #expect(error.column == live.column)
            let xml = document(attribute: "")

            // And the nested replay gives the values when nothing fails.
            let valid = xml.replacingOccurrences(of: "not a number", with: "12")
            let event = try #require(try XMLReader().read(Feed.self, from: valid).entries.first?.event)
            #expect(event.subs == [.a(SubA(number: 12))])
        }

        @Test("an attribute conversion error while replaying points at the element's start tag")
        func attributeErrorDuringReplay() throws {
            func document(attribute: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)">
                <entry\(attribute)>
                  <id>1</id>
                  <gd:rating value="lots"/>
                  \(category(kindScheme, eventTerm))
                </entry>
                </feed>
                """
            }
            let live = try xylemReadError(Feed.self, from: document(attribute: " gd:kind=\"calendar#event\""))
            let error = try xylemReadError(Feed.self, from: document(attribute: ""))
            #expect(error.kind == .conversion(expected: "Int", text: "lots"))
            #expect(error.path == live.path)
            #expect(error.path.hasSuffix("@value"))
            #expect(error.line == 4)
            #expect(error.column == live.column)
        }
    }
}
