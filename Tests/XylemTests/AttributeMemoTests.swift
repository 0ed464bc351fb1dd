// Mapped attributes are found by the address expat hands their names at (AttributeMemo.swift).
// That is sound only for names kept at one address while the memo knows them: a replayed start
// tag's names sit in the replay buffer, which the next replay fills with other names at the same
// addresses, an external entity's names go when its parser is freed, and the resolver frees its
// expanded (prefixed) names when bindings change. All must still map every attribute by its name.

import Foundation
import Synchronization
import Testing

@testable import Xylem

private let kindScheme = "urn:test:kind"

private struct Side: XMLReadable, Equatable {
    var alpha = ""
    var beta = ""
    var gamma = 0

    static let xmlDescription = XMLDescription(Side.init) {
        XMLAttribute("alpha", \.alpha)
        XMLAttribute("beta", \.beta)
        XMLAttribute("gamma", \.gamma)
    }
}

private struct Box: XMLReadable, Equatable {
    var sides: [Side] = []

    static let xmlDescription = XMLDescription(Box.init) {
        XMLChildren("side", \.sides)
    }
}

private struct Plain: XMLReadable, Equatable {
    static let xmlDescription = XMLDescription(Plain.init) {}
}

private enum Shape: Equatable {
    case box(Box)
    case plain
}

private struct Shapes: XMLReadable, Equatable {
    var shapes: [Shape] = []

    static let xmlDescription = XMLDescription(Shapes.init) {
        XMLChildren(
            "shape", \.shapes,
            kinds: XMLKinds<Shape>(category: "category", default: XMLKind(Plain.self) { _ in .plain }) {
                XMLKind(Box.self, scheme: kindScheme, term: "box") { .box($0) }
            })
    }
}

/// Reads `a0` … `a39` into their own slots, so that every name has a distinct meaning.
private struct Wide: XMLReadable, Equatable {
    var values: [String] = Array(repeating: "", count: 40)

    static let xmlDescription = XMLDescription(Wide.init) {
        for index in 0..<40 {
            XMLAttribute("a\(index)", \.values[index])
        }
    }
}

private struct Rows: XMLReadable, Equatable {
    var rows: [Wide] = []

    static let xmlDescription = XMLDescription(Rows.init) {
        XMLChildren("row", \.rows)
    }
}

/// The same local name in three namespaces, into three properties.
private struct Bound: XMLReadable, Equatable {
    var values = ["", "", ""]
    var y = ""

    static let xmlDescription = XMLDescription(Bound.init, namespaces: ["a": "urn:a", "b": "urn:b", "c": "urn:c"]) {
        XMLAttribute("a:x", \.values[0])
        XMLAttribute("b:x", \.values[1])
        XMLAttribute("c:x", \.values[2])
        XMLAttribute("y", \.y)
    }
}

private struct BoundRows: XMLReadable, Equatable {
    var rows: [Bound] = []

    static let xmlDescription = XMLDescription(BoundRows.init) {
        XMLChildren("row", \.rows)
    }
}

extension CoreReaderTests {
    @Suite("Attributes found by name address")
    struct AttributeMemoTests {
        @Test("replayed start tags map each attribute by its name, whatever the order in earlier replays")
        func replayedAttributes() throws {
            // Each shape's kind category comes last, so its sides are kept and replayed; the
            // attribute orders differ from shape to shape, so that the same places in the replay
            // buffer hold different names in successive replays.
            let orders: [[(String, String)]] = [
                [("alpha", "a1"), ("beta", "b1"), ("gamma", "1")],
                [("gamma", "2"), ("alpha", "a2"), ("beta", "b2")],
                [("beta", "b3"), ("gamma", "3"), ("alpha", "a3")],
                [("alpha", "a4"), ("gamma", "4")],
                [("beta", "b5"), ("alpha", "a5"), ("gamma", "5")],
            ]
            var xml = "<shapes>"
            for order in orders {
                let attributes = order.map { " \($0.0)=\"\($0.1)\"" }.joined()
                xml += "<shape><side\(attributes)/><side\(attributes)/>"
                xml += "<category scheme=\"\(kindScheme)\" term=\"box\"/></shape>"
            }
            xml += "</shapes>"
            let expected = orders.map { order -> Shape in
                let values = Dictionary(uniqueKeysWithValues: order)
                let side = Side(
                    alpha: values["alpha"] ?? "", beta: values["beta"] ?? "", gamma: Int(values["gamma"] ?? "0")!)
                return .box(Box(sides: [side, side]))
            }
            #expect(try XMLReader().read(Shapes.self, from: xml).shapes == expected)
        }

        @Test("attributes after an external entity map by their names, not by addresses its parser used")
        func attributesAfterEntity() throws {
            // The entity's parser interns its forty attribute names and is freed; the document
            // then interns forty names of its own, which may be given the freed addresses.
            func row(_ range: Range<Int>, _ tag: String) -> String {
                "<row" + range.map { " a\($0)=\"\(tag)\($0)\"" }.joined() + "/>"
            }
            let entity = row(0..<40, "e")
            let documents = ["rows.xml": entity]
            var options = XMLReader.Options()
            options.externalEntityResolver = { documents[$0.systemID].map { Data($0.utf8) } }
            let reversed = "<row" + (0..<40).reversed().map { " a\($0)=\"d\($0)\"" }.joined() + "/>"
            let xml =
                "<!DOCTYPE rows [<!ENTITY rows SYSTEM \"rows.xml\">]><rows>&rows;\(reversed)&rows;\(row(0..<40, "d"))</rows>"
            let rows = try XMLReader(options: options).read(Rows.self, from: xml).rows
            let fromEntity = Wide(values: (0..<40).map { "e\($0)" })
            let fromDocument = Wide(values: (0..<40).map { "d\($0)" })
            #expect(rows == [fromEntity, fromDocument, fromEntity, fromDocument])
        }

        @Test("the memo answers only for the address and plan it was told about, until cleared")
        func memoEntries() {
            let memo = AttributeMemo()
            let tableA: UInt64 = 7
            let tableB: UInt64 = 8
            "href".withCString { href in
                #expect(memo.slot(href, in: tableA) == nil)
                memo.remember(3, for: href, in: tableA)
                #expect(memo.slot(href, in: tableA) == 3)
                #expect(memo.slot(href, in: tableB) == nil)
                memo.remember(-1, for: href, in: tableB)
                #expect(memo.slot(href, in: tableB) == -1)
                memo.clear()
                #expect(memo.slot(href, in: tableA) == nil)
                #expect(memo.slot(href, in: tableB) == nil)
            }
        }

        @Test("two names that fall in the same set are both remembered; a third forgets the older")
        func sharedSet() throws {
            let memo = AttributeMemo()
            let table: UInt64 = 9
            let names = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)
            defer { names.deallocate() }
            names.initialize(repeating: 0, count: 4096)
            // Three addresses of the same set, found by trying them in turn.
            let set = AttributeMemo.setIndex(UnsafeRawPointer(names), table)
            let same = (0..<4096).filter { AttributeMemo.setIndex(UnsafeRawPointer(names + $0), table) == set }
            try #require(same.count >= 3)
            let (first, second, third) = (names + same[0], names + same[1], names + same[2])
            memo.remember(1, for: first, in: table)
            memo.remember(2, for: second, in: table)
            #expect(memo.slot(first, in: table) == 1)
            #expect(memo.slot(second, in: table) == 2)
            memo.remember(3, for: third, in: table)
            #expect(memo.slot(first, in: table) == nil)
            #expect(memo.slot(second, in: table) == 2)
            #expect(memo.slot(third, in: table) == 3)
        }

        @Test(
            "prefixed names are remembered only until the resolver frees them: a rebound prefix maps by its new namespace"
        )
        func prefixedNamesAfterRebinding() throws {
            // Each row binds `p` to the next of three namespaces. The declaration, and the end of
            // its scope, make the resolver free its expanded names; the next rows' names, as long,
            // are made at addresses freed before, where a memo kept past the free would find
            // another namespace's slot.
            let uris = ["urn:a", "urn:b", "urn:c"]
            var xml = "<rows>"
            var expected: [Bound] = []
            for index in 0..<60 {
                xml += "<row xmlns:p=\"\(uris[index % 3])\" p:x=\"\(index)\" y=\"\(index)\"/>"
                var row = Bound(y: "\(index)")
                row.values[index % 3] = "\(index)"
                expected.append(row)
            }
            xml += "</rows>"
            #expect(try XMLReader().read(BoundRows.self, from: xml).rows == expected)
        }

        @Test("the driver reports each external entity's parser as it frees it")
        func driverReportsFreedEntityParsers() throws {
            var options = XMLReader.Options()
            options.externalEntityResolver = { _ in Data("<row a0=\"x\"/>".utf8) }
            let driver = try ExpatDriver(options: options)
            let freed = Mutex(0)
            driver.entityParserFreed = { freed.withLock { $0 += 1 } }
            let xml = "<!DOCTYPE rows [<!ENTITY e SYSTEM \"e.xml\">]><rows>&e;<row/>&e;</rows>"
            let parsed = Array(xml.utf8).withUnsafeBytes { driver.parse($0, isFinal: true) }
            #expect(parsed)
            #expect(freed.withLock { $0 } == 2)
        }
    }
}
