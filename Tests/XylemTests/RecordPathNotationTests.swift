// Record paths written in Clark notation: a namespace URI in braces is part of its segment, even
// when it holds slashes, as every http URI does.

import Testing
import Xylem

private struct PathEntry: XMLReadable, Equatable {
    var title = ""
    static let xmlDescription = XMLDescription(PathEntry.init, namespaces: ["": "http://www.w3.org/2005/Atom"]) {
        XMLChildText("title", \.title)
    }
}

@Suite struct RecordPathNotationTests {
    private let feed = """
        <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>one</title></entry>\
        <entry><title>two</title></entry></feed>
        """

    @Test func clarkNamesWithSlashesInTheirURIAreWholeSegments() throws {
        var titles: [String] = []
        let path = XMLRecordPath("{http://www.w3.org/2005/Atom}feed/{http://www.w3.org/2005/Atom}entry")
        try XMLReader().readRecords(PathEntry.self, at: path, from: .string(feed)) { entry in
            titles.append(entry.title)
            return .continue
        }
        #expect(titles == ["one", "two"])
    }

    @Test func clarkNamesMixWithPrefixesAndWildcards() throws {
        var titles: [String] = []
        let path = XMLRecordPath("*/{http://www.w3.org/2005/Atom}entry")
        try XMLReader().readRecords(PathEntry.self, at: path, from: .string(feed)) { entry in
            titles.append(entry.title)
            return .continue
        }
        #expect(titles == ["one", "two"])
    }
}
