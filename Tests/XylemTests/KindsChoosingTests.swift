// Kinds: the type of an element chosen at run time by its kind attribute or by a kind category
// among its children, with events buffered and replayed when the category comes late. A replayed
// object must be exactly the object read when the category comes first.

import Foundation
import Testing
import Xylem

extension CoreReaderTests.ReplayKindFixtures {
    @Suite("Kinds: choosing the type")
    struct KindsChoosingTests {
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

        @Test("XMLChild with kinds reads an optional object of the chosen type")
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
    }
}
