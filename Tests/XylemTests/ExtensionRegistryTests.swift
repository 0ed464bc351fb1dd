// Extension declarations: where a declared extension element is recognized (the declaring type,
// descendants of a named type at any depth, innermost declaration first), how values are read,
// accessed, replaced and compared, and extensions that declare extensions of their own.

import Testing
import Xylem

private let atom = "urn:test:atom"
private let gd = "urn:test:gd"
private let gcal = "urn:test:gcal"

// MARK: Extension types

private struct WebContent: XMLExtension, XMLExtensible {
    static let xmlName = XMLQualifiedName(namespaceURI: gcal, localName: "webContent", prefix: "gCal")
    var url = ""
    var width = 0
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(WebContent.init, namespaces: ["gCal": gcal]) {
        XMLAttribute("url", \.url)
        XMLAttribute("width", \.width)
        XMLExtensionPoint(\.extensions) {
            XMLExtensionDeclaration(GadgetPref.self)
        }
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("url"), url)
        try writer.attribute(XMLQualifiedName("width"), String(width))
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}

/// An extension of an extension: declared by `WebContent` for itself.
private struct GadgetPref: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gcal, localName: "webContentGadgetPref", prefix: "gCal")
    var name = ""
    var value = ""

    static let xmlDescription = XMLDescription(GadgetPref.init) {
        XMLAttribute("name", \.name)
        XMLAttribute("value", \.value)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("name"), name)
        try writer.attribute(XMLQualifiedName("value"), value)
        try writer.endElement()
    }
}

private struct When: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gd, localName: "when", prefix: "gd")
    var start = ""

    static let xmlDescription = XMLDescription(When.init) {
        XMLAttribute("startTime", \.start)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("startTime"), start)
        try writer.endElement()
    }
}

private struct Rating: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gd, localName: "rating", prefix: "gd")
    var value = 0

    static let xmlDescription = XMLDescription(Rating.init) {
        XMLAttribute("value", \.value)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("value"), String(value))
        try writer.endElement()
    }
}

/// Another type read from the same element name as `Rating`, declared by an outer object.
private struct OuterRating: XMLExtension {
    static let xmlName = Rating.xmlName
    var value = ""

    static let xmlDescription = XMLDescription(OuterRating.init) {
        XMLAttribute("value", \.value)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("value"), value)
        try writer.endElement()
    }
}

// MARK: Model types

private struct Link: XMLReadable, XMLExtensible, Equatable {
    var rel = ""
    var href = ""
    var links: [Link] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Link.init, namespaces: ["": atom]) {
        XMLAttribute("rel", \.rel)
        XMLAttribute("href", \.href)
        XMLChildren("link", \.links)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

extension Link {
    /// A typed accessor, as model layers add them.
    var webContent: WebContent? {
        get { self.extension(WebContent.self) }
        set { setExtension(newValue) }
    }
}

private struct Who: XMLReadable, Equatable {
    var email = ""
    var links: [Link] = []

    static let xmlDescription = XMLDescription(Who.init, namespaces: ["": atom, "gd": gd]) {
        XMLAttribute("email", \.email)
        XMLChildren("link", \.links, wrapper: "links")
    }
}

private struct Event: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var links: [Link] = []
    var who: [Who] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Event.init, namespaces: ["": atom, "gd": gd]) {
        XMLChildText("title", \.title)
        XMLChildren("link", \.links)
        XMLChildren("gd:who", \.who)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(When.self)
            XMLExtensionDeclaration(Rating.self)
            XMLExtensionDeclaration(WebContent.self, inside: Link.self)
        }
    }
}

extension Event {
    var when: [When] {
        get { extensions(When.self) }
        set { setExtensions(newValue) }
    }

    var rating: Rating? { self.extension(Rating.self) }
}

private struct Feed: XMLReadable, XMLExtensible, Equatable {
    var links: [Link] = []
    var events: [Event] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Feed.init, namespaces: ["": atom]) {
        XMLChildren("link", \.links)
        XMLChildren("entry", \.events)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// Declares its own `gd:rating` as `Rating`; the outer `Shelf` declares `OuterRating` for it.
private struct Book: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Book.init, namespaces: ["": atom]) {
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(Rating.self)
        }
    }
}

/// Declares nothing for itself; the outer `Shelf` declares `OuterRating` for it.
private struct Magazine: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Magazine.init, namespaces: ["": atom]) {
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private struct Shelf: XMLReadable, XMLExtensible, Equatable {
    var books: [Book] = []
    var magazines: [Magazine] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Shelf.init, namespaces: ["": atom]) {
        XMLChildren("book", \.books)
        XMLChildren("magazine", \.magazines)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(When.self)
            XMLExtensionDeclaration(OuterRating.self, inside: Book.self)
            XMLExtensionDeclaration(OuterRating.self, inside: Magazine.self)
        }
    }
}

/// Declares an extension for itself without storing extensions: a mistake.
private struct Storeless: XMLReadable {
    var title = ""

    static let xmlDescription = XMLDescription(Storeless.init) {
        XMLChildText("title", \.title)
        XMLExtensionPoint {
            XMLExtensionDeclaration(Rating.self)
        }
    }
}

/// Declares extensions for descendants only, without storing any itself.
private struct Declarer: XMLReadable, Equatable {
    var links: [Link] = []

    static let xmlDescription = XMLDescription(Declarer.init, namespaces: ["": atom]) {
        XMLChildren("link", \.links)
        XMLExtensionPoint {
            XMLExtensionDeclaration(WebContent.self, inside: Link.self)
        }
    }
}

private let feedXML = """
    <feed xmlns="\(atom)" xmlns:gd="\(gd)" xmlns:gCal="\(gcal)">
      <link rel="self" href="/feed"><gCal:webContent url="outside" width="1"/></link>
      <entry>
        <title>Standup</title>
        <gd:when startTime="09:00"/>
        <gd:rating value="4"/>
        <link rel="alternate" href="/e1">
          <gCal:webContent url="http://x/1" width="300">
            <gCal:webContentGadgetPref name="color" value="red"/>
            <gCal:webContentGadgetPref name="size" value="big"/>
          </gCal:webContent>
          <link rel="nested" href="/e1/n">
            <gCal:webContent url="http://x/nested" width="5"/>
          </link>
        </link>
        <gd:when startTime="10:00"/>
        <gd:who email="a@x">
          <links><link rel="who" href="/a"><gCal:webContent url="http://x/who" width="7"/></link></links>
        </gd:who>
        <gd:when startTime="11:00"/>
      </entry>
    </feed>
    """

extension CoreReaderTests {
    @Suite("XMLExtensionPoint: declarations and lookup")
    struct ExtensionRegistryTests {
        @Test("an extension declared for the type itself is read into its extensions, by type, in document order")
        func declaredForSelf() throws {
            let feed = try XMLReader().read(Feed.self, from: feedXML)
            let event = try #require(feed.events.first)
            #expect(event.title == "Standup")
            #expect(event.when.map(\.start) == ["09:00", "10:00", "11:00"])
            #expect(event.extension(When.self)?.start == "09:00")
            #expect(event.rating == Rating(value: 4))
            #expect(event.extensions(Rating.self) == [Rating(value: 4)])
            #expect(event.extensions.values.count == 4)
            // Declared elements are values, never unknown content.
            #expect(event.extensions.unknownElements.isEmpty)
        }

        @Test("an extension declared inside a descendant type applies to it at any depth below the declaring type")
        func declaredForDescendants() throws {
            let feed = try XMLReader().read(Feed.self, from: feedXML)
            let event = try #require(feed.events.first)
            let link = try #require(event.links.first)
            #expect(link.webContent?.url == "http://x/1")
            #expect(link.webContent?.width == 300)
            #expect(link.extensions.unknownElements.isEmpty)
            // A link inside a link inside the event.
            #expect(link.links.first?.webContent?.url == "http://x/nested")
            // A link inside a wrapper inside another object inside the event.
            #expect(event.who.first?.links.first?.webContent?.url == "http://x/who")
        }

        @Test("an extension declared inside a descendant type does not apply to that type outside the declaring type")
        func notOutsideTheDeclaringType() throws {
            let feed = try XMLReader().read(Feed.self, from: feedXML)
            let link = try #require(feed.links.first)
            #expect(link.rel == "self")
            #expect(link.webContent == nil)
            // The link keeps unknown content, so the element is kept as a node instead.
            let kept = try #require(link.extensions.unknownElements.first)
            #expect(kept.name == XMLQualifiedName(namespaceURI: gcal, localName: "webContent"))
            #expect(kept.attribute(XMLQualifiedName("url")) == "outside")
        }

        @Test("an object's own declarations apply to itself only, not to the objects inside it")
        func ownDeclarationsDoNotReachDescendants() throws {
            let xml = """
                <shelf xmlns="\(atom)" xmlns:gd="\(gd)">
                  <gd:when startTime="now"/>
                  <book><title>B</title><gd:when startTime="inner"/></book>
                </shelf>
                """
            let shelf = try XMLReader().read(Shelf.self, from: xml)
            #expect(shelf.extensions(When.self) == [When(start: "now")])
            let book = try #require(shelf.books.first)
            #expect(book.extensions.values.isEmpty)
            #expect(book.extensions.unknownElements.map(\.name.localName) == ["when"])
        }

        @Test("innermost first: the inner object's own declaration wins over an outer one for the same element")
        func innerDeclarationWins() throws {
            let xml = """
                <shelf xmlns="\(atom)" xmlns:gd="\(gd)">
                  <book><title>B</title><gd:rating value="5"/></book>
                  <magazine><title>M</title><gd:rating value="five"/></magazine>
                </shelf>
                """
            let shelf = try XMLReader().read(Shelf.self, from: xml)
            let book = try #require(shelf.books.first)
            #expect(book.extensions(Rating.self) == [Rating(value: 5)])
            #expect(book.extensions(OuterRating.self).isEmpty)
            // The magazine declares nothing itself, so the shelf's declaration for it applies.
            let magazine = try #require(shelf.magazines.first)
            #expect(magazine.extensions(OuterRating.self) == [OuterRating(value: "five")])
            #expect(magazine.extensions(Rating.self).isEmpty)
        }

        @Test("a type that declares only for descendants stores nothing itself but reaches them")
        func declarationsWithoutStorage() throws {
            let xml = """
                <d xmlns="\(atom)" xmlns:gCal="\(gcal)">
                  <link href="/l"><gCal:webContent url="u" width="2"/></link>
                  <gCal:webContent url="ignored" width="3"/>
                </d>
                """
            let declarer = try XMLReader().read(Declarer.self, from: xml)
            #expect(declarer.links.map(\.webContent?.url) == ["u"])
        }

        @Test("an extension may declare extensions of its own")
        func extensionOfAnExtension() throws {
            let feed = try XMLReader().read(Feed.self, from: feedXML)
            let webContent = try #require(feed.events.first?.links.first?.webContent)
            #expect(
                webContent.extensions(GadgetPref.self) == [
                    GadgetPref(name: "color", value: "red"), GadgetPref(name: "size", value: "big"),
                ])
            #expect(feed.events.first?.links.first?.links.first?.webContent?.extensions.values.isEmpty == true)
        }

        @Test("declaring an extension for a type without storage is reported before reading")
        func declarationWithoutStorageIsAProblem() throws {
            let error = try xylemReadError(Storeless.self, from: "<<< not even read")
            guard case .invalidDescription(let message) = error.kind else {
                Issue.record("expected an invalid description, got \(error)")
                return
            }
            #expect(message.contains("no XMLExtensionPoint storage"))
        }

        @Test("setExtension, setExtensions, addExtension and remove replace values by type, keeping positions")
        func settingValues() throws {
            var event = Event()
            event.addExtension(When(start: "1"))
            event.addExtension(Rating(value: 1))
            event.addExtension(When(start: "2"))
            #expect(event.when.map(\.start) == ["1", "2"])

            event.setExtension(When(start: "only"))
            #expect(event.when.map(\.start) == ["only"])
            // The replacement takes the place of the first value replaced.
            #expect(event.extensions.values.first is When)
            #expect(event.extensions.values.count == 2)

            event.when = [When(start: "a"), When(start: "b")]
            #expect(event.when.map(\.start) == ["a", "b"])
            #expect(event.rating == Rating(value: 1))

            event.setExtension(Rating?.none)
            #expect(event.rating == nil)
            #expect(event.extensions.values.count == 2)

            event.extensions.remove(When.self)
            #expect(event.extensions.values.isEmpty)
            #expect(event.extensions.isEmpty)

            var link = Link()
            link.webContent = WebContent(url: "set")
            #expect(link.webContent?.url == "set")
            link.webContent = nil
            #expect(link.extension(WebContent.self) == nil)
        }

        @Test("a copy's extension values are its own: adding, replacing or removing in one leaves the other as it was")
        func valuesAreCopiedOnWrite() throws {
            let feed = try XMLReader().read(Feed.self, from: feedXML)
            let read = try #require(feed.events.first)
            var first = read
            first.addExtension(When(start: "12:00"))
            var second = read
            second.setExtension(Rating(value: 1))
            var third = read
            third.extensions.remove(When.self)

            #expect(read.when.map(\.start) == ["09:00", "10:00", "11:00"])
            #expect(read.rating == Rating(value: 4))
            #expect(first.when.map(\.start) == ["09:00", "10:00", "11:00", "12:00"])
            #expect(first.rating == Rating(value: 4))
            #expect(second.rating == Rating(value: 1))
            #expect(second.when.count == 3)
            #expect(third.when.isEmpty)
            #expect(third.extensions.values.map { "\(type(of: $0))" } == ["Rating"])
            #expect(read.extensions.values.count == 4)
        }

        @Test("equality compares extension values by type and order within a type, not unknown content or user data")
        func equality() throws {
            var first = Event(title: "E")
            var second = Event(title: "E")
            first.addExtension(When(start: "1"))
            first.addExtension(Rating(value: 3))
            first.addExtension(When(start: "2"))
            // Another interleaving of the types: still equal.
            second.addExtension(Rating(value: 3))
            second.addExtension(When(start: "1"))
            second.addExtension(When(start: "2"))
            #expect(first == second)

            second.extensions.unknownElements.append(XMLElementNode(name: XMLQualifiedName("junk")))
            second.extensions.unknownAttributes.append(XMLAttributeNode(name: XMLQualifiedName("a"), value: "b"))
            second.extensions.namespaceDeclarations.append(XMLNamespaceDeclaration(prefix: "p", uri: "urn:p"))
            second.setUserData(42, forKey: "cache")
            #expect(first == second)
            #expect(second.userData(forKey: "cache") as? Int == 42)
            second.setUserData(nil, forKey: "cache")
            #expect(second.userData(forKey: "cache") == nil)

            // The order within one type matters.
            var swapped = Event(title: "E")
            swapped.addExtension(When(start: "2"))
            swapped.addExtension(When(start: "1"))
            swapped.addExtension(Rating(value: 3))
            #expect(first != swapped)

            // A different value, a missing value, or an extra value makes them differ.
            var changed = first
            changed.setExtension(Rating(value: 4))
            #expect(first != changed)
            var missing = first
            missing.setExtension(Rating?.none)
            #expect(first != missing)
            var extra = first
            extra.addExtension(Rating(value: 3))
            #expect(first != extra)

            // Documents that differ only in unknown content read as equal objects.
            let plain = try XMLReader().read(Feed.self, from: feedXML)
            let noisy = try XMLReader().read(
                Feed.self,
                from: feedXML.replacingOccurrences(
                    of: "<title>Standup</title>", with: "<title>Standup</title><x:y xmlns:x='urn:x'/>"))
            #expect(noisy.events.first?.extensions.unknownElements.count == 1)
            #expect(plain == noisy)
        }

        @Test("extensions compare as values of their own type only")
        func equalityAcrossTypes() {
            var first = XMLExtensions()
            first.add(Rating(value: 1))
            var second = XMLExtensions()
            second.add(OuterRating(value: "1"))
            #expect(first != second)
            #expect(XMLExtensions() == XMLExtensions())
            #expect(first.first(OuterRating.self) == nil)
            #expect(first.all(Rating.self) == [Rating(value: 1)])
        }

        @Test("declared extensions are read with the ignore policy too; only unknown content is dropped")
        func extensionsWithIgnorePolicy() throws {
            var options = XMLReader.Options()
            options.unknownContent = .ignore
            let feed = try XMLReader(options: options).read(Feed.self, from: feedXML)
            let event = try #require(feed.events.first)
            #expect(event.when.count == 3)
            #expect(event.links.first?.webContent?.url == "http://x/1")
            #expect(feed.links.first?.extensions.isEmpty == true)
            #expect(feed == (try XMLReader().read(Feed.self, from: feedXML)))
        }
    }
}
