// What a user expects of a document, said in the description or the read, and an error when the
// document does not have it: the root element, required values, a record path that starts at the
// root (whose deeper elements may be absent: no records, no error).

import Testing
import Xylem

private let atom = "http://www.w3.org/2005/Atom"

private struct Channel: XMLReadable, Equatable {
    var title = ""
    static let xmlDescription = XMLDescription(Channel.init, element: "rss") {
        XMLChildText("channel/title", \.title)
    }
}

private struct Link: XMLReadable, Equatable {
    var href = ""
    var rel: String?
    static let xmlDescription = XMLDescription(Link.init) {
        XMLAttribute("href", \.href).required()
        XMLAttribute("rel", \.rel)
    }
}

private struct Entry: XMLReadable, Equatable {
    var id = ""
    var title: String?
    var count = 0
    var links: [Link] = []
    var author: Link?

    static let xmlDescription = XMLDescription(Entry.init, element: "entry", namespaces: ["": atom]) {
        XMLChildText("id", \.id).required()
        XMLChildText("title", \.title)
        XMLChildValue("count", \.count).required()
        XMLChildren("link", \.links).required()
        XMLChild("author", \.author)
    }
}

private struct TrackPoint: XMLReadable, Equatable {
    var lat = 0.0
    var lon = 0.0
    static let xmlDescription = XMLDescription(TrackPoint.init) {
        XMLAttribute("lat", \.lat)
        XMLAttribute("lon", \.lon)
    }
}

private struct Feed: XMLReadable, Equatable {
    var entries: [Entry] = []
    static let xmlDescription = XMLDescription(Feed.init, element: "feed", namespaces: ["": atom]) {
        XMLChildren("entry", \.entries)
    }
}

@Suite("No silent empties")
struct NoSilentEmptiesTests {
    private static let entry = "<id>1</id><count>2</count><link href=\"h\"/>"

    @Test("a description that names its element reads only documents with that root, and says both names")
    func rootElement() throws {
        #expect(try XMLReader().read(Channel.self, from: "<rss><channel><title>t</title></channel></rss>").title == "t")
        let error = try #require(throws: XMLReadError.self) {
            try XMLReader().read(Channel.self, from: "<feed xmlns=\"\(atom)\"><title>t</title></feed>")
        }
        #expect(error.kind == .unexpectedRoot(expected: "<rss> (no namespace)", found: "<feed> in \(atom)"))
        #expect(error.line == 1 && error.column == 1)
        // The namespace is part of the name.
        #expect(throws: XMLReadError.self) { try XMLReader().read(Feed.self, from: "<feed/>") }
        #expect(try XMLReader().read(Feed.self, from: "<feed xmlns=\"\(atom)\"/>") == Feed())
    }

    @Test("a value that has every required line reads")
    func requiredPresent() throws {
        let xml = "<entry xmlns=\"\(atom)\">\(Self.entry)<author href=\"a\"/></entry>"
        let entry = try XMLReader().read(Entry.self, from: xml)
        #expect(entry.id == "1" && entry.count == 2 && entry.links.count == 1 && entry.author?.href == "a")
    }

    @Test(
        "a missing required value is an error at its object's end tag, naming the line and the type",
        arguments: [
            ("<count>2</count><link href=\"h\"/>", "id in Entry", "entry"),
            ("<id>1</id><link href=\"h\"/>", "count in Entry", "entry"),
            ("<id>1</id><count>2</count>", "link in Entry", "entry"),
            ("<id>1</id><count>2</count><link rel=\"r\"/>", "@href in Link", "entry/link"),
            ("", "id, count, link in Entry", "entry"),
        ])
    func requiredMissing(_ content: String, _ missing: String, _ path: String) throws {
        let xml = "<entry xmlns=\"\(atom)\">\n\(content)\n</entry>"
        let error = try #require(throws: XMLReadError.self) { try XMLReader().read(Entry.self, from: xml) }
        #expect(error.kind == .missingRequired(missing))
        #expect(error.path == path)
        #expect(error.line >= 2)
    }

    @Test("each object is checked on its own: a required value of one entry does not count for the next")
    func requiredPerObject() throws {
        let xml =
            "<feed xmlns=\"\(atom)\"><entry>\(Self.entry)</entry><entry><count>1</count><link href=\"x\"/></entry></feed>"
        let error = try #require(throws: XMLReadError.self) { try XMLReader().read(Feed.self, from: xml) }
        #expect(error.kind == .missingRequired("id in Entry"))
        #expect(error.path == "feed/entry[2]")
    }

    @Test("lines that cannot be required are description problems")
    func requiredProblems() {
        struct Bad: XMLReadable {
            var text = ""
            static let xmlDescription = XMLDescription(Bad.init) {
                XMLTextContent(\.text).required()
                XMLIgnore("x").required()
            }
        }
        #expect(Bad.xmlDescription.problems.contains("the element's own text cannot be required"))
        #expect(Bad.xmlDescription.problems.contains("ignore 'x' cannot be required"))
    }

    @Test("a record path whose first element is not the document's root is an error")
    func recordPathNotFound() throws {
        let rss = "<rss><channel><item/><item/></channel></rss>"
        var count = 0
        try XMLReader().readRecords(Channel.self, at: "rss/channel/item", from: .string(rss)) { _ in
            count += 1
            return .continue
        }
        #expect(count == 2)
        let error = try #require(throws: XMLReadError.self) {
            try XMLReader().readRecords(Channel.self, at: "feed/channel/item", from: .string(rss)) { _ in .continue }
        }
        #expect(error.kind == .recordPathNotFound(path: "feed/channel/item", matched: ""))
        #expect("\(error)".contains("matched nothing: not even its first element"))
        // A path of one element is matched by the root alone.
        #expect(throws: XMLReadError.self) {
            try XMLReader().readRecords(Channel.self, at: "channel", from: .string(rss)) { _ in .continue }
        }
        #expect(
            try XMLReader().readRecords(Channel.self, at: "rss", from: .string(rss)) { _ in .continue }.recordCount == 1
        )
    }

    @Test("a root that matches with the deeper elements of the path absent has no records, and no error")
    func deeperElementsAbsent() throws {
        let rss = "<rss><channel><item/><item/></channel></rss>"
        let summary = try XMLReader().readRecords(Channel.self, at: "rss/chanel/item", from: .string(rss)) { _ in
            .continue
        }
        #expect(summary.recordCount == 0)
        #expect(summary.warnings.isEmpty)
    }

    @Test("track points streamed from a GPX file with waypoints and no tracks: zero records, everywhere")
    func gpxWithoutTracks() async throws {
        let gpx = "http://www.topografix.com/GPX/1/1"
        let document = """
            <?xml version="1.0"?>
            <gpx xmlns="\(gpx)" version="1.1" creator="test">
              <metadata><name>Walk</name></metadata>
              <wpt lat="52.1" lon="4.3"><name>Start</name></wpt>
              <wpt lat="52.2" lon="4.4"><name>End</name></wpt>
            </gpx>
            """
        let points = XMLRecordPath("gpx/trk/trkseg/trkpt", namespaces: ["": gpx])
        let summary = try XMLReader().readRecords(TrackPoint.self, at: points, from: .string(document)) { _ in
            Issue.record("no track point was expected")
            return .continue
        }
        #expect(summary.recordCount == 0 && !summary.stoppedEarly)
        var streamed = 0
        for try await _ in XMLReader().records(TrackPoint.self, at: points, from: .string(document)) { streamed += 1 }
        #expect(streamed == 0)
        let parser = try XMLPushParser(TrackPoint.self, at: points)
        #expect(try parser.feed(Array(document.utf8)).isEmpty)
        #expect(try parser.finish().isEmpty)
        // The same document has records at a path it has.
        let waypoints = XMLRecordPath("gpx/wpt", namespaces: ["": gpx])
        var latitudes: [Double] = []
        try XMLReader().readRecords(TrackPoint.self, at: waypoints, from: .string(document)) { point in
            latitudes.append(point.lat)
            return .continue
        }
        #expect(latitudes == [52.1, 52.2])
        // A path without the namespace names another root: an error, not zero records.
        #expect(throws: XMLReadError.self) {
            try XMLReader().readRecords(TrackPoint.self, at: "gpx/trk/trkseg/trkpt", from: .string(document)) { _ in
                .continue
            }
        }
    }

    @Test("a document that has the record path's elements but no record reads as having none")
    func emptyFeedIsNoError() throws {
        let summary = try XMLReader().readRecords(
            Channel.self, at: "rss/channel/item", from: .string("<rss><channel/></rss>")
        ) { _ in
            .continue
        }
        #expect(summary.recordCount == 0)
    }

    @Test("the async sequence and the push parser report a record path of another root too")
    func recordPathNotFoundEverywhere() async throws {
        let rss = "<rss><channel><item/></channel></rss>"
        await #expect(throws: XMLReadError.self) {
            for try await _ in XMLReader().records(Channel.self, at: "feed/entry", from: .string(rss)) {}
        }
        let parser = try XMLPushParser(Channel.self, at: "feed/items/item")
        _ = try parser.feed(Array(rss.utf8))
        #expect(throws: XMLReadError.self) { _ = try parser.finish() }
    }
}
