// The components' names all start with `XML`, so a module's own types named like the former
// components (`Text`, `Value`, `Kind`, `Attribute`) neither shadow them nor make a description
// ambiguous. This file declares such types and describes a model beside them: it must keep
// compiling and reading.

import Testing
import Xylem

private struct Text: Equatable { var words: String }
private struct Value: Equatable { var amount: Int }
private struct Kind: Equatable { var name: String }
private struct Attribute: Equatable { var key: String }

private struct Headline: XMLReadable, Equatable {
    var title = ""
    var rank = 0
    var tags: [String] = []

    static let xmlDescription = XMLDescription(Headline.init) {
        XMLChildText("title", \.title)
        XMLAttribute("rank", \.rank)
        XMLChildValues("tag", \.tags)
    }

    /// The file's own types, used beside the description.
    var summary: (Text, Value, Kind, Attribute) {
        (Text(words: title), Value(amount: rank), Kind(name: "headline"), Attribute(key: "rank"))
    }
}

extension CoreReaderTests {
    @Suite("Component names beside a module's own types")
    struct ComponentNameTests {
        @Test("a model reads in a file that declares its own Text, Value, Kind and Attribute")
        func ownTypesBesideComponents() throws {
            let headline = try XMLReader().read(
                Headline.self, from: "<h rank='2'><title>News</title><tag>a</tag><tag>b</tag></h>")
            #expect(headline == Headline(title: "News", rank: 2, tags: ["a", "b"]))
            #expect(headline.summary.0 == Text(words: "News"))
            #expect(headline.summary.1 == Value(amount: 2))
        }
    }
}
