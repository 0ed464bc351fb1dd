// Kinds that convert from the default kind: an undecided element is read live as the default
// type and converted when its category decides, or, when something inside might be read
// otherwise by the chosen type, its later events are kept and replayed onto the live object.
// Either way the result must be what the replay of the whole element gives. A tiny replay limit
// shows which path a read took: a live read keeps nothing.

import Foundation
import Testing
import Xylem

private let atom = KindFixtures.atom
private let gd = KindFixtures.gd
private let cal = KindFixtures.cal
private let kindScheme = KindFixtures.kindScheme
private let eventTerm = KindFixtures.eventTerm
private let tagScheme = "urn:live:tags"
private let prefixes = KindFixtures.prefixes
private typealias When = LiveWhen
private typealias WebContent = LiveWebContent

// MARK: Models

/// The default kind.
private struct LiveEntry: XMLReadable, XMLExtensible, Equatable {
    var id = ""
    var title = ""
    var rank = 0
    var etag = ""
    var links: [LiveLink] = []
    var categories: [LiveCategory] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(LiveEntry.init, namespaces: prefixes) {
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLChildValue("rank", \.rank)
        XMLChildren("link", \.links)
        XMLChildren("category", \.categories)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// A kind that wraps the default and reads the default's lines the same way, plus its own.
private struct LiveEvent: XMLReadable, XMLExtensible, Equatable {
    var entry = LiveEntry()
    var priority = 0

    var extensions: XMLExtensions {
        get { entry.extensions }
        set { entry.extensions = newValue }
    }

    static let xmlDescription = XMLDescription(LiveEvent.init, namespaces: prefixes) {
        XMLAttribute("gd:etag", \.entry.etag)
        XMLChildText("id", \.entry.id)
        XMLChildText("title", \.entry.title)
        XMLChildValue("rank", \.entry.rank)
        XMLChildren("link", \.entry.links)
        XMLChildren("category", \.entry.categories)
        XMLChildValue("priority", \.priority)
        XMLExtensionPoint(\.entry.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(When.self)
            XMLExtensionDeclaration(WebContent.self, inside: LiveLink.self)
        }
    }
}

/// A kind element inside entries, whose own kind is chosen by category (and converts, so that it
/// is read live too).
private struct Note: XMLReadable, XMLExtensible, Equatable {
    var text = ""
    var categories: [LiveCategory] = []
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(Note.init, namespaces: prefixes) {
        XMLChildText("text", \.text)
        XMLChildren("category", \.categories)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private struct LoudNote: XMLReadable, XMLExtensible, Equatable {
    var note = Note()
    var volume = 0
    var extensions: XMLExtensions {
        get { note.extensions }
        set { note.extensions = newValue }
    }
    static let xmlDescription = XMLDescription(LoudNote.init, namespaces: prefixes) {
        XMLChildText("text", \.note.text)
        XMLChildren("category", \.note.categories)
        XMLChildValue("volume", \.volume)
        XMLExtensionPoint(\.note.extensions, keepUnknown: true)
    }
}

private enum AnyNote: Equatable {
    case plain(Note)
    case loud(LoudNote)
}

private func noteKinds(converting: Bool) -> XMLKinds<AnyNote> {
    XMLKinds<AnyNote>(category: "category", namespaces: prefixes, default: XMLKind(Note.self) { .plain($0) }) {
        if converting {
            XMLKind(LoudNote.self, scheme: tagScheme, term: "loud", from: Note.self, converting: { LoudNote(note: $0) })
            {
                .loud($0)
            }
        } else {
            XMLKind(LoudNote.self, scheme: tagScheme, term: "loud") { .loud($0) }
        }
    }
}

/// Entries with notes inside, of either registry.
private struct NotedEntry: XMLReadable, XMLExtensible, Equatable {
    var id = ""
    var categories: [LiveCategory] = []
    var notes: [AnyNote] = []
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(NotedEntry.init, namespaces: prefixes) {
        XMLChildText("id", \.id)
        XMLChildren("category", \.categories)
        XMLChildren("note", \.notes, kinds: noteKinds(converting: true))
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private struct NotedEvent: XMLReadable, XMLExtensible, Equatable {
    var entry = NotedEntry()
    var priority = 0
    var extensions: XMLExtensions {
        get { entry.extensions }
        set { entry.extensions = newValue }
    }
    static let xmlDescription = XMLDescription(NotedEvent.init, namespaces: prefixes) {
        XMLChildText("id", \.entry.id)
        XMLChildren("category", \.entry.categories)
        XMLChildren("note", \.entry.notes, kinds: noteKinds(converting: true))
        XMLChildValue("priority", \.priority)
        XMLExtensionPoint(\.entry.extensions, keepUnknown: true)
    }
}

private enum AnyNoted: Equatable {
    case entry(NotedEntry)
    case event(NotedEvent)
}

private enum AnyLive: Equatable {
    case entry(LiveEntry)
    case event(LiveEvent)
    case tagged(LiveEvent)

    var caseName: String {
        switch self {
        case .entry: "entry"
        case .event: "event"
        case .tagged: "tagged"
        }
    }

    var content: LiveEntry {
        switch self {
        case .entry(let entry): entry
        case .event(let event), .tagged(let event): event.entry
        }
    }

    var event: LiveEvent? {
        switch self {
        case .event(let event), .tagged(let event): event
        case .entry: nil
        }
    }
}

private func registry(converting: Bool) -> XMLKinds<AnyLive> {
    XMLKinds<AnyLive>(
        attribute: "gd:kind", category: "category", namespaces: prefixes,
        default: XMLKind(LiveEntry.self) { .entry($0) }
    ) {
        if converting {
            XMLKind(
                LiveEvent.self, kind: "event", scheme: kindScheme, term: eventTerm, from: LiveEntry.self,
                converting: { LiveEvent(entry: $0) }
            ) {
                .event($0)
            }
            XMLKind(
                LiveEvent.self, scheme: tagScheme, term: "*", from: LiveEntry.self, converting: { LiveEvent(entry: $0) }
            ) { .tagged($0) }
        } else {
            XMLKind(LiveEvent.self, kind: "event", scheme: kindScheme, term: eventTerm) { .event($0) }
            XMLKind(LiveEvent.self, scheme: tagScheme, term: "*") { .tagged($0) }
        }
    }
}

private let convertingKinds = registry(converting: true)
private let replayingKinds = registry(converting: false)
private let entryPath = KindFixtures.entryPath

private struct ConvertingFeed: XMLReadable, Equatable {
    var entries: [AnyLive] = []
    static let xmlDescription = XMLDescription(ConvertingFeed.init, namespaces: prefixes) {
        XMLChildren("entry", \.entries, kinds: convertingKinds)
    }
}

// MARK: Documents

private func feed(_ entries: String...) -> String {
    "<feed xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\" xmlns:c=\"\(cal)\">\n" + entries.joined(separator: "\n") + "\n</feed>"
}

private func category(_ scheme: String, _ term: String) -> String {
    "<category scheme=\"\(scheme)\" term=\"\(term)\"/>"
}

private let eventCategory = category(kindScheme, eventTerm)

private func entry(_ parts: String..., start: String = "<entry gd:etag=\"e\">") -> String {
    start + parts.joined() + "</entry>"
}

private func records(_ kinds: XMLKinds<AnyLive>, _ xml: String, options: XMLReader.Options = XMLReader.Options()) throws
    -> [AnyLive]
{
    try KindFixtures.records(kinds, xml, options: options)
}

private var keepNothing: XMLReader.Options { KindFixtures.keepNothing }

/// What the whole-element replay gives, compared with the converting read, kept content too.
private func expectSameAsReplay(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [AnyLive] {
    try KindFixtures.expectSameAsReplay(
        convertingKinds, as: replayingKinds, xml,
        unknowns: { [$0.content.extensions.unknownElements] + $0.content.links.map(\.extensions.unknownElements) },
        container: { try XMLReader().read(ConvertingFeed.self, from: $0).entries }, sourceLocation: sourceLocation)
}

extension CoreReaderTests {
    @Suite("Kinds converted from the default kind")
    struct LiveKindsTests {
        @Test("a category after the first children converts the live object: same result as a replay, nothing kept")
        func convertsWithoutKeeping() throws {
            let xml = feed(
                entry(
                    "<id>1</id><title>T</title><rank>3</rank>", eventCategory,
                    "<priority>7</priority><gd:when start=\"s\"/>"),
                entry("<id>2</id>", category("urn:other", "x"), "<title>plain</title>"),
                entry("<id>3</id><rank>4</rank>", eventCategory))
            let read = try expectSameAsReplay(xml)
            #expect(read.map(\.caseName) == ["event", "entry", "event"])
            let event = try #require(read.first?.event)
            #expect(event.entry.id == "1")
            #expect(event.entry.title == "T")
            #expect(event.entry.rank == 3)
            #expect(event.entry.etag == "e")
            #expect(event.priority == 7)
            #expect(event.extension(When.self) == When(start: "s"))
            #expect(event.entry.categories == [LiveCategory(scheme: kindScheme, term: eventTerm)])
            // Nothing was kept: the same read passes under a replay limit that the replay breaks.
            #expect(try records(convertingKinds, xml, options: keepNothing) == read)
            #expect(throws: XMLReadError.self) { try records(replayingKinds, xml, options: keepNothing) }
        }

        @Test("a category that comes last converts at its end; a wildcard one at the element's end")
        func categoryLastAndWildcards() throws {
            let xml = feed(
                entry("<id>1</id><title>T</title><link rel=\"a\"/><link rel=\"b\"/>", eventCategory),
                entry("<id>2</id>", category(tagScheme, "anything"), "<title>W</title>"),
                entry(
                    "<id>3</id>", category(tagScheme, "t"), "<title>X</title>", eventCategory, "<priority>2</priority>"),
                entry("<id>4</id>", eventCategory, category(tagScheme, "t"), "<priority>4</priority>"))
            let read = try expectSameAsReplay(xml)
            #expect(read.map(\.caseName) == ["event", "tagged", "event", "event"])
            #expect(read[0].content.links.map(\.rel) == ["a", "b"])
            #expect(read[1].content.title == "W")
            #expect(read.compactMap(\.event).map(\.priority) == [0, 0, 2, 4])
            #expect(try records(convertingKinds, xml, options: keepNothing) == read)
        }

        @Test(
            "an element the chosen type reads otherwise, before the category, is replayed into the chosen type",
            arguments: [
                "<gd:when start=\"early\"/>",  // the event's extension, unknown to the default
                "<priority>5</priority>",  // mapped by the event only
                "<z:unknown xmlns:z=\"urn:z\" z:a=\"1\">kept<z:child/></z:unknown>",  // unknown to both
                "<link rel=\"w\"><c:webContent url=\"u\"/></link>",  // the event's extension inside a link
                "<link rel=\"n\" xmlns:n=\"urn:n\"><n:other/><c:webContent url=\"v\"/></link>",
            ])
        func keptAfterTheFirstDifference(part: String) throws {
            let xml = feed(
                entry("<id>1</id><link rel=\"first\"/>", part, "<title>T</title>", eventCategory, "<rank>1</rank>"),
                entry("<id>2</id>", part, category("urn:other", "x")),
                entry("<id>3</id>", part, category(tagScheme, "t")))
            let read = try expectSameAsReplay(xml)
            #expect(read.map(\.caseName) == ["event", "entry", "tagged"])
            let event = try #require(read.first?.event)
            #expect(event.entry.id == "1")
            #expect(event.entry.title == "T")
            #expect(event.entry.rank == 1)
            if part.contains("when") { #expect(event.extension(When.self) == When(start: "early")) }
            if part.contains("priority") { #expect(event.priority == 5) }
            if part.contains("webContent") {
                #expect(event.entry.links.map(\.rel) == ["first", part.contains("\"w\"") ? "w" : "n"])
                #expect(event.entry.links.last?.extension(WebContent.self) != nil)
                #expect(read[1].content.links.last?.extension(WebContent.self) == nil)
            }
            // The events from the first difference on were kept.
            #expect(throws: XMLReadError.self) { try records(convertingKinds, xml, options: keepNothing) }
        }

        @Test("a kind element inside an entry read live is kept and replayed")
        func nestedKindElement() throws {
            struct Outer: XMLReadable, Equatable {
                var entries: [AnyLive] = []
                static let xmlDescription = XMLDescription(Outer.init, namespaces: prefixes) {
                    XMLChildren("entry", \.entries, kinds: convertingKinds)
                }
            }
            // An entry inside an entry: the inner one is unknown content of the outer's default.
            let xml = feed(entry("<id>1</id>", entry("<id>inner</id>", eventCategory), eventCategory))
            _ = try expectSameAsReplay(xml)
            let outer = try XMLReader().read(
                Outer.self,
                from: xml.replacingOccurrences(of: "<feed", with: "<outer").replacingOccurrences(
                    of: "</feed>", with: "</outer>"))
            #expect(outer.entries.map(\.caseName) == ["event"])
        }

        @Test("a kind element after the entry's category is read live on its own, inside the converted entry")
        func kindElementAfterTheCategory() throws {
            func kinds(converting: Bool) -> XMLKinds<AnyNoted> {
                XMLKinds<AnyNoted>(
                    category: "category", namespaces: prefixes, default: XMLKind(NotedEntry.self) { .entry($0) }
                ) {
                    if converting {
                        XMLKind(
                            NotedEvent.self, scheme: kindScheme, term: eventTerm, from: NotedEntry.self,
                            converting: { NotedEvent(entry: $0) }
                        ) {
                            .event($0)
                        }
                    } else {
                        XMLKind(NotedEvent.self, scheme: kindScheme, term: eventTerm) { .event($0) }
                    }
                }
            }
            let xml = feed(
                entry(
                    "<id>1</id>", eventCategory, "<note><text>a</text></note>",
                    "<note><text>b</text>\(category(tagScheme, "loud"))<volume>9</volume></note>",
                    "<priority>2</priority>", start: "<entry>"),
                entry(
                    "<id>2</id>", "<note><text>c</text>\(category(tagScheme, "loud"))</note>", eventCategory,
                    start: "<entry>"))
            func read(_ kinds: XMLKinds<AnyNoted>, _ xml: String, options: XMLReader.Options = XMLReader.Options())
                throws -> [AnyNoted]
            {
                var read: [AnyNoted] = []
                try XMLReader(options: options).readRecords(kinds, at: entryPath, from: .string(xml)) {
                    read.append($0)
                    return .continue
                }
                return read
            }
            let converted = try read(kinds(converting: true), xml)
            #expect(converted == (try read(kinds(converting: false), xml)))
            // The first entry and its notes are read live: nothing of it is kept for a replay.
            let first = feed(
                entry(
                    "<id>1</id>", eventCategory, "<note><text>a</text></note>",
                    "<note><text>b</text>\(category(tagScheme, "loud"))<volume>9</volume></note>",
                    "<priority>2</priority>", start: "<entry>"))
            #expect(try read(kinds(converting: true), first, options: keepNothing) == [converted[0]])
            let loud = LoudNote(
                note: Note(text: "b", categories: [LiveCategory(scheme: tagScheme, term: "loud")]), volume: 9)
            #expect(
                converted.first
                    == .event(
                        NotedEvent(
                            entry: NotedEntry(
                                id: "1", categories: [LiveCategory(scheme: kindScheme, term: eventTerm)],
                                notes: [.plain(Note(text: "a")), .loud(loud)]),
                            priority: 2)))
            guard case .event(let second) = converted.last else {
                Issue.record("the second entry is not an event"); return
            }
            #expect(
                second.entry.notes == [
                    .loud(LoudNote(note: Note(text: "c", categories: [LiveCategory(scheme: tagScheme, term: "loud")])))
                ])
        }

        @Test("namespaces declared on and inside an entry read live stay in scope for what follows")
        func namespacesInside() throws {
            let xml = feed(
                entry(
                    "<id>1</id><q:x xmlns:q=\"urn:q\"><q:y/></q:x>",
                    "<category xmlns:k=\"urn:k\" scheme=\"\(kindScheme)\" term=\"\(eventTerm)\"/>",
                    "<w:when xmlns:w=\"\(gd)\" start=\"s\"/>", start: "<entry xmlns:p=\"urn:p\">"),
                entry("<id>2</id>", "<link xmlns:r=\"urn:r\" rel=\"x\"><c:webContent url=\"u\"/></link>", eventCategory)
            )
            let read = try expectSameAsReplay(xml)
            #expect(read.first?.event?.extension(When.self) == When(start: "s"))
            #expect(
                read.first?.content.extensions.namespaceDeclarations == [
                    XMLNamespaceDeclaration(prefix: "p", uri: "urn:p")
                ])
        }

        @Test("records: callback, async sequence, push parser and root reads agree")
        func streamingReads() async throws {
            let xml = feed(
                entry("<id>1</id>", eventCategory, "<priority>1</priority>"),
                entry("<id>2</id><gd:when start=\"s\"/>", eventCategory),
                entry("<id>3</id>", category(tagScheme, "t")),
                entry("<id>4</id>", start: "<entry gd:kind=\"event\">"))
            let expected = try expectSameAsReplay(xml)
            #expect(expected.map(\.caseName) == ["event", "event", "tagged", "event"])
            var streamed: [AnyLive] = []
            for try await entry in XMLReader().records(convertingKinds, at: entryPath, from: .string(xml)) {
                streamed.append(entry)
            }
            #expect(streamed == expected)
            let parser = try XMLPushParser(convertingKinds, at: entryPath)
            var pushed: [AnyLive] = []
            for byte in Array(xml.utf8) { pushed += try parser.feed([byte]) }
            pushed += try parser.finish()
            #expect(pushed == expected)
            let root = try XMLReader().read(
                convertingKinds,
                from: "<entry xmlns=\"\(atom)\"><id>r</id>\(eventCategory)<priority>9</priority></entry>")
            #expect(root.event?.priority == 9)
            #expect(root.content.id == "r")
        }

        @Test("errors before and after a conversion point where a read of the known kind points")
        func errorPositions() throws {
            func document(_ attribute: String, _ body: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)" xmlns:c="\(cal)">
                <entry\(attribute)>
                  <id>1</id>
                  \(body)
                </entry>
                </feed>
                """
            }
            let bodies = [
                // After the conversion: the event's own element, and a link counted across it.
                "<link rel=\"a\"/>\n  \(eventCategory)\n  <title>T</title>  <priority>high</priority>",
                "<link rel=\"a\"/>\n  \(eventCategory)\n  <link rel=\"b\"><c:webContent url=\"u\"><bad/></c:webContent></link><rank>x</rank>",
                // Before the category, in an element both types map.
                "<rank>low</rank>\n  \(eventCategory)",
                // After the first difference, kept and replayed.
                "<gd:when start=\"s\"/>\n  <link/><link rel=\"a\"/>  <rank>bad</rank>\n  \(eventCategory)",
            ]
            for body in bodies {
                var known: XMLReadError?
                do { _ = try records(replayingKinds, document(" gd:kind=\"event\"", body)) } catch let error
                    as XMLReadError
                { known = error }
                let expected = try #require(known)
                for kinds in [convertingKinds, replayingKinds] {
                    var found: XMLReadError?
                    do { _ = try records(kinds, document("", body)) } catch let error as XMLReadError { found = error }
                    let error = try #require(found)
                    #expect(error.kind == expected.kind)
                    #expect(error.path == expected.path)
                    #expect(error.line == expected.line)
                    #expect(error.column == expected.column)
                    // The known kind's document is longer by its attribute, on a line before the error.
                    #expect(error.byteOffset == expected.byteOffset - " gd:kind=\"event\"".utf8.count)
                }
            }
        }

        @Test("an attribute the default does not map on the start tag keeps the whole element, as before")
        func unmappedStartTagAttribute() throws {
            let xml = feed(entry("<id>1</id>", eventCategory, start: "<entry xmlns:q=\"urn:q\" q:extra=\"1\">"))
            let read = try expectSameAsReplay(xml)
            #expect(read.first?.content.extensions.unknownAttributes.count == 1)
            #expect(throws: XMLReadError.self) { try records(convertingKinds, xml, options: keepNothing) }
        }
    }
}
