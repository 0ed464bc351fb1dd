// A file that imports another module with a `Text` type (SwiftUI, on Apple platforms) writes the
// description's components with the module's name: that spelling must keep compiling and reading.

import Testing
import Xylem

private struct Headline: XMLReadable, Equatable {
    var title = ""
    var rank = 0

    static let xmlDescription = XMLDescription(Headline.init) {
        Xylem.Text("title", \.title)
        Xylem.Attribute("rank", \.rank)
    }
}

extension CoreReaderTests {
    @Suite("Components named with the module")
    struct QualifiedComponentNameTests {
        @Test("Xylem.Text and Xylem.Attribute read as Text and Attribute do")
        func qualifiedNames() throws {
            let headline = try XMLReader().read(Headline.self, from: "<h rank='2'><title>News</title></h>")
            #expect(headline == Headline(title: "News", rank: 2))
        }
    }
}
