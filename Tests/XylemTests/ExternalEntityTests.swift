// External entities and DTD subsets are read only through a resolver the caller installs: what
// it returns is parsed in place of the reference, nil leaves the entity out, and its errors end
// the read as user-code errors. Without one nothing is ever loaded (see HostileInputTests).

import Foundation
import Synchronization
import Testing
import Xylem

private struct Chapter: XMLReadable, Equatable {
    var title = ""
    var body = ""
    var sections: [String] = []

    static let xmlDescription = XMLDescription(Chapter.init) {
        XMLChildText("title", \.title)
        XMLChildText("body", \.body)
        XMLChildValues("section", \.sections)
    }
}

private struct ResolverFailure: Error, Equatable {}

/// A resolver that serves fixed documents by system ID and records what it was asked for.
private final class Library: Sendable {
    let documents: [String: String]
    private let asked = Mutex<[XMLExternalEntity]>([])

    init(_ documents: [String: String]) {
        self.documents = documents
    }

    var requests: [XMLExternalEntity] { asked.withLock { $0 } }

    var resolver: XMLExternalEntityResolver {
        { entity in
            self.asked.withLock { $0.append(entity) }
            if entity.systemID == "fail.xml" { throw ResolverFailure() }
            return self.documents[entity.systemID].map { Data($0.utf8) }
        }
    }

    func reader() -> XMLReader {
        var options = XMLReader.Options()
        options.externalEntityResolver = resolver
        return XMLReader(options: options)
    }
}

extension CoreReaderTests {
    @Suite("External entities through a resolver")
    struct ExternalEntityTests {
        @Test("an external entity's content is read in place of the reference")
        func entityContent() throws {
            let library = Library(["intro.xml": "<section>one</section><section>two &amp; more</section>"])
            let xml =
                "<!DOCTYPE chapter [<!ENTITY intro SYSTEM \"intro.xml\">]><chapter><title>T</title>&intro;</chapter>"
            let chapter = try library.reader().read(Chapter.self, from: xml)
            #expect(chapter == Chapter(title: "T", sections: ["one", "two & more"]))
            #expect(library.requests == [XMLExternalEntity(systemID: "intro.xml")])
        }

        @Test("the external DTD subset and parameter entities are asked for, with public IDs")
        func externalSubset() throws {
            let library = Library([
                "book.dtd": "<!ENTITY author \"Ann\"><!ENTITY % more SYSTEM \"more.dtd\"> %more;",
                "more.dtd": "<!ENTITY year \"1999\">",
            ])
            let xml =
                "<!DOCTYPE chapter PUBLIC \"-//X//Book//EN\" \"book.dtd\"><chapter><title>&author; &year;</title></chapter>"
            #expect(try library.reader().read(Chapter.self, from: xml).title == "Ann 1999")
            #expect(library.requests.map(\.systemID) == ["book.dtd", "more.dtd"])
            #expect(library.requests.first?.publicID == "-//X//Book//EN")
        }

        @Test("a resolver that returns nil leaves the entity out")
        func declined() throws {
            let library = Library([:])
            let xml = "<!DOCTYPE chapter [<!ENTITY x SYSTEM \"missing.xml\">]><chapter><body>[&x;]</body></chapter>"
            #expect(try library.reader().read(Chapter.self, from: xml).body == "[]")
            #expect(library.requests.count == 1)
        }

        @Test("a resolver's error ends the read as a user-code error carrying it")
        func resolverThrows() throws {
            let xml = "<!DOCTYPE chapter [<!ENTITY x SYSTEM \"fail.xml\">]><chapter><body>&x;</body></chapter>"
            let error = try xylemReadError(Chapter.self, from: xml, reader: Library([:]).reader())
            #expect(error.kind.name == "userCode")
            #expect(error.underlying is ResolverFailure)
            #expect(error.description.contains("fail.xml"))
        }

        @Test("a malformed external entity is reported with its system ID and its own position")
        func malformedEntity() throws {
            let library = Library(["bad.xml": "<section>one</sectio>"])
            let xml = "<!DOCTYPE chapter [<!ENTITY bad SYSTEM \"bad.xml\">]><chapter>&bad;</chapter>"
            let error = try xylemReadError(Chapter.self, from: xml, reader: library.reader())
            guard case .malformed(let code, let reason) = error.kind else {
                Issue.record("expected malformed, got \(error.kind)")
                return
            }
            #expect(code == 21)
            #expect(reason.contains("\"bad.xml\""))
            #expect(reason.contains("line 1, column 15"))
        }

        @Test("an external entity in another encoding is transcoded")
        func encodedEntity() throws {
            let text = "<section>日本語</section>"
            let encoded = xylemEncode("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>" + text, as: "Shift_JIS")
            var options = XMLReader.Options()
            options.externalEntityResolver = { _ in Data(encoded) }
            let xml = "<!DOCTYPE chapter [<!ENTITY jp SYSTEM \"jp.xml\">]><chapter>&jp;</chapter>"
            #expect(try XMLReader(options: options).read(Chapter.self, from: xml).sections == ["日本語"])
        }

        @Test("external entities that include each other stop at the nesting limit")
        func recursiveEntities() throws {
            var options = XMLReader.Options()
            options.externalEntityResolver = { _ in Data("<section>x</section>&loop;".utf8) }
            options.maxEntityNesting = 5
            let xml = "<!DOCTYPE chapter [<!ENTITY loop SYSTEM \"loop.xml\">]><chapter>&loop;</chapter>"
            let error = try xylemReadError(Chapter.self, from: xml, reader: XMLReader(options: options))
            // Expat itself refuses an entity that refers to itself; either way the read ends.
            #expect(error.kind.name == "malformed" || error.kind == .limit(.entityNesting(5)))
        }

        @Test("the resolver sees the file the document names, and reads it only when it chooses to")
        func fileThroughResolver() throws {
            let file = try XylemTempFile(contents: "<section>from disk</section>")
            defer { file.remove() }
            var options = XMLReader.Options()
            options.externalEntityResolver = { entity in try Data(contentsOf: URL(fileURLWithPath: entity.systemID)) }
            let xml = "<!DOCTYPE chapter [<!ENTITY d SYSTEM \"\(file.path)\">]><chapter>&d;</chapter>"
            var chapter: Chapter?
            let opened = try xylemFileWasOpened(file.path) {
                chapter = try XMLReader(options: options).read(Chapter.self, from: xml)
            }
            #expect(chapter?.sections == ["from disk"])
            // The positive control for the hostile tests' "never opened" checks.
            #expect(opened != false)
        }
    }
}
