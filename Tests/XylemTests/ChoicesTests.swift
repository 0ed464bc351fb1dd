// XMLChoices: every outermost element with a chosen name, at any depth, in document order.

import Foundation
import Testing
import Xylem

private struct Magazine: XMLReadable, Equatable {
    var title = ""
    var issue = 0

    static let xmlDescription = XMLDescription(Magazine.init) {
        XMLChildText("title", \.title)
        XMLChildValue("issue", \.issue)
    }
}

private enum LibraryItem: Equatable {
    case book(LibraryBook)
    case magazine(Magazine)
}

private let itemChoices = XMLChoices<LibraryItem> {
    XMLCase("book", LibraryBook.self) { .book($0) }
    XMLCase("magazine", Magazine.self) { .magazine($0) }
}

private struct BrokenRecord: XMLReadable {
    var a = ""
    static let xmlDescription = XMLDescription(BrokenRecord.init) {
        XMLChildText("a", \.a)
        XMLChildText("a", \.a)
    }
}

extension CoreReaderTests {
    @Suite("XMLChoices")
    struct ChoicesTests {
        @Test("all outermost matches at any depth, in document order")
        func outermostInOrder() throws {
            let xml = """
                <library>
                  <shelf>
                    <book isbn="1"><title>B1</title></book>
                    <magazine><title>M1</title><issue>3</issue></magazine>
                  </shelf>
                  <archive><box><book isbn="2"><title>B2</title><book isbn="inner"><title>nested</title></book></book></box></archive>
                  <magazine><title>M2</title><issue>4</issue><book isbn="in-magazine"/></magazine>
                  <book isbn="3"/>
                </library>
                """
            let items = try XMLReader().read(itemChoices, from: xml)
            #expect(
                items == [
                    .book(LibraryBook(isbn: "1", title: "B1")),
                    .magazine(Magazine(title: "M1", issue: 3)),
                    .book(LibraryBook(isbn: "2", title: "B2")),
                    .magazine(Magazine(title: "M2", issue: 4)),
                    .book(LibraryBook(isbn: "3")),
                ])
        }

        @Test("elements between matches that carry matched-looking children do not leak into records")
        func searchedThroughElementsAreNotRecords() throws {
            let xml =
                "<library><title>not a record</title><shelf><issue>9</issue><magazine><issue>1</issue></magazine></shelf></library>"
            #expect(try XMLReader().read(itemChoices, from: xml) == [.magazine(Magazine(title: "", issue: 1))])
        }

        @Test("the root element itself can be the match")
        func rootMatch() throws {
            #expect(
                try XMLReader().read(itemChoices, from: "<book isbn=\"r\"><title>Root</title></book>")
                    == [.book(LibraryBook(isbn: "r", title: "Root"))])
        }

        @Test("a document without matches reads as an empty array")
        func noMatches() throws {
            #expect(try XMLReader().read(itemChoices, from: "<library><shelf/></library>").isEmpty)
        }

        @Test("a case without transform reads the type itself; Data and XMLInput overloads agree")
        func plainCase() throws {
            let choices = XMLChoices<LibraryAuthor> { XMLCase("author", LibraryAuthor.self) }
            let xml = "<x><author><name>A</name></author><y><author><name>B</name><born>2</born></author></y></x>"
            let expected = [LibraryAuthor(name: "A"), LibraryAuthor(name: "B", born: 2)]
            #expect(try XMLReader().read(choices, from: xml) == expected)
            #expect(try XMLReader().read(choices, from: Data(xml.utf8)) == expected)
            #expect(try XMLReader().read(choices, from: .chunks(xylemChunked(Array(xml.utf8), size: 3))) == expected)
        }

        @Test("names with prefixes match by namespace URI")
        func namespaces() throws {
            let choices = XMLChoices<LibraryAuthor>(namespaces: ["p": "urn:people"]) {
                XMLCase("p:author", LibraryAuthor.self)
            }
            let xml = """
                <x xmlns:q="urn:people" xmlns:p="urn:other">
                  <q:author><name>yes</name></q:author><p:author><name>no</name></p:author><author><name>no</name></author>
                </x>
                """
            #expect(try XMLReader().read(choices, from: xml) == [LibraryAuthor(name: "yes")])
        }

        @Test("a conversion error in a record names its path from the document root")
        func errorPath() throws {
            let error = try #require(throws: XMLReadError.self) {
                try XMLReader().read(
                    itemChoices, from: "<library><shelf><book/><book><pages>x</pages></book></shelf></library>")
            }
            #expect(error.kind == .conversion(expected: "Int", text: "x"))
            #expect(error.path == "library/shelf/book[2]/pages")
        }

        @Test("lenient mode collects warnings for records and keeps them")
        func lenient() throws {
            let (items, warnings) = try xylemLenientReader().readWithWarnings(
                itemChoices,
                from: .string("<l><magazine><issue>x</issue></magazine><magazine><issue>2</issue></magazine></l>"))
            #expect(items == [.magazine(Magazine()), .magazine(Magazine(issue: 2))])
            #expect(warnings.map(\.path) == ["l/magazine/issue"])
        }

        @Test("invalid choices fail before reading, even malformed input")
        func invalidChoices() throws {
            let duplicate = XMLChoices<LibraryItem> {
                XMLCase("book", LibraryBook.self) { .book($0) }
                XMLCase("book", Magazine.self) { .magazine($0) }
            }
            let undeclared = XMLChoices<LibraryAuthor> { XMLCase("p:author", LibraryAuthor.self) }
            let brokenType = XMLChoices<BrokenRecord> { XMLCase("record", BrokenRecord.self) }
            for read in [
                { _ = try XMLReader().read(duplicate, from: "<<<") },
                { _ = try XMLReader().read(undeclared, from: "<<<") },
                { _ = try XMLReader().read(brokenType, from: "<<<") },
            ] as [() throws -> Void] {
                let error = try #require(throws: XMLReadError.self) { try read() }
                #expect(error.kind.name == "invalidDescription")
            }
        }
    }
}
