// Models whose description is computed on every access (every generic type's must be): each
// object must still be read with its own type's mappings, however the allocator reuses memory.

import Testing
import Xylem

/// A generic class model with a computed description, as every generic model must have one.
final class TaggedRecord<Tag>: XMLReadable {
    var id = ""
    var kind = ""
    var note = ""
    var rank = 0

    static var xmlDescription: XMLDescription<TaggedRecord<Tag>> {
        XMLDescription(TaggedRecord<Tag>.init) {
            XMLAttribute("id", \.id)
            XMLAttribute("kind", \.kind)
            XMLChildText("note", \.note)
            XMLChildValue("rank", \.rank)
        }
    }
}

/// A second generic class model whose mappings put the same names in other places.
final class SwappedRecord<Tag>: XMLReadable {
    var kind = ""
    var id = ""
    var title = ""

    static var xmlDescription: XMLDescription<SwappedRecord<Tag>> {
        XMLDescription(SwappedRecord<Tag>.init) {
            XMLAttribute("kind", \.kind)
            XMLAttribute("id", \.id)
            XMLChildText("title", \.title)
        }
    }
}

/// A wide model (many attributes) and a narrow one, both computed, both classes.
final class WideRecord<Tag>: XMLReadable {
    var values: [String] = Array(repeating: "", count: 12)

    static var xmlDescription: XMLDescription<WideRecord<Tag>> {
        XMLDescription(WideRecord<Tag>.init) {
            for index in 0..<12 {
                XMLAttribute("a\(index)", \WideRecord<Tag>.values[index])
            }
        }
    }
}

final class NarrowRecord<Tag>: XMLReadable {
    var a0 = ""

    static var xmlDescription: XMLDescription<NarrowRecord<Tag>> {
        XMLDescription(NarrowRecord<Tag>.init) {
            XMLAttribute("a0", \.a0)
        }
    }
}

enum FirstTag {}
enum SecondTag {}

struct InterleavedDocument: XMLReadable {
    var tagged: [TaggedRecord<FirstTag>] = []
    var swapped: [SwappedRecord<SecondTag>] = []

    static let xmlDescription = XMLDescription(InterleavedDocument.init) {
        XMLChildren("t", \.tagged)
        XMLChildren("s", \.swapped)
    }
}

struct WideAndNarrowDocument: XMLReadable {
    var wide: [WideRecord<FirstTag>] = []
    var narrow: [NarrowRecord<SecondTag>] = []

    static let xmlDescription = XMLDescription(WideAndNarrowDocument.init) {
        XMLChildren("w", \.wide)
        XMLChildren("n", \.narrow)
    }
}

@Suite("Computed descriptions")
struct ComputedDescriptionTests {
    @Test("interleaved generic class models each keep their own values")
    func interleavedGenericClassesKeepTheirValues() throws {
        var xml = "<doc>"
        for index in 0..<300 {
            xml += "<t id=\"t\(index)\" kind=\"k\(index)\"><note>n\(index)</note><rank>\(index)</rank></t>"
            xml += "<s id=\"s\(index)\" kind=\"j\(index)\"><title>x\(index)</title></s>"
        }
        xml += "</doc>"
        let document = try XMLReader().read(InterleavedDocument.self, from: xml)
        #expect(document.tagged.count == 300)
        #expect(document.swapped.count == 300)
        for (index, record) in document.tagged.enumerated() {
            #expect(record.id == "t\(index)" && record.kind == "k\(index)")
            #expect(record.note == "n\(index)" && record.rank == index)
        }
        for (index, record) in document.swapped.enumerated() {
            #expect(record.id == "s\(index)" && record.kind == "j\(index)" && record.title == "x\(index)")
        }
    }

    @Test("a wide and a narrow generic class model read by turns neither crash nor mix values")
    func wideAndNarrowByTurns() throws {
        let attributes = (0..<12).map { " a\($0)=\"w\($0)\"" }.joined()
        var xml = "<doc>"
        for index in 0..<300 {
            xml += "<w\(attributes)/><n a0=\"n\(index)\" a11=\"unmapped\"/>"
        }
        xml += "</doc>"
        let document = try XMLReader().read(WideAndNarrowDocument.self, from: xml)
        #expect(document.wide.count == 300)
        #expect(document.narrow.map(\.a0) == (0..<300).map { "n\($0)" })
        for record in document.wide {
            #expect(record.values == (0..<12).map { "w\($0)" })
        }
    }

    @Test("streamed records of a computed class model keep their values")
    func streamedComputedRecords() throws {
        var xml = "<doc>"
        for index in 0..<200 {
            xml += "<t id=\"t\(index)\" kind=\"k\(index)\"><note>n\(index)</note><rank>\(index)</rank></t>"
            xml += "<s id=\"s\(index)\" kind=\"j\(index)\"><title>x\(index)</title></s>"
        }
        xml += "</doc>"
        var seen = 0
        try XMLReader().readRecords(TaggedRecord<FirstTag>.self, at: "doc/t", from: .string(xml)) { record in
            #expect(record.id == "t\(seen)" && record.kind == "k\(seen)" && record.rank == seen)
            seen += 1
            return .continue
        }
        #expect(seen == 200)
    }
}
