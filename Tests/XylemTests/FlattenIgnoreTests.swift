// XMLFlatten (transparent elements whose children are promoted), XMLIgnore (whole subtrees passed over)
// and unmapped elements (passed over the same way, without leaking their insides).

import Testing
import Xylem

private struct FlatteningBook: XMLReadable, Equatable {
    var title = ""
    var publisherName: String?
    var city: String?
    var tags: [String] = []

    static let xmlDescription = XMLDescription(FlatteningBook.init) {
        XMLChildText("title", \.title)
        XMLFlatten("publisher")
        XMLFlatten("address")
        XMLChildText("name", \.publisherName)
        XMLChildText("city", \.city)
        XMLChildValues("tag", \.tags)
    }
}

private struct IgnoringBook: XMLReadable, Equatable {
    var title = ""
    var publisherName: String?
    var city: String?
    var tags: [String] = []

    static let xmlDescription = XMLDescription(IgnoringBook.init) {
        XMLChildText("title", \.title)
        XMLIgnore("publisher")
        XMLChildText("name", \.publisherName)
        XMLChildText("city", \.city)
        XMLChildValues("tag", \.tags)
    }
}

/// The same mappings without any XMLFlatten or XMLIgnore: `publisher` is simply unmapped.
private struct PlainBook: XMLReadable, Equatable {
    var title = ""
    var publisherName: String?
    var authors: [LibraryAuthor] = []

    static let xmlDescription = XMLDescription(PlainBook.init) {
        XMLChildText("title", \.title)
        XMLChildText("name", \.publisherName)
        XMLChildren("author", \.authors)
    }
}

private let publisherXML = """
    <book>
      <title>Dune</title>
      <publisher>
        <name>Chilton</name>
        <address><city>Philadelphia</city></address>
        <tag>p1</tag>
      </publisher>
      <tag>b1</tag>
    </book>
    """

extension CoreReaderTests {
    @Suite("XMLFlatten and XMLIgnore")
    struct FlattenIgnoreTests {
        @Test("XMLFlatten promotes the children of the flattened element to the parent, at any depth")
        func skipPromotes() throws {
            let book = try XMLReader().read(FlatteningBook.self, from: publisherXML)
            #expect(
                book
                    == FlatteningBook(
                        title: "Dune", publisherName: "Chilton", city: "Philadelphia", tags: ["p1", "b1"]))
        }

        @Test("XMLIgnore passes over the subtree: a mapped name inside it sets nothing")
        func ignoreHides() throws {
            let book = try XMLReader().read(IgnoringBook.self, from: publisherXML)
            #expect(book == IgnoringBook(title: "Dune", publisherName: nil, city: nil, tags: ["b1"]))
        }

        @Test("the same name outside an ignored element is still read")
        func ignoreIsScoped() throws {
            let book = try XMLReader().read(
                IgnoringBook.self, from: "<book><publisher><name>no</name></publisher><name>yes</name></book>")
            #expect(book.publisherName == "yes")
        }

        @Test("an unmapped element is passed over: mapped names inside it do not leak into the parent")
        func unmappedDoesNotLeak() throws {
            let xml = """
                <book>
                  <extra><title>leaked title</title><name>leaked name</name>
                    <deeper><author><name>leaked author</name></author></deeper>
                  </extra>
                  <author><name>real</name></author>
                </book>
                """
            let book = try XMLReader().read(PlainBook.self, from: xml)
            #expect(book == PlainBook(title: "", publisherName: nil, authors: [LibraryAuthor(name: "real")]))
        }

        @Test("without XMLFlatten, the children of an unmapped publisher are not promoted")
        func unmappedIsNotSkipped() throws {
            let book = try XMLReader().read(PlainBook.self, from: publisherXML)
            #expect(book.title == "Dune")
            #expect(book.publisherName == nil)
        }

        @Test("a value element's own children are part of its text, not mapped separately")
        func leafSwallowsChildren() throws {
            let book = try XMLReader().read(PlainBook.self, from: "<book><title>A <name>B</name></title></book>")
            #expect(book.title == "A B")
            #expect(book.publisherName == nil)
        }

        @Test("errors inside a skipped element carry the skipped element in their path")
        func skipPath() throws {
            struct Numbers: XMLReadable {
                var values: [Int] = []
                static let xmlDescription = XMLDescription(Numbers.init) {
                    XMLFlatten("group")
                    XMLChildValues("n", \.values)
                }
            }
            let numbers = try XMLReader().read(
                Numbers.self, from: "<r><n>1</n><group><n>2</n><group><n>3</n></group></group></r>")
            #expect(numbers.values == [1, 2, 3])
            let error = try xylemReadError(Numbers.self, from: "<r><group/><group><n>1</n><n>x</n></group></r>")
            #expect(error.path == "r/group[2]/n[2]")
        }
    }
}
