// Keeps the README's example honest: the code between the markers below is the README's code
// block, character for character, and the test runs it.

import Foundation
import Testing
import Xylem

// BEGIN README EXAMPLE
struct CatalogBook: XMLReadable {
    var isbn = ""
    var title = ""
    var pages = 0
    var checkedOut = false
    var authors: [CatalogAuthor] = []
    var publisherName: String?

    static let xmlDescription = XMLDescription(CatalogBook.init) {
        XMLAttribute("isbn", \.isbn)
        XMLChildText("title", \.title, trimmed: true)
        XMLChildValue("pages", \.pages)
        XMLChildValue("checked_out", \.checkedOut)
        XMLChildren("author", \.authors, wrapper: "authors")
        XMLChildText("publisher/name", \.publisherName)  // <publisher><name>…</name></publisher>
        XMLIgnore("reviews")  // never looked at
    }
}

struct CatalogAuthor: XMLReadable {
    var name = ""
    var born: Int?

    static let xmlDescription = XMLDescription(CatalogAuthor.init) {
        XMLChildText("name", \.name)
        XMLChildValue("born", \.born)
    }
}

struct Catalog: XMLReadable {
    var books: [CatalogBook] = []

    static let xmlDescription = XMLDescription(Catalog.init, element: "catalog") {
        XMLChildren("book", \.books)
    }
}

let catalogXML = """
    <catalog>
      <book isbn="0-441-17271-7">
        <title>Dune</title>
        <pages>412</pages>
        <checked_out>yes</checked_out>
        <authors><author><name>Frank Herbert</name><born>1920</born></author></authors>
        <publisher><name>Chilton Books</name></publisher>
        <reviews><review stars="5">A classic.</review></reviews>
      </book>
      <book isbn="0-7653-2635-5">
        <title>The Way of Kings</title>
        <pages>1007</pages>
        <checked_out/>
        <authors><author><name>Brandon Sanderson</name></author></authors>
      </book>
    </catalog>
    """

func readCatalog() throws -> Catalog {
    let catalog = try XMLReader().read(Catalog.self, from: catalogXML)
    for book in catalog.books {
        print(book.title, book.pages, book.checkedOut, book.authors.map(\.name), book.publisherName ?? "-")
    }
    // Dune 412 true ["Frank Herbert"] Chilton Books
    // The Way of Kings 1007 true ["Brandon Sanderson"] -
    return catalog
}

// The same descriptions write it back.
func writeCatalog(_ catalog: Catalog) throws -> String {
    try catalog.xmlString(indentation: "  ")
    // <?xml version="1.0" encoding="UTF-8"?>
    // <catalog>
    //   <book isbn="0-441-17271-7">
    //     <title>Dune</title>
    // …
}
// END README EXAMPLE

@Suite struct ReadmeExampleTests {
    @Test func exampleReadsWhatTheReadmeSays() throws {
        let catalog = try readCatalog()
        try #require(catalog.books.count == 2)
        let dune = catalog.books[0]
        #expect(dune.isbn == "0-441-17271-7")
        #expect(dune.title == "Dune")
        #expect(dune.pages == 412)
        #expect(dune.checkedOut)
        #expect(dune.authors.map(\.name) == ["Frank Herbert"])
        #expect(dune.authors.first?.born == 1920)
        #expect(dune.publisherName == "Chilton Books")
        let kings = catalog.books[1]
        #expect(kings.pages == 1007)
        #expect(kings.checkedOut, "an empty <checked_out/> reads as true")
        #expect(kings.authors.first?.born == nil)
        #expect(kings.publisherName == nil)
    }

    @Test func exampleWritesBackWhatItRead() throws {
        let catalog = try readCatalog()
        let written = try writeCatalog(catalog)
        #expect(
            written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog>\n  <book isbn=\"0-441-17271-7\">"))
        #expect(written.contains("<publisher>\n      <name>Chilton Books</name>\n    </publisher>"))
        let again = try XMLReader().read(Catalog.self, from: written)
        #expect(again.books.map(\.title) == catalog.books.map(\.title))
        #expect(again.books.map(\.publisherName) == catalog.books.map(\.publisherName))
        #expect(again.books.map { $0.authors.map(\.born) } == catalog.books.map { $0.authors.map(\.born) })
        #expect(again.books.map(\.checkedOut) == catalog.books.map(\.checkedOut))
    }

    @Test func readmeShowsThisExampleVerbatim() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let example = try #require(section(of: source, from: "// BEGIN README EXAMPLE\n", to: "// END README EXAMPLE"))
        let block = try #require(section(of: readme, from: "<!-- example: catalog -->\n```swift\n", to: "```"))
        #expect(block == example, "README.md's example differs from the compiled one in \(here.lastPathComponent)")
    }

    private func section(of text: String, from start: String, to end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else {
            return nil
        }
        return String(text[open.upperBound..<close.lowerBound])
    }
}

@Suite struct WriterByHandExampleTests {
    /// Writing by hand, as the Writing XML article shows it: a short stream, pretty-printed.
    @Test func writerSnippetWritesWhatItShows() throws {
        var writer = XMLWriter(to: XMLMemorySink(), indentation: "  ")
        try writer.startElement("feed", namespaces: ["": "http://www.w3.org/2005/Atom"])
        try writer.startElement("title")
        try writer.text("Fish & Chips")
        try writer.endElement()
        try writer.finish()
        #expect(
            writer.sink.string == """
                <feed xmlns="http://www.w3.org/2005/Atom">
                  <title>Fish &amp; Chips</title>
                </feed>

                """, "pretty-printed output ends with a newline")
    }
}
