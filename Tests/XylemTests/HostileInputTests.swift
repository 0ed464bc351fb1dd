// Hostile documents, built by the tests: entity bombs, external entities, deep entity chains and
// nesting, huge attribute counts, names and values. Each must end in the exact error kind, open no
// file and keep memory bounded. Scripts/hostile.sh runs the full-size versions under
// /usr/bin/time; these are smaller ones that still cross the limits.

import Foundation
import Testing
import Xylem

private struct Laughs: XMLReadable {
    var text = ""
    static let xmlDescription = XMLDescription(Laughs.init) {
        XMLTextContent(\.text)
    }
}

private struct Secretive: XMLReadable {
    var title = ""
    var note = ""
    static let xmlDescription = XMLDescription(Secretive.init) {
        XMLChildText("title", \.title)
        XMLAttribute("note", \.note)
    }
}

private struct Tagged: XMLReadable {
    var keep = ""
    static let xmlDescription = XMLDescription(Tagged.init) {
        XMLAttribute("keep", \.keep)
    }
}

/// A peak-memory growth no protected read should come near (unprotected, these documents take
/// gigabytes); generous because other suites run at the same time.
private let memoryBound = 300 * 1024 * 1024

private func reader(_ configure: (inout XMLReader.Options) -> Void) -> XMLReader {
    var options = XMLReader.Options()
    configure(&options)
    return XMLReader(options: options)
}

/// Reads `xml` expecting a failure, and checks that memory stayed bounded while it ran.
private func hostileError<T: XMLReadable>(
    _ type: T.Type, _ xml: String, reader: XMLReader = XMLReader(), sourceLocation: SourceLocation = #_sourceLocation
) throws -> XMLReadError {
    var error: XMLReadError?
    let growth = try xylemPeakGrowth {
        error = try xylemReadError(type, from: xml, reader: reader, sourceLocation: sourceLocation)
    }
    if let growth {
        #expect(growth < memoryBound, "peak memory grew by \(growth) bytes", sourceLocation: sourceLocation)
    }
    return try #require(error, sourceLocation: sourceLocation)
}

extension CoreReaderTests {
    @Suite("Hostile input", .serialized)
    struct HostileInputTests {
        // MARK: Entity expansion

        @Test("billion laughs stops at the amplification limit")
        func billionLaughs() throws {
            let error = try hostileError(Laughs.self, XylemHostile.billionLaughs())
            #expect(error.kind == .limit(.entityAmplification(100)))
            #expect(error.description.contains("Options.maxEntityAmplification"))
            let statistics = try #require(throws: XMLReadError.self) {
                try XMLStatistics.collect(from: .string(XylemHostile.billionLaughs()))
            }
            #expect(statistics.kind == .limit(.entityAmplification(100)))
        }

        @Test("one large entity referenced many times stops at the amplification limit")
        func quadraticBlowup() throws {
            let xml = XylemHostile.quadraticBlowup(entitySize: 50_000, references: 20_000)  // 1 GB expanded
            #expect(try hostileError(Laughs.self, xml).kind == .limit(.entityAmplification(100)))
        }

        @Test("without the amplification limit, the text limit still bounds a collected value")
        func blowupUnderTextLimit() throws {
            let xml = XylemHostile.quadraticBlowup(entitySize: 50_000, references: 20_000)
            let permissive = reader {
                $0.maxEntityAmplification = 1e9
                $0.maxTextLength = 4 * 1024 * 1024
            }
            #expect(try hostileError(Laughs.self, xml, reader: permissive).kind == .limit(.textLength(4 * 1024 * 1024)))
        }

        @Test("the amplification options are applied: a lower threshold catches a smaller bomb")
        func amplificationOptions() throws {
            let xml = XylemHostile.quadraticBlowup(entitySize: 1_000, references: 2_000)  // 2 MB expanded
            #expect(throws: Never.self) { try XMLReader().read(Laughs.self, from: xml) }
            let strict = reader {
                $0.entityAmplificationThreshold = 64 * 1024
                $0.maxEntityAmplification = 10
            }
            #expect(try hostileError(Laughs.self, xml, reader: strict).kind == .limit(.entityAmplification(10)))
        }

        @Test(
            "a chain of 50,000 entities is refused before expat expands it (it would overflow the stack)",
            arguments: [false, true])
        func entityChain(inAttributeDefault: Bool) throws {
            let xml = XylemHostile.entityChain(length: 50_000, inAttributeDefault: inAttributeDefault)
            let error = try hostileError(Laughs.self, xml, reader: reader { $0.maxDTDLength = 4 * 1024 * 1024 })
            #expect(error.kind == .limit(.entityNesting(40)))
            #expect(error.path == "")
        }

        @Test("entity chains up to the nesting limit expand; one more is refused")
        func entityChainLimit() throws {
            #expect(try XMLReader().read(Laughs.self, from: XylemHostile.entityChain(length: 40)).text == "end")
            let error = try xylemReadError(Laughs.self, from: XylemHostile.entityChain(length: 41))
            #expect(error.kind == .limit(.entityNesting(40)))
            // Declared in reverse order the chain is the same, found as the last link arrives.
            var reversed = "<!DOCTYPE r ["
            for index in (0..<41).reversed() {
                reversed += index + 1 < 41 ? "<!ENTITY e\(index) \"&e\(index + 1);\">" : "<!ENTITY e\(index) \"end\">"
            }
            reversed += "]><r>&e0;</r>"
            #expect(try xylemReadError(Laughs.self, from: reversed).kind == .limit(.entityNesting(40)))
        }

        @Test("entities that refer to each other in a cycle are refused when declared")
        func entityCycle() throws {
            let xml = "<!DOCTYPE r [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><r>&a;</r>"
            #expect(try xylemReadError(Laughs.self, from: xml).kind == .limit(.entityNesting(40)))
        }

        // MARK: External entities

        @Test("XXE: an external entity naming a local file reads as nothing, and the file is never opened")
        func externalEntityFile() throws {
            let secret = try XylemTempFile(contents: "TOP-SECRET")
            defer { secret.remove() }
            for reference in ["file://\(secret.path)", secret.path] {
                let xml = "<!DOCTYPE r [<!ENTITY xxe SYSTEM \"\(reference)\">]><r><title>before &xxe; after</title></r>"
                var value: Secretive?
                let opened = try xylemFileWasOpened(secret.path) {
                    value = try XMLReader().read(Secretive.self, from: xml)
                }
                #expect(value?.title == "before  after")
                #expect(opened != true)
            }
            // In an attribute value an external entity is an error, not a way in.
            let attribute = "<!DOCTYPE r [<!ENTITY xxe SYSTEM \"file://\(secret.path)\">]><r note=\"&xxe;\"/>"
            #expect(try xylemReadError(Secretive.self, from: attribute).kind.malformedCode == 16)
        }

        @Test("XXE through parameter entities and an external DTD subset loads nothing")
        func externalParameterEntities() throws {
            let secret = try XylemTempFile(contents: "<!ENTITY leak \"TOP-SECRET\">")
            defer { secret.remove() }
            let documents = [
                "<!DOCTYPE r [<!ENTITY % ext SYSTEM \"file://\(secret.path)\"> %ext;]><r><title>x</title></r>",
                "<!DOCTYPE r SYSTEM \"file://\(secret.path)\"><r><title>x</title></r>",
                "<!DOCTYPE r PUBLIC \"-//X//DTD X//EN\" \"\(secret.path)\"><r><title>x</title></r>",
            ]
            for xml in documents {
                var value: Secretive?
                let opened = try xylemFileWasOpened(secret.path) {
                    value = try XMLReader().read(Secretive.self, from: xml)
                }
                #expect(value?.title == "x")
                #expect(opened != true)
            }
            // A reference to an entity the unread DTD would have declared is simply undefined.
            let use = "<!DOCTYPE r SYSTEM \"file://\(secret.path)\"><r><title>&leak;</title></r>"
            let opened = xylemFileWasOpened(secret.path) {
                _ = try? XMLReader().read(Secretive.self, from: use)
            }
            #expect(opened != true)
        }

        // MARK: Nesting, attributes, sizes

        @Test("100,000 levels of nesting stop at the depth limit with bounded memory")
        func deepNesting() throws {
            let error = try hostileError(Laughs.self, XylemHostile.nested("a", depth: 100_000))
            #expect(error.kind == .limit(.depth(10_000)))
            #expect(error.line == 1)
        }

        @Test("100,000 attributes on one element stop at the attribute limit")
        func manyAttributes() throws {
            let xml = XylemHostile.manyAttributes(100_000)
            let error = try hostileError(Tagged.self, xml)
            #expect(error.kind == .limit(.attributes(10_000)))
            #expect(error.path == "r")
            let lifted = reader { $0.maxAttributes = 100_001 }
            #expect(try lifted.read(Tagged.self, from: xml).keep == "yes")
            // 10,000 attributes pass, 10,001 do not.
            #expect(try XMLReader().read(Tagged.self, from: XylemHostile.manyAttributes(9_999)).keep == "yes")
            #expect(
                try xylemReadError(Tagged.self, from: XylemHostile.manyAttributes(10_000)).kind
                    == .limit(.attributes(10_000)))
            // Inside an unmapped element too, with the element in the path.
            let nested = "<r><x>" + XylemHostile.manyAttributes(10_000).dropLast(2) + "/></x></r>"
            #expect(try xylemReadError(Tagged.self, from: String(nested)).path == "r/x")
        }

        @Test("a 32 MB text node is refused under a 1 MiB text limit, and streams through when unmapped")
        func hugeTextNode() throws {
            let text = String(repeating: "0123456789abcdef", count: 2 * 1024 * 1024)
            let xml = "<r><title>" + text + "</title></r>"
            let limited = reader { $0.maxTextLength = 1024 * 1024 }
            let error = try hostileError(Secretive.self, xml, reader: limited)
            #expect(error.kind == .limit(.textLength(1024 * 1024)))
            #expect(error.path == "r/title")
            let growth = try xylemPeakGrowth {
                let value = try XMLReader().read(Tagged.self, from: "<r keep=\"k\"><other>" + text + "</other></r>")
                #expect(value.keep == "k")
            }
            if let growth { #expect(growth < memoryBound) }
        }

        @Test("the text limit holds to the byte, for text in one piece, in entity pieces and in own text")
        func textLimitBoundary() throws {
            let limited = reader { $0.maxTextLength = 16 }
            // One piece: 16 bytes read, 17 do not.
            #expect(
                try limited.read(Secretive.self, from: "<r><title>0123456789abcdef</title></r>").title
                    == "0123456789abcdef")
            #expect(
                try xylemReadError(Secretive.self, from: "<r><title>0123456789abcdefg</title></r>", reader: limited)
                    .kind
                    == .limit(.textLength(16)))
            // Expat hands each entity reference over as a piece of its own: the last piece counts.
            #expect(
                try limited.read(Secretive.self, from: "<r><title>0123456789abcde&amp;</title></r>").title
                    == "0123456789abcde&")
            #expect(
                try xylemReadError(Secretive.self, from: "<r><title>0123456789abcdef&amp;</title></r>", reader: limited)
                    .kind
                    == .limit(.textLength(16)))
            #expect(
                try xylemReadError(Secretive.self, from: "<r><title>&lt;123456789abcdefg</title></r>", reader: limited)
                    .kind
                    == .limit(.textLength(16)))
            // An object's own text, split by child elements.
            #expect(try limited.read(Laughs.self, from: "<r>01234567<x/>89abcdef</r>").text == "0123456789abcdef")
            #expect(
                try xylemReadError(Laughs.self, from: "<r>01234567<x/>89abcdef&amp;</r>", reader: limited).kind
                    == .limit(.textLength(16)))
        }

        @Test("a gigantic element name stops at the markup limit", arguments: [false, true])
        func giganticName(nested: Bool) throws {
            let name = String(repeating: "n", count: 12 * 1024 * 1024)
            let xml = nested ? "<r><\(name)/></r>" : "<\(name)/>"
            let error = try hostileError(Laughs.self, xml)
            #expect(error.kind == .limit(.markupLength(10 * 1024 * 1024)))
            #expect(error.column == (nested ? 4 : 1))
            #expect(error.description.utf8.count < 400)
        }

        @Test("a huge attribute value, comment or processing instruction stops at the markup limit")
        func hugeMarkup() throws {
            let filler = String(repeating: "x", count: 3 * 1024 * 1024)
            let limited = reader { $0.maxMarkupLength = 1024 * 1024 }
            for xml in [
                "<r note=\"\(filler)\"/>", "<r><!--\(filler)--></r>", "<r><?pi \(filler)?></r>", "<!--\(filler)--><r/>",
            ] {
                let error = try hostileError(Secretive.self, xml, reader: limited)
                #expect(error.kind == .limit(.markupLength(1024 * 1024)))
            }
            // Under the limit the same markup reads.
            #expect(try XMLReader().read(Secretive.self, from: "<r note=\"\(filler)\"/>").note.count == filler.count)
        }

        @Test("a document type declaration longer than the DTD limit is refused")
        func longDTD() throws {
            let comments = String(repeating: "<!-- padding padding padding -->\n", count: 40_000)  // 1.3 MB
            let xml = "<!DOCTYPE r [\n\(comments)]><r/>"
            #expect(try hostileError(Laughs.self, xml).kind == .limit(.dtdLength(1024 * 1024)))
            let lifted = reader { $0.maxDTDLength = 2 * 1024 * 1024 }
            #expect(throws: Never.self) { try lifted.read(Laughs.self, from: xml) }
        }

        @Test("input longer than maxTotalBytes is refused where it crosses the limit")
        func totalBytes() throws {
            let xml = "<r>" + String(repeating: "<a>text</a>\n", count: 10_000) + "</r>"
            let limited = reader { $0.maxTotalBytes = 50_000 }
            let error = try xylemReadError(Laughs.self, from: xml, reader: limited)
            #expect(error.kind == .limit(.totalBytes(50_000)))
            #expect(error.line > 4_000)
            let chunked = try xylemReadError(
                Laughs.self, from: .chunks(xylemChunked(Array(xml.utf8), size: 999)), reader: limited)
            #expect(chunked.kind == .limit(.totalBytes(50_000)))
            let exact = reader { $0.maxTotalBytes = xml.utf8.count }
            #expect(throws: Never.self) { try exact.read(Laughs.self, from: xml) }
        }
    }
}
