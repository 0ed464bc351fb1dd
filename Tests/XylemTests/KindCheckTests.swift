// When descriptions met at run time are checked: a kinds registry's default before any input is
// read, every other kind's when an element first chooses it (by attribute, by a category read
// live or replayed), a declared extension's when its element first appears; and all of them on
// request with XMLKinds.validate() and XMLDescription.validateAll().

import Testing
import Xylem

private let atom = "urn:test:atom"
private let gd = "urn:test:gd"
private let kindScheme = "urn:test:gd#kind"
private let prefixes = ["": atom, "gd": gd]

private struct Tag: XMLReadable, Equatable {
    var scheme = ""
    var term = ""
    static let xmlDescription = XMLDescription(Tag.init) {
        XMLAttribute("scheme", \.scheme)
        XMLAttribute("term", \.term)
    }
}

private struct Plain: XMLReadable, Equatable {
    var id = ""
    var tags: [Tag] = []
    static let xmlDescription = XMLDescription(Plain.init, namespaces: prefixes) {
        XMLChildText("id", \.id)
        XMLChildren("category", \.tags)
    }
}

/// Maps `title` twice: a description problem.
private struct Broken: XMLReadable, Equatable {
    var id = ""
    var title = ""
    var tags: [Tag] = []
    static let xmlDescription = XMLDescription(Broken.init, namespaces: prefixes) {
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLChildText("title", \.title)
        XMLChildren("category", \.tags)
    }
}

/// Converts from `Plain`, but keeps unknown content where `Plain` does not: a broken promise.
private struct Unfaithful: XMLReadable, XMLExtensible, Equatable {
    var plain = Plain()
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(Unfaithful.init, namespaces: prefixes) {
        XMLChildText("id", \.plain.id)
        XMLChildren("category", \.plain.tags)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An extension whose description maps `value` twice.
private struct BrokenExtension: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gd, localName: "broken", prefix: "gd")
    var value = ""
    static let xmlDescription = XMLDescription(BrokenExtension.init) {
        XMLAttribute("value", \.value)
        XMLAttribute("value", \.value)
    }
    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {}
}

private struct Holder: XMLReadable, XMLExtensible {
    var id = ""
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(Holder.init, namespaces: prefixes) {
        XMLChildText("id", \.id)
        XMLExtensionPoint(\.extensions) {
            XMLExtensionDeclaration(BrokenExtension.self)
        }
    }
}

private enum Entry: Equatable {
    case plain(Plain)
    case broken(Broken)
    case unfaithful(Unfaithful)
}

private let kinds = XMLKinds<Entry>(
    attribute: "gd:kind", category: "category", namespaces: prefixes, default: XMLKind(Plain.self) { .plain($0) }
) {
    XMLKind(Broken.self, kind: "broken", scheme: kindScheme, term: "broken") { .broken($0) }
    XMLKind(
        Unfaithful.self, kind: "unfaithful", scheme: kindScheme, term: "unfaithful", from: Plain.self,
        converting: { plain in
            var value = Unfaithful()
            value.plain = plain
            return value
        }
    ) { .unfaithful($0) }
}

private struct Feed: XMLReadable {
    var entries: [Entry] = []
    static let xmlDescription = XMLDescription(Feed.init, namespaces: prefixes) {
        XMLChildren("entry", \.entries, kinds: kinds)
    }
}

private func feed(_ entries: String...) -> String {
    "<feed xmlns='\(atom)' xmlns:gd='\(gd)'>\n" + entries.joined(separator: "\n") + "\n</feed>"
}

private func entry(_ id: String, term: String? = nil, attribute: String? = nil, categoryLast: Bool = false) -> String {
    let category = term.map { "<category scheme='\(kindScheme)' term='\($0)'/>" } ?? ""
    let start = attribute.map { "<entry gd:kind='\($0)'>" } ?? "<entry>"
    return start + (categoryLast ? "<id>\(id)</id>\(category)" : "\(category)<id>\(id)</id>") + "</entry>"
}

extension CoreReaderTests {
    @Suite("Kinds: when descriptions are checked")
    struct KindCheckTests {
        @Test("a document that never chooses a broken kind reads normally")
        func unusedBrokenKindCostsNothing() throws {
            let read = try XMLReader().read(Feed.self, from: feed(entry("1"), entry("2", term: "other")))
            #expect(
                read.entries == [
                    .plain(Plain(id: "1")), .plain(Plain(id: "2", tags: [Tag(scheme: kindScheme, term: "other")])),
                ])
        }

        @Test(
            "choosing a broken kind fails at that element, by attribute, live category or replayed category",
            arguments: [
                (entry("2", attribute: "broken"), 3), (entry("2", term: "broken"), 3),
                (entry("2", term: "broken", categoryLast: true), 3),
            ])
        func brokenKindFailsWhereChosen(_ chosen: String, line: Int) throws {
            let xml = feed(entry("1"), chosen)
            let error = try #require(throws: XMLReadError.self) { try XMLReader().read(Feed.self, from: xml) }
            guard case .invalidDescription(let message) = error.kind else {
                Issue.record("expected invalidDescription, got \(error.kind)")
                return
            }
            #expect(message.contains("title"))
            #expect(error.line == line)
            #expect(error.path.hasPrefix("feed/entry[2]"))
        }

        @Test("a kind converting from the default that reads unknown content otherwise fails when chosen")
        func brokenConversionPromise() throws {
            let xml = feed(entry("1", term: "unfaithful", categoryLast: true))
            let error = try #require(throws: XMLReadError.self) { try XMLReader().read(Feed.self, from: xml) }
            guard case .invalidDescription(let message) = error.kind else {
                Issue.record("expected invalidDescription, got \(error.kind)")
                return
            }
            #expect(message.contains("Unfaithful"))
            #expect(message.contains("Plain"))
        }

        @Test("a declared extension's description is checked when its element first appears")
        func extensionCheckedWhenMet() throws {
            let plain = try XMLReader().read(Holder.self, from: "<holder xmlns='\(atom)'><id>1</id></holder>")
            #expect(plain.id == "1")
            let xml = "<holder xmlns='\(atom)' xmlns:gd='\(gd)'>\n<id>1</id>\n<gd:broken value='v'/></holder>"
            let error = try #require(throws: XMLReadError.self) { try XMLReader().read(Holder.self, from: xml) }
            #expect(error.kind.name == "invalidDescription")
            #expect(error.line == 3)
            #expect(error.path == "holder/gd:broken")
            let all = try #require(throws: XMLReadError.self) { try Holder.xmlDescription.validateAll() }
            #expect(all.kind.name == "invalidDescription")
            try Holder.xmlDescription.validate()  // its own description is sound
        }

        @Test(
            "streamed reads of one registry share its selector, and each read that chooses a broken kind or has a broken default fails"
        )
        func sharedSelectorKeepsFailing() throws {
            let path = XMLRecordPath("feed/entry", namespaces: prefixes)
            let xml = feed(entry("1"), entry("2", term: "broken"))
            for _ in 0..<2 {
                let error = try #require(throws: XMLReadError.self) {
                    try XMLReader().readRecords(kinds, at: path, from: .string(xml)) { _ in .continue }
                }
                #expect(error.kind.name == "invalidDescription")
                #expect(error.path.hasPrefix("feed/entry[2]"))
            }
            let brokenDefault = XMLKinds<Entry>(
                category: "category", namespaces: prefixes, default: XMLKind(Broken.self) { .broken($0) }
            ) {
                XMLKind(Plain.self, scheme: kindScheme, term: "plain") { .plain($0) }
            }
            for _ in 0..<2 {
                let error = try #require(throws: XMLReadError.self) {
                    try XMLReader().readRecords(brokenDefault, at: path, from: .string(feed(entry("1")))) { _ in
                        .continue
                    }
                }
                #expect(error.kind.name == "invalidDescription")
            }
            var read: [Entry] = []
            try XMLReader().readRecords(kinds, at: path, from: .string(feed(entry("1"), entry("3")))) {
                read.append($0)
                return .continue
            }
            #expect(read == [.plain(Plain(id: "1")), .plain(Plain(id: "3"))])
        }

        @Test("validate() checks every kind at once")
        func validateChecksAll() throws {
            let error = try #require(throws: XMLReadError.self) { try kinds.validate() }
            #expect(error.kind.name == "invalidDescription")
            let sound = XMLKinds<Entry>(
                category: "category", namespaces: prefixes, default: XMLKind(Plain.self) { .plain($0) }
            ) {
                XMLKind(Plain.self, scheme: kindScheme, term: "again") { .plain($0) }
            }
            try sound.validate()
        }
    }
}
