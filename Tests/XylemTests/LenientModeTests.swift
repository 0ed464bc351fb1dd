// Lenient mode: conversion failures become warnings, the read finishes, bad fields keep their
// defaults; other errors still throw.

import Foundation
import Testing
import Xylem

private struct Counters: XMLReadable {
    var count = -1
    var values: [Int] = []
    var ratio = 0.5

    static let xmlDescription = XMLDescription(Counters.init) {
        XMLChildValue("count", \.count)
        XMLChildValues("n", \.values)
        XMLAttribute("ratio", \.ratio)
    }
}

extension CoreReaderTests {
    @Suite("Lenient mode")
    struct LenientModeTests {
        static let xml = """
            <catalog>
              <book isbn="1" year="19x5"><title>ok</title><pages>abc</pages><price>9.99</price></book>
              <book isbn="2" year="2000"><pages>12</pages><checked_out>maybe</checked_out>
                <authors><author><name>A</name><born>x</born></author></authors></book>
            </catalog>
            """

        @Test("readWithWarnings returns the value with bad fields at their defaults")
        func value() throws {
            let (catalog, _) = try xylemLenientReader().readWithWarnings(LibraryCatalog.self, from: .string(Self.xml))
            #expect(
                catalog.books == [
                    LibraryBook(isbn: "1", year: 0, title: "ok", pages: 0, price: Decimal(string: "9.99")!),
                    LibraryBook(
                        isbn: "2", year: 2000, pages: 12, checkedOut: false,
                        authors: [LibraryAuthor(name: "A", born: nil)]),
                ])
        }

        @Test("one warning per bad value, in document order, each with its kind and path")
        func warnings() throws {
            let (_, warnings) = try xylemLenientReader().readWithWarnings(LibraryCatalog.self, from: .string(Self.xml))
            #expect(
                warnings.map(\.kind) == [
                    .conversion(expected: "Int", text: "19x5"),
                    .conversion(expected: "Int", text: "abc"),
                    .conversion(expected: "Bool", text: "maybe"),
                    .conversion(expected: "Int", text: "x"),
                ])
            #expect(
                warnings.map(\.path) == [
                    "catalog/book/@year",
                    "catalog/book/pages",
                    "catalog/book[2]/checked_out",
                    "catalog/book[2]/authors/author/born",
                ])
            #expect(warnings.map(\.line) == [2, 2, 3, 4])
        }

        @Test("a bad value leaves the property as the factory made it; bad array elements are left out")
        func unchanged() throws {
            let (value, warnings) = try xylemLenientReader().readWithWarnings(
                Counters.self, from: .string("<c ratio=\"half\"><count>many</count><n>1</n><n>two</n><n>3</n></c>"))
            #expect(value.count == -1)
            #expect(value.ratio == 0.5)
            #expect(value.values == [1, 3])
            #expect(warnings.map(\.path) == ["c/@ratio", "c/count", "c/n[2]"])
        }

        @Test("a good value after a bad one for the same property still sets it")
        func laterValue() throws {
            let (value, warnings) = try xylemLenientReader().readWithWarnings(
                Counters.self, from: .string("<c><count>x</count><count>7</count></c>"))
            #expect(value.count == 7)
            #expect(warnings.count == 1)
        }

        @Test("the same document throws the first failure in strict mode")
        func strictDefault() throws {
            #expect(XMLReader.Options().conversionFailures == .fail)
            let error = try xylemReadError(LibraryCatalog.self, from: Self.xml)
            #expect(error.kind == .conversion(expected: "Int", text: "19x5"))
            #expect(error.path == "catalog/book/@year")
        }

        @Test("a clean document has no warnings, in lenient and strict mode")
        func noWarnings() throws {
            let lenient = try xylemLenientReader().readWithWarnings(
                LibraryCatalog.self, from: .string(LibraryFixture.xml))
            #expect(lenient.warnings.isEmpty)
            #expect(lenient.value == LibraryFixture.expected)
            let strict = try XMLReader().readWithWarnings(LibraryCatalog.self, from: .string(LibraryFixture.xml))
            #expect(strict.warnings.isEmpty)
        }

        @Test("malformed input still throws in lenient mode")
        func malformedStillThrows() throws {
            let error = try xylemReadError(
                LibraryCatalog.self, from: "<catalog><book><pages>x</pages></catalog>", reader: xylemLenientReader())
            #expect(error.kind.name == "malformed")
        }

        @Test("no more than maxWarnings warnings are kept")
        func maxWarnings() throws {
            var options = XMLReader.Options()
            options.conversionFailures = .skip
            options.maxWarnings = 2
            let xml = "<c>" + String(repeating: "<n>bad</n>", count: 5) + "<n>4</n></c>"
            let (value, warnings) = try XMLReader(options: options).readWithWarnings(Counters.self, from: .string(xml))
            #expect(value.values == [4])
            #expect(warnings.map(\.path) == ["c/n", "c/n[2]"])
        }
    }
}
