// Shared test models: a small book catalog that exercises most description components, and
// the scalar enums used across the suite.

import Foundation
import Xylem

/// A genre, read through its `String` raw value.
enum BookGenre: String, XMLValue, Sendable, Equatable {
    case fiction, poetry, science
}

/// A priority, read through its `Int` raw value.
enum Urgency: Int, XMLValue, Sendable, Equatable {
    case low = 1, normal = 2, high = 3
}

struct LibraryAuthor: XMLReadable, Equatable, Sendable {
    var name = ""
    var born: Int?

    static let xmlDescription = XMLDescription(LibraryAuthor.init) {
        XMLChildText("name", \.name)
        XMLChildValue("born", \.born)
    }
}

struct LibraryBook: XMLReadable, Equatable, Sendable {
    var isbn = ""
    var year = 0
    var title = ""
    var pages = 0
    var price: Decimal = 0
    var genre: BookGenre?
    var checkedOut = false
    var authors: [LibraryAuthor] = []
    var tags: [String] = []

    static let xmlDescription = XMLDescription(LibraryBook.init) {
        XMLAttribute("isbn", \.isbn)
        XMLAttribute("year", \.year)
        XMLChildText("title", \.title)
        XMLChildValue("pages", \.pages)
        XMLChildValue("price", \.price)
        XMLChildValue("genre", \.genre)
        XMLChildValue("checked_out", \.checkedOut)
        XMLChildren("author", \.authors, wrapper: "authors")
        XMLChildValues("tag", \.tags)
    }
}

struct LibraryCatalog: XMLReadable, Equatable, Sendable {
    var name = ""
    var books: [LibraryBook] = []

    static let xmlDescription = XMLDescription(LibraryCatalog.init) {
        XMLAttribute("name", \.name)
        XMLChildren("book", \.books)
    }
}

/// A catalog document used by several suites, and the value it must read as.
enum LibraryFixture {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <catalog name="Main &amp; Annex">
          <book isbn="978-0441013593" year="1965">
            <title>Dune</title>
            <pages>412</pages>
            <price>9.99</price>
            <genre>fiction</genre>
            <checked_out/>
            <authors>
              <author><name>Frank Herbert</name><born>1920</born></author>
            </authors>
            <tag>classic</tag>
            <tag>desert</tag>
          </book>
          <book isbn="978-0140449266" year="1974">
            <title>Leaves of Grass — Café €</title>
            <pages>624</pages>
            <price>12.50</price>
            <genre>poetry</genre>
            <checked_out>no</checked_out>
            <authors>
              <author><name>Walt Whitman</name></author>
              <author><name>Editor 𝄞</name><born>1950</born></author>
            </authors>
          </book>
        </catalog>
        """

    static let expected = LibraryCatalog(
        name: "Main & Annex",
        books: [
            LibraryBook(
                isbn: "978-0441013593", year: 1965, title: "Dune", pages: 412, price: Decimal(string: "9.99")!,
                genre: .fiction, checkedOut: true,
                authors: [LibraryAuthor(name: "Frank Herbert", born: 1920)], tags: ["classic", "desert"]),
            LibraryBook(
                isbn: "978-0140449266", year: 1974, title: "Leaves of Grass — Café €", pages: 624,
                price: Decimal(string: "12.50")!, genre: .poetry, checkedOut: false,
                authors: [LibraryAuthor(name: "Walt Whitman", born: nil), LibraryAuthor(name: "Editor 𝄞", born: 1950)],
                tags: []),
        ])

    /// A catalog of `count` generated books, for large-input and concurrency tests.
    static func generated(count: Int, seed: Int = 0) -> (xml: String, expected: LibraryCatalog) {
        var xml = "<catalog name=\"generated \(seed)\">\n"
        var expected = LibraryCatalog(name: "generated \(seed)")
        for index in 0..<count {
            let number = seed * 100_000 + index
            xml +=
                "<book isbn=\"isbn-\(number)\" year=\"\(1900 + index % 120)\"><title>Title \(number) &lt;é&gt;</title>"
            xml +=
                "<pages>\(index)</pages><authors><author><name>A\(number)</name><born>\(number)</born></author></authors></book>\n"
            expected.books.append(
                LibraryBook(
                    isbn: "isbn-\(number)", year: 1900 + index % 120, title: "Title \(number) <é>", pages: index,
                    authors: [LibraryAuthor(name: "A\(number)", born: number)]))
        }
        xml += "</catalog>\n"
        return (xml, expected)
    }
}
