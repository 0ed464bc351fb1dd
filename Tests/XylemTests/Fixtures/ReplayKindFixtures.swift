// The models and documents of the kinds tests: entries whose type is chosen at run time by a kind
// attribute or a kind category (events, contacts, tagged and plain entries), nested kinds that
// buffer inside buffered entries, and feeds that place the deciding category anywhere.

import Foundation
import Testing
import Xylem

extension CoreReaderTests {
    /// The models and documents of the kinds-with-replay tests; their suites are nested here.
    enum ReplayKindFixtures {
        static let atom = "urn:test:atom"
        static let gd = "urn:test:gd"
        static let xhtml = "http://www.w3.org/1999/xhtml"
        static let kindScheme = "urn:test:gd#kind"
        static let eventTerm = "urn:test:gd#event"
        static let contactTerm = "urn:test:gd#contact"
        static let tagScheme = "urn:test:tags"
        static let specialTerm = "urn:test:special"
        static let prefixes = ["": atom, "gd": gd]

        // MARK: Models

        struct Category: XMLReadable, XMLExtensible, Equatable {
            var scheme = ""
            var term = ""
            var extensions = XMLExtensions()

            static let xmlDescription = XMLDescription(Category.init) {
                XMLAttribute("scheme", \.scheme)
                XMLAttribute("term", \.term)
                XMLExtensionPoint(\.extensions, keepUnknown: true)
            }
        }

        struct Where: XMLReadable, Equatable {
            var value = ""
            var label = ""

            static let xmlDescription = XMLDescription(Where.init, namespaces: prefixes) {
                XMLAttribute("valueString", \.value)
                XMLChildText("label", \.label)
            }
        }

        struct Rating: XMLExtension {
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

        /// Chosen inside an event by a category of its own, so that it buffers inside a buffered event.
        struct SubA: XMLReadable, Equatable {
            var number = 0
            static let xmlDescription = XMLDescription(SubA.init, namespaces: prefixes) {
                XMLChildValue("n", \.number)
            }
        }

        struct SubB: XMLReadable, Equatable {
            var text = ""
            static let xmlDescription = XMLDescription(SubB.init, namespaces: prefixes) {
                XMLChildText("n", \.text)
            }
        }

        enum AnySub: Equatable {
            case a(SubA)
            case b(SubB)
        }

        static let subKinds = XMLKinds<AnySub>(
            category: "category", namespaces: prefixes, default: XMLKind(SubB.self) { .b($0) }
        ) {
            XMLKind(SubA.self, scheme: "urn:sub", term: "a") { .a($0) }
        }

        struct EventEntry: XMLReadable, XMLExtensible, Equatable {
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
                XMLAttribute("gd:etag", \.etag)
                XMLAttribute("xml:lang", \.lang)
                XMLChildText("id", \.id)
                XMLChildText("title", \.title)
                XMLChildText("summary", \.summary)
                XMLChildValue("priority", \.priority)
                XMLChildren("gd:where", \.wheres)
                XMLChildren("category", \.categories)
                XMLInnerXML("content", \.content)
                XMLChildren("sub", \.subs, kinds: subKinds)
                XMLExtensionPoint(\.extensions, keepUnknown: true) {
                    XMLExtensionDeclaration(Rating.self)
                }
            }
        }

        struct ContactEntry: XMLReadable, Equatable {
            var id = ""
            var email = ""

            static let xmlDescription = XMLDescription(ContactEntry.init, namespaces: prefixes) {
                XMLChildText("id", \.id)
                XMLAttribute("address", \.email)
            }
        }

        struct PlainEntry: XMLReadable, XMLExtensible, Equatable {
            var id = ""
            var title = ""
            var categories: [Category] = []
            var extensions = XMLExtensions()

            static let xmlDescription = XMLDescription(PlainEntry.init, namespaces: prefixes) {
                XMLChildText("id", \.id)
                XMLChildText("title", \.title)
                XMLChildren("category", \.categories)
                XMLExtensionPoint(\.extensions, keepUnknown: true)
            }
        }

        struct TaggedEntry: XMLReadable, Equatable {
            var id = ""
            var categories: [Category] = []

            static let xmlDescription = XMLDescription(TaggedEntry.init, namespaces: prefixes) {
                XMLChildText("id", \.id)
                XMLChildren("category", \.categories)
            }
        }

        struct TermOnlyEntry: XMLReadable, Equatable {
            var id = ""

            static let xmlDescription = XMLDescription(TermOnlyEntry.init, namespaces: prefixes) {
                XMLChildText("id", \.id)
            }
        }

        enum AnyEntry: Equatable {
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

        static let entryKinds = XMLKinds<AnyEntry>(
            attribute: "gd:kind", category: "category", namespaces: prefixes,
            default: XMLKind(PlainEntry.self) { .plain($0) }
        ) {
            XMLKind(EventEntry.self, kind: "calendar#event", scheme: kindScheme, term: eventTerm) { .event($0) }
            XMLKind(ContactEntry.self, kind: "contacts#contact", scheme: kindScheme, term: contactTerm) { .contact($0) }
            XMLKind(TaggedEntry.self, scheme: tagScheme, term: "*") { .tagged($0) }
            XMLKind(TermOnlyEntry.self, term: specialTerm) { .termOnly($0) }
        }

        /// The same model type registered twice, with different transforms.
        static let ambiguousKinds = XMLKinds<AnyEntry>(
            attribute: "gd:kind", namespaces: prefixes, default: XMLKind(PlainEntry.self) { .plain($0) }
        ) {
            XMLKind(PlainEntry.self, kind: "special#entry") { .special($0) }
        }

        struct Feed: XMLReadable, Equatable {
            var title = ""
            var featured: AnyEntry?
            var entries: [AnyEntry] = []

            static let xmlDescription = XMLDescription(Feed.init, namespaces: prefixes) {
                XMLChildText("title", \.title)
                XMLChild("featured", \.featured, kinds: entryKinds)
                XMLChildren("entry", \.entries, kinds: entryKinds)
            }
        }

        struct AmbiguousFeed: XMLReadable, Equatable {
            var entries: [AnyEntry] = []

            static let xmlDescription = XMLDescription(AmbiguousFeed.init, namespaces: prefixes) {
                XMLChildren("entry", \.entries, kinds: ambiguousKinds)
            }
        }

        // MARK: Documents

        static func feed(_ entries: String...) -> String {
            "<feed xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\"><title>F</title>\n" + entries.joined(separator: "\n")
                + "\n</feed>"
        }

        static func category(_ scheme: String, _ term: String) -> String {
            "<category scheme=\"\(scheme)\" term=\"\(term)\"/>"
        }

        static let eventCategory =
            "<category xmlns:k=\"urn:k\" k:extra=\"1\" scheme=\"\(kindScheme)\" term=\"\(eventTerm)\"/>"

        /// The children of a rich event entry: nested elements, entities, CDATA, attributes, namespace
        /// declarations on children, raw XML with a comment and a processing instruction, an extension,
        /// an unknown element with a comment, and a nested element whose own kind is buffered.
        static let eventParts = [
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

        static let eventStart = "<entry xmlns:q=\"urn:q\" gd:etag=\"W/&quot;1&quot;\" xml:lang=\"en\" q:unknown=\"u\">"

        static func eventEntry(categoryAt position: Int) -> String {
            var parts = eventParts
            parts.insert(eventCategory, at: position)
            return eventStart + parts.joined(separator: "\n") + "</entry>"
        }

        static let entryPath = XMLRecordPath("feed/entry", namespaces: ["": atom])

        /// Reads a feed and returns its entries' case names.
        static func kindsOf(_ xml: String) throws -> [String] {
            try XMLReader().read(Feed.self, from: xml).entries.map(\.caseName)
        }

        /// Everything about an event that its `==` leaves out: kept unknown content and declarations.
        static func expectSameKeptContent(
            _ lhs: EventEntry, _ rhs: EventEntry, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(lhs.extensions.unknownElements == rhs.extensions.unknownElements, sourceLocation: sourceLocation)
            #expect(
                lhs.extensions.unknownAttributes == rhs.extensions.unknownAttributes, sourceLocation: sourceLocation)
            #expect(
                lhs.extensions.namespaceDeclarations == rhs.extensions.namespaceDeclarations,
                sourceLocation: sourceLocation)
            #expect(
                lhs.categories.map(\.extensions.unknownAttributes)
                    == rhs.categories.map(\.extensions.unknownAttributes),
                sourceLocation: sourceLocation)
            #expect(
                lhs.categories.map(\.extensions.namespaceDeclarations)
                    == rhs.categories.map(\.extensions.namespaceDeclarations), sourceLocation: sourceLocation)
        }
    }
}
